// The move rule and step permissions as properties over every roles/steps combination, plus the default workflow's
// decisions spelled out: who moves what where, and edit control holding a card in its step.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STAFF_ROLES, hasAnyRole, type StaffRole } from "../staff/roles.ts";
import { arbitraryRoles, arbitraryStepKey } from "../test-support/board-fixtures.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { BOARD_MESSAGES, mayMoveCard, moveTargets, stepPermission, type StepRoles } from "./board-rules.ts";
import { WORK_PERMIT_STEPS } from "./work-permit-steps.ts";

const someRoles = fc.subarray([...STAFF_ROLES]);
/** A workflow of 1-8 steps with arbitrary view and act roles. */
const arbitrarySteps: fc.Arbitrary<StepRoles[]> = fc
  .array(fc.tuple(someRoles, someRoles), { minLength: 1, maxLength: 8 })
  .map((roles) => roles.map(([view, act], i) => ({ key: `step-${i}`, view, act, decisions: i % 3 === 2 ? ["final-approval" as const] : [] })));
const moveOn = (steps: readonly StepRoles[]) =>
  fc.record({
    roles: arbitraryRoles,
    from: fc.constantFrom(...steps.map((step) => step.key)),
    to: fc.constantFrom(...steps.map((step) => step.key)),
    editControlWithApplicant: fc.boolean(),
    finalApprovalGiven: fc.boolean(),
  });
const indexOf = (steps: readonly StepRoles[], key: string) => steps.findIndex((step) => step.key === key);

describe("the move rule", () => {
  it("a person with no act role in the card's step never moves it, not even within its column", () => {
    fc.assert(
      fc.property(arbitrarySteps.chain((steps) => moveOn(steps).map((move) => ({ ...move, steps }))), (move) => {
        const source = move.steps[indexOf(move.steps, move.from)];
        if (source !== undefined && !hasAnyRole(move.roles, source.act)) expect(mayMoveCard(move)).toBe(false);
      }),
      fcParameters({ numRuns: 300 }),
    );
  });

  it("moveTargets never skips ahead, never offers a step the person cannot see, and agrees with mayMoveCard", () => {
    fc.assert(
      fc.property(arbitrarySteps.chain((steps) => moveOn(steps).map((move) => ({ ...move, steps }))), (move) => {
        const targets = moveTargets(move);
        const from = indexOf(move.steps, move.from);
        for (const target of targets) {
          const to = indexOf(move.steps, target);
          expect(to <= from + 1 && to !== from).toBe(true);
          const step = move.steps[to];
          expect(step !== undefined && stepPermission(move.roles, step).canView).toBe(true);
        }
        const expected = move.steps.map((step) => step.key).filter((key) => key !== move.from && mayMoveCard({ ...move, to: key }));
        expect(targets).toEqual(expected);
        if (move.editControlWithApplicant) expect(targets).toEqual([]);
      }),
      fcParameters({ numRuns: 300 }),
    );
  });

  it("acting needs viewing: canAct implies canView for every roles and step", () => {
    fc.assert(
      fc.property(someRoles, arbitrarySteps, (roles, steps) => {
        for (const step of steps) {
          const permission = stepPermission(roles, step);
          expect(!permission.canAct || permission.canView).toBe(true);
        }
      }),
      fcParameters(),
    );
  });

  it("a reorder within the column is allowed exactly when the person acts there, edit control or not", () => {
    fc.assert(
      fc.property(arbitraryRoles, arbitraryStepKey, fc.boolean(), (roles, step, editControlWithApplicant) => {
        const source = WORK_PERMIT_STEPS.find((candidate) => candidate.key === step);
        const allowed = mayMoveCard({ roles, steps: WORK_PERMIT_STEPS, from: step, to: step, editControlWithApplicant, finalApprovalGiven: false });
        expect(allowed).toBe(source !== undefined && stepPermission(roles, source).canAct);
      }),
      fcParameters(),
    );
  });

  const move = (roles: readonly StaffRole[], from: string, to: string, editControlWithApplicant = false, finalApprovalGiven = true) =>
    mayMoveCard({ roles, steps: WORK_PERMIT_STEPS, from, to, editControlWithApplicant, finalApprovalGiven });

  it("the default workflow: officers screen, evaluators evaluate, final approvers approve, administrators do all", () => {
    expect(move(["officer"], "submitted", "screening")).toBe(true);
    expect(move(["officer"], "screening", "evaluation")).toBe(true);
    expect(move(["officer"], "submitted", "evaluation")).toBe(false);
    expect(move(["evaluator"], "screening", "evaluation")).toBe(false);
    expect(move(["evaluator"], "evaluation", "chief-evaluation")).toBe(true);
    expect(move(["evaluator"], "evaluation", "submitted")).toBe(false);
    expect(move(["evaluator"], "chief-evaluation", "screening")).toBe(true);
    expect(move(["final-approver"], "final-approval", "approved")).toBe(true);
    expect(move(["administrator"], "approved", "submitted")).toBe(true);
    expect(move(["administrator"], "submitted", "approved")).toBe(false);
  });

  it("a card goes on from Final approval only once final approval is given; back and within its column it always may", () => {
    expect(move(["final-approver"], "final-approval", "approved", false, false)).toBe(false);
    expect(move(["administrator"], "final-approval", "approved", false, false)).toBe(false);
    expect(move(["final-approver"], "final-approval", "approved", false, true)).toBe(true);
    expect(move(["final-approver"], "final-approval", "person-approval", false, false)).toBe(true);
    expect(move(["final-approver"], "final-approval", "final-approval", false, false)).toBe(true);
    expect(move(["officer"], "screening", "evaluation", false, false)).toBe(true);
  });

  it("while the applicant holds edit control the card keeps its step but may be reordered", () => {
    expect(move(["officer"], "screening", "evaluation", true)).toBe(false);
    expect(move(["officer"], "screening", "submitted", true)).toBe(false);
    expect(move(["officer"], "screening", "screening", true)).toBe(true);
  });

  it("a refusal reads the catalogue's words", () => {
    expect(BOARD_MESSAGES.moveRefused).toBe("You are not allowed to move this application.");
  });
});
