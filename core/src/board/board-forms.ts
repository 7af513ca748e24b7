// The staff's small forms on an application: a discussion comment (`commentContent`, trimmed and required), a
// comment given with edit control or a notice to the applicant (`comment`, required), and an attachment's comment
// (optional). Pure; the server judges bodies with the same schemas, so both refuse with the same words.
import { Schema } from "effect";
import { EditControlCommentForm, optionalComment, requiredComment } from "../permits/permit-forms.ts";

export const BoardCommentForm = Schema.Struct({ commentContent: requiredComment });
export type BoardCommentValues = typeof BoardCommentForm.Type;

/** Giving or taking edit control, notifying the applicant, deleting an attachment: a comment that says why. */
export const StaffCommentForm = EditControlCommentForm;
export type StaffCommentValues = typeof StaffCommentForm.Type;

/** The comment sent with an attachment's file (the file itself is checked by the upload rules). */
export const AttachmentCommentForm = Schema.Struct({ comment: optionalComment });
export type AttachmentCommentValues = typeof AttachmentCommentForm.Type;
