// The mail outbox on an in-memory PGlite: nothing leaves for a rolled-back change, a committed one leaves after
// commit, and a failed delivery is kept and retried with backoff until it goes. Time is an explicit `now`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNull } from "drizzle-orm";
import type { Database } from "../db/connect.ts";
import { outbox } from "../db/schema.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { transact } from "../db/transact.ts";
import { retryDelayMs, startMailDeliverer, type MailDeliverer } from "./deliverer.ts";
import type { Mail, Mailer } from "./mailer.ts";
import { enqueueMail } from "./outbox.ts";

let db: Database;
beforeAll(async () => {
  db = await openMigratedTestDatabase();
}, 60_000);
afterAll(async () => db?.close());

/** A Mailer that records what it sent, failing while `failing` is set. */
function recordingMailer() {
  const sent: Mail[] = [];
  const mailer = {
    failing: false,
    sent,
    send: async (mail: Mail) => {
      if (mailer.failing) throw new Error("SMTP is down");
      sent.push(mail);
    },
    close: () => undefined,
  };
  return mailer satisfies Mailer & { failing: boolean; sent: Mail[] };
}

const start = new Date("2030-01-01T00:00:00Z");
const mail = (to: string): Mail => ({ to, subject: `Hello ${to}`, text: `Hi ${to}`, html: `<p>Hi ${to}</p>` });
const pending = () => db.orm.select().from(outbox).where(isNull(outbox.sentAt));

async function withDeliverer(mailer: Mailer, work: (deliverer: MailDeliverer) => Promise<void>): Promise<void> {
  const deliverer = startMailDeliverer({ orm: db.orm, mailer, clock: { now: () => start }, intervalMs: 0, warn: () => undefined });
  try {
    await work(deliverer);
  } finally {
    await deliverer.close();
  }
}

describe("the mail outbox", () => {
  it("sends nothing for a change that rolled back", async () => {
    const mailer = recordingMailer();
    await withDeliverer(mailer, async (deliverer) => {
      const failed = transact(db.orm, async (tx) => {
        await enqueueMail(tx, mail("rolled@back.bn"));
        throw new Error("the change failed after the mail was enqueued");
      });
      await expect(failed).rejects.toThrow("the change failed");
      await deliverer.drain();
      expect(await deliverer.deliverDue(start)).toEqual({ sent: 0, failed: 0 });
      expect(mailer.sent).toEqual([]);
      expect(await pending()).toEqual([]);
    });
  });

  it("delivers a committed mail right after commit, once", async () => {
    const mailer = recordingMailer();
    await withDeliverer(mailer, async (deliverer) => {
      await transact(db.orm, (tx) => enqueueMail(tx, mail("committed@mail.bn")));
      await deliverer.drain();
      expect(mailer.sent.map((sent) => sent.to)).toEqual(["committed@mail.bn"]);
      expect(await deliverer.deliverDue(start)).toEqual({ sent: 0, failed: 0 });
      expect(mailer.sent).toHaveLength(1);
    });
  });

  it("sends a mail's files as they were enqueued, keeps a mail without files as it was, and drops the files once sent", async () => {
    const mailer = recordingMailer();
    await withDeliverer(mailer, async (deliverer) => {
      const letter = { filename: "PVV-2030-0001-1-approval-letter.pdf", content: Buffer.from("%PDF-1.7 letter"), contentType: "application/pdf" };
      await transact(db.orm, async (tx) => {
        await enqueueMail(tx, { ...mail("files@mail.bn"), attachments: [letter] });
        await enqueueMail(tx, mail("plain@mail.bn"));
      });
      await deliverer.drain();
      expect(mailer.sent.find((sent) => sent.to === "files@mail.bn")?.attachments).toEqual([letter]);
      expect(mailer.sent.find((sent) => sent.to === "plain@mail.bn")).not.toHaveProperty("attachments");
      expect((await db.orm.select({ attachments: outbox.attachments }).from(outbox)).every((row) => row.attachments === null)).toBe(true);
    });
  });

  it("keeps a failed mail and retries it with growing waits until it is delivered", async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    await withDeliverer(mailer, async (deliverer) => {
      await db.orm.transaction((tx) => enqueueMail(tx, mail("retry@mail.bn")));
      expect(await deliverer.deliverDue(start)).toEqual({ sent: 0, failed: 1 });
      const [first] = await pending();
      expect(first).toMatchObject({ attempts: 1, lastError: "SMTP is down", nextAttemptAt: new Date(start.getTime() + retryDelayMs(1)) });

      expect(await deliverer.deliverDue(new Date(start.getTime() + retryDelayMs(1) - 1))).toEqual({ sent: 0, failed: 0 });
      const second = new Date(start.getTime() + retryDelayMs(1));
      expect(await deliverer.deliverDue(second)).toEqual({ sent: 0, failed: 1 });
      expect((await pending())[0]).toMatchObject({ attempts: 2, nextAttemptAt: new Date(second.getTime() + retryDelayMs(2)) });
      expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

      mailer.failing = false;
      expect(await deliverer.deliverDue(new Date(second.getTime() + retryDelayMs(2)))).toEqual({ sent: 1, failed: 0 });
      expect(mailer.sent.map((sent) => sent.to)).toEqual(["retry@mail.bn"]);
      expect(await pending()).toEqual([]);
    });
  });

  it("caps the wait between attempts at one hour", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });
});
