import { describe, expect, it } from "vitest";
import { aPublishedCourse, aRegistrant, aRegistrantPage, aRegistration } from "../test-support/course-fixtures.ts";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { approveCourseWithdrawal, declineCourseWithdrawal } from "./decide-course-withdrawal.ts";
import { courseRegistrationOf } from "./course-registrations-store.ts";
import { loadCourseRegistrants } from "./load-course-registrants.ts";
import { loadCourseRegistrations } from "./load-course-registrations.ts";
import { registerForCourse } from "./register-for-course.ts";
import { REGISTRATION_MESSAGES } from "./registration-transitions.ts";
import { withdrawFromCourse } from "./withdraw-from-course.ts";

const courseId = aPublishedCourse.key;
const registrantsPath = `/businesses/training-courses/${courseId}/registrants`;
const withdrawalsPath = (registrationId: string) => `/businesses/training-courses/${courseId}/registrations/${registrationId}/withdrawals`;
const first = "a1111111-1111-4111-8111-111111111111";
const second = "b2222222-2222-4222-8222-222222222222";
const refused = (message: string) => ({ ...problemOf("request-refused", message), status: 409 });
const queryOf = (url: string | undefined) => new URL(url ?? "http://x/").searchParams;

describe("a Talent's registrations", () => {
  it("registering twice is refused the second time with the server's words, and the list keeps one", async () => {
    const registration = aRegistration(first, "enrolled");
    const test = makeTestCore({
      script: [
        { method: "POST", path: "/talents/training-courses/registrations", status: 201, body: { data: registration } },
        { method: "POST", path: "/talents/training-courses/registrations", status: 409, body: refused(REGISTRATION_MESSAGES["already-registered"]) },
      ],
    });
    expect(await test.core.run(registerForCourse(courseId))).toEqual({ ok: true, value: registration });
    const again = await test.core.run(registerForCourse(courseId));
    expect(again.ok ? null : again.error).toMatchObject({ _tag: "Refused", message: "You are already registered for this course." });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual({ trainingCourseId: courseId });
    expect(test.core.stores.courseRegistrations.value.items).toEqual([registration]);
    expect(courseRegistrationOf(test.core.stores.courseRegistrations.value, courseId)).toEqual(registration);
    expect(test.types().filter((type) => type.startsWith("v1.Co") || type.startsWith("v1.Reg"))).toEqual(["v1.RegisteredForCourse", "v1.CommandFailed"]);
  });

  it("asking to withdraw replaces the registration in place; an ended one is no live registration", async () => {
    const ended = { ...aRegistration(second, "withdrawn"), registeredAt: "2025-01-01T00:00:00.000Z" };
    const asked = aRegistration(first, "withdrawal-requested");
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/talents/training-courses/registrations", status: 200, body: { data: [aRegistration(first, "enrolled"), ended] } },
        { method: "DELETE", path: `/talents/training-courses/registrations/${first}`, status: 200, body: { data: asked } },
        { method: "DELETE", path: `/talents/training-courses/registrations/${first}`, status: 409, body: refused(REGISTRATION_MESSAGES["withdrawal-already-requested"]) },
      ],
    });
    await test.core.run(loadCourseRegistrations());
    await test.core.run(withdrawFromCourse(first));
    expect(test.core.stores.courseRegistrations.value.items.map((item) => item.status)).toEqual(["withdrawal-requested", "withdrawn"]);
    expect(courseRegistrationOf(test.core.stores.courseRegistrations.value.items, courseId)?.key).toBe(first);
    expect(courseRegistrationOf([ended], courseId)).toBeUndefined();
    const twice = await test.core.run(withdrawFromCourse(first));
    expect(twice.ok ? null : twice.error).toMatchObject({ message: "You have already asked to withdraw from this course." });
  });
});

describe("a Business decides withdrawals on the registrants screen", () => {
  const pending = aRegistrant(first, "withdrawal-requested", "Ann Talent");
  const enrolled = aRegistrant(second, "enrolled", "Ben Talent");
  const counts = { enrolled: 1, withdrawalRequested: 1, withdrawn: 0 };

  it("loads a page with the filter it holds: each term once, the list, the page", async () => {
    const page = aRegistrantPage([pending, enrolled], counts);
    const test = makeTestCore({ script: [{ method: "GET", path: registrantsPath, status: 200, body: { data: page } }] });
    await test.core.run(loadCourseRegistrants(courseId, { searchTerms: [" ann ", ""], isWithdrawn: false, pageNumber: 1, pageSize: 12 }));
    const query = queryOf(test.http.requests[0]?.url);
    expect([query.getAll("searchTerms"), query.get("isWithdrawn"), query.get("pageSize")]).toEqual([["ann"], "false", "12"]);
    expect(test.core.stores.courseRegistrants.value).toEqual({
      status: "loaded", courseId, filter: { searchTerms: ["ann"], isWithdrawn: false, pageNumber: 1, pageSize: 12 }, page, counts, error: null,
    });
  });

  it("approving removes the row at once, then reloads the registrants not withdrawn with the screen's terms", async () => {
    const reloaded = aRegistrantPage([enrolled], { enrolled: 1, withdrawalRequested: 0, withdrawn: 1 });
    const test = makeTestCore({
      script: [
        { method: "GET", path: registrantsPath, status: 200, body: { data: aRegistrantPage([pending, enrolled], counts) } },
        { method: "POST", path: withdrawalsPath(first), status: 200, body: { data: aRegistrant(first, "withdrawn") } },
        { method: "GET", path: registrantsPath, status: 200, body: { data: reloaded } },
      ],
    });
    await test.core.run(loadCourseRegistrants(courseId, { searchTerms: ["talent"] }));
    const seen: Array<ReadonlyArray<string>> = [];
    const stop = test.core.stores.courseRegistrants.subscribe((state) => seen.push(state.page?.items.map((item) => item.key) ?? []));
    expect((await test.core.run(approveCourseWithdrawal(courseId, first))).ok).toBe(true);
    stop();
    // Straight after the decision (before the reload) the row had left the page.
    expect(seen).toContainEqual([second]);
    const query = queryOf(test.http.requests[2]?.url);
    expect([query.getAll("searchTerms"), query.get("isWithdrawn")]).toEqual([["talent"], "false"]);
    expect(test.core.stores.courseRegistrants.value).toMatchObject({ page: reloaded, counts: reloaded.counts, filter: { searchTerms: ["talent"], isWithdrawn: false } });
  });

  it("declining enrols the row again in place and refreshes the withdrawn count, keeping the list shown", async () => {
    const page = aRegistrantPage([pending, enrolled], counts);
    const test = makeTestCore({
      script: [
        { method: "GET", path: registrantsPath, status: 200, body: { data: page } },
        { method: "DELETE", path: withdrawalsPath(first), status: 200, body: { data: aRegistrant(first, "enrolled") } },
        { method: "GET", path: registrantsPath, status: 200, body: { data: aRegistrantPage([], { enrolled: 2, withdrawalRequested: 0, withdrawn: 0 }) } },
      ],
    });
    await test.core.run(loadCourseRegistrants(courseId));
    expect((await test.core.run(declineCourseWithdrawal(courseId, first))).ok).toBe(true);
    expect(queryOf(test.http.requests[2]?.url).get("isWithdrawn")).toBe("true");
    const state = test.core.stores.courseRegistrants.value;
    expect(state.page?.items.map((item) => [item.key, item.status])).toEqual([[first, "enrolled"], [second, "enrolled"]]);
    expect(state.filter.isWithdrawn).toBe(false);
    expect(state.counts).toEqual({ enrolled: 2, withdrawalRequested: 0, withdrawn: 0 });
  });

  it("a request no longer pending is refused in the decider's words and the page stays as it was", async () => {
    const page = aRegistrantPage([pending], counts);
    const test = makeTestCore({
      script: [
        { method: "GET", path: registrantsPath, status: 200, body: { data: page } },
        { method: "POST", path: withdrawalsPath(first), status: 409, body: refused(REGISTRATION_MESSAGES["no-withdrawal-request"]) },
      ],
    });
    await test.core.run(loadCourseRegistrants(courseId));
    const result = await test.core.run(approveCourseWithdrawal(courseId, first));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "Refused", message: "There is no withdrawal request to decide." });
    expect(test.core.stores.courseRegistrants.value.page).toEqual(page);
  });
});
