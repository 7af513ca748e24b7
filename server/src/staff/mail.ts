// The staff mails: a link to choose a new password (asked for on the back-office sign-in page), the link a new
// staff account gets to choose its first password, and the notice that a staff password was changed. Each link
// opens the back-office's /backoffice/reset-password page.
import { escapeHtml } from "../mail/html.ts";
import type { Mail } from "../mail/mailer.ts";

export const staffResetSubject = "Reset your ICT Manpower back-office password";
export const staffWelcomeSubject = "Your ICT Manpower back-office account";
export const staffChangedSubject = "Your ICT Manpower back-office password was changed";

export function staffResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/backoffice/reset-password?${new URLSearchParams({ token }).toString()}`;
}

/** `validHours`: how long the link works (one hour for a reset, longer for a new account). */
export function staffPasswordLinkMail(input: { to: string; name: string; link: string; validHours: number; reason: "reset" | "new-account" }): Mail {
  const { to, name, link, validHours, reason } = input;
  const first =
    reason === "reset"
      ? "We received a request to reset the password of your ICT Manpower back-office account. Open this link to choose a new password:"
      : "An administrator has created an ICT Manpower back-office account for you. Open this link to choose your password:";
  const expiry = `The link can be used once and expires in ${validHours === 1 ? "one hour" : `${validHours} hours`}.`;
  const last =
    reason === "reset"
      ? "If you did not ask for this, you can ignore this message: your password stays as it is."
      : 'If the link has expired, use "Forgot password" on the back-office sign-in page.';
  const text = [`Dear ${name},`, "", first, "", link, "", expiry, last].join("\n");
  const html = page(`<p>Dear ${escapeHtml(name)},</p>
<p>${escapeHtml(first)}</p>
<p><a href="${escapeHtml(link)}">Choose a password</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(expiry)}</p>
<p>${escapeHtml(last)}</p>`);
  return { to, subject: reason === "reset" ? staffResetSubject : staffWelcomeSubject, text, html };
}

export function staffPasswordChangedMail(input: { to: string; name: string; at: Date; publicUrl: string }): Mail {
  const { to, name, at, publicUrl } = input;
  const when = `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const first = `The password of your ICT Manpower back-office account was set with a link sent to this address on ${when}. Every session of the account was signed out.`;
  const second = `If this was not you, choose a new password at once with "Forgot password" on the sign-in page at ${publicUrl}/backoffice/.`;
  const text = [`Dear ${name},`, "", first, second].join("\n");
  const html = page(`<p>Dear ${escapeHtml(name)},</p>
<p>${escapeHtml(first)}</p>
<p>${escapeHtml(second)}</p>`);
  return { to, subject: staffChangedSubject, text, html };
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
${body}
</body></html>`;
}
