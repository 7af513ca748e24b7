// Reads the RFC 822 `.eml` files the server writes to its outbox (the recipient, the subject, the plain text and its
// links) with postal-mime, as the CLI's scenarios read them (cli/src/scenario/mail-folder.ts); no MIME by hand.
import PostalMime from "postal-mime";

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the plain text, in order. */
  links: string[];
}

export interface ActivationLink {
  url: URL;
  token: string;
  memberEmail: string;
}

/** The activation link of a mail; throws when the mail has none. */
export function activationLinkFrom(mail: ReceivedMail): ActivationLink {
  return tokenLinkFrom(mail, "/activate");
}

/** The password reset link of a mail (`/reset-password?token=…&memberEmail=…`); throws when the mail has none. */
export function resetLinkFrom(mail: ReceivedMail): ActivationLink {
  return tokenLinkFrom(mail, "/reset-password");
}

/** The token of a staff password link (`/backoffice/reset-password?token=…`); throws when the mail has none. */
export function staffResetTokenFrom(mail: ReceivedMail): string {
  return tokenLinkFrom(mail, "/backoffice/reset-password").token;
}

function tokenLinkFrom(mail: ReceivedMail, pathname: string): ActivationLink {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link) throw new Error(`The mail "${mail.subject}" to ${mail.to} has no ${pathname} link: ${mail.links.join(", ")}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get("token") ?? "", memberEmail: url.searchParams.get("memberEmail") ?? "" };
}

export async function parseMail(file: string, raw: string): Promise<ReceivedMail> {
  const message = await PostalMime.parse(raw);
  const text = (message.text ?? "").trim();
  const to = (message.to ?? []).flatMap((recipient) => recipient.group ?? [recipient])[0]?.address ?? "";
  return {
    file,
    to: to.trim().toLowerCase(),
    subject: message.subject ?? "",
    text,
    html: (message.html ?? "").trim(),
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}
