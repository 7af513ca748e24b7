// Core's verdict on a Talent's own forms equals the API's: profile details, resume (the end month not before the
// start included), contact details and privacy settings refuse the same fields with the same words, and every
// body core accepts is saved. Country keys and blocked businesses are real ones (the database's own checks).
import fc from "fast-check";
import { afterAll, beforeAll } from "vitest";
import {
  AVAILABILITIES,
  ContactDetailsForm,
  DISTRICTS,
  PROFICIENCIES,
  PROFILE_VISIBILITIES,
  PrivacySettingsForm,
  TalentProfileDetailsForm,
  TalentResumeForm,
} from "@ictm/core/domain";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { MISSING, body, choice, describeSameVerdicts, field, flag, numberIn, skills, text } from "../support/form-verdicts.ts";
import { contactDetails } from "../support/form-verdicts-contact.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let talent: string;
let businessKey: string;
beforeAll(async () => {
  server = await startTestServer();
  talent = await signIn(server, (await signUpActiveTalent(server)).email);
  const business = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  businessKey = (await portalClient(server, business).GET("/businesses/profiles")).data?.data.key ?? "";
});
afterAll(async () => server?.close());

const profileDetails = body({
  name: text({ min: 1, max: 120 }),
  headline: text({ max: 120 }),
  summary: text({ max: 2000, lineBreaks: true }),
  district: choice(DISTRICTS, { nullable: true }),
  nationality: field(fc.constantFrom(null, "BN", "SG"), fc.constantFrom("BNX", 5, MISSING)),
  availability: choice(AVAILABILITIES),
  yearsOfExperience: numberIn(0, 60, { integer: true }),
});

const month = field(
  fc.tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1, max: 12 })).map(([year, m]) => `${year}-${String(m).padStart(2, "0")}`),
  fc.constantFrom("2020-13", "2020-1", "1899-12", null, MISSING),
);
const listOf = <T>(entry: fc.Arbitrary<T>, max: number) =>
  field(fc.array(entry, { maxLength: 2 }), fc.oneof(entry.map((one) => Array.from({ length: max + 1 }, () => one)), fc.constantFrom("none", MISSING)));

const resume = body({
  education: listOf(
    body({
      institution: text({ min: 1, max: 200 }),
      qualification: text({ min: 1, max: 120 }),
      fieldOfStudy: text({ max: 120 }),
      startYear: numberIn(1950, 2100, { integer: true }),
      endYear: numberIn(1950, 2100, { integer: true, nullable: true }),
    }),
    20,
  ),
  workExperience: listOf(
    body({
      employer: text({ min: 1, max: 200 }),
      title: text({ min: 1, max: 120 }),
      startMonth: month,
      endMonth: field(fc.oneof(month, fc.constant(null)), fc.constant(MISSING)),
      description: text({ max: 2000, lineBreaks: true }),
    }),
    30,
  ),
  skills: skills(),
  certifications: listOf(body({ name: text({ min: 1, max: 200 }), issuer: text({ max: 200 }), year: numberIn(1950, 2100, { integer: true, nullable: true }) }), 30),
  languages: listOf(body({ language: text({ min: 1, max: 60 }), proficiency: choice(PROFICIENCIES) }), 15),
});

const privacy = () =>
  body({
    profileVisibility: choice(PROFILE_VISIBILITIES),
    showContactDetails: flag(),
    showResume: flag(),
    blockedBusinessKeys: field(fc.constantFrom([], [businessKey]), fc.constantFrom(["not-a-key"], [businessKey, businessKey], "none", MISSING)),
  });

describeSameVerdicts({ server: () => server, token: () => talent }, [
  { title: "on a Talent's profile details", method: "PUT", path: "/talents/profile-details", bodies: profileDetails, form: () => TalentProfileDetailsForm, numRuns: 50 },
  { title: "on a Talent's resume", method: "PUT", path: "/talents/resume-details", bodies: resume, form: () => TalentResumeForm, numRuns: 50 },
  { title: "on a Talent's contact details", method: "PUT", path: "/talents/contact-details", bodies: contactDetails, form: () => ContactDetailsForm, numRuns: 40 },
  // The privacy bodies name the Business made in `beforeAll`, so they are made when the test runs.
  { title: "on a Talent's privacy settings", method: "POST", path: "/talents/privacy-settings", bodies: privacy, form: () => PrivacySettingsForm, numRuns: 30 },
]);
