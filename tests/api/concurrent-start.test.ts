// Several server processes starting together on one PostgreSQL (the scale-out setup): migrations are applied
// once and the demo data loaded once. Runs only with TEST_DATABASE_URL (PGlite has a single process anyway).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServer, type PortalServer } from "@ictm/server";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "../support/postgres.ts";

const adminUrl = testDatabaseUrl();
let database: TestDatabase | undefined;
let servers: PortalServer[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(adminUrl === null)("servers starting together on one PostgreSQL", () => {
  it("apply each migration once and load the demo data once", async () => {
    database = await createTestDatabase(adminUrl ?? "");
    dataDir = await mkdtemp(join(tmpdir(), "ictm-concurrent-"));
    const config = { databaseUrl: database.url, dataDir, demo: true, logger: false, portalDist: null, backofficeDist: null };
    const starts = await Promise.allSettled([createServer(config), createServer(config), createServer(config)]);
    servers = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
    expect(starts.map((start) => start.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);

    const db = servers[0]?.db;
    if (!db) throw new Error("no server started");
    const count = (query: string) => db.rawTransaction(async (raw) => (await raw.query(query))[0]?.["n"]);
    expect(await count("select count(*)::int as n from schema_migrations where version = 1")).toBe(1);
    expect(await count("select count(*)::int as n from members where email = 'talent@demo.ictm.bn'")).toBe(1);
    expect(await count("select count(*)::int as n from workflows")).toBe(1);
  });
});
