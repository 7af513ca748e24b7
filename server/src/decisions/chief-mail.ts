// The chief-evaluator link: its address (the back-office's chief evaluation page with the token) and the mail that
// carries it to the chief evaluator. Enqueued in the outbox in the transaction of `v1.ChiefLinkIssued`, so it
// leaves after commit and never for a rolled-back link.
import type { ChiefLinkRoute } from "@ictm/core/domain";
import { escapeHtml } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";

export const chiefLinkSubject = (reference: string): string => `Your evaluation is requested: ${reference}`;

/** `<publicUrl>/backoffice/workflows/<workflowId>/applications/<applicationId>/<route>?token=<token>`. */
export function chiefLinkUrl(publicUrl: string, link: { workflowId: string; applicationId: string; route: ChiefLinkRoute; token: string }): string {
  const { workflowId, applicationId, route, token } = link;
  return `${publicUrl}/backoffice/workflows/${workflowId}/applications/${applicationId}/${route}?${new URLSearchParams({ token }).toString()}`;
}

export function chiefLinkMail(input: { to: string; name: string; reference: string; businessName: string; stepName: string; link: string; expiresAt: string }): Mail {
  const { to, name, reference, businessName, stepName, link, expiresAt } = input;
  const until = `${expiresAt.slice(0, 16).replace("T", " ")} UTC`;
  const first = `Your evaluation is requested for the expat permit application ${reference} of ${businessName} (step: ${stepName}). Open this link to read the application and record your evaluation:`;
  const last = `The link can be used once and works until ${until}. If it no longer works, please ask the staff for a new one.`;
  const text = [`Dear ${name},`, "", first, "", link, "", last].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Dear ${escapeHtml(name)},</p>
<p>${escapeHtml(first)}</p>
<p><a href="${escapeHtml(link)}">Evaluate ${escapeHtml(reference)}</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(last)}</p>
</body></html>`;
  return { to, subject: chiefLinkSubject(reference), text, html };
}
