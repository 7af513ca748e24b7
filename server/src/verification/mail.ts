// The mail that tells a Business the outcome of its verification request: approved, or rejected with the reason
// staff gave and how to resubmit.
import { escapeHtml } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";

export const approvedSubject = "Your business is verified on the ICT Manpower Portal";
export const rejectedSubject = "Your ICT Manpower Portal verification request needs changes";

export function verificationDecisionMail(input: { to: string; businessName: string; decision: "approved" | "rejected"; reason: string | null; publicUrl: string }): Mail {
  const { to, businessName, decision, reason, publicUrl } = input;
  const link = `${publicUrl}/business/verification`;
  const lines =
    decision === "approved"
      ? ["Staff have approved the verification request of your business. Your profile, vacancies and projects now show that the business is verified."]
      : [
          "Staff could not approve the verification request of your business, for this reason:",
          reason ?? "",
          `You can correct it and resubmit the request at ${link}.`,
        ];
  const text = [`Dear ${businessName},`, "", ...lines].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Dear ${escapeHtml(businessName)},</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { to, subject: decision === "approved" ? approvedSubject : rejectedSubject, text, html };
}
