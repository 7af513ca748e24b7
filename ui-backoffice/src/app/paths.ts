// The back-office's addresses, relative to its base (/backoffice), and the rule for coming back after sign-in.
// No React here.
import { RESULTS_ROUTE, type ListingKind } from "@ictm/core";

export const PRODUCT_NAME = "ICT Manpower Back-office";

/** wouter's base: every route and in-app href below is relative to it. */
export const BASE = "/backoffice";

const segment = encodeURIComponent;

export const paths = {
  home: "/",
  signIn: "/sign-in",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  staff: "/staff",
  /** Redirects to the default workflow's board. */
  expatPermits: "/expat-permits",
  board: (workflowId: string) => `/expat-permits/workflows/${segment(workflowId)}`,
  /** An application's side panel over its board; without a tab the panel opens its info tab. */
  application: (workflowId: string, applicationId: string, tab?: string) =>
    `/expat-permits/workflows/${segment(workflowId)}/application/${segment(applicationId)}${tab === undefined ? "" : `/${segment(tab)}`}`,
  /** Every listing's section, and the archived listings' (whose segment a workflow id never is). */
  listings: "/expat-permits/listing",
  archivedListings: "/expat-permits/listing/archived",
  /** The approved applications of a workflow, paged (`?searchTerms=&pageNumber=&pageSize=`). */
  approvedListing: (workflowId: string) => `/expat-permits/listing/${segment(workflowId)}`,
  /** The applications staff archived from a workflow's approved listing, paged as the approved one. */
  archivedListing: (workflowId: string) => `/expat-permits/listing/archived/${segment(workflowId)}`,
  /** An application's side panel over a listing (the archived one has only the info tab). */
  listedApplication: (listing: ListingKind, workflowId: string, applicationId: string, tab?: string) =>
    `${listing === "approved" ? paths.approvedListing(workflowId) : paths.archivedListing(workflowId)}/application/${segment(applicationId)}${tab === undefined ? "" : `/${segment(tab)}`}`,
  /** The chief evaluation pages (spec §2, outside the expat-permits prefix): the open one takes `?token=`. */
  chiefEvaluation: "/workflows/:workflowId/applications/:applicationId/chief-evaluation-form",
  internalChiefEvaluation: "/workflows/:workflowId/applications/:applicationId/internal-chief-evaluation-form",
  /** E-signatures (spec §2): redirects to the QR scanner, which redirects to its viewfinder. */
  eSignatures: "/e-signatures",
  qrScanner: "/e-signatures/qr-scanner",
  /** The camera (open to anyone: border officers and employers check letters without an account). */
  viewfinder: "/e-signatures/qr-scanner/viewfinder",
  /** The verdict on `?token=` (open to anyone; what the letters' QR codes open, core's RESULTS_ROUTE). */
  verificationResults: RESULTS_ROUTE,
  /** Administrators: signing keys and the issued letters (`?searchTerms=&pageNumber=`). */
  signatureManagement: "/e-signatures/management",
  /** Administrators: the people in whose name final letters are signed. */
  signatories: "/e-signatures/signatories",
  /** Redirects to the default workflow's statistics (spec §2). */
  statistics: "/statistics",
  /** The statistics-board of a workflow (`?startDate=&endDate=&applicationId=`). */
  statisticsBoard: (workflowId: string) => `/statistics/details/${segment(workflowId)}`,
  /** The public holidays working days leave out (`?year=`); administrators keep them. */
  publicHolidays: "/statistics/holidays",
} as const;

/** The verdict page of a token, as the letters' QR codes address it. */
export function verificationResultsPath(token: string): string {
  return `${paths.verificationResults}?token=${encodeURIComponent(token)}`;
}

/** Whether `location` is `section` or a page under it ("/e-signatures/management" is under "/e-signatures"). */
export function isUnder(location: string, section: string): boolean {
  return location === section || location.startsWith(`${section}/`);
}

/** The sign-in address that comes back to `returnTo` (a path and query inside the back-office) afterwards. */
export function signInPath(returnTo?: string | null): string {
  const back = safeReturnPath(returnTo ?? null);
  return back === null || back === paths.home ? paths.signIn : `${paths.signIn}?returnTo=${encodeURIComponent(back)}`;
}

/** "Forgot your password?" with the address already typed when there is one. */
export function forgotPasswordPath(email = ""): string {
  const typed = email.trim();
  return typed === "" ? paths.forgotPassword : `${paths.forgotPassword}?email=${encodeURIComponent(typed)}`;
}

/**
 * A path inside the back-office to return to after sign-in, or null. Only a same-origin relative path passes:
 * never another site ("//evil.example", "/\\evil.example", "https://…"), never a control character, and never
 * the sign-in pages themselves (which would loop).
 */
export function safeReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (CONTROL_CHARACTERS.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  if (OPEN_PAGES.some((page) => path === page)) return null;
  return value;
}

/** The sign-in pages: never a place to come back to after sign-in (the open chief evaluation page needs no sign-in). */
export const OPEN_PAGES: readonly string[] = [paths.signIn, paths.forgotPassword, paths.resetPassword];

// Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example").
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
