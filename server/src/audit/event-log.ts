// The administrators' read of the whole event log (listEvents): a page of events in id order, after an id, or the
// newest before an id or of all, optionally of one stream and some types, each with who caused it and its payload
// without secrets (../events/redact.ts). Reads only; the page's `last` is where the next read starts (the CLI's tail
// polls so). The newest are found by walking the primary key down (`id desc` with the filter, stopping at `limit`),
// or, for one stream, through its (stream, version) unique index: no read goes through the whole log.
import type { components, operations } from "@ictm/openapi/backoffice.ts";
import { and, asc, desc, eq, gt, inArray, lt } from "drizzle-orm";
import { staffNames } from "../board/discussion-store.ts";
import type { Queryable } from "../db/connect.ts";
import { businesses, events, members } from "../db/schema.ts";
import { byOf, withoutSecrets } from "../events/redact.ts";

export type EventLogPageView = components["schemas"]["EventLogPage"];
type ActorView = components["schemas"]["Actor"];
export type EventLogQuery = NonNullable<operations["listEvents"]["parameters"]["query"]>;

/** A page of the log; the route has refused a query with more than one of `after`, `before` and `newest=true`. */
export async function readEventLog(db: Queryable, query: EventLogQuery): Promise<EventLogPageView> {
  // The contract's validation bounds the limit (1 to 1000) and fills in its default (200).
  const limit = query.limit ?? 200;
  const types = query.type ?? [];
  const filter = and(query.stream === undefined ? undefined : eq(events.stream, query.stream), types.length === 0 ? undefined : inArray(events.type, types));
  const fromEnd = query.before !== undefined || query.newest === true;
  const after = query.after ?? 0;
  const found = await db
    .select()
    .from(events)
    .where(and(fromEnd ? (query.before === undefined ? undefined : lt(events.id, query.before)) : gt(events.id, after), filter))
    .orderBy(fromEnd ? desc(events.id) : asc(events.id))
    .limit(limit);
  // The newest were found newest first; the page is answered oldest first either way.
  const rows = fromEnd ? found.reverse() : found;
  const none = query.before !== undefined ? query.before - 1 : query.newest === true ? 0 : after;
  const causes = rows.map(byOf);
  const names = { staff: await staffNames(db, causes), members: await memberNames(db, causes) };
  return {
    items: rows.map((row) => ({
      id: row.id,
      stream: row.stream,
      version: row.version,
      type: row.type,
      occurredAt: row.occurredAt.toISOString(),
      actor: actorOf(byOf(row), names),
      payload: withoutSecrets(row),
    })),
    last: rows.at(-1)?.id ?? none,
  };
}

const MEMBER = /^member:([0-9a-f-]{36})$/;

/** A member's name as staff know them: their Business's name when they have one, else their own. */
async function memberNames(db: Queryable, causes: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(causes.flatMap((cause) => MEMBER.exec(cause)?.[1] ?? []))];
  if (ids.length === 0) return new Map();
  const people = await db.select({ id: members.id, name: members.name }).from(members).where(inArray(members.id, ids));
  const owned = await db.select({ memberId: businesses.memberId, name: businesses.businessName }).from(businesses).where(inArray(businesses.memberId, ids));
  return new Map([...people.map((row) => [row.id, row.name] as const), ...owned.map((row) => [row.memberId, row.name] as const)]);
}

function actorOf(by: string, names: { staff: ReadonlyMap<string, string>; members: ReadonlyMap<string, string> }): ActorView {
  const staffId = /^staff:(.+)$/.exec(by)?.[1];
  if (staffId !== undefined) return { kind: "staff", key: staffId, name: names.staff.get(staffId) ?? "Former staff member" };
  const memberId = MEMBER.exec(by)?.[1];
  if (memberId !== undefined) return { kind: "business", key: null, name: names.members.get(memberId) ?? "Former member" };
  return { kind: "system", key: null, name: by.replace(/^system:/, "") };
}
