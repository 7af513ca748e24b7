import { describe, expect, it } from "vitest";
import { PERMIT_TYPE_NAMES } from "../pages/home/permit-types.ts";
import { paths } from "./paths.ts";

describe("back-office addresses", () => {
  it("a workflow's board lives at /expat-permits/workflows/{id}", () => {
    expect(paths.board("5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01")).toBe("/expat-permits/workflows/5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01");
  });

  it("an id can never leave the workflows path", () => {
    expect(paths.board("../../e-signatures")).toBe("/expat-permits/workflows/..%2F..%2Fe-signatures");
  });

  it("names every permit type for staff", () => {
    expect(Object.keys(PERMIT_TYPE_NAMES).sort()).toEqual(["lpa", "pvv", "sawp"]);
  });
});
