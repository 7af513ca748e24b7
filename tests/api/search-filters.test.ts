// Search filters (issue 16): each filter of the job, Talent and business searches, filters with terms, the facet
// counts (disjunctive: choosing one value still counts the others), privacy kept under filters, and bad values
// refused with the contract's message. Every row carries a word of its own, so the suite sees its rows only.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfDocument } from "../fixtures/files.ts";
import { portalClient, staffClient } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { bruneiDateIn, createTalent, createVacancy, rawSearch, type SearchPath } from "../support/search.ts";
import type { TestServer } from "../support/server.ts";
import { startWithDemoOfficer, submitVerification } from "../support/verification.ts";

const marker = `sf${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
let server: TestServer;
let officer: string;
let owner: string;
const jobs = { hourly: "", yearly: "", unpaid: "", monthly: "" };
const talents = { skilled: "", senior: "", junior: "", noYears: "", hidden: "", businessesOnly: "" };
const firms = { verified: "", partnership: "", unverified: "" };

beforeAll(async () => {
  ({ server, officer } = await startWithDemoOfficer());
  owner = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: "Filter Owner Sdn Bhd" } })).email);
  const job = (title: string, overrides: Parameters<typeof createVacancy>[2]) => createVacancy(server, owner, { title: `${title} ${marker}`, ...overrides });
  jobs.hourly = await job("Hourly analyst", { district: "belait", employmentType: "full-time", salaryMin: 10, salaryMax: null, salaryInterval: "hourly", closingDate: bruneiDateIn(20) });
  jobs.yearly = await job("Yearly clerk", { district: "tutong", employmentType: "part-time", salaryMin: 12_000, salaryMax: 12_000, salaryInterval: "yearly", closingDate: bruneiDateIn(20) });
  jobs.unpaid = await job("Contract tester", { district: "belait", employmentType: "contract", salaryMin: null, salaryMax: null, closingDate: bruneiDateIn(5) });
  jobs.monthly = await job("Monthly engineer", { district: "brunei-muara", employmentType: "full-time", salaryMin: 2500, salaryMax: 3500, salaryInterval: "monthly", closingDate: bruneiDateIn(30) });

  const talent = async (label: string, skills: string[], years: number | null, profileVisibility: "everyone" | "signed-in-businesses" | "nobody" = "everyone") => {
    const created = await createTalent(server, { name: `${label} ${marker}`, headline: "Developer", skills, privacy: { profileVisibility } });
    // createTalent gives 3 years; null stands for a Talent who never gave any: the profile keeps its default, 0
    // (talent_profiles.years_of_experience has no "none"), so that Talent is in the 0-1 band.
    const details = { name: `${label} ${marker}`, headline: "Developer", summary: "", district: "tutong" as const, nationality: "BN", availability: "immediately" as const, yearsOfExperience: years ?? 0 };
    const changed = await portalClient(server, created.token).PUT("/talents/profile-details", { body: details });
    if (changed.response.status !== 200) throw new Error(`Profile details refused with ${changed.response.status}`);
    return created.key;
  };
  [talents.skilled, talents.senior, talents.junior, talents.noYears, talents.hidden, talents.businessesOnly] = await Promise.all([
    talent("Skilled", ["TypeScript", "React"], 3),
    talent("Senior", ["TYPESCRIPT", "Go"], 12),
    talent("Junior", ["React"], 1),
    talent("Fresh", [], null),
    talent("Hidden", ["TypeScript"], 7, "nobody"),
    talent("Private", ["TypeScript"], 6, "signed-in-businesses"),
  ]);

  const firm = async (name: string, businessType: "private-limited" | "partnership") => {
    const { email } = await registerActiveBusiness(server, { registration: { businessName: `${name} ${marker}`, businessType } });
    const token = await signInBusiness(server, email);
    return { token, key: (await portalClient(server, token).GET("/businesses/profiles")).data?.data.key ?? "" };
  };
  const [verified, partnership, unverified] = await Promise.all([firm("Verified Tech", "private-limited"), firm("Partners Digital", "partnership"), firm("Pending Tech", "private-limited")]);
  [firms.verified, firms.partnership, firms.unverified] = [verified.key, partnership.key, unverified.key];
  const parts = [
    { field: "registrationCertificate", file: { bytes: pdfDocument(), name: "certificate.pdf", type: "application/pdf" } },
    { field: "applicantName", value: "Awang Hj Kamarul" },
    { field: "applicantPosition", value: "Director" },
  ];
  expect((await submitVerification(server, verified.token, parts)).status).toBe(201);
  const decided = await staffClient(server, officer).POST("/business-verifications/{businessKey}/decisions", {
    params: { path: { businessKey: firms.verified }, header: { "If-Match": '"1"' } },
    body: { decision: "approved" },
  });
  expect(decided.response.status).toBe(200);
}, 300_000);
afterAll(async () => server?.close());

type Found = { keys: string[]; count: number; facets: Record<string, Array<{ value: string; count: number }>> };

/** A search with the suite's word and these filters (repeated parameters for lists). */
async function found(path: SearchPath, filters: Record<string, string | string[]>, token?: string): Promise<Found> {
  const query = new URLSearchParams({ searchTerms: marker, pageSize: "100" });
  for (const [name, value] of Object.entries(filters)) for (const one of [value].flat()) query.append(name, one);
  const answer = await rawSearch(server, path, query.toString(), token);
  if (answer.status !== 200) throw new Error(`${path}?${query} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const data = (answer.body as { data: { items: Array<{ key: string }>; count: number; facets: Found["facets"] } }).data;
  return { keys: data.items.map((item) => item.key).sort(), count: data.count, facets: data.facets };
}
const sorted = (...keys: string[]) => [...keys].sort();

describe("job filters", () => {
  it("keep the chosen districts and types of employment, any of each, all filters together", async () => {
    expect((await found("/job-vacancies/searches", { district: "belait" })).keys).toEqual(sorted(jobs.hourly, jobs.unpaid));
    expect((await found("/job-vacancies/searches", { district: ["belait", "tutong"] })).keys).toEqual(sorted(jobs.hourly, jobs.unpaid, jobs.yearly));
    expect((await found("/job-vacancies/searches", { employmentType: "full-time" })).keys).toEqual(sorted(jobs.hourly, jobs.monthly));
    const both = await found("/job-vacancies/searches", { district: "belait", employmentType: "full-time" });
    expect(both).toMatchObject({ keys: [jobs.hourly], count: 1 });
  });

  it("compare pay as a monthly figure across intervals; a vacancy without a salary never matches", async () => {
    // 10 BND an hour is 1,733.33 a month; 12,000 a year is 1,000 a month.
    expect((await found("/job-vacancies/searches", { salaryFrom: "1500" })).keys).toEqual(sorted(jobs.hourly, jobs.monthly));
    expect((await found("/job-vacancies/searches", { salaryTo: "1200" })).keys).toEqual([jobs.yearly]);
    expect((await found("/job-vacancies/searches", { salaryFrom: "1000", salaryTo: "1000" })).keys).toEqual([jobs.yearly]);
    // The top of 2,500–3,500 reaches 3,000; its bottom is within 3,000.
    expect((await found("/job-vacancies/searches", { salaryFrom: "3000", salaryTo: "3000" })).keys).toEqual([jobs.monthly]);
    expect((await found("/job-vacancies/searches", { salaryFrom: "0" })).keys).not.toContain(jobs.unpaid);
  });

  it("keep the vacancies closing on or before a day", async () => {
    expect((await found("/job-vacancies/searches", { closesBy: bruneiDateIn(10) })).keys).toEqual([jobs.unpaid]);
    expect((await found("/job-vacancies/searches", { closesBy: bruneiDateIn(20) })).keys).toEqual(sorted(jobs.hourly, jobs.yearly, jobs.unpaid));
  });

  it("count each district and type with the terms and the other filters, not its own", async () => {
    const all = await found("/job-vacancies/searches", {});
    expect(all.facets).toEqual({
      district: [{ value: "belait", count: 2 }, { value: "brunei-muara", count: 1 }, { value: "tutong", count: 1 }],
      employmentType: [{ value: "full-time", count: 2 }, { value: "part-time", count: 1 }, { value: "contract", count: 1 }],
    });
    const belait = await found("/job-vacancies/searches", { district: "belait" });
    expect(belait.facets.district).toEqual(all.facets.district);
    expect(belait.facets.employmentType).toEqual([{ value: "full-time", count: 1 }, { value: "contract", count: 1 }]);
    const paid = await found("/job-vacancies/searches", { salaryFrom: "1500" });
    expect(paid.facets.district).toEqual([{ value: "brunei-muara", count: 1 }, { value: "belait", count: 1 }]);
  });
});

describe("Talent filters", () => {
  it("keep Talents who list every chosen skill, ignoring case and blanks", async () => {
    expect((await found("/talents/searches", { skill: "typescript" })).keys).toEqual(sorted(talents.skilled, talents.senior));
    expect((await found("/talents/searches", { skill: ["  TypeScript ", "REACT"] })).keys).toEqual([talents.skilled]);
    expect((await found("/talents/searches", { skill: ["typescript", "cobol"] })).keys).toEqual([]);
  });

  it("keep Talents in the chosen bands of years; a Talent who never gave years has the profile's 0", async () => {
    expect((await found("/talents/searches", { experience: "10+" })).keys).toEqual([talents.senior]);
    expect((await found("/talents/searches", { experience: "0-1" })).keys).toEqual(sorted(talents.junior, talents.noYears));
    expect((await found("/talents/searches", { experience: ["2-4", "10+"] })).keys).toEqual(sorted(talents.skilled, talents.senior));
    expect((await found("/talents/searches", { experience: "2-4", skill: "react" })).keys).toEqual([talents.skilled]);
  });

  it("count the bands with the skills chosen, never a Talent the caller may not see", async () => {
    const everyone = await found("/talents/searches", {});
    expect(everyone.count).toBe(4);
    expect(everyone.facets).toEqual({ experience: [{ value: "0-1", count: 2 }, { value: "2-4", count: 1 }, { value: "10+", count: 1 }] });
    expect((await found("/talents/searches", { experience: "10+" })).facets).toEqual(everyone.facets);
    expect((await found("/talents/searches", { skill: "react" })).facets).toEqual({ experience: [{ value: "0-1", count: 1 }, { value: "2-4", count: 1 }] });
    // A Business sees the profile shown to signed-in businesses (6 years), never the hidden one (7 years).
    const business = await found("/talents/searches", { experience: "5-9" }, owner);
    expect(business.keys).toEqual([talents.businessesOnly]);
    expect(business.facets.experience).toContainEqual({ value: "5-9", count: 1 });
    expect((await found("/talents/searches", { skill: "typescript", experience: "5-9" })).keys).toEqual([]);
  });
});

describe("business filters", () => {
  it("keep the chosen types of business and the verified ones only", async () => {
    expect((await found("/businesses/searches", { businessType: "private-limited" })).keys).toEqual(sorted(firms.verified, firms.unverified));
    expect((await found("/businesses/searches", { verified: "true" })).keys).toEqual([firms.verified]);
    expect((await found("/businesses/searches", { verified: "false" })).keys).toEqual(sorted(firms.verified, firms.partnership, firms.unverified));
    expect((await found("/businesses/searches", { businessType: "partnership", verified: "true" })).count).toBe(0);
  });

  it("count each type and the verified ones with the other filter applied", async () => {
    expect((await found("/businesses/searches", {})).facets).toEqual({
      businessType: [{ value: "private-limited", count: 2 }, { value: "partnership", count: 1 }],
      verified: [{ value: "true", count: 1 }],
    });
    expect((await found("/businesses/searches", { verified: "true" })).facets).toEqual({ businessType: [{ value: "private-limited", count: 1 }], verified: [{ value: "true", count: 1 }] });
    expect((await found("/businesses/searches", { businessType: "partnership" })).facets).toEqual({
      businessType: [{ value: "private-limited", count: 2 }, { value: "partnership", count: 1 }],
      verified: [],
    });
  });
});

describe("bad filter values", () => {
  it("are refused with the contract's message", async () => {
    const refused = async (path: SearchPath, query: string) => {
      const answer = await rawSearch(server, path, query);
      expect(answer.status).toBe(400);
      return (answer.body as { errors: Record<string, string[]> }).errors;
    };
    expect(Object.values(await refused("/job-vacancies/searches", "district=mars"))).toEqual([["Please choose a district."]]);
    expect(await refused("/job-vacancies/searches", "salaryFrom=-1")).toEqual({ salaryFrom: ["Please enter an amount in BND."] });
    expect(await refused("/job-vacancies/searches", "salaryTo=lots")).toEqual({ salaryTo: ["Please enter an amount in BND."] });
    expect(await refused("/job-vacancies/searches", "closesBy=2027-13-45")).toEqual({ closesBy: ["Please enter a date as YYYY-MM-DD."] });
    expect(Object.values(await refused("/job-vacancies/searches", "employmentType=gig"))).toEqual([["Please choose the type of employment."]]);
    expect(Object.values(await refused("/talents/searches", "experience=20%2B"))).toEqual([["Please choose a band of years of experience."]]);
    const elevenSkills = Array.from({ length: 11 }, (_, index) => `skill=s${index}`).join("&");
    expect(await refused("/talents/searches", elevenSkills)).toEqual({ skill: ["Please name at most 10 skills of up to 100 characters."] });
    expect(Object.values(await refused("/businesses/searches", "businessType=llc"))).toEqual([["Please choose the type of business."]]);
    expect(Object.keys(await refused("/businesses/searches", "verified=maybe"))).toEqual(["verified"]);
  });
});
