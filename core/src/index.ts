// The front door of @ictm/core: every name the UIs, the CLI and the server may use.
// Keep these names stable; when one must change, keep the old one as an alias here.

// Building and running the core
export { createCore } from "./create-core.ts";
export type { Core, CoreOptions, CoreServices, CoreStores, RunOptions, RunResult } from "./create-core.ts";

// Contract types as the core uses them
export type { AccountType, Member, TalentProfile, Workflow } from "./domain/model.ts";

// API client (the only place that speaks HTTP)
export { ApiClient, SIGN_IN_WHITELIST, isSignInWhitelisted } from "./api/api-client.ts";
export type { ApiClientOptions, ApiResult, BackofficeClient, CallOptions, Fetch, PortalClient } from "./api/api-client.ts";
export { callKindOf } from "./api/whitelist.ts";
export type { CallKind } from "./api/whitelist.ts";
export { failureText, toCoreError } from "./api/failure.ts";
export type { FailureContext, ProblemBody } from "./api/failure.ts";

// Error catalogue
export {
  AccountNotActivated,
  ActivationLinkInvalid,
  EmailAlreadyRegistered,
  FilesNotAccepted,
  Forbidden,
  LoginDetailsIncorrect,
  NetworkError,
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
export type { ClientEvent, ClientEventType, EventOf, NewClientEvent, PayloadOf, SavedSessionPayload } from "./events/client-event.ts";
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

// Commands
export { SignUpTalentInput, signUpTalent } from "./commands/auth/sign-up-talent.ts";
export { ActivateAccountInput, activateAccount } from "./commands/auth/activate-account.ts";
export { RequestActivationMailInput, requestActivationMail } from "./commands/auth/request-activation-mail.ts";
export { SignInInput, signIn } from "./commands/auth/sign-in.ts";
export { signOut } from "./commands/auth/sign-out.ts";
export { restoreSession } from "./commands/auth/restore-session.ts";
export { DismissToastInput, dismissToast } from "./commands/toasts/dismiss-toast.ts";

// Shared by every command and query: one CommandFailed event per failure
export { FailureReported, appendFailure, coreErrorOf, decodeInput, reportFailure } from "./commands/report-failure.ts";

// Queries
export { loadTalentProfile } from "./queries/talents/talent-profile.ts";
export { loadWorkflows } from "./queries/workflows/workflows.ts";

// Platform services
export {
  SESSION_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE_NAME,
  SESSION_STORAGE_KEY,
  SessionStorage,
  makeKeyValueSessionStorage,
  makeMemoryCookieJar,
  makeMemoryKeyValueStore,
} from "./platform/session-storage.ts";
export { mirrorSessionToStorage } from "./platform/session-writer.ts";
export {
  SavedSessionSchema,
  expiredTokenCookie,
  parseSavedSession,
  readTokenCookie,
  serializeSavedSession,
  tokenCookie,
} from "./domain/auth/saved-session.ts";
export type { CookieJar, KeyValueStore, SavedSession } from "./platform/session-storage.ts";

// Form schemas and inline validation
export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EmailField,
  FORM_MESSAGES,
  SignInForm,
  TalentSignUpForm,
  validateForm,
} from "./domain/auth/forms.ts";
export type { FieldErrors, SignInFormValues, TalentSignUpFormValues } from "./domain/auth/forms.ts";
