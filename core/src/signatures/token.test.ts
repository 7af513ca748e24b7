import { webcrypto, type webcrypto as WebCrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeToken, documentIdFromReference, documentReference, encodeToken, keyIdOf, signedBytes, TOKEN_LENGTH, type TokenClaims } from "./token.ts";
import { judgeSignature, SIGNATURE_TEXTS, TOKEN_PROBLEM_TEXTS, type KnownKey, type LetterStatus } from "./verdict.ts";

const subtle = webcrypto.subtle;

async function signer() {
  const pair = (await subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as unknown as WebCrypto.CryptoKeyPair;
  const raw = new Uint8Array(await subtle.exportKey("raw", pair.publicKey));
  const keyId = keyIdOf(new Uint8Array(await subtle.digest("SHA-256", raw)));
  return { pair, keyId };
}

const claimsFor = (keyId: string): TokenClaims => ({
  keyId,
  documentId: "ABCDEFGHIJKLMNOP",
  contentHash: "00112233445566778899aabbccddeeff",
  permitType: "sawp",
  kind: "appendix",
  issuedAt: new Date("2026-11-20T03:04:05Z"),
  signatoryNumber: 7,
});

const inForce: LetterStatus = { recorded: true, contentHashMatches: true, revokedAt: null, revocationReason: null, supersededBy: null };
const keyOf = (keyId: string, change: Partial<KnownKey> = {}): KnownKey => ({ keyId, createdAt: new Date("2026-01-01T00:00:00Z"), retiredAt: null, revokedAt: null, revocationReason: null, ...change });

async function tokenFor(claims: TokenClaims, pair: WebCrypto.CryptoKeyPair): Promise<string> {
  const signed = signedBytes(claims);
  return encodeToken(signed, new Uint8Array(await subtle.sign("Ed25519", pair.privateKey, signed)));
}

async function verdictOf(token: string, pair: WebCrypto.CryptoKeyPair, key: KnownKey | undefined, letter: LetterStatus = inForce) {
  const reading = decodeToken(token);
  const signatureValid = reading.ok && key !== undefined ? await subtle.verify("Ed25519", pair.publicKey, reading.token.signature, reading.token.signed) : undefined;
  return judgeSignature({ reading, key, signatureValid, letter, now: new Date("2026-11-26T00:00:00Z") });
}

describe("the signature token", () => {
  it("round-trips its claims, is 164 base32 characters and reads from a results address or with separators", async () => {
    const { pair, keyId } = await signer();
    const claims = claimsFor(keyId);
    const token = await tokenFor(claims, pair);
    expect(token).toHaveLength(TOKEN_LENGTH);
    expect(TOKEN_LENGTH).toBe(164);
    expect(token).toMatch(/^[A-Z2-7]+$/);
    const read = decodeToken(token);
    expect(read.ok && read.token.claims).toEqual(claims);
    const fromAddress = decodeToken(`https://ictm.gov.bn/backoffice/e-signatures/qr-scanner/results?token=${token}`);
    expect(fromAddress.ok && fromAddress.token.text).toBe(token);
    const spaced = decodeToken(` ${token.toLowerCase().match(/.{1,8}/g)?.join("-")} `);
    expect(spaced.ok && spaced.token.text).toBe(token);
  });

  it("answers a problem, never a throw, for what is not a token", () => {
    expect(decodeToken("")).toEqual({ ok: false, problem: "empty" });
    expect(decodeToken("hello, world!")).toEqual({ ok: false, problem: "not-a-token" });
    expect(decodeToken("A".repeat(100))).toEqual({ ok: false, problem: "wrong-length" });
    expect(decodeToken("A".repeat(TOKEN_LENGTH))).toEqual({ ok: false, problem: "unknown-version" });
    expect(decodeToken("https://example.com/?token=")).toEqual({ ok: false, problem: "empty" });
  });

  it("prints the document id as a grouped reference and reads it back", () => {
    expect(documentReference("ABCDEFGHIJKLMNOP")).toBe("ICTM-ABCD-EFGH-IJKL-MNOP");
    expect(documentIdFromReference("ictm-abcd-efgh-ijkl-mnop")).toBe("ABCDEFGHIJKLMNOP");
    expect(documentIdFromReference("ICTM-ABCD")).toBeUndefined();
  });
});

describe("the verdict", () => {
  it("is valid when all three checks pass", async () => {
    const { pair, keyId } = await signer();
    const verdict = await verdictOf(await tokenFor(claimsFor(keyId), pair), pair, keyOf(keyId));
    expect(verdict.verdict).toBe("valid");
    expect(Object.values(verdict.checks).map((check) => check.result)).toEqual(["passed", "passed", "passed"]);
    expect(verdict.particulars?.documentReference).toBe("ICTM-ABCD-EFGH-IJKL-MNOP");
  });

  it("fails integrity when one byte of the signed part changes", async () => {
    const { pair, keyId } = await signer();
    const token = await tokenFor(claimsFor(keyId), pair);
    // Character 40 (bits 200–204) lies in the content hash: flip it to another base32 letter.
    const changed = `${token.slice(0, 40)}${token[40] === "A" ? "B" : "A"}${token.slice(41)}`;
    const verdict = await verdictOf(changed, pair, keyOf(keyId));
    expect(verdict.verdict).toBe("invalid");
    expect(verdict.checks.integrity).toEqual({ result: "failed", reason: SIGNATURE_TEXTS.integrityFailed });
  });

  it("fails the issuer for an unknown or revoked key, or an issue date outside the key's use", async () => {
    const { pair, keyId } = await signer();
    const token = await tokenFor(claimsFor(keyId), pair);
    const unknown = await verdictOf(token, pair, undefined);
    expect(unknown.checks.issuer).toEqual({ result: "failed", reason: SIGNATURE_TEXTS.issuerUnknownKey(keyId) });
    expect(unknown.checks.integrity.result).toBe("not-checked");
    const revoked = await verdictOf(token, pair, keyOf(keyId, { revokedAt: new Date("2026-11-25T00:00:00Z"), revocationReason: "Key compromised" }));
    expect(revoked.verdict).toBe("invalid");
    expect(revoked.checks.issuer.reason).toContain("Key compromised");
    const retiredBefore = await verdictOf(token, pair, keyOf(keyId, { retiredAt: new Date("2026-11-01T00:00:00Z") }));
    expect(retiredBefore.checks.issuer).toEqual({ result: "failed", reason: SIGNATURE_TEXTS.issuerNotInUse(keyId) });
    const retiredAfter = await verdictOf(token, pair, keyOf(keyId, { retiredAt: new Date("2026-11-24T00:00:00Z") }));
    expect(retiredAfter.verdict).toBe("valid");
  });

  it("says revoked, with the reason, for a genuine letter revoked or replaced; invalid when we have no record", async () => {
    const { pair, keyId } = await signer();
    const token = await tokenFor(claimsFor(keyId), pair);
    const revoked = await verdictOf(token, pair, keyOf(keyId), { ...inForce, revokedAt: new Date("2026-11-22T02:00:00Z"), revocationReason: "Final approval was reset" });
    expect(revoked.verdict).toBe("revoked");
    expect(revoked.checks.status.result).toBe("failed");
    expect(revoked.checks.status.reason).toContain("Final approval was reset");
    const replaced = await verdictOf(token, pair, keyOf(keyId), { ...inForce, supersededBy: { documentReference: "ICTM-QRST-UVWX-YZ23-4567", at: new Date("2026-11-22T02:00:00Z") } });
    expect(replaced.verdict).toBe("revoked");
    expect(replaced.checks.status.reason).toContain("ICTM-QRST-UVWX-YZ23-4567");
    const unrecorded = await verdictOf(token, pair, keyOf(keyId), { ...inForce, recorded: false });
    expect(unrecorded.verdict).toBe("invalid");
  });

  it("judges a malformed token invalid on integrity with the problem's words", async () => {
    const { pair } = await signer();
    const verdict = await verdictOf("NOT A TOKEN!", pair, undefined);
    expect(verdict).toMatchObject({ verdict: "invalid", particulars: null, checks: { integrity: { result: "failed", reason: TOKEN_PROBLEM_TEXTS["not-a-token"] } } });
  });
});
