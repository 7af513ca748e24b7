// THE expat permit application forms, section by section, for each permit type: every field with the label a
// person reads and its rules (backoffice.md §3 and §5). Which flow each type uses (our reading, also in the contract):
// - pvv (visit): the business block, expat personnel with travel information, local trainees, visit extension and
//   supporting documents, then the documents and declaration;
// - sawp (skilled worker): the business block, non-local personnel with their salary, the support form (contract
//   or PO, employment agency, organisation, certification), then the documents and declaration;
// - lpa (local professional approval): the non-local flow: the application with its job vacancy, personnel,
//   contracts with passport numbers, the LBD plan, and the final step with other documents and the declaration.
// A draft may be incomplete: each section saves under the "draft" rules; submitting applies every rule.
// Pure: the server, the portal and the CLI all judge with these functions.
import { Schema } from "effect";
import type { FieldVerdict } from "../forms/validate-form.ts";
import { formVerdict } from "../forms/validate-form.ts";
import {
  fieldsProblems,
  fieldsSchema,
  normaliseFields,
  PERMIT_MESSAGES,
  type FieldDescriptor,
  type ListDescriptor,
  type PermitContext,
  type PermitMode,
  type SectionDescriptor,
  type SectionValues,
} from "./permit-fields.ts";
import type { PermitType } from "./permit-types.ts";

export type { PermitContext, PermitMode, SectionDescriptor, SectionValues } from "./permit-fields.ts";

/** A section key to its values: the application's whole content. */
export type PermitContent = Record<string, SectionValues>;

// ---- Field bricks, each written once ----

const text = (key: string, label: string, max = 200, required = true): FieldDescriptor => ({ kind: "text", key, label, required, max });
const longText = (key: string, label: string, max = 2000, required = true): FieldDescriptor => ({ kind: "longText", key, label, required, max });
const email = (key: string, label: string): FieldDescriptor => ({ kind: "email", key, label, required: true, max: 254 });
const phone = (key: string, label: string): FieldDescriptor => ({ kind: "phone", key, label, required: true, max: 20 });
const date = (key: string, label: string, notBefore?: string): FieldDescriptor =>
  notBefore === undefined ? { kind: "date", key, label, required: true, max: 10 } : { kind: "date", key, label, required: true, max: 10, notBefore };
const count = (key: string, label: string): FieldDescriptor => ({ kind: "number", key, label, required: true, min: 0, max: 1_000_000, integer: true });
const percentage = (key: string, label: string): FieldDescriptor => ({ kind: "number", key, label, required: true, min: 0, max: 100, integer: false, unit: "%" });
const passportNumber = (key: string, label = "Passport Number"): FieldDescriptor => ({ kind: "text", key, label, required: true, max: 20 });
const icNumber = (key: string, label = "IC Number"): FieldDescriptor => ({ kind: "text", key, label, required: true, max: 20, help: "As on the Brunei identity card, e.g. 01-234567." });

const DECLARATION = "I declare that the information in this application and its documents is true and complete.";
const CERTIFICATION = "I certify that the contract or purchase order above is genuine and in force.";

/** The business block of the visit-style and skilled-worker forms. */
const businessSection: SectionDescriptor = {
  key: "business",
  title: "Business",
  description: "Who applies: your business, how to reach it, its branches and its workforce, and why it needs expatriates.",
  fields: [
    { kind: "reference", key: "businessTypeId", label: "Business Type", required: true, list: "businessTypes" },
    text("businessName", "Business Name"),
    email("businessEmail", "Business Email"),
    phone("businessPhoneNumber", "Phone Number"),
    longText("businessNature", "Nature of Business"),
    longText("applicationJustification", "Justification", 5000),
    longText("nonLocalEmploymentJustification", "Justification for Non-local Employment", 5000, false),
    count("localWorkforceCount", "Local Workforce"),
    count("nonLocalWorkforceCount", "Non-local Workforce"),
    percentage("localWorkforcePercentage", "Local Workforce Percentage"),
    {
      kind: "list",
      key: "businessSecondaryEmailAddresses",
      label: "Secondary Email Addresses",
      itemLabel: "Secondary email",
      min: 0,
      max: 10,
      fields: [text("emailOwner", "Email Owner", 120), email("emailAddress", "Email Address")],
    },
    {
      kind: "list",
      key: "businessSecondaryContactChannels",
      label: "Other Contact Channels",
      itemLabel: "Contact channel",
      min: 0,
      max: 10,
      fields: [{ kind: "reference", key: "contactChannelKey", label: "Channel", required: true, list: "contactChannelTypes" }, text("contactChannelDetails", "Number", 100)],
    },
    {
      kind: "list",
      key: "businessBranches",
      label: "Branches",
      itemLabel: "Branch",
      min: 0,
      max: 20,
      fields: [
        text("businessBranchName", "Branch Name"),
        longText("branchAddress", "Branch Address", 500),
        phone("branchContactNumber", "Branch Contact Number"),
        email("branchEmailAddress", "Branch Email"),
      ],
    },
  ],
};

/** The documents and declaration that close the visit-style and skilled-worker forms. */
const declarationSection: SectionDescriptor = {
  key: "declaration",
  title: "Documents and declaration",
  description: "Any other documents that support the application, and your declaration.",
  fields: [
    { kind: "files", key: "overallSupportingDocumentFileIds", label: "Supporting Documents", min: 0, max: 10, pdf: false },
    { kind: "checkbox", key: "isDeclarationAgreed", label: DECLARATION, mustBeTrue: PERMIT_MESSAGES.agree },
  ],
};

/** A local trainee's contact, identity card and training period (the visit's trainees also have a scope). */
const traineeDetails: ReadonlyArray<FieldDescriptor> = [
  phone("phoneNumber", "Phone Number"),
  icNumber("icNumber"),
  { kind: "reference", key: "icColourId", label: "IC Colour", required: true, list: "bruneiIcColours" },
  date("trainingPeriodStartDate", "Training Start Date"),
  date("trainingPeriodEndDate", "Training End Date", "trainingPeriodStartDate"),
];

const visitTrainees: ListDescriptor = {
  kind: "list",
  key: "localTrainees",
  label: "Local Trainees",
  itemLabel: "Trainee",
  min: 0,
  max: 20,
  fields: [text("fullName", "Full Name", 120), ...traineeDetails, longText("trainingScope", "Training Scope", 1000)],
};

const visitPersonnel: SectionDescriptor = {
  key: "personnel",
  title: "Expat personnel",
  description: "Each expatriate who will visit: who they are, why and when they come, and the local trainees who will learn from them.",
  fields: [
    {
      kind: "list",
      key: "expatPersonnel",
      label: "Expat Personnel",
      itemLabel: "Expatriate",
      min: 1,
      max: 50,
      fields: [
        text("fullName", "Full Name", 120),
        { kind: "reference", key: "nationalityCountryId", label: "Nationality", required: true, list: "countries" },
        passportNumber("passportNumber"),
        date("dateOfBirth", "Date of Birth"),
        text("jobRolePosition", "Job Role", 120),
        longText("knowledgeTransferScheduleDetails", "Knowledge Transfer Schedule"),
        { kind: "file", key: "passportCopyFileId", label: "Passport Copy", required: true, pdf: true },
        {
          kind: "group",
          key: "travelInformation",
          label: "Travel Information",
          fields: [longText("visitPurpose", "Purpose of Visit", 1000), date("visitStartDate", "Visit Start Date"), date("visitEndDate", "Visit End Date", "visitStartDate")],
        },
        { kind: "checkbox", key: "isVisitExtension", label: "This visit extends an earlier one" },
        { ...date("visitExtensionStartDate", "Visit Extension Start Date"), when: { key: "isVisitExtension", equals: true } },
        { kind: "files", key: "supportingDocumentFileIds", label: "Supporting Documents", min: 1, max: 10, pdf: false },
        visitTrainees,
      ],
    },
  ],
};

/** A non-local person to employ: the lpa flow's and the skilled worker's, with the salary in BND per month. */
const nonLocalPersonnel = (description: string): SectionDescriptor => ({
  key: "personnel",
  title: "Non-local personnel",
  description,
  fields: [
    {
      kind: "list",
      key: "nonLocalPersonnel",
      label: "Non-local Personnel",
      itemLabel: "Person",
      min: 1,
      max: 50,
      fields: [
        text("fullName", "Full Name", 120),
        { kind: "reference", key: "nationalityCountryId", label: "Nationality", required: true, list: "countries" },
        passportNumber("passportNumber"),
        date("dateOfBirth", "Date of Birth"),
        { kind: "file", key: "passportCopyFileId", label: "Passport Copy", required: true, pdf: true },
        { kind: "number", key: "salaryPerMonthInBnd", label: "Salary", required: true, min: 0, max: 1_000_000, integer: false, unit: "BND per month" },
        { kind: "reference", key: "salaryIntervalId", label: "Pay Interval", required: true, list: "salaryIntervals" },
        longText("jobDescription", "Job Description"),
        longText("qualificationsDescription", "Qualifications"),
        { kind: "date", key: "existingWorkPermitExpirationDate", label: "Existing Work Permit Expiry Date", required: false, max: 10, help: "Only when the person already holds a work permit." },
      ],
    },
  ],
});

const supportSection: SectionDescriptor = {
  key: "support",
  title: "Contract or purchase order",
  description: "The contract or purchase order the skilled workers come under, and who supplies them.",
  fields: [
    date("contractStartDate", "Contract Start Date"),
    date("contractEndDate", "Contract End Date", "contractStartDate"),
    text("contractOrPoNumber", "Contract or PO Number", 60, false),
    text("employmentAgency", "Employment Agency", 200, false),
    text("organisationName", "Organisation"),
    { kind: "file", key: "fileId", label: "Contract or PO Document", required: true, pdf: true },
    { kind: "checkbox", key: "isCertified", label: CERTIFICATION, mustBeTrue: PERMIT_MESSAGES.certify },
  ],
};

const lpaApplication: SectionDescriptor = {
  key: "application",
  title: "Application",
  description: "What you apply for, your business, the position's vacancy on the portal, and why a local cannot fill it.",
  fields: [
    { kind: "reference", key: "applicationTypeId", label: "Application Type", required: true, list: "lpaApplicationTypes" },
    { kind: "checkbox", key: "isTransfer", label: "This is a transfer of an existing work permit" },
    { kind: "reference", key: "businessTypeId", label: "Business Type", required: true, list: "businessTypes" },
    text("businessName", "Business Name"),
    email("businessEmail", "Business Email"),
    phone("businessPhoneNumber", "Phone Number"),
    {
      kind: "vacancy",
      key: "jobVacancyId",
      label: "Job Vacancy",
      required: true,
      help: "The position's vacancy as advertised on this portal. Locals should have had at least 14 days to apply.",
    },
    longText("applicationReason", "Reason for Application", 5000),
    longText("justificationForNonLocalEmployment", "Justification for Non-local Employment", 5000),
    longText("effortsInHiringLocalsForAppliedPosition", "Efforts in Hiring Locals", 5000),
  ],
};

const contractsSection: SectionDescriptor = {
  key: "contracts",
  title: "Contracts",
  description: "The contracts the non-local personnel will work on, each with the passport numbers of the people on it.",
  fields: [
    {
      kind: "list",
      key: "contracts",
      label: "Contracts",
      itemLabel: "Contract",
      min: 1,
      max: 20,
      fields: [
        text("contractReference", "Contract Reference", 60),
        date("startDate", "Start Date"),
        date("endDate", "End Date", "startDate"),
        text("contractOwnerName", "Contract Owner Name", 120),
        email("contractOwnerEmail", "Contract Owner Email"),
        phone("contractOwnerPhoneNumber", "Contract Owner Phone Number"),
        { kind: "texts", key: "nonLocalPassportNumbers", label: "Passport Numbers", itemLabel: "Passport Number", min: 1, max: 50, itemMax: 20 },
      ],
    },
  ],
};

const lbdPlanSection: SectionDescriptor = {
  key: "lbdPlan",
  title: "LBD plan",
  description: "Your local business development plan: today's workforce, local trainees, who will succeed the non-locals, and how local employment will grow.",
  fields: [
    date("currentStatusDate", "Current Status Date"),
    count("overallTotalLocalWorkforce", "Total Local Workforce"),
    count("overallTotalNonLocalWorkforce", "Total Non-local Workforce"),
    percentage("overallWorkforcePercentage", "Local Workforce Percentage"),
    count("totalLocalTechnicalSkilledWorkforce", "Local Technical and Skilled Workforce"),
    count("totalNonLocalTechnicalSkilledWorkforce", "Non-local Technical and Skilled Workforce"),
    percentage("technicalSkilledWorkforcePercentage", "Local Technical and Skilled Percentage"),
    {
      kind: "list",
      key: "localTrainees",
      label: "Local Trainees",
      itemLabel: "Trainee",
      min: 0,
      max: 50,
      fields: [text("name", "Name", 120), ...traineeDetails],
    },
    {
      kind: "list",
      key: "successionPlans",
      label: "Succession Plans",
      itemLabel: "Succession plan",
      min: 0,
      max: 50,
      fields: [
        passportNumber("nonLocalToBeReplacedPassortNumber", "Passport Number of the Non-local Replaced"),
        text("positionQuota", "Position Quota", 120),
        icNumber("identifiedLocalIcNumber", "IC Number of the Local Successor"),
        date("effectiveDateOfSuccession", "Effective Date of Succession"),
        longText("localQualificationsAndWorkExperiences", "Qualifications and Work Experience of the Local"),
      ],
    },
    {
      kind: "list",
      key: "employmentPlans",
      label: "Employment Plans",
      itemLabel: "Employment plan",
      min: 0,
      max: 20,
      fields: [
        text("position", "Position", 120),
        {
          kind: "list",
          key: "annualPlans",
          label: "Annual Plans",
          itemLabel: "Year",
          min: 1,
          max: 10,
          sumsTo100: ["localPercentage", "nonLocalPercentage"],
          canDeleteFlag: true,
          fields: [{ kind: "year", key: "year", label: "Year", required: true, max: 4 }, percentage("localPercentage", "Local Percentage"), percentage("nonLocalPercentage", "Non-local Percentage")],
        },
      ],
    },
    {
      kind: "list",
      key: "recruitmentEfforts",
      label: "Recruitment Efforts",
      itemLabel: "Recruitment effort",
      min: 0,
      max: 20,
      fields: [
        text("position", "Position", 120),
        percentage("localsRequiredPercentage", "Locals Required"),
        percentage("nonLocalsRequiredPercentage", "Non-locals Required"),
        percentage("localApplicantsInterviewPercentage", "Local Applicants Interviewed"),
        percentage("nonLocalApplicantsInterviewPercentage", "Non-local Applicants Interviewed"),
        percentage("localApplicantsSelectedPercentage", "Local Applicants Selected"),
        percentage("nonLocalApplicantsSelectedPercentage", "Non-local Applicants Selected"),
        { kind: "file", key: "proofFileId", label: "Proof of Recruitment Effort", required: true, pdf: true },
      ],
    },
  ],
};

const lpaDeclaration: SectionDescriptor = {
  key: "declaration",
  title: "Supporting documents and declaration",
  description: "The other documents that support the application (at least one), and your declaration.",
  fields: [
    { kind: "files", key: "otherSupportingDocumentFileIds", label: "Other Supporting Documents", min: 1, max: 10, pdf: false },
    { kind: "checkbox", key: "isDeclarationAgreed", label: DECLARATION, mustBeTrue: PERMIT_MESSAGES.agree },
  ],
};

/** Each type's sections, in the order a Business fills them in. */
export const PERMIT_SECTIONS: Readonly<Record<PermitType, ReadonlyArray<SectionDescriptor>>> = {
  pvv: [businessSection, visitPersonnel, declarationSection],
  sawp: [
    businessSection,
    nonLocalPersonnel("Each skilled worker to employ: who they are, their passport, and their salary in BND per month."),
    supportSection,
    declarationSection,
  ],
  lpa: [
    lpaApplication,
    nonLocalPersonnel("Each non-local professional to employ: who they are, their passport, qualifications, and salary in BND per month."),
    contractsSection,
    lbdPlanSection,
    lpaDeclaration,
  ],
};

export const permitSectionKeys = (type: PermitType): ReadonlyArray<string> => PERMIT_SECTIONS[type].map((section) => section.key);

export const isPermitSection = (type: PermitType, section: string): boolean => PERMIT_SECTIONS[type].some((known) => known.key === section);

/** A section's descriptor; throws for a key that is not one of the type's (check with isPermitSection first). */
export const permitSection = (type: PermitType, section: string): SectionDescriptor => {
  const found = PERMIT_SECTIONS[type].find((known) => known.key === section);
  if (found === undefined) throw new Error(`${type} has no section ${section}`);
  return found;
};

/** A section's values as stored: trimmed text, null for a missing number or choice, every key present. */
export const normalizePermitSection = (type: PermitType, section: string, raw: unknown): SectionValues => normaliseFields(permitSection(type, section).fields, raw);

/** A new application's content: every section empty, with `prefill`ed values where given. */
export const emptyPermitContent = (type: PermitType, prefill: Readonly<Record<string, unknown>> = {}): PermitContent => {
  const content: PermitContent = {};
  for (const section of PERMIT_SECTIONS[type]) content[section.key] = normaliseFields(section.fields, prefill[section.key] ?? {});
  return content;
};

/** A section's Schema in a mode: decoding succeeds exactly when the section has no problem (see fieldsSchema). */
export const permitSectionSchema = (type: PermitType, section: string, mode: PermitMode, context?: PermitContext) =>
  fieldsSchema(permitSection(type, section).fields, mode, context);

/**
 * What a section's rules say of some values, by dotted path below the section ("expatPersonnel.0.fullName").
 * The values are judged as stored, i.e. normalised first: the same verdict on the client and on the server.
 */
export const permitSectionVerdict = (type: PermitType, section: string, values: unknown, mode: PermitMode, context?: PermitContext): FieldVerdict =>
  formVerdict(permitSectionSchema(type, section, mode, context), normalizePermitSection(type, section, values));

/** Every problem of a whole application at submit, by "<section>.<path>" (e.g. "personnel.expatPersonnel.0.fullName"). */
export const permitSubmitVerdict = (type: PermitType, content: Readonly<PermitContent>, context: PermitContext): FieldVerdict => {
  const verdict: Record<string, ReadonlyArray<string>> = {};
  for (const section of PERMIT_SECTIONS[type]) {
    const sectionVerdict = permitSectionVerdict(type, section.key, content[section.key] ?? {}, "submit", context);
    for (const [path, messages] of Object.entries(sectionVerdict)) verdict[`${section.key}.${path}`] = messages;
  }
  return verdict;
};

/** The section a "<section>.<path>" key belongs to. */
export const sectionOfPath = (path: string): string => path.split(".")[0] ?? path;

/** A submit verdict grouped by section, in the sections' order: what the review step lists. */
export const groupVerdictBySection = (
  type: PermitType,
  verdict: FieldVerdict,
): ReadonlyArray<{ readonly section: SectionDescriptor; readonly problems: ReadonlyArray<{ readonly path: string; readonly message: string }> }> =>
  PERMIT_SECTIONS[type]
    .map((section) => ({
      section,
      problems: Object.entries(verdict)
        .filter(([path]) => sectionOfPath(path) === section.key)
        .flatMap(([path, messages]) => messages.map((message) => ({ path, message }))),
    }))
    .filter((group) => group.problems.length > 0);

export type SectionState = "empty" | "incomplete" | "complete";

/** empty: nothing entered yet; complete: nothing left for the submit rules to say; incomplete otherwise. */
export const permitSectionState = (type: PermitType, section: string, values: unknown, context: PermitContext): SectionState => {
  const descriptor = permitSection(type, section);
  const normalised = normaliseFields(descriptor.fields, values);
  if (fieldsProblems(descriptor.fields, normalised, "submit", context).length === 0) return "complete";
  return isEmptyValue(normalised, descriptor.fields) ? "empty" : "incomplete";
};

const isEmptyValue = (values: SectionValues, fields: ReadonlyArray<FieldDescriptor>): boolean =>
  fields.every((field) => {
    const value = values[field.key];
    if (field.kind === "group") return isEmptyValue((value ?? {}) as SectionValues, field.fields);
    if (field.kind === "checkbox") return value === false;
    if (Array.isArray(value)) return value.length === 0;
    return value === null || value === "";
  });

/** The field a "<section>.<path>" names, and its descriptor chain (for labels in the review step). */
export const fieldAtPath = (type: PermitType, path: string): FieldDescriptor | undefined => {
  const [sectionKey, ...rest] = path.split(".");
  const section = PERMIT_SECTIONS[type].find((known) => known.key === sectionKey);
  if (section === undefined) return undefined;
  let fields: ReadonlyArray<FieldDescriptor> = section.fields;
  let found: FieldDescriptor | undefined;
  for (const segment of rest) {
    if (/^\d+$/.test(segment)) continue;
    found = fields.find((field) => field.key === segment);
    if (found === undefined) return undefined;
    fields = found.kind === "list" || found.kind === "group" ? found.fields : [];
  }
  return found;
};

export const COMMENT_LIMIT = 2000;

/** The comment that goes with edit control (handing it back, or staff giving and taking it): trimmed and required. */
/** A comment that must say something (trimmed), at most COMMENT_LIMIT characters: edit control, notices, discussion. */
export const requiredComment = Schema.String.annotate({ message: PERMIT_MESSAGES.commentRequired })
  .check(
    Schema.makeFilter<string>((value) =>
      value.trim() === "" ? PERMIT_MESSAGES.commentRequired : [...value.trim()].length > COMMENT_LIMIT ? PERMIT_MESSAGES.commentTooLong : undefined,
    ),
  )
  .annotateKey({ messageMissingKey: PERMIT_MESSAGES.commentRequired });

/** A comment that may be empty (an attachment's), at most COMMENT_LIMIT characters. */
export const optionalComment = Schema.String.annotate({ message: PERMIT_MESSAGES.commentTooLong }).check(
  Schema.makeFilter<string>((value) => ([...value.trim()].length > COMMENT_LIMIT ? PERMIT_MESSAGES.commentTooLong : undefined)),
);

export const EditControlCommentForm = Schema.Struct({ comment: requiredComment });
export type EditControlCommentValues = typeof EditControlCommentForm.Type;
