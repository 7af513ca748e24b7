// How a withdrawal decision moves a course's registrant counts: a pending request leaves `withdrawalRequested` for
// `withdrawn` (approved) or `enrolled` (declined). Pure; the stores apply it so labels change before any reload.
import type { CourseRegistrantCounts } from "./course-records.ts";

export type WithdrawalDecision = "approved" | "declined";

export const countsAfterDecision = (counts: CourseRegistrantCounts, decision: WithdrawalDecision): CourseRegistrantCounts => ({
  enrolled: counts.enrolled + (decision === "declined" ? 1 : 0),
  withdrawalRequested: Math.max(0, counts.withdrawalRequested - 1),
  withdrawn: counts.withdrawn + (decision === "approved" ? 1 : 0),
});

