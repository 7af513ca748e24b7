// Signed final letters over real HTTP on the demo server: setting final approval signs an approval letter and an
// appendix per approved expatriate; the final PDF carries the letter's reference, its QR code and its token (drafts
// keep the empty box); the token verifies valid, and fails integrity when one character changes; resetting final
// approval or an administrator's revocation makes it revoked with the reason; signing again supersedes it; a key
// rotation keeps old letters valid while new ones use the new key; a revoked key fails the issuer check; the
// published keys verify a token with node:crypto alone. Also the administrators' letter list and final approval's
// signatory rules. Letters that were signed are rendered from what was signed, byte for byte.
import { createPublicKey, verify } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeToken, permitStream, problemType, RESET_REVOCATION_REASON, SIGNATURE_TEXTS, TOKEN_PROBLEM_TEXTS, type ProblemKind } from "@ictm/core/domain";
import { appendToStream, lockStreamVersion } from "@ictm/server/events/store.ts";
import { transact } from "@ictm/server/db/transact.ts";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { letterProjector } from "@ictm/server/signatures/letter-projector.ts";
import { demoStaffOf, startBoardServer, type BoardServer } from "../support/board.ts";
import { boardOf, cardIn, panelOf } from "../support/board-calls.ts";
import { approvedApplication, decideEveryone, download, finalApprovalOf, pdfText, printedTokenOf, qrSquaresOf, resetFinal, signedLettersOf } from "../support/decisions-final.ts";
import { activeKeyOf, createSignatory, publicKeysOf, TEST_SIGNATORY, verifyToken } from "../support/signatures.ts";

let on: BoardServer;
beforeAll(async () => {
  on = await startBoardServer();
}, 120_000);
afterAll(async () => on?.server.close());

const refused = (kind: ProblemKind, status: number) => ({ status, type: problemType(kind) });
const admin = () => on.api("administrator");
const reference = (documentReference: string) => ({ params: { path: { documentReference } } });

/** The token in force of the first expatriate's approval letter: as printed on the final PDF (and as signed). */
async function letterToken(id: string): Promise<{ token: string; documentReference: string; text: string; bytes: Buffer }> {
  const final = await download(on, "officer", id, 0, "approval-letter", false);
  expect(final.status).toBe(200);
  const { text } = await pdfText(final.bytes);
  const token = printedTokenOf(text);
  const letter = (await finalApprovalOf(on, "officer", id)).data?.data.letters.find((entry) => entry.personIndex === 0 && entry.kind === "approval-letter" && entry.status === "valid");
  if (token === undefined || letter === undefined) throw new Error(`No token or letter in force for ${id}`);
  return { token, documentReference: letter.documentReference, text, bytes: final.bytes };
}

/** The same token with one base32 character changed at `place` (40 lies in the content hash). */
const changedAt = (token: string, place = 40): string => `${token.slice(0, place)}${token[place] === "A" ? "B" : "A"}${token.slice(place + 1)}`;

describe("signing at final approval", () => {
  it("signs a letter and an appendix per approved expatriate, drawn with the reference, QR code and token; the token verifies valid", async () => {
    const { id, reference: applicationReference, finalApproval } = await approvedApplication(on);
    const count = (await finalApprovalOf(on, "officer", id)).data?.data.persons.approved ?? 0;
    expect(finalApproval.signatory).toMatchObject({ number: expect.any(Number), name: expect.any(String) });
    expect(finalApproval.letters).toHaveLength(2 * count);
    expect(finalApproval.letters.every((letter) => letter.status === "valid" && /^ICTM(-[A-Z2-7]{4}){4}$/.test(letter.documentReference))).toBe(true);
    expect(finalApproval.letters.map((letter) => letter.issuedAt)).toEqual(finalApproval.letters.map(() => finalApproval.finalApprovalDateTime?.replace(/\.\d{3}Z$/, ".000Z")));

    const { token, documentReference, text, bytes } = await letterToken(id);
    expect(text).toContain(applicationReference);
    expect(text).toContain(documentReference);
    expect(text).toContain(finalApproval.signatory?.name);
    expect(text).not.toContain("Reserved for the signed QR code");
    const stored = (await signedLettersOf(on, id)).find((letter) => letter.personIndex === 0 && letter.kind === "approval-letter");
    expect(token).toBe(stored?.token);
    expect(await qrSquaresOf(bytes)).toBeGreaterThan(200);
    // What was signed is what is downloaded: the same bytes every time.
    expect((await download(on, "officer", id, 0, "approval-letter", false)).bytes.equals(bytes)).toBe(true);
    const appendix = await download(on, "officer", id, 0, "appendix", false);
    expect(await qrSquaresOf(appendix.bytes)).toBeGreaterThan(200);
    expect(printedTokenOf((await pdfText(appendix.bytes)).text)).not.toBe(token);

    const draft = await download(on, "officer", id, 0, "approval-letter", true);
    expect(await qrSquaresOf(draft.bytes)).toBe(0);
    const draftText = (await pdfText(draft.bytes)).text;
    expect(draftText).toContain("Reserved for the signed QR code");
    expect(draftText).not.toContain("ICTM-");

    const verdict = await verifyToken(on.server, token);
    expect(verdict.data).toMatchObject({
      verdict: "valid",
      checks: { integrity: { result: "passed" }, issuer: { result: "passed" }, status: { result: "passed" } },
      particulars: { documentReference, documentKind: "approval-letter", permitType: "pvv", keyId: stored?.keyId },
      record: { applicationReference, revokedAt: null, supersededBy: null },
    });
  });

  it("fails integrity when one character of the token changes, and reads a cut token as malformed", async () => {
    const { id } = await approvedApplication(on);
    const { token } = await letterToken(id);
    const changed = await verifyToken(on.server, changedAt(token));
    expect(changed.data).toMatchObject({ verdict: "invalid", checks: { integrity: { result: "failed", reason: SIGNATURE_TEXTS.integrityFailed }, status: { result: "not-checked" } } });
    const cut = await verifyToken(on.server, token.slice(0, 100));
    expect(cut.status).toBe(200);
    expect(cut.data).toMatchObject({ verdict: "invalid", particulars: null, checks: { integrity: { result: "failed", reason: TOKEN_PROBLEM_TEXTS["wrong-length"] } } });
  });

  it("is signed by the signatory chosen, and refused when that one is not active", async () => {
    const second = await createSignatory(admin(), { name: "Awang Haji Md Yusri bin Haji Ali", title: "Deputy Director, ICT Manpower", isActive: true });
    const { id, finalApproval } = await approvedApplication(on, { signatoryId: second.id });
    expect(finalApproval.signatory).toEqual({ id: second.id, number: second.number, name: second.name, title: second.title });
    expect((await letterToken(id)).text).toContain(second.name);

    const inactive = await createSignatory(admin(), { name: "Dayang Inactive", title: "Former director", isActive: false });
    const later = await cardIn(on, "final-approval");
    await decideEveryone(on, later);
    const stepId = (await panelOf(on, later, "administrator")).statusStep.id;
    const set = (signatoryId?: string) =>
      on.api("final-approver").POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}", { params: { path: { stepId, id: later } }, body: signatoryId === undefined ? {} : { signatoryId } });
    expect((await set(inactive.id)).error).toMatchObject(refused("signatory-inactive", 409));
    expect((await set("00000000-0000-4000-8000-000000000000")).error).toMatchObject(refused("signatory-inactive", 409));

    // With no signatory active, final approval cannot be given (and nothing is recorded).
    const active = ((await admin().GET("/signatures/signatories")).data?.data ?? []).filter((signatory) => signatory.isActive);
    const setActive = (isActive: boolean) =>
      Promise.all(active.map((signatory) => admin().PUT("/signatures/signatories/{signatoryId}", { params: { path: { signatoryId: signatory.id } }, body: { name: signatory.name, title: signatory.title, isActive } })));
    await setActive(false);
    try {
      expect((await set()).error).toMatchObject(refused("no-active-signatory", 409));
      expect((await finalApprovalOf(on, "officer", later)).data?.data).toMatchObject({ finalApprovalDateTime: null, signatory: null, letters: [] });
    } finally {
      await setActive(true);
    }
    expect((await set()).response.status).toBe(200);
  });
});

// Before the keys' tests: they revoke the key the demo's letters were signed with.
describe("the demo", () => {
  it("has its approved application's letters signed by its signatory, with the signature image, and valid", async () => {
    const column = (await boardOf(on, "administrator")).columns.find((candidate) => candidate.workflowStep.key === "approved");
    const demo = column?.cards.find((card) => card.applicationRecord.permitType.key === "pvv")?.applicationRecord.application;
    if (demo === undefined) throw new Error("The demo has no approved pvv application");
    const finalApproval = (await finalApprovalOf(on, "officer", demo.id)).data?.data;
    const letters = await signedLettersOf(on, demo.id);
    expect(finalApproval?.signatory).toMatchObject({ number: 1, ...TEST_SIGNATORY });
    expect(letters.length).toBeGreaterThan(1);
    expect(letters.every((letter) => letter.content.signatory.imageSha256 !== null)).toBe(true);
    const { token, bytes } = await letterToken(demo.id);
    expect((await verifyToken(on.server, token)).data?.verdict).toBe("valid");
    // The signature image is drawn: the letter embeds one image.
    expect(bytes.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });
});

describe("revoked and superseded letters", () => {
  it("are revoked by a reset of final approval, with its reason; final approval set again signs new letters", async () => {
    const { id } = await approvedApplication(on);
    const { token, documentReference } = await letterToken(id);
    expect((await resetFinal(on, "final-approver", id)).data?.data).toMatchObject({ finalApprovalDateTime: null, signatory: null, letters: [] });
    const verdict = (await verifyToken(on.server, token)).data;
    expect(verdict).toMatchObject({ verdict: "revoked", checks: { integrity: { result: "passed" }, issuer: { result: "passed" }, status: { result: "failed" } }, record: { revocationReason: RESET_REVOCATION_REASON } });
    expect(verdict?.checks.status.reason).toContain(RESET_REVOCATION_REASON);
    expect((await download(on, "officer", id, 0, "approval-letter", false)).status).toBe(409);

    const stepId = (await panelOf(on, id, "administrator")).statusStep.id;
    expect((await on.api("final-approver").POST("/expat-permits/applications/status-steps/{stepId}/final-approvals/{id}", { params: { path: { stepId, id } }, body: {} })).response.status).toBe(200);
    const again = await letterToken(id);
    expect(again.documentReference).not.toBe(documentReference);
    expect((await verifyToken(on.server, again.token)).data?.verdict).toBe("valid");
    expect((await verifyToken(on.server, token)).data?.verdict).toBe("revoked");
  });

  it("are revoked by an administrator with a reason, once, and are then no longer downloaded", async () => {
    const { id } = await approvedApplication(on);
    const { token, documentReference } = await letterToken(id);
    const revoke = (role: "officer" | "administrator", ref: string, reason = "Issued to the wrong business branch") =>
      on.api(role).POST("/signatures/letters/{documentReference}/revocation", { ...reference(ref), body: { reason } });
    expect((await revoke("officer", documentReference)).error).toMatchObject(refused("forbidden", 403));
    expect((await revoke("administrator", "ICTM-AAAA-AAAA-AAAA-AAAA")).response.status).toBe(404);
    const revoked = await revoke("administrator", documentReference, "  Issued to the wrong business branch  ");
    expect(revoked.data?.data).toMatchObject({ documentReference, status: "revoked", revocationReason: "Issued to the wrong business branch", applicationId: id });
    expect((await revoke("administrator", documentReference)).error).toMatchObject(refused("letter-already-revoked", 409));

    const verdict = (await verifyToken(on.server, token)).data;
    expect(verdict).toMatchObject({ verdict: "revoked", record: { revocationReason: "Issued to the wrong business branch" } });
    expect(verdict?.checks.status.reason).toContain("Issued to the wrong business branch");
    const final = await download(on, "officer", id, 0, "approval-letter", false);
    expect(final.status).toBe(409);
    expect(JSON.parse(final.bytes.toString("utf8"))).toMatchObject({ type: problemType("letter-already-revoked") });
    expect((await finalApprovalOf(on, "officer", id)).data?.data.letters.find((letter) => letter.documentReference === documentReference)?.status).toBe("revoked");
    // The appendix stays in force and is still downloaded.
    expect((await download(on, "officer", id, 0, "appendix", false)).status).toBe(200);
  });

  it("are signed again by an administrator: the old one superseded (revoked, naming the new one), the new one valid", async () => {
    const { id } = await approvedApplication(on);
    const old = await letterToken(id);
    expect((await on.api("officer").POST("/signatures/letters/{documentReference}/reissue", reference(old.documentReference))).error).toMatchObject(refused("forbidden", 403));
    const reissued = await admin().POST("/signatures/letters/{documentReference}/reissue", reference(old.documentReference));
    expect(reissued.response.status).toBe(201);
    const successor = reissued.data?.data;
    expect(successor).toMatchObject({ status: "valid", kind: "approval-letter", personIndex: 0, applicationId: id, supersededBy: null });
    expect(successor?.documentReference).not.toBe(old.documentReference);

    const oldVerdict = (await verifyToken(on.server, old.token)).data;
    expect(oldVerdict).toMatchObject({ verdict: "revoked", record: { supersededBy: successor?.documentReference } });
    expect(oldVerdict?.checks.status.reason).toContain(successor?.documentReference);
    const now = await letterToken(id);
    expect(now.documentReference).toBe(successor?.documentReference);
    expect(now.text).toContain(successor?.documentReference);
    expect((await verifyToken(on.server, now.token)).data?.verdict).toBe("valid");
    const letters = (await finalApprovalOf(on, "officer", id)).data?.data.letters ?? [];
    expect(letters.find((letter) => letter.documentReference === old.documentReference)?.status).toBe("superseded");
    expect((await admin().POST("/signatures/letters/{documentReference}/reissue", reference(old.documentReference))).error).toMatchObject(refused("letter-already-revoked", 409));
  });
});

describe("signing keys", () => {
  it("verify a letter offline with the published keys and node:crypto alone", async () => {
    const { id } = await approvedApplication(on);
    const { token } = await letterToken(id);
    const keys = (await publicKeysOf(on.server)).data;
    const reading = decodeToken(token);
    if (!reading.ok) throw new Error("The letter's token does not read");
    const jwk = keys?.keys.find((key) => key.kid === reading.token.claims.keyId);
    if (jwk === undefined) throw new Error("The letter's key is not published");
    const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });
    expect(verify(null, reading.token.signed, publicKey, reading.token.signature)).toBe(true);
    const changed = decodeToken(changedAt(token));
    expect(changed.ok && verify(null, changed.token.signed, publicKey, changed.token.signature)).toBe(false);
  });

  it("keep old letters valid after a rotation while new letters use the new key; a revoked key fails the issuer check", async () => {
    const before = await approvedApplication(on);
    const old = await letterToken(before.id);
    const oldKeyId = activeKeyOf((await publicKeysOf(on.server)).data).kid;
    expect(decodeToken(old.token)).toMatchObject({ ok: true, token: { claims: { keyId: oldKeyId } } });
    const rotated = await admin().POST("/signatures/keys/rotation");
    expect(rotated.response.status).toBe(201);
    const newKeyId = rotated.data?.data.kid;
    expect(newKeyId).not.toBe(oldKeyId);
    expect((await verifyToken(on.server, old.token)).data).toMatchObject({ verdict: "valid", particulars: { keyId: oldKeyId } });

    const after = await approvedApplication(on);
    const fresh = await letterToken(after.id);
    expect((await verifyToken(on.server, fresh.token)).data).toMatchObject({ verdict: "valid", particulars: { keyId: newKeyId } });
    expect((await publicKeysOf(on.server)).data?.keys.find((key) => key.kid === oldKeyId)).toMatchObject({ status: "retired" });

    const revoked = await admin().POST("/signatures/keys/{keyId}/revocation", { params: { path: { keyId: oldKeyId } }, body: { reason: "Key file exposed in a backup" } });
    expect(revoked.response.status).toBe(200);
    const verdict = (await verifyToken(on.server, old.token)).data;
    expect(verdict).toMatchObject({ verdict: "invalid", checks: { issuer: { result: "failed" }, status: { result: "not-checked" } } });
    expect(verdict?.checks.issuer.reason).toContain("Key file exposed in a backup");
    expect((await verifyToken(on.server, fresh.token)).data?.verdict).toBe("valid");

    // The letter of the revoked key is signed again with the active key.
    const reissued = await admin().POST("/signatures/letters/{documentReference}/reissue", reference(old.documentReference));
    expect(reissued.data?.data).toMatchObject({ keyId: newKeyId, keyStatus: "active", status: "valid" });
    expect((await verifyToken(on.server, (await letterToken(before.id)).token)).data?.verdict).toBe("valid");
  });
});

describe("the administrators' letter list", () => {
  it("is for administrators, newest first, searched by application and document reference, business and person, and paged", async () => {
    const { id, reference: applicationReference } = await approvedApplication(on);
    const person = (await on.api("officer").GET("/expat-permits/{type}/applications/{id}/expat-personnel", { params: { path: { type: "pvv", id } } })).data?.data[0];
    const list = (query: { searchTerms?: string; pageNumber?: number; pageSize?: number }) => admin().GET("/signatures/letters", { params: { query } });
    expect((await on.api("final-approver").GET("/signatures/letters", { params: { query: {} } })).error).toMatchObject(refused("forbidden", 403));

    const everything = (await list({})).data?.data;
    expect(everything?.pageSize).toBe(15);
    expect(everything?.count).toBeGreaterThan(2);
    const times = everything?.items.map((letter) => letter.issuedAt) ?? [];
    expect(times).toEqual([...times].sort().reverse());

    const own = (await list({ searchTerms: applicationReference })).data?.data;
    expect(own?.items.length).toBeGreaterThan(0);
    expect(own?.items.every((letter) => letter.applicationReference === applicationReference)).toBe(true);
    const first = own?.items.find((letter) => letter.kind === "approval-letter" && letter.personIndex === 0);
    expect(first).toMatchObject({ personName: person?.fullName, permitType: "pvv", keyStatus: "active", status: "valid", revokedAt: null });
    const byDocument = (await list({ searchTerms: first?.documentReference.toLowerCase() })).data?.data;
    expect(byDocument?.items.map((letter) => letter.documentReference)).toEqual([first?.documentReference]);
    const byPerson = (await list({ searchTerms: `${person?.fullName} ${applicationReference}` })).data?.data;
    // Generated names are short random words, which may also occur in another letter's fields: the person's letters are among those found.
    expect(byPerson?.items.filter((letter) => letter.personName === person?.fullName).map((letter) => letter.kind).sort()).toEqual(["appendix", "approval-letter"]);
    expect(byPerson?.items.every((letter) => letter.applicationReference === applicationReference)).toBe(true);
    expect((await list({ searchTerms: "nothing-of-the-kind-xyzzy" })).data?.data).toMatchObject({ count: 0, items: [], countIsExact: true, totalPages: 0 });

    const paged = (await list({ pageSize: 2, pageNumber: 2 })).data?.data;
    expect(paged).toMatchObject({ pageNumber: 2, pageSize: 2, count: everything?.count, countIsExact: true, totalPages: Math.ceil((everything?.count ?? 0) / 2) });
    expect(paged?.items.map((letter) => letter.documentReference)).toEqual(everything?.items.slice(2, 4).map((letter) => letter.documentReference));
  });
});

describe("an application given final approval before letters were signed", () => {
  it("keeps its unsigned final letters, in the final approver's name, with the empty box", async () => {
    const id = await cardIn(on, "final-approval");
    await decideEveryone(on, id);
    const stepId = (await panelOf(on, id, "administrator")).statusStep.id;
    // As issue 11 recorded it: the approval alone, no v1.LettersSigned.
    const by = `staff:${on.staff("final-approver").key}`;
    await transact(on.server.portal.db.orm, async (tx) => {
      const stream = permitStream(id);
      const version = await lockStreamVersion(tx, stream);
      const payload = { statusStepId: stepId, remarks: "Approved before e-signatures.", approvedAt: new Date().toISOString(), by };
      await appendToStream(tx, stream, version, [{ type: "v1.FinalApprovalSet", payload }], { actor: by, at: new Date() });
    });
    const final = await download(on, "officer", id, 0, "approval-letter", false);
    expect(final.status).toBe(200);
    const { text } = await pdfText(final.bytes);
    expect(text).toContain(demoStaffOf("final-approver").name);
    expect(text).toContain("Reserved for the signed QR code");
    expect(text).not.toContain("ICTM-");
    expect(await qrSquaresOf(final.bytes)).toBe(0);
    expect((await finalApprovalOf(on, "officer", id)).data?.data).toMatchObject({ signatory: null, letters: [] });
  });
});

describe("the signed letters' projection", () => {
  it("is the same once rebuilt from the facts, revocations and replacements included", async () => {
    const all = async () => (await admin().GET("/signatures/letters", { params: { query: { pageSize: 100 } } })).data?.data;
    const before = await all();
    expect(before?.items.some((letter) => letter.status === "superseded")).toBe(true);
    expect(before?.items.some((letter) => letter.status === "revoked")).toBe(true);
    const report = await rebuildProjections(on.server.portal.db.orm, [letterProjector]);
    expect(report.tables).toEqual(["signed_letters"]);
    expect(await all()).toEqual(before);
  });
});
