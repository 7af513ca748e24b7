// Generated from openapi/portal.yaml and openapi/backoffice.yaml by `npm run codegen`. Do not edit by hand.

/** Which kind of call an operation is, when it is made without a session (`x-ictm-call`). */
export type CallFlag = "signIn" | "signUp" | "activation" | "passwordReset" | "identity";
/** The identity provider an operation speaks for (`x-ictm-identity-provider`). */
export type IdentityProvider = "google" | "linkedin";

export interface OperationFlags {
  readonly operationId: string;
  readonly call?: CallFlag;
  readonly identityProvider?: IdentityProvider;
}

/** portal.yaml: "METHOD /path" (the path as written in the contract) -> the operation's flags. */
export const portalOperations: Readonly<Record<string, OperationFlags>> = {
  "POST /talents/sign-ups/username-pwd": { operationId: "signUpTalentWithEmail", call: "signUp" },
  "POST /talents/sign-ins/username-pwd": { operationId: "signInTalentWithEmail", call: "signIn" },
  "POST /members/activate/{token}": { operationId: "activateMember", call: "activation" },
  "POST /members/activation-requests": { operationId: "requestActivationMail", call: "activation" },
  "POST /members/sign-outs": { operationId: "signOutMember" },
  "GET /talents/profiles": { operationId: "getTalentProfile" },
  "POST /talents/sign-ups/google": { operationId: "signUpTalentWithGoogle", call: "signUp", identityProvider: "google" },
  "POST /talents/sign-ups/linkedin": { operationId: "signUpTalentWithLinkedIn", call: "signUp", identityProvider: "linkedin" },
  "POST /talents/sign-ins/google": { operationId: "signInTalentWithGoogle", call: "signIn", identityProvider: "google" },
  "POST /talents/sign-ins/linkedin": { operationId: "signInTalentWithLinkedIn", call: "signIn", identityProvider: "linkedin" },
  "POST /businesses/sign-ins/username-pwd": { operationId: "signInBusinessWithEmail", call: "signIn" },
  "POST /businesses/sign-ins/google": { operationId: "signInBusinessWithGoogle", call: "signIn", identityProvider: "google" },
  "POST /businesses/sign-ins/linkedin": { operationId: "signInBusinessWithLinkedIn", call: "signIn", identityProvider: "linkedin" },
  "POST /businesses/registrations/email-passwords": { operationId: "registerBusinessWithEmail", call: "signUp" },
  "POST /businesses/registrations/google": { operationId: "registerBusinessWithGoogle", call: "signUp", identityProvider: "google" },
  "POST /businesses/registrations/linkedin": { operationId: "registerBusinessWithLinkedIn", call: "signUp", identityProvider: "linkedin" },
  "POST /businesses/reset-password-request": { operationId: "requestBusinessPasswordReset", call: "passwordReset" },
  "POST /talents/reset-password-request": { operationId: "requestTalentPasswordReset", call: "passwordReset" },
  "POST /members/password-resets": { operationId: "resetMemberPassword", call: "passwordReset" },
  "PUT /password-change": { operationId: "changeMemberPassword" },
  "POST /members/linkedin/access-tokens": { operationId: "exchangeLinkedInCode", call: "identity", identityProvider: "linkedin" },
  "GET /portal/countries": { operationId: "listCountries" },
  "GET /portal/common-data": { operationId: "getCommonData" },
  "PUT /talents/profile-details": { operationId: "updateTalentProfileDetails" },
  "PUT /talents/resume-details": { operationId: "updateTalentResumeDetails" },
  "PUT /talents/contact-details": { operationId: "updateContactDetails" },
  "POST /talents/privacy-settings": { operationId: "updateTalentPrivacySettings" },
  "POST /talents/profile-pictures": { operationId: "uploadTalentProfilePicture" },
  "GET /talents/saved-jobs": { operationId: "listSavedJobs" },
  "POST /talents/saved-jobs/{jobId}": { operationId: "saveJob" },
  "DELETE /talents/saved-jobs/{jobId}": { operationId: "unsaveJob" },
  "GET /businesses/profiles": { operationId: "getBusinessProfile" },
  "PUT /businesses/profiles": { operationId: "updateBusinessProfile" },
  "POST /businesses/logos": { operationId: "uploadBusinessLogo" },
  "PUT /businesses/verification-request": { operationId: "submitBusinessVerification" },
  "GET /businesses/job-vacancies": { operationId: "listOwnJobVacancies" },
  "POST /businesses/job-vacancies": { operationId: "createJobVacancy" },
  "PUT /businesses/job-vacancies/{id}": { operationId: "updateJobVacancy" },
  "GET /businesses/{id}/job-vacancies": { operationId: "listBusinessJobVacancies" },
  "GET /job-vacancies/{id}": { operationId: "getJobVacancy" },
  "GET /businesses/ict-projects": { operationId: "listOwnIctProjects" },
  "POST /businesses/ict-projects": { operationId: "createIctProject" },
  "PUT /businesses/ict-projects/{id}": { operationId: "updateIctProject" },
  "GET /businesses/expat-permits/applications": { operationId: "listBusinessExpatPermits" },
  "GET /expat-permits/applications": { operationId: "listExpatPermitApplications" },
  "POST /expat-permits/{type}/applications": { operationId: "createExpatPermitApplication" },
  "GET /expat-permits/{type}/applications/{id}/forms/records": { operationId: "getExpatPermitFormRecord" },
  "PATCH /expat-permits/{type}/applications/{id}/content": { operationId: "saveExpatPermitSection" },
  "POST /expat-permits/applications/{id}/uploads": { operationId: "uploadExpatPermitFile" },
  "POST /expat-permits/applications/{id}/uploads/pdf": { operationId: "uploadExpatPermitPdf" },
  "DELETE /expat-permits/applications/{id}/uploads/{fileId}": { operationId: "deleteExpatPermitFile" },
  "PUT /expat-permits/applications/{id}/submissions": { operationId: "submitExpatPermitApplication" },
  "POST /expat-permits/applications/{id}/edit-controls/yields": { operationId: "yieldExpatPermitEditControl" },
  "DELETE /expat-permits/{id}/archive": { operationId: "archiveExpatPermitApplication" },
  "GET /files/{fileId}": { operationId: "getFile" },
  "GET /talents/searches": { operationId: "searchTalents" },
  "GET /businesses/searches": { operationId: "searchBusinesses" },
  "GET /job-vacancies/searches": { operationId: "searchJobVacancies" },
  "GET /ict-projects/searches": { operationId: "searchIctProjects" },
};

/** backoffice.yaml: "METHOD /path" (the path as written in the contract) -> the operation's flags. */
export const backofficeOperations: Readonly<Record<string, OperationFlags>> = {
  "GET /workflows": { operationId: "listWorkflows" },
  "POST /sign-ins": { operationId: "signInStaff", call: "signIn" },
  "POST /sign-outs": { operationId: "signOutStaff" },
  "GET /business-verifications": { operationId: "listBusinessVerifications" },
  "POST /business-verifications/{businessKey}/decisions": { operationId: "decideBusinessVerification" },
  "GET /audit/event-chain": { operationId: "verifyEventChain" },
};

/** The ProblemKind enum, the same in every contract (codegen refuses contracts that differ). */
export const problemKinds = [
  "unexpected",
  "unauthorized",
  "forbidden",
  "not-found",
  "validation-failed",
  "request-invalid",
  "request-refused",
  "stale-version",
  "version-required",
  "files-rejected",
  "email-taken",
  "login-incorrect",
  "activation-required",
  "activation-link-invalid",
  "too-many-sign-ins",
  "too-many-requests",
  "too-many-password-changes",
  "current-password-wrong",
  "reset-link-invalid",
  "google-identity-refused",
  "linkedin-identity-refused",
  "no-account-yet",
  "identity-provider-unreachable",
  "identity-provider-not-configured",
  "verification-pending",
  "already-verified",
  "verification-rejected",
  "verification-missing",
  "verification-not-pending",
  "vacancy-status-refused",
  "permit-read-only",
  "permit-already-submitted",
  "permit-archived",
  "edit-control-not-given",
  "permit-not-archivable",
] as const;
