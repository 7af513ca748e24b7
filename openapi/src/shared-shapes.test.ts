// The permit application's shapes are written in both contracts (two separate documents that cannot refer to each
// other): the back-office's copies must stay equal to the portal's originals, so one presenter answers both.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const schemasOf = (name: string): Record<string, unknown> => {
  const document: unknown = parse(readFileSync(new URL(`../${name}.yaml`, import.meta.url), "utf8"));
  const components = typeof document === "object" && document !== null && "components" in document ? document.components : undefined;
  const schemas = typeof components === "object" && components !== null && "schemas" in components ? components.schemas : undefined;
  return typeof schemas === "object" && schemas !== null ? Object.fromEntries(Object.entries(schemas)) : {};
};

const shared = [
  "PermitType",
  "PermitStatus",
  "PermitApplicationSummary",
  "PermitVacancy",
  "PermitApplication",
  "PermitFile",
  "PermitAuditAction",
  "PermitAuditRecord",
  "PermitFormRecord",
  "PublicationStatus",
  "ProblemKind",
];

describe("the shapes both contracts describe", () => {
  const portal = schemasOf("portal");
  const backoffice = schemasOf("backoffice");
  it.each(shared)("%s is the same in backoffice.yaml as in portal.yaml", (name) => {
    expect(portal[name]).toBeDefined();
    expect(backoffice[name]).toEqual(portal[name]);
  });
});
