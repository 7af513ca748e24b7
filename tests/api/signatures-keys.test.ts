// The signing keys over real HTTP: a key is made at start (published as an Ed25519 JWK, its private half a 0600 PEM
// file under the data folder), and servers starting together make one; administrators rotate it (the old one
// retired, still published, its private file gone) and revoke keys with a reason; others are refused. Verifying
// tokens with them: signatures-verification.test.ts.
import { createHash } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyIdOf, MESSAGES, problemType, SIGNATURE_FORM_MESSAGES, type ProblemKind } from "@ictm/core/domain";
import { createServer } from "@ictm/server";
import { signingKeys } from "@ictm/server/db/schema.ts";
import { backofficeClient, staffClient } from "../support/api.ts";
import { createTestDatabase, testDatabaseUrl } from "../support/postgres.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { addStaffMember, type TestStaff } from "../support/staff.ts";
import { activeKeyOf, privateKeyFile, publicKeysOf, revokeKey, type SigningKey } from "../support/signatures.ts";

let server: TestServer;
let admin: TestStaff;
let officer: TestStaff;
beforeAll(async () => {
  server = await startTestServer();
  [admin, officer] = await Promise.all([addStaffMember(server, ["administrator"]), addStaffMember(server, ["officer", "final-approver"])]);
}, 120_000);
afterAll(async () => server?.close());

const refused = (kind: ProblemKind, status: number) => ({ status, type: problemType(kind) });
const fileMode = async (path: string) => (await stat(path)).mode & 0o777;
const exists = (path: string) => stat(path).then(() => true, () => false);
const rotate = (token: string) => staffClient(server, token).POST("/signatures/keys/rotation");
const revoke = (token: string, keyId: string, reason: string) => revokeKey(staffClient(server, token), keyId, reason);
const keyNamed = async (keyId: string): Promise<SigningKey | undefined> => (await publicKeysOf(server)).data?.keys.find((key) => key.kid === keyId);

describe("the signing key made at start", () => {
  it("is published as the one active Ed25519 JWK (cached 5 minutes), its private half a 0600 PEM file under the data folder", async () => {
    const published = await publicKeysOf(server);
    expect(published.status).toBe(200);
    expect(published.cacheControl).toBe("public, max-age=300");
    expect(published.data).toMatchObject({ tokenFormat: "ictm-letter-v1", issuer: `${server.url}/backoffice`, signatories: [], revokedLetters: [] });
    expect(published.data?.keys).toHaveLength(1);
    const key = activeKeyOf(published.data);
    expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig", status: "active", retiredAt: null, retirementReason: null, revokedAt: null, revocationReason: null });
    expect(key.kid).toBe(keyIdOf(createHash("sha256").update(Buffer.from(key.x, "base64url")).digest()));
    expect(await fileMode(privateKeyFile(server, key.kid))).toBe(0o600);
  });
});

describe("rotating and revoking keys", () => {
  it("are for administrators only: others are refused (403) and anyone without a session told to sign in (401)", async () => {
    const { kid } = activeKeyOf((await publicKeysOf(server)).data);
    expect((await rotate(officer.token)).error).toMatchObject({ ...refused("forbidden", 403), messages: [MESSAGES.forbidden] });
    expect((await revoke(officer.token, kid, "Not mine to revoke")).error).toMatchObject(refused("forbidden", 403));
    expect((await backofficeClient(server).POST("/signatures/keys/rotation")).response.status).toBe(401);
    const anonymous = await backofficeClient(server).POST("/signatures/keys/{keyId}/revocation", { params: { path: { keyId: kid } }, body: { reason: "x" } });
    expect(anonymous.response.status).toBe(401);
    expect(activeKeyOf((await publicKeysOf(server)).data).kid).toBe(kid);
  });

  it("rotation makes a new active key and retires the old one, which stays published while its private file is deleted", async () => {
    const old = activeKeyOf((await publicKeysOf(server)).data);
    const rotated = await rotate(admin.token);
    expect(rotated.response.status).toBe(201);
    const made = rotated.data?.data;
    expect(made).toMatchObject({ status: "active", kty: "OKP", crv: "Ed25519" });
    expect(made?.kid).not.toBe(old.kid);
    const published = (await publicKeysOf(server)).data;
    expect(activeKeyOf(published).kid).toBe(made?.kid);
    expect(published?.keys[0]?.kid).toBe(made?.kid);
    expect(await keyNamed(old.kid)).toMatchObject({ status: "retired", retirementReason: "rotated", revokedAt: null });
    expect((await keyNamed(old.kid))?.retiredAt).toBe(made?.createdAt);
    expect(await exists(privateKeyFile(server, old.kid))).toBe(false);
    expect(await fileMode(privateKeyFile(server, made?.kid ?? ""))).toBe(0o600);
  });

  it("revocation records the reason; the active key revoked is replaced at once; a revoked key is 409, an unknown one 404", async () => {
    const retired = (await publicKeysOf(server)).data?.keys.find((key) => key.status === "retired");
    if (retired === undefined) throw new Error("the rotation above retires a key");
    const revoked = await revoke(admin.token, retired.kid, "  Found on a lost laptop  ");
    expect(revoked.data?.data).toMatchObject({ kid: retired.kid, status: "revoked", retirementReason: "rotated", revocationReason: "Found on a lost laptop" });
    expect(revoked.data?.data.revokedAt).not.toBeNull();
    expect((await revoke(admin.token, retired.kid, "Again")).error).toMatchObject({ ...refused("signing-key-not-active", 409), messages: [MESSAGES.signingKeyNotActive] });
    expect((await revoke(admin.token, "0badc0de", "Unknown")).response.status).toBe(404);
    const blank = await revoke(admin.token, activeKeyOf((await publicKeysOf(server)).data).kid, "   ");
    expect(blank.error).toMatchObject({ ...refused("validation-failed", 400), errors: { reason: [SIGNATURE_FORM_MESSAGES.reasonRequired] } });

    const active = activeKeyOf((await publicKeysOf(server)).data);
    expect((await revoke(admin.token, active.kid, "Withdrawn")).data?.data).toMatchObject({ status: "revoked", retiredAt: null, revocationReason: "Withdrawn" });
    const replacement = activeKeyOf((await publicKeysOf(server)).data);
    expect(replacement.kid).not.toBe(active.kid);
    expect(await exists(privateKeyFile(server, active.kid))).toBe(false);
    expect(await exists(privateKeyFile(server, replacement.kid))).toBe(true);
    expect((await publicKeysOf(server)).data?.keys.map((key) => key.status)).toEqual(["active", "revoked", "revoked"]);
  });
});

describe.skipIf(testDatabaseUrl() === null)("servers starting together on one PostgreSQL", () => {
  it("make one signing key between them", async () => {
    const database = await createTestDatabase(testDatabaseUrl() ?? "");
    const dataDir = await mkdtemp(join(tmpdir(), "ictm-keys-"));
    const config = { databaseUrl: database.url, dataDir, demo: false, logger: false, portalDist: null, backofficeDist: null };
    const starts = await Promise.allSettled([createServer(config), createServer(config), createServer(config)]);
    const started = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
    try {
      expect(starts.map((start) => start.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const keys = await started[0]?.db.orm.select().from(signingKeys);
      expect(keys).toHaveLength(1);
      expect(await exists(join(dataDir, "signing-keys", `${keys?.[0]?.keyId}.pem`))).toBe(true);
    } finally {
      await Promise.all(started.map((one) => one.close()));
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
