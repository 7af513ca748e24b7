// The contract's job application shapes under the names the core and its users speak of (portal.yaml).
// Types only: nothing here may run code or import anything but the generated contract.
import type { components } from "@ictm/openapi/portal.ts";

type Schemas = components["schemas"];

/** A Talent's application as the Talent reads it, with the vacancy (closed ones too). */
export type JobApplication = Schemas["JobApplication"];
/** One application as the vacancy's Business reads it; `email` / `phone` null where the talent's privacy hides them. */
export type JobApplicant = Schemas["JobApplicant"];
export type JobApplicantPage = Schemas["JobApplicantPage"];
export type JobApplicantCounts = Schemas["JobApplicantCounts"];
/** On a vacancy its own Business reads: applications not withdrawn, and how many by local talents. */
export type JobVacancyApplicants = Schemas["JobVacancyApplicants"];
