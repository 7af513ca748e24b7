// The course's two shapes map onto each other exactly (read → edit payload → read, and back), the form's draft and
// publishing rules, and the registration aggregate's transitions.
import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { validateForm } from "../forms/validate-form.ts";
import {
  COURSE_MESSAGES,
  TrainingCourseForm,
  courseEditPayloadOf,
  courseReadFieldsOf,
  missingForPublishing,
  publishPayloadOf,
  trainingCourseEditOf,
  trainingCourseFormOn,
  type TrainingCourseEdit,
} from "./course-form.ts";
import { decodeCourseRegistrationEvent, type CourseRegistrationEvent } from "./registration-events.ts";
import {
  REGISTRATION_STATUSES,
  decideCourseRegistration,
  decideWithdrawal,
  decideWithdrawalRequest,
  foldRegistration,
  isLiveRegistration,
  statusesOf,
  type RegistrationState,
} from "./registration-transitions.ts";

const key = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);
const text = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((value) => /\S/.test(value) && !/[\u0000-\u001F\u007F]/.test(value));
const date = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }).map((value) => value.toISOString().slice(0, 10));

/** Any valid edit payload: a draft or a published course, each optional field present or null. */
const anEdit: fc.Arbitrary<TrainingCourseEdit> = fc.record({
  title: text(150).filter((value) => [...value].length >= 3),
  shortDescription: fc.option(text(300), { nil: null }),
  registrationUrl: fc.option(fc.webUrl({ validSchemes: ["https"] }).filter((url) => url.length <= 300), { nil: null }),
  startDate: fc.option(date, { nil: null }),
  languageId: fc.option(key, { nil: null }),
  levelId: fc.option(key, { nil: null }),
  fee: fc.option(fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100), { nil: null }),
  duration: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  durationMeasurementId: fc.option(key, { nil: null }),
  contactEmail: fc.option(fc.constantFrom("training@kampong.bn", "a.b@c.com.bn"), { nil: null }),
  contactPhoneNumber: fc.option(fc.constantFrom("+673 222 3344", "(02) 123-4567"), { nil: null }),
  longDescription: fc.option(text(2000), { nil: null }),
  isPosted: fc.boolean(),
  tagId: fc.option(key, { nil: null }),
});

const complete: TrainingCourseEdit = {
  title: "Cloud foundations",
  shortDescription: "Two weeks on the cloud's building blocks.",
  registrationUrl: null,
  startDate: "2027-02-01",
  languageId: "english",
  levelId: "beginner",
  fee: 350.5,
  duration: 2,
  durationMeasurementId: "weeks",
  contactEmail: "training@kampong.bn",
  contactPhoneNumber: null,
  longDescription: "Networking, storage and compute.\nWith labs.",
  isPosted: true,
  tagId: "cloud",
};

describe("a training course's two shapes", () => {
  it("read → edit payload → read gives the same course, and edit → read → edit the same payload", () => {
    fc.assert(
      fc.property(anEdit, (edit) => {
        const read = courseReadFieldsOf(edit);
        expect(courseEditPayloadOf(read)).toEqual(edit);
        expect(courseReadFieldsOf(courseEditPayloadOf(read))).toEqual(read);
      }),
    );
  });

  it("names the fields as the spec does on each side", () => {
    const read = courseReadFieldsOf(complete);
    expect(read).toMatchObject({ name: "Cloud foundations", language: "english", courseLevel: "beginner", durationMeasurement: "weeks", tag: "cloud" });
    expect(Object.keys(read)).not.toContain("title");
    expect(publishPayloadOf({ ...read, isPosted: false }).isPosted).toBe(true);
  });

  it("accepts every generated payload's fields (a draft's rules)", () => {
    fc.assert(
      fc.property(anEdit, (edit) => {
        expect(Schema.decodeUnknownExit(TrainingCourseForm)(edit)._tag).toBe("Success");
      }),
    );
  });
});

describe("the course form", () => {
  const onDay = trainingCourseFormOn("2027-01-15");

  it("lets a draft have only a title", () => {
    const draft = { ...complete, shortDescription: null, startDate: null, fee: null, languageId: null, isPosted: false };
    expect(validateForm(onDay, draft)).toEqual({});
  });

  it("takes a left-out field as null and a left-out isPosted as false, as the contract says", () => {
    expect(validateForm(onDay, { title: "Cloud foundations" })).toEqual({});
    expect(trainingCourseEditOf({ title: "Cloud foundations" })).toEqual({
      ...Object.fromEntries(Object.keys(complete).map((field) => [field, null])),
      title: "Cloud foundations",
      isPosted: false,
    });
    expect(validateForm(onDay, { title: "Cloud foundations", isPosted: true })).toEqual({ shortDescription: COURSE_MESSAGES.shortDescription });
    expect(validateForm(onDay, {})).toEqual({ title: COURSE_MESSAGES.title });
  });

  it("publishes only a complete course, naming the first missing field", () => {
    expect(validateForm(onDay, complete)).toEqual({});
    expect(validateForm(onDay, { ...complete, languageId: null })).toEqual({ languageId: COURSE_MESSAGES.languageId });
    expect(validateForm(onDay, { ...complete, longDescription: "  " })).toEqual({ longDescription: COURSE_MESSAGES.longDescription });
    expect(missingForPublishing({ ...complete, fee: null, tagId: null })).toEqual(["fee", "tagId"]);
  });

  it("publishes a course that starts today, not one whose start has passed", () => {
    expect(validateForm(onDay, { ...complete, startDate: "2027-01-15" })).toEqual({});
    expect(validateForm(onDay, { ...complete, startDate: "2027-01-14" })).toEqual({ startDate: COURSE_MESSAGES.startDatePassed });
    expect(validateForm(onDay, { ...complete, startDate: "2027-01-14", isPosted: false })).toEqual({});
  });

  it("refuses a fee with cents beyond two decimals, a duration that is not whole, and a wrong title", () => {
    expect(validateForm(onDay, { ...complete, fee: 10.005 })).toEqual({ fee: COURSE_MESSAGES.fee });
    expect(validateForm(onDay, { ...complete, fee: -1 })).toEqual({ fee: COURSE_MESSAGES.fee });
    expect(validateForm(onDay, { ...complete, duration: 1.5 })).toEqual({ duration: COURSE_MESSAGES.duration });
    expect(validateForm(onDay, { ...complete, title: "ab" })).toEqual({ title: COURSE_MESSAGES.title });
    expect(validateForm(onDay, { ...complete, startDate: "2027-02-30" })).toEqual({ startDate: COURSE_MESSAGES.startDate });
  });
});

describe("a course registration", () => {
  const registered: CourseRegistrationEvent = { type: "v1.CourseRegistered", payload: { courseKey: "c1", talentKey: "t1", by: "member:t1" } };
  const stateAfter = (...events: CourseRegistrationEvent[]): RegistrationState => foldRegistration([registered, ...events]);

  it("registers a Talent for a published course once", () => {
    const request = { courseKey: "c1", talentKey: "t1", by: "member:t1", coursePublished: true, alreadyRegistered: false };
    expect(decideCourseRegistration(request)).toEqual({ ok: true, events: [registered] });
    expect(decideCourseRegistration({ ...request, alreadyRegistered: true })).toEqual({ ok: false, refusal: "already-registered" });
    expect(decideCourseRegistration({ ...request, coursePublished: false })).toEqual({ ok: false, refusal: "course-not-open" });
  });

  it("makes a withdrawal a request the Business approves or declines", () => {
    const requested = decideWithdrawalRequest(stateAfter(), "member:t1");
    expect(requested).toEqual({ ok: true, events: [{ type: "v1.CourseWithdrawalRequested", payload: { by: "member:t1" } }] });
    const pending = stateAfter({ type: "v1.CourseWithdrawalRequested", payload: { by: "member:t1" } });
    expect(pending.status).toBe("withdrawal-requested");
    expect(decideWithdrawalRequest(pending, "member:t1")).toEqual({ ok: false, refusal: "withdrawal-already-requested" });
    const approved = decideWithdrawal(pending, "approved", "member:b1");
    expect(approved.ok && foldRegistration([registered, { type: "v1.CourseWithdrawalRequested", payload: { by: "member:t1" } }, ...approved.events]).status).toBe("withdrawn");
    const declined = decideWithdrawal(pending, "declined", "member:b1");
    expect(declined.ok && foldRegistration([registered, { type: "v1.CourseWithdrawalRequested", payload: { by: "member:t1" } }, ...declined.events]).status).toBe("enrolled");
    expect(decideWithdrawal(stateAfter(), "approved", "member:b1")).toEqual({ ok: false, refusal: "no-withdrawal-request" });
    expect(decideWithdrawal(foldRegistration([]), "approved", "member:b1")).toEqual({ ok: false, refusal: "registration-missing" });
    const ended = stateAfter({ type: "v1.CourseWithdrawalRequested", payload: { by: "member:t1" } }, { type: "v1.CourseWithdrawalApproved", payload: { by: "member:b1" } });
    expect(decideWithdrawalRequest(ended, "member:t1")).toEqual({ ok: false, refusal: "registration-ended" });
  });

  it("splits the statuses between the two lists, each once, and only a withdrawn one frees the place", () => {
    expect([...statusesOf(false), ...statusesOf(true)].sort()).toEqual([...REGISTRATION_STATUSES].sort());
    expect(REGISTRATION_STATUSES.filter(isLiveRegistration)).toEqual(statusesOf(false));
  });

  it("decodes its facts and nothing else", () => {
    expect(decodeCourseRegistrationEvent(registered)).toEqual(registered);
    expect(decodeCourseRegistrationEvent({ type: "v1.CourseRegistered", payload: { courseKey: "c1" } })).toBeUndefined();
    expect(decodeCourseRegistrationEvent({ type: "v1.CardMoved", payload: {} })).toBeUndefined();
  });
});
