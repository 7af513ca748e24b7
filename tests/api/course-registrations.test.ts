// Course registrations over real HTTP (issue 15): a Talent registers for a published course once while the
// registration is live (core's words on every refusal), asks to withdraw, and the course's Business approves (the
// registration ends; the Talent may register again) or declines (the Talent stays), each decision mailed; the
// Business lists its registrants 12 a page, narrowed by every search term, with counts, the e-mail hidden where
// the talent's privacy hides the profile, and exports them as a CSV file; another Business sees none of it; two
// racing registrations give one 201 and one 409; the projection rebuilt from the log equals the live one.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemType, REGISTRANTS_PAGE_SIZE, REGISTRATION_MESSAGES } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { courseRegistrationProjector } from "@ictm/server/courses/registration-projector.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTestClock, minutes, type TestClock } from "../support/clock.ts";
import { bruneiDateIn } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

type CourseInput = components["schemas"]["TrainingCourseInput"];
type Registrant = components["schemas"]["CourseRegistrant"];
type RegistrantPage = components["schemas"]["CourseRegistrantPage"];

const marker = `qr${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
let server: TestServer;
let clock: TestClock;
let owner: string;
let ownerKey: string;
let other: string;

beforeAll(async () => {
  clock = createTestClock(new Date("2030-03-10T02:00:00Z"));
  server = await startTestServer({ clock });
  const business = await registerActiveBusiness(server);
  owner = await signInBusiness(server, business.email);
  ownerKey = business.key;
  other = await signInBusiness(server, (await registerActiveBusiness(server)).email);
});
afterAll(async () => server?.close());

function courseInput(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    title: `Secure coding ${marker}`,
    shortDescription: "Two days on writing software that resists attack.",
    registrationUrl: null,
    startDate: bruneiDateIn(30, clock.now()),
    languageId: "english",
    levelId: "intermediate",
    fee: 0,
    duration: 2,
    durationMeasurementId: "days",
    contactEmail: "training@example.bn",
    contactPhoneNumber: null,
    longDescription: "Day one: the common weaknesses. Day two: a review of your own code.",
    isPosted: true,
    tagId: "cybersecurity",
    ...overrides,
  };
}

async function createCourse(overrides: Partial<CourseInput> = {}): Promise<string> {
  const created = await portalClient(server, owner).POST("/businesses/training-courses", { body: courseInput(overrides) });
  if (!created.data) throw new Error(`Course refused with ${created.response.status}: ${JSON.stringify(created.error)}`);
  return created.data.data.key;
}

async function talent(name = "Test Talent"): Promise<{ token: string; key: string; email: string }> {
  const { email, key } = await signUpActiveTalent(server, { name });
  return { token: await signIn(server, email), key, email };
}

const register = (token: string | undefined, trainingCourseId: string) => {
  // Registrations made in one test are apart in time, so "newest first" is a real order.
  clock.advance(minutes(1));
  return portalClient(server, token).POST("/talents/training-courses/registrations", { body: { trainingCourseId } });
};
const withdraw = (token: string, id: string) => portalClient(server, token).DELETE("/talents/training-courses/registrations/{id}", { params: { path: { id } } });
const decisionPath = "/businesses/training-courses/{id}/registrations/{registrationId}/withdrawals" as const;
const approve = (token: string, id: string, registrationId: string) => portalClient(server, token).POST(decisionPath, { params: { path: { id, registrationId } } });
const decline = (token: string, id: string, registrationId: string) => portalClient(server, token).DELETE(decisionPath, { params: { path: { id, registrationId } } });

async function registered(token: string, courseId: string): Promise<string> {
  const answer = await register(token, courseId);
  if (!answer.data) throw new Error(`Registration refused with ${answer.response.status}: ${JSON.stringify(answer.error)}`);
  return answer.data.data.key;
}

/** The registrants page over plain fetch, so `searchTerms` can repeat exactly as a browser sends it. */
async function registrants(token: string, courseId: string, query: Array<[string, string]> = []): Promise<{ status: number; page: RegistrantPage | undefined }> {
  const qs = new URLSearchParams(query).toString();
  const response = await fetch(`${server.url}/api/v1/businesses/training-courses/${courseId}/registrants?${qs}`, { headers: { "x-member-authorization": token } });
  const body = (await response.json()) as { data?: RegistrantPage };
  return { status: response.status, page: body.data };
}

async function registrantKeys(token: string, courseId: string, query: Array<[string, string]> = []): Promise<string[]> {
  const { page } = await registrants(token, courseId, query);
  return (page?.items ?? []).map((item: Registrant) => item.key);
}

const refusal = (message: string) => ({ type: problemType("request-refused"), messages: [message] });

describe("registering for a course", () => {
  it("is for a signed-in Talent only: a Business is refused (403), anonymous callers too (401)", async () => {
    const course = await createCourse();
    expect((await register(owner, course)).response.status).toBe(403);
    expect((await register(undefined, course)).response.status).toBe(401);
  });

  it("enrols the Talent once: a second registration while it is live is refused with core's words", async () => {
    const course = await createCourse();
    const { token } = await talent();
    const first = await register(token, course);
    expect(first.response.status).toBe(201);
    expect(first.data?.data).toMatchObject({ status: "enrolled", isWithdrawn: false, withdrawalRequestedAt: null, decidedAt: null, trainingCourse: { key: course, registrants: null } });
    const again = await register(token, course);
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject(refusal(REGISTRATION_MESSAGES["already-registered"]));
  });

  it("refuses a draft or an unknown course: it is not open for registration", async () => {
    const draft = await createCourse({ isPosted: false });
    const { token } = await talent();
    for (const courseId of [draft, randomUUID()]) {
      const answer = await register(token, courseId);
      expect(answer.response.status).toBe(409);
      expect(answer.error).toMatchObject(refusal(REGISTRATION_MESSAGES["course-not-open"]));
    }
  });

  it("lets two racing registrations of one Talent land once: one 201 and one 409", async () => {
    const course = await createCourse();
    const { token } = await talent();
    const answers = await Promise.all([register(token, course), register(token, course)]);
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.response.status === 409)?.error).toMatchObject(refusal(REGISTRATION_MESSAGES["already-registered"]));
  });

  it("lists the Talent's registrations newest first, with the course as read, withdrawn ones too", async () => {
    const [older, newer] = [await createCourse(), await createCourse({ title: `Newer ${marker}` })];
    const { token } = await talent();
    const first = await registered(token, older);
    const second = await registered(token, newer);
    const list = await portalClient(server, token).GET("/talents/training-courses/registrations");
    expect(list.data?.data.map((item) => item.key)).toEqual([second, first]);
    expect(list.data?.data[0]?.trainingCourse).toMatchObject({ key: newer, name: `Newer ${marker}`, isPosted: true });
    expect((await portalClient(server, owner).GET("/talents/training-courses/registrations")).response.status).toBe(403);
  });
});

describe("withdrawing", () => {
  it("is a request the Talent makes once on their own registration", async () => {
    const course = await createCourse();
    const { token } = await talent();
    const key = await registered(token, course);
    const someoneElse = await talent();
    expect((await withdraw(someoneElse.token, key)).response.status).toBe(404);
    const asked = await withdraw(token, key);
    expect(asked.response.status).toBe(200);
    expect(asked.data?.data).toMatchObject({ key, status: "withdrawal-requested", isWithdrawn: false });
    expect(asked.data?.data.withdrawalRequestedAt).not.toBeNull();
    const twice = await withdraw(token, key);
    expect(twice.response.status).toBe(409);
    expect(twice.error).toMatchObject(refusal(REGISTRATION_MESSAGES["withdrawal-already-requested"]));
    // Still live: registering again is refused.
    expect((await register(token, course)).error).toMatchObject(refusal(REGISTRATION_MESSAGES["already-registered"]));
  });

  it("approved: the registration ends, leaves the not-withdrawn list for the withdrawn one, is mailed, and the Talent may register again", async () => {
    const course = await createCourse({ title: `Approve ${marker}` });
    const person = await talent();
    const key = await registered(person.token, course);
    expect((await approve(owner, course, key)).error).toMatchObject(refusal(REGISTRATION_MESSAGES["no-withdrawal-request"]));
    await withdraw(person.token, key);
    expect(await registrantKeys(owner, course)).toEqual([key]);

    const approved = await approve(owner, course, key);
    expect(approved.response.status).toBe(200);
    expect(approved.data?.data).toMatchObject({ key, talentKey: person.key, status: "withdrawn" });
    expect(await registrantKeys(owner, course)).toEqual([]);
    expect(await registrantKeys(owner, course, [["isWithdrawn", "true"]])).toEqual([key]);
    const mail = await server.outbox.waitForMail(person.email);
    expect(mail.subject).toBe(`Your withdrawal from Approve ${marker}`);
    expect(mail.text).toContain("approved");

    expect((await withdraw(person.token, key)).error).toMatchObject(refusal(REGISTRATION_MESSAGES["registration-ended"]));
    const again = await register(person.token, course);
    expect(again.response.status).toBe(201);
    expect(again.data?.data.key).not.toBe(key);
  });

  it("declined: the Talent stays enrolled, is mailed, and the request cannot be decided twice", async () => {
    const course = await createCourse({ title: `Decline ${marker}` });
    const person = await talent();
    const key = await registered(person.token, course);
    await withdraw(person.token, key);
    const declined = await decline(owner, course, key);
    expect(declined.response.status).toBe(200);
    expect(declined.data?.data).toMatchObject({ key, status: "enrolled" });
    expect(declined.data?.data.decidedAt).not.toBeNull();
    expect(await registrantKeys(owner, course)).toEqual([key]);
    const mail = await server.outbox.waitForMail(person.email);
    expect(mail.subject).toBe(`Your withdrawal from Decline ${marker}`);
    expect(mail.text).toContain("declined");
    expect((await decline(owner, course, key)).error).toMatchObject(refusal(REGISTRATION_MESSAGES["no-withdrawal-request"]));
  });

  it("is decided only by the course's Business: another Business, or the wrong course, is 404", async () => {
    const course = await createCourse();
    const elsewhere = await createCourse();
    const person = await talent();
    const key = await registered(person.token, course);
    await withdraw(person.token, key);
    expect((await approve(other, course, key)).response.status).toBe(404);
    expect((await decline(other, course, key)).response.status).toBe(404);
    expect((await approve(owner, elsewhere, key)).response.status).toBe(404);
    expect((await approve(person.token, course, key)).response.status).toBe(403);
  });
});

describe("the registrants of a course", () => {
  it("come 12 a page, newest registration first, with counts by status", async () => {
    const course = await createCourse();
    const keys: string[] = [];
    const people = [];
    for (let n = 0; n < REGISTRANTS_PAGE_SIZE + 2; n++) {
      const person = await talent(`Paged Person ${n}`);
      people.push(person);
      keys.push(await registered(person.token, course));
    }
    const [firstPerson, secondPerson] = people;
    if (!firstPerson || !secondPerson) throw new Error("No talents");
    await withdraw(firstPerson.token, keys[0] ?? "");
    await withdraw(secondPerson.token, keys[1] ?? "");
    await approve(owner, course, keys[1] ?? "");

    const first = await registrants(owner, course);
    expect(first.status).toBe(200);
    expect(first.page).toMatchObject({ count: REGISTRANTS_PAGE_SIZE + 1, pageNumber: 1, pageSize: REGISTRANTS_PAGE_SIZE, countIsExact: true, totalPages: 2 });
    expect(first.page?.counts).toEqual({ enrolled: REGISTRANTS_PAGE_SIZE, withdrawalRequested: 1, withdrawn: 1 });
    const live = keys.filter((_key, index) => index !== 1).reverse();
    expect(first.page?.items.map((item) => item.key)).toEqual(live.slice(0, REGISTRANTS_PAGE_SIZE));
    expect(await registrantKeys(owner, course, [["pageNumber", "2"]])).toEqual(live.slice(REGISTRANTS_PAGE_SIZE));
    const pending = first.page?.items.find((item) => item.key === keys[0]) ?? (await registrants(owner, course, [["pageNumber", "2"]])).page?.items.find((item) => item.key === keys[0]);
    expect(pending).toMatchObject({ status: "withdrawal-requested", name: "Paged Person 0" });
    expect(pending?.withdrawalRequestedAt).not.toBeNull();
  });

  it("are narrowed by every search term, a prefix of a word of the name or e-mail, ignoring case and accents", async () => {
    const course = await createCourse();
    const zoe = await talent(`Zoë Núñez ${marker}`);
    const zoel = await talent(`Zoel Abdullah ${marker}`);
    const nur = await talent(`Nur Zainab ${marker}`);
    const [zoeKey, zoelKey, nurKey] = [await registered(zoe.token, course), await registered(zoel.token, course), await registered(nur.token, course)];
    expect(await registrantKeys(owner, course, [["searchTerms", "zoe"]])).toEqual([zoelKey, zoeKey]);
    expect(await registrantKeys(owner, course, [["searchTerms", "ZOE"], ["searchTerms", "nun"]])).toEqual([zoeKey]);
    expect(await registrantKeys(owner, course, [["searchTerms", "NÚÑ"]])).toEqual([zoeKey]);
    expect(await registrantKeys(owner, course, [["searchTerms", "zai"]])).toEqual([nurKey]);
    expect(await registrantKeys(owner, course, [["searchTerms", "oe"]])).toEqual([]);
    // The e-mail's words and its start: "talent-<random>@test.ictm.bn".
    expect(await registrantKeys(owner, course, [["searchTerms", nur.email.slice(0, 12)]])).toEqual([nurKey]);
    const { page } = await registrants(owner, course, [["searchTerms", "zoe"]]);
    expect(page?.counts).toEqual({ enrolled: 2, withdrawalRequested: 0, withdrawn: 0 });
  });

  it("hide the e-mail of a talent whose privacy hides their profile, or who blocked the business", async () => {
    const course = await createCourse();
    const open = await talent("Open Person");
    const hidden = await talent("Hidden Person");
    const blocker = await talent("Blocking Person");
    for (const person of [open, hidden, blocker]) await registered(person.token, course);
    const privacy = { showContactDetails: true, showResume: true };
    await portalClient(server, hidden.token).POST("/talents/privacy-settings", { body: { ...privacy, profileVisibility: "nobody", blockedBusinessKeys: [] } });
    const businessKey = (await portalClient(server, owner).GET("/businesses/profiles")).data?.data.key;
    if (businessKey === undefined) throw new Error("The business has no key");
    const blocked = await portalClient(server, blocker.token).POST("/talents/privacy-settings", { body: { ...privacy, profileVisibility: "everyone", blockedBusinessKeys: [businessKey] } });
    expect(blocked.response.status).toBe(200);
    const { page } = await registrants(owner, course);
    const emailOf = (name: string) => page?.items.find((item) => item.name === name)?.email;
    expect(emailOf("Open Person")).toBe(open.email);
    expect(emailOf("Hidden Person")).toBeNull();
    expect(emailOf("Blocking Person")).toBeNull();
  });

  it("are the owner's only: another Business gets 404 for the list and the file, a Talent 403", async () => {
    const course = await createCourse();
    expect((await registrants(other, course)).status).toBe(404);
    expect((await registrants(owner, randomUUID())).status).toBe(404);
    const file = await fetch(`${server.url}/api/v1/businesses/training-courses/${course}/registrants/export`, { headers: { "x-member-authorization": other } });
    expect(file.status).toBe(404);
    const { token } = await talent();
    expect((await registrants(token, course)).status).toBe(403);
    expect(ownerKey).toBeTruthy();
  });

  it("export as a CSV file: the header, quoted and formula-safe names, Brunei times, the status label, the file name", async () => {
    const course = await createCourse({ title: `Data Ëngineering, ${marker}` });
    const names = ["Lim, Wei Ming", 'Awang "Ali" Hassan', "李小龙 Lee", "=HYPERLINK(1)"];
    for (const name of names) {
      const person = await talent(name);
      await registered(person.token, course);
    }
    const response = await fetch(`${server.url}/api/v1/businesses/training-courses/${course}/registrants/export`, { headers: { "x-member-authorization": owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="registrants-data-engineering-${marker}-2030-03-10.csv"`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe("Name,E-mail,Registered at,Status");
    expect(lines).toHaveLength(names.length + 2);
    expect(lines[lines.length - 1]).toBe("");
    // Newest first: the last registered is the first line. The time has a comma, so it is quoted.
    expect(lines[1]).toMatch(/^'=HYPERLINK\(1\),talent-[^,]+@test\.ictm\.bn,"10 Mar 2030, \d{1,2}:\d{2} AM",Enrolled$/);
    expect(lines[2]).toMatch(/^李小龙 Lee,/);
    expect(lines[3]).toMatch(/^"Awang ""Ali"" Hassan",/);
    expect(lines[4]).toMatch(/^"Lim, Wei Ming",/);
    expect((await fetch(`${server.url}/api/v1/businesses/training-courses/${course}/registrants/export?isWithdrawn=true`, { headers: { "x-member-authorization": owner } }).then((r) => r.text())).split("\r\n")).toHaveLength(2);
  });
});

describe("the registrations projection", () => {
  it("rebuilt from the log equals the live table", async () => {
    const rows = async () =>
      (await server.portal.db.rawTransaction((raw) => raw.query("select to_jsonb(t)::text as row from course_registrations t"))).map((row) => String(row["row"])).sort();
    const live = await rows();
    expect(live.length).toBeGreaterThan(5);
    await rebuildProjections(server.portal.db.orm, [courseRegistrationProjector]);
    expect(await rows()).toEqual(live);
  });
});
