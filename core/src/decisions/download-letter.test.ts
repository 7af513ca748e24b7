// Downloading an approved person's letters through a real core and a scripted server that answers PDFs with their
// Content-Disposition: the bytes and the server's file name come back, the log records the download without the
// bytes, and a final letter before final approval is refused in the server's words.
import { describe, expect, it } from "vitest";
import { createCore } from "../create-core.ts";
import { ALL_STORES } from "../stores/stores.ts";
import { MESSAGES } from "../errors/catalogue.ts";
import { SessionStorage, STAFF_SESSION_STORAGE_KEY, makeMemoryCookieJar, makeMemoryKeyValueStore } from "../platform/session-storage.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { uuidOf } from "../test-support/board-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import { scriptedFetch, type ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { BACKOFFICE, PORTAL, problemOf } from "../test-support/test-core.ts";
import { downloadLetter, fileNameOf } from "./download-letter.ts";

const id = uuidOf(1);
const PDF_TEXT = "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF";

/** A signed-in staff core whose scripted PDF answers carry their media type and file name (`disposition`). */
const letterCore = async (script: ReadonlyArray<ScriptedExchange & { readonly disposition?: string }>) => {
  const http = scriptedFetch(script);
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const answer = await http.fetch(request);
    const scripted = script.find((exchange) => path.endsWith(exchange.path));
    if (!answer.ok || scripted?.disposition === undefined) return answer;
    return new Response(await answer.arrayBuffer(), {
      status: answer.status,
      headers: { "content-type": "application/pdf", "content-disposition": scripted.disposition },
    });
  };
  const store = makeMemoryKeyValueStore();
  store.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify({ token: "staff-tok", staff: aStaff }));
  const core = createCore({ stores: ALL_STORES, portalBaseUrl: PORTAL, backofficeBaseUrl: BACKOFFICE, fetch, sessionStorage: SessionStorage.layerKeyValue(store, makeMemoryCookieJar()) });
  await core.run(restoreStaffSession());
  return { core, http };
};

describe("downloading the letters", () => {
  it("answers the draft letter's bytes with the server's file name and logs the download without them", async () => {
    const { core, http } = await letterCore([
      {
        method: "GET",
        path: `/expat-permits/pvv/applications/${id}/expat-personnel/1/approval-letter/draft`,
        status: 200,
        body: PDF_TEXT,
        disposition: 'attachment; filename="PVV-2026-0001-2-approval-letter-draft.pdf"',
      },
    ]);
    const result = await core.run(downloadLetter({ permitType: "pvv", applicationId: id, personIndex: 1, document: "approval-letter", draft: true }));
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.fileName, result.value.contentType]).toEqual(["PVV-2026-0001-2-approval-letter-draft.pdf", "application/pdf"]);
    expect(new TextDecoder().decode(result.value.bytes)).toBe(PDF_TEXT);
    expect(http.requests[0]?.headers["authorization"]).toBe("Bearer staff-tok");
    const logged = core.eventLog.tail().find((event) => event.type === "v1.DecisionLetterDownloaded");
    expect(logged?.payload).toEqual({ applicationId: id, personIndex: 1, document: "approval-letter", draft: true, fileName: "PVV-2026-0001-2-approval-letter-draft.pdf" });
  });

  it("a final appendix before final approval is refused in the server's words; a bad index makes no call", async () => {
    const { core, http } = await letterCore([
      { method: "GET", path: `/expat-permits/sawp/applications/${id}/expat-personnel/0/appendix`, status: 409, body: problemOf("final-approval-not-set", MESSAGES.finalApprovalNotSet) },
    ]);
    const refused = await core.run(downloadLetter({ permitType: "sawp", applicationId: id, personIndex: 0, document: "appendix", draft: false }));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "DecisionRefused", kind: "final-approval-not-set", message: MESSAGES.finalApprovalNotSet });
    const negative = await core.run(downloadLetter({ permitType: "sawp", applicationId: id, personIndex: -1, document: "appendix", draft: false }));
    expect(negative.ok ? null : negative.error._tag).toBe("ValidationFailed");
    expect(http.requests).toHaveLength(1);
  });

  it("reads the file name from Content-Disposition, quoted or not", () => {
    expect(fileNameOf('attachment; filename="A-1-appendix.pdf"')).toBe("A-1-appendix.pdf");
    expect(fileNameOf("attachment; filename=A-1-appendix.pdf")).toBe("A-1-appendix.pdf");
    expect([fileNameOf("attachment"), fileNameOf(null)]).toEqual([null, null]);
  });
});
