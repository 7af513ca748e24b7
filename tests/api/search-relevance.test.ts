// Relevant results and typo suggestions (issue 16): with terms, a title or skills match comes before a match in
// prose whatever their age; without terms, complete profiles come before empty shells; a search that finds
// little suggests the nearest known terms, from what that search lists. The vocabulary is refreshed in the
// background, never by a search: these tests refresh it themselves (refreshSearchVocabulary) after listing.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { rowsOf } from "@ictm/server/db/rows.ts";
import { refreshSearchVocabulary, suggestionsFor } from "@ictm/server/search/suggestions.ts";
import { startUpkeep } from "@ictm/server/upkeep.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTalent, createVacancy, search } from "../support/search.ts";
import { copyMigratedDatabase } from "../support/pglite-template.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const marker = `qr${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
let server: TestServer;
let owner: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: "Borneo Digital Sdn Bhd" } })).email);
});
afterAll(async () => server?.close());

const suggestions = async (path: "/talents/searches" | "/businesses/searches" | "/job-vacancies/searches" | "/ict-projects/searches", searchTerms: string) => {
  const answer = await portalClient(server).GET(path, { params: { query: { searchTerms } } });
  if (!answer.data) throw new Error(`${path} answered ${answer.response.status}`);
  return answer.data.data.suggestions;
};

describe("relevance", () => {
  it("puts a title match before a match in the description, even a newer one", async () => {
    const inTitle = await createVacancy(server, owner, { title: `Network ${marker} engineer` });
    const inProse = await createVacancy(server, owner, { title: "Support officer", description: `Work with the ${marker} team.` });
    expect((await search(server, "/job-vacancies/searches", { searchTerms: marker })).items.map((item) => item.key)).toEqual([inTitle, inProse]);
  });

  it("lists a complete profile before an empty one, whether searched for or not", async () => {
    const complete = await createTalent(server, { name: `Complete ${marker}`, headline: "Data analyst", summary: "Five years of reporting.", skills: ["SQL"] });
    const empty = await createTalent(server, { name: `Empty ${marker}` });
    const searched = (await search(server, "/talents/searches", { searchTerms: marker })).items.map((item) => item.key);
    expect(searched).toEqual([complete.key, empty.key]);
    const listed = (await search(server, "/talents/searches", { pageSize: 100 })).items.map((item) => item.key);
    expect(listed.indexOf(complete.key)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(complete.key)).toBeLessThan(listed.indexOf(empty.key));
  });
});

describe("typo suggestions", () => {
  beforeAll(async () => {
    await createVacancy(server, owner, { title: "Senior Software Developer", skills: ["TypeScript", "React"] });
    await createVacancy(server, owner, { title: "Develop the payments platform", skills: ["Java"] });
    await refreshSearchVocabulary(server.portal.db.orm);
  });

  it("suggest the nearest known terms for devlop, typscript and bornoe", async () => {
    const devlop = await suggestions("/job-vacancies/searches", "devlop");
    expect(devlop.length).toBeGreaterThan(0);
    expect(devlop).toContain("develop");
    expect(devlop).toContain("developer");
    expect((await suggestions("/job-vacancies/searches", "typscript"))[0]).toBe("typescript");
    expect((await suggestions("/businesses/searches", "bornoe"))[0]).toBe("borneo");
  });

  it("correct the misspelt word of several and keep the others", async () => {
    expect(await suggestions("/job-vacancies/searches", "senior devloper")).toContain("senior developer");
  });

  it("are empty when the terms find enough, or nothing is near", async () => {
    await createVacancy(server, owner, { title: "Software tester" });
    await refreshSearchVocabulary(server.portal.db.orm);
    expect(await suggestions("/job-vacancies/searches", "software")).toEqual([]);
    expect(await suggestions("/job-vacancies/searches", "zzqxv")).toEqual([]);
  });

  it("come from the search's own listings and follow new ones", async () => {
    expect(await suggestions("/ict-projects/searches", "typscript")).toEqual([]);
    await portalClient(server, owner).POST("/businesses/ict-projects", {
      body: { title: "Kubernetes rollout", description: "Move the ministry's services.", budget: 50000, skills: ["TypeScript"], stage: "planned", isPublished: true },
    });
    await refreshSearchVocabulary(server.portal.db.orm);
    expect(await suggestions("/ict-projects/searches", "typscript")).toEqual(["typescript"]);
  });
});

// On a database of its own (no server, so no background refresh in between): what a change records, what a
// refresh and a search do with it.
describe("the vocabulary's refresh", () => {
  let folder: string;
  let db: Database;
  const changes = async () => Number(rowsOf(await db.orm.execute(sql`select count(*) as n from search_vocabulary_changes`))[0]?.["n"]);

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "ictm-vocabulary-"));
    await copyMigratedDatabase(join(folder, "db"));
    db = await openDatabase({ folder: join(folder, "db") });
  });
  afterAll(async () => {
    await db?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("rebuilds once after the listed rows changed, and a search never rebuilds", async () => {
    await refreshSearchVocabulary(db.orm);
    expect(await refreshSearchVocabulary(db.orm)).toBe(false);
    await db.orm.execute(sql`update job_vacancies set title = title where false`);
    await db.orm.execute(sql`update businesses set industry = industry where false`);
    expect(await changes()).toBe(2);
    expect(await suggestionsFor(db.orm, "jobs", ["devlop"], 0)).toEqual([]);
    expect(await changes()).toBe(2);
    expect(await refreshSearchVocabulary(db.orm, { wait: false })).toBe(true);
    expect(await changes()).toBe(0);
    expect(await refreshSearchVocabulary(db.orm)).toBe(false);
  });

  it("is refreshed by the background loop soon after it starts, until closed", async () => {
    await db.orm.execute(sql`update ict_projects set title = title where false`);
    const refresher = startUpkeep({ orm: db.orm, autovacuum: false, firstAfterMs: 10, intervalMs: 60_000 });
    await expect.poll(changes, { timeout: 5_000, interval: 20 }).toBe(0);
    await refresher.close();
    await db.orm.execute(sql`update ict_projects set title = title where false`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await changes()).toBe(1);
  });
});
