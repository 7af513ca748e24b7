// Where a scenario reads the mail a server sent: the server's outbox folder (`.eml` files, its default delivery), given
// by `ictm scenario run --mail-folder DIR` or ICTM_SCENARIO_MAIL_FOLDER. A staging server on the same machine (or with
// its outbox folder mounted) lets a scenario sign a new Business up and open its activation link; a staging server
// that delivers by SMTP has no folder to read, so its scenarios sign in as a Business made beforehand instead.
// The server delivers after commit, so a mail is waited for (the folder read again every 200 ms, 15 s at most).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import PostalMime from "postal-mime";

const WAIT_MS = 15_000;
const POLL_MS = 200;

export interface TokenLink {
  readonly token: string;
  readonly memberEmail: string;
}

/** Links whose path ends so, with a token, in a mail to this address. */
const linkOf = async (raw: string, address: string, pathEnd: string): Promise<TokenLink | undefined> => {
  const mail = await PostalMime.parse(raw);
  if (!(mail.to ?? []).some((to) => "address" in to && to.address?.toLowerCase() === address)) return undefined;
  for (const found of (mail.text ?? "").matchAll(/https?:\/\/\S+/g)) {
    const url = URL.parse(found[0].replace(/[>).,]+$/, ""));
    const token = url?.searchParams.get("token");
    if (url && token && url.pathname.endsWith(pathEnd)) return { token, memberEmail: url.searchParams.get("memberEmail") ?? address };
  }
  return undefined;
};

/** The newest activation link mailed to `email` in `folder`, waiting for it to arrive; a clear error after the wait. */
export async function activationLinkIn(folder: string, email: string): Promise<TokenLink> {
  const address = email.trim().toLowerCase();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const names = (await readdir(folder).catch(() => { throw new Error(`Cannot read the mail folder ${folder}.`); }))
      .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
      .sort()
      .reverse();
    for (const name of names) {
      const link = await linkOf(await readFile(join(folder, name), "utf8"), address, "/activate");
      if (link) return link;
    }
    if (Date.now() >= deadline) throw new Error(`No activation mail to ${address} arrived in ${folder} within ${WAIT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
