// Changes the event log behind the server's back, as someone with direct database access would: the append-only
// trigger is switched off for one UPDATE and on again. For tests that prove the hash chain shows it.
import type { TestServer } from "./server.ts";

/** Rewrites the payload of one stored event (its hashes stay as they were). */
export async function tamperWithEvent(server: TestServer, stream: string, version: number, payload: unknown): Promise<void> {
  await server.portal.db.rawTransaction(async (raw) => {
    await raw.exec("alter table events disable trigger events_append_only");
    await raw.query("update events set payload = $1::jsonb where stream = $2 and version = $3", [JSON.stringify(payload), stream, version]);
    await raw.exec("alter table events enable trigger events_append_only");
  });
}
