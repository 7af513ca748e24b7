// The front door of @ictm/core: every name the UIs, the CLI and the server may use.
// Keep these names stable; when one must change, keep the old one as an alias here.

// Building and running the core
export { createCore } from "./create-core.ts";
export type { Core, CoreOptions, CoreServices, CoreStores, RunOptions, RunResult } from "./create-core.ts";

// Contract types as the core uses them
export type {
  AccountType,
  BlockedBusiness,
  Business,
  BusinessProfile,
  BusinessProfileUpdate,
  BusinessRegistrationData,
  BusinessSummary,
  BusinessType,
  BusinessVerification,
  BusinessVerificationStatus,
  Certification,
  CommonData,
  ContactDetails,
  District,
  Education,
  EmploymentType,
  IctProject,
  IctProjectInput,
  JobVacancy,
  JobVacancyInput,
  LanguageSkill,
  LogoResult,
  Member,
  Notice,
  PasswordChanged,
  PictureResult,
  PrivacySettings,
  ProfileVisibility,
  ProjectStage,
  PublicationStatus,
  ReferenceItem,
  SalaryInterval,
  SignedInSession,
  SignUpOutcome,
  Staff,
  StaffRole,
  StaffSession,
  StoredFile,
  TalentProfile,
  TalentProfileDetails,
  TalentResumeDetails,
  VerificationDecision,
  VerificationRequest,
  VerificationStatus,
  Workflow,
  WorkExperience,
} from "./domain/model.ts";

// API client (the only place that speaks HTTP)
export { ApiClient, SIGN_IN_WHITELIST, isSignInWhitelisted } from "./api/api-client.ts";
export type { ApiClientOptions, ApiResult, BackofficeClient, CallOptions, Fetch, PortalClient } from "./api/api-client.ts";
export { BACKOFFICE_SIGN_IN_WHITELIST, backofficeCallKindOf, callKindOf, isPasswordChange, providerOf } from "./api/whitelist.ts";
export type { CallKind } from "./api/whitelist.ts";
export { failureText, toCoreError } from "./api/failure.ts";
export type { FailureContext, ProblemBody } from "./api/failure.ts";

// Error catalogue
export {
  AccountNotActivated,
  ActivationLinkInvalid,
  CurrentPasswordIncorrect,
  EmailAlreadyRegistered,
  FilesNotAccepted,
  Forbidden,
  IdentityNotVerified,
  LoginDetailsIncorrect,
  NetworkError,
  NoAccountForIdentity,
  PasswordResetLinkInvalid,
  Refused,
  SessionExpired,
  TooManyAttempts,
  UnexpectedError,
  ValidationFailed,
  isCoreError,
} from "./errors/errors.ts";
export type { CoreError } from "./errors/errors.ts";
export { MESSAGES, SAVED_SUCCESSFULLY } from "./errors/catalogue.ts";

// Client event log
export { EventLog, makeEventLog } from "./events/event-log.ts";
export type { EventLogHandle } from "./events/event-log.ts";
export { QUERIES } from "./events/client-event.ts";
export type {
  ClientEvent,
  ClientEventType,
  EventOf,
  NewClientEvent,
  PayloadOf,
  SavedSessionPayload,
  SignInMethod,
  TalentProfileSection,
} from "./events/client-event.ts";
export type { AfterAppend } from "./events/event-log.ts";

// Stores (signals folded from the event log)
export { createStores, foldEvents, initialStoreValues, reduceStores } from "./stores/stores.ts";
export type { StoreValues, Stores } from "./stores/stores.ts";
export { initialSessionState, sessionReducer } from "./stores/session.ts";
export type { SessionState, SessionStatus } from "./stores/session.ts";
export { initialTalentProfileState, talentProfileReducer } from "./stores/talent-profile.ts";
export type { TalentProfileState, LoadStatus } from "./stores/talent-profile.ts";
export { initialWorkflowsState, workflowsReducer } from "./stores/workflows.ts";
export type { WorkflowsState } from "./stores/workflows.ts";
export { initialToastsState, toastIdFor, toastsReducer } from "./stores/toasts.ts";
export type { Toast, ToastTone, ToastsState } from "./stores/toasts.ts";
export { memberSessionChanged } from "./stores/stores.ts";
export { businessProfileReducer, initialBusinessProfileState } from "./stores/business-profile.ts";
export type { BusinessProfileState } from "./stores/business-profile.ts";
export { initialReferenceDataState, referenceDataReducer, referenceName } from "./stores/reference-data.ts";
export type { ReferenceDataState } from "./stores/reference-data.ts";
export { initialOwnJobVacanciesState, ownJobVacanciesReducer } from "./stores/own-job-vacancies.ts";
export type { OwnJobVacanciesState } from "./stores/own-job-vacancies.ts";
export { initialOwnIctProjectsState, ownIctProjectsReducer } from "./stores/own-ict-projects.ts";
export type { OwnIctProjectsState } from "./stores/own-ict-projects.ts";
export { initialSavedJobsState, isJobSaved, savedJobsReducer } from "./stores/saved-jobs.ts";
export type { SavedJobsState } from "./stores/saved-jobs.ts";
export { initialStaffSessionState, staffSessionReducer } from "./stores/staff-session.ts";
export type { StaffSessionState } from "./stores/staff-session.ts";
export {
  businessVerificationsReducer,
  initialBusinessVerificationsState,
} from "./stores/business-verifications.ts";
export type { BusinessVerificationsState } from "./stores/business-verifications.ts";
export { replaceByKey, upsertByKey } from "./stores/keyed-list.ts";

// Commands
export {
  EmailTalentSignUpInput,
  GoogleTalentSignUpInput,
  LinkedInTalentSignUpInput,
  SignUpTalentInput,
  signUpTalent,
} from "./commands/auth/sign-up-talent.ts";
export { ActivateAccountInput, activateAccount } from "./commands/auth/activate-account.ts";
export { RequestActivationMailInput, requestActivationMail } from "./commands/auth/request-activation-mail.ts";
export { EmailSignInInput, GoogleSignInInput, LinkedInSignInInput, SignInInput, signIn } from "./commands/auth/sign-in.ts";
export {
  EmailBusinessRegistrationInput,
  RegisterBusinessInput,
  SocialBusinessRegistrationInput,
  registerBusiness,
} from "./commands/auth/register-business.ts";
export { RequestPasswordResetInput, requestPasswordReset } from "./commands/auth/request-password-reset.ts";
export { ResetPasswordInput, resetPassword } from "./commands/auth/reset-password.ts";
export { ChangePasswordInput, changePassword } from "./commands/auth/change-password.ts";
export { ExchangeLinkedInCodeInput, exchangeLinkedInCode } from "./commands/auth/exchange-linkedin-code.ts";
export { signOut } from "./commands/auth/sign-out.ts";
export { restoreSession } from "./commands/auth/restore-session.ts";
export { DismissToastInput, dismissToast } from "./commands/toasts/dismiss-toast.ts";
// A Talent's own record
export { UpdateTalentProfileDetailsInput, updateTalentProfileDetails } from "./commands/talents/update-talent-profile-details.ts";
export { UpdateTalentResumeInput, updateTalentResume } from "./commands/talents/update-talent-resume.ts";
export { UpdateContactDetailsInput, updateContactDetails } from "./commands/members/update-contact-details.ts";
export { UpdatePrivacySettingsInput, updatePrivacySettings } from "./commands/talents/update-privacy-settings.ts";
export { uploadProfilePicture } from "./commands/talents/upload-profile-picture.ts";
export { saveJob } from "./commands/talents/save-job.ts";
export { unsaveJob } from "./commands/talents/unsave-job.ts";
// A Business's own record, vacancies and projects
export { UpdateBusinessProfileInput, updateBusinessProfile } from "./commands/businesses/update-business-profile.ts";
export { uploadBusinessLogo } from "./commands/businesses/upload-business-logo.ts";
export {
  SubmitBusinessVerificationInput,
  resubmits,
  submitBusinessVerification,
} from "./commands/businesses/submit-business-verification.ts";
export { CreateJobVacancyInput, createJobVacancy } from "./commands/businesses/create-job-vacancy.ts";
export { updateJobVacancy } from "./commands/businesses/update-job-vacancy.ts";
export type { UpdateJobVacancyInput } from "./commands/businesses/update-job-vacancy.ts";
export { publishJobVacancy } from "./commands/businesses/publish-job-vacancy.ts";
export { closeJobVacancy } from "./commands/businesses/close-job-vacancy.ts";
export { CreateIctProjectInput, createIctProject } from "./commands/businesses/create-ict-project.ts";
export { updateIctProject } from "./commands/businesses/update-ict-project.ts";
export type { UpdateIctProjectInput } from "./commands/businesses/update-ict-project.ts";
// Staff (the back-office)
export { SignInStaffInput, signInStaff } from "./commands/staff/sign-in-staff.ts";
export { signOutStaff } from "./commands/staff/sign-out-staff.ts";
export { restoreStaffSession } from "./commands/staff/restore-staff-session.ts";
export {
  DecideBusinessVerificationInput,
  decideBusinessVerification,
} from "./commands/staff/decide-business-verification.ts";
// Shared by the commands
export { RECORD_NOT_FOUND, RecordKey } from "./commands/record-key.ts";
export { CHOOSE_A_FILE, UploadFileInput } from "./commands/upload-input.ts";

// Shared by every command and query: one CommandFailed event per failure
export { FailureReported, appendFailure, coreErrorOf, decodeInput, decodeTagged, reportFailure } from "./commands/report-failure.ts";

// Queries
export { loadTalentProfile } from "./queries/talents/talent-profile.ts";
export { loadWorkflows } from "./queries/workflows/workflows.ts";
export { loadCommonData } from "./queries/portal/common-data.ts";
export type { LoadCommonDataOptions } from "./queries/portal/common-data.ts";
export { loadBusinessProfile } from "./queries/businesses/business-profile.ts";
export { loadOwnJobVacancies } from "./queries/businesses/own-job-vacancies.ts";
export { loadBusinessJobVacancies } from "./queries/businesses/business-job-vacancies.ts";
export { loadJobVacancy } from "./queries/job-vacancies/job-vacancy.ts";
export { loadOwnIctProjects } from "./queries/businesses/own-ict-projects.ts";
export { loadSavedJobs } from "./queries/talents/saved-jobs.ts";
export { LoadBusinessVerificationsInput, loadBusinessVerifications } from "./queries/backoffice/business-verifications.ts";

// Platform services
export {
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE_NAME,
  SESSION_STORAGE_KEY,
  STAFF_SESSION_STORAGE_KEY,
  SessionStorage,
  makeKeyValueSessionStorage,
  makeMemoryCookieJar,
  makeMemoryKeyValueStore,
} from "./platform/session-storage.ts";
export { mirrorSessionToStorage } from "./platform/session-writer.ts";
export {
  SavedSessionSchema,
  StaffSessionSchema,
  expiredTokenCookie,
  parseSavedSession,
  parseStaffSession,
  serializeStaffSession,
  readTokenCookie,
  serializeSavedSession,
  tokenCookie,
} from "./domain/auth/saved-session.ts";
export type { CookieJar, KeyValueStore, SavedSession } from "./platform/session-storage.ts";

// Form schemas and inline validation
export {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABELS,
  BusinessRegistrationDataForm,
  BusinessRegistrationForm,
  BusinessTypeField,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EmailField,
  FORM_MESSAGES,
  NewPasswordField,
  PasswordChangeForm,
  PasswordResetForm,
  PasswordResetRequestForm,
  SignInForm,
  TalentSignUpForm,
  splitBusinessRegistration,
  validateForm,
} from "./domain/auth/forms.ts";
export type {
  BusinessRegistrationDataFormValues,
  BusinessRegistrationFormValues,
  BusinessTypeOption,
  FieldErrors,
  PasswordChangeFormValues,
  PasswordResetFormValues,
  PasswordResetRequestFormValues,
  SignInFormValues,
  TalentSignUpFormValues,
} from "./domain/auth/forms.ts";

// The LinkedIn round trip (pure): where to send the browser, and whether its callback can be trusted
export {
  LINKEDIN_SCOPE,
  LINKEDIN_STATE_PATTERN,
  LINKEDIN_STATE_STORAGE_KEY,
  LINKEDIN_TRY_AGAIN,
  checkLinkedInCallback,
  linkedInAuthorizationUrl,
  linkedInState,
} from "./domain/auth/linkedin.ts";
export type { LinkedInAuthorizationRequest, LinkedInCallback, LinkedInCallbackCheck } from "./domain/auth/linkedin.ts";

// Files to upload, the members' own forms, and the pure display rules (money, openness, dates): see that file
export * from "./public/own-records.ts";

// Search (issue 5): address-query rules, selection, paging, the search queries and their stores: see that file
export * from "./public/search.ts";
