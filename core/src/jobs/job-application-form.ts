// The application form's fields and the decision note's, as Schemas built from the rules' limits and words
// (application-transitions.ts), so the dialog, the command and the server's contract say the same.
import { Schema } from "effect";
import { NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS, optionalText } from "../forms/fields.ts";
import { RecordKey } from "../program/record-key.ts";
import { uploadFileField } from "../forms/upload-field.ts";
import { CHOOSE_A_FILE } from "../program/upload-input.ts";
import { APPLICANT_NOTE_MAX_LENGTH, COVER_NOTE_MAX_LENGTH, JOB_APPLICATION_MESSAGES } from "./application-transitions.ts";

export const ApplyForJobInput = Schema.Struct({
  vacancyId: RecordKey,
  coverNote: optionalText(JOB_APPLICATION_MESSAGES["cover-note-too-long"], COVER_NOTE_MAX_LENGTH, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS),
  /** One document (a CV or a letter), or null. */
  attachment: Schema.NullOr(uploadFileField(CHOOSE_A_FILE)),
});
export type ApplyForJobInput = typeof ApplyForJobInput.Type;

export const ApplicantNoteInput = Schema.NullOr(
  optionalText(JOB_APPLICATION_MESSAGES["note-too-long"], APPLICANT_NOTE_MAX_LENGTH, NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS),
);

/** Characters left in a text of at most `max` (code points, as the contract counts them); negative when over. */
export const charactersLeft = (text: string, max: number): number => max - [...text].length;
