// Relevant results and typo suggestions (issue 16): with terms, a title or skills match comes before a match in
// prose whatever their age; without terms, complete profiles come before empty shells; a search that finds
// little suggests the nearest known terms, from what that search lists.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTalent, createVacancy, search } from "../support/search.ts";
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
    expect(await suggestions("/job-vacancies/searches", "software")).toEqual([]);
    expect(await suggestions("/job-vacancies/searches", "zzqxv")).toEqual([]);
  });

  it("come from the search's own listings and follow new ones", async () => {
    expect(await suggestions("/ict-projects/searches", "typscript")).toEqual([]);
    await portalClient(server, owner).POST("/businesses/ict-projects", {
      body: { title: "Kubernetes rollout", description: "Move the ministry's services.", budget: 50000, skills: ["TypeScript"], stage: "planned", isPublished: true },
    });
    expect(await suggestions("/ict-projects/searches", "typscript")).toEqual(["typescript"]);
  });
});
