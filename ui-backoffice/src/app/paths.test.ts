import { describe, expect, it } from "vitest";
import { PERMIT_TYPE_NAMES } from "../pages/home/permit-types.ts";
import { forgotPasswordPath, isUnder, paths, safeReturnPath, signInPath } from "./paths.ts";

const WORKFLOW = "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01";

describe("back-office addresses", () => {
  it("a workflow's board lives at /expat-permits/workflows/{id}", () => {
    expect(paths.board(WORKFLOW)).toBe(`/expat-permits/workflows/${WORKFLOW}`);
  });

  it("an id can never leave the workflows path", () => {
    expect(paths.board("../../e-signatures")).toBe("/expat-permits/workflows/..%2F..%2Fe-signatures");
    expect(paths.application(WORKFLOW, "a/b", "../x")).toBe(`/expat-permits/workflows/${WORKFLOW}/application/a%2Fb/..%2Fx`);
  });

  it("an application's panel lives under its board, with or without a tab", () => {
    expect(paths.application(WORKFLOW, "app-1")).toBe(`/expat-permits/workflows/${WORKFLOW}/application/app-1`);
    expect(paths.application(WORKFLOW, "app-1", "discussion")).toBe(`/expat-permits/workflows/${WORKFLOW}/application/app-1/discussion`);
  });

  it("a workflow's statistics live under /statistics/details, the public holidays beside them", () => {
    expect(paths.statisticsBoard(WORKFLOW)).toBe(`/statistics/details/${WORKFLOW}`);
    expect(isUnder(paths.statisticsBoard(WORKFLOW), paths.statistics)).toBe(true);
    expect(isUnder(paths.publicHolidays, paths.statistics)).toBe(true);
  });

  it("a workflow's listings live under /expat-permits/listing, their panels under each", () => {
    expect(paths.approvedListing(WORKFLOW)).toBe(`/expat-permits/listing/${WORKFLOW}`);
    expect(paths.archivedListing(WORKFLOW)).toBe(`/expat-permits/listing/archived/${WORKFLOW}`);
    expect(paths.listedApplication("approved", WORKFLOW, "app-1", "discussion")).toBe(`/expat-permits/listing/${WORKFLOW}/application/app-1/discussion`);
    expect(paths.listedApplication("archived", WORKFLOW, "app-1")).toBe(`/expat-permits/listing/archived/${WORKFLOW}/application/app-1`);
    expect(isUnder(paths.archivedListing(WORKFLOW), paths.listings)).toBe(true);
    expect(isUnder(paths.approvedListing(WORKFLOW), paths.archivedListings)).toBe(false);
  });

  it("a page is under its section, and a longer name is not", () => {
    expect(isUnder("/e-signatures", "/e-signatures")).toBe(true);
    expect(isUnder("/e-signatures/qr-scanner/results", "/e-signatures")).toBe(true);
    expect(isUnder("/e-signatures-old", "/e-signatures")).toBe(false);
  });

  it("names every permit type for staff", () => {
    expect(Object.keys(PERMIT_TYPE_NAMES).sort()).toEqual(["lpa", "pvv", "sawp"]);
  });
});

describe("coming back after sign-in", () => {
  it("keeps a back-office path with its query", () => {
    expect(safeReturnPath("/staff")).toBe("/staff");
    expect(safeReturnPath(`/expat-permits/workflows/${WORKFLOW}?q=lpa`)).toBe(`/expat-permits/workflows/${WORKFLOW}?q=lpa`);
    expect(signInPath("/staff?page=2")).toBe("/sign-in?returnTo=%2Fstaff%3Fpage%3D2");
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/"],
    ["a backslash trick", "/\\evil.example"],
    ["a tab browsers would drop", "/\t/evil.example"],
    ["a relative path", "staff"],
    ["a script", "javascript:alert(1)"],
    ["the sign-in page itself", "/sign-in?returnTo=%2Fstaff"],
    ["the password reset", "/reset-password?token=abc"],
  ])("ignores %s", (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("asks for no return to the start page or to nothing", () => {
    expect(signInPath("/")).toBe("/sign-in");
    expect(signInPath(null)).toBe("/sign-in");
    expect(signInPath("//evil.example")).toBe("/sign-in");
  });

  it("carries a typed address to the forgotten-password page", () => {
    expect(forgotPasswordPath(" officer@demo.ictm.bn ")).toBe("/forgot-password?email=officer%40demo.ictm.bn");
    expect(forgotPasswordPath("")).toBe("/forgot-password");
  });
});
