// A training course as a Business edits it (spec §3 "Training course edit payload") and as everyone reads it (spec §3
// "Training course (as read)"), the one mapping between the two, and the form's rules: a draft needs only a title;
// publishing (isPosted true) needs every field but the registration address and the phone, and a start date that has
// not passed. A field left out counts as null (`isPosted` as false), as the contract says. Pure: "today" (a Brunei
// date) is passed in. The server judges and decodes bodies with these schemas, so both refuse with the same words.
import { Effect, Schema } from "effect";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, FORM_MESSAGES } from "../accounts/fields.ts";
import {
  NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS,
  PhoneField,
  WebAddressField,
  booleanField,
  dateField,
  isMaxChars,
  nullable,
  numberField,
  optionalText,
  requiredText,
  textField,
} from "../forms/fields.ts";

/** Spec §9: 12 courses a page in the search, 12 registrants a page in the listing. */
export const COURSE_PAGE_SIZE = 12;
export const REGISTRANTS_PAGE_SIZE = 12;

export const COURSE_LIMITS = {
  title: { min: 3, max: 150 },
  shortDescription: { max: 300 },
  longDescription: { max: 10_000 },
  fee: { min: 0, max: 1_000_000 },
  duration: { min: 1, max: 1000 },
  referenceKey: { max: 60 },
} as const;

export const COURSE_MESSAGES = {
  title: `Please enter the course title (${COURSE_LIMITS.title.min} to ${COURSE_LIMITS.title.max} characters).`,
  shortDescription: `Please give a short description of up to ${COURSE_LIMITS.shortDescription.max} characters.`,
  longDescription: "Please describe the course (up to 10,000 characters).",
  startDate: "Please enter the start date.",
  startDatePassed: "The start date has passed: please choose today or a later date to publish.",
  languageId: "Please choose the language the course is taught in.",
  levelId: "Please choose the course level.",
  fee: "Please enter the fee in BND (0 for a free course, at most 2 decimals).",
  duration: `Please enter the duration as a whole number from ${COURSE_LIMITS.duration.min} to ${COURSE_LIMITS.duration.max}.`,
  durationMeasurementId: "Please choose hours, days, weeks or months.",
  contactEmail: "Please enter the contact e-mail address.",
  contactPhoneNumber: FORM_MESSAGES.phone,
  tagId: "Please choose the course topic.",
  isPosted: "Please say whether the course is published.",
} as const;

/** `field` or null, and null when the key is left out (the contract: "a field left out counts as null"). */
const orNull = <S extends Schema.Top>(field: S, message: string) => nullable(field, message).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)));

const referenceKey = (message: string) => orNull(textField(message, (a) => [isMaxChars(COURSE_LIMITS.referenceKey.max, a), Schema.isPattern(/^\S+$/, a)]), message);

/** BND with at most two decimals. */
const isWholeCents = Schema.makeFilter<number>((fee) => (Math.abs(Math.round(fee * 100) - fee * 100) < 1e-6 ? undefined : COURSE_MESSAGES.fee));

const fields = Schema.Struct({
  title: requiredText(COURSE_MESSAGES.title, COURSE_LIMITS.title.min, COURSE_LIMITS.title.max),
  shortDescription: orNull(optionalText(COURSE_MESSAGES.shortDescription, COURSE_LIMITS.shortDescription.max), COURSE_MESSAGES.shortDescription),
  registrationUrl: WebAddressField.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  startDate: orNull(dateField(COURSE_MESSAGES.startDate), COURSE_MESSAGES.startDate),
  languageId: referenceKey(COURSE_MESSAGES.languageId),
  levelId: referenceKey(COURSE_MESSAGES.levelId),
  fee: orNull(numberField(COURSE_MESSAGES.fee, COURSE_LIMITS.fee.min, COURSE_LIMITS.fee.max).check(isWholeCents), COURSE_MESSAGES.fee),
  duration: orNull(numberField(COURSE_MESSAGES.duration, COURSE_LIMITS.duration.min, COURSE_LIMITS.duration.max, true), COURSE_MESSAGES.duration),
  durationMeasurementId: referenceKey(COURSE_MESSAGES.durationMeasurementId),
  contactEmail: orNull(
    textField(COURSE_MESSAGES.contactEmail, (a) => [isMaxChars(EMAIL_MAX_LENGTH, a), Schema.isPattern(EMAIL_PATTERN, a)]),
    COURSE_MESSAGES.contactEmail,
  ),
  contactPhoneNumber: orNull(PhoneField(COURSE_MESSAGES.contactPhoneNumber), COURSE_MESSAGES.contactPhoneNumber),
  longDescription: orNull(
    optionalText(COURSE_MESSAGES.longDescription, COURSE_LIMITS.longDescription.max, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS),
    COURSE_MESSAGES.longDescription,
  ),
  isPosted: booleanField(COURSE_MESSAGES.isPosted).pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
  tagId: referenceKey(COURSE_MESSAGES.tagId),
});

/** The edit payload (spec §3) as the form decodes it: every field present. */
export type TrainingCourseEdit = typeof fields.Type;
/** The edit payload as it may be sent: every key but the title may be left out. */
export type TrainingCourseSent = typeof fields.Encoded;

/** What publishing needs besides the fields' own rules: each missing field with its message. */
const PUBLISH_REQUIRED = [
  "shortDescription",
  "startDate",
  "languageId",
  "levelId",
  "fee",
  "duration",
  "durationMeasurementId",
  "contactEmail",
  "longDescription",
  "tagId",
] as const satisfies ReadonlyArray<keyof TrainingCourseEdit>;

const isMissing = (value: unknown): boolean => value === null || (typeof value === "string" && value.trim() === "");

/** The fields a published course still lacks, in the form's order (empty: it may be published). */
export const missingForPublishing = (course: TrainingCourseEdit): ReadonlyArray<(typeof PUBLISH_REQUIRED)[number]> =>
  PUBLISH_REQUIRED.filter((field) => isMissing(course[field]));

const publishable = (today: string) =>
  Schema.makeFilter<TrainingCourseEdit>((course) => {
    if (!course.isPosted) return undefined;
    const missing = missingForPublishing(course)[0];
    if (missing !== undefined) return { path: [missing], issue: COURSE_MESSAGES[missing] };
    if (course.startDate !== null && course.startDate < today) return { path: ["startDate"], issue: COURSE_MESSAGES.startDatePassed };
    return undefined;
  });

/** The form without "today": each field's own rules (a draft, or wherever no clock is at hand). */
export const TrainingCourseForm = fields;

/** A payload the form has passed, with every field present (a left-out key as null, `isPosted` as false). */
export const trainingCourseEditOf = (sent: TrainingCourseSent): TrainingCourseEdit => Schema.decodeSync(fields)(sent);

/** The whole form as of `today` ("YYYY-MM-DD" in Brunei): a course to publish must be complete and not started. */
export const trainingCourseFormOn = (today: string) => fields.check(publishable(today));

/** A course as read (spec §3): the edit payload's fields under the names the reading side uses. */
export interface TrainingCourseReadFields {
  readonly name: string;
  readonly shortDescription: string | null;
  readonly registrationUrl: string | null;
  readonly startDate: string | null;
  readonly language: string | null;
  readonly courseLevel: string | null;
  readonly fee: number | null;
  readonly duration: number | null;
  readonly durationMeasurement: string | null;
  readonly contactEmail: string | null;
  readonly contactPhoneNumber: string | null;
  readonly longDescription: string | null;
  readonly isPosted: boolean;
  readonly tag: string | null;
}

/** The edit payload's fields as read: what the server answers for what it stored. */
export const courseReadFieldsOf = (edit: TrainingCourseEdit): TrainingCourseReadFields => ({
  name: edit.title,
  shortDescription: edit.shortDescription,
  registrationUrl: edit.registrationUrl,
  startDate: edit.startDate,
  language: edit.languageId,
  courseLevel: edit.levelId,
  fee: edit.fee,
  duration: edit.duration,
  durationMeasurement: edit.durationMeasurementId,
  contactEmail: edit.contactEmail,
  contactPhoneNumber: edit.contactPhoneNumber,
  longDescription: edit.longDescription,
  isPosted: edit.isPosted,
  tag: edit.tagId,
});

/** A course as read, turned back into the payload PUT takes (to publish it as it is, or to fill the edit form). */
export const courseEditPayloadOf = (course: TrainingCourseReadFields): TrainingCourseEdit => ({
  title: course.name,
  shortDescription: course.shortDescription,
  registrationUrl: course.registrationUrl,
  startDate: course.startDate,
  languageId: course.language,
  levelId: course.courseLevel,
  fee: course.fee,
  duration: course.duration,
  durationMeasurementId: course.durationMeasurement,
  contactEmail: course.contactEmail,
  contactPhoneNumber: course.contactPhoneNumber,
  longDescription: course.longDescription,
  isPosted: course.isPosted,
  tagId: course.tag,
});

/** The payload to publish a course as it is (spec §4: the full edit payload with isPosted true). */
export const publishPayloadOf = (course: TrainingCourseReadFields): TrainingCourseEdit => ({ ...courseEditPayloadOf(course), isPosted: true });
