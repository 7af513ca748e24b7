import { describe, expect, it } from "vitest";
import { EMPTY_PROJECT, projectInputOf, validateProject } from "./project-values.ts";

describe("an ICT project in its form", () => {
  it("becomes the command's input with the budget in BND", () => {
    const values = { ...EMPTY_PROJECT, title: "Smart kampong sensors", description: "Air and flood sensors for twelve kampongs in Tutong.", budget: "120,000", isPublished: true };
    expect(validateProject(values)).toEqual({});
    expect(projectInputOf(values)).toEqual({ ...values, budget: 120000, stage: "planned" });
  });

  it("says what is missing and what is not an amount", () => {
    const errors = validateProject({ ...EMPTY_PROJECT, budget: "lots" });
    expect(errors["title"]).toBe("Please enter a project title (3 to 120 characters).");
    expect(errors["budget"]).toBe("Please enter a budget in BND.");
  });
});
