// How a training course's facts read in the search, on its page and in "My training courses": the fee in BND
// ("Free" for 0), the duration with its measurement's name, level, language and topic by their reference names,
// and the start date with how far off it is. Pure: the formatters are core's; "now" is passed in.
import { bruneiDateOf, DATE_FORMATS, formatBnd, formatDate, formatRelative, referenceName, type CommonData } from "@ictm/core";

/** The fields of a course these words read (a course as read, spec §3). */
export interface CourseFacts {
  readonly fee: number | null;
  readonly duration: number | null;
  readonly durationMeasurement: string | null;
  readonly courseLevel: string | null;
  readonly language: string | null;
  readonly tag: string | null;
  readonly startDate: string | null;
}

const NOT_STATED = "Not stated";

/** "BND 350", "BND 99.50", "Free" for 0. */
export function feeText(course: Pick<CourseFacts, "fee">): string {
  if (course.fee === null) return NOT_STATED;
  return course.fee === 0 ? "Free" : formatBnd(course.fee) || NOT_STATED;
}

/** "3 days", "1 week" ("1 weeks" never): the measurement's name, singular for one. */
export function durationText(course: Pick<CourseFacts, "duration" | "durationMeasurement">, lists: CommonData | null): string {
  if (course.duration === null || course.durationMeasurement === null) return NOT_STATED;
  const name = referenceName(lists?.courseDurationMeasurements, course.durationMeasurement).toLowerCase();
  return `${course.duration} ${course.duration === 1 ? singular(name) : name}`;
}

const singular = (unit: string): string => (unit.endsWith("s") ? unit.slice(0, -1) : unit);

export function levelText(course: Pick<CourseFacts, "courseLevel">, lists: CommonData | null): string {
  return course.courseLevel === null ? NOT_STATED : referenceName(lists?.courseLevels, course.courseLevel);
}

export function languageText(course: Pick<CourseFacts, "language">, lists: CommonData | null): string {
  return course.language === null ? NOT_STATED : referenceName(lists?.courseLanguages, course.language);
}

export function tagText(course: Pick<CourseFacts, "tag">, lists: CommonData | null): string | null {
  return course.tag === null ? null : referenceName(lists?.courseTags, course.tag);
}

/** "1 Dec 2026": the start day alone. */
export function startDayText(course: Pick<CourseFacts, "startDate">): string {
  return course.startDate === null ? NOT_STATED : formatDate(course.startDate, DATE_FORMATS.day);
}

/**
 * "22 Dec 2026 (in 21 days)", "1 Dec 2026 (today)", "1 Nov 2026 (a month ago)": the day, and how far off it is
 * counted between Brunei calendar dates, so the distance never depends on the hour it is read.
 */
export function startText(course: Pick<CourseFacts, "startDate">, nowMillis: number): string {
  if (course.startDate === null) return NOT_STATED;
  const day = formatDate(course.startDate, DATE_FORMATS.day);
  const today = bruneiDateOf(nowMillis);
  if (course.startDate === today) return `${day} (today)`;
  return `${day} (${formatRelative(`${course.startDate}T00:00:00Z`, Date.parse(`${today}T00:00:00Z`))})`;
}
