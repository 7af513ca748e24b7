import { describe, expect, it } from "vitest";
import { EMPTY_ENTRY, resumeInputOf, resumeValuesOf, validateResume, type ResumeValues } from "./resume-values.ts";

const resume = {
  education: [{ institution: "Universiti Brunei Darussalam", qualification: "BSc Computing", fieldOfStudy: "Computer Science", startYear: 2014, endYear: 2018 }],
  workExperience: [{ employer: "Seri Digital", title: "Backend engineer", startMonth: "2019-01", endMonth: null, description: "" }],
  skills: ["TypeScript", "PostgreSQL"],
  certifications: [{ name: "AWS Solutions Architect", issuer: "Amazon", year: null }],
  languages: [{ language: "Malay", proficiency: "native" as const }],
};

describe("the resume in its form", () => {
  it("comes back as the same resume when nothing was changed", () => {
    expect(resumeInputOf(resumeValuesOf(resume))).toEqual(resume);
  });

  it("files each entry's messages under its own key", () => {
    const values: ResumeValues = { ...resumeValuesOf(resume), education: [EMPTY_ENTRY.education(), EMPTY_ENTRY.education()] };
    const [first, second] = values.education;
    const errors = validateResume(values);
    expect(errors[`education.${first?.id}.institution`]).toBe("Please enter the institution (up to 200 characters).");
    expect(errors[`education.${second?.id}.startYear`]).toBe("Please enter a year.");
    expect(resumeInputOf(values)).toBeNull();
  });

  it("says when a job ends before it starts", () => {
    const values = resumeValuesOf(resume);
    const job = { ...values.workExperience[0]!, endMonth: "2018-06" };
    expect(validateResume({ ...values, workExperience: [job] })[`workExperience.${job.id}.endMonth`]).toBe("The end month must not be before the start month.");
  });

  it("refuses the same skill twice", () => {
    expect(validateResume({ ...resumeValuesOf(resume), skills: ["Go", "Go"] })["skills"]).toBe("Please list up to 50 different skills, each up to 50 characters.");
  });
});
