// The archive decider: the toggle as before, and a desired state set idempotently (a bulk run can be retried).
import { describe, expect, it } from "vitest";
import { emptyPermitContent } from "../permits/permit-forms.ts";
import { createPermit, foldPermit, submitPermit, type PermitState } from "../permits/transitions.ts";
import type { StepRoles } from "../board/board-rules.ts";
import type { PermitEvent } from "../permits/events.ts";
import { archiveSubjectOf, decideArchive, toggleArchive, type ArchiveVerdict } from "./archive.ts";

const business = "member:11111111-1111-4111-8111-111111111111";
const by = "staff:22222222-2222-4222-8222-222222222222";
const steps: StepRoles[] = ["submitted", "evaluation", "approved"].map((key) => ({ key, view: [], act: [], decisions: [] }));
const officer = { roles: ["officer" as const], steps, by };

const eventsOf = (verdict: { readonly ok: true; readonly events: ReadonlyArray<PermitEvent> } | { readonly ok: false; readonly refusal: string }): ReadonlyArray<PermitEvent> => {
  if (!verdict.ok) throw new Error(`refused: ${verdict.refusal}`);
  return verdict.events;
};

/** A submitted application whose card is on `step`, with final approval given or not. */
const submittedOn = (step: string, approved: boolean): PermitState => {
  const created = createPermit({ status: "none" }, { businessId: "b1", permitType: "sawp", reference: "SAWP-2026-0001", content: emptyPermitContent("sawp"), by: business });
  const draft = foldPermit(eventsOf(created));
  const submitted = foldPermit([...eventsOf(created), ...eventsOf(submitPermit(draft, { by: business }))]);
  if (submitted.status === "none") throw new Error("no application");
  return {
    ...submitted,
    board: { ...submitted.board, card: { workflowId: "w", step, sortKey: "a0", statusStepId: "s" } },
    decisions: { ...submitted.decisions, finalApproval: { remarks: "", approvedAt: approved ? "2026-03-04T02:00:00.000Z" : null, by: approved ? by : null } },
  };
};
const approved = submittedOn("approved", true);
const archived: PermitState = approved.status === "none" ? approved : { ...approved, status: "archived", staffArchived: true };
const typesOf = (verdict: ArchiveVerdict) => (verdict.ok ? verdict.events.map((event) => event.type) : verdict.refusal);

describe("toggleArchive", () => {
  it("toggles without a desired state", () => {
    expect(typesOf(toggleArchive(approved, officer))).toEqual(["v1.ApprovedApplicationArchived"]);
    expect(typesOf(toggleArchive(archived, officer))).toEqual(["v1.ApprovedApplicationUnarchived"]);
  });

  it("archives with archived=true, and leaves an archived one as it is", () => {
    expect(typesOf(toggleArchive(approved, officer, true))).toEqual(["v1.ApprovedApplicationArchived"]);
    expect(toggleArchive(archived, officer, true)).toEqual({ ok: true, events: [] });
  });

  it("unarchives with archived=false, and leaves an approved one as it is", () => {
    expect(typesOf(toggleArchive(archived, officer, false))).toEqual(["v1.ApprovedApplicationUnarchived"]);
    expect(toggleArchive(approved, officer, false)).toEqual({ ok: true, events: [] });
  });

  it("refuses an application that is not approved, whatever is asked", () => {
    for (const state of [submittedOn("evaluation", true), submittedOn("approved", false)]) {
      for (const desired of [undefined, true, false]) expect(typesOf(toggleArchive(state, officer, desired))).toBe("application-not-approved");
    }
  });

  it("refuses staff who may not archive, and a missing application", () => {
    expect(typesOf(toggleArchive(approved, { ...officer, roles: ["evaluator"] }, true))).toBe("forbidden");
    expect(typesOf(toggleArchive({ status: "none" }, officer, false))).toBe("permit-missing");
  });
});

describe("decideArchive", () => {
  it("decides from what it needs alone, as from the folded state", () => {
    expect(archiveSubjectOf(approved, steps)).toEqual({ exists: true, staffArchived: false, approved: true });
    expect(archiveSubjectOf(archived, steps)).toEqual({ exists: true, staffArchived: true, approved: false });
    expect(archiveSubjectOf({ status: "none" }, steps)).toEqual({ exists: false });
    for (const state of [approved, archived, submittedOn("evaluation", true), { status: "none" } as const]) {
      for (const desired of [undefined, true, false]) expect(decideArchive(archiveSubjectOf(state, steps), officer, desired)).toEqual(toggleArchive(state, officer, desired));
    }
  });
});
