// One stored event in words, for `ictm events tail`'s readable lines: a permit application's fact reads as the
// journey replay says it ("Moved from Screening to Evaluation", STATISTICS_TEXTS.replaySentence: one table of
// sentences, not a second one here); a training course's fact names the course ("Training course “Cloud basics”
// published"); any other event as its type in words and its stream ("Staff signed in on staff-…"). Pure.
import { WORK_PERMIT_STEPS } from "../board/work-permit-steps.ts";
import { PERMIT_STREAM_PREFIX } from "../permits/events.ts";
import type { ReplayStep } from "../statistics/journey-replay.ts";
import { STATISTICS_TEXTS } from "../statistics/statistics-texts.ts";
import type { EventLogEntry } from "./event-log-records.ts";

/** "v1.StaffSignedIn" → "Staff signed in". */
export const eventTypeWords = (type: string): string => {
  const words = type.replace(/^v\d+\./, "").match(/[A-Z]{2,}(?![a-z])|[A-Z]?[a-z0-9]+|[A-Z]/g) ?? [];
  // An acronym ("PDF") keeps its capitals; every other word after the first is lower case.
  const sentence = words.map((word, index) => (index === 0 || /^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase())).join(" ");
  return sentence === "" ? type : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
};

/** The sentence of one event; a permit fact's steps are named by `steps` (the default workflow's unless given). */
export const eventSentence = (event: Pick<EventLogEntry, "stream" | "type" | "payload">, steps: ReadonlyArray<ReplayStep> = WORK_PERMIT_STEPS): string => {
  const other = `${eventTypeWords(event.type)} on ${event.stream}`;
  const course = courseSentence(event.type, event.payload);
  if (course !== undefined) return course;
  if (!event.stream.startsWith(PERMIT_STREAM_PREFIX)) return other;
  const names = new Map(steps.map((step) => [step.key, step.name]));
  const sentence = STATISTICS_TEXTS.replaySentence(event.type, event.payload, (key) => names.get(key) ?? key);
  // The replay names a type it has no sentence for by the type itself.
  return sentence === event.type ? other : sentence;
};

/**
 * The server's course facts on `training-course-<id>` (server/src/events/vocabulary.ts, CourseEvent): created and
 * changed carry the whole edit payload (`title`, `isPosted`), unpublished the title. Known by type alone (the
 * client's events of the same names never reach the log); undefined for a type or payload it does not know.
 */
const courseSentence = (type: string, payload: Readonly<Record<string, unknown>>): string | undefined => {
  const title = payload["title"];
  if (typeof title !== "string") return undefined;
  const course = `Training course “${title}”`;
  const posted = payload["isPosted"] === true;
  if (type === "v1.TrainingCourseCreated") return posted ? `${course} created and published` : `${course} created as a draft`;
  if (type === "v1.TrainingCourseChanged") return posted ? `${course} saved, published` : `${course} saved as a draft`;
  if (type === "v1.TrainingCourseUnpublished") return `${course} unpublished`;
  return undefined;
};
