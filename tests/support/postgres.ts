// A fresh PostgreSQL database per test file when TEST_DATABASE_URL is set (an administrative connection URL):
// created as `ictm_test_<random>`, dropped after, so files never see each other's rows.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export function testDatabaseUrl(): string | null {
  return process.env["TEST_DATABASE_URL"] || null;
}

export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `ictm_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(adminUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
