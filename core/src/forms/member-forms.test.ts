import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { aTalentProfile } from "../test-support/fixtures.ts";
import { validateForm } from "../forms/validate-form.ts";
import { FORM_MESSAGES } from "../accounts/fields.ts";
import { ContactDetailsForm, PrivacySettingsForm, TalentProfileDetailsForm } from "../talents/profile-forms.ts";
import { CertificationForm, EducationForm, LanguageSkillForm, WorkExperienceForm } from "../talents/resume-forms.ts";
import { VerificationDecisionForm } from "../staff/staff-forms.ts";
import { JobVacancyForm, jobVacancyFormOn } from "../listings/job-vacancy-form.ts";
import { IctProjectForm } from "../listings/ict-project-form.ts";

const yearMonth = fc.tuple(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, "0")}`);
const job = { employer: "DataWorks", title: "Engineer", startMonth: "2020-05", endMonth: null, description: "" };
const vacancy = {
  title: "Site Reliability Engineer",
  description: "Keep our national platforms fast and available.",
  district: "belait",
  location: "",
  employmentType: "contract",
  salaryMin: null,
  salaryMax: null,
  salaryInterval: "monthly",
  skills: [],
  closingDate: "2025-03-31",
  status: "published",
};

describe("the Talent's forms", () => {
  it("pass the record a new Talent starts with", () => {
    expect(validateForm(TalentProfileDetailsForm, aTalentProfile.details)).toEqual({});
    expect(validateForm(ContactDetailsForm, aTalentProfile.contactDetails)).toEqual({});
    expect(validateForm(PrivacySettingsForm, aTalentProfile.privacySettings)).toEqual({});
  });

  it("each entry form speaks the contract's words", () => {
    expect(validateForm(EducationForm, { institution: "", qualification: "BSc", fieldOfStudy: "", startYear: 1949, endYear: "soon" })).toEqual({
      institution: "Please enter the institution (up to 200 characters).",
      startYear: "Please enter a year.",
      endYear: "Please enter a year, or leave it empty if you are still studying.",
    });
    expect(validateForm(CertificationForm, { name: "AWS SA", issuer: "AWS", year: null })).toEqual({});
    expect(validateForm(LanguageSkillForm, { language: "Malay", proficiency: "perfect" })).toEqual({ proficiency: "Please choose how well you speak it." });
    expect(validateForm(WorkExperienceForm, { ...job, startMonth: "2020-13" })).toEqual({ startMonth: "Please enter a month as YYYY-MM." });
    expect(validateForm(ContactDetailsForm, { ...aTalentProfile.contactDetails, phone: "call me" })).toEqual({
      phone: "Please enter a phone number (digits, spaces, + - and brackets; 7 to 20 characters).",
    });
  });

  it("a public e-mail may be left out or null, and must otherwise be an ordinary e-mail address", () => {
    const details = aTalentProfile.contactDetails;
    expect(validateForm(ContactDetailsForm, { ...details, publicEmail: null })).toEqual({});
    expect(validateForm(ContactDetailsForm, { ...details, publicEmail: "jobs@borneo.example.bn" })).toEqual({});
    expect(validateForm(ContactDetailsForm, { ...details, publicEmail: "jobs at borneo" })).toEqual({ publicEmail: FORM_MESSAGES.email });
  });

  it("an end month is refused exactly when it comes before the start month", () => {
    fc.assert(
      fc.property(yearMonth, yearMonth, (startMonth, endMonth) => {
        const errors = validateForm(WorkExperienceForm, { ...job, startMonth, endMonth });
        expect(errors).toEqual(endMonth < startMonth ? { endMonth: "The end month must not be before the start month." } : {});
      }),
      fcParameters(),
    );
  });
});

describe("the vacancy and project forms", () => {
  it("the maximum salary may not be below the minimum, whatever the amounts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (salaryMin, salaryMax) => {
        const errors = validateForm(JobVacancyForm, { ...vacancy, salaryMin, salaryMax });
        expect(errors).toEqual(salaryMax < salaryMin ? { salaryMax: "The minimum salary cannot be more than the maximum." } : {});
      }),
      fcParameters(),
    );
  });

  it("publishing needs a closing date from today on; a draft or a closed one does not", () => {
    const form = jobVacancyFormOn("2025-04-01");
    expect(validateForm(form, vacancy)).toEqual({ closingDate: "The closing date has passed. Please choose a later date to publish." });
    expect(validateForm(form, { ...vacancy, closingDate: "2025-04-01" })).toEqual({});
    expect(validateForm(form, { ...vacancy, status: "draft" })).toEqual({});
    expect(validateForm(form, { ...vacancy, closingDate: "2025-02-30" })).toEqual({ closingDate: "Please enter the closing date." });
    expect(validateForm(form, { ...vacancy, title: "IT", skills: ["Go", "Go"] })).toEqual({
      title: "Please enter a job title (3 to 120 characters).",
      skills: "Please list up to 50 different skills, each up to 50 characters.",
    });
  });

  it("an ICT project names its stage and budget rules", () => {
    const project = { title: "e-Payment", description: "A payment gateway for every counter.", budget: null, skills: [], stage: "planned", isPublished: true };
    expect(validateForm(IctProjectForm, project)).toEqual({});
    expect(validateForm(IctProjectForm, { ...project, stage: "dreaming", budget: 2_000_000_000 })).toEqual({
      stage: "Please choose the project's stage.",
      budget: "Please enter a budget in BND.",
    });
  });

  it("a staff decision: a rejection needs a reason, an approval does not", () => {
    expect(validateForm(VerificationDecisionForm, { decision: "approved" })).toEqual({});
    expect(validateForm(VerificationDecisionForm, { decision: "rejected" })).toEqual({ reason: "Please say why the request is rejected." });
    expect(validateForm(VerificationDecisionForm, { decision: "maybe" })).toEqual({ decision: "Please choose approve or reject." });
  });
});
