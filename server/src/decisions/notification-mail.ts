// The mail that carries the final approval letters to the immigration department or to the applicant: the
// reference, the business, the staff's message, and every approved expatriate's final letter and appendix attached
// as PDFs, and, when the letters are signed, where to verify them. Also the applicant's address (the Business's
// account e-mail).
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/connect.ts";
import { businesses, members } from "../db/schema.ts";
import { escapeHtml } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";
import type { LetterFile } from "./letters.ts";

export interface NotificationMailInput {
  readonly recipients: readonly string[];
  readonly toApplicant: boolean;
  readonly reference: string;
  readonly businessName: string;
  readonly message: string;
  readonly documents: readonly LetterFile[];
  /** Where signed letters are verified; null when the letters are not signed (approved before e-signatures). */
  readonly verifyAddress: string | null;
}

export function notificationMail(input: NotificationMailInput): Mail {
  const { reference, businessName, message, documents } = input;
  const greeting = input.toApplicant ? `Dear ${businessName},` : "Dear Immigration Department,";
  const lines = [
    input.toApplicant
      ? `Your expat permit application ${reference} has been given final approval. The approval letters are attached.`
      : `The expat permit application ${reference} of ${businessName} has been given final approval. The approval letters are attached.`,
    ...(message === "" ? [] : [message]),
    `Attached: ${documents.map((document) => document.filename).join(", ")}.`,
    ...(input.verifyAddress === null ? [] : [`Each letter is signed electronically: scan its QR code, or enter its signature token at ${input.verifyAddress}, to check that it is genuine and in force.`]),
    "ICT Manpower, Ministry of Transport and Infocommunications",
  ];
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return {
    to: input.recipients.join(", "),
    subject: `Final approval of expat permit application ${reference}`,
    text: [greeting, "", ...lines].join("\n"),
    html,
    attachments: documents.map((document) => ({ filename: document.filename, content: document.bytes, contentType: "application/pdf" })),
  };
}

/** The Business's account e-mail, if the business still exists. */
export async function applicantEmail(db: Queryable, businessId: string): Promise<string | undefined> {
  const [owner] = await db
    .select({ email: members.email })
    .from(businesses)
    .innerJoin(members, eq(members.id, businesses.memberId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return owner?.email;
}
