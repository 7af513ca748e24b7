import { describe, expect, it } from "vitest";
import { validateForm } from "../forms/validate-form.ts";
import { VerificationForm } from "./verification-form.ts";
import { aVerificationRequest } from "../test-support/fixtures.ts";
import { makeTestCore, pathOf, problemOf } from "../test-support/test-core.ts";
import { submitBusinessVerification } from "./submit-business-verification.ts";

const pdf = (name: string) => new File(["%PDF-1.4 ..."], name, { type: "application/pdf" });
const input = {
  registrationCertificate: pdf("certificate.pdf"),
  supportingDocuments: [pdf("lease.pdf"), new File([new Uint8Array([0x89, 0x50])], "shopfront.png", { type: "image/png" })],
  applicantName: "Siti Rahman",
  applicantPosition: "Director",
  notes: "Renewed in 2024.",
};
const answer = { data: aVerificationRequest };
const path = "/businesses/verification-request";

describe("submitBusinessVerification", () => {
  it("a first request is one PUT, multipart: the certificate, each supporting document, and the text fields; no If-Match", async () => {
    const test = makeTestCore({ script: [{ method: "PUT", path, status: 201, body: answer }] });
    const result = await test.core.run(submitBusinessVerification(input));

    expect(result).toEqual({ ok: true, value: aVerificationRequest });
    expect(test.http.requests.map((request) => [request.method, pathOf(request.url)])).toEqual([["PUT", "/api/v1/businesses/verification-request"]]);
    expect(test.http.requests[0]?.headers["if-match"]).toBeUndefined();
    const form = test.http.requests[0]?.form;
    const names = (entries: ReadonlyArray<string | File>) => entries.map((entry) => (entry instanceof File ? entry.name : entry));
    expect(names(form?.getAll("registrationCertificate") ?? [])).toEqual(["certificate.pdf"]);
    expect(names(form?.getAll("supportingDocuments") ?? [])).toEqual(["lease.pdf", "shopfront.png"]);
    expect([form?.get("applicantName"), form?.get("applicantPosition"), form?.get("notes")]).toEqual(["Siti Rahman", "Director", "Renewed in 2024."]);
    expect([...(form?.keys() ?? [])]).not.toContain("version");
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))[0]).toEqual({
      type: "v1.BusinessVerificationSubmitted",
      payload: { verification: aVerificationRequest, resubmitted: false },
    });
  });

  it("after a rejection (or while pending) the same PUT carries the version the Business was shown, and asks nothing first", async () => {
    const resubmitted = { ...aVerificationRequest, version: 3 };
    const test = makeTestCore({ script: [{ method: "PUT", path, status: 200, body: { data: resubmitted } }] });
    const result = await test.core.run(submitBusinessVerification({ ...input, version: 2 }));
    expect(result).toEqual({ ok: true, value: resubmitted });
    expect(test.http.requests.map((request) => [request.method, request.headers["if-match"]])).toEqual([["PUT", '"2"']]);
    expect(test.core.eventLog.snapshot()[0]?.payload).toEqual({ verification: resubmitted, resubmitted: true });
  });

  it("a stale version reads the catalogue's words", async () => {
    const test = makeTestCore({ script: [{ method: "PUT", path, status: 409, body: problemOf("stale-version", "Someone else changed this at the same time. Please reload and try again.") }] });
    const result = await test.core.run(submitBusinessVerification({ ...input, version: 1 }));
    expect(result.ok ? null : result.error.message).toBe("Someone else changed this at the same time. Please reload and try again.");
  });

  it("no certificate reads 'Please attach the registration certificate.'; five supporting documents are too many", async () => {
    const test = makeTestCore();
    expect(validateForm(VerificationForm, { ...input, registrationCertificate: null })).toEqual({
      registrationCertificate: "Please attach the registration certificate.",
    });
    const empty = await test.core.run(submitBusinessVerification({ ...input, registrationCertificate: { name: "x.pdf", bytes: new Blob([]) } }));
    expect(empty.ok ? null : empty.error).toMatchObject({ _tag: "FilesNotAccepted" });
    const tooMany = await test.core.run(submitBusinessVerification({ ...input, supportingDocuments: [1, 2, 3, 4, 5].map((n) => pdf(`doc${n}.pdf`)) }));
    expect(tooMany.ok ? null : tooMany.error).toMatchObject({ fieldErrors: { supportingDocuments: "Please attach at most 4 supporting documents." } });
    expect(test.http.requests).toEqual([]);
  });

  it("a document of a kind not allowed is refused before uploading", async () => {
    const test = makeTestCore();
    const result = await test.core.run(submitBusinessVerification({ ...input, supportingDocuments: [new File(["x"], "notes.docx", { type: "" })] }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "FilesNotAccepted", message: "Sorry, these files are not accepted." });
    expect(test.http.requests).toEqual([]);
  });

  it("a request the server refuses (already approved) reads the server's words", async () => {
    const test = makeTestCore({ script: [{ method: "PUT", path, status: 409, body: problemOf("already-verified", "Your business is already verified.") }] });
    const result = await test.core.run(submitBusinessVerification({ ...input, version: 2 }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "VerificationRefused", kind: "already-verified", message: "Your business is already verified." });
  });
});
