// What a staff member reads when a board change succeeded (success toasts). Written once; the failures' words are
// the error catalogue's (../errors/catalogue.ts), and comment and attachment saves read its "Saved Successfully".
export const BOARD_TEXTS = {
  commentDeleted: "Comment deleted.",
  attachmentDeleted: "Attachment deleted.",
  editControlGiven: "Edit control given to the applicant.",
  editControlTakenBack: "Edit control taken back from the applicant.",
  applicantNotified: "The applicant has been notified.",
} as const;
