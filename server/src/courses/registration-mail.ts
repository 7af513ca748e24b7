// The mail that tells a Talent how the course's Business decided their request to withdraw: approved (the
// registration has ended) or declined (they remain enrolled). Enqueued in the decision's transaction.
import { escapeHtml } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";

export const withdrawalDecisionSubject = (courseTitle: string): string => `Your withdrawal from ${courseTitle}`;

export function withdrawalDecisionMail(input: { to: string; talentName: string; courseTitle: string; decision: "approved" | "declined"; publicUrl: string }): Mail {
  const { to, talentName, courseTitle, decision, publicUrl } = input;
  const lines =
    decision === "approved"
      ? [`Your request to withdraw from ${courseTitle} was approved. Your registration for the course has ended.`]
      : [`Your request to withdraw from ${courseTitle} was declined. You remain enrolled on the course.`];
  const link = `${publicUrl}/account/courses`;
  const all = [...lines, `Your training courses: ${link}`];
  const text = [`Dear ${talentName},`, "", ...all].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Dear ${escapeHtml(talentName)},</p>
${all.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return { to, subject: withdrawalDecisionSubject(courseTitle), text, html };
}
