// @ictm/core/domain: the pure rules the server shares with the UIs and the CLI (schemas, limits, texts,
// transitions, the error catalogue). The one door the server may import core through; every module behind it
// is pure: no services, no API client, no event log, no stores, no React, DOM or Node built-ins (the lint checks).
export * from "./errors/catalogue.ts";
export * from "./errors/problems.ts";
export * from "./verification/verification-form.ts";
export * from "./verification/events.ts";
export * from "./verification/transitions.ts";
export * from "./files/upload-rules.ts";
export * from "./dates/brunei-time.ts";
export * from "./listings/openness.ts";
export * from "./listings/job-vacancy-form.ts";
export * from "./listings/ict-project-form.ts";
export * from "./listings/transitions.ts";
export * from "./search/paging.ts";
export * from "./forms/validate-form.ts";
export * from "./talents/profile-forms.ts";
export * from "./talents/resume-forms.ts";
export * from "./businesses/business-profile-form.ts";
export * from "./accounts/business-registration-form.ts";
export * from "./forms/fields.ts";
export * from "./forms/upload-field.ts";
export { SignInForm, TalentSignUpForm } from "./accounts/forms.ts";
export { FORM_MESSAGES } from "./accounts/fields.ts";
export * from "./listings/listing-limits.ts";
export * from "./permits/permit-types.ts";
export * from "./permits/permit-fields.ts";
export * from "./permits/permit-forms.ts";
export * from "./permits/events.ts";
export * from "./permits/transitions.ts";
