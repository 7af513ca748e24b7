// What the operators' CLI needs of the back-office API, over real HTTP on the demo server: the listings filtered by
// permit type and by final approval before a Brunei day (and their exports alike); the archive call setting a
// state (`archived=true|false`), idempotent so a bulk run can be retried, and refusing what is not approved; and the
// event log read by administrators, a page after an id at a time or the newest from its end, by stream and types,
// with secrets left out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bruneiDateOf, EVENT_LOG_INPUT_MESSAGES, permitStream, problemType, type ProblemKind } from "@ictm/core/domain";
import { readStream } from "@ictm/server/events/store.ts";
import { startBoardServer, submitApplication, type BoardServer } from "../support/board.ts";
import { backofficeCall, bearer, cardIn, moveIntoStep } from "../support/board-calls.ts";
import { makeLink } from "../support/decisions-evaluations.ts";
import { approvedApplication } from "../support/listings.ts";

let on: BoardServer;
const pvv: Array<{ id: string; reference: string }> = [];
let sawp: { id: string; reference: string };
/** Submitted, its card in the first step: not approved. */
let pending: string;

beforeAll(async () => {
  on = await startBoardServer();
  for (const seed of [301, 302, 303]) pvv.push(await approvedApplication(on, { seed }));
  const submitted = await submitApplication(on.server, on.business, "sawp", 304);
  await moveIntoStep(on, submitted.id, "approved");
  sawp = { id: submitted.id, reference: submitted.reference };
  pending = (await submitApplication(on.server, on.business, "pvv", 305)).id;
}, 600_000);
afterAll(async () => on?.server.close());

const refused = (kind: ProblemKind, status: number) => ({ status, type: problemType(kind) });
const idsOf = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);
const factTypes = async (id: string) => (await readStream(on.server.portal.db.orm, permitStream(id))).map((fact) => fact.type);
const DAY_MS = 86_400_000;

type ListingQuery = { searchTerms?: string; permitType?: "pvv" | "sawp" | "lpa"; approvedBefore?: string; pageNumber?: number; pageSize?: number };
/** A listing's page as a role, with the CLI's filters. */
async function listingOf(on: BoardServer, role: "officer" | "evaluator", kind: "approved" | "archived", query: ListingQuery = {}) {
  const answer = kind === "approved" ? await on.api(role).GET("/expat-permits/applications/approved", { params: { query } }) : await on.api(role).GET("/expat-permits/archived", { params: { query } });
  if (!answer.data) throw new Error(`The ${kind} listing failed with ${answer.response.status}: ${JSON.stringify(answer.error)}`);
  return answer.data.data;
}

const setArchived = (role: "officer" | "evaluator" | "administrator", id: string, archived?: boolean) =>
  on.api(role).PUT("/expat-permits/{id}/archive", { params: { path: { id }, query: archived === undefined ? {} : { archived } } });

describe("the listings' filters", () => {
  it("keep one permit type, in the approved and the archived list", async () => {
    const page = await listingOf(on, "evaluator", "approved", { permitType: "sawp", pageSize: 100 });
    expect(idsOf(page.items)).toContain(sawp.id);
    expect(page.items.every((item) => item.permitType === "sawp")).toBe(true);
    const pvvPage = await listingOf(on, "evaluator", "approved", { permitType: "pvv", pageSize: 100 });
    expect(idsOf(pvvPage.items)).toEqual(expect.arrayContaining(idsOf(pvv)));
    expect(idsOf(pvvPage.items)).not.toContain(sawp.id);
    expect(pvvPage.count + page.count + (await listingOf(on, "evaluator", "approved", { permitType: "lpa" })).count).toBe((await listingOf(on, "evaluator", "approved")).count);
  });

  it("keep the applications approved before a Brunei day's 00:00, combined with the search", async () => {
    const all = await listingOf(on, "officer", "approved", { pageSize: 100 });
    const row = all.items.find((item) => item.id === sawp.id);
    const approvedOn = bruneiDateOf(Date.parse(row?.finalApprovalDateTime ?? ""));
    const dayAfter = bruneiDateOf(Date.parse(`${approvedOn}T00:00:00+08:00`) + DAY_MS);
    const before = await listingOf(on, "officer", "approved", { approvedBefore: approvedOn, pageSize: 100 });
    expect(idsOf(before.items)).not.toContain(sawp.id);
    expect(before.items.every((item) => Date.parse(item.finalApprovalDateTime) < Date.parse(`${approvedOn}T00:00:00+08:00`))).toBe(true);
    const upTo = await listingOf(on, "officer", "approved", { approvedBefore: dayAfter, pageSize: 100 });
    expect(idsOf(upTo.items)).toEqual(expect.arrayContaining([sawp.id, ...idsOf(pvv)]));
    const searched = await listingOf(on, "officer", "approved", { approvedBefore: dayAfter, permitType: "sawp", searchTerms: sawp.reference });
    expect(idsOf(searched.items)).toEqual([sawp.id]);
    expect((await listingOf(on, "officer", "approved", { approvedBefore: approvedOn, searchTerms: sawp.reference })).count).toBe(0);
  });

  it("filter the CSV exports alike, and refuse a permit type or a day that is not one", async () => {
    const file = await backofficeCall(on.server, "GET", `/expat-permits/applications/approved/export?permitType=sawp&searchTerms=${encodeURIComponent(sawp.reference)}`, { headers: bearer(on.staff("officer").token) });
    expect(file.status).toBe(200);
    const lines = String(file.body).replace(/^\uFEFF/, "").split("\r\n").filter((line) => line !== "");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([sawp.reference]);
    const none = await backofficeCall(on.server, "GET", `/expat-permits/archived/export?permitType=lpa&approvedBefore=2000-01-01`, { headers: bearer(on.staff("officer").token) });
    expect(String(none.body).replace(/^\uFEFF/, "").split("\r\n").filter((line) => line !== "")).toHaveLength(1);
    for (const query of ["permitType=xyz", "approvedBefore=2026-13-01", "approvedBefore=tomorrow"]) {
      expect((await backofficeCall(on.server, "GET", `/expat-permits/applications/approved?${query}`, { headers: bearer(on.staff("officer").token) })).status).toBe(400);
    }
  });
});

describe("setting the archive state", () => {
  it("archives with archived=true once: again is 200 with the row as it is and no new fact", async () => {
    const [first] = pvv;
    if (!first) throw new Error("no application");
    const archived = await setArchived("officer", first.id, true);
    expect(archived.data?.data).toMatchObject({ id: first.id, archivedAt: expect.any(String) });
    const facts = await factTypes(first.id);
    expect(facts.at(-1)).toBe("v1.ApprovedApplicationArchived");
    const again = await setArchived("administrator", first.id, true);
    expect(again.response.status).toBe(200);
    expect(again.data?.data).toEqual(archived.data?.data);
    expect(await factTypes(first.id)).toEqual(facts);
    expect(idsOf((await listingOf(on, "officer", "archived", { permitType: "pvv", pageSize: 100 })).items)).toContain(first.id);
  });

  it("unarchives with archived=false once: again is 200 unchanged, and an approved one is left as it is", async () => {
    const [first, second] = pvv;
    if (!first || !second) throw new Error("no application");
    const back = await setArchived("officer", first.id, false);
    expect(back.data?.data).toMatchObject({ id: first.id, archivedAt: null });
    const facts = await factTypes(first.id);
    expect(facts.at(-1)).toBe("v1.ApprovedApplicationUnarchived");
    expect((await setArchived("officer", first.id, false)).data?.data).toEqual(back.data?.data);
    expect(await factTypes(first.id)).toEqual(facts);
    const untouched = await factTypes(second.id);
    expect((await setArchived("officer", second.id, false)).data?.data).toMatchObject({ id: second.id, archivedAt: null });
    expect(await factTypes(second.id)).toEqual(untouched);
  });

  it("toggles as before without it, and refuses what is not approved, staff who may not, and a bad value", async () => {
    const [, , third] = pvv;
    if (!third) throw new Error("no application");
    expect((await setArchived("officer", third.id)).data?.data.archivedAt).not.toBeNull();
    expect((await setArchived("officer", third.id)).data?.data.archivedAt).toBeNull();
    for (const archived of [true, false, undefined]) expect((await setArchived("officer", pending, archived)).error).toMatchObject(refused("application-not-approved", 409));
    expect((await setArchived("evaluator", third.id, true)).error).toMatchObject(refused("forbidden", 403));
    expect((await setArchived("officer", "00000000-0000-4000-8000-000000000000", true)).response.status).toBe(404);
    expect((await backofficeCall(on.server, "PUT", `/expat-permits/${third.id}/archive?archived=maybe`, { headers: bearer(on.staff("officer").token) })).status).toBe(400);
    expect((await backofficeCall(on.server, "PUT", `/expat-permits/${third.id}/archive?archived=true`)).status).toBe(401);
  });
});

describe("the event log", () => {
  const log = (role: "administrator" | "officer", query: { after?: number; before?: number; newest?: boolean; limit?: number; stream?: string; type?: string[] }) =>
    on.api(role).GET("/audit/events", { params: { query } });
  const pageOf = async (query: Parameters<typeof log>[1]) => {
    const answer = await log("administrator", query);
    if (!answer.data) throw new Error(`listEvents failed with ${answer.response.status}: ${JSON.stringify(answer.error)}`);
    return answer.data.data;
  };
  /** Every event the query keeps, read forward from the first, a page after another. */
  const everything = async (query: { stream?: string; type?: string[] }) => {
    const items: Array<Awaited<ReturnType<typeof pageOf>>["items"][number]> = [];
    for (let after = 0; ; ) {
      const page = await pageOf({ ...query, after, limit: 1000 });
      items.push(...page.items);
      if (page.items.length < 1000) return items;
      after = page.last;
    }
  };

  it("pages every event in id order after an id; `last` is where the next page starts", async () => {
    const first = await pageOf({ limit: 5 });
    expect(first.items).toHaveLength(5);
    const ids = first.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(first.last).toBe(ids.at(-1));
    const second = await pageOf({ after: first.last, limit: 5 });
    expect(second.items[0]?.id).toBeGreaterThan(first.last);
    const both = await pageOf({ limit: 10 });
    expect(both.items).toEqual([...first.items, ...second.items]);
    const end = await pageOf({ after: Number.MAX_SAFE_INTEGER });
    expect(end).toEqual({ items: [], last: Number.MAX_SAFE_INTEGER });
    expect((await pageOf({})).items.length).toBeLessThanOrEqual(200);
  });

  it("keeps one stream, and the types asked for", async () => {
    const [first] = pvv;
    if (!first) throw new Error("no application");
    const stream = await pageOf({ stream: permitStream(first.id), limit: 1000 });
    const stored = await readStream(on.server.portal.db.orm, permitStream(first.id));
    expect(stream.items.map((item) => [item.stream, item.version, item.type])).toEqual(stored.map((fact) => [fact.stream, fact.version, fact.type]));
    const moved = stream.items.find((item) => item.type === "v1.CardMoved");
    expect(moved?.actor).toMatchObject({ kind: "staff", key: on.staff("administrator").key });
    const placed = stream.items.find((item) => item.type === "v1.CardPlaced");
    expect(placed?.actor.kind).toBe("business");
    const typed = await pageOf({ type: ["v1.ApprovedApplicationArchived", "v1.ApprovedApplicationUnarchived"], limit: 1000 });
    expect(new Set(typed.items.map((item) => item.type))).toEqual(new Set(["v1.ApprovedApplicationArchived", "v1.ApprovedApplicationUnarchived"]));
    expect(typed.items.filter((item) => item.stream === permitStream(first.id)).map((item) => item.type)).toEqual(["v1.ApprovedApplicationArchived", "v1.ApprovedApplicationUnarchived"]);
  });

  it("reads the newest events from the end, oldest first, and the newest before an id; `last` reads on", async () => {
    const whole = await everything({});
    const newest = await pageOf({ newest: true, limit: 5 });
    expect(newest.items).toEqual(whole.slice(-5));
    expect(newest.last).toBe(whole.at(-1)?.id);
    expect((await pageOf({ after: newest.last })).items).toEqual([]);
    const firstId = newest.items[0]?.id ?? 0;
    const earlier = await pageOf({ before: firstId, limit: 5 });
    expect(earlier.items).toEqual(whole.slice(-10, -5));
    expect(earlier.last).toBe(whole.at(-6)?.id);
    expect(await pageOf({ before: 1 })).toEqual({ items: [], last: 0 });
    expect((await pageOf({ before: 3, limit: 1000 })).items.map((item) => item.id)).toEqual(whole.filter((item) => item.id < 3).map((item) => item.id));
    expect(await pageOf({ newest: false, limit: 5 })).toEqual(await pageOf({ limit: 5 }));
  });

  it("filters by stream and type before counting the newest", async () => {
    const [first] = pvv;
    if (!first) throw new Error("no application");
    const stream = await everything({ stream: permitStream(first.id) });
    const lastTwo = await pageOf({ stream: permitStream(first.id), newest: true, limit: 2 });
    expect(lastTwo.items).toEqual(stream.slice(-2));
    const types = ["v1.CardMoved", "v1.ApprovedApplicationArchived"];
    const moves = await everything({ type: types });
    const newestMoves = await pageOf({ type: types, newest: true, limit: 3 });
    expect(newestMoves.items).toEqual(moves.slice(-3));
    expect(newestMoves.items.every((item) => types.includes(item.type))).toBe(true);
    const before = await pageOf({ type: types, before: newestMoves.items[0]?.id ?? 0, limit: 3 });
    expect(before.items).toEqual(moves.slice(-6, -3));
    expect(await pageOf({ stream: "permit-none", newest: true })).toEqual({ items: [], last: 0 });
  });

  it("refuses more than one start, naming each, after refusing anyone but an administrator", async () => {
    for (const query of [{ after: 1, before: 9 }, { after: 1, newest: true }, { before: 9, newest: true }] as const) {
      const answer = await log("administrator", query);
      expect(answer.error).toMatchObject(refused("validation-failed", 400));
      expect(answer.error?.errors).toEqual(Object.fromEntries(Object.keys(query).map((name) => [name, [EVENT_LOG_INPUT_MESSAGES.oneStart]])));
      expect((await log("officer", query)).error).toMatchObject(refused("forbidden", 403));
    }
    expect((await log("officer", { newest: true })).error).toMatchObject(refused("forbidden", 403));
  });

  it("leaves a chief link's token hash out, as the journey replay does", async () => {
    const id = await cardIn(on, "chief-evaluation");
    expect((await makeLink(on, "officer", id)).response.status).toBe(201);
    const stored = (await readStream(on.server.portal.db.orm, permitStream(id))).find((fact) => fact.type === "v1.ChiefLinkIssued");
    expect(stored && "tokenHash" in stored.payload).toBe(true);
    const issued = await pageOf({ stream: permitStream(id), type: ["v1.ChiefLinkIssued"] });
    expect(issued.items).toHaveLength(1);
    expect(issued.items[0]?.payload).not.toHaveProperty("tokenHash");
    expect(JSON.stringify(await pageOf({ limit: 1000 }))).not.toContain("tokenHash");
  });

  it("is read by administrators only, and refuses a query out of bounds", async () => {
    expect((await log("officer", {})).error).toMatchObject(refused("forbidden", 403));
    expect((await backofficeCall(on.server, "GET", "/audit/events")).status).toBe(401);
    expect((await backofficeCall(on.server, "GET", "/audit/events", { headers: bearer(on.business) })).status).toBe(401);
    const admin = bearer(on.staff("administrator").token);
    for (const query of ["limit=0", "limit=1001", "after=-1", "after=x", "before=0", "before=x", "newest=maybe"]) expect((await backofficeCall(on.server, "GET", `/audit/events?${query}`, { headers: admin })).status).toBe(400);
  });
});
