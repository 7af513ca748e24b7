// Where a permit application stands, in the Business's words: the list's and the read-only view's. Pure, no React,
// and apart from the list page so the editor does not load the list with it (issue 17: each page with its route).
import type { PermitApplicationSummary } from "@ictm/core";

/** Where the application stands: the board's step once there is one, else what its status means. */
export function stepOf(application: Pick<PermitApplicationSummary, "status" | "currentStep" | "hasUserGivenEditControl">): string {
  if (application.status === "draft") return "Being filled in";
  if (application.status === "archived") return "Archived";
  if (application.hasUserGivenEditControl) return "Returned to you for changes";
  return application.currentStep !== null && application.currentStep !== "" ? application.currentStep : "With the staff";
}
