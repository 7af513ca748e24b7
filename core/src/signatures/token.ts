// The signature token a signed letter carries in its QR code (format "ictm-letter-v1"): the one codec, shared by
// the server that signs and verifies, the scanner that reads it and any third party (the README documents the
// layout). 102 bytes, big-endian, written as RFC 4648 base32 (uppercase, no padding: 164 characters) so a QR code
// holds it in alphanumeric mode:
//
//   0       version (1)
//   1–4     key id (first 4 bytes of SHA-256 of the raw Ed25519 public key)
//   5–14    document id (10 random bytes)
//   15–30   content hash (first 16 bytes of SHA-256 of the letter's canonical content)
//   31      permit type index × 2 + kind (approval letter 0, appendix 1)
//   32–35   issued at, Unix seconds
//   36–37   signatory number
//   38–101  Ed25519 signature over bytes 0–37
//
// Decoding never throws: anything that is not such a token answers a TokenProblem. Pure.
import { base32nopad } from "@scure/base";
import { PERMIT_TYPES, type PermitType } from "../permits/permit-types.ts";

export const TOKEN_FORMAT = "ictm-letter-v1";
export const TOKEN_VERSION = 1;
export const SIGNED_BYTES = 38;
export const SIGNATURE_BYTES = 64;
export const TOKEN_BYTES = SIGNED_BYTES + SIGNATURE_BYTES;
/** The token's length as text (base32 of 102 bytes, no padding). */
export const TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 8) / 5);
const KEY_ID_BYTES = 4;
const DOCUMENT_ID_BYTES = 10;
const CONTENT_HASH_BYTES = 16;

export const LETTER_KINDS = ["approval-letter", "appendix"] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** What the token says about the letter, before its signature. */
export interface TokenClaims {
  /** 8 lowercase hex characters. */
  readonly keyId: string;
  /** 16 base32 characters (see documentReference for the grouped form printed on the letter). */
  readonly documentId: string;
  /** 32 lowercase hex characters. */
  readonly contentHash: string;
  readonly permitType: PermitType;
  readonly kind: LetterKind;
  /** Whole seconds. */
  readonly issuedAt: Date;
  readonly signatoryNumber: number;
}

export interface DecodedToken {
  readonly claims: TokenClaims;
  /** Bytes 0–37: what the signature covers. */
  readonly signed: Uint8Array;
  readonly signature: Uint8Array;
  /** The token as canonical text (uppercase, no separators). */
  readonly text: string;
}

export type TokenProblem = "empty" | "not-a-token" | "wrong-length" | "unknown-version" | "bad-field";

export type TokenReading = { readonly ok: true; readonly token: DecodedToken } | { readonly ok: false; readonly problem: TokenProblem };

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

const fromHex = (text: string, length: number): Uint8Array => {
  if (!new RegExp(`^[0-9a-f]{${length * 2}}$`).test(text)) throw new Error(`Expected ${length} bytes of lowercase hex, not "${text}"`);
  return Uint8Array.from({ length }, (_, index) => Number.parseInt(text.slice(index * 2, index * 2 + 2), 16));
};

/** A document id (10 bytes) as its 16 base32 characters. */
export const documentIdOf = (bytes: Uint8Array): string => {
  if (bytes.length !== DOCUMENT_ID_BYTES) throw new Error(`A document id is ${DOCUMENT_ID_BYTES} bytes`);
  return base32nopad.encode(bytes);
};

/** The reference printed beside the QR code and shown by the results page: `ICTM-ABCD-EFGH-IJKL-MNOP`. */
export const documentReference = (documentId: string): string => `ICTM-${documentId.match(/.{1,4}/g)?.join("-") ?? documentId}`;

/** A document id from its reference or from itself (any case, with or without separators); undefined when neither. */
export const documentIdFromReference = (text: string): string | undefined => {
  const compact = text.toUpperCase().replace(/[\s-]/g, "").replace(/^ICTM/, "");
  return /^[A-Z2-7]{16}$/.test(compact) ? compact : undefined;
};

/** The bytes a signing key signs for these claims (bytes 0–37 of the token). */
export const signedBytes = (claims: TokenClaims): Uint8Array => {
  const bytes = new Uint8Array(SIGNED_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = TOKEN_VERSION;
  bytes.set(fromHex(claims.keyId, KEY_ID_BYTES), 1);
  const documentId = base32nopad.decode(claims.documentId);
  if (documentId.length !== DOCUMENT_ID_BYTES) throw new Error(`A document id is ${DOCUMENT_ID_BYTES} bytes`);
  bytes.set(documentId, 5);
  bytes.set(fromHex(claims.contentHash, CONTENT_HASH_BYTES), 15);
  bytes[31] = PERMIT_TYPES.indexOf(claims.permitType) * 2 + LETTER_KINDS.indexOf(claims.kind);
  const seconds = Math.floor(claims.issuedAt.getTime() / 1000);
  if (seconds < 0 || seconds > 0xffffffff) throw new Error("The issue time does not fit the token");
  view.setUint32(32, seconds);
  if (!Number.isInteger(claims.signatoryNumber) || claims.signatoryNumber < 1 || claims.signatoryNumber > 0xffff) throw new Error("A signatory number is 1 to 65535");
  view.setUint16(36, claims.signatoryNumber);
  return bytes;
};

/** The token's text from the signed bytes and their 64-byte signature. */
export const encodeToken = (signed: Uint8Array, signature: Uint8Array): string => {
  if (signed.length !== SIGNED_BYTES || signature.length !== SIGNATURE_BYTES) throw new Error("A token is 38 signed bytes and a 64-byte signature");
  const bytes = new Uint8Array(TOKEN_BYTES);
  bytes.set(signed, 0);
  bytes.set(signature, SIGNED_BYTES);
  return base32nopad.encode(bytes);
};

/**
 * The token in what a person or a camera gives us: the bare token (any case, spaces and hyphens ignored), or an
 * address whose `token` query parameter holds it (what the letters' QR codes hold).
 */
export const tokenTextOf = (input: string): string => {
  const trimmed = input.trim();
  const query = trimmed.indexOf("?");
  if (/^https?:\/\//i.test(trimmed) && query !== -1) {
    const parameter = new URLSearchParams(trimmed.slice(query + 1)).get("token");
    if (parameter !== null) return parameter.toUpperCase().replace(/[\s-]/g, "");
  }
  return trimmed.toUpperCase().replace(/[\s-]/g, "");
};

/** Reads a token; never throws. */
export const decodeToken = (input: string): TokenReading => {
  const text = tokenTextOf(input);
  if (text === "") return { ok: false, problem: "empty" };
  if (!/^[A-Z2-7]+$/.test(text)) return { ok: false, problem: "not-a-token" };
  if (text.length !== TOKEN_LENGTH) return { ok: false, problem: "wrong-length" };
  let bytes: Uint8Array;
  try {
    bytes = base32nopad.decode(text);
  } catch {
    return { ok: false, problem: "not-a-token" };
  }
  if (bytes.length !== TOKEN_BYTES) return { ok: false, problem: "wrong-length" };
  if (bytes[0] !== TOKEN_VERSION) return { ok: false, problem: "unknown-version" };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const typeAndKind = bytes[31] ?? 255;
  const permitType = PERMIT_TYPES[Math.floor(typeAndKind / 2)];
  const kind = LETTER_KINDS[typeAndKind % 2];
  const signatoryNumber = view.getUint16(36);
  if (permitType === undefined || kind === undefined || signatoryNumber === 0) return { ok: false, problem: "bad-field" };
  return {
    ok: true,
    token: {
      claims: {
        keyId: hex(bytes.subarray(1, 5)),
        documentId: base32nopad.encode(bytes.subarray(5, 15)),
        contentHash: hex(bytes.subarray(15, 31)),
        permitType,
        kind,
        issuedAt: new Date(view.getUint32(32) * 1000),
        signatoryNumber,
      },
      signed: bytes.slice(0, SIGNED_BYTES),
      signature: bytes.slice(SIGNED_BYTES),
      text,
    },
  };
};

/** A key id from a raw 32-byte Ed25519 public key's SHA-256 digest (the caller hashes: WebCrypto or node:crypto). */
export const keyIdOf = (publicKeyDigest: Uint8Array): string => hex(publicKeyDigest.subarray(0, KEY_ID_BYTES));

/** A content hash as the token keeps it, from the full SHA-256 digest of the canonical content. */
export const contentHashOf = (contentDigest: Uint8Array): string => hex(contentDigest.subarray(0, CONTENT_HASH_BYTES));
