// The front door's second room: files to upload, the members' own forms, and the pure display rules.
// Re-exports only (index.ts re-exports this whole file); keep these names stable as in index.ts.

// Files to upload (platform-neutral) and their client-side pre-check; the multipart bodies are built in api/
export {
  MAX_SUPPORTING_DOCUMENTS,
  UPLOAD_RULES,
  checkUploadFiles,
  uploadLimitText,
  hasSeparateBytes,
  uploadPartOf,
} from "../files/upload-file.ts";
export type { BlobLike, FileCheck, UploadFile, UploadPart, UploadPurpose, UploadRule } from "../files/upload-file.ts";
export { formDataOf } from "../api/multipart.ts";
export type { FormDataLike, MultipartValue } from "../api/multipart.ts";

// The members' own forms: the contract's exact words, for validateForm and the commands
export {
  DISTRICTS,
  DistrictField,
  SkillsField,
  WebAddressField,
  YEAR_MONTH_PATTERN,
  YearMonthField,
  isCalendarDate,
} from "../forms/fields.ts";
export {
  AVAILABILITIES,
  ContactDetailsForm,
  PROFILE_VISIBILITIES,
  PrivacySettingsForm,
  TalentProfileDetailsForm,
} from "../talents/profile-forms.ts";
export type {
  ContactDetailsFormValues,
  PrivacySettingsFormValues,
  TalentProfileDetailsFormValues,
} from "../talents/profile-forms.ts";
export {
  CertificationForm,
  EducationForm,
  LanguageSkillForm,
  PROFICIENCIES,
  RESUME_MESSAGES,
  TalentResumeForm,
  WorkExperienceForm,
  endMonthNotBeforeStart,
} from "../talents/resume-forms.ts";
export type {
  CertificationFormValues,
  EducationFormValues,
  LanguageSkillFormValues,
  TalentResumeFormValues,
  WorkExperienceFormValues,
} from "../talents/resume-forms.ts";
export { BusinessProfileForm, EMPLOYEE_COUNTS } from "../businesses/business-profile-form.ts";
export type { BusinessProfileFormValues } from "../businesses/business-profile-form.ts";
export { VERIFICATION_LIMITS, VERIFICATION_MESSAGES, VerificationForm } from "../verification/verification-form.ts";
export { isUploadFile, uploadFileField } from "../forms/upload-field.ts";
export {
  canDecideVerification,
  canSubmitVerification,
  verificationStatusOf,
  verificationSubmitOffer,
} from "../verification/transitions.ts";
export type { VerificationAggregateStatus } from "../verification/transitions.ts";
export type { VerificationFormValues } from "../verification/verification-form.ts";
export {
  EMPLOYMENT_TYPES,
  JOB_VACANCY_MESSAGES,
  JobVacancyForm,
  PUBLICATION_STATUSES,
  SALARY_INTERVALS,
  jobVacancyFormOn,
  jobVacancyInputOf,
} from "../listings/job-vacancy-form.ts";
export type { JobVacancyFormValues } from "../listings/job-vacancy-form.ts";
export { bruneiToday, checkJobVacancyForm } from "../listings/today.ts";
export { IctProjectForm, PROJECT_STAGES } from "../listings/ict-project-form.ts";
export { VACANCY_TRANSITIONS, canMoveVacancy, vacancyMovesFrom } from "../listings/transitions.ts";
export { LISTING_TEXT_LIMITS } from "../listings/listing-limits.ts";
export type { IctProjectFormValues } from "../listings/ict-project-form.ts";
export { DECISION_MESSAGES, StaffSignInForm, VerificationDecisionForm } from "../staff/staff-forms.ts";
export type { StaffSignInFormValues, VerificationDecisionFormValues } from "../staff/staff-forms.ts";

// Pure display rules: money, a vacancy's openness, dates (spec §9)
export { SALARY_INTERVAL_WORDS, formatAmount, formatBnd, formatSalary } from "../money/bnd.ts";
export type { SalaryRange } from "../money/bnd.ts";
export { closingDateHasPassed, isVacancyOpen, vacancyClosedOn, vacancyOpenness } from "../listings/openness.ts";
export type { VacancyOpenness } from "../listings/openness.ts";
export { BRUNEI_UTC_OFFSET_MINUTES, bruneiDateOf } from "../dates/brunei-time.ts";
export { DATE_FORMATS, EMPTY_DATE, formatDate, formatDateTime, formatFullDateTime, instantOf } from "../dates/format.ts";
export type { DateInput } from "../dates/format.ts";
export { UNIT_MILLIS, formatRelative, formatRelativeOrAbsolute, relativeWords } from "../dates/relative.ts";
export type { TimeUnit } from "../dates/relative.ts";
