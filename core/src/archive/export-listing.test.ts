// Exporting a listing through a real core and a scripted server that answers CSV with its Content-Disposition: the
// bytes (byte-order mark and all) and the server's file name come back, the search is sent trimmed (none: no
// parameter) and the permit type when chosen, the log records the export without the bytes, and an unknown listing makes no call.
import { describe, expect, it } from "vitest";
import { createCore } from "../create-core.ts";
import { ALL_STORES } from "../stores/stores.ts";
import { CSV_BOM, CSV_MEDIA_TYPE, csvLine } from "../export/csv.ts";
import { SessionStorage, STAFF_SESSION_STORAGE_KEY, makeMemoryCookieJar, makeMemoryKeyValueStore } from "../platform/session-storage.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { scriptedFetch, type ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { BACKOFFICE, PORTAL, problemOf } from "../test-support/test-core.ts";
import { exportListing } from "./export-listing.ts";

const CSV = `${CSV_BOM}${csvLine(["Reference", "Business"])}${csvLine(["LPA-2026-0001", "Data, Works"])}`;

/** A signed-in staff core whose scripted CSV answers carry their media type and, when given, file name. */
const csvCore = async (script: ReadonlyArray<ScriptedExchange & { readonly disposition?: string }>) => {
  const http = scriptedFetch(script);
  const fetch = async (request: Request): Promise<Response> => {
    const answer = await http.fetch(request);
    if (!answer.ok) return answer;
    const scripted = script.find((exchange) => new URL(request.url).pathname.endsWith(exchange.path));
    const headers: Record<string, string> = { "content-type": CSV_MEDIA_TYPE };
    if (scripted?.disposition !== undefined) headers["content-disposition"] = scripted.disposition;
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers });
  };
  const store = makeMemoryKeyValueStore();
  store.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify({ token: "staff-tok", staff: aStaff }));
  const core = createCore({ stores: ALL_STORES, portalBaseUrl: PORTAL, backofficeBaseUrl: BACKOFFICE, fetch, sessionStorage: SessionStorage.layerKeyValue(store, makeMemoryCookieJar()) });
  await core.run(restoreStaffSession());
  return { core, http };
};

describe("exporting a listing", () => {
  it("answers the approved listing's CSV with the server's file name, the search trimmed, and logs it without the bytes", async () => {
    const { core, http } = await csvCore([
      { method: "GET", path: "/expat-permits/applications/approved/export", status: 200, body: CSV, disposition: 'attachment; filename="approved-applications-2026-11-26.csv"' },
    ]);
    const result = await core.run(exportListing("approved", "  data works "));
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.fileName, result.value.contentType]).toEqual(["approved-applications-2026-11-26.csv", CSV_MEDIA_TYPE]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(result.value.bytes)).toBe(CSV);
    expect(new URL(http.requests[0]?.url ?? "").searchParams.get("searchTerms")).toBe("data works");
    expect(http.requests[0]?.headers["authorization"]).toBe("Bearer staff-tok");
    const logged = core.eventLog.tail().find((event) => event.type === "v1.ListingExported");
    expect(logged?.payload).toEqual({ kind: "approved", searchTerms: "data works", fileName: "approved-applications-2026-11-26.csv" });
  });

  it("the archived listing without a search sends none; a missing file name falls back to the listing's", async () => {
    const { core, http } = await csvCore([{ method: "GET", path: "/expat-permits/archived/export", status: 200, body: CSV }]);
    const result = await core.run(exportListing("archived", ""));
    expect(result.ok ? result.value.fileName : null).toBe("archived-applications.csv");
    expect(new URL(http.requests[0]?.url ?? "").search).toBe("");
  });

  it("sends the permit type when one is chosen, and refuses one that does not exist without a call", async () => {
    const { core, http } = await csvCore([{ method: "GET", path: "/expat-permits/archived/export", status: 200, body: CSV }]);
    const result = await core.run(exportListing("archived", "", "pvv"));
    expect(result.ok).toBe(true);
    expect(Object.fromEntries(new URL(http.requests[0]?.url ?? "").searchParams)).toEqual({ permitType: "pvv" });
    // @ts-expect-error: a permit type that does not exist, as an untyped caller might name it
    const unknown = await core.run(exportListing("archived", "", "visa"));
    expect(unknown.ok ? null : unknown.error.message).toBe("Please choose pvv, sawp or lpa.");
    expect(http.requests).toHaveLength(1);
  });

  it("a failure is the server's; an unknown listing makes no call", async () => {
    const { core, http } = await csvCore([{ method: "GET", path: "/expat-permits/archived/export", status: 403, body: problemOf("forbidden") }]);
    const refused = await core.run(exportListing("archived"));
    expect(refused.ok ? null : refused.error._tag).toBe("Forbidden");
    // @ts-expect-error: a listing that does not exist, as an untyped caller (the CLI) might name it
    const unknown = await core.run(exportListing("drafts", ""));
    expect(unknown.ok ? null : unknown.error._tag).toBe("ValidationFailed");
    expect(http.requests).toHaveLength(1);
  });
});
