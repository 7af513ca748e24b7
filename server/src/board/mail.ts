// The mails staff's board work sends the applicant (the Business's account e-mail): a notice about its
// application, and edit control given or taken back, each with the staff's comment. Enqueued in the outbox in
// the transaction of the fact they tell about, so they leave after commit and never for a rolled-back change.
import { eq } from "drizzle-orm";
import type { Tx } from "../db/connect.ts";
import { businesses, members } from "../db/schema.ts";
import { escapeHtml } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";
import { enqueueMail } from "../mail/outbox.ts";

export type ApplicantMailKind = "notice" | "edit-control-given" | "edit-control-taken-back";

const subjects: Record<ApplicantMailKind, (reference: string) => string> = {
  notice: (reference) => `A message about your expat permit application ${reference}`,
  "edit-control-given": (reference) => `Your expat permit application ${reference} is open for changes`,
  "edit-control-taken-back": (reference) => `Your expat permit application ${reference} is back with the staff`,
};

const introductions: Record<ApplicantMailKind, string> = {
  notice: "The staff processing your application have sent you this message:",
  "edit-control-given": "The staff processing your application ask you to change it, and have opened it for your changes:",
  "edit-control-taken-back": "The staff processing your application have closed it for changes again:",
};

export function applicantMail(input: { to: string; businessName: string; reference: string; kind: ApplicantMailKind; comment: string; publicUrl: string }): Mail {
  const { to, businessName, reference, kind, comment, publicUrl } = input;
  const link = `${publicUrl}/business/expat-permits`;
  const lines = [introductions[kind], comment, `You can see your application at ${link}.`];
  const text = [`Dear ${businessName},`, "", ...lines].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Dear ${escapeHtml(businessName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { to, subject: subjects[kind](reference), text, html };
}

/** Enqueues the mail to the Business's account e-mail (nothing when the business is gone). */
export async function mailApplicant(tx: Tx, input: { businessId: string; reference: string; kind: ApplicantMailKind; comment: string; publicUrl: string }): Promise<void> {
  const [owner] = await tx
    .select({ email: members.email, businessName: businesses.businessName })
    .from(businesses)
    .innerJoin(members, eq(members.id, businesses.memberId))
    .where(eq(businesses.id, input.businessId))
    .limit(1);
  if (owner === undefined) return;
  await enqueueMail(tx, applicantMail({ ...input, to: owner.email, businessName: owner.businessName }));
}
