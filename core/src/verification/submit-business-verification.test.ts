import { describe, expect, it } from "vitest";
import { validateForm } from "../accounts/forms.ts";
import { VerificationForm } from "./verification-form.ts";
import { aBusinessProfile, aVerificationRequest } from "../test-support/fixtures.ts";
import { makeTestCore, pathOf, problem } from "../test-support/test-core.ts";
import { submitBusinessVerification } from "./submit-business-verification.ts";

const pdf = (name: string) => new File(["%PDF-1.4 ..."], name, { type: "application/pdf" });
const input = {
  registrationCertificate: pdf("certificate.pdf"),
  supportingDocuments: [pdf("lease.pdf"), new File([new Uint8Array([0x89, 0x50])], "shopfront.png", { type: "image/png" })],
  applicantName: "Siti Rahman",
  applicantPosition: "Director",
  notes: "Renewed in 2024.",
};
const profileWith = (status: "rejected" | "pending" | null) => ({
  data: { ...aBusinessProfile, verification: status === null ? null : { ...aVerificationRequest, status } },
});
const answer = { data: aVerificationRequest };

describe("submitBusinessVerification", () => {
  it("a first request is POSTed as multipart: the certificate, each supporting document, and the text fields", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/businesses/profiles", status: 200, body: profileWith(null) },
        { method: "POST", path: "/businesses/verification-request-submissions", status: 201, body: answer },
      ],
    });
    const result = await test.core.run(submitBusinessVerification(input));

    expect(result).toEqual({ ok: true, value: aVerificationRequest });
    const form = test.http.requests[1]?.form;
    const names = (entries: ReadonlyArray<string | File>) => entries.map((entry) => (entry instanceof File ? entry.name : entry));
    expect(names(form?.getAll("registrationCertificate") ?? [])).toEqual(["certificate.pdf"]);
    expect(names(form?.getAll("supportingDocuments") ?? [])).toEqual(["lease.pdf", "shopfront.png"]);
    expect([form?.get("applicantName"), form?.get("applicantPosition"), form?.get("notes")]).toEqual(["Siti Rahman", "Director", "Renewed in 2024."]);
    expect(test.core.eventLog.snapshot().map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: "v1.BusinessVerificationSubmitted", payload: { verification: aVerificationRequest, resubmitted: false } },
      { type: "v1.ChangesSaved", payload: { message: "Saved Successfully" } },
    ]);
  });

  it("after a rejection (or while pending) it resubmits with PUT", async () => {
    for (const status of ["rejected", "pending"] as const) {
      const test = makeTestCore({
        script: [
          { method: "GET", path: "/businesses/profiles", status: 200, body: profileWith(status) },
          { method: "PUT", path: "/businesses/verification-request-submissions", status: 200, body: answer },
        ],
      });
      const result = await test.core.run(submitBusinessVerification(input));
      expect(result.ok).toBe(true);
      expect(test.http.requests.map((request) => request.method)).toEqual(["GET", "PUT"]);
    }
  });

  it("an explicit resubmit flag decides without asking, and the flag is not sent", async () => {
    const test = makeTestCore({ script: [{ method: "PUT", path: "/businesses/verification-request-submissions", status: 200, body: answer }] });
    await test.core.run(submitBusinessVerification({ ...input, resubmit: true }));
    expect(test.http.requests.map((request) => [request.method, pathOf(request.url)])).toEqual([
      ["PUT", "/api/v1/businesses/verification-request-submissions"],
    ]);
    expect([...(test.http.requests[0]?.form?.keys() ?? [])]).not.toContain("resubmit");
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
    const test = makeTestCore({
      script: [{ method: "POST", path: "/businesses/verification-request-submissions", status: 409, body: problem(409, "Your business is already verified.") }],
    });
    const result = await test.core.run(submitBusinessVerification({ ...input, resubmit: false }));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "Refused", message: "Your business is already verified." });
  });
});
