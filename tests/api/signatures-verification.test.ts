// Verifying tokens over real HTTP, without a session: any string is judged (200, never 5xx); a token of a key we do
// not have is invalid on the issuer; one signed with our key but unknown to our records is invalid on the status, and
// fails the issuer once the key is revoked; a letter we issued is valid with our record of it, and revoked once
// revoked; the published keys verify a token offline. Verifications are rate limited per client.
import { createHash, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentHashOf,
  decodeToken,
  documentIdOf,
  documentReference,
  judgeSignature,
  MESSAGES,
  permitStream,
  problemType,
  SIGNATURE_TEXTS,
  TOKEN_LENGTH,
  TOKEN_PROBLEM_TEXTS,
  type LetterContent,
} from "@ictm/core/domain";
import { transact } from "@ictm/server/db/transact.ts";
import { canonicalJson } from "@ictm/server/events/chain.ts";
import { appendToStreamNow, type NewEvent } from "@ictm/server/events/store.ts";
import { staffClient } from "../support/api.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { addStaffMember, type TestStaff } from "../support/staff.ts";
import { activeKeyOf, claimsFor, createSignatory, publicKeysOf, revokeKey, serverPrivateKey, signToken, strangerKey, verifyToken } from "../support/signatures.ts";

let server: TestServer;
let admin: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  admin = await addStaffMember(server, ["administrator"]);
}, 120_000);
afterAll(async () => server?.close());

describe("verifying a token", () => {
  const invalidOnIntegrity = (reason: string) => ({ verdict: "invalid", particulars: null, record: null, checks: { integrity: { result: "failed", reason }, issuer: { result: "not-checked" }, status: { result: "not-checked" } } });

  it("judges any string (200, never 5xx): empty, not base32, truncated, of another version, huge or unicode", async () => {
    const { kid } = activeKeyOf((await publicKeysOf(server)).data);
    const genuine = signToken(claimsFor(kid), await serverPrivateKey(server, kid));
    const cases: Array<[string, string]> = [
      ["", TOKEN_PROBLEM_TEXTS.empty],
      ["   ", TOKEN_PROBLEM_TEXTS.empty],
      ["hello, world!", TOKEN_PROBLEM_TEXTS["not-a-token"]],
      ["0189", TOKEN_PROBLEM_TEXTS["not-a-token"]],
      ["Ünïcödé ✓ 签名 🔏", TOKEN_PROBLEM_TEXTS["not-a-token"]],
      [genuine.slice(0, 100), TOKEN_PROBLEM_TEXTS["wrong-length"]],
      [`${genuine}AA`, TOKEN_PROBLEM_TEXTS["wrong-length"]],
      ["A".repeat(TOKEN_LENGTH), TOKEN_PROBLEM_TEXTS["unknown-version"]],
      ["A".repeat(4096), TOKEN_PROBLEM_TEXTS["wrong-length"]],
      ["\u0001\u001f\u007f".repeat(10), TOKEN_PROBLEM_TEXTS["not-a-token"]],
      ["https://example.com/backoffice/e-signatures/qr-scanner/results?token=", TOKEN_PROBLEM_TEXTS.empty],
    ];
    for (const [token, reason] of cases) {
      const answer = await verifyToken(server, token);
      expect(answer.status, JSON.stringify(token)).toBe(200);
      expect(answer.data, JSON.stringify(token)).toMatchObject(invalidOnIntegrity(reason));
    }
    expect((await verifyToken(server, "A".repeat(4097))).status).toBe(400);
    // A NUL is refused at the edge, as in any text a request carries (core's EDGE_MESSAGES).
    expect((await verifyToken(server, "\u0000\u0001\u001f".repeat(10))).status).toBe(400);
    const noBody = await fetch(`${server.url}/backoffice/api/v1/signatures/verifications`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(noBody.status).toBe(400);
  });

  it("says a well-formed token of a key we do not have is not ours (issuer failed, integrity not checked)", async () => {
    const stranger = strangerKey();
    const answer = await verifyToken(server, signToken(claimsFor(stranger.keyId), stranger.privateKey));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      verdict: "invalid",
      record: null,
      checks: {
        integrity: { result: "not-checked", reason: SIGNATURE_TEXTS.integrityNoKey },
        issuer: { result: "failed", reason: SIGNATURE_TEXTS.issuerUnknownKey(stranger.keyId) },
        status: { result: "not-checked" },
      },
      particulars: { documentReference: "ICTM-ABCD-EFGH-IJKL-MNOP", documentKind: "approval-letter", permitType: "pvv", keyId: stranger.keyId, signatoryNumber: 1 },
    });
  });

  it("checks a token signed with our key: no record of the document is invalid on status, a changed byte fails integrity, a revoked key the issuer", async () => {
    const { kid } = activeKeyOf((await publicKeysOf(server)).data);
    const claims = claimsFor(kid, { permitType: "lpa", kind: "appendix", signatoryNumber: 3 });
    const token = signToken(claims, await serverPrivateKey(server, kid));
    const unrecorded = await verifyToken(server, token.toLowerCase().match(/.{1,4}/g)?.join("-") ?? token);
    expect(unrecorded.data).toMatchObject({
      verdict: "invalid",
      record: null,
      checks: { integrity: { result: "passed" }, issuer: { result: "passed", reason: SIGNATURE_TEXTS.issuerPassed(kid) }, status: { result: "failed", reason: SIGNATURE_TEXTS.statusUnrecorded } },
      particulars: { permitType: "lpa", documentKind: "appendix", signatoryNumber: 3, issuedAt: claims.issuedAt.toISOString() },
    });
    const changed = `${token.slice(0, 40)}${token[40] === "A" ? "B" : "A"}${token.slice(41)}`;
    expect((await verifyToken(server, changed)).data?.checks.integrity).toEqual({ result: "failed", reason: SIGNATURE_TEXTS.integrityFailed });

    // The key revoked: what it signed no longer verifies, whatever our records say, with the revocation's reason.
    expect((await revokeKey(staffClient(server, admin.token), kid, "Withdrawn")).response.status).toBe(200);
    const underRevoked = (await verifyToken(server, token)).data;
    expect(underRevoked).toMatchObject({ verdict: "invalid", record: null, checks: { integrity: { result: "passed" }, issuer: { result: "failed" }, status: { result: "not-checked" } } });
    expect(underRevoked?.checks.issuer.reason).toContain("Withdrawn");
  });

  it("verifies offline with the published keys: node:crypto and core's verdict, no server call for the check", async () => {
    const published = (await publicKeysOf(server)).data;
    const active = activeKeyOf(published);
    // The private half as the server keeps it; the check below reads nothing but the published document.
    const token = signToken(claimsFor(active.kid), await serverPrivateKey(server, active.kid));
    const reading = decodeToken(token);
    if (!reading.ok) throw new Error("the token must read");
    const jwk = published?.keys.find((key) => key.kid === reading.token.claims.keyId);
    if (jwk === undefined) throw new Error("the token's key must be published");
    const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });
    const signatureValid = verify(null, reading.token.signed, publicKey, reading.token.signature);
    expect(signatureValid).toBe(true);
    const known = { keyId: jwk.kid, createdAt: new Date(jwk.createdAt), retiredAt: jwk.retiredAt === null ? null : new Date(jwk.retiredAt), revokedAt: jwk.revokedAt === null ? null : new Date(jwk.revokedAt), revocationReason: jwk.revocationReason };
    const letter = { recorded: undefined, contentHashMatches: true, revokedAt: null, revocationReason: null, supersededBy: null };
    const judgement = judgeSignature({ reading, key: known, signatureValid, letter, now: new Date() });
    expect(judgement.verdict).toBe("valid");
    expect(judgement.checks.status.reason).toBe(SIGNATURE_TEXTS.statusOffline);
  });
});

describe("verifying a letter we issued", () => {
  it("is valid with our record of it, and revoked (with the reason) once the letter is revoked; the public keys list it", async () => {
    const { kid } = activeKeyOf((await publicKeysOf(server)).data);
    const signatory = await createSignatory(staffClient(server, admin.token), { name: "Awang Haji Ahmad", title: "Director", isActive: true });
    const applicationId = randomUUID();
    const documentId = documentIdOf(randomBytes(10));
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const person = { fullName: "Maria Santos", nationality: "Philippines", passportNumber: "P1234567", dateOfBirth: "1990-01-02", jobRoleNamePosition: "Engineer" };
    const content: LetterContent = {
      kind: "approval-letter",
      personIndex: 0,
      reference: "PVV-2026-0042",
      permitType: "pvv",
      businessName: "Syarikat Contoh Sdn Bhd",
      remarks: "",
      issuedAt: issuedAt.toISOString(),
      person,
      approved: [person],
      signatory: { number: signatory.number, name: signatory.name, title: signatory.title, imageSha256: null },
    };
    const contentHash = contentHashOf(createHash("sha256").update(canonicalJson(content)).digest());
    const claims = claimsFor(kid, { documentId, contentHash, issuedAt, signatoryNumber: signatory.number });
    const token = signToken(claims, await serverPrivateKey(server, kid));
    const letter = { documentId, kind: content.kind, personIndex: 0, contentHash, keyId: kid, signatoryId: signatory.id, signatoryNumber: signatory.number, issuedAt: content.issuedAt, token, content, supersedes: null };
    const record = async (facts: NewEvent[]) => transact(server.portal.db.orm, (tx) => appendToStreamNow(tx, permitStream(applicationId), facts, { actor: "system:test", at: new Date() }));
    await record([{ type: "v1.LettersSigned", payload: { letters: [letter], by: "system:test" } }]);

    const valid = (await verifyToken(server, `${server.url}/backoffice/e-signatures/qr-scanner/results?token=${token}`)).data;
    expect(valid).toMatchObject({
      verdict: "valid",
      checks: { integrity: { result: "passed" }, issuer: { result: "passed" }, status: { result: "passed", reason: SIGNATURE_TEXTS.statusPassed } },
      particulars: { documentReference: documentReference(documentId), keyId: kid, issuedAt: issuedAt.toISOString() },
      record: { applicationReference: "PVV-2026-0042", businessName: "Syarikat Contoh Sdn Bhd", personName: "Maria Santos", signatory: { name: "Awang Haji Ahmad", title: "Director" }, revokedAt: null, revocationReason: null, supersededBy: null },
    });
    // The same document with other content: not what we issued, so no record is shown.
    const otherContent = signToken({ ...claims, contentHash: "ffffffffffffffffffffffffffffffff" }, await serverPrivateKey(server, kid));
    expect((await verifyToken(server, otherContent)).data).toMatchObject({ verdict: "invalid", record: null, checks: { status: { result: "failed", reason: SIGNATURE_TEXTS.statusHashMismatch } } });

    await record([{ type: "v1.LettersRevoked", payload: { documentIds: [documentId], reason: "Issued in error", by: "system:test" } }]);
    const revoked = (await verifyToken(server, token)).data;
    expect(revoked).toMatchObject({ verdict: "revoked", checks: { status: { result: "failed" } }, record: { revocationReason: "Issued in error" } });
    expect(revoked?.checks.status.reason).toContain("Issued in error");
    expect(revoked?.record?.revokedAt).not.toBeNull();
    expect((await publicKeysOf(server)).data?.revokedLetters).toEqual([{ documentReference: documentReference(documentId), revokedAt: revoked?.record?.revokedAt, reason: "Issued in error" }]);
  });
});

describe("the verification's rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ config: { limits: { signatureVerification: { perClient: 3, windowMs: 60_000 } } } });
  }, 120_000);
  afterAll(async () => limited?.close());

  it("answers 429 too-many-requests with Retry-After and its own words past the limit per client", async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await verifyToken(limited, "NOT A TOKEN")).status).toBe(200);
    const refusedAnswer = await verifyToken(limited, "NOT A TOKEN");
    expect(refusedAnswer.status).toBe(429);
    expect(refusedAnswer.error).toMatchObject({ type: problemType("too-many-requests"), messages: [MESSAGES.tooManyVerifications] });
    expect(Number(refusedAnswer.retryAfter)).toBeGreaterThan(0);
    expect(Number(refusedAnswer.retryAfter)).toBeLessThanOrEqual(60);
    // The public keys are not counted.
    expect((await publicKeysOf(limited)).status).toBe(200);
  });
});
