// What a staff member reads when a decision succeeded (success toasts). Written once; the failures' words are the
// error catalogue's (../errors/catalogue.ts), which also holds the spec's notices ("Email was successfully sent to
// CE", "Your response has been recorded."); saves read its "Saved Successfully".
import { BOARD_TEXTS } from "../board/board-texts.ts";
import type { FinalNotificationKind } from "./decision-rules.ts";

export const DECISION_TEXTS = {
  chiefLinkRevoked: "The link has been revoked.",
  finalApprovalReset: "Final approval has been reset.",
  notified: {
    "immigration-department": "The immigration department has been notified.",
    applicant: BOARD_TEXTS.applicantNotified,
  } satisfies Readonly<Record<FinalNotificationKind, string>>,
} as const;
