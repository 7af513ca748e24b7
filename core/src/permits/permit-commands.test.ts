// The permit commands through a real core and a scripted server: the calls they make (If-Match from the stores),
// what the stores hold after, and the whole verdict a refused save or submit carries by `<section>.<path>`.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../errors/catalogue.ts";
import { makeTestCore, pathOf, problemOf } from "../test-support/test-core.ts";
import { archiveExpatPermit } from "./archive-expat-permit.ts";
import { createExpatPermit } from "./create-expat-permit.ts";
import { deletePermitFile } from "./delete-permit-file.ts";
import { loadExpatPermits } from "./load-expat-permits.ts";
import { loadPermitFormRecord } from "./load-permit-form-record.ts";
import type { PermitApplication, PermitFile, PermitFormRecord } from "./permit-records.ts";
import { permitVerdictOf, sectionVerdict } from "./permit-verdicts.ts";
import { savePermitSection } from "./save-permit-section.ts";
import { submitExpatPermit } from "./submit-expat-permit.ts";
import { uploadPermitFile } from "./upload-permit-file.ts";
import { yieldPermitEditControl } from "./yield-permit-edit-control.ts";

const id = "9b2f6c4e-1d3a-4e5f-8a7b-0c1d2e3f4a5b";
const fileId = "f1le1d0000000000abcd";
const application: PermitApplication = {
  id,
  reference: "LPA-2026-0001",
  permitType: "lpa",
  status: "draft",
  hasUserGivenEditControl: false,
  currentStep: null,
  businessName: "DataWorks Sdn Bhd",
  personnelCount: 0,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  submittedAt: null,
  version: 3,
  editControlComment: null,
  vacancy: null,
};
const recordAt = (version: number, changes: Partial<PermitApplication> = {}): PermitFormRecord => ({
  form: { permitType: "lpa", content: { application: { applicationType: "new" } } },
  files: [],
  application: { ...application, ...changes, version },
  auditTrailRecords: [],
});
const { editControlComment: _comment, vacancy: _vacancy, ...summary } = application;
const aFile: PermitFile = {
  media: { mediaType: "application/pdf", size: 12, uploadedAt: "2026-11-20T09:00:00.000Z" },
  fileUpload: { id: fileId, mediaId: fileId, mediaName: "passport.pdf", mediaUrl: `/api/v1/files/${fileId}` },
};
const recordPath = `/expat-permits/lpa/applications/${id}/forms/records`;
const contentPath = `/expat-permits/lpa/applications/${id}/content`;
const submitPath = `/expat-permits/applications/${id}/submissions`;
const requestsOf = (test: ReturnType<typeof makeTestCore>) =>
  test.http.requests.map((request) => [request.method, pathOf(request.url), request.headers["if-match"]]);
const toastsOf = (test: ReturnType<typeof makeTestCore>) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);

describe("the permit commands", () => {
  it("list (archived ones only when asked) and create: both stores hold the new application", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/expat-permits/applications", status: 200, body: { data: [] } },
        { method: "POST", path: "/expat-permits/lpa/applications", status: 201, body: { data: recordAt(1) } },
      ],
    });
    expect(await test.core.run(loadExpatPermits())).toEqual({ ok: true, value: [] });
    expect(new URL(test.http.requests[0]?.url ?? "").search).toBe("?includeArchived=false");
    expect(test.core.stores.expatPermits.value).toEqual({ status: "loaded", includeArchived: false, items: [] });

    const created = await test.core.run(createExpatPermit("lpa"));
    expect(created).toEqual({ ok: true, value: recordAt(1) });
    expect(test.core.stores.expatPermits.value.items).toEqual([{ ...summary, version: 1 }]);
    expect(test.core.stores.permitRecord.value.records[id]).toEqual(recordAt(1));
  });

  it("save sends the version the record was read at as If-Match, and the answer becomes the record", async () => {
    const saved = recordAt(4);
    const test = makeTestCore({
      script: [
        { method: "GET", path: recordPath, status: 200, body: { data: recordAt(3) } },
        { method: "PATCH", path: contentPath, status: 200, body: { data: saved, messages: ["Saved Successfully"] } },
      ],
    });
    await test.core.run(loadPermitFormRecord("lpa", id));
    expect(test.core.stores.permitRecord.value.status).toBe("loaded");
    const result = await test.core.run(savePermitSection("lpa", id, "application", { applicationType: "new" }));

    expect(result).toEqual({ ok: true, value: saved });
    expect(requestsOf(test)).toEqual([["GET", `/api/v1${recordPath}`, undefined], ["PATCH", `/api/v1${contentPath}`, '"3"']]);
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ section: "application", values: { applicationType: "new" } });
    expect(test.core.stores.permitRecord.value.records[id]?.application.version).toBe(4);
    expect(toastsOf(test)).toEqual([["success", "Saved Successfully"]]);
  });

  it("a record the core has not seen is read first, for its version", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: recordPath, status: 200, body: { data: recordAt(7) } },
        { method: "PATCH", path: contentPath, status: 200, body: { data: recordAt(8), messages: ["Saved Successfully"] } },
      ],
    });
    await test.core.run(savePermitSection("lpa", id, "application", {}));
    expect(requestsOf(test).map(([method, , version]) => [method, version])).toEqual([["GET", undefined], ["PATCH", '"7"']]);
  });

  it("a refused save or submit carries every message by `<section>.<path>`; a section reads its own part", async () => {
    const errors = {
      "personnel.expatPersonnel.0.fullName": ["Full Name is required"],
      "personnel.expatPersonnel.1.fullName": ["Full Name is required"],
      "declaration.agree": ["You must agree to this."],
    };
    const test = makeTestCore({
      script: [
        { method: "GET", path: recordPath, status: 200, body: { data: recordAt(3) } },
        { method: "PUT", path: submitPath, status: 400, body: { ...problemOf("validation-failed"), errors } },
      ],
    });
    await test.core.run(loadPermitFormRecord("lpa", id));
    const result = await test.core.run(submitExpatPermit("lpa", id));
    if (result.ok) throw new Error("submitted");
    expect(result.error).toMatchObject({ _tag: "ValidationFailed", message: "Full Name is required", verdict: errors });
    expect(result.error).toMatchObject({ fieldErrors: { "personnel.expatPersonnel.1.fullName": "Full Name is required", "declaration.agree": "You must agree to this." } });
    expect(sectionVerdict(permitVerdictOf(result.error), "personnel")).toEqual({
      "expatPersonnel.0.fullName": ["Full Name is required"],
      "expatPersonnel.1.fullName": ["Full Name is required"],
    });
    expect(test.http.requests[1]?.headers["if-match"]).toBe('"3"');
    expect(test.core.stores.permitRecord.value.records[id]?.application.status).toBe("draft");
  });

  it("uploads (a PDF field to /uploads/pdf) and deletes keep the record's files and version, which the submit sends", async () => {
    const submitted = recordAt(6, { status: "submitted", submittedAt: "2026-11-20T10:00:00.000Z" });
    const test = makeTestCore({
      script: [
        { method: "GET", path: recordPath, status: 200, body: { data: recordAt(3) } },
        { method: "POST", path: `/expat-permits/applications/${id}/uploads/pdf`, status: 201, body: { data: aFile, version: 4 } },
        { method: "DELETE", path: `/expat-permits/applications/${id}/uploads/${fileId}`, status: 200, body: { data: { version: 5 } } },
        { method: "PUT", path: submitPath, status: 200, body: { data: submitted } },
      ],
    });
    await test.core.run(loadPermitFormRecord("lpa", id));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "passport.jpg", { type: "image/jpeg" });
    expect(await test.core.run(uploadPermitFile(id, photo, { pdf: true }))).toEqual({ ok: true, value: aFile });
    expect(test.http.requests[1]?.form?.get("File")).toBeInstanceOf(File);
    expect(test.core.stores.permitRecord.value.records[id]).toMatchObject({ files: [aFile], application: { version: 4 } });

    expect(await test.core.run(deletePermitFile(id, fileId))).toEqual({ ok: true, value: { version: 5 } });
    expect(test.core.stores.permitRecord.value.records[id]).toMatchObject({ files: [], application: { version: 5 } });

    expect(await test.core.run(submitExpatPermit("lpa", id))).toEqual({ ok: true, value: submitted });
    expect(test.http.requests[3]?.headers["if-match"]).toBe('"5"');
    expect(test.core.stores.permitRecord.value.records[id]?.application.status).toBe("submitted");
  });

  it("a file of a kind not allowed is refused before uploading", async () => {
    const test = makeTestCore();
    const result = await test.core.run(uploadPermitFile(id, new File(["x"], "notes.docx", { type: "" }), { pdf: false }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "FilesNotAccepted", message: MESSAGES.filesNotAccepted });
    expect(test.http.requests).toEqual([]);
  });

  it("handing control back needs a comment; with one it is sent at the record's version", async () => {
    const given = recordAt(9, { status: "submitted", hasUserGivenEditControl: true, editControlComment: "Fix the passport" });
    const yielded = recordAt(10, { status: "submitted", editControlComment: "Fixed" });
    const test = makeTestCore({
      script: [
        { method: "GET", path: recordPath, status: 200, body: { data: given } },
        { method: "POST", path: `/expat-permits/applications/${id}/edit-controls/yields`, status: 200, body: { data: yielded } },
      ],
    });
    const empty = await test.core.run(yieldPermitEditControl("lpa", id, "   "));
    expect(empty.ok ? null : empty.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { comment: "Comment is required" } });
    expect(test.http.requests).toEqual([]);

    await test.core.run(loadPermitFormRecord("lpa", id));
    expect(await test.core.run(yieldPermitEditControl("lpa", id, "  Fixed "))).toEqual({ ok: true, value: yielded });
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ comment: "Fixed" });
    expect(test.http.requests[1]?.headers["if-match"]).toBe('"9"');
    expect(test.core.stores.permitRecord.value.records[id]?.application.hasUserGivenEditControl).toBe(false);
  });

  it("archive sends the listed version; the list drops the archived one; a submitted one is refused in the server's words", async () => {
    const archived = { ...summary, status: "archived" as const, version: 4 };
    const refusal = "Only a draft application can be archived. Submitted applications are archived by staff.";
    const other = "0c1d2e3f-4a5b-4e5f-8a7b-9b2f6c4e1d3a";
    const submitted = { ...summary, id: other, status: "submitted" as const, version: 8 };
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/expat-permits/applications", status: 200, body: { data: [submitted, summary] } },
        { method: "DELETE", path: `/expat-permits/${id}/archive`, status: 200, body: { data: archived } },
        { method: "DELETE", path: `/expat-permits/${other}/archive`, status: 409, body: problemOf("permit-not-archivable", refusal) },
      ],
    });
    await test.core.run(loadExpatPermits());
    expect(await test.core.run(archiveExpatPermit(id))).toEqual({ ok: true, value: archived });
    expect(test.http.requests[1]?.headers["if-match"]).toBe('"3"');
    expect(test.core.stores.expatPermits.value.items).toEqual([submitted]);

    const refused = await test.core.run(archiveExpatPermit(other));
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "PermitRefused", kind: "permit-not-archivable", message: refusal });
    expect(test.http.requests[2]?.headers["if-match"]).toBe('"8"');
  });

  it("a malformed id reads as not found, without a call", async () => {
    const test = makeTestCore();
    const result = await test.core.run(submitExpatPermit("lpa", "../etc"));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ValidationFailed", message: "Sorry, this record could not be found." });
    expect(test.http.requests).toEqual([]);
  });
});
