// Waits for mails in a server's outbox folder. The server delivers mail after commit (its outbox table), so each
// read first awaits `settle` (the server's `services.outbox.drain()`: deliveries under way have finished). It
// watches the folder (and re-reads it on a short tick, since fs.watch may miss events) until the mail arrives
// or the bounded wait runs out; it never sleeps blindly.
import { watch, type FSWatcher } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseMail, type ReceivedMail } from "./mail.ts";

export interface Outbox {
  folder: string;
  /**
   * The oldest mail to this address not yet handed out by this outbox, waiting up to `timeoutMs` (5000) for
   * one to arrive. Each mail is handed out once, so a second call waits for the next mail (a resend).
   */
  waitForMail(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  /** Every mail in the folder once deliveries under way have finished, oldest first (handed out or not). */
  all(): Promise<ReceivedMail[]>;
}

export async function openOutbox(folder: string, settle: () => Promise<void> = async () => undefined): Promise<Outbox> {
  await mkdir(folder, { recursive: true });
  const parsed = new Map<string, ReceivedMail>();
  const handedOut = new Set<string>();

  const all = async (): Promise<ReceivedMail[]> => {
    await settle();
    const names = (await readdir(folder)).filter((name) => name.endsWith(".eml") && !name.startsWith(".")).sort();
    const mails: ReceivedMail[] = [];
    for (const name of names) {
      let mail = parsed.get(name);
      if (!mail) {
        mail = await parseMail(name, await readFile(join(folder, name), "utf8"));
        parsed.set(name, mail);
      }
      mails.push(mail);
    }
    return mails;
  };

  const waitForMail = async (to: string, options: { timeoutMs?: number } = {}): Promise<ReceivedMail> => {
    const address = to.trim().toLowerCase();
    const deadline = Date.now() + (options.timeoutMs ?? 5000);
    let watcher: FSWatcher | undefined;
    let wake: () => void = () => undefined;
    try {
      watcher = watch(folder, () => wake());
      for (;;) {
        const mail = (await all()).find((candidate) => candidate.to === address && !handedOut.has(candidate.file));
        if (mail) {
          handedOut.add(mail.file);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) {
          const seen = (await all()).map((m) => `${m.to}: ${m.subject}`);
          throw new Error(`No new mail to ${address} in ${folder} within the wait; it holds: ${seen.join("; ") || "nothing"}`);
        }
        await new Promise<void>((resolve) => {
          const tick = setTimeout(resolve, Math.min(left, 100));
          wake = () => {
            clearTimeout(tick);
            resolve();
          };
        });
      }
    } finally {
      watcher?.close();
    }
  };

  return { folder, waitForMail, all };
}
