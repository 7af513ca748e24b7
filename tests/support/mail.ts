// Reads the RFC 822 `.eml` files the server writes to its outbox: enough MIME to get the recipient, the subject,
// the plain text and its links (multipart, quoted-printable, base64, encoded words).

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

export function parseMail(file: string, raw: string): ReceivedMail {
  const message = parsePart(raw.replace(/\r\n/g, "\n"));
  const parts = leafParts(message);
  const text = parts.find((part) => part.type === "text/plain")?.body ?? "";
  const html = parts.find((part) => part.type === "text/html")?.body ?? "";
  const to = message.headers.get("to") ?? "";
  return {
    file,
    to: (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase(),
    subject: decodeWords(message.headers.get("subject") ?? ""),
    text,
    html,
    links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  };
}

interface Part {
  headers: Map<string, string>;
  type: string;
  body: string;
  children: Part[];
}

function parsePart(raw: string): Part {
  const split = raw.indexOf("\n\n");
  const head = split < 0 ? raw : raw.slice(0, split);
  const content = split < 0 ? "" : raw.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const sections = content.split(`--${boundary}`).slice(1);
    const children = sections.filter((section) => !section.startsWith("--")).map((section) => parsePart(section.replace(/^\n/, "")));
    return { headers, type, body: "", children };
  }
  return { headers, type, body: decodeBody(content, headers.get("content-transfer-encoding") ?? "7bit").trim(), children: [] };
}

function leafParts(part: Part): Part[] {
  return part.children.length === 0 ? [part] : part.children.flatMap(leafParts);
}

function decodeBody(content: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === "base64") return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") return decodeQuotedPrintable(content.replace(/=\n/g, ""));
  return content;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_whole, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}
