// The portal's addresses and the rules for coming back after sign-in. No React here.

export const PRODUCT_NAME = "ICT Manpower Portal";

export const paths = {
  home: "/",
  signUp: "/talents/sign-up",
  signIn: "/talents/sign-in",
  businessSignIn: "/businesses/sign-in",
  businessRegister: "/businesses/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  activate: "/activate",
  linkedInCallback: "/auth/linkedin/callback",
  // A Talent's own area
  account: "/account",
  resume: "/account/resume",
  contactDetails: "/account/contact-details",
  savedJobs: "/account/saved-jobs",
  myCourses: "/account/courses",
  myApplications: "/account/applications",
  changePassword: "/account/password",
  // A Business's own area
  business: "/business",
  businessContactDetails: "/business/contact-details",
  verification: "/business/verification",
  vacancies: "/business/vacancies",
  newVacancy: "/business/vacancies/new",
  editVacancy: "/business/vacancies/:id/edit",
  /** A vacancy's applicants; the filter is in the query (`?status=submitted&status=shortlisted&pageNumber`). */
  vacancyApplicants: "/business/vacancies/:id/applicants",
  projects: "/business/projects",
  newProject: "/business/projects/new",
  editProject: "/business/projects/:id/edit",
  trainingCourses: "/business/courses",
  newTrainingCourse: "/business/courses/new",
  editTrainingCourse: "/business/courses/:id/edit",
  /** A course's registrants; the filter is in the query (`?searchTerms=a&searchTerms=b&isWithdrawn&pageNumber&pageSize`). */
  courseRegistrants: "/business/courses/:id/registrants",
  expatPermits: "/business/expat-permits",
  /** An application in the editor: its first section, one section, or "review" (the last step). */
  expatPermit: "/business/expat-permits/:type/:id/:section?",
  // Public pages: the searches (their state is in the address query), then single records
  talentSearch: "/talents",
  businessSearch: "/businesses",
  jobSearch: "/jobs",
  ictProjectSearch: "/ict-projects",
  courseSearch: "/courses",
  job: "/jobs/:id",
  course: "/courses/:id",
  businessVacancies: "/businesses/:id/vacancies",
} as const;

/** `/jobs/{id}` and the other addresses of one record. */
export const recordPath = {
  job: (id: string) => `/jobs/${encodeURIComponent(id)}`,
  businessVacancies: (businessId: string) => `/businesses/${encodeURIComponent(businessId)}/vacancies`,
  editVacancy: (id: string) => `/business/vacancies/${encodeURIComponent(id)}/edit`,
  editProject: (id: string) => `/business/projects/${encodeURIComponent(id)}/edit`,
  /** A vacancy's applicants, with the listing's query when given (core's applicantsAddress.format writes it). */
  vacancyApplicants: (id: string, query?: URLSearchParams) => {
    const path = `/business/vacancies/${encodeURIComponent(id)}/applicants`;
    const text = query?.toString() ?? "";
    return text === "" ? path : `${path}?${text}`;
  },
  /** A training course's own page (published, or the owner's draft). */
  course: (id: string) => `/courses/${encodeURIComponent(id)}`,
  editTrainingCourse: (id: string) => `/business/courses/${encodeURIComponent(id)}/edit`,
  /** A course's registrants, with the listing's query when given (core's registrantsAddress.format writes it). */
  courseRegistrants: (id: string, query?: URLSearchParams) => {
    const path = `/business/courses/${encodeURIComponent(id)}/registrants`;
    const text = query?.toString() ?? "";
    return text === "" ? path : `${path}?${text}`;
  },
  /** An expat permit application (its first section), or one of its sections ("review" is the last step). */
  expatPermit: (type: string, id: string, section?: string) =>
    `/business/expat-permits/${encodeURIComponent(type)}/${encodeURIComponent(id)}${section === undefined ? "" : `/${encodeURIComponent(section)}`}`,
} as const;

/** A member's own area: the Talent's profile or the Business's; the Talent's while the kind is not known yet. */
export function ownAreaPath(accountType: "Talent" | "Business" | null): string {
  return accountType === "Business" ? paths.business : paths.account;
}

/** The kinds of account as the addresses spell them (`?accountType=talent`). */
export type AccountKind = "talent" | "business";

/** The sign-in address that comes back to `returnTo` afterwards. */
export function signInPath(returnTo?: string | null, kind: AccountKind = "talent"): string {
  const base = kind === "talent" ? paths.signIn : paths.businessSignIn;
  return returnTo ? `${base}?next=${encodeURIComponent(returnTo)}` : base;
}

/** "Forgot your password?" for one kind of account, with the address already typed when there is one. */
export function forgotPasswordPath(kind: AccountKind, email = ""): string {
  const query = new URLSearchParams({ accountType: kind });
  if (email.trim() !== "") query.set("email", email.trim());
  return `${paths.forgotPassword}?${query.toString()}`;
}

/** The kind named by `?accountType=`, or null when it names none. */
export function accountKindFrom(value: string | null): AccountKind | null {
  return value === "talent" || value === "business" ? value : null;
}

/** A path inside this app to return to after sign-in; anything else (another site) is ignored. */
export function safeReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
