// The journey replay's frames: one per fact in order, each the application after that fact (the last one equals
// folding every fact with evolvePermit), its board step and decisions then, and a sentence in words; a chief
// link's fact without its token hash (the server leaves it out) still folds; a fact core does not know leaves the
// application as it was.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WORK_PERMIT_STEPS } from "../board/work-permit-steps.ts";
import type { PermitEvent } from "../permits/events.ts";
import { foldPermit } from "../permits/transitions.ts";
import { permitEventOf, replayFrames } from "./journey-replay.ts";
import type { ApplicationEvent } from "./statistics-records.ts";

const STAFF = "staff:5b1c0b6e-0000-4000-8000-000000000001";
const officer = { kind: "staff" as const, key: "5b1c0b6e-0000-4000-8000-000000000001", name: "Nur Officer" };
const business = { kind: "business" as const, name: "DataWorks Sdn Bhd" };
const steps = WORK_PERMIT_STEPS.map(({ key, name }) => ({ key, name }));
const WF = "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01";

type Fact = { readonly type: string; readonly payload: Record<string, unknown> };

const asEvents = (facts: ReadonlyArray<Fact>): ApplicationEvent[] =>
  facts.map((fact, i) => ({
    version: i + 1,
    type: fact.type,
    occurredAt: new Date(Date.UTC(2026, 6, 1 + i, 2)).toISOString(),
    by: typeof fact.payload["by"] === "string" && fact.payload["by"].startsWith("staff:") ? officer : business,
    payload: fact.payload,
  }));

const opening: Fact[] = [
  { type: "v1.PermitApplicationCreated", payload: { businessId: "b1", permitType: "pvv", reference: "PVV-2026-0001", content: {}, by: "member:m1" } },
  { type: "v1.PermitSectionSaved", payload: { section: "business-details", old: {}, new: { name: "DataWorks" }, by: "member:m1" } },
  { type: "v1.PermitApplicationSubmitted", payload: { by: "member:m1" } },
  { type: "v1.CardPlaced", payload: { workflowId: WF, step: "submitted", statusStepId: "s1", sortKey: "a0", by: "system:submission" } },
];

const move = (from: string, to: string, n: number): Fact => ({
  type: "v1.CardMoved",
  payload: { workflowId: WF, from, to, before: null, sortKey: `a${n}`, statusStepId: `s-${to}`, by: STAFF },
});

const journey: Fact[] = [
  ...opening,
  move("submitted", "screening", 1),
  { type: "v1.CommentAdded", payload: { statusStepId: "s-screening", commentId: "c1", content: "Looks complete", by: STAFF } },
  move("screening", "evaluation", 2),
  { type: "v1.EvaluationRecorded", payload: { evaluationId: "e1", statusStepId: "s-evaluation", statusKey: "recommended", comment: "Fine", by: STAFF } },
  move("evaluation", "chief-evaluation", 3),
  // As the server answers it: the token hash left out.
  {
    type: "v1.ChiefLinkIssued",
    payload: { linkId: "l1", statusStepId: "s-chief", workflowStepId: "w4", chiefKey: "k1", expiresAt: "2026-08-01T00:00:00Z", emailed: true, route: "chief-evaluation-form", by: STAFF },
  },
  move("chief-evaluation", "screening", 4),
  move("screening", "final-approval", 5),
  { type: "v1.PersonDecided", payload: { personIndex: 0, passportNumber: "P123", isApproved: true, remarks: "", by: STAFF } },
  { type: "v1.FinalApprovalSet", payload: { statusStepId: "s-final", remarks: "Approved", approvedAt: "2026-07-20T02:00:00Z", by: STAFF } },
  move("final-approval", "approved", 6),
  { type: "v1.ApprovedApplicationArchived", payload: { by: STAFF } },
];

const decodedAll = (events: ReadonlyArray<ApplicationEvent>): PermitEvent[] =>
  events.flatMap((event) => {
    const fact = permitEventOf(event);
    return fact === undefined ? [] : [fact];
  });

describe("replayFrames", () => {
  it("gives one frame per fact, the last one the application folded from every fact", () => {
    const events = asEvents(journey);
    const frames = replayFrames(events, steps);
    expect(frames).toHaveLength(events.length);
    expect(decodedAll(events)).toHaveLength(events.length);
    expect(frames.at(-1)?.permit).toEqual(foldPermit(decodedAll(events)));
    expect(frames.map((frame) => frame.index)).toEqual(events.map((_, i) => i));
    expect(frames.map((frame) => frame.version)).toEqual(events.map((event) => event.version));
  });

  it("follows the card across the board, and says what happened in words", () => {
    const frames = replayFrames(asEvents(journey), steps);
    expect(frames.map((frame) => frame.boardStep)).toEqual([
      null, null, null, "submitted", "screening", "screening", "evaluation", "evaluation", "chief-evaluation", "chief-evaluation",
      "screening", "final-approval", "final-approval", "final-approval", "approved", "approved",
    ]);
    expect(frames.map((frame) => frame.sentence)).toEqual([
      "Application started",
      "Business details saved",
      "Submitted",
      "Placed on the board in Submitted",
      "Moved from Submitted to Screening",
      "Comment added",
      "Moved from Screening to Evaluation",
      "Evaluation recorded",
      "Moved from Evaluation to Chief evaluation",
      "Chief evaluator link issued",
      "Moved from Chief evaluation to Screening",
      "Moved from Screening to Final approval",
      "Expatriate 1 approved",
      "Final approval given",
      "Moved from Final approval to Approved",
      "Archived",
    ]);
    expect(frames[0]?.by).toEqual(business);
    expect(frames.at(-1)?.permit.status).toBe("archived");
  });

  it("shows the decisions as they were then", () => {
    const frames = replayFrames(asEvents(journey), steps);
    expect(frames[6]?.decisions.evaluations).toEqual({});
    expect(Object.keys(frames[7]?.decisions.evaluations ?? {})).toEqual(["e1"]);
    expect(frames[9]?.decisions.chiefLinks["l1"]).toMatchObject({ chiefKey: "k1", tokenHash: "", revoked: false });
    expect(frames[12]?.decisions.finalApproval.approvedAt).toBeNull();
    expect(frames[13]?.decisions.finalApproval).toMatchObject({ approvedAt: "2026-07-20T02:00:00Z", by: STAFF });
    expect(frames[12]?.decisions.persons["0"]).toMatchObject({ isApproved: true, passportNumber: "P123" });
  });

  it("a fact core does not know leaves the application as it was and reads as its type", () => {
    const events = asEvents([...opening, { type: "v9.SomethingNew", payload: { by: STAFF } }]);
    const frames = replayFrames(events, steps);
    expect(frames[4]?.permit).toBe(frames[3]?.permit);
    expect(frames[4]?.sentence).toBe("v9.SomethingNew");
    expect(replayFrames([], steps)).toEqual([]);
  });

  it("a step the workflow does not name reads as its key; a reorder is said as one", () => {
    const frames = replayFrames(asEvents([...opening, move("submitted", "legacy-step", 1), move("legacy-step", "legacy-step", 2)]), steps);
    expect(frames.slice(4).map((frame) => frame.sentence)).toEqual(["Moved from Submitted to legacy-step", "Reordered within legacy-step"]);
  });

  it("every frame is the fold of the facts up to it, whatever the moves", () => {
    const keys = WORK_PERMIT_STEPS.map((step) => step.key);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...keys), { maxLength: 12 }), (targets) => {
        let at = "submitted";
        const facts = [...opening, ...targets.map((to, n) => {
          const fact = move(at, to, n + 1);
          at = to;
          return fact;
        })];
        const events = asEvents(facts);
        const frames = replayFrames(events, steps);
        frames.forEach((frame, i) => expect(frame.permit).toEqual(foldPermit(decodedAll(events.slice(0, i + 1)))));
        expect(frames.at(-1)?.boardStep).toBe(at);
      }),
      { numRuns: 50 },
    );
  });
});
