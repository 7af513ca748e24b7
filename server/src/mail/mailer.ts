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
    send: async (mail) => void (await transport.sendMail({ from, ...mail })),
    close: () => transport.close(),
  };
}

function outboxMailer(folder: string, from: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail });
      if (!Buffer.isBuffer(info.message)) throw new Error("The outbox transport did not hand back the message");
      await mkdir(folder, { recursive: true });
      const name = `${outboxStamp(new Date())}-${slug(`${mail.to} ${mail.subject}`)}.eml`;
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
  return `${at.toISOString().replace(/[-:.]/g, "")}-${randomBytes(3).toString("hex")}`;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 80);
}
