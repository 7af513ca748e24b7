// The authorization matrix: every operation of both contracts (read from the YAML when the suite runs, so a new one
// is covered untouched), called as every kind of caller (tests/support/authz/vocabulary.ts): anonymous, the owner,
// another member of the same and of the other kind, each staff role, chief-evaluator tokens, signed-out sessions
// and a revoked link. Each cell's answer is held to the operation's `x-ictm-callers`; around each write's refused
// cells every table is fingerprinted, so a refused write that changed anything fails and names what it changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES } from "@ictm/core/domain";
import { requestOf } from "../support/authz/requests.ts";
import { changedTables, fingerprintOf, tablesOf } from "../support/authz/fingerprint.ts";
import { CALLERS, expectationOf, operationsOf, REFUSAL_KINDS, type Caller, type Expectation, type MatrixOperation } from "../support/authz/vocabulary.ts";
import { buildWorld, type World } from "../support/authz/world.ts";

const operations = [...operationsOf("portal"), ...operationsOf("backoffice")];
const declared = operations.filter((operation) => operation.callers !== null);

let world: World;
let tables: string[];
beforeAll(async () => {
  world = await buildWorld();
  tables = await tablesOf(world.on.server);
}, 120_000);
afterAll(async () => world?.on.server.close());

interface Cell {
  operation: MatrixOperation;
  caller: Caller;
  expected: Expectation;
  request: ReturnType<typeof requestOf>;
}

const cellsOf = (operation: MatrixOperation): Cell[] =>
  CALLERS.map((caller) => {
    const request = requestOf(world, operation, caller);
    return { operation, caller, request, expected: expectationOf(operation, caller, { step: request.step, credential: request.credential }) };
  });

/** Calls a cell and answers what is wrong with its answer, or null when it is what the contract says. */
async function judge(cell: Cell): Promise<string | null> {
  const where = `${cell.operation.operationId} as ${cell.caller.name}`;
  let status: number;
  let kind: string | null = null;
  try {
    const response = await fetch(cell.request.url, cell.request.init);
    status = response.status;
    const text = await response.text();
    if ((response.headers.get("content-type") ?? "").includes("problem+json")) kind = String(JSON.parse(text).type ?? "").replace("urn:ictm:problem:", "");
  } catch (error) {
    return `${where}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const { expected } = cell;
  if (expected.allowed) {
    const refusedHere = status === 401 ? kind === "unauthorized" : status === 404 || (kind !== null && REFUSAL_KINDS.includes(kind));
    return refusedHere ? `${where}: allowed, but answered ${status} ${kind}` : null;
  }
  return status === expected.status && kind !== null && expected.kinds.includes(kind) ? null : `${where}: expected ${expected.status} ${expected.kinds.join("|")}, answered ${status} ${String(kind)}`;
}

/**
 * A 403 `forbidden` for the caller's member kind, or for staff roles when every caller the operation names is a
 * role: refused for who it is, whatever the application (the contract's vocabulary, openapi/portal.yaml).
 */
const refusedForWhoItIs = (operation: MatrixOperation, cell: Cell): boolean => {
  if (cell.expected.allowed || cell.expected.status !== 403) return false;
  if (cell.caller.kind === "member") return true;
  const callers = operation.callers ?? [];
  return cell.caller.kind === "staff" && callers.length > 0 && callers.every((caller) => (STAFF_ROLES as readonly string[]).includes(caller));
};

const headersOf = (cell: Cell): Record<string, string> => {
  const headers = cell.request.init.headers;
  return headers !== undefined && !Array.isArray(headers) && !(headers instanceof Headers) ? headers : {};
};

/** Writes whose allowed calls would take away what a later call needs: they run after the others. */
const LATE = new Set([
  "submitExpatPermitApplication",
  "archiveExpatPermitApplication",
  "moveBoardCard",
  "toggleArchive",
  "setArchivedInBulk",
  "unpublishTrainingCourse",
  "withdrawFromCourse",
  "withdrawJobApplication",
  "revokeChiefLink",
  "revokeSigningKey",
  "revokeSignedLetter",
  "setStaffRoles",
  "resetFinalApproval",
  "recordChiefEvaluation",
]);
const SIGN_OUTS = new Set(["signOutMember", "signOutStaff"]);
const phaseOf = (operation: MatrixOperation): number =>
  SIGN_OUTS.has(operation.operationId) ? 3 : operation.method === "GET" ? 0 : operation.method === "DELETE" || LATE.has(operation.operationId) ? 2 : 1;

describe("the authorization matrix, driven by the contracts' x-ictm-callers", () => {
  it("every operation of both contracts declares who may call it", () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((operation) => operation.callers === null).map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it("every refused caller is answered 401, 403, 404 or 410 as the contract says, and a refused write changes nothing", async () => {
    const failures: string[] = [];
    let cells = 0;
    // Each write's refused calls run between two fingerprints; a read's between the same two, so reads change nothing either.
    let before = await fingerprintOf(world.on.server, tables);
    for (const operation of declared) {
      const refused = cellsOf(operation).filter((cell) => !cell.expected.allowed);
      cells += refused.length;
      if (refused.length === 0) continue;
      for (const failure of await Promise.all(refused.map(judge))) if (failure) failures.push(failure);
      if (operation.method === "GET") continue;
      const after = await fingerprintOf(world.on.server, tables);
      const changed = changedTables(before, after);
      if (changed.length > 0) failures.push(`${operation.operationId} (or a read before it): refused calls changed ${changed.join(", ")}`);
      before = after;
    }
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(1000);
  }, 120_000);

  it("a caller whose kind or roles the callers leave out is refused before its body is read: a bad body changes nothing", async () => {
    const failures: string[] = [];
    let cells = 0;
    const before = await fingerprintOf(world.on.server, tables);
    for (const operation of declared.filter((candidate) => candidate.operation["requestBody"] !== undefined)) {
      const refused = cellsOf(operation).filter((cell) => refusedForWhoItIs(operation, cell));
      cells += refused.length;
      // In place of the call's own body, JSON cut short: no operation accepts it (a 400, were it read).
      const badBody = (cell: Cell): Cell => ({ ...cell, request: { ...cell.request, init: { ...cell.request.init, headers: { ...headersOf(cell), "content-type": "application/json" }, body: '{"matrix-unknown-property": [' } } });
      for (const failure of await Promise.all(refused.map((cell) => judge(badBody(cell))))) if (failure) failures.push(`${failure} (a bad body)`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await fingerprintOf(world.on.server, tables))).toEqual([]);
    expect(cells).toBeGreaterThan(50);
  }, 120_000);

  it("every allowed caller is answered, not refused (a 400 for the matrix's least body, a 409 for a stale version or a state that no longer allows it)", async () => {
    const failures: string[] = [];
    const start = await fingerprintOf(world.on.server, tables);
    for (const phase of [0, 1, 2, 3]) {
      for (const operation of declared.filter((candidate) => phaseOf(candidate) === phase)) {
        const allowedCells = cellsOf(operation).filter((candidate) => candidate.expected.allowed);
        // Reads side by side; writes one caller after another, as an allowed write may change what the next one meets.
        if (operation.method === "GET") failures.push(...(await Promise.all(allowedCells.map(judge))).filter((failure) => failure !== null));
        else for (const cell of allowedCells) failures.push(...[await judge(cell)].filter((failure) => failure !== null));
      }
    }
    expect(failures).toEqual([]);
    // The fingerprint that held the refused writes to "nothing changed" does see what allowed writes change.
    expect(changedTables(start, await fingerprintOf(world.on.server, tables))).toEqual(expect.arrayContaining(["events", "permit_comments"]));
  }, 120_000);
});
