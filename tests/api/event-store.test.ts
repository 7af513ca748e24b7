// The event store over real HTTP: a stale version is the 409 `stale-version`, writes racing on one stream all
// land in order, every registered projection rebuilt from the log equals the live tables, the back-office
// check of the hash chain passes an intact log and names a row changed behind the server's back, and sent
// mail leaves the outbox without its links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNull } from "drizzle-orm";
import { problemType } from "@ictm/core/domain";
import { outbox } from "@ictm/server/db/schema.ts";
import { rebuildProjections, registeredProjectors } from "@ictm/server/events/projectors.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { pdfDocument } from "../fixtures/files.ts";
import { backofficeClient, portalClient, signIn, signUpActiveTalent, staffClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import type { TestServer } from "../support/server.ts";
import { tamperWithEvent } from "../support/tamper.ts";
import { startWithDemoOfficer, submitVerification } from "../support/verification.ts";

let server: TestServer;
let officer: string;
beforeAll(async () => {
  ({ server, officer } = await startWithDemoOfficer());
});
afterAll(async () => server?.close());

const certificate = [
  { field: "registrationCertificate", file: { bytes: pdfDocument(), name: "certificate.pdf", type: "application/pdf" } },
  { field: "applicantName", value: "Awang Hj Kamarul" },
  { field: "applicantPosition", value: "Director" },
];

/** Every row of every registered projector's tables, each table's rows in a stable order. */
async function projectionTables(): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of registeredProjectors().flatMap((projector) => projector.tables)) {
    const rows = await server.portal.db.rawTransaction((raw) => raw.query(`select to_jsonb(t)::text as row from ${table} t`));
    tables[table] = rows.map((row) => String(row["row"])).sort();
  }
  return tables;
}

describe("versions", () => {
  it("refuses a change made at a stale version with 409 stale-version and the catalogue's words", async () => {
    const token = await signInBusiness(server, (await registerActiveBusiness(server)).email);
    expect((await submitVerification(server, token, certificate)).status).toBe(201);
    const stale = await submitVerification(server, token, certificate, 0);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ type: problemType("stale-version"), messages: ["Someone else changed this at the same time. Please reload and try again."] });
  });

  it("lands every one of many writes racing on one stream, numbered without a gap", async () => {
    const talent = await signUpActiveTalent(server);
    const api = portalClient(server, await signIn(server, talent.email));
    const contact = (n: number) => ({ phone: `+673 700 00${String(n).padStart(2, "0")}`, address: null, website: null, linkedinUrl: null, githubUrl: null });
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => api.PUT("/talents/contact-details", { body: contact(n) })));
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const stream = await readStream(server.portal.db.orm, `member-${talent.key}`);
    expect(stream.map((event) => event.version)).toEqual(stream.map((_event, index) => index + 1));
    expect(stream.filter((event) => event.type === "v2.ContactDetailsChanged")).toHaveLength(6);
  });
});

describe("projections", () => {
  it("rebuilt from the log equal the live tables, for every registered projector", async () => {
    expect(registeredProjectors().length).toBeGreaterThan(0);
    const live = await projectionTables();
    expect(Object.values(live).some((rows) => rows.length > 0)).toBe(true);
    const report = await rebuildProjections(server.portal.db.orm);
    expect(report.events).toBeGreaterThan(0);
    expect(await projectionTables()).toEqual(live);
  });
});

describe("the back-office check of the hash chain", () => {
  it("is for staff only", async () => {
    expect((await backofficeClient(server).GET("/audit/event-chain")).response.status).toBe(401);
  });

  it("passes an intact log and names the event changed behind the server's back", async () => {
    const staff = staffClient(server, officer);
    const intact = await staff.GET("/audit/event-chain");
    expect(intact.response.status).toBe(200);
    expect(intact.data?.data.broken).toEqual([]);
    expect(intact.data?.data.events).toBeGreaterThan(0);

    const talent = await signUpActiveTalent(server);
    const stream = `member-${talent.key}`;
    const [registered] = await readStream(server.portal.db.orm, stream);
    await tamperWithEvent(server, stream, 1, { ...registered?.payload, name: "Someone Else" });
    const broken = await staff.GET("/audit/event-chain");
    expect(broken.data?.data.broken).toEqual([{ stream, version: 1, reason: "its content does not match its hash" }]);
  });
});

describe("the mail outbox", () => {
  it("holds no mail still waiting once delivered, and keeps no links of what it sent", async () => {
    await signUpActiveTalent(server);
    await server.portal.services.outbox.drain();
    expect(await server.portal.db.orm.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([]);
    const sent = await server.portal.db.orm.select().from(outbox);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((row) => row.textBody === "" && row.htmlBody === "" && row.attempts === 1)).toBe(true);
  });
});
