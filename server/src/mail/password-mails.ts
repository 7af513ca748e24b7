// The password mails: the one-hour reset link to the portal's /reset-password page, and the notice that a
// password was changed (so a person whose account was taken over learns of it).
import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

export const resetSubject = "Reset your ICT Manpower Portal password";
export const changedSubject = "Your ICT Manpower Portal password was changed";

export function resetLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, memberEmail: email });
  return `${publicUrl}/reset-password?${query.toString()}`;
}

export function passwordResetMail(input: { to: string; name: string; link: string }): Mail {
  const { to, name, link } = input;
  const lines = [
    "We received a request to reset the password of your ICT Manpower Portal account. Open this link to choose a new password:",
    link,
    "The link can be used once and expires in one hour. Choosing a new password signs your account out everywhere.",
    "If you did not ask for this, you can ignore this message: your password stays as it is.",
  ];
  const text = [`Dear ${name},`, "", lines[0], "", link, "", lines[2], lines[3]].join("\n");
  const html = page(`<p>Dear ${escapeHtml(name)},</p>
<p>${lines[0]}</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>${lines[2]}</p>
<p>${lines[3]}</p>`);
  return { to, subject: resetSubject, text, html };
}

export function passwordChangedMail(input: { to: string; name: string; at: Date; publicUrl: string; how: "reset" | "change" }): Mail {
  const { to, name, at, publicUrl, how } = input;
  const when = `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const what = how === "reset" ? "was reset with a link sent to this address" : "was changed by someone signed in to your account";
  const first = `The password of your ICT Manpower Portal account ${what} on ${when}.`;
  const second = "If this was you, there is nothing more to do.";
  const third = `If it was not you, choose a new password at once with "Forgot password" on the sign-in page at ${publicUrl}.`;
  const text = [`Dear ${name},`, "", first, second, third].join("\n");
  const html = page(`<p>Dear ${escapeHtml(name)},</p>
<p>${escapeHtml(first)}</p>
<p>${second}</p>
<p>${escapeHtml(third)}</p>`);
  return { to, subject: changedSubject, text, html };
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
${body}
</body></html>`;
}
