// The mail that tells a Talent how the vacancy's Business decided their application: shortlisted or declined, with
// the Business's note when it wrote one. Enqueued in the decision's transaction (the outbox sends it after commit).
import { escapeHtml } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";

export const applicantDecisionSubject = (vacancyTitle: string): string => `Your application for ${vacancyTitle}`;

export function applicantDecisionMail(input: {
  to: string;
  talentName: string;
  vacancyTitle: string;
  businessName: string;
  decision: "shortlisted" | "declined";
  note: string | null;
  publicUrl: string;
}): Mail {
  const { to, talentName, vacancyTitle, businessName, decision, note, publicUrl } = input;
  const verdict =
    decision === "shortlisted"
      ? `${businessName} has shortlisted your application for ${vacancyTitle}.`
      : `${businessName} has decided not to take your application for ${vacancyTitle} further.`;
  const lines = [verdict, ...(note === null ? [] : [`Their note: ${note}`]), `Your applications: ${publicUrl}/account/applications`];
  const text = [`Dear ${talentName},`, "", ...lines].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Dear ${escapeHtml(talentName)},</p>
${lines.map((line) => `<p style="white-space: pre-wrap">${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { to, subject: applicantDecisionSubject(vacancyTitle), text, html };
}
