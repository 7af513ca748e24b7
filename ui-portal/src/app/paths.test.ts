import { describe, expect, it } from "vitest";
import { accountKindFrom, forgotPasswordPath, ownAreaPath, recordPath, safeReturnPath, signInPath } from "./paths.ts";

describe("returning after sign-in", () => {
  it("returns to a path of this site", () => {
    expect(safeReturnPath("/account")).toBe("/account");
    expect(signInPath("/account")).toBe("/talents/sign-in?next=%2Faccount");
    expect(signInPath("/account/password", "business")).toBe("/businesses/sign-in?next=%2Faccount%2Fpassword");
    expect(signInPath(null, "business")).toBe("/businesses/sign-in");
  });

  it("never sends a person to another site", () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "account", null]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe("asking for a new password", () => {
  it("names the kind of account and carries the address already typed", () => {
    expect(forgotPasswordPath("talent")).toBe("/forgot-password?accountType=talent");
    expect(forgotPasswordPath("business", " hr@seri.com.bn ")).toBe("/forgot-password?accountType=business&email=hr%40seri.com.bn");
  });

  it("reads only the two kinds the portal has", () => {
    expect(accountKindFrom("talent")).toBe("talent");
    expect(accountKindFrom("business")).toBe("business");
    for (const value of ["Talent", "staff", "", null]) expect(accountKindFrom(value)).toBeNull();
  });
});

describe("the addresses of one record", () => {
  it("puts the key in the path, escaped", () => {
    expect(recordPath.job("3f1c")).toBe("/jobs/3f1c");
    expect(recordPath.businessVacancies("a/b")).toBe("/businesses/a%2Fb/vacancies");
    expect(recordPath.editVacancy("k")).toBe("/business/vacancies/k/edit");
    expect(recordPath.editProject("k")).toBe("/business/projects/k/edit");
    expect(recordPath.expatPermit("lpa", "a b")).toBe("/business/expat-permits/lpa/a%20b");
    expect(recordPath.expatPermit("lpa", "k", "review")).toBe("/business/expat-permits/lpa/k/review");
    expect(recordPath.course("c 1")).toBe("/courses/c%201");
    expect(recordPath.editTrainingCourse("k")).toBe("/business/courses/k/edit");
  });

  it("keeps a course's registrants filter in the query, repeating each search term", () => {
    expect(recordPath.courseRegistrants("k")).toBe("/business/courses/k/registrants");
    expect(recordPath.courseRegistrants("k", new URLSearchParams())).toBe("/business/courses/k/registrants");
    const query = new URLSearchParams([["searchTerms", "siti"], ["searchTerms", "gmail"], ["isWithdrawn", "true"]]);
    expect(recordPath.courseRegistrants("k", query)).toBe("/business/courses/k/registrants?searchTerms=siti&searchTerms=gmail&isWithdrawn=true");
  });
});

describe("a member's own area", () => {
  it("is the business's for a Business and the profile otherwise", () => {
    expect(ownAreaPath("Business")).toBe("/business");
    expect(ownAreaPath("Talent")).toBe("/account");
    expect(ownAreaPath(null)).toBe("/account");
  });
});
