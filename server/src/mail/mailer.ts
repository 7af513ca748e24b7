// The one way the server sends mail: SMTP through nodemailer when SMTP_URL is set, otherwise each message is
// written as an RFC 822 `.eml` file into `${dataDir}/outbox`, where a person or a test can open the links.
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";

/** A file sent with a mail (the final approval letters, as PDFs). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files to send with it; none when absent. */
  attachments?: MailAttachment[];
  /**
   * The message's own identity (the outbox row's id and when it was committed): its Message-ID
   * (`<outbox-{id}.{time}@{sender's domain}>`, which a mail server or reader uses to drop a second copy), and in the
   * outbox folder its file's name, so a message sent again after a crash (sent, then killed before it was marked
   * sent: mail/deliverer.ts) replaces its first copy instead of arriving twice.
   */
  identity?: { id: number; committedAt: Date };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  smtpUrl: string | null;
  outbox: string;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outbox, options.from);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    send: async ({ identity, ...mail }) => void (await transport.sendMail({ from, ...mail, ...messageIdOf(identity, from) })),
    close: () => transport.close(),
  };
}

function outboxMailer(folder: string, from: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async ({ identity, ...mail }) => {
      const info = await transport.sendMail({ from, ...mail, ...messageIdOf(identity, from) });
      if (!Buffer.isBuffer(info.message)) throw new Error("The outbox transport did not hand back the message");
      await mkdir(folder, { recursive: true });
      // The same message always gets the same name (a second sending replaces the first); sorted in committing order.
      const stamp = identity === undefined ? outboxStamp(new Date()) : `${compactIso(identity.committedAt)}-${identity.id}`;
      const name = `${stamp}-${slug(`${mail.to} ${mail.subject}`)}.eml`;
      // Written under another name first and renamed, so a reader never sees half a message.
      const partial = join(folder, `.${name}.partial`);
      await writeFile(partial, info.message);
      await rename(partial, join(folder, name));
    },
    close: () => transport.close(),
  };
}

/** Sorts in sending order: `20300101T120000123Z-1a2b3c`. */
function outboxStamp(at: Date): string {
  return `${compactIso(at)}-${randomBytes(3).toString("hex")}`;
}

const compactIso = (at: Date): string => at.toISOString().replace(/[-:.]/g, "");

/** The Message-ID of a message with an identity (none otherwise: nodemailer makes one). */
function messageIdOf(identity: Mail["identity"], from: string): { messageId?: string } {
  if (identity === undefined) return {};
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "ictm.localhost";
  return { messageId: `<outbox-${identity.id}.${identity.committedAt.getTime()}@${domain}>` };
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
}
