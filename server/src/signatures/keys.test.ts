// The active signing key on an in-memory PGlite: made on first need and then reused, made again (the old one
// retired, "private-key-missing") when its private half is gone from this server, and checked with verifyWithKey;
// the start-up check leaves no private half of a key that signs no more.
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNING_KEYS_STREAM } from "@ictm/core/domain";
import { completeConfig } from "../config.ts";
import type { Database } from "../db/connect.ts";
import { openMigratedTestDatabase } from "../db/test-database.ts";
import { transact } from "../db/transact.ts";
import { registerProjector, unregisterProjector } from "../events/projectors.ts";
import { readStream } from "../events/store.ts";
import { deletePrivateKey, generateKeyPair, writePrivateKey } from "./key-files.ts";
import { keyProjector } from "./key-projector.ts";
import { findActiveKey, listKeys } from "./key-store.ts";
import { activeSigningKey, ensureSigningKey, verifyWithKey, type KeyServices } from "./keys.ts";

let db: Database;
let folder: string;
let services: KeyServices;
const now = new Date("2030-01-01T00:00:00Z");

beforeAll(async () => {
  db = await openMigratedTestDatabase();
  folder = await mkdtemp(join(tmpdir(), "ictm-keys-"));
  services = { orm: db.orm, clock: { now: () => now }, config: completeConfig({ dataDir: folder, logger: false }) };
  registerProjector(keyProjector);
}, 60_000);
afterAll(async () => {
  unregisterProjector(keyProjector.name);
  await db?.close();
  await rm(folder, { recursive: true, force: true });
});

const signWithActive = () => transact(db.orm, (tx) => activeSigningKey(tx, services, "system:test"));

describe("the active signing key", () => {
  it("is made on first need, its private half in <dataDir>/signing-keys with mode 0600, and reused after", async () => {
    const first = await signWithActive();
    expect(first.keyId).toMatch(/^[0-9a-f]{8}$/);
    const file = await stat(join(folder, "signing-keys", `${first.keyId}.pem`));
    expect(file.mode & 0o777).toBe(0o600);
    expect((await signWithActive()).keyId).toBe(first.keyId);
    expect(await listKeys(db.orm)).toHaveLength(1);
    const stored = await findActiveKey(db.orm);
    expect(stored).toMatchObject({ keyId: first.keyId, createdAt: now, retiredAt: null, revokedAt: null });

    const bytes = new TextEncoder().encode("the 38 signed bytes of a token");
    const signature = first.sign(bytes);
    expect(signature).toHaveLength(64);
    expect(verifyWithKey(stored?.publicKey ?? "", bytes, signature)).toBe(true);
    expect(verifyWithKey(stored?.publicKey ?? "", new TextEncoder().encode("other bytes"), signature)).toBe(false);
    expect(verifyWithKey("not a key", bytes, signature)).toBe(false);
    expect(verifyWithKey(stored?.publicKey ?? "", bytes, signature.subarray(0, 10))).toBe(false);
  });

  it("is made again when its private half is missing here, the old one retired as private-key-missing in the same append", async () => {
    const before = await signWithActive();
    await deletePrivateKey(services.config.signingKeysDir, before.keyId);
    const after = await signWithActive();
    expect(after.keyId).not.toBe(before.keyId);
    const keys = await listKeys(db.orm);
    expect(keys.find((key) => key.keyId === before.keyId)).toMatchObject({ retiredAt: now, retirementReason: "private-key-missing" });
    expect((await findActiveKey(db.orm))?.keyId).toBe(after.keyId);
    const facts = await readStream(db.orm, SIGNING_KEYS_STREAM);
    expect(facts.slice(-2).map((fact) => [fact.type, fact.payload["keyId"]])).toEqual([
      ["v1.SigningKeyRetired", before.keyId],
      ["v1.SigningKeyCreated", after.keyId],
    ]);
  });

  it("leaves, at start, no private half of a key that signs no more (and keeps the active one's)", async () => {
    const retired = (await listKeys(db.orm)).find((key) => key.retiredAt !== null);
    if (retired === undefined) throw new Error("the test above retires a key");
    // A private half left behind, as by a server stopped between the commit and the deletion.
    const stale = generateKeyPair();
    await writePrivateKey(services.config.signingKeysDir, { ...stale, keyId: retired.keyId });
    await ensureSigningKey(services);
    await expect(stat(join(services.config.signingKeysDir, `${retired.keyId}.pem`))).rejects.toThrow();
    const active = await findActiveKey(db.orm);
    await expect(stat(join(services.config.signingKeysDir, `${active?.keyId}.pem`))).resolves.toBeDefined();
  });
});
