// The activation mail: plain text and simple HTML carrying the one-time link to the portal's /activate page.
import { escapeHtml } from "./html.ts";
import type { Mail } from "./mailer.ts";

export const activationSubject = "Activate your ICT Manpower Portal account";

export function activationLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, memberEmail: email });
  return `${publicUrl}/activate?${query.toString()}`;
}

export function activationMail(input: { to: string; name: string; link: string; validHours: number }): Mail {
  const { to, name, link, validHours } = input;
  const text = [
    `Dear ${name},`,
    "",
    "Thank you for signing up to the ICT Manpower Portal. Please open this link to activate your account:",
    "",
    link,
    "",
    `The link can be used once and expires in ${validHours} hours. If it has expired, sign in and ask for a new one.`,
    "If you did not sign up, you can ignore this message.",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<p>Dear ${escapeHtml(name)},</p>
<p>Thank you for signing up to the ICT Manpower Portal. Please activate your account:</p>
<p><a href="${escapeHtml(link)}">Activate my account</a></p>
<p>Or copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>The link can be used once and expires in ${validHours} hours. If it has expired, sign in and ask for a new one.</p>
<p>If you did not sign up, you can ignore this message.</p>
</body></html>`;
  return { to, subject: activationSubject, text, html };
}
