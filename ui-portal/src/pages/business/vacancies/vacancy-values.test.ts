import { describe, expect, it } from "vitest";
import { PUBLICATION_STATUSES, canMoveVacancy } from "@ictm/core";
import { EMPTY_VACANCY, saveChoices, vacancyInputOf, validateVacancy } from "./vacancy-values.ts";

const filled = {
  ...EMPTY_VACANCY,
  title: "Site Reliability Engineer",
  description: "Keep our national platforms fast and available, around the clock.",
  district: "brunei-muara",
  employmentType: "full-time",
  salaryMin: "3,500",
  salaryMax: "4800",
  skills: ["Kubernetes"],
  closingDate: "2030-01-31",
};

describe("a vacancy in its form", () => {
  it("becomes the command's input with amounts in BND and the status of the button pressed", () => {
    expect(vacancyInputOf(filled, "published")).toEqual({ ...filled, salaryMin: 3500, salaryMax: 4800, status: "published" });
    expect(validateVacancy(filled)).toEqual({});
  });

  it("says what is missing before anything is sent", () => {
    const errors = validateVacancy(EMPTY_VACANCY);
    expect(errors["title"]).toBe("Please enter a job title (3 to 120 characters).");
    expect(errors["district"]).toBe("Please choose a district.");
    expect(errors["closingDate"]).toBe("Please enter the closing date.");
    expect(vacancyInputOf(EMPTY_VACANCY, "draft")).toBeNull();
  });

  it("refuses a maximum salary below the minimum", () => {
    expect(validateVacancy({ ...filled, salaryMin: "5000", salaryMax: "4000" })["salaryMax"]).toBe("The minimum salary cannot be more than the maximum.");
  });

  it("offers Publish and Save as draft for a new vacancy, Save changes for a published one", () => {
    expect(saveChoices(null).primary.label).toBe("Publish");
    expect(saveChoices(null).secondary?.label).toBe("Save as draft");
    expect(saveChoices("published")).toEqual({ primary: { status: "published", label: "Save changes" }, secondary: null });
    expect(saveChoices("closed").primary.label).toBe("Publish again");
  });

  it("offers only the status changes core allows (the server refuses the others)", () => {
    for (const from of [null, ...PUBLICATION_STATUSES]) {
      const { primary, secondary } = saveChoices(from);
      for (const offered of [primary, secondary]) if (offered !== null) expect(canMoveVacancy(from, offered.status)).toBe(true);
    }
    expect(saveChoices("draft")).toEqual({ primary: { status: "published", label: "Publish" }, secondary: { status: "draft", label: "Save as draft" } });
    expect(saveChoices("closed").secondary).toEqual({ status: "closed", label: "Save changes" });
  });
});
