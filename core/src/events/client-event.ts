// The client's domain events: facts in the past tense, versioned on the wire ("v1.SignedIn").
// Types only. Never remove or reshape a v1 payload; add a v2 event instead.
import type {
  AccountType,
  BusinessProfile,
  BusinessSearchPage,
  BusinessSummary,
  BusinessVerification,
  BusinessVerificationStatus,
  CommonData,
  ContactDetails,
  IctProject,
  IctProjectSearchPage,
  JobSearchPage,
  JobVacancy,
  Member,
  StaffSession,
  TalentProfile,
  TalentSearchPage,
  VerificationRequest,
  Workflow,
} from "../model.ts";
import type { SearchName, SearchState } from "../search/search-state.ts";

/** How a member proved who they are. */
export type SignInMethod = "email" | "google" | "linkedin";

/** A session as it is kept between visits; `member` is null when only the cookie's token survived. */
export interface SavedSessionPayload {
  readonly token: string;
  readonly member: Member | null;
  readonly accountType: AccountType | null;
  readonly profilePicture: string | null;
  /** A Business session's business; absent in sessions saved before Businesses could sign in. */
  readonly business?: BusinessSummary | null;
}

interface Payloads {
  "v1.SessionRestored": { readonly session: SavedSessionPayload | null };
  "v1.TalentSignedUp": { readonly member: Member; readonly activationRequired: boolean };
  "v1.AccountActivated": { readonly email: string };
  "v1.ActivationMailRequested": { readonly memberEmail: string };
  "v1.SignedIn": {
    readonly token: string;
    readonly member: Member;
    readonly accountType: AccountType;
    readonly profilePicture: string | null;
    /** Set for a Business (optional, so events logged before Businesses could sign in still read). */
    readonly business?: BusinessSummary | null;
  };
  /** A cookie-only session learned its account type without learning the member (a Business, until issue 4). */
  "v1.AccountTypeLearned": { readonly accountType: AccountType };
  /** By e-mail the Business must activate first; by Google or LinkedIn a `v1.SignedIn` follows. */
  "v1.BusinessRegistered": {
    readonly member: Member;
    readonly business: BusinessSummary | null;
    readonly activationRequired: boolean;
    readonly method: SignInMethod;
  };
  "v1.PasswordResetRequested": { readonly accountType: AccountType; readonly email: string };
  /** Every session of that member is revoked, this device's too when it was signed in as them. */
  "v1.PasswordReset": { readonly memberEmail: string; readonly otherSessionsRevoked: number };
  /** This session stays signed in; the member's other sessions were revoked. */
  "v1.PasswordChanged": { readonly otherSessionsRevoked: number };
  /** The LinkedIn token itself stays out of the log: it is a secret the next call spends. */
  "v1.LinkedInCodeExchanged": { readonly redirectUri: string };
  "v1.SignedOut": Record<string, never>;
  "v1.SessionExpired": Record<string, never>;
  /** A query began; the store it feeds shows "loading" until it is loaded or fails. */
  "v1.QueryStarted": { readonly query: string };
  "v1.TalentProfileLoaded": { readonly profile: TalentProfile };
  "v1.WorkflowsLoaded": { readonly workflows: ReadonlyArray<Workflow> };
  /** `command` is the program's name ("commands.signIn", "queries.loadTalentProfile"). */
  "v1.CommandFailed": {
    readonly command: string;
    readonly error: string;
    readonly message: string;
    readonly silent: boolean;
  };
  "v1.ToastDismissed": { readonly id: string };
  "v1.ChangesSaved": { readonly message: string };

  // Reference data (public, kept across sign-outs)
  "v1.CommonDataLoaded": { readonly commonData: CommonData };

  // A Talent's own record: each save answers the whole profile as stored
  "v1.TalentProfileUpdated": { readonly profile: TalentProfile; readonly section: TalentProfileSection };
  /** A Talent's or a Business's contact details, as the server stored them. */
  "v1.ContactDetailsUpdated": { readonly accountType: AccountType; readonly contactDetails: ContactDetails };
  "v1.ProfilePictureUploaded": { readonly profilePicture: string };

  // A Business's own record
  "v1.BusinessProfileLoaded": { readonly profile: BusinessProfile };
  "v1.BusinessProfileUpdated": { readonly profile: BusinessProfile };
  "v1.BusinessLogoUploaded": { readonly logo: string };
  /** `resubmitted`: sent with PUT (after a rejection, or replacing a pending request's documents). */
  "v1.BusinessVerificationSubmitted": { readonly verification: VerificationRequest; readonly resubmitted: boolean };

  // Vacancies and ICT projects
  "v1.OwnJobVacanciesLoaded": { readonly vacancies: ReadonlyArray<JobVacancy> };
  "v1.BusinessJobVacanciesLoaded": { readonly businessKey: string; readonly vacancies: ReadonlyArray<JobVacancy> };
  "v1.JobVacancyLoaded": { readonly vacancy: JobVacancy };
  "v1.JobVacancyCreated": { readonly vacancy: JobVacancy };
  "v1.JobVacancyUpdated": { readonly vacancy: JobVacancy };
  "v1.OwnIctProjectsLoaded": { readonly projects: ReadonlyArray<IctProject> };
  "v1.IctProjectCreated": { readonly project: IctProject };
  "v1.IctProjectUpdated": { readonly project: IctProject };

  // Saved jobs: the server answers every change with the keys now saved
  "v1.SavedJobsLoaded": { readonly jobs: ReadonlyArray<JobVacancy> };
  "v1.JobSaved": { readonly key: string; readonly savedJobKeys: ReadonlyArray<string> };
  "v1.JobUnsaved": { readonly key: string; readonly savedJobKeys: ReadonlyArray<string> };

  // Search (public). `request` is the seq of the search's own `v1.SearchStarted`: a store keeps only the answer
  // to the latest search it started, so a slow answer to an older search never replaces a newer one.
  "v1.SearchStarted": { readonly search: SearchName; readonly state: SearchState };
  "v1.SearchFailed": { readonly search: SearchName; readonly request: number; readonly error: string; readonly message: string };
  "v1.TalentSearchLoaded": { readonly request: number; readonly state: SearchState; readonly page: TalentSearchPage };
  "v1.BusinessSearchLoaded": { readonly request: number; readonly state: SearchState; readonly page: BusinessSearchPage };
  "v1.JobSearchLoaded": { readonly request: number; readonly state: SearchState; readonly page: JobSearchPage };
  "v1.IctProjectSearchLoaded": { readonly request: number; readonly state: SearchState; readonly page: IctProjectSearchPage };

  // Staff (the back-office), apart from the member session
  "v1.StaffSessionRestored": { readonly session: StaffSession | null };
  "v1.StaffSignedIn": StaffSession;
  "v1.StaffSignedOut": Record<string, never>;
  "v1.StaffSessionExpired": Record<string, never>;
  "v1.BusinessVerificationsLoaded": {
    readonly status: BusinessVerificationStatus;
    readonly verifications: ReadonlyArray<BusinessVerification>;
  };
  "v1.BusinessVerificationDecided": { readonly verification: BusinessVerification };
}

/** Which part of the Talent's record a save changed. */
export type TalentProfileSection = "details" | "resume" | "privacy";

export type ClientEventType = keyof Payloads;
export type PayloadOf<T extends ClientEventType> = Payloads[T];

/** One event as it sits in the log: `seq` is its 1-based position, `at` an ISO-8601 instant. */
export type ClientEvent = {
  readonly [T in ClientEventType]: {
    readonly type: T;
    readonly payload: Payloads[T];
    readonly seq: number;
    readonly at: string;
  };
}[ClientEventType];

export type EventOf<T extends ClientEventType> = Extract<ClientEvent, { readonly type: T }>;

/** What a command hands to the log; the log stamps `seq` and `at`. */
export type NewClientEvent = {
  readonly [T in ClientEventType]: { readonly type: T; readonly payload: Payloads[T] };
}[ClientEventType];

export const QUERIES = {
  talentProfile: "queries.loadTalentProfile",
  workflows: "queries.loadWorkflows",
  commonData: "queries.loadCommonData",
  businessProfile: "queries.loadBusinessProfile",
  ownJobVacancies: "queries.loadOwnJobVacancies",
  businessJobVacancies: "queries.loadBusinessJobVacancies",
  jobVacancy: "queries.loadJobVacancy",
  ownIctProjects: "queries.loadOwnIctProjects",
  savedJobs: "queries.loadSavedJobs",
  businessVerifications: "queries.loadBusinessVerifications",
  searchTalents: "queries.searchTalents",
  searchBusinesses: "queries.searchBusinesses",
  searchJobVacancies: "queries.searchJobVacancies",
  searchIctProjects: "queries.searchIctProjects",
} as const;
