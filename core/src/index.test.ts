import type { Effect } from "effect";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as core from "./index.ts";
import type { CoreError, CoreServices } from "./index.ts";

type ErrorOf<T> = T extends Effect.Effect<infer _A, infer E, infer _R> ? E : never;
type ServicesOf<T> = T extends Effect.Effect<infer _A, infer _E, infer R> ? R : never;

// The UI and CLI code against these names: removing one is a breaking change (keep an alias instead).
const PUBLIC_VALUES = [
  "createCore", "ApiClient", "SIGN_IN_WHITELIST", "isSignInWhitelisted", "failureText", "toCoreError",
  "UnexpectedError", "EmailAlreadyRegistered", "FilesNotAccepted", "LoginDetailsIncorrect", "SessionExpired",
  "ValidationFailed", "AccountNotActivated", "ActivationLinkInvalid", "TooManyAttempts", "Forbidden", "Refused",
  "NetworkError", "isCoreError", "MESSAGES", "SAVED_SUCCESSFULLY", "NotFound", "VersionRequired", "StaleVersion",
  "VerificationRefused", "VacancyMoveRefused",
  "signUpTalent", "activateAccount",
  "requestActivationMail", "signIn", "signOut", "restoreSession", "dismissToast", "loadTalentProfile", "loadWorkflows",
  "SessionStorage", "SESSION_STORAGE_KEY", "SESSION_COOKIE_NAME", "EMAIL_PATTERN", "FORM_MESSAGES",
  "TalentSignUpForm", "SignInForm", "validateForm",
  // Every way in (Google, LinkedIn, Business, password reset and change)
  "registerBusiness", "requestPasswordReset", "resetPassword", "changePassword", "exchangeLinkedInCode",
  "SignInInput", "SignUpTalentInput", "RegisterBusinessInput", "RequestPasswordResetInput", "ResetPasswordInput",
  "ChangePasswordInput", "ExchangeLinkedInCodeInput", "IdentityNotVerified", "NoAccountForIdentity",
  "CurrentPasswordIncorrect", "PasswordResetLinkInvalid", "BusinessRegistrationForm", "BusinessRegistrationDataForm",
  "BUSINESS_TYPES", "BUSINESS_TYPE_LABELS", "splitBusinessRegistration", "PasswordResetRequestForm", "PasswordResetForm",
  "PasswordChangeForm", "linkedInAuthorizationUrl", "linkedInState", "checkLinkedInCallback", "LINKEDIN_SCOPE",
  // Members' own pages, reference data, vacancies and projects, saved jobs, uploads, staff
  "loadCommonData", "loadBusinessProfile", "loadOwnJobVacancies", "loadBusinessJobVacancies", "loadJobVacancy",
  "loadOwnIctProjects", "loadSavedJobs", "loadBusinessVerifications", "updateTalentProfileDetails", "updateTalentResume",
  "updateContactDetails", "updatePrivacySettings", "uploadProfilePicture", "updateBusinessProfile", "uploadBusinessLogo",
  "submitBusinessVerification", "createJobVacancy", "updateJobVacancy", "publishJobVacancy", "closeJobVacancy",
  "createIctProject", "updateIctProject", "saveJob", "unsaveJob", "signInStaff", "signOutStaff", "restoreStaffSession",
  "decideBusinessVerification", "TalentProfileDetailsForm", "EducationForm", "WorkExperienceForm", "CertificationForm",
  "LanguageSkillForm", "TalentResumeForm", "ContactDetailsForm", "PrivacySettingsForm", "BusinessProfileForm",
  "JobVacancyForm", "jobVacancyFormOn", "checkJobVacancyForm", "IctProjectForm", "VerificationForm",
  "VERIFICATION_LIMITS", "verificationStatusOf", "verificationSubmitOffer", "canSubmitVerification", "canDecideVerification",
  "VerificationDecisionForm", "StaffSignInForm", "checkUploadFiles", "UPLOAD_RULES", "formatSalary", "formatBnd",
  "isVacancyOpen", "vacancyOpenness", "formatDateTime", "formatFullDateTime", "formatRelative", "formatRelativeOrAbsolute",
  "STAFF_SESSION_STORAGE_KEY", "isJobSaved", "referenceName", 
  
  // Search (issue 5)
  "talentSearchQuery", "businessSearchQuery", "jobSearchQuery", "ictProjectSearchQuery", "SEARCH_PAGE_SIZES", "searchScreen",
  "selectableSearchScreen", "sameSearch", "normalizeSearch", "isValidSearch", "FIRST_PAGE", "MAX_PAGE_SIZE", "activeItem",
  "selectionAfterLoad", "withActive", "activeKeyOf", "talentActiveBy", "searchViewerOf", "pageList", "showingText", "shownRange", "countText", "resultsText", "searchCount", "SEARCH_COUNT_LIMIT",
  "searchTalents", "searchBusinesses", "searchJobVacancies", "searchIctProjects", 
  "needsSearch",
  // The client event log as JSON lines (issue 8): each event a Schema, so `--events` decodes back
  "ClientEventSchema", "ActivityEventSchema", "encodeEventLine", "decodeEventLine", "decodeEventLines", "DEFAULT_LOG_LIMIT",
  // Approved and archived listings (issue 13)
  "loadApprovedApplications", "loadArchivedApplications", "loadArchivedApplication", "toggleArchive", "exportListing",
  "LISTING_PAGE_SIZE", "LISTING_KINDS", "LISTING_QUERIES", "mayArchive", "isApprovedApplication", "ARCHIVE_TEXTS",
  // Training courses (issue 15)
  "loadOwnTrainingCourses", "loadTrainingCourse", "searchTrainingCourses", "loadCourseRegistrants", "loadCourseRegistrations",
  "createTrainingCourse", "updateTrainingCourse", "publishTrainingCourse", "unpublishTrainingCourse", "registerForCourse",
  "withdrawFromCourse", "approveCourseWithdrawal", "declineCourseWithdrawal", "exportCourseRegistrants", "registrantsAddress",
  "registrantsExportPath", "courseRegistrationOf", "trainingCourseOf", "courseSearchQuery", "checkTrainingCourseForm",
  "TrainingCourseForm", "trainingCourseFormOn", "courseEditPayloadOf", "courseReadFieldsOf", "publishPayloadOf",
  "COURSE_LIMITS", "COURSE_MESSAGES", "COURSE_PAGE_SIZE", "REGISTRANTS_PAGE_SIZE", "REGISTRATION_MESSAGES",
  "REGISTRATION_STATUSES", "REGISTRATION_STATUS_LABELS", "statusesOf", "mayRequestWithdrawal", "mayDecideWithdrawal",
  "initialRegistrantsFilter", "COURSE_QUERIES",
  // Job applications (issue 16)
  "applyForJob", "loadJobApplications", "withdrawJobApplication", "loadJobApplicants", "shortlistJobApplicant",
  "declineJobApplicant", "exportJobApplicants", "jobApplicationOf", "applicantsAddress", "initialApplicantsFilter",
  "normalizeApplicantsFilter", "sameApplicantsFilter", "ApplyForJobInput", "ApplicantNoteInput", "charactersLeft",
  "JOB_APPLICATION_QUERIES", "JOB_APPLICATION_STATUS_LABELS", "COVER_NOTE_MAX_LENGTH", "APPLICANTS_PAGE_SIZE",
  "mayWithdrawJobApplication", "mayDecideJobApplicant",
] as const;

describe("the public API of @ictm/core", () => {
  it("exports every promised name", () => {
    expect(PUBLIC_VALUES.filter((name) => !(name in core))).toEqual([]);
  });

  it("keeps the log's and the stores' internals behind the door (tests use test-support/event-log.ts)", () => {
    const internals = [
      "EventLog", "makeEventLog", "appendFailure", "reportFailure", "reduceStores", "foldEvents", "createStores",
      "initialStoreValues", "memberSessionChanged", "sessionReducer", "toastsReducer", "talentSearchReducer", "QUERIES",
      "mirrorSessionToStorage", "upsertByKey", "replaceByKey", "toastIdFor", "defineStore", "defineEvent",
    ];
    expect(internals.filter((name) => name in core)).toEqual([]);
  });

  it("keeps the catalogue's exact words", () => {
    expect(core.SAVED_SUCCESSFULLY).toBe("Saved Successfully");
    expect(new core.UnexpectedError({}).message).toBe("Sorry, an unexpected error has occurred.");
    expect(new core.EmailAlreadyRegistered({}).message).toBe("Sorry, this email already belongs to an account. Please login instead.");
    expect(new core.FilesNotAccepted({}).message).toBe("Sorry, these files are not accepted.");
    expect(new core.LoginDetailsIncorrect({}).message).toBe("Login details incorrect. Please try again.");
    expect(new core.SessionExpired({}).message).toBe("Sorry, please login again.");
    expect(core.SESSION_STORAGE_KEY).toBe("ictm.session");
    expect(core.SESSION_COOKIE_NAME).toBe("ictm_member_token");
  });

  it("types commands as programs that need only the core's services and fail only with CoreErrors", () => {
    type AccountType = "Talent" | "Business";
    expectTypeOf<Parameters<typeof core.signIn>>().toEqualTypeOf<
      [
        | { readonly accountType: AccountType; readonly method?: "email" | undefined; readonly email: string; readonly password: string }
        | { readonly accountType: AccountType; readonly method: "google"; readonly googleCredentials: string }
        | { readonly accountType: AccountType; readonly method: "linkedin"; readonly accessToken: string },
      ]
    >();
    // What the UIs and the CLI already pass keeps compiling.
    expectTypeOf<{ accountType: "Talent"; email: string; password: string }>().toExtend<Parameters<typeof core.signIn>[0]>();
    expectTypeOf<core.TalentSignUpFormValues>().toExtend<Parameters<typeof core.signUpTalent>[0]>();
    expectTypeOf<Effect.Success<ReturnType<typeof core.signIn>>>().toEqualTypeOf<core.SignedInSession>();
    expectTypeOf<Effect.Success<ReturnType<typeof core.registerBusiness>>>().toEqualTypeOf<core.SignUpOutcome>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.changePassword>>>().toExtend<CoreError>();
    expectTypeOf<ServicesOf<ReturnType<typeof core.exchangeLinkedInCode>>>().toExtend<CoreServices>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.signIn>>>().toExtend<CoreError>();
    expectTypeOf<ServicesOf<ReturnType<typeof core.signIn>>>().toExtend<CoreServices>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.signUpTalent>>>().toExtend<CoreError>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.loadTalentProfile>>>().toExtend<CoreError>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.signOut>>>().toEqualTypeOf<never>();
    expectTypeOf<Parameters<typeof core.dismissToast>>().toEqualTypeOf<[string]>();
  });

  it("types the new commands and queries the same way", () => {
    expect(core.STAFF_SESSION_STORAGE_KEY).toBe("ictm.staffSession");
    expectTypeOf<ErrorOf<ReturnType<typeof core.uploadProfilePicture>>>().toExtend<CoreError>();
    expectTypeOf<ServicesOf<ReturnType<typeof core.submitBusinessVerification>>>().toExtend<CoreServices>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.publishJobVacancy>>>().toExtend<CoreError>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.signOutStaff>>>().toEqualTypeOf<never>();
    expectTypeOf<Effect.Success<ReturnType<typeof core.signInStaff>>>().toEqualTypeOf<core.StaffSession>();
    expectTypeOf<Effect.Success<ReturnType<typeof core.loadSavedJobs>>>().toExtend<ReadonlyArray<core.JobVacancy>>();
    // A browser File is an UploadFile as it is.
    expectTypeOf<File>().toExtend<core.UploadFile>();
    expectTypeOf<{ name: string; bytes: Blob }>().toExtend<core.UploadFile>();
  });

  it("exports the e-signatures' commands, queries, forms and rules, typed like the others", () => {
    const names = [
      "verifySignature", "loadSigningPublicKeys", "verifyOffline", "rotateSigningKey", "revokeSigningKey", "loadSignedLetters",
      "revokeSignedLetter", "reissueSignedLetter", "loadSignatories", "createSignatory", "updateSignatory", "uploadSignatoryImage",
      "SignatoryForm", "RevocationForm", "SIGNATORY_LIMITS", "REVOCATION_REASON_MAX", "SIGNATURE_MESSAGES", "SIGNATURE_TEXTS",
      "SignatureRefused", "SIGNATURE_REFUSALS", "isSignatureRefusalKind", "signatureVerdictOf", "tokenTextOf", "documentReference",
      "RESULTS_ROUTE", "PUBLIC_KEYS_PATH", "mayManageSignatures",
    ];
    expect(names.filter((name) => !(name in core))).toEqual([]);
    expectTypeOf<ErrorOf<ReturnType<typeof core.verifySignature>>>().toExtend<CoreError>();
    expectTypeOf<ServicesOf<ReturnType<typeof core.verifySignature>>>().toExtend<CoreServices>();
    expectTypeOf<Effect.Success<ReturnType<typeof core.verifySignature>>>().toEqualTypeOf<core.VerifiedSignature>();
    expectTypeOf<ServicesOf<ReturnType<typeof core.uploadSignatoryImage>>>().toExtend<CoreServices>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.revokeSignedLetter>>>().toExtend<CoreError>();
    expectTypeOf<core.Core["stores"]["signatureVerdict"]["value"]>().toEqualTypeOf<core.SignatureVerdictState>();
    expectTypeOf<core.Core["stores"]["signatories"]["value"]>().toEqualTypeOf<core.SignatoriesState>();
  });

  it("types the searches: a query answers its page and fails only with CoreErrors; parse takes the router's query", () => {
    expectTypeOf<Effect.Success<ReturnType<typeof core.searchJobVacancies>>>().toExtend<core.SearchPage<core.JobSearchItem>>();
    expectTypeOf<ErrorOf<ReturnType<typeof core.searchTalents>>>().toExtend<CoreError>();
    expectTypeOf<ServicesOf<ReturnType<typeof core.searchIctProjects>>>().toExtend<CoreServices>();
    expectTypeOf<URLSearchParams>().toExtend<Parameters<typeof core.talentSearchQuery.parse>[0]>();
    expectTypeOf(core.talentSearchQuery.serialize).returns.toEqualTypeOf<URLSearchParams>();
    expectTypeOf<core.Core["stores"]["jobSearch"]["value"]>().toEqualTypeOf<core.JobSearchStoreState>();
  });

  it("types the training courses' commands, queries and stores like the others", () => {
    expectTypeOf<ErrorOf<ReturnType<typeof core.publishTrainingCourse>>>().toExtend<CoreError>();
    expectTypeOf<ServicesOf<ReturnType<typeof core.approveCourseWithdrawal>>>().toExtend<CoreServices>();
    expectTypeOf<Effect.Success<ReturnType<typeof core.searchTrainingCourses>>>().toExtend<core.SearchPage<core.TrainingCourse>>();
    expectTypeOf<Parameters<typeof core.publishTrainingCourse>>().toEqualTypeOf<[core.TrainingCourse]>();
    expectTypeOf<core.Core["stores"]["ownTrainingCourses"]["value"]>().toEqualTypeOf<core.OwnTrainingCoursesState>();
    expectTypeOf<core.Core["stores"]["trainingCourse"]["value"]>().toEqualTypeOf<core.TrainingCourseState>();
    expectTypeOf<core.Core["stores"]["courseSearch"]["value"]>().toEqualTypeOf<core.CourseSearchStoreState>();
    expectTypeOf<core.Core["stores"]["courseRegistrants"]["value"]>().toEqualTypeOf<core.CourseRegistrantsState>();
    expectTypeOf<core.Core["stores"]["courseRegistrations"]["value"]>().toEqualTypeOf<core.CourseRegistrationsState>();
  });
});
