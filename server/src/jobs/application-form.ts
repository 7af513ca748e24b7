// Adapter: the multipart apply form's parts as core's deciders read them. The field names are the contract's
// (JobApplicationSubmission); the limits and words are core's (application-transitions.ts). Never states its own.
import { COVER_NOTE_MAX_LENGTH } from "@ictm/core/domain";
import type { FormSpec } from "../files/receive.ts";

export const vacancyField = "jobVacancyId";
export const coverNoteField = "coverNote";
export const attachmentField = "attachment";

/**
 * What the multipart reader lets through: one attachment; a cover note of 4 bytes a character of core's limit and a
 * little more, so one slightly too long is refused by name (400) by core's decider rather than cut off (413).
 */
export const applicationUploadLimits: Pick<FormSpec, "files" | "fields"> = {
  files: { [attachmentField]: 1 },
  fields: { [vacancyField]: 64, [coverNoteField]: 4 * COVER_NOTE_MAX_LENGTH + 64 },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ApplicationParts {
  /** The vacancy asked for; null when the part is missing or no vacancy key (refused as a vacancy not open). */
  readonly vacancyId: string | null;
  readonly coverNote: string;
}

/** The parts as typed: multipart sends each line break as CR LF, counted as one character as the text area did. */
export function applicationPartsOf(fields: Readonly<Record<string, string>>): ApplicationParts {
  const vacancyId = (fields[vacancyField] ?? "").trim();
  return { vacancyId: UUID.test(vacancyId) ? vacancyId.toLowerCase() : null, coverNote: (fields[coverNoteField] ?? "").replace(/\r\n/g, "\n").trim() };
}
