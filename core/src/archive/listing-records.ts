// The contract's listing shapes under the names the core and its users speak of (backoffice.yaml, tag `listings`):
// an approved or archived application as the listings show it, and one page of them. Types only: nothing here may
// run code or import anything but the contract.
import type { components } from "@ictm/openapi/backoffice.ts";

type Schemas = components["schemas"];

/** One application in the approved or archived listing: who it is for, when and by whom it was approved (and archived). */
export type ListedApplication = Schemas["ListedApplication"];
/** One page of a listing (spec §3 "Paged list"): items, count, pageNumber, pageSize, totalPages. */
export type ListedApplicationPage = Schemas["ListedApplicationPage"];

