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
} from "./model.ts";

// API client (the only place that speaks HTTP)
export { ApiClient, SIGN_IN_WHITELIST, isSignInWhitelisted } from "./api/api-client.ts";
export type { ApiClientOptions, ApiResult, BackofficeClient, CallOptions, Fetch, PortalClient } from "./api/api-client.ts";
export { BACKOFFICE_SIGN_IN_WHITELIST, callFlagsOf } from "./api/whitelist.ts";
export type { CallFlags, CallKind, WhitelistedCall } from "./api/whitelist.ts";
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
  IdentityProviderUnavailable,
  LoginDetailsIncorrect,
  NetworkError,
  NoAccountForIdentity,
  NotFound,
  PasswordResetLinkInvalid,
  Refused,
  SessionExpired,
  StaleVersion,
  TooManyAttempts,
  UnexpectedError,
  PERMIT_REFUSALS,
  PermitRefused,
  VacancyMoveRefused,
  CardMoveRefused,
  ValidationFailed,
  VerificationRefused,
  VERIFICATION_REFUSALS,
  VersionRequired,
  isCoreError,
} from "./errors/errors.ts";
export type { PermitRefusalKind, VerificationRefusalKind } from "./errors/errors.ts";
export type { CoreError } from "./errors/errors.ts";
export { MESSAGES, SAVED_SUCCESSFULLY } from "./errors/catalogue.ts";
export { PROBLEMS, PROBLEM_KINDS, problemKindOf } from "./errors/problems.ts";
export type { ProblemKind } from "./errors/problems.ts";

// Client events: two channels (domain facts; activity = request bookkeeping and toasts), each event a Schema,
// so `--events` JSON lines decode back (decodeEventLines). Appending is the commands' alone.
export { ActivityEventSchema, ClientEventSchema } from "./events/client-event.ts";
export type {
  ActivityEvent,
  ActivityEventType,
  Channel,
  ClientEvent,
  ClientEventType,
  EventOf,
  PayloadOf,
  SavedSessionPayload,
  SignInMethod,
  StoreEvent,
  TalentProfileSection,
} from "./events/client-event.ts";
export { DEFAULT_LOG_LIMIT } from "./events/event-log.ts";
export { decodeEventLine, decodeEventLines, encodeEventLine } from "./events/event-lines.ts";
export type { EventLine } from "./events/event-lines.ts";

// Stores: `core.stores.<name>` signals, folded from the log; their value types and pure readers
export type { Register, StoreName, StoreValues } from "./create-core.ts";
// Each core folds a set of stores: an app's (only its pages' stores in its script), or every one (the CLI, the tests).
export { ALL_STORES } from "./stores/stores.ts";
export { BACKOFFICE_STORES } from "./stores/backoffice-stores.ts";
export { PORTAL_STORES } from "./stores/portal-stores.ts";
export type { SessionState, SessionStatus } from "./accounts/session-store.ts";
export type { LoadStatus } from "./stores/query-status.ts";
export type { TalentProfileState } from "./talents/talent-profile-store.ts";
export type { WorkflowsState } from "./workflows/workflows-store.ts";
export type { Toast, ToastTone, ToastsState } from "./toasts/toasts-store.ts";
export type { BusinessProfileState } from "./businesses/business-profile-store.ts";
export { referenceName } from "./reference-data/reference-data-store.ts";
export type { ReferenceDataState } from "./reference-data/reference-data-store.ts";
export type { OwnJobVacanciesState } from "./listings/own-job-vacancies-store.ts";
export type { OwnIctProjectsState } from "./listings/own-ict-projects-store.ts";
export { isJobSaved } from "./talents/saved-jobs-store.ts";
export type { SavedJobsState } from "./talents/saved-jobs-store.ts";
export type { StaffSessionState } from "./staff/staff-session-store.ts";
export { STAFF_LIST_QUERY } from "./staff/staff-list-store.ts";
export type { StaffListState } from "./staff/staff-list-store.ts";
export type { BusinessVerificationsState } from "./verification/business-verifications-store.ts";

// Commands
export {
  EmailTalentSignUpInput,
  GoogleTalentSignUpInput,
  LinkedInTalentSignUpInput,
  SignUpTalentInput,
  signUpTalent,
} from "./accounts/sign-up-talent.ts";
export { ActivateAccountInput, activateAccount } from "./accounts/activate-account.ts";
export { RequestActivationMailInput, requestActivationMail } from "./accounts/request-activation-mail.ts";
export { EmailSignInInput, GoogleSignInInput, LinkedInSignInInput, SignInInput, signIn } from "./accounts/sign-in.ts";
export {
  EmailBusinessRegistrationInput,
  RegisterBusinessInput,
  SocialBusinessRegistrationInput,
  registerBusiness,
} from "./accounts/register-business.ts";
export { RequestPasswordResetInput, requestPasswordReset } from "./accounts/request-password-reset.ts";
export { ResetPasswordInput, resetPassword } from "./accounts/reset-password.ts";
export { ChangePasswordInput, changePassword } from "./accounts/change-password.ts";
export { ExchangeLinkedInCodeInput, exchangeLinkedInCode } from "./accounts/exchange-linkedin-code.ts";
export { signOut } from "./accounts/sign-out.ts";
export { restoreSession } from "./accounts/restore-session.ts";
export { DismissToastInput, dismissToast } from "./toasts/dismiss-toast.ts";
// A Talent's own record
export { UpdateTalentProfileDetailsInput, updateTalentProfileDetails } from "./talents/update-talent-profile-details.ts";
export { UpdateTalentResumeInput, updateTalentResume } from "./talents/update-talent-resume.ts";
export { UpdateContactDetailsInput, updateContactDetails } from "./accounts/update-contact-details.ts";
export { UpdatePrivacySettingsInput, updatePrivacySettings } from "./talents/update-privacy-settings.ts";
export { uploadProfilePicture } from "./talents/upload-profile-picture.ts";
export { PICTURE_REMOVED, removeProfilePicture } from "./talents/remove-profile-picture.ts";
export { saveJob } from "./talents/save-job.ts";
export { unsaveJob } from "./talents/unsave-job.ts";
// A Business's own record, vacancies and projects
export { UpdateBusinessProfileInput, updateBusinessProfile } from "./businesses/update-business-profile.ts";
export { uploadBusinessLogo } from "./businesses/upload-business-logo.ts";
export {
  SubmitBusinessVerificationInput,
  submitBusinessVerification,
} from "./verification/submit-business-verification.ts";
export { CreateJobVacancyInput, createJobVacancy } from "./listings/create-job-vacancy.ts";
export { updateJobVacancy } from "./listings/update-job-vacancy.ts";
export type { UpdateJobVacancyInput } from "./listings/update-job-vacancy.ts";
export { publishJobVacancy } from "./listings/publish-job-vacancy.ts";
export { closeJobVacancy } from "./listings/close-job-vacancy.ts";
export { CreateIctProjectInput, createIctProject } from "./listings/create-ict-project.ts";
export { updateIctProject } from "./listings/update-ict-project.ts";
export type { UpdateIctProjectInput } from "./listings/update-ict-project.ts";
// Staff (the back-office)
export { SignInStaffInput, signInStaff } from "./staff/sign-in-staff.ts";
export { signOutStaff } from "./staff/sign-out-staff.ts";
export { restoreStaffSession } from "./staff/restore-staff-session.ts";
export { loadStaffSelf } from "./staff/load-staff-self.ts";
export {
  RequestStaffPasswordResetInput,
  ResetStaffPasswordInput,
  requestStaffPasswordReset,
  resetStaffPassword,
} from "./staff/staff-password-reset.ts";
export { CreateStaffInput, SetStaffRolesInput, createStaff, loadStaffList, setStaffRoles } from "./staff/manage-staff.ts";
export {
  NewStaffForm,
  StaffNameField,
  StaffPasswordResetForm,
  StaffPasswordResetRequestForm,
  StaffRolesField,
  StaffRolesForm,
} from "./staff/staff-forms.ts";
export type {
  NewStaffFormValues,
  StaffPasswordResetFormValues,
  StaffPasswordResetRequestFormValues,
  StaffRolesFormValues,
} from "./staff/staff-forms.ts";
export * from "./staff/staff-rules.ts";
export { STAFF_ROLES, STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, hasAnyRole, isStaffRole } from "./staff/roles.ts";
export {
  DecideBusinessVerificationInput,
  decideBusinessVerification,
} from "./verification/decide-business-verification.ts";
// Shared by the commands
export { RECORD_NOT_FOUND, RecordKey } from "./program/record-key.ts";
export { CHOOSE_A_FILE, UploadFileInput } from "./program/upload-input.ts";

// Queries
export { loadTalentProfile } from "./talents/load-talent-profile.ts";
export { loadWorkflows } from "./workflows/load-workflows.ts";
export { loadCommonData } from "./reference-data/load-common-data.ts";
export type { LoadCommonDataOptions } from "./reference-data/load-common-data.ts";
export { loadBusinessProfile } from "./businesses/load-business-profile.ts";
export { loadOwnJobVacancies } from "./listings/load-own-job-vacancies.ts";
export { loadBusinessJobVacancies } from "./listings/load-business-job-vacancies.ts";
export { loadJobVacancy } from "./listings/load-job-vacancy.ts";
export { loadOwnIctProjects } from "./listings/load-own-ict-projects.ts";
export { loadSavedJobs } from "./talents/load-saved-jobs.ts";
export { LoadBusinessVerificationsInput, loadBusinessVerifications } from "./verification/load-business-verifications.ts";
export { verifyEventChain } from "./audit/verify-event-chain.ts";
export { AUDIT_QUERIES, EventChainReportSchema, type EventChainReport, type EventLogFilter } from "./audit/events.ts";
// The server's event log for administrators (issue 14, `ictm events tail`): a page after an id, and each event in words.
export { EVENT_LOG_INPUT_MESSAGES, EVENT_LOG_LIMITS, LoadEventLogInput } from "./audit/audit-inputs.ts";
export { loadEventLog } from "./audit/load-event-log.ts";
export { eventSentence, eventTypeWords } from "./audit/event-sentence.ts";
export { bruneiDateTime } from "./dates/brunei-time.ts";
export type { EventLogEntry, EventLogPage } from "./audit/event-log-records.ts";

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
} from "./accounts/saved-session.ts";
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
  PASSWORD_LENGTH,
  PasswordChangeForm,
  PasswordResetForm,
  PasswordResetRequestForm,
  SignInForm,
  TalentSignUpForm,
  passwordLengthText,
  splitBusinessRegistration,
} from "./accounts/forms.ts";
export { validateForm } from "./forms/validate-form.ts";
export type { FieldErrors, FieldVerdict } from "./forms/validate-form.ts";
export type {
  BusinessRegistrationDataFormValues,
  BusinessRegistrationFormValues,
  BusinessTypeOption,
  PasswordChangeFormValues,
  PasswordResetFormValues,
  PasswordResetRequestFormValues,
  SignInFormValues,
  TalentSignUpFormValues,
} from "./accounts/forms.ts";

// The LinkedIn round trip (pure): where to send the browser, and whether its callback can be trusted
export {
  LINKEDIN_SCOPE,
  LINKEDIN_STATE_PATTERN,
  LINKEDIN_STATE_STORAGE_KEY,
  LINKEDIN_TRY_AGAIN,
  checkLinkedInCallback,
  linkedInAuthorizationUrl,
  linkedInState,
} from "./accounts/linkedin.ts";
export type { LinkedInAuthorizationRequest, LinkedInCallback, LinkedInCallbackCheck } from "./accounts/linkedin.ts";

// Files to upload, the members' own forms, and the pure display rules (money, openness, dates): see that file
export * from "./public/own-records.ts";

// Search (issue 5): address-query rules, selection, paging, the search queries and their stores: see that file
export * from "./public/search.ts";

// Expat permit applications (issue 9), business side: the forms (descriptors, rules, verdicts, section states),
// the commands and queries, their stores and the verdict helpers. The server's deciders (savePermitSection,
// uploadPermitFile, deletePermitFile of transitions.ts) stay in @ictm/core/domain: the commands have those names here.
export * from "./permits/permit-types.ts";
export * from "./permits/permit-fields.ts";
export * from "./permits/permit-forms.ts";
export * from "./permits/permit-values.ts";
export { canArchivePermit, canEditPermit, canSubmitPermit, canYieldEditControl } from "./permits/transitions.ts";
export type { PermitRefusal } from "./permits/transitions.ts";
export type {
  PermitApplication,
  PermitApplicationSummary,
  PermitAuditAction,
  PermitAuditRecord,
  PermitFile,
  PermitFormRecord,
  PermitVacancy,
} from "./permits/permit-records.ts";
export { CHOOSE_A_PERMIT_TYPE } from "./permits/permit-inputs.ts";
export { permitVerdictOf, sectionVerdict } from "./permits/permit-verdicts.ts";
export type { ExpatPermitsState } from "./permits/expat-permits-store.ts";
export { permitRecordOf, permitVersionOf } from "./permits/permit-record-store.ts";
export type { PermitRecordState } from "./permits/permit-record-store.ts";
export { LoadExpatPermitsInput, loadExpatPermits } from "./permits/load-expat-permits.ts";
export { createExpatPermit } from "./permits/create-expat-permit.ts";
export { loadPermitFormRecord } from "./permits/load-permit-form-record.ts";
export { savePermitSection } from "./permits/save-permit-section.ts";
export { uploadPermitFile } from "./permits/upload-permit-file.ts";
export type { UploadPermitFileOptions } from "./permits/upload-permit-file.ts";
export { deletePermitFile } from "./permits/delete-permit-file.ts";
export { submitExpatPermit } from "./permits/submit-expat-permit.ts";
export { yieldPermitEditControl } from "./permits/yield-permit-edit-control.ts";
export { archiveExpatPermit } from "./permits/archive-expat-permit.ts";

// The kanban board and its side panel (issue 10), staff side: the move rule and board helpers, the board's shapes,
// its queries, commands and stores. The server's deciders (moveCard, notifyApplicant, ... of board/decide.ts) stay
// in @ictm/core/domain: the commands have those names here.
export { DEFAULT_WORKFLOW_ID, WORK_PERMIT_STEPS, WORK_PERMITS_WORKFLOW, STEP_KEY_PATTERN } from "./board/work-permit-steps.ts";
export type { WorkflowStepDefinition } from "./board/work-permit-steps.ts";
export { BOARD_CARDS_PER_COLUMN, BOARD_MAX_CARDS_PER_COLUMN, BOARD_MESSAGES, mayMoveCard, moveTargets, stepPermission } from "./board/board-rules.ts";
export type { CardMove, StepPermission, StepRoles } from "./board/board-rules.ts";
export { AttachmentCommentForm, BoardCommentForm, StaffCommentForm } from "./board/board-forms.ts";
export type { AttachmentCommentValues, BoardCommentValues, StaffCommentValues } from "./board/board-forms.ts";
export { cardOf, isSamePlace, mayMoveOnBoard, moveTargetsOfBoard, placeCard, stepRolesOfBoard } from "./board/board-moves.ts";
export type { BoardMove, CardOnBoard } from "./board/board-moves.ts";
export type {
  Actor,
  ApplicantNotice,
  ApplicationRecord,
  BoardApplication,
  BoardAttachment,
  BoardComment,
  BoardVacancy,
  KanbanBoard,
  KanbanCard,
  KanbanColumn,
  StaffPermitFormRecord,
  StatusStep,
  StepVisit,
  UserPermission,
  ViewPermissions,
  WorkflowStep,
} from "./board/board-records.ts";
export { BOARD_QUERIES } from "./board/client-events.ts";
export { BOARD_TEXTS } from "./board/board-texts.ts";
export type { KanbanBoardState, PendingMove } from "./board/kanban-board-store.ts";
export type { BoardApplicationState } from "./board/board-application-store.ts";
export { staffFormRecordOf } from "./board/staff-form-record-store.ts";
export type { StaffFormRecordState } from "./board/staff-form-record-store.ts";
export type { BoardCommentsState } from "./board/board-comments-store.ts";
export { attachmentsOf } from "./board/board-attachments-store.ts";
export type { BoardAttachmentsState } from "./board/board-attachments-store.ts";
export { loadKanbanBoard } from "./board/load-kanban-board.ts";
export { loadBoardApplication } from "./board/load-board-application.ts";
export { loadStaffFormRecord } from "./board/load-staff-form-record.ts";
export { loadBoardComments } from "./board/load-board-comments.ts";
export { loadBoardAttachments } from "./board/load-board-attachments.ts";
export { MoveCardInput, moveCard } from "./board/move-card.ts";
export { AddBoardCommentInput, addBoardComment } from "./board/add-board-comment.ts";
export { EditBoardCommentInput, editBoardComment } from "./board/edit-board-comment.ts";
export { DeleteBoardCommentInput, deleteBoardComment } from "./board/delete-board-comment.ts";
export { AddBoardAttachmentInput, addBoardAttachment } from "./board/add-board-attachment.ts";
export { ReplaceBoardAttachmentInput, replaceBoardAttachment } from "./board/replace-board-attachment.ts";
export { DeleteBoardAttachmentInput, deleteBoardAttachment } from "./board/delete-board-attachment.ts";
export { EditControlInput } from "./board/edit-control-call.ts";
export { giveEditControl } from "./board/give-edit-control.ts";
export { takeEditControl } from "./board/take-edit-control.ts";
export { NotifyApplicantInput, notifyApplicant } from "./board/notify-applicant.ts";

// Decisions on an application (issue 11), staff and chief-evaluator side: their shapes, queries, commands and
// stores. The rules and the server's deciders (recordEvaluation, setFinalApproval, ... of decisions/decide.ts) stay
// in @ictm/core/domain: the commands have those names here.
export {
  CHIEF_LINK_CLOSURES,
  ChiefLinkClosed,
  DECISION_REFUSALS,
  DecisionRefused,
  isChiefLinkClosure,
  isDecisionRefusalKind,
} from "./errors/decisions.ts";
export type { ChiefLinkClosure, DecisionRefusalKind } from "./errors/decisions.ts";
export {
  CHIEF_LINK_DAYS,
  CHIEF_LINK_ROUTES,
  CHIEF_TOKEN_PATTERN,
  DECISION_KINDS,
  DECISION_ROLES,
  EVALUATION_COMMENT_PLACEHOLDER,
  FINAL_NOTIFICATION_KINDS,
  FINAL_NOTIFICATION_LABELS,
  stepAllows,
} from "./decisions/decision-rules.ts";
export type { ChiefLinkRoute, ChiefLinkState, DecisionKind, FinalNotificationKind } from "./decisions/decision-rules.ts";
export { DECISION_LABELS, DECISION_MESSAGES, EvaluationForm, FinalApprovalForm, FinalNotificationForm, PersonDecisionForm } from "./decisions/decision-forms.ts";
export type { EvaluationValues, FinalApprovalValues, FinalNotificationValues, PersonDecisionValues } from "./decisions/decision-forms.ts";
export { LETTER_DOCUMENTS } from "./decisions/decision-records.ts";
export type {
  ApprovalRecord,
  ChiefEvaluator,
  ChiefInvitation,
  ChiefLink,
  ChiefLinkIssued,
  DecisionLetter,
  Evaluation,
  EvaluationInputBody,
  ExpatPerson,
  FinalApproval,
  FinalNotification,
  ImmigrationEmailConfig,
  LetterDocument,
  PersonTally,
} from "./decisions/decision-records.ts";
export { DECISION_QUERIES } from "./decisions/client-events.ts";
export { DECISION_TEXTS } from "./decisions/decision-texts.ts";
export type { EvaluationsState, EvaluationStatusesState } from "./decisions/evaluation-stores.ts";
export type { ChiefEvaluatorsState, ChiefLinksState } from "./decisions/chief-link-stores.ts";
export type { ChiefFormRecordState, ChiefInvitationState } from "./decisions/chief-page-stores.ts";
export { approvalRecordOf } from "./decisions/expat-personnel-stores.ts";
export type { ExpatPersonnelState, PersonApprovalsState } from "./decisions/expat-personnel-stores.ts";
export type { FinalApprovalState, FinalNotificationsState } from "./decisions/final-approval-stores.ts";
export { ChiefTokenInput, DownloadLetterInput } from "./decisions/decision-inputs.ts";
export { loadEvaluationStatuses } from "./decisions/load-evaluation-statuses.ts";
export { loadEvaluations } from "./decisions/load-evaluations.ts";
export { loadChiefEvaluators } from "./decisions/load-chief-evaluators.ts";
export { loadChiefLinks } from "./decisions/load-chief-links.ts";
export { loadChiefInvitation } from "./decisions/load-chief-invitation.ts";
export { ChiefFormRecordInput, loadChiefFormRecord } from "./decisions/load-chief-form-record.ts";
export { loadExpatPersonnel } from "./decisions/load-expat-personnel.ts";
export { loadPersonApprovals } from "./decisions/load-person-approvals.ts";
export { loadFinalApproval } from "./decisions/load-final-approval.ts";
export { loadImmigrationEmailConfig } from "./decisions/load-immigration-email-config.ts";
export { loadFinalNotifications } from "./decisions/load-final-notifications.ts";
export { downloadLetter, fileNameOf } from "./decisions/download-letter.ts";
export { RecordEvaluationInput, recordEvaluation } from "./decisions/record-evaluation.ts";
export { GenerateChiefLinkInput, generateChiefLink } from "./decisions/generate-chief-link.ts";
export { CHIEF_LINKS_CSV_HEADER, chiefLinksCsv, type ChiefLinkCsvRow } from "./decisions/chief-links-csv.ts";
export { RevokeChiefLinkInput, revokeChiefLink } from "./decisions/revoke-chief-link.ts";
export { RecordChiefEvaluationInput, recordChiefEvaluation } from "./decisions/record-chief-evaluation.ts";
export { DecideExpatPersonInput, decideExpatPerson } from "./decisions/decide-expat-person.ts";
export { FinalApprovalChangeInput } from "./decisions/final-approval-call.ts";
export { saveFinalApprovalDraft } from "./decisions/save-final-approval-draft.ts";
export { setFinalApproval } from "./decisions/set-final-approval.ts";
export { ResetFinalApprovalInput, resetFinalApproval } from "./decisions/reset-final-approval.ts";
export { SendFinalNotificationInput, sendFinalNotification } from "./decisions/send-final-notification.ts";

// E-signatures (issue 12): the token codec and the verdict's words (pure, shared with the server), the rules and
// forms, the public verification (by the server, or offline with the published keys) and the administrators'
// keys, signed letters and signatories: their shapes, queries, commands and stores.
export { SIGNATURE_REFUSALS, SignatureRefused, isSignatureRefusalKind } from "./errors/signatures.ts";
export type { SignatureRefusalKind } from "./errors/signatures.ts";
export {
  LETTER_KINDS,
  TOKEN_FORMAT,
  TOKEN_LENGTH,
  decodeToken,
  documentIdFromReference,
  documentReference,
  tokenTextOf,
} from "./signatures/token.ts";
export type { DecodedToken, LetterKind, TokenClaims, TokenProblem, TokenReading } from "./signatures/token.ts";
export { SIGNATURE_TEXTS, TOKEN_PROBLEM_TEXTS, judgeSignature } from "./signatures/verdict.ts";
export type { CheckResult, SignatureCheck, SignatureJudgement, SignatureParticulars, Verdict } from "./signatures/verdict.ts";
export {
  PUBLIC_KEYS_PATH,
  RESULTS_ROUTE,
  REVOCATION_REASON_MAX,
  SIGNATORY_LIMITS,
  SIGNATURE_MESSAGES,
  SIGNED_LETTERS_PAGE_SIZE,
  VERIFICATION_RATE,
  mayManageSignatures,
} from "./signatures/signature-rules.ts";
export { RevocationForm, RevocationReasonField, SIGNATURE_FORM_MESSAGES, SIGNATURE_LABELS, SignatoryForm } from "./signatures/signature-forms.ts";
export type { RevocationValues, SignatoryValues } from "./signatures/signature-forms.ts";
export type {
  Signatory,
  SignatoryInputBody,
  SignatorySummary,
  SignatureVerdict,
  SignedLetter,
  SignedLetterPage,
  SignedLetterStatus,
  SignedLetterSummary,
  SigningKey,
  SigningKeyStatus,
  SigningPublicKeys,
  VerifiedSignature,
} from "./signatures/signature-records.ts";
export { SIGNATORY_CHANGES, SIGNATURE_QUERIES } from "./signatures/client-events.ts";
export type { SignatoryChange, SignedLettersFilter } from "./signatures/client-events.ts";
export { SIGNATURE_NOTICES } from "./signatures/signature-texts.ts";
export {
  KeyIdField,
  DocumentReferenceField,
  LoadSignedLettersInput,
  ReissueSignedLetterInput,
  RevokeSignedLetterInput,
  RevokeSigningKeyInput,
  SIGNATURE_INPUT_MESSAGES,
} from "./signatures/signature-inputs.ts";
export { activeSignatoriesOf, activeSigningKeyOf, signatureVerdictOf, VERDICTS_KEPT } from "./signatures/signature-stores.ts";
export type {
  SignatoriesState,
  SignatureVerdictEntry,
  SignatureVerdictState,
  SignedLettersState,
  SigningKeysState,
} from "./signatures/signature-stores.ts";
export { SIGNING_KEYS_STORAGE_KEY } from "./signatures/public-keys-cache.ts";
export { verifyEd25519, verifyOffline, verdictOfJudgement } from "./signatures/verify-offline.ts";
export type { PublishedKeys } from "./signatures/verify-offline.ts";
export { verifySignature } from "./signatures/verify-signature.ts";
export { loadSigningPublicKeys } from "./signatures/load-signing-public-keys.ts";
export { rotateSigningKey } from "./signatures/rotate-signing-key.ts";
export { revokeSigningKey } from "./signatures/revoke-signing-key.ts";
export { loadSignedLetters } from "./signatures/load-signed-letters.ts";
export { revokeSignedLetter } from "./signatures/revoke-signed-letter.ts";
export { reissueSignedLetter } from "./signatures/reissue-signed-letter.ts";
export { loadSignatories } from "./signatures/load-signatories.ts";
export { createSignatory } from "./signatures/create-signatory.ts";
export { updateSignatory } from "./signatures/update-signatory.ts";
export { uploadSignatoryImage } from "./signatures/upload-signatory-image.ts";

// Approved and archived listings (issue 13): the rules (shared with the server), the listed shapes, the listings'
// queries and stores, the archive toggle and the CSV export. The server's decider (toggleArchive of
// archive/archive.ts) stays in @ictm/core/domain: the command has that name here.
export { ARCHIVE_ROLES, LISTING_KINDS, LISTING_PAGE_SIZE, isApprovedApplication, isStaffArchived, mayArchive } from "./archive/archive-rules.ts";
export type { ListingKind } from "./archive/archive-rules.ts";
export type { ListedApplication, ListedApplicationPage } from "./archive/listing-records.ts";
export { LISTING_QUERIES } from "./archive/client-events.ts";
export type { ListingFilter } from "./archive/client-events.ts";
export { ARCHIVE_TEXTS } from "./archive/archive-texts.ts";
export {
  ExportListingInput,
  LISTING_INPUT_MESSAGES,
  ListingKindInput,
  ListingPermitTypeInput,
  LoadListingInput,
  SetArchivedInput,
  SetArchivedInBulkInput,
  ARCHIVE_BATCH_LIMIT,
} from "./archive/archive-inputs.ts";
export { initialListingFilter } from "./archive/listing-stores.ts";
export type { ListingState } from "./archive/listing-stores.ts";
export { loadApprovedApplications, loadArchivedApplications } from "./archive/load-listing.ts";
export { loadArchivedApplication } from "./archive/load-archived-application.ts";
export { toggleArchive } from "./archive/toggle-archive.ts";
export { setArchived } from "./archive/set-archived.ts";
export { setArchivedInBulk } from "./archive/set-archived-bulk.ts";
export type { ArchiveBatchResult } from "./archive/set-archived-bulk.ts";
export { exportListing } from "./archive/export-listing.ts";
export type { ListingExport } from "./archive/export-listing.ts";
export { CSV_MEDIA_TYPE } from "./export/csv.ts";
export type { DownloadedFile } from "./api/file-download.ts";

// Statistics (issue 13, phase B): the date range, buckets and bins, working days, step targets (SLA) and public
// holidays as rules (shared with the server), the statistics' shapes, queries and stores, the target and holiday
// commands, the journey replay's frames, the charts' CSV and the words. The server's deciders (setStepTarget,
// setPublicHoliday, removePublicHoliday of statistics/statistics-decisions.ts) stay in @ictm/core/domain: the
// commands have those names here.
export {
  HOLIDAY_NAME_MAX,
  HOLIDAY_ROLES,
  STATISTICS_BUCKETS,
  STATISTICS_OUTCOMES,
  STATISTICS_RANGE_DEFAULT_DAYS,
  STATISTICS_RANGE_MAX_DAYS,
  STEP_TARGET_MAX,
  STEP_TARGET_MIN,
  STEP_TARGET_STEP,
  TARGET_ROLES,
  TURNAROUND_BINS,
  addDays,
  binOf,
  bruneiDayStart,
  bucketOf,
  bucketsOf,
  daysBetween,
  isOverdue,
  isValidHolidayName,
  isValidStepTarget,
  mayManageHolidays,
  mayManageTargets,
  outcomeOf,
  rangeInstants,
  rangeLength,
  resolveStatisticsRange,
  roundDays,
} from "./statistics/statistics-rules.ts";
export type { Bucket, RangeVerdict, StatisticsBucket, StatisticsOutcome, StatisticsRange } from "./statistics/statistics-rules.ts";
export { isWorkingDay, quantile, spreadOf, workingDaysBetween } from "./statistics/working-time.ts";
export type {
  ApplicationEvent,
  ApplicationStatistics,
  Journey,
  JourneyApplication,
  JourneyStatistics,
  JourneyTransition,
  JourneyVisit,
  OutcomeCounts,
  PublicHolidayRecord,
  StatisticsSeriesBucket,
  StepStock,
  StepTarget,
  TurnaroundSpread,
  TurnaroundStatistics,
  WorkflowStatistics,
} from "./statistics/statistics-records.ts";
export { STATISTICS_PARTS, STATISTICS_QUERIES } from "./statistics/client-events.ts";
export type { StatisticsPart } from "./statistics/client-events.ts";
export {
  LoadApplicationEventsInput,
  LoadJourneyStatisticsInput,
  LoadPublicHolidaysInput,
  LoadStatisticsInput,
  LoadWorkflowStatisticsInput,
  RemovePublicHolidayInput,
  SetPublicHolidayInput,
  SetStepTargetInput,
  STATISTICS_INPUT_MESSAGES,
  StepTargetField,
  isOrderedRange,
} from "./statistics/statistics-inputs.ts";
export { STATISTICS_TEXTS } from "./statistics/statistics-texts.ts";
export type { StepNamer } from "./statistics/statistics-texts.ts";
export { initialJourneyReplayState, initialPublicHolidaysState, initialStatisticsState } from "./statistics/statistics-stores.ts";
export type { JourneyReplayState, PublicHolidaysState, StatisticsPartState, StatisticsState } from "./statistics/statistics-stores.ts";
export { loadApplicationStatistics, loadJourneyStatistics, loadTurnaroundStatistics, loadWorkflowStatistics } from "./statistics/load-statistics.ts";
export { setStepTarget } from "./statistics/set-step-target.ts";
export { loadPublicHolidays, removePublicHoliday, setPublicHoliday } from "./statistics/public-holiday-commands.ts";
export { loadApplicationEvents } from "./statistics/load-application-events.ts";
export { permitEventOf, replayFrames } from "./statistics/journey-replay.ts";
export type { ReplayFrame, ReplayStep } from "./statistics/journey-replay.ts";
export type { PermitData, PermitState } from "./permits/transitions.ts";
export type { BoardData, CardPlacement } from "./board/board-state.ts";
export type { ChiefLinkData, DecisionData, EvaluationData, FinalApprovalData, LetterData, PersonDecision } from "./decisions/decision-state.ts";
export {
  STATISTICS_CSV_KINDS,
  byPermitTypeCsv,
  distributionCsv,
  journeyCsv,
  seriesCsv,
  statisticsCsvFileName,
  transitionsCsv,
  turnaroundCsv,
} from "./statistics/statistics-csv.ts";
export type { CsvStep, StatisticsCsvKind } from "./statistics/statistics-csv.ts";

// Training courses (issue 15): the form and registration rules (shared with the server), the shapes, the queries,
// commands and stores, the course search screen and the registrants' address: see that file
export * from "./courses/public.ts";
export * from "./jobs/public.ts";
