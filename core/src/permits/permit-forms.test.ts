import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { formVerdict } from "../forms/validate-form.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { PERMIT_FILE_POOL, permitPoolContext, validPermitContent, validPermitSection } from "../test-support/permit-arbitraries.ts";
import { PERMIT_MESSAGES, type FieldDescriptor, type SectionValues } from "./permit-fields.ts";
import {
  EditControlCommentForm,
  emptyPermitContent,
  fieldAtPath,
  groupVerdictBySection,
  normalizePermitSection,
  PERMIT_SECTIONS,
  permitSectionSchema,
  permitSectionState,
  permitSectionVerdict,
  permitSubmitVerdict,
} from "./permit-forms.ts";
import { labourMarketTest, PERMIT_TYPES, permitReference, type PermitType } from "./permit-types.ts";

const sections = PERMIT_TYPES.flatMap((type) => PERMIT_SECTIONS[type].map((section) => ({ type, section })));

/** Every required leaf of some fields (not inside lists), with its path and label. */
const requiredLeaves = (fields: ReadonlyArray<FieldDescriptor>, prefix: ReadonlyArray<string> = []): Array<{ path: string[]; field: FieldDescriptor }> =>
  fields.flatMap((field) => {
    if (field.when !== undefined) return [];
    if (field.kind === "group") return requiredLeaves(field.fields, [...prefix, field.key]);
    const required = "required" in field ? field.required : false;
    return required ? [{ path: [...prefix, field.key], field }] : [];
  });

const setAt = (values: SectionValues, path: ReadonlyArray<string>, value: unknown): SectionValues => {
  const [head, ...rest] = path;
  if (head === undefined) return values;
  return { ...values, [head]: rest.length === 0 ? value : setAt((values[head] ?? {}) as SectionValues, rest, value) };
};

describe("the permit forms", () => {
  it.each(sections)("accepts every valid $type $section section, in draft and at submit", ({ type, section }) => {
    fc.assert(
      fc.property(validPermitSection(type, section.key), (values) => {
        expect(permitSectionVerdict(type, section.key, values, "submit", permitPoolContext)).toEqual({});
        expect(permitSectionVerdict(type, section.key, values, "draft")).toEqual({});
        expect(permitSectionState(type, section.key, values, permitPoolContext)).toBe("complete");
      }),
      fcParameters({ numRuns: 30 }),
    );
  });

  it.each(sections)("names each required field of $type $section by its label when it is left empty", ({ type, section }) => {
    const leaves = requiredLeaves(section.fields);
    fc.assert(
      fc.property(validPermitSection(type, section.key), fc.nat(), fc.constantFrom(null, "", "   ", undefined), (values, pick, blank) => {
        if (leaves.length === 0) return;
        const leaf = leaves[pick % leaves.length]!;
        const verdict = permitSectionVerdict(type, section.key, setAt(values, leaf.path, blank), "submit", permitPoolContext);
        expect(verdict).toEqual({ [leaf.path.join(".")]: [PERMIT_MESSAGES.required(leaf.field.label)] });
        // A draft may be incomplete.
        expect(permitSectionVerdict(type, section.key, setAt(values, leaf.path, blank), "draft")).toEqual({});
      }),
      fcParameters({ numRuns: 30 }),
    );
  });

  it.each(sections)("decodes $type $section with its Schema exactly when the verdict is empty, with the same messages", ({ type, section }) => {
    const anyValues = fc.oneof(
      validPermitSection(type, section.key),
      validPermitSection(type, section.key).map((values) => Object.fromEntries(Object.entries(values).map(([key, value], index) => [key, index % 2 === 0 ? null : value]))),
    );
    fc.assert(
      fc.property(anyValues, (values) => {
        const normalised = normalizePermitSection(type, section.key, values);
        const schema = permitSectionSchema(type, section.key, "submit", permitPoolContext);
        const decodes = Schema.decodeUnknownOption(schema)(normalised)._tag === "Some";
        const verdict = permitSectionVerdict(type, section.key, values, "submit", permitPoolContext);
        expect(decodes).toBe(Object.keys(verdict).length === 0);
        expect(formVerdict(schema, normalised)).toEqual(verdict);
      }),
      fcParameters({ numRuns: 30 }),
    );
  });

  it("accepts whole valid applications of every type", () => {
    for (const type of PERMIT_TYPES) {
      fc.assert(
        fc.property(validPermitContent(type), (content) => {
          expect(permitSubmitVerdict(type, content, permitPoolContext)).toEqual({});
        }),
        fcParameters({ numRuns: 20 }),
      );
    }
  });
});

describe("an empty submit", () => {
  const verdictOf = (type: PermitType) => permitSubmitVerdict(type, emptyPermitContent(type), { fileIds: new Set() });

  it("lists the minimums, the declaration and the certification with their exact messages", () => {
    const lpa = verdictOf("lpa");
    expect(lpa["personnel.nonLocalPersonnel"]).toEqual(["Non-local Personnel is required (at least 1)"]);
    expect(lpa["contracts.contracts"]).toEqual(["Contracts is required (at least 1)"]);
    expect(lpa["declaration.otherSupportingDocumentFileIds"]).toEqual(["Other Supporting Documents is required"]);
    expect(lpa["declaration.isDeclarationAgreed"]).toEqual([PERMIT_MESSAGES.agree]);
    expect(lpa["application.businessName"]).toEqual(["Business Name is required"]);
    expect(lpa["lbdPlan.overallTotalLocalWorkforce"]).toEqual(["Total Local Workforce is required"]);

    const sawp = verdictOf("sawp");
    expect(sawp["support.isCertified"]).toEqual([PERMIT_MESSAGES.certify]);
    expect(sawp["support.organisationName"]).toEqual(["Organisation is required"]);
    expect(sawp["support.contractOrPoNumber"]).toBeUndefined();
    expect(sawp["support.employmentAgency"]).toBeUndefined();

    const pvv = verdictOf("pvv");
    expect(pvv["personnel.expatPersonnel"]).toEqual(["Expat Personnel is required (at least 1)"]);
    expect(pvv["business.businessEmail"]).toEqual(["Business Email is required"]);
    expect(pvv["business.businessPhoneNumber"]).toEqual(["Phone Number is required"]);
    expect(pvv["business.businessTypeId"]).toEqual(["Business Type is required"]);
  });

  it("groups its problems by section in the sections' order, each path naming a field with a label", () => {
    for (const type of PERMIT_TYPES) {
      const verdict = verdictOf(type);
      const groups = groupVerdictBySection(type, verdict);
      expect(groups.map((group) => group.section.key)).toEqual(PERMIT_SECTIONS[type].map((section) => section.key).filter((key) => groups.some((group) => group.section.key === key)));
      for (const path of Object.keys(verdict)) expect(fieldAtPath(type, path), path).toBeDefined();
    }
  });
});

describe("the rules between fields", () => {
  const plan = (local: unknown, nonLocal: unknown) => ({ employmentPlans: [{ position: "Engineer", annualPlans: [{ year: "2027", localPercentage: local, nonLocalPercentage: nonLocal }] }] });
  const planVerdict = (local: unknown, nonLocal: unknown) => {
    const verdict = permitSectionVerdict("lpa", "lbdPlan", plan(local, nonLocal), "submit", permitPoolContext);
    return Object.fromEntries(Object.entries(verdict).filter(([path]) => path.startsWith("employmentPlans")));
  };

  it("refuses annual plan percentages adding up to 99, accepts 100 and 101", () => {
    expect(planVerdict(40, 59)).toEqual({ "employmentPlans.0.annualPlans.0.nonLocalPercentage": [PERMIT_MESSAGES.percentages] });
    expect(planVerdict(40, 60)).toEqual({});
    expect(planVerdict(41, 60)).toEqual({});
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const refused = planVerdict(a, b)["employmentPlans.0.annualPlans.0.nonLocalPercentage"] !== undefined;
        expect(refused).toBe(a + b < 100);
      }),
      fcParameters(),
    );
  });

  it("reads a non-numeric percentage and null as missing", () => {
    expect(planVerdict("abc", 60)).toEqual({ "employmentPlans.0.annualPlans.0.localPercentage": ["Local Percentage is required"] });
    expect(planVerdict(null, 60)).toEqual({ "employmentPlans.0.annualPlans.0.localPercentage": ["Local Percentage is required"] });
    expect(planVerdict("40", "60")).toEqual({});
  });

  it("requires the visit extension start date only for a visit extension", () => {
    const entry = (isVisitExtension: boolean) => ({ expatPersonnel: [{ isVisitExtension, visitExtensionStartDate: "" }] });
    const path = "expatPersonnel.0.visitExtensionStartDate";
    expect(permitSectionVerdict("pvv", "personnel", entry(true), "submit", permitPoolContext)[path]).toEqual(["Visit Extension Start Date is required"]);
    expect(permitSectionVerdict("pvv", "personnel", entry(false), "submit", permitPoolContext)[path]).toBeUndefined();
  });

  it("needs a passport number in each contract and a supporting document for each visitor", () => {
    const contracts = permitSectionVerdict("lpa", "contracts", { contracts: [{ nonLocalPassportNumbers: [] }] }, "submit", permitPoolContext);
    expect(contracts["contracts.0.nonLocalPassportNumbers"]).toEqual(["Passport Numbers is required (at least 1)"]);
    const visitors = permitSectionVerdict("pvv", "personnel", { expatPersonnel: [{}] }, "submit", permitPoolContext);
    expect(visitors["expatPersonnel.0.supportingDocumentFileIds"]).toEqual(["Supporting Documents is required"]);
    expect(visitors["expatPersonnel.0.travelInformation.visitPurpose"]).toEqual(["Purpose of Visit is required"]);
  });

  it("refuses a file that is not the application's and an end date before its start", () => {
    const support = { contractStartDate: "2027-05-01", contractEndDate: "2027-04-30", organisationName: "Org", fileId: "not-a-file", isCertified: true };
    expect(permitSectionVerdict("sawp", "support", support, "submit", { fileIds: new Set(PERMIT_FILE_POOL) })).toEqual({
      contractEndDate: ["Contract End Date is before the Contract Start Date"],
      fileId: ["Contract or PO Document is not a file of this application (upload it again)"],
    });
  });
});

describe("what a draft keeps", () => {
  it("trims text, reads null text as empty, non-numeric numbers as missing, and drops unknown keys", () => {
    const values = normalizePermitSection("pvv", "business", { businessName: "  Acme  ", businessNature: null, localWorkforceCount: "12", nonLocalWorkforceCount: "many", extra: 1 });
    expect(values["businessName"]).toBe("Acme");
    expect(values["businessNature"]).toBe("");
    expect(values["localWorkforceCount"]).toBe(12);
    expect(values["nonLocalWorkforceCount"]).toBeNull();
    expect(values).not.toHaveProperty("extra");
    expect(values["businessBranches"]).toEqual([]);
  });

  it("refuses in a draft only what could never be right: too long, malformed, too many", () => {
    const draft = permitSectionVerdict("pvv", "business", { businessName: "x".repeat(201), businessEmail: "not an email", businessBranches: Array.from({ length: 21 }, () => ({})) }, "draft");
    expect(draft).toEqual({
      businessName: ["Business Name is too long (at most 200 characters)"],
      businessEmail: ["Business Email is not a valid email address"],
      businessBranches: ["Branches is limited to 20 entries"],
    });
  });

  it("marks the first annual plan as one that cannot be deleted", () => {
    const values = normalizePermitSection("lpa", "lbdPlan", { employmentPlans: [{ annualPlans: [{}, {}] }] });
    const plans = (values["employmentPlans"] as Array<{ annualPlans: Array<{ canDelete: boolean }> }>)[0]!.annualPlans;
    expect(plans.map((entry) => entry.canDelete)).toEqual([false, true]);
  });

  it("tells an empty section from an incomplete one", () => {
    expect(permitSectionState("sawp", "support", {}, permitPoolContext)).toBe("empty");
    expect(permitSectionState("sawp", "support", { organisationName: "Org" }, permitPoolContext)).toBe("incomplete");
  });
});

describe("the edit control comment, the reference and the labour-market test", () => {
  it("needs a comment, trimmed, of at most 2,000 characters", () => {
    expect(formVerdict(EditControlCommentForm, { comment: "   " })).toEqual({ comment: [PERMIT_MESSAGES.commentRequired] });
    expect(formVerdict(EditControlCommentForm, {})).toEqual({ comment: [PERMIT_MESSAGES.commentRequired] });
    expect(formVerdict(EditControlCommentForm, { comment: "x".repeat(2001) })).toEqual({ comment: [PERMIT_MESSAGES.commentTooLong] });
    expect(formVerdict(EditControlCommentForm, { comment: "Updated the passport copy." })).toEqual({});
  });

  it("numbers references per type and year", () => {
    expect(permitReference("lpa", 2026, 7)).toBe("LPA-2026-0007");
  });

  it("counts whole days published; 14 meet the test", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(labourMarketTest(null, now)).toEqual({ daysPublished: null, met: false });
    expect(labourMarketTest("2026-11-09T12:00:01Z", now)).toEqual({ daysPublished: 13, met: false });
    expect(labourMarketTest("2026-11-09T12:00:00Z", now)).toEqual({ daysPublished: 14, met: true });
  });
});
