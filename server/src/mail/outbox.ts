// The mail outbox: a use case enqueues mail in the transaction of the change the mail tells about; the
// deliverer (deliverer.ts) sends it after commit. Never sends anything itself, so a rolled-back change sends nothing.
import type { Orm, Tx } from "../db/connect.ts";
import { outbox } from "../db/schema.ts";
import { afterCommit } from "../db/transact.ts";
import type { Mail } from "./mailer.ts";

/** Writes the mail into the outbox in `tx`; once a `transact` transaction commits, its server's deliverer is woken. */
export async function enqueueMail(tx: Tx, mail: Mail): Promise<void> {
  const attachments = mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, contentBase64: content.toString("base64") })) ?? null;
  await tx.insert(outbox).values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, attachments });
  afterCommit(tx, wakeDeliverers);
}

const listeners = new WeakMap<Orm, Set<() => void>>();

/** Calls `wake` after each commit on `orm` that enqueued mail; answers the function that stops it. */
export function onMailCommitted(orm: Orm, wake: () => void): () => void {
  let set = listeners.get(orm);
  if (!set) listeners.set(orm, (set = new Set()));
  set.add(wake);
  return () => void set.delete(wake);
}

function wakeDeliverers(orm: Orm): void {
  for (const wake of listeners.get(orm) ?? []) wake();
}
