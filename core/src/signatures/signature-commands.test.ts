// The e-signatures through a real core and a scripted server: verifying without a session (and offline, with the keys
// saved on an earlier visit, when the server cannot be reached), the administrators' keys, letters and signatories
// (the stores follow each answer without a reload), and final approval naming its signatory.
import { describe, expect, it } from "vitest";
import { SAVED_SUCCESSFULLY } from "../errors/catalogue.ts";
import { problemOf } from "../test-support/test-core.ts";
import { setFinalApproval } from "../decisions/set-final-approval.ts";
import { saveFinalApprovalDraft } from "../decisions/save-final-approval-draft.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import { uuidOf } from "../test-support/board-fixtures.ts";
import { aFinalApproval } from "../test-support/decision-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import {
  aSignatory,
  aSignedLetter,
  aSigningKey,
  aSigningKeyPair,
  aVerdict,
  referenceOf,
  someClaims,
  somePublicKeys,
} from "../test-support/signature-fixtures.ts";
import { atInstant, makeTestCore } from "../test-support/test-core.ts";
import { SIGNING_KEYS_STORAGE_KEY } from "./public-keys-cache.ts";
import { createSignatory } from "./create-signatory.ts";
import { loadSignatories } from "./load-signatories.ts";
import { loadSignedLetters } from "./load-signed-letters.ts";
import { loadSigningPublicKeys } from "./load-signing-public-keys.ts";
import { reissueSignedLetter } from "./reissue-signed-letter.ts";
import { revokeSignedLetter } from "./revoke-signed-letter.ts";
import { revokeSigningKey } from "./revoke-signing-key.ts";
import { rotateSigningKey } from "./rotate-signing-key.ts";
import { SIGNATURE_FORM_MESSAGES } from "./signature-forms.ts";
import { SIGNATURE_NOTICES } from "./signature-texts.ts";
import { updateSignatory } from "./update-signatory.ts";
import { uploadSignatoryImage } from "./upload-signatory-image.ts";
import { verifySignature } from "./verify-signature.ts";
import { SIGNATURE_TEXTS } from "./verdict.ts";

type TestCore = ReturnType<typeof makeTestCore>;
const toastsOf = (test: TestCore) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);
const bodyOf = (test: TestCore, index: number) => JSON.parse(test.http.requests[index]?.body ?? "null");
const urlOf = (test: TestCore, index: number) => new URL(test.http.requests[index]?.url ?? "");

/** A signed-in administrator, then `script`. */
const adminCore = async (script: ReadonlyArray<ScriptedExchange>) => {
  const test = makeTestCore({ staff: { token: "staff-tok", staff: { ...aStaff, roles: ["administrator"] } }, script });
  await test.core.run(restoreStaffSession());
  return test;
};

describe("verifying a letter", () => {
  it("asks the server without a session and keeps its verdict by token", async () => {
    const token = "A".repeat(164);
    const test = makeTestCore({ script: [{ method: "POST", path: "/signatures/verifications", status: 200, body: { data: aVerdict("revoked") } }] });
    const result = await test.core.run(verifySignature(` ${token.toLowerCase()} `));
    expect(result).toEqual({ ok: true, value: { ...aVerdict("revoked"), offline: false } });
    expect(bodyOf(test, 0)).toEqual({ signatureToken: ` ${token.toLowerCase()} ` });
    expect(test.http.requests[0]?.headers["authorization"]).toBeUndefined();
    expect(test.core.stores.signatureVerdict.value).toMatchObject({ status: "loaded", token, verdicts: [{ token, verdict: { verdict: "revoked", offline: false } }] });
    expect(test.types()).toEqual(["v1.QueryStarted", "v1.SignatureVerified"]);
  });

  it("a 429 is TooManyAttempts in the server's words, not an expired session", async () => {
    const test = makeTestCore({
      staff: { token: "staff-tok", staff: aStaff },
      script: [{ method: "POST", path: "/signatures/verifications", status: 429, body: problemOf("too-many-requests", "Too many signature checks. Please wait a minute and try again.") }],
    });
    await test.core.run(restoreStaffSession());
    const result = await test.core.run(verifySignature("X"));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "TooManyAttempts", message: "Too many signature checks. Please wait a minute and try again." });
    expect(test.core.stores.staffSession.value.status).toBe("loggedIn");
    expect(test.core.stores.signatureVerdict.value.status).toBe("failed");
  });

  it("keeps the published keys it reads, and verifies offline with them when the server cannot be reached", async () => {
    const key = await aSigningKeyPair();
    const claims = someClaims(3);
    const token = await key.sign(claims);
    const revoked = await key.sign(someClaims(4));
    const publicKeys = somePublicKeys([key.published], { revokedLetters: [{ documentReference: referenceOf(4), revokedAt: "2026-11-24T08:00:00.000Z", reason: "Final approval was reset" }] });
    const test = makeTestCore({ script: [{ method: "GET", path: "/signatures/public-keys", status: 200, body: { data: publicKeys } }] });
    await test.core.run(loadSigningPublicKeys());
    expect(JSON.parse(test.store.getItem(SIGNING_KEYS_STORAGE_KEY) ?? "null")).toEqual(publicKeys);
    expect(test.core.stores.signingKeys.value).toEqual({ status: "loaded", publicKeys });

    // The script is spent: the next calls reach no server.
    const valid = await test.core.run(atInstant("2026-11-24T09:00:00.000Z", verifySignature(token)));
    expect(valid).toMatchObject({ ok: true, value: { verdict: "valid", offline: true, record: null, particulars: { keyId: key.keyId, issuedAt: "2026-11-23T12:00:00.000Z" } } });
    expect(valid.ok && valid.value.checks.status.reason).toBe(SIGNATURE_TEXTS.statusOffline);
    const listed = await test.core.run(atInstant("2026-11-24T09:00:00.000Z", verifySignature(revoked)));
    expect(listed).toMatchObject({ ok: true, value: { verdict: "revoked", offline: true } });
    expect(test.core.stores.signatureVerdict.value.verdicts.map((entry) => [entry.verdict.verdict, entry.verdict.offline])).toEqual([["valid", true], ["revoked", true]]);
    expect(test.http.unexpected).toEqual(["POST /backoffice/api/v1/signatures/verifications", "POST /backoffice/api/v1/signatures/verifications"]);
    expect(toastsOf(test)).toEqual([]);
  });

  it("with no keys saved, an unreachable server stays a NetworkError", async () => {
    const test = makeTestCore();
    const result = await test.core.run(verifySignature("A".repeat(164)));
    expect(result.ok ? null : result.error._tag).toBe("NetworkError");
    expect(test.core.stores.signatureVerdict.value).toMatchObject({ status: "failed", verdicts: [] });
  });
});

describe("the administrators' signing keys", () => {
  it("a rotation shows the new key and retires the old one at once", async () => {
    const fresh = aSigningKey("1a1b1c1d", { createdAt: "2026-11-24T00:00:00.000Z" });
    const test = await adminCore([
      { method: "GET", path: "/signatures/public-keys", status: 200, body: { data: somePublicKeys([aSigningKey("0a0b0c0d")]) } },
      { method: "POST", path: "/signatures/keys/rotation", status: 201, body: { data: fresh } },
    ]);
    await test.core.run(loadSigningPublicKeys());
    expect(await test.core.run(rotateSigningKey())).toEqual({ ok: true, value: fresh });
    expect(test.core.stores.signingKeys.value.publicKeys?.keys.map((key) => [key.kid, key.status])).toEqual([["1a1b1c1d", "active"], ["0a0b0c0d", "retired"]]);
    expect(test.http.requests[1]?.headers["authorization"]).toBe("Bearer staff-tok");
    expect(toastsOf(test)).toEqual([["success", SIGNATURE_NOTICES.keyRotated]]);
    expect(test.http.unexpected).toEqual([]);
  });

  it("revoking needs a reason; a retired key is revoked in place, the active one brings its replacement with a quiet re-read", async () => {
    const retired = aSigningKey("0a0b0c0d", { status: "retired", retiredAt: "2026-11-20T00:00:00.000Z", retirementReason: "rotated" });
    const active = aSigningKey("1a1b1c1d");
    const revokedAt = { status: "revoked" as const, revokedAt: "2026-11-24T00:00:00.000Z", revocationReason: "Compromised" };
    const replacement = aSigningKey("2a2b2c2d", { createdAt: "2026-11-24T00:00:00.000Z" });
    const test = await adminCore([
      { method: "GET", path: "/signatures/public-keys", status: 200, body: { data: somePublicKeys([active, retired]) } },
      { method: "POST", path: "/signatures/keys/0a0b0c0d/revocation", status: 200, body: { data: { ...retired, ...revokedAt } } },
      { method: "POST", path: "/signatures/keys/1a1b1c1d/revocation", status: 200, body: { data: { ...active, ...revokedAt } } },
      { method: "GET", path: "/signatures/public-keys", status: 200, body: { data: somePublicKeys([replacement, { ...active, ...revokedAt }, { ...retired, ...revokedAt }]) } },
      { method: "POST", path: "/signatures/keys/1a1b1c1d/revocation", status: 409, body: problemOf("signing-key-not-active") },
    ]);
    await test.core.run(loadSigningPublicKeys());
    const empty = await test.core.run(revokeSigningKey({ keyId: "0a0b0c0d", reason: "  " }));
    expect(empty.ok ? null : empty.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { reason: SIGNATURE_FORM_MESSAGES.reasonRequired } });
    const badId = await test.core.run(revokeSigningKey({ keyId: "KEY", reason: "Compromised" }));
    expect(badId.ok ? null : badId.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { keyId: "Please name a key by its id: 8 hex characters." } });

    await test.core.run(revokeSigningKey({ keyId: "0a0b0c0d", reason: " Compromised " }));
    expect(bodyOf(test, 1)).toEqual({ reason: "Compromised" });
    expect(test.core.stores.signingKeys.value.publicKeys?.keys.map((key) => [key.kid, key.status])).toEqual([["1a1b1c1d", "active"], ["0a0b0c0d", "revoked"]]);
    await test.core.run(revokeSigningKey({ keyId: "1a1b1c1d", reason: "Compromised" }));
    expect(test.core.stores.signingKeys.value.publicKeys?.keys.map((key) => [key.kid, key.status])).toEqual([["2a2b2c2d", "active"], ["1a1b1c1d", "revoked"], ["0a0b0c0d", "revoked"]]);
    const again = await test.core.run(revokeSigningKey({ keyId: "1a1b1c1d", reason: "Compromised" }));
    expect(again.ok ? null : again.error).toMatchObject({ _tag: "SignatureRefused", kind: "signing-key-not-active" });
    expect(toastsOf(test).map(([tone]) => tone)).toEqual(["danger", "danger", "success", "success", "danger"]);
    expect(test.http.unexpected).toEqual([]);
  });
});

describe("the administrators' signed letters", () => {
  it("a page is read with its filter; a revoked letter and one signed again show at once", async () => {
    const first = aSignedLetter(1);
    const reissued = aSignedLetter(9, { issuedAt: "2026-11-24T01:00:00.000Z" });
    const test = await adminCore([
      { method: "GET", path: "/signatures/letters", status: 200, body: { data: { items: [first, aSignedLetter(2)], count: 2, pageNumber: 1, pageSize: 15, countIsExact: true, totalPages: 1 } } },
      { method: "POST", path: `/signatures/letters/${referenceOf(2)}/revocation`, status: 200, body: { data: aSignedLetter(2, { status: "revoked", revocationReason: "Wrong person" }) } },
      { method: "POST", path: `/signatures/letters/${referenceOf(1)}/reissue`, status: 201, body: { data: reissued } },
      { method: "POST", path: `/signatures/letters/${referenceOf(1)}/reissue`, status: 409, body: problemOf("letter-already-revoked") },
    ]);
    await test.core.run(loadSignedLetters({ searchTerms: " DataWorks ", pageNumber: 1 }));
    expect(Object.fromEntries(urlOf(test, 0).searchParams)).toEqual({ searchTerms: "DataWorks", pageNumber: "1", pageSize: "15" });
    expect(test.core.stores.signedLetters.value.filter).toEqual({ searchTerms: "DataWorks", pageNumber: 1, pageSize: 15 });

    // The reference as a person may type it.
    const typed = referenceOf(2).toLowerCase().replaceAll("-", "");
    await test.core.run(revokeSignedLetter({ documentReference: typed, reason: "Wrong person" }));
    expect(urlOf(test, 1).pathname).toMatch(new RegExp(`/signatures/letters/${referenceOf(2)}/revocation$`));
    await test.core.run(reissueSignedLetter({ documentReference: referenceOf(1) }));
    expect(test.core.stores.signedLetters.value.page?.items.map((letter) => [letter.documentReference, letter.status])).toEqual([
      [referenceOf(1), "superseded"],
      [referenceOf(2), "revoked"],
    ]);
    const again = await test.core.run(reissueSignedLetter({ documentReference: referenceOf(1) }));
    expect(again.ok ? null : again.error).toMatchObject({ _tag: "SignatureRefused", kind: "letter-already-revoked" });
    const bad = await test.core.run(reissueSignedLetter({ documentReference: "PVV-2026-0001" }));
    expect(bad.ok ? null : bad.error).toMatchObject({ _tag: "ValidationFailed", message: "Please name a letter by its reference, ICTM-XXXX-XXXX-XXXX-XXXX." });
    expect(toastsOf(test).slice(0, 2)).toEqual([["success", SIGNATURE_NOTICES.letterRevoked], ["success", SIGNATURE_NOTICES.letterReissued]]);
    expect(test.http.unexpected).toEqual([]);
  });
});

describe("the administrators' signatories", () => {
  it("added, changed and given an image, each shown at once; the form's words are the contract's", async () => {
    const id = aSignatory(2).id;
    const test = await adminCore([
      { method: "GET", path: "/signatures/signatories", status: 200, body: { data: [aSignatory(1)] } },
      { method: "POST", path: "/signatures/signatories", status: 201, body: { data: aSignatory(2, { name: "Awang Ahmad" }) } },
      { method: "PUT", path: `/signatures/signatories/${id}`, status: 200, body: { data: aSignatory(2, { name: "Awang Ahmad", isActive: false }) } },
      { method: "PUT", path: `/signatures/signatories/${id}/image`, status: 200, body: { data: aSignatory(2, { name: "Awang Ahmad", isActive: false, image: { fileId: "f1", mediaType: "image/png", size: 3, url: "/api/v1/files/f1" } }) } },
    ]);
    await test.core.run(loadSignatories());
    const empty = await test.core.run(createSignatory({ name: " ", title: "x".repeat(121), isActive: true }));
    expect(empty.ok ? null : empty.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { name: SIGNATURE_FORM_MESSAGES.name, title: SIGNATURE_FORM_MESSAGES.title } });
    await test.core.run(createSignatory({ name: " Awang Ahmad ", title: "Deputy Director", isActive: true }));
    expect(bodyOf(test, 1)).toEqual({ name: "Awang Ahmad", title: "Deputy Director", isActive: true });
    await test.core.run(updateSignatory(id, { name: "Awang Ahmad", title: "Deputy Director", isActive: false }));
    expect(bodyOf(test, 2)).toEqual({ name: "Awang Ahmad", title: "Deputy Director", isActive: false });

    const gif = await test.core.run(uploadSignatoryImage(id, { name: "sign.gif", bytes: new Blob(["GIF89a"], { type: "image/gif" }) }));
    expect(gif.ok ? null : gif.error._tag).toBe("FilesNotAccepted");
    await test.core.run(uploadSignatoryImage(id, { name: "sign.png", bytes: new Blob(["png"], { type: "image/png" }) }));
    expect(test.http.requests[3]?.form?.get("FormFile")).toMatchObject({ name: "sign.png" });
    expect(test.core.stores.signatories.value.items.map((item) => [item.number, item.isActive, item.image?.fileId ?? null])).toEqual([[1, true, null], [2, false, "f1"]]);
    expect(toastsOf(test)).toEqual([
      ["danger", SIGNATURE_FORM_MESSAGES.name],
      ["success", SAVED_SUCCESSFULLY],
      ["success", SAVED_SUCCESSFULLY],
      ["danger", "Sorry, these files are not accepted."],
      ["success", SAVED_SUCCESSFULLY],
    ]);
    expect(test.http.unexpected).toEqual([]);
  });
});

describe("final approval names its signatory", () => {
  it("giving it sends the chosen signatory and the store holds the letters signed; a draft never names one", async () => {
    const id = uuidOf(1);
    const stepId = uuidOf(3, "c");
    const signatoryId = aSignatory(1).id;
    const letters = [{ documentReference: referenceOf(1), kind: "approval-letter" as const, personIndex: 0, issuedAt: "2026-11-23T12:00:00.000Z", status: "valid" as const }];
    const signatory = { id: signatoryId, number: 1, name: "Signatory 1", title: "Director, ICT Manpower" };
    const test = await adminCore([
      { method: "POST", path: `/expat-permits/applications/status-steps/${stepId}/final-approvals/${id}/save`, status: 200, body: { data: aFinalApproval({ remarks: "Draft" }) } },
      { method: "POST", path: `/expat-permits/applications/status-steps/${stepId}/final-approvals/${id}`, status: 409, body: problemOf("no-active-signatory") },
      { method: "POST", path: `/expat-permits/applications/status-steps/${stepId}/final-approvals/${id}`, status: 200, body: { data: aFinalApproval({ finalApprovalDateTime: "2026-11-23T12:00:00.000Z", signatory, letters }) } },
    ]);
    await test.core.run(saveFinalApprovalDraft({ applicationId: id, statusStepId: stepId, finalApprovalRemarks: "Draft", signatoryId }));
    expect(bodyOf(test, 0)).toEqual({ finalApprovalRemarks: "Draft" });
    const refused = await test.core.run(setFinalApproval({ applicationId: id, statusStepId: stepId }));
    expect(bodyOf(test, 1)).toEqual({});
    expect(refused.ok ? null : refused.error).toMatchObject({ _tag: "SignatureRefused", kind: "no-active-signatory" });
    const unknown = await test.core.run(setFinalApproval({ applicationId: id, statusStepId: stepId, signatoryId: "" }));
    expect(unknown.ok ? null : unknown.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { signatoryId: "Signatory is not one of the choices" } });
    await test.core.run(setFinalApproval({ applicationId: id, statusStepId: stepId, finalApprovalRemarks: "Approved", signatoryId }));
    expect(bodyOf(test, 2)).toEqual({ finalApprovalRemarks: "Approved", signatoryId });
    expect(test.core.stores.finalApproval.value.finalApproval).toMatchObject({ signatory, letters });
    expect(test.http.unexpected).toEqual([]);
  });
});
