import { createHash, generateKeyPairSync, sign, verify } from "node:crypto";
import { decodeToken, keyIdOf, type LetterContent, type SignedLetter } from "@ictm/core/domain";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../events/chain.ts";
import type { ActiveKey } from "./keys.ts";
import { contentHashOfLetter, signAgain } from "./letter-signing.ts";

function aKey(): ActiveKey & { verifies(signed: Uint8Array, signature: Uint8Array): boolean } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x ?? "", "base64url");
  return {
    keyId: keyIdOf(createHash("sha256").update(raw).digest()),
    sign: (bytes) => new Uint8Array(sign(null, bytes, privateKey)),
    verifies: (signed, signature) => verify(null, signed, publicKey, signature),
  };
}

const person = { fullName: "Ong Xin Yi", nationality: "South Africa", passportNumber: "E6276775", dateOfBirth: "1965-01-20", jobRoleNamePosition: "Network engineer" };
const content: LetterContent = {
  kind: "appendix",
  personIndex: 0,
  reference: "PVV-2026-0001",
  permitType: "pvv",
  businessName: "Borneo Digital Sdn Bhd",
  remarks: "Approved for two years.",
  issuedAt: "2026-11-20T03:04:05.000Z",
  person,
  approved: [person],
  signatory: { number: 3, name: "Dayang Siti Aminah binti Haji Osman", title: "Director, ICT Manpower", imageSha256: null },
};
const old: SignedLetter = {
  documentId: "ABCDEFGHIJKLMNOP",
  kind: "appendix",
  personIndex: 0,
  contentHash: contentHashOfLetter(content),
  keyId: "00000000",
  signatoryId: "0b9f5d1e-3c1a-4c1e-9a1e-1c1e1c1e1c1e",
  signatoryNumber: 3,
  issuedAt: content.issuedAt,
  token: "",
  content,
  supersedes: null,
};

describe("a letter's signing", () => {
  it("hashes the content over canonical JSON, whatever the order of its keys", () => {
    const reordered = Object.fromEntries(Object.entries(content).reverse());
    expect(canonicalJson(reordered)).toBe(canonicalJson(content));
    expect(contentHashOfLetter(content)).toBe(createHash("sha256").update(canonicalJson(content)).digest("hex").slice(0, 32));
  });

  it("signs a letter again as a new document with the same content and signatory, issued now with the active key, superseding the old", () => {
    const key = aKey();
    const event = signAgain(key, old, new Date("2026-11-26T10:11:12.345Z"), "staff:someone");
    if (event.type !== "v1.LettersSigned") throw new Error("Not a LettersSigned fact");
    const [letter] = event.payload.letters;
    expect(letter).toMatchObject({ kind: "appendix", personIndex: 0, keyId: key.keyId, signatoryId: old.signatoryId, signatoryNumber: 3, supersedes: old.documentId, issuedAt: "2026-11-26T10:11:12.000Z" });
    expect(letter?.documentId).toMatch(/^[A-Z2-7]{16}$/);
    expect(letter?.documentId).not.toBe(old.documentId);
    expect(letter?.content).toEqual({ ...content, issuedAt: "2026-11-26T10:11:12.000Z" });
    expect(letter?.contentHash).toBe(contentHashOfLetter({ ...content, issuedAt: "2026-11-26T10:11:12.000Z" }));

    const reading = decodeToken(letter?.token ?? "");
    if (!reading.ok) throw new Error(`The token does not read: ${reading.problem}`);
    expect(reading.token.claims).toEqual({
      keyId: key.keyId,
      documentId: letter?.documentId,
      contentHash: letter?.contentHash,
      permitType: "pvv",
      kind: "appendix",
      issuedAt: new Date("2026-11-26T10:11:12.000Z"),
      signatoryNumber: 3,
    });
    expect(key.verifies(reading.token.signed, reading.token.signature)).toBe(true);
  });
});
