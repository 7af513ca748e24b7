// A Talent's own pages over real HTTP: the profile with its defaults, details, resume, contact details and
// privacy settings, each appending its event; reference data; and the doors: anonymous 401, a Business 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { components } from "@ictm/openapi/portal.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

type Schemas = components["schemas"];
let server: TestServer;
let talent: { key: string; token: string };
let businessToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const signedUp = await signUpActiveTalent(server, { name: "Awang Profile" });
  talent = { key: signedUp.key, token: await signIn(server, signedUp.email) };
  businessToken = await signInBusiness(server, (await registerActiveBusiness(server)).email);
});
afterAll(async () => server?.close());

const details: Schemas["TalentProfileDetails"] = {
  name: "Awang Hj Profile",
  headline: "Data engineer",
  summary: "Pipelines and PostgreSQL.",
  district: "tutong",
  nationality: "BN",
  availability: "within-one-month",
  yearsOfExperience: 4,
};
const resume: Schemas["TalentResumeDetails"] = {
  education: [{ institution: "Universiti Teknologi Brunei", qualification: "BEng", fieldOfStudy: "Computing", startYear: 2015, endYear: null }],
  workExperience: [{ employer: "DST", title: "Engineer", startMonth: "2019-01", endMonth: null, description: "Networks." }],
  skills: ["SQL", "Python"],
  certifications: [{ name: "CCNA", issuer: "Cisco", year: 2020 }],
  languages: [{ language: "Malay", proficiency: "native" }],
};

describe("a Talent's profile", () => {
  it("starts with the documented privacy defaults", async () => {
    const profile = await portalClient(server, talent.token).GET("/talents/profiles");
    expect(profile.data?.data).toMatchObject({
      key: talent.key,
      name: "Awang Profile",
      privacySettings: { profileVisibility: "signed-in-businesses", showContactDetails: false, showResume: true, blockedBusinessKeys: [] },
      contactDetails: { phone: null, address: null, website: null, linkedinUrl: null, githubUrl: null },
      resume: { education: [], workExperience: [], skills: [], certifications: [], languages: [] },
    });
  });

  it("saves details, resume, contact details and privacy, answering the whole profile, with events", async () => {
    const api = portalClient(server, talent.token);
    expect((await api.PUT("/talents/profile-details", { body: details })).data?.data.details).toEqual(details);
    expect((await api.PUT("/talents/resume-details", { body: resume })).data?.data.resume).toEqual(resume);
    const contact = { phone: "+673 888 1234", address: "Kg Tungku", website: null, linkedinUrl: "https://linkedin.com/in/awang", githubUrl: null };
    expect((await api.PUT("/talents/contact-details", { body: contact })).data?.data).toEqual(contact);
    const business = (await portalClient(server, businessToken).GET("/businesses/profiles")).data?.data;
    const privacy = { profileVisibility: "everyone" as const, showContactDetails: true, showResume: false, blockedBusinessKeys: [business?.key ?? ""] };
    const saved = await api.POST("/talents/privacy-settings", { body: privacy });
    expect(saved.data?.data.privacySettings).toEqual(privacy);
    expect(saved.data?.data.blockedBusinesses).toEqual([{ key: business?.key, businessName: business?.businessName }]);
    const profile = (await api.GET("/talents/profiles")).data?.data;
    expect(profile).toMatchObject({ name: "Awang Hj Profile", details, resume, contactDetails: contact, privacySettings: privacy });
    // Each edit's event carries the whole change, so the log keeps every version of the profile.
    const changes = (await readStream(server.portal.db.orm, `member-${talent.key}`)).map((event) => [event.type, event.payload]);
    expect(changes.slice(-4)).toEqual([
      ["v2.TalentProfileDetailsChanged", details],
      ["v2.TalentResumeChanged", resume],
      ["v2.ContactDetailsChanged", contact],
      ["v1.PrivacySettingsChanged", privacy],
    ]);
  });

  it("names a wrong field: an unknown country, an unknown business to block, a bad visibility", async () => {
    const api = portalClient(server, talent.token);
    const country = await api.PUT("/talents/profile-details", { body: { ...details, nationality: "XX" } });
    expect(country.error).toMatchObject({ status: 400, errors: { nationality: ["Please choose a country."] } });
    const block = await api.POST("/talents/privacy-settings", { body: { profileVisibility: "nobody", showContactDetails: false, showResume: false, blockedBusinessKeys: ["00000000-0000-4000-8000-000000000000"] } });
    expect(block.error).toMatchObject({ status: 400, errors: { blockedBusinessKeys: ["Some of the businesses to block do not exist."] } });
    const raw = await fetch(`${server.url}/api/v1/talents/privacy-settings`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-member-authorization": talent.token },
      body: JSON.stringify({ profileVisibility: "friends", showContactDetails: false, showResume: false, blockedBusinessKeys: [] }),
    });
    expect(await raw.json()).toMatchObject({ status: 400, errors: { profileVisibility: ["Please choose who can see your profile."] } });
  });

  it("refuses anonymous callers with 401 and a Business with 403 on Talent-only calls", async () => {
    const anonymous = portalClient(server);
    const business = portalClient(server, businessToken);
    expect((await anonymous.GET("/talents/profiles")).response.status).toBe(401);
    expect((await anonymous.PUT("/talents/profile-details", { body: details })).response.status).toBe(401);
    expect((await business.GET("/talents/profiles")).response.status).toBe(403);
    expect((await business.PUT("/talents/profile-details", { body: details })).response.status).toBe(403);
    expect((await business.PUT("/talents/resume-details", { body: resume })).response.status).toBe(403);
    const privacy = { profileVisibility: "nobody" as const, showContactDetails: false, showResume: false, blockedBusinessKeys: [] };
    expect((await business.POST("/talents/privacy-settings", { body: privacy })).response.status).toBe(403);
  });
});

describe("reference data", () => {
  it("lists every ISO country, Brunei Darussalam first, and the common lists in display order", async () => {
    const countries = (await portalClient(server).GET("/portal/countries")).data?.data ?? [];
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries[0]).toEqual({ key: "BN", name: "Brunei Darussalam" });
    expect(countries.slice(1, 3).map((country) => country.key)).toEqual(["AF", "AX"]);
    const common = (await portalClient(server).GET("/portal/common-data")).data?.data;
    expect(common?.districts.map((item) => item.name)).toEqual(["Brunei-Muara", "Belait", "Tutong", "Temburong"]);
    expect(common?.businessTypes.find((item) => item.key === "private-limited")?.name).toBe("Private limited company (Sdn Bhd)");
    expect(common?.bruneiIcColours.map((item) => item.key)).toEqual(["yellow", "purple", "red", "green"]);
    expect(common?.salaryIntervals.map((item) => item.key)).toEqual(["hourly", "daily", "weekly", "monthly", "yearly"]);
    expect(common?.lpaApplicationTypes.length).toBeGreaterThan(0);
    expect(common?.employmentTypes.map((item) => item.key)).toContain("full-time");
    expect(common?.countries).toHaveLength(countries.length);
  });
});
