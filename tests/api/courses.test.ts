// Training courses over real HTTP (issue 15): a Business creates, changes, publishes and unpublishes its own
// courses only (another Business 404, a Talent 403, anonymous 401); a draft needs only a title, publishing needs
// every field but the registration address and phone and a start date not passed (core's form, core's words);
// reference keys come from the common data lists; the read shape maps back onto the edit payload exactly;
// unpublishing keeps the course as a draft and takes it out of the search at once; the course search lists
// published courses only, 12 a page, newest published first, and finds them by title, business, tag or language.
// Every write appends its fact on `training-course-<id>`; a Talent registered for a course still reads it after it
// was unpublished.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSE_MESSAGES, COURSE_PAGE_SIZE, courseEditPayloadOf, problemType } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { portalClient, signIn, signUpActiveTalent } from "../support/api.ts";
import { registerActiveBusiness, signInBusiness } from "../support/business.ts";
import { createTestClock, days, type TestClock } from "../support/clock.ts";
import { cloudCourseInput, type CourseInput } from "../support/course-input.ts";
import { bruneiDateIn } from "../support/search.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

type Course = components["schemas"]["TrainingCourse"];

const marker = `qc${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
let server: TestServer;
let clock: TestClock;
let owner: string;
let other: string;
let talent: string;

beforeAll(async () => {
  clock = createTestClock(new Date("2030-03-10T02:00:00Z"));
  server = await startTestServer({ clock });
  owner = await signInBusiness(server, (await registerActiveBusiness(server, { registration: { businessName: `Mahkota ${marker} Training Sdn Bhd` } })).email);
  other = await signInBusiness(server, (await registerActiveBusiness(server)).email);
  talent = await signIn(server, (await signUpActiveTalent(server)).email);
});
afterAll(async () => server?.close());

function courseInput(overrides: Partial<CourseInput> = {}): CourseInput {
  return cloudCourseInput(`Cloud foundations ${marker}`, bruneiDateIn(30, clock.now()), overrides);
}

async function create(token: string, input: CourseInput): Promise<Course> {
  const created = await portalClient(server, token).POST("/businesses/training-courses", { body: input });
  if (!created.data) throw new Error(`Course refused with ${created.response.status}: ${JSON.stringify(created.error)}`);
  expect(created.response.status).toBe(201);
  return created.data.data;
}

const put = (token: string | undefined, id: string, body: CourseInput) => portalClient(server, token).PUT("/businesses/training-courses/{id}", { params: { path: { id } }, body });
const unpublish = (token: string | undefined, id: string) => portalClient(server, token).DELETE("/businesses/training-courses/{id}", { params: { path: { id } } });
const read = (token: string | undefined, id: string) => portalClient(server, token).GET("/training-courses/{id}", { params: { path: { id } } });

async function searchCourses(query: Record<string, string | number>): Promise<{ items: Course[]; count: number; pageNumber: number; pageSize: number; totalPages: number }> {
  const qs = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  const response = await fetch(`${server.url}/api/v1/training-courses/searches?${qs}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { items: Course[]; count: number; pageNumber: number; pageSize: number; totalPages: number } };
  return body.data;
}
const foundKeys = async (searchTerms: string) => (await searchCourses({ searchTerms })).items.map((item) => item.key);

describe("a Business's own training courses", () => {
  it("saves a draft with only a title, and answers it with its registrant counts", async () => {
    const draft = await create(owner, { title: `Draft only ${marker}` });
    expect(draft).toMatchObject({
      name: `Draft only ${marker}`,
      isPosted: false,
      publishedAt: null,
      shortDescription: null,
      startDate: null,
      fee: null,
      tag: null,
      registrants: { enrolled: 0, withdrawalRequested: 0, withdrawn: 0 },
    });
    const listed = await portalClient(server, owner).GET("/businesses/training-courses");
    expect(listed.data?.data.map((course) => course.key)).toContain(draft.key);
  });

  it("refuses a title that is too short, and publishing an incomplete course, with core's words", async () => {
    const api = portalClient(server, owner);
    const short = await api.POST("/businesses/training-courses", { body: { title: "ab" } });
    expect(short.response.status).toBe(400);
    expect(short.error).toMatchObject({ type: problemType("validation-failed"), errors: { title: [COURSE_MESSAGES.title] } });
    const incomplete = await api.POST("/businesses/training-courses", { body: { title: `Incomplete ${marker}`, isPosted: true, contactEmail: "a@example.bn" } });
    expect(incomplete.response.status).toBe(400);
    expect(incomplete.error).toMatchObject({ errors: { shortDescription: [COURSE_MESSAGES.shortDescription] } });
  });

  it("refuses to publish a course whose start date has passed in Brunei", async () => {
    const started = await portalClient(server, owner).POST("/businesses/training-courses", { body: courseInput({ startDate: bruneiDateIn(-1, clock.now()) }) });
    expect(started.response.status).toBe(400);
    expect(started.error).toMatchObject({ errors: { startDate: [COURSE_MESSAGES.startDatePassed] } });
    // A draft may keep a past date.
    await create(owner, courseInput({ title: `Old draft ${marker}`, startDate: bruneiDateIn(-1, clock.now()), isPosted: false }));
  });

  it("refuses a key its common data list lacks", async () => {
    const api = portalClient(server, owner);
    const unknown = await api.POST("/businesses/training-courses", { body: courseInput({ languageId: "klingon", tagId: "underwater-basket-weaving" }) });
    expect(unknown.response.status).toBe(400);
    expect(unknown.error).toMatchObject({ errors: { languageId: [COURSE_MESSAGES.languageId], tagId: [COURSE_MESSAGES.tagId] } });
    const common = await portalClient(server).GET("/portal/common-data");
    expect(common.data?.data.courseLanguages.map((item) => item.key)).toContain("english");
    expect(common.data?.data.courseTags.map((item) => item.key)).toContain("cloud-computing");
    expect(common.data?.data.courseDurationMeasurements.map((item) => item.key)).toEqual(["hours", "days", "weeks", "months"]);
  });

  it("reads back what was sent: read → edit payload → PUT → read is the same course", async () => {
    const course = await create(owner, courseInput({ title: `Round trip ${marker}` }));
    expect(course).toMatchObject({ fee: 350.5, duration: 3, durationMeasurement: "days", language: "english", courseLevel: "beginner", tag: "cloud-computing", isPosted: true });
    const got = await read(owner, course.key);
    expect(got.data?.data).toEqual(course);
    clock.advance(60_000);
    const again = await put(owner, course.key, courseEditPayloadOf(course));
    expect(again.response.status).toBe(200);
    const { updatedAt: _a, ...before } = course;
    const { updatedAt: _b, ...after } = again.data?.data ?? course;
    expect(after).toEqual(before);
    expect(again.data?.data.publishedAt).toBe(course.publishedAt);
  });

  it("lets only the owner change or unpublish a course: another Business 404, a Talent 403, anonymous 401", async () => {
    const course = await create(owner, courseInput({ title: `Guarded ${marker}` }));
    const body = courseInput({ title: `Taken over ${marker}` });
    expect((await put(other, course.key, body)).response.status).toBe(404);
    expect((await put(talent, course.key, body)).response.status).toBe(403);
    expect((await put(undefined, course.key, body)).response.status).toBe(401);
    expect((await unpublish(other, course.key)).response.status).toBe(404);
    expect((await unpublish(talent, course.key)).response.status).toBe(403);
    expect((await unpublish(undefined, course.key)).response.status).toBe(401);
    expect((await portalClient(server, talent).POST("/businesses/training-courses", { body })).response.status).toBe(403);
    expect((await portalClient(server).POST("/businesses/training-courses", { body })).response.status).toBe(401);
    expect((await portalClient(server, talent).GET("/businesses/training-courses")).response.status).toBe(403);
    expect((await portalClient(server).GET("/businesses/training-courses")).response.status).toBe(401);
    expect((await put(owner, randomUUID(), body)).response.status).toBe(404);
    expect((await read(owner, course.key)).data?.data.name).toBe(`Guarded ${marker}`);
  });

  it("publishes a draft with PUT and isPosted true, and keeps it published when saved again", async () => {
    const draft = await create(owner, { title: `Later ${marker}` });
    const published = await put(owner, draft.key, { ...courseEditPayloadOf(draft), ...courseInput({ title: `Later ${marker}` }), isPosted: true });
    expect(published.data?.data).toMatchObject({ isPosted: true, publishedAt: clock.now().toISOString() });
    expect(await foundKeys(`later ${marker}`)).toEqual([draft.key]);
  });

  it("unpublishes (DELETE) into a draft that leaves the search at once and is never deleted", async () => {
    const course = await create(owner, courseInput({ title: `Withdrawn offer ${marker}` }));
    expect(await foundKeys(`withdrawn offer ${marker}`)).toEqual([course.key]);
    const answer = await unpublish(owner, course.key);
    expect(answer.response.status).toBe(200);
    expect(answer.data?.data).toMatchObject({ key: course.key, isPosted: false, publishedAt: null, name: course.name, fee: course.fee, registrants: { enrolled: 0, withdrawalRequested: 0, withdrawn: 0 } });
    expect(await foundKeys(`withdrawn offer ${marker}`)).toEqual([]);
    // The owner still reads and lists it; unpublishing a draft answers the same.
    expect((await read(owner, course.key)).data?.data.isPosted).toBe(false);
    expect((await unpublish(owner, course.key)).data?.data.isPosted).toBe(false);
    expect((await portalClient(server, owner).GET("/businesses/training-courses")).data?.data.map((item) => item.key)).toContain(course.key);
  });

  it("records each write as a fact on the course's stream, with the whole edit payload; unpublishing a draft records nothing", async () => {
    const draft = await create(owner, { title: `Recorded ${marker}` });
    const complete = courseInput({ title: `Recorded ${marker}` });
    const published = await put(owner, draft.key, complete);
    expect(published.response.status).toBe(200);
    expect((await unpublish(owner, draft.key)).response.status).toBe(200);
    expect((await unpublish(owner, draft.key)).response.status).toBe(200);
    const events = await readStream(server.portal.db.orm, `training-course-${draft.key}`);
    expect(events.map((event) => event.type)).toEqual(["v1.TrainingCourseCreated", "v1.TrainingCourseChanged", "v1.TrainingCourseUnpublished"]);
    const businessKey = draft.businessKey;
    expect(events[0]?.payload).toEqual({ businessKey, ...courseEditPayloadOf(draft) });
    expect(events[1]?.payload).toEqual({ businessKey, ...courseEditPayloadOf(published.data?.data ?? draft), isPosted: true });
    expect(events[2]?.payload).toEqual({ businessKey, title: `Recorded ${marker}` });
    expect(new Set(events.map((event) => event.actor))).toEqual(new Set([events[0]?.actor]));
  });
});

describe("reading one course", () => {
  it("shows a published course to anyone without registrant counts, and a draft to its owner only", async () => {
    const published = await create(owner, courseInput({ title: `Open to all ${marker}` }));
    const anonymous = await read(undefined, published.key);
    expect(anonymous.data?.data).toMatchObject({ key: published.key, registrants: null, businessName: `Mahkota ${marker} Training Sdn Bhd` });
    expect((await read(talent, published.key)).data?.data.registrants).toBeNull();
    expect((await read(other, published.key)).data?.data.registrants).toBeNull();
    expect((await read(owner, published.key)).data?.data.registrants).toEqual({ enrolled: 0, withdrawalRequested: 0, withdrawn: 0 });

    const draft = await create(owner, { title: `Secret draft ${marker}` });
    expect((await read(owner, draft.key)).response.status).toBe(200);
    for (const token of [undefined, talent, other]) expect((await read(token, draft.key)).response.status).toBe(404);
    expect((await read(undefined, randomUUID())).response.status).toBe(404);
  });

  it("still shows an unpublished course to a Talent who registered for it (isPosted false), and to nobody else", async () => {
    const course = await create(owner, courseInput({ title: `Closed later ${marker}` }));
    const registered = await portalClient(server, talent).POST("/talents/training-courses/registrations", { body: { trainingCourseId: course.key } });
    expect(registered.response.status).toBe(201);
    expect((await unpublish(owner, course.key)).response.status).toBe(200);
    const seen = await read(talent, course.key);
    expect(seen.response.status).toBe(200);
    expect(seen.data?.data).toMatchObject({ key: course.key, name: course.name, isPosted: false, publishedAt: null, registrants: null });
    const stranger = await signIn(server, (await signUpActiveTalent(server)).email);
    for (const token of [undefined, stranger, other]) expect((await read(token, course.key)).response.status).toBe(404);
    // A registration that has ended still counts: the Talent's list keeps linking to the course.
    const registration = registered.data?.data.key ?? "";
    expect((await portalClient(server, talent).DELETE("/talents/training-courses/registrations/{id}", { params: { path: { id: registration } } })).response.status).toBe(200);
    const approved = await portalClient(server, owner).POST("/businesses/training-courses/{id}/registrations/{registrationId}/withdrawals", {
      params: { path: { id: course.key, registrationId: registration } },
    });
    expect(approved.response.status).toBe(200);
    expect((await read(talent, course.key)).data?.data.isPosted).toBe(false);
  });
});

describe("the course search", () => {
  const pageMarker = `qp${randomUUID().replace(/[0-9-]/g, "").slice(0, 8)}`;
  const made: string[] = [];

  beforeAll(async () => {
    const tags = ["cybersecurity", "data-analytics", "software-development"];
    for (let index = 0; index < 14; index += 1) {
      made.push((await create(owner, courseInput({ title: `Course ${index} ${pageMarker}`, tagId: tags[index % 3] ?? null, languageId: index === 5 ? "malay" : "english" }))).key);
      clock.advance(1000);
    }
    await create(owner, { title: `Draft ${pageMarker}` });
  });

  it("pages published courses 12 at a time, newest published first, drafts never listed", async () => {
    const first = await searchCourses({ searchTerms: pageMarker });
    expect(first).toMatchObject({ count: 14, pageNumber: 1, pageSize: COURSE_PAGE_SIZE, countIsExact: true, totalPages: 2 });
    expect(first.items).toHaveLength(12);
    const second = await searchCourses({ searchTerms: pageMarker, pageNumber: 2 });
    expect(second.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((item) => item.key).sort()).toEqual([...made].sort());
    for (const item of [...first.items, ...second.items]) expect(item.registrants).toBeNull();
    const newest = (await searchCourses({ pageSize: 3 })).items.map((item) => item.key);
    expect(newest).toEqual(made.slice(-3).reverse());
    expect((await searchCourses({ searchTerms: pageMarker, pageSize: 5, pageNumber: 3 })).items).toHaveLength(4);
  });

  it("finds courses by title prefix, business name, tag and language names", async () => {
    expect(await foundKeys(`course 5 ${pageMarker}`)).toEqual([made[5]]);
    expect(await foundKeys(`${pageMarker} malay`)).toEqual([made[5]]);
    expect((await foundKeys(`${pageMarker} cybersec`)).sort()).toEqual(made.filter((_, index) => index % 3 === 0).sort());
    expect((await searchCourses({ searchTerms: `mahkota ${marker} ${pageMarker.slice(0, 6)}` })).count).toBe(14);
    expect(await foundKeys(`${pageMarker} nothingmatcheshere`)).toEqual([]);
  });

  it("drops a course from the search when it is unpublished, and brings it back newest when published again", async () => {
    const first = made[0] ?? "";
    await unpublish(owner, first);
    expect(await foundKeys(pageMarker)).not.toContain(first);
    clock.advance(days(1));
    const current = (await read(owner, first)).data?.data;
    if (!current) throw new Error("The owner cannot read its course");
    expect((await put(owner, first, { ...courseEditPayloadOf(current), isPosted: true })).response.status).toBe(200);
    expect((await searchCourses({ pageSize: 1 })).items.map((item) => item.key)).toEqual([first]);
  });
});
