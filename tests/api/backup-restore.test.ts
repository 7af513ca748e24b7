// `npm run backup` and `npm run restore` as an operator runs them, on the real server in a child process over an
// embedded database: members, an expat permit application with its events and uploaded files, a profile picture;
// backed up (refused while the server holds the database), restored into an empty folder (refused into a full one,
// and from a damaged archive without touching anything), and a server started there finds all of it: the same
// answers, the same files by content, sessions still valid and the event chains intact.
// With TEST_DATABASE_URL set the database is PostgreSQL, whose backup is pg_dump's: the command says so.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, truncate, copyFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backUp } from "@ictm/server/backup/backup.ts";
import { restore } from "@ictm/server/backup/restore.ts";
import { openDatabase } from "@ictm/server/db/connect.ts";
import { verifyEventChain } from "@ictm/server/events/verify.ts";
import { folderBlobStore } from "@ictm/server/files/blobs.ts";
import { pngImage } from "../fixtures/files.ts";
import { portalClient, testPassword, uniqueEmail } from "../support/api.ts";
import { submitApplication } from "../support/board.ts";
import { sampleRegistration } from "../support/business.ts";
import { activationLinkFrom } from "../support/mail.ts";
import { openOutbox, type Outbox } from "../support/outbox.ts";
import { copyMigratedDatabase } from "../support/pglite-template.ts";
import { testDatabaseUrl } from "../support/postgres.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { fetchBytes, uploadImage } from "../support/upload.ts";

const embedded = testDatabaseUrl() === null;
let folder = "";
let server: ServerProcess | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "ictm-backup-"));
});
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe.skipIf(!embedded)("backing up and restoring the embedded database and the files", () => {
  it("restores into an empty folder everything a server then finds: records, files by content, sessions, event chains", async () => {
    const source = join(folder, "source");
    const target = join(folder, "target");
    const archive = join(folder, "ictm.backup.tar.gz");
    await copyMigratedDatabase(join(source, "db"));
    server = await startServerProcess({ dataDir: source });
    const seeded = await seed(server, await openOutbox(join(source, "outbox")));

    // The refusals through the commands' own functions (a node process of each would add seconds); the work itself
    // through the commands.
    const places = { signingKeysDir: join(source, "signing-keys"), databaseUrl: null };
    await expect(backUp({ ...places, dataDir: source, to: archive })).rejects.toThrow("A server is using the embedded database");
    await server.close();

    const backedUp = await run("backup", ["--to", archive, "--data-dir", source]);
    expect(backedUp.stderr).toBe("");
    expect(backedUp.stdout).toMatch(/Backed up the embedded database, 4 stored file\(s\) and 1 signing key\(s\)/);

    const restored = await run("restore", ["--from", archive, "--data-dir", target]);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Restored the embedded database, 4 stored file\(s\) and 1 signing key\(s\)/);
    const into = { dataDir: target, signingKeysDir: join(target, "signing-keys"), databaseUrl: null };
    await expect(restore({ ...into, from: archive, force: false })).rejects.toThrow("is not empty");
    // A damaged archive is refused before anything is replaced, even when forced.
    const damaged = join(folder, "damaged.tar.gz");
    await copyFile(archive, damaged);
    await truncate(damaged, 4096);
    await expect(restore({ ...into, from: damaged, force: true })).rejects.toThrow("not a readable backup archive");
    expect((await readdir(target)).sort()).toEqual(["db", "files", "signing-keys"]);

    server = await startServerProcess({ dataDir: target });
    expect(await readBack(server, seeded)).toEqual(seeded.answers);
    for (const [address, bytes] of seeded.files) {
      const served = await fetchBytes(server, address, { "x-member-authorization": address === seeded.picture ? seeded.talent : seeded.business });
      expect(served.status, address).toBe(200);
      expect(served.bytes.equals(bytes), address).toBe(true);
    }
    await server.close();
    const db = await openDatabase({ folder: join(target, "db") });
    try {
      const chain = await verifyEventChain(db.orm);
      expect(chain.broken).toEqual([]);
      expect(chain.events).toBeGreaterThanOrEqual(seeded.applicationVersion);
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe.skipIf(embedded)("backing up with the database on PostgreSQL", () => {
  it("archives the stored files, restores them by content and says to back the database up with pg_dump", async () => {
    const databaseUrl = testDatabaseUrl();
    const source = join(folder, "pg-source");
    const stored = await folderBlobStore(join(source, "files")).put(pngImage(20, 10));
    const archive = join(folder, "files.tar.gz");
    const backedUp = await backUp({ dataDir: source, signingKeysDir: join(source, "signing-keys"), databaseUrl, to: archive });
    expect(backedUp).toMatchObject({ files: 1, manifest: { database: "postgresql-not-included" } });
    expect(backedUp.advice).toContain("pg_dump --format=custom");
    const target = join(folder, "pg-target");
    const restored = await restore({ dataDir: target, signingKeysDir: join(target, "signing-keys"), databaseUrl, from: archive, force: false });
    expect(restored.advice).toContain("pg_restore");
    const read = await folderBlobStore(join(target, "files")).open(stored);
    expect(Buffer.concat(await read.toArray()).equals(pngImage(20, 10))).toBe(true);
  });
});

interface Seeded {
  talent: string;
  business: string;
  applicationId: string;
  applicationVersion: number;
  picture: string;
  /** Each file's address and the bytes it served before the backup. */
  files: Map<string, Buffer>;
  answers: Awaited<ReturnType<typeof readBack>>;
}

/** A Talent with a profile picture and a Business with a submitted application (three uploaded files). */
async function seed(on: ServerProcess, mail: Outbox): Promise<Seeded> {
  const talentEmail = uniqueEmail("backup-talent");
  await portalClient(on).POST("/talents/sign-ups/username-pwd", { body: { email: talentEmail, password: testPassword, name: "Backed Up Talent" } });
  await activate(on, mail, talentEmail);
  const talent = (await portalClient(on).POST("/talents/sign-ins/username-pwd", { body: { email: talentEmail, password: testPassword } })).data?.data.accessToken ?? "";
  const picture = await uploadImage(on, "/talents/profile-pictures", talent, pngImage(40, 30));
  expect(picture.status).toBe(200);

  const businessEmail = uniqueEmail("backup-business");
  await portalClient(on).POST("/businesses/registrations/email-passwords", { body: { email: businessEmail, password: testPassword, registrationData: sampleRegistration() } });
  await activate(on, mail, businessEmail);
  const business = (await portalClient(on).POST("/businesses/sign-ins/username-pwd", { body: { email: businessEmail, password: testPassword } })).data?.data.accessToken ?? "";
  const application = await submitApplication(on, business);

  const partial: Omit<Seeded, "answers" | "files" | "picture"> = { talent, business, applicationId: application.id, applicationVersion: application.version };
  const answers = await readBack(on, partial);
  const addresses = [...new Set(JSON.stringify(answers).match(/\/api\/v1\/files\/[A-Za-z0-9_-]+/g) ?? [])];
  const pictureAddress = answers.talent?.profilePicture ?? "";
  const files = new Map<string, Buffer>();
  for (const address of addresses) {
    const served = await fetchBytes(on, address, { "x-member-authorization": address === pictureAddress ? talent : business });
    expect(served.status, address).toBe(200);
    files.set(address, served.bytes);
  }
  expect(files.size).toBe(4);
  return { ...partial, picture: pictureAddress, files, answers };
}

/** What the two members read of their own records: the Talent's profile and the application's form record. */
async function readBack(on: ServerProcess, seeded: Pick<Seeded, "talent" | "business" | "applicationId">) {
  const talent = (await portalClient(on, seeded.talent).GET("/talents/profiles")).data?.data;
  const record = (await portalClient(on, seeded.business).GET("/expat-permits/{type}/applications/{id}/forms/records", { params: { path: { type: "pvv", id: seeded.applicationId } } })).data?.data;
  return { talent, record };
}

async function activate(on: ServerProcess, mail: Outbox, email: string): Promise<void> {
  const link = activationLinkFrom(await mail.waitForMail(email, { timeoutMs: 20_000 }));
  const answer = await portalClient(on).POST("/members/activate/{token}", { params: { path: { token: link.token }, query: { memberEmail: link.memberEmail } } });
  expect(answer.response.status).toBe(200);
}

const scripts = new URL("../../scripts/", import.meta.url).pathname;

/** Runs `npm run <command>` as its script (node scripts/<command>.ts), without the test's database settings. */
function run(command: "backup" | "restore", args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _database, TEST_DATABASE_URL: _test, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [join(scripts, `${command}.ts`), ...args], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}
