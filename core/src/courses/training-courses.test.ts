import { describe, expect, it } from "vitest";
import { aPublishedCourse, aTrainingCourse } from "../test-support/course-fixtures.ts";
import { atInstant, makeTestCore, pathOf } from "../test-support/test-core.ts";
import { COURSE_MESSAGES, courseEditPayloadOf } from "./course-form.ts";
import { createTrainingCourse } from "./create-training-course.ts";
import { loadOwnTrainingCourses } from "./load-own-training-courses.ts";
import { loadTrainingCourse } from "./load-training-course.ts";
import { publishTrainingCourse } from "./publish-training-course.ts";
import { searchTrainingCourses } from "./search-training-courses.ts";
import { trainingCourseOf } from "./training-course-store.ts";
import { unpublishTrainingCourse } from "./unpublish-training-course.ts";
import { updateTrainingCourse } from "./update-training-course.ts";

const draft = courseEditPayloadOf(aTrainingCourse);
const ownPath = `/businesses/training-courses/${aTrainingCourse.key}`;
// 1 April 2025, 23:30 in Brunei is still the start day; 30 minutes later it has passed.
const startEvening = "2025-04-01T15:30:00.000Z";
const dayAfter = "2025-04-01T16:00:00.000Z";

describe("a Business's own training courses", () => {
  it("creating a draft needs only a title, posts the payload and lists the course first", async () => {
    const created = { ...aTrainingCourse, shortDescription: null };
    const test = makeTestCore({ script: [{ method: "POST", path: "/businesses/training-courses", status: 201, body: { data: created } }] });
    const result = await test.core.run(atInstant(startEvening, createTrainingCourse({ ...draft, shortDescription: null })));
    expect(result).toEqual({ ok: true, value: created });
    expect(JSON.parse(test.http.requests[0]?.body ?? "")).toEqual({ ...draft, shortDescription: null });
    expect(test.types()).toEqual(["v1.TrainingCourseCreated", "v1.ChangesSaved"]);
    expect(test.core.stores.ownTrainingCourses.value.items).toEqual([created]);
    expect(trainingCourseOf(test.core.stores.trainingCourse.value, created.key)).toEqual(created);
  });

  it("publishing an incomplete course is refused before any call, in the form's words", async () => {
    const test = makeTestCore();
    const result = await test.core.run(atInstant(startEvening, createTrainingCourse({ ...draft, isPosted: true, tagId: null })));
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ValidationFailed", fieldErrors: { tagId: COURSE_MESSAGES.tagId } });
    expect(test.http.requests).toEqual([]);
  });

  it("publish puts the course as it is with isPosted true, on its start day itself (Brunei time)", async () => {
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/businesses/training-courses", status: 200, body: { data: [aTrainingCourse] } },
        { method: "PUT", path: ownPath, status: 200, body: { data: aPublishedCourse } },
      ],
    });
    await test.core.run(loadOwnTrainingCourses());
    const result = await test.core.run(atInstant(startEvening, publishTrainingCourse(aTrainingCourse)));
    expect(result).toEqual({ ok: true, value: aPublishedCourse });
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ ...draft, isPosted: true });
    expect(test.core.stores.ownTrainingCourses.value).toEqual({ status: "loaded", items: [aPublishedCourse] });
  });

  it("publishing once the start day has passed in Brunei is refused before any call", async () => {
    const test = makeTestCore();
    const result = await test.core.run(atInstant(dayAfter, publishTrainingCourse(aTrainingCourse)));
    expect(result.ok ? null : result.error).toMatchObject({ fieldErrors: { startDate: COURSE_MESSAGES.startDatePassed } });
    expect(test.http.requests).toEqual([]);
  });

  it("unpublishing flips the course to a draft in every store from the answer, without a reload", async () => {
    const unpublished = { ...aPublishedCourse, isPosted: false, publishedAt: null };
    const searchPage = { items: [{ ...aPublishedCourse, registrants: null }], count: 1, pageNumber: 1, pageSize: 12, countIsExact: true, totalPages: 1 };
    const test = makeTestCore({
      script: [
        { method: "GET", path: "/businesses/training-courses", status: 200, body: { data: [aPublishedCourse] } },
        { method: "GET", path: `/training-courses/${aTrainingCourse.key}`, status: 200, body: { data: aPublishedCourse } },
        { method: "GET", path: "/training-courses/searches", status: 200, body: { data: searchPage } },
        { method: "DELETE", path: ownPath, status: 200, body: { data: unpublished } },
      ],
    });
    await test.core.run(loadOwnTrainingCourses());
    await test.core.run(loadTrainingCourse(aTrainingCourse.key));
    await test.core.run(searchTrainingCourses({ searchTerms: "", pageNumber: 1, pageSize: 12 }));
    expect((await test.core.run(unpublishTrainingCourse(aTrainingCourse.key))).ok).toBe(true);

    expect(test.core.stores.ownTrainingCourses.value.items.map((course) => course.isPosted)).toEqual([false]);
    expect(test.core.stores.trainingCourse.value.course?.isPosted).toBe(false);
    expect(test.core.stores.courseSearch.value.page).toMatchObject({ items: [], count: 0, countIsExact: true, totalPages: 0 });
    expect(test.http.requests.map((request) => request.method)).toEqual(["GET", "GET", "GET", "DELETE"]);
    expect(test.types().slice(-2)).toEqual(["v1.TrainingCourseUnpublished", "v1.ChangesSaved"]);
  });

  it("updating puts the whole payload under the course's key; a malformed key never leaves the device", async () => {
    const renamed = { ...aTrainingCourse, name: "Cloud Basics" };
    const test = makeTestCore({ script: [{ method: "PUT", path: ownPath, status: 200, body: { data: renamed } }] });
    expect(await test.core.run(atInstant(startEvening, updateTrainingCourse(aTrainingCourse.key, { ...draft, title: "Cloud Basics" })))).toEqual({ ok: true, value: renamed });
    const malformed = await test.core.run(atInstant(startEvening, updateTrainingCourse("../profiles", draft)));
    expect(malformed.ok ? null : malformed.error).toMatchObject({ _tag: "ValidationFailed", message: "Sorry, this record could not be found." });
    expect(test.http.requests).toHaveLength(1);
  });
});

describe("the public course search", () => {
  it("asks for 12 a page by default and keeps the latest answer in courseSearch", async () => {
    const page = { items: [{ ...aPublishedCourse, registrants: null }], count: 1, pageNumber: 1, pageSize: 12, countIsExact: true, totalPages: 1 };
    const test = makeTestCore({ script: [{ method: "GET", path: "/training-courses/searches", status: 200, body: { data: page } }] });
    await test.core.run(searchTrainingCourses({ searchTerms: " cloud ", pageNumber: 1, pageSize: Number.NaN }));
    const url = new URL(test.http.requests[0]?.url ?? "");
    expect([pathOf(url.href), url.searchParams.get("searchTerms"), url.searchParams.get("pageSize")]).toEqual(["/api/v1/training-courses/searches", "cloud", "12"]);
    expect(test.core.stores.courseSearch.value).toMatchObject({ status: "loaded", page, state: { searchTerms: "cloud", pageSize: 12 } });
  });
});
