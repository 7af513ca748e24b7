// Offline verification with a real Ed25519 key pair (WebCrypto), as the results page does when the server cannot be
// reached: a good token is valid (its status read from the revocation list only), a changed one fails integrity, an
// unknown or revoked key fails the issuer check, a listed letter is revoked, and nothing malformed ever throws.
import { describe, expect, it } from "vitest";
import { aSigningKey, aSigningKeyPair, someClaims, somePublicKeys } from "../test-support/signature-fixtures.ts";
import { decodeToken, documentReference, encodeToken, signedBytes } from "./token.ts";
import { SIGNATURE_TEXTS, TOKEN_PROBLEM_TEXTS } from "./verdict.ts";
import { verdictOfJudgement, verifyEd25519, verifyOffline } from "./verify-offline.ts";

const now = new Date("2026-11-24T09:00:00.000Z");
const results = (judgement: Awaited<ReturnType<typeof verifyOffline>>) => [
  judgement.verdict,
  judgement.checks.integrity.result,
  judgement.checks.issuer.result,
  judgement.checks.status.result,
];

describe("verifying a token offline with the published keys", () => {
  it("a genuine letter is valid; its status says only that no revocation is listed", async () => {
    const key = await aSigningKeyPair();
    const token = await key.sign(someClaims());
    const judgement = await verifyOffline(token, somePublicKeys([key.published]), now);
    expect(results(judgement)).toEqual(["valid", "passed", "passed", "passed"]);
    expect(judgement.checks.status.reason).toBe(SIGNATURE_TEXTS.statusOffline);
    expect(judgement.particulars).toMatchObject({ documentReference: documentReference(someClaims().documentId), permitType: "pvv", keyId: key.keyId, signatoryNumber: 1 });
    // As a person types it, or as the QR's address holds it.
    const spaced = token.toLowerCase().match(/.{1,4}/g)?.join(" ") ?? token;
    expect((await verifyOffline(spaced, somePublicKeys([key.published]), now)).verdict).toBe("valid");
    expect((await verifyOffline(`http://portal.test/backoffice/e-signatures/qr-scanner/results?token=${token}`, somePublicKeys([key.published]), now)).verdict).toBe("valid");
  });

  it("a token whose particulars were changed fails integrity, and so does a damaged signature", async () => {
    const key = await aSigningKeyPair();
    const claims = someClaims();
    const reading = decodeToken(await key.sign(claims));
    if (!reading.ok) throw new Error("the token should read");
    const changedHash = encodeToken(signedBytes({ ...claims, keyId: key.keyId, contentHash: "cd".repeat(16) }), reading.token.signature);
    const damaged = reading.token.signature.slice();
    damaged[0] = (damaged[0] ?? 0) ^ 1;
    for (const token of [changedHash, encodeToken(reading.token.signed, damaged)]) {
      const judgement = await verifyOffline(token, somePublicKeys([key.published]), now);
      expect(results(judgement)).toEqual(["invalid", "failed", "passed", "not-checked"]);
      expect(judgement.checks.integrity.reason).toBe(SIGNATURE_TEXTS.integrityFailed);
    }
  });

  it("a key that is not among the published ones fails the issuer check, and one whose id does not match its bytes too", async () => {
    const ours = await aSigningKeyPair();
    const theirs = await aSigningKeyPair();
    const token = await theirs.sign(someClaims());
    const unknown = await verifyOffline(token, somePublicKeys([ours.published]), now);
    expect(results(unknown)).toEqual(["invalid", "not-checked", "failed", "not-checked"]);
    expect(unknown.checks.issuer.reason).toBe(SIGNATURE_TEXTS.issuerUnknownKey(theirs.keyId));
    // A token naming our key id, signed by theirs, checked against their key published under our id: not ours.
    const forgery = await theirs.sign({ ...someClaims(), keyId: ours.keyId });
    const forged = await verifyOffline(forgery, somePublicKeys([{ ...theirs.published, kid: ours.keyId }]), now);
    expect(results(forged)).toEqual(["invalid", "not-checked", "failed", "not-checked"]);
    expect((await verifyOffline(forgery, somePublicKeys([ours.published]), now)).checks.integrity.result).toBe("failed");
  });

  it("a revoked key fails the issuer check with its reason; a retired key still verifies what it signed while active", async () => {
    const key = await aSigningKeyPair();
    const token = await key.sign(someClaims());
    const revoked = { ...key.published, status: "revoked" as const, revokedAt: "2026-11-24T08:00:00.000Z", revocationReason: "Compromised" };
    const judgement = await verifyOffline(token, somePublicKeys([revoked]), now);
    expect(results(judgement)).toEqual(["invalid", "passed", "failed", "not-checked"]);
    expect(judgement.checks.issuer.reason).toContain("Compromised");
    const retired = { ...key.published, status: "retired" as const, retiredAt: "2026-11-24T00:00:00.000Z", retirementReason: "rotated" as const };
    expect((await verifyOffline(token, somePublicKeys([retired]), now)).verdict).toBe("valid");
    const issuedAfter = await key.sign(someClaims(1, { issuedAt: new Date("2026-11-24T01:00:00.000Z") }));
    expect((await verifyOffline(issuedAfter, somePublicKeys([retired]), now)).checks.issuer.reason).toBe(SIGNATURE_TEXTS.issuerNotInUse(key.keyId));
  });

  it("a letter in the revoked letters is revoked, with the reason and time listed", async () => {
    const key = await aSigningKeyPair();
    const claims = someClaims(7);
    const token = await key.sign(claims);
    const revokedLetters = [{ documentReference: documentReference(claims.documentId), revokedAt: "2026-11-24T08:30:00.000Z", reason: "Final approval was reset" }];
    const judgement = await verifyOffline(token, somePublicKeys([key.published], { revokedLetters }), now);
    expect(results(judgement)).toEqual(["revoked", "passed", "passed", "failed"]);
    expect(judgement.checks.status.reason).toBe(SIGNATURE_TEXTS.statusRevoked(new Date("2026-11-24T08:30:00.000Z"), "Final approval was reset"));
  });

  it("anything malformed is invalid with the token problem's words, never a throw", async () => {
    const key = await aSigningKeyPair();
    const token = await key.sign(someClaims());
    const keys = somePublicKeys([key.published]);
    const cases: Array<[string, string]> = [
      ["", TOKEN_PROBLEM_TEXTS.empty],
      ["hello, world!", TOKEN_PROBLEM_TEXTS["not-a-token"]],
      [token.slice(0, 100), TOKEN_PROBLEM_TEXTS["wrong-length"]],
      [`B${token.slice(1)}`, TOKEN_PROBLEM_TEXTS["unknown-version"]],
    ];
    for (const [input, reason] of cases) {
      const judgement = await verifyOffline(input, keys, now);
      expect([judgement.verdict, judgement.checks.integrity.reason, judgement.particulars]).toEqual(["invalid", reason, null]);
    }
    // A broken keys document is no reason to throw either.
    const broken = somePublicKeys([aSigningKey(key.keyId, { x: "not base64url!", createdAt: "garbage" })]);
    expect((await verifyOffline(token, broken, now)).verdict).toBe("invalid");
    await expect(verifyEd25519("short", new Uint8Array(38), new Uint8Array(64))).resolves.toBe(false);
  });

  it("reads as the contract's verdict: dates as ISO text, and no record", async () => {
    const key = await aSigningKeyPair();
    const verdict = verdictOfJudgement(await verifyOffline(await key.sign(someClaims()), somePublicKeys([key.published]), now));
    expect(verdict).toMatchObject({ verdict: "valid", record: null, particulars: { issuedAt: "2026-11-23T12:00:00.000Z" } });
    expect(JSON.parse(JSON.stringify(verdict))).toEqual(verdict);
  });
});
