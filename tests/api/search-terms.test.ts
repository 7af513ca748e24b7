// What people type into the searches: punctuation and text-search syntax are plain text and never fail the
// call; the last word matches as a prefix; English words match their other forms; names match as written; a
// match in a title ranks above one in a description, ties newest first; terms are cut to 200 characters.
import { randomUUID } from "node:crypto";
import { EDGE_MESSAGES } from "@ictm/core/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createProject, createTalent, createVacancy, rawSearch, search, type SearchPath } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/** A word no other row has, so each search sees this suite's rows only. */
const marker = `qz${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
const paths: SearchPath[] = ["/talents/searches", "/businesses/searches", "/job-vacancies/searches", "/ict-projects/searches"];
let server: TestServer;
const keys = { titleMatch: "", descriptionMatch: "", olderTitleMatch: "" };

beforeAll(async () => {
  server = await startTestServer();
  const token = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: `Pelangi ${marker} Sdn Bhd` } })).email);
  keys.olderTitleMatch = await createVacancy(server, token, { title: `Kubernetes ${marker} operator`, description: "Run the platform of a bank in Bandar Seri Begawan." });
  keys.descriptionMatch = await createVacancy(server, token, { title: "Platform operator", description: `Run Kubernetes ${marker} clusters for a ministry in Tutong.` });
  keys.titleMatch = await createVacancy(server, token, { title: `Kubernetes ${marker} engineer`, description: "Build the platform of a telecom in Kuala Belait." });
  await createProject(server, token, { title: `Engineering ${marker} portal`, description: "An online portal for engineering permits, with payments." });
  await createTalent(server, { name: `Dayang Nurhaliza ${marker}`, headline: "Software engineers' lead (Node.js, C#)", skills: ["Node.js", "C#"] });
});
afterAll(async () => server?.close());

describe("search terms", () => {
  it("never fail on punctuation, search syntax, any script or very long terms", async () => {
    const hostile = ["'", "''", "\\", "&|!", "a & b | !c", ":*", "x:*", "<->", "a <-> b", "(((", "'; drop table members; --", "日本語 Ümlaut ñ", "🙂🙃", "%", "a".repeat(10_000), `${"word ".repeat(400)}`];
    for (const path of paths) {
      for (const terms of hostile) {
        const answer = await rawSearch(server, path, new URLSearchParams({ searchTerms: terms }).toString());
        expect.soft(answer.status, `${path} with ${JSON.stringify(terms.slice(0, 40))}`).toBe(200);
      }
    }
  });

  it("refuse a NUL in the terms, as in any text a request carries (the edge's one rule)", async () => {
    for (const path of paths) {
      const answer = await rawSearch(server, path, new URLSearchParams({ searchTerms: "a\u0000b" }).toString());
      expect.soft(answer.status, path).toBe(400);
      expect.soft(JSON.stringify(answer.body), path).toContain(EDGE_MESSAGES.unsafeCharacter);
    }
  });

  it("reads syntax as separators: `marker:*&|` finds the same rows as the marker", async () => {
    const plain = await search(server, "/job-vacancies/searches", { searchTerms: marker });
    const noisy = await search(server, "/job-vacancies/searches", { searchTerms: `'${marker}':*&|!<->\\` });
    expect(noisy.items.map((item) => item.key)).toEqual(plain.items.map((item) => item.key));
    expect(plain.count).toBe(3);
  });

  it("matches the last word as a prefix, and only the last", async () => {
    expect((await search(server, "/job-vacancies/searches", { searchTerms: `${marker} kuber` })).count).toBe(3);
    expect((await search(server, "/job-vacancies/searches", { searchTerms: `kuber ${marker}` })).count).toBe(0);
    expect((await search(server, "/businesses/searches", { searchTerms: marker.slice(0, 6) })).items.map((item) => item["businessName"])).toContain(`Pelangi ${marker} Sdn Bhd`);
  });

  it("puts a title match before a description match, and ties newest first", async () => {
    const page = await search(server, "/job-vacancies/searches", { searchTerms: `kubernetes ${marker}` });
    expect(page.items.map((item) => item.key)).toEqual([keys.titleMatch, keys.olderTitleMatch, keys.descriptionMatch]);
  });

  it("finds English words in their other forms, and names and skills as written", async () => {
    expect((await search(server, "/ict-projects/searches", { searchTerms: `${marker} engineers` })).count).toBe(1);
    const talent = await search(server, "/talents/searches", { searchTerms: `nurhaliza ${marker} node js` });
    expect(talent.items.map((item) => item["name"])).toEqual([`Dayang Nurhaliza ${marker}`]);
    expect((await search(server, "/talents/searches", { searchTerms: `${marker} C#` })).count).toBe(1);
  });

  it("ignores stop words other than the last, and anything past 200 characters", async () => {
    expect((await search(server, "/job-vacancies/searches", { searchTerms: `the ${marker} of kubernetes` })).count).toBe(3);
    expect((await search(server, "/job-vacancies/searches", { searchTerms: `${marker} nomatch` })).count).toBe(0);
    expect((await search(server, "/job-vacancies/searches", { searchTerms: `${marker}${" ".repeat(250)}nomatch` })).count).toBe(3);
    expect((await search(server, "/job-vacancies/searches", { searchTerms: `${"x".repeat(199)} ${marker}` })).count).toBe(0);
  });
});
