// The contract's shapes under the names the core and its users speak of.
// Types only: nothing here may run code or import anything but the generated contract.
import type { components as PortalComponents } from "@ictm/openapi/portal.ts";
import type { components as BackofficeComponents } from "@ictm/openapi/backoffice.ts";

type Schemas = PortalComponents["schemas"];
type StaffSchemas = BackofficeComponents["schemas"];

export type AccountType = Schemas["AccountType"];
export type Member = Schemas["Member"];
/** The signed-in Talent's whole record: details, resume, contact details, privacy settings, blocked businesses. */
export type TalentProfile = Schemas["TalentProfile"];
export type Workflow = StaffSchemas["Workflow"];
export type Business = Schemas["Business"];
export type BusinessType = Schemas["BusinessType"];
export type BusinessRegistrationData = Schemas["BusinessRegistrationData"];
export type PasswordChanged = Schemas["PasswordChanged"];
export type Notice = Schemas["Notice"];

// Reference data
export type ReferenceItem = Schemas["ReferenceItem"];
export type CommonData = Schemas["CommonData"];
export type District = Schemas["District"];

// A Talent's own record
export type TalentProfileDetails = Schemas["TalentProfileDetails"];
export type TalentResumeDetails = Schemas["TalentResumeDetails"];
export type Education = Schemas["Education"];
export type WorkExperience = Schemas["WorkExperience"];
export type Certification = Schemas["Certification"];
export type LanguageSkill = Schemas["LanguageSkill"];
export type ContactDetails = Schemas["ContactDetails"];
export type ProfileVisibility = Schemas["ProfileVisibility"];
export type PrivacySettings = Schemas["PrivacySettings"];
export type BlockedBusiness = Schemas["BlockedBusiness"];
export type PictureResult = Schemas["PictureResult"];

// A Business's own record
export type BusinessProfile = Schemas["BusinessProfile"];
export type BusinessProfileUpdate = Schemas["BusinessProfileUpdate"];
export type LogoResult = Schemas["LogoResult"];
export type VerificationStatus = Schemas["VerificationStatus"];
export type VerificationRequest = Schemas["VerificationRequest"];
export type StoredFile = Schemas["StoredFile"];

// Vacancies and ICT projects
export type EmploymentType = Schemas["EmploymentType"];
export type SalaryInterval = Schemas["SalaryInterval"];
export type PublicationStatus = Schemas["PublicationStatus"];
export type JobVacancy = Schemas["JobVacancy"];
export type JobVacancyInput = Schemas["JobVacancyInput"];
export type ProjectStage = Schemas["ProjectStage"];
export type IctProject = Schemas["IctProject"];
export type IctProjectInput = Schemas["IctProjectInput"];

// Search (public): one page of results, as every search call answers it
export type PageInfo = Schemas["PageInfo"];
export type TalentSearchItem = Schemas["TalentSearchItem"];
export type BusinessSearchItem = Schemas["BusinessSearchItem"];
/** A published, open vacancy; `isSaved` is true only for the signed-in Talent who saved it. */
export type JobSearchItem = Schemas["JobSearchItem"];
export type IctProjectSearchItem = IctProject;
/** How many results each value of a filter gives, with the terms and every other filter applied; none left out, most first. */
export type SearchFacet = Schemas["SearchFacet"];
export type TalentSearchFacets = Schemas["TalentSearchFacets"];
export type BusinessSearchFacets = Schemas["BusinessSearchFacets"];
export type JobSearchFacets = Schemas["JobSearchFacets"];
/**
 * `items` of one page, `count` of all results, `totalPages` 0 when there are none; `suggestions` (up to 3 nearest
 * known terms when the terms found fewer than 3 results, else none).
 */
export interface SearchPage<T> extends PageInfo {
  readonly items: ReadonlyArray<T>;
  readonly suggestions: ReadonlyArray<string>;
}
/** A page of a search with filters: `facets` counts the results per value of each filter. */
export interface FacetedSearchPage<T, F> extends SearchPage<T> {
  readonly facets: F;
}
export type TalentSearchPage = FacetedSearchPage<TalentSearchItem, TalentSearchFacets>;
export type BusinessSearchPage = FacetedSearchPage<BusinessSearchItem, BusinessSearchFacets>;
export type JobSearchPage = FacetedSearchPage<JobSearchItem, JobSearchFacets>;
export type IctProjectSearchPage = SearchPage<IctProjectSearchItem>;

// The back-office
export type Staff = StaffSchemas["Staff"];
export type StaffRole = StaffSchemas["StaffRole"];
export type BusinessVerification = StaffSchemas["BusinessVerification"];
export type BusinessVerificationStatus = BusinessVerification["status"];
export type VerificationDecision = StaffSchemas["VerificationDecision"];

/** What a Business session keeps of its business: enough for the header until the business profile loads. */
export interface BusinessSummary {
  readonly key: string;
  readonly businessName: string;
  /** The logo's address; absent in summaries kept before logos existed. */
  readonly logo?: string | null;
}

/** A signed-in session as the commands return it and `v1.SignedIn` records it. */
export interface SignedInSession {
  readonly token: string;
  readonly member: Member;
  readonly accountType: AccountType;
  readonly profilePicture: string | null;
  /** The Business's summary for a Business session; null for a Talent. */
  readonly business: BusinessSummary | null;
}

/** A signed-in staff member, kept apart from the member session (the back-office and the CLI may hold both). */
export interface StaffSession {
  readonly token: string;
  readonly staff: Staff;
}

/**
 * What a sign-up or registration leads to: by e-mail an account waiting for activation (no session);
 * by Google or LinkedIn a member signed in at once. `member` and `activationRequired` are there either way.
 */
export type SignUpOutcome =
  | { readonly signedIn: false; readonly member: Member; readonly activationRequired: boolean; readonly session: null }
  | { readonly signedIn: true; readonly member: Member; readonly activationRequired: false; readonly session: SignedInSession };
