// Delivers the outbox after commit: claims due rows, sends each through the Mailer outside any transaction,
// marks it sent or schedules a retry with backoff. Never deletes a pending row, so no mail is lost; a crash
// between sending and marking sends it again, under the same identity (mailer.ts): the outbox folder keeps one copy,
// and by SMTP it carries the same Message-ID, by which a receiving server or reader drops the second. Runs when
// kicked (a commit enqueued mail) and on a timer.
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Clock } from "../config.ts";
import type { Orm } from "../db/connect.ts";
import { outbox, type StoredAttachment } from "../db/schema.ts";
import type { Mail, Mailer } from "./mailer.ts";
import { onMailCommitted } from "./outbox.ts";

export interface MailDeliverer {
  /** Sends every mail due at `now` (default: the clock's now) and answers how many were sent and failed. */
  deliverDue(now?: Date): Promise<{ sent: number; failed: number }>;
  /** Starts a delivery soon, unless one is running (it then runs again after). */
  kick(): void;
  /** Resolves when no kicked delivery is running or pending (tests await it before reading the mail folder). */
  drain(): Promise<void>;
  /** Stops the timer and waits (at most 10 s) for a delivery in progress. */
  close(): Promise<void>;
}

export interface DelivererOptions {
  orm: Orm;
  mailer: Mailer;
  clock: Clock;
  /** How often pending mail is retried without a kick (30 s). 0: no timer. */
  intervalMs?: number;
  /** Where a failed delivery is reported. */
  warn?: (message: string) => void;
}

/** The wait before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min, ... capped at one hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 3_600_000);
}

/** A claimed row is left alone by other deliverers (other server processes) this long while it is being sent. */
const claimMs = 5 * 60_000;
const batchSize = 20;
/** How long close() waits for a delivery under way. */
const closeBoundMs = 10_000;

/** A stored mail's files as the mailer sends them (nothing for a mail without files, so it stays as it was). */
const attachmentsOf = (stored: readonly StoredAttachment[] | null): Pick<Mail, "attachments"> =>
  stored === null || stored.length === 0
    ? {}
    : { attachments: stored.map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, content: Buffer.from(contentBase64, "base64") })) };

export function startMailDeliverer(options: DelivererOptions): MailDeliverer {
  const { orm, mailer, clock } = options;
  const warn = options.warn ?? ((message: string) => process.emitWarning(message));
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const claim = (now: Date) =>
    orm.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now))))
        .orderBy(asc(outbox.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length > 0) await tx.update(outbox).set({ nextAttemptAt: new Date(now.getTime() + claimMs) }).where(inArray(outbox.id, due.map((row) => row.id)));
      return due;
    });

  const deliverDue = async (now: Date = clock.now()) => {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const due = await claim(now);
      for (const row of due) {
        try {
          const identity = { id: row.id, committedAt: row.createdAt };
          await mailer.send({ to: row.recipient, subject: row.subject, text: row.textBody, html: row.htmlBody, identity, ...attachmentsOf(row.attachments) });
          // The bodies (activation and reset links) and files are not kept once sent; who was mailed what, and when, is.
          await orm.update(outbox).set({ sentAt: now, attempts: row.attempts + 1, textBody: "", htmlBody: "", attachments: null, lastError: null }).where(eq(outbox.id, row.id));
          sent++;
        } catch (error) {
          const attempts = row.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          await orm.update(outbox).set({ attempts, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)), lastError: message.slice(0, 500) }).where(eq(outbox.id, row.id));
          warn(`Mail ${row.id} (${row.subject}) failed on attempt ${attempts}, retried in ${retryDelayMs(attempts) / 1000} s: ${message}`);
          failed++;
        }
      }
      if (due.length < batchSize) return { sent, failed };
    }
  };

  const run = async () => {
    do {
      again = false;
      await deliverDue().catch((error: unknown) => warn(`The mail outbox could not be delivered: ${error instanceof Error ? error.message : String(error)}`));
    } while (again && !closed);
  };

  const kick = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  };

  const stopListening = onMailCommitted(orm, kick);
  const timer = options.intervalMs === 0 ? null : setInterval(kick, options.intervalMs ?? 30_000);
  timer?.unref();

  return {
    deliverDue,
    kick,
    drain: async () => {
      while (running) await running;
    },
    close: async () => {
      closed = true;
      stopListening();
      if (timer) clearInterval(timer);
      // A mail server that never answers must not hold the shutdown: past the bound, the mail stays claimed and
      // is sent again once its claim runs out (at least once, never lost).
      let bound: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (bound = setTimeout(resolve, closeBoundMs)));
      await Promise.race([(async () => { while (running) await running; })(), waited]);
      clearTimeout(bound);
    },
  };
}
