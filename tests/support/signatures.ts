// E-signatures as the API tests make them: a signatory made (or found) over the API as an administrator, a
// signature image uploaded, the public keys document, a verification, and a token signed by the test itself with
// node:crypto and core's codec (for keys the server does or does not have).
//
//   const signatory = await ensureSignatory(on.api("administrator"));   // or staffClient(server, adminToken)
//   const image = await uploadSignatureImage(server, adminToken, signatory.id, pngImage());
//   const keys = await publicKeysOf(server);        // { status, cacheControl, data }
//   const verdict = await verifyToken(server, token); // { status, data, error, retryAfter }
import { createHash, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { encodeToken, keyIdOf, signedBytes, type TokenClaims } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { demoSignatory } from "@ictm/server/demo/signatory.ts";
import { backofficeClient, type staffClient } from "./api.ts";
import type { TestServer } from "./server.ts";

export type Signatory = components["schemas"]["Signatory"];
export type SigningKey = components["schemas"]["SigningKey"];
export type SigningPublicKeys = components["schemas"]["SigningPublicKeys"];
export type SignatureVerdict = components["schemas"]["SignatureVerdict"];
type StaffApi = ReturnType<typeof staffClient>;

/** The demo's signatory (server/src/demo seeds the same), and what ensureSignatory makes when none is active. */
/** The signatory tests make when none is active: the demo's. */
export const TEST_SIGNATORY = demoSignatory;

/** The active signatory with the lowest number; made (active, TEST_SIGNATORY) over the API when none is active. */
export async function ensureSignatory(admin: StaffApi): Promise<Signatory> {
  const listed = await admin.GET("/signatures/signatories");
  if (!listed.data) throw new Error(`Listing signatories failed with ${listed.response.status}: ${JSON.stringify(listed.error)}`);
  const active = listed.data.data.filter((signatory) => signatory.isActive).sort((a, b) => a.number - b.number)[0];
  return active ?? createSignatory(admin, { ...TEST_SIGNATORY, isActive: true });
}

/** Adds a signatory as an administrator; throws unless the answer is 201. */
export async function createSignatory(admin: StaffApi, values: { name: string; title: string; isActive: boolean }): Promise<Signatory> {
  const created = await admin.POST("/signatures/signatories", { body: values });
  if (!created.data) throw new Error(`Creating a signatory failed with ${created.response.status}: ${JSON.stringify(created.error)}`);
  return created.data.data;
}

/** Revokes a signing key (as whoever `api` signs in as); answers the call's result. */
export function revokeKey(api: StaffApi, keyId: string, reason: string) {
  return api.POST("/signatures/keys/{keyId}/revocation", { params: { path: { keyId } }, body: { reason } });
}

/** PUTs a signature image (multipart `FormFile`) for a signatory; answers the status and the parsed body. */
export async function uploadSignatureImage(server: Pick<TestServer, "url">, token: string | null, signatoryId: string, bytes: Buffer, name = "signature.png", type = "image/png") {
  const form = new FormData();
  form.append("FormFile", new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/backoffice/api/v1/signatures/signatories/${signatoryId}/image`, {
    method: "PUT",
    body: form,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  const body: unknown = text === "" ? null : JSON.parse(text);
  return { status: response.status, body };
}

/** The public keys document, read without a session, with its Cache-Control header. */
export async function publicKeysOf(server: Pick<TestServer, "url">): Promise<{ status: number; cacheControl: string | null; data: SigningPublicKeys | undefined }> {
  const { data, response } = await backofficeClient(server).GET("/signatures/public-keys");
  return { status: response.status, cacheControl: response.headers.get("cache-control"), data: data?.data };
}

/** Verifies a token without a session; answers the status, the verdict (200) or the problem, and Retry-After. */
export async function verifyToken(server: Pick<TestServer, "url">, signatureToken: string) {
  const { data, error, response } = await backofficeClient(server).POST("/signatures/verifications", { body: { signatureToken } });
  return { status: response.status, data: data?.data, error, retryAfter: response.headers.get("retry-after") };
}

/** The active key of the public keys document (throws when there is not exactly one). */
export function activeKeyOf(keys: SigningPublicKeys | undefined): SigningKey {
  const active = keys?.keys.filter((key) => key.status === "active") ?? [];
  if (active.length !== 1 || active[0] === undefined) throw new Error(`Expected one active key, found ${active.length}`);
  return active[0];
}

/** Where the server keeps a key's private half: `<dataDir>/signing-keys/<keyId>.pem` (the default SIGNING_KEYS_DIR). */
export const privateKeyFile = (server: Pick<TestServer, "dataDir">, keyId: string): string => join(server.dataDir, "signing-keys", `${keyId}.pem`);

/** A key the server's private file holds (read from its keys folder). */
export async function serverPrivateKey(server: Pick<TestServer, "dataDir">, keyId: string): Promise<KeyObject> {
  return createPrivateKey(await readFile(privateKeyFile(server, keyId), "utf8"));
}

/** A fresh Ed25519 key the server does not have, with its key id. */
export function strangerKey(): { keyId: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x ?? "", "base64url");
  return { keyId: keyIdOf(createHash("sha256").update(raw).digest()), privateKey };
}

/** Example claims of a token (document id, hash and dates made up) under a key id. */
export const claimsFor = (keyId: string, change: Partial<TokenClaims> = {}): TokenClaims => ({
  keyId,
  documentId: "ABCDEFGHIJKLMNOP",
  contentHash: "00112233445566778899aabbccddeeff",
  permitType: "pvv",
  kind: "approval-letter",
  issuedAt: new Date(Math.floor(Date.now() / 1000) * 1000),
  signatoryNumber: 1,
  ...change,
});

/** A token of these claims signed with `privateKey` (node:crypto Ed25519 over core's signed bytes). */
export function signToken(claims: TokenClaims, privateKey: KeyObject): string {
  const signed = signedBytes(claims);
  return encodeToken(signed, new Uint8Array(sign(null, signed, privateKey)));
}
