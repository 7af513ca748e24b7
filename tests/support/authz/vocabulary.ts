// The authorization matrix's rules: every operation of both contracts with the callers its `x-ictm-callers` names
// (read from the YAML, so a new operation is in the matrix without a change here), the kinds of caller the matrix
// tries, and what each caller must be answered, as each contract's info description words the vocabulary. Step
// rules come from core (the workflow's view/act roles, the decision roles): never restated here.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { CHIEF_TOKEN_PATTERN, DECISION_KINDS, DECISION_ROLES, hasAnyRole, STAFF_ROLES, stepPermission, WORK_PERMIT_STEPS, type DecisionKind, type StaffRole } from "@ictm/core/domain";
import { dereference, isRecord, type JsonObject } from "@ictm/server/contract/dereference.ts";
import { contractFile } from "@ictm/server/contract/load.ts";

export type ContractName = "portal" | "backoffice";

export interface MatrixOperation {
  contract: ContractName;
  operationId: string;
  method: "GET" | "PUT" | "POST" | "DELETE" | "PATCH";
  /** The contract's path, `{name}` kept. */
  path: string;
  /** `x-ictm-callers`, or null when the operation has none (the matrix then fails for it). */
  callers: string[] | null;
  /** The operation, its `$ref`s resolved (parameters, request body, responses). */
  operation: JsonObject;
  /** Its parameters and its path's, resolved. */
  parameters: JsonObject[];
}

const methods = ["get", "put", "post", "delete", "patch"] as const;

/** Every operation of a contract, in the contract's order. */
export function operationsOf(contract: ContractName): MatrixOperation[] {
  const document = dereference(parse(readFileSync(contractFile(contract), "utf8")));
  const paths = isRecord(document["paths"]) ? document["paths"] : {};
  const found: MatrixOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of methods) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const declared = operation["x-ictm-callers"];
      const callers = Array.isArray(declared) ? declared.filter((caller): caller is string => typeof caller === "string") : null;
      const parameters = [item["parameters"], operation["parameters"]].flatMap((list) => (Array.isArray(list) ? list.filter(isRecord) : []));
      found.push({ contract, operationId: String(operation["operationId"]), method: UPPER[method], path, callers, operation, parameters });
    }
  }
  return found;
}

const UPPER: Record<(typeof methods)[number], MatrixOperation["method"]> = { get: "GET", put: "PUT", post: "POST", delete: "DELETE", patch: "PATCH" };

/** Who the matrix calls as. Members' resources all belong to `talent` and `business`; the others own none of them. */
export type Caller =
  | { name: string; kind: "anonymous" }
  | { name: string; kind: "member"; memberKind: "Talent" | "Business"; owner: boolean; revoked: boolean }
  | { name: string; kind: "staff"; role: StaffRole | null; revoked: boolean }
  | { name: string; kind: "chief"; ofTarget: boolean; revoked: boolean };

export const CALLERS: readonly Caller[] = [
  { name: "anonymous", kind: "anonymous" },
  { name: "talent (owner)", kind: "member", memberKind: "Talent", owner: true, revoked: false },
  { name: "another talent", kind: "member", memberKind: "Talent", owner: false, revoked: false },
  { name: "business (owner)", kind: "member", memberKind: "Business", owner: true, revoked: false },
  { name: "another business", kind: "member", memberKind: "Business", owner: false, revoked: false },
  ...STAFF_ROLES.map((role): Caller => ({ name: role, kind: "staff", role, revoked: false })),
  { name: "chief evaluator", kind: "chief", ofTarget: true, revoked: false },
  { name: "chief evaluator of another application", kind: "chief", ofTarget: false, revoked: false },
  { name: "signed-out talent", kind: "member", memberKind: "Talent", owner: true, revoked: true },
  { name: "signed-out administrator", kind: "staff", role: "administrator", revoked: true },
  { name: "revoked chief link", kind: "chief", ofTarget: true, revoked: true },
];

/** What a cell must answer: allowed (anything but a refusal of who is asking), or refused with one of these. */
export type Expectation = { allowed: true } | { allowed: false; status: number; kinds: readonly string[] };

const refused = (status: number, ...kinds: string[]): Expectation => ({ allowed: false, status, kinds });
const allowed: Expectation = { allowed: true };

/** The problem kinds that say "not you": an allowed caller must never get one. */
export const REFUSAL_KINDS = ["unauthorized", "forbidden", "not-found", "decision-not-allowed", "move-not-allowed", "chief-link-invalid", "chief-link-used", "chief-link-revoked", "chief-link-expired"];

/**
 * The answer `caller` must get from an operation with `callers`, `credential` being what it sent (a chief token is
 * sent in `?token=` only where the operation takes one) and `step` the current workflow step of the application the
 * call is about (for the step callers).
 */
export function expectationOf(operation: MatrixOperation, caller: Caller, context: { step: string | null; credential: string | null }): Expectation {
  const callers = operation.callers ?? [];
  if (callers.includes("anyone")) return allowed;
  if (callers.includes("chief-evaluator")) {
    if (caller.kind === "chief" && caller.ofTarget && !caller.revoked) return allowed;
    // The token is a required query parameter: none is a 400; one of the right form but not an open link of this
    // application is 410 (which `chief-link-*` depends on how it is not).
    if (context.credential === null || !CHIEF_TOKEN_PATTERN.test(context.credential)) return refused(400, "request-invalid", "validation-failed");
    return refused(410, "chief-link-invalid", "chief-link-used", "chief-link-revoked", "chief-link-expired");
  }
  const unauthorized = refused(401, "unauthorized");
  if (operation.contract === "portal") return caller.kind === "member" && !caller.revoked ? memberExpectation(callers, caller) : unauthorized;
  if (caller.kind !== "staff" || caller.revoked || caller.role === null) return unauthorized;
  return staffExpectation(callers, caller.role, context.step);
}

function memberExpectation(callers: readonly string[], caller: Extract<Caller, { kind: "member" }>): Expectation {
  const kind = caller.memberKind === "Talent" ? "talent" : "business";
  if (callers.includes("member") || callers.includes(kind)) return allowed;
  if (callers.includes(`${kind}-owner`)) return caller.owner ? allowed : refused(404, "not-found");
  return refused(403, "forbidden");
}

function staffExpectation(callers: readonly string[], role: StaffRole, stepKey: string | null): Expectation {
  if (callers.includes("staff") || callers.includes(role)) return allowed;
  const roles = [role];
  const staffRoles = STAFF_ROLES.filter((known) => callers.includes(known));
  if (staffRoles.length > 0) return refused(403, "forbidden");
  const step = WORK_PERMIT_STEPS.find((known) => known.key === stepKey);
  if (step === undefined) throw new Error(`A step caller (${callers.join(", ")}) needs the application's step; got ${String(stepKey)}`);
  const permission = stepPermission(roles, step);
  if (!permission.canView) return refused(404, "not-found");
  if (callers.includes("step-viewer")) return allowed;
  // The comments and attachments the matrix reads were written by the administrator.
  if (callers.includes("comment-author") || callers.includes("attachment-author")) return role === "administrator" ? allowed : refused(403, "forbidden");
  const decision = DECISION_KINDS.find((kind) => callers.includes(`decides-${kind}`));
  if (decision !== undefined) return permission.canAct && decides(decision, roles, step) ? allowed : refused(403, "decision-not-allowed", "forbidden");
  // A move is refused in the board's own words (403 move-not-allowed); any other act as forbidden.
  if (!permission.canAct) return refused(403, "forbidden", "move-not-allowed");
  if (callers.includes("step-actor")) return allowed;
  throw new Error(`No rule for the callers ${callers.join(", ")}`);
}

const decides = (kind: DecisionKind, roles: StaffRole[], step: { decisions: readonly string[] }) => step.decisions.includes(kind) && hasAnyRole(roles, DECISION_ROLES[kind]);
