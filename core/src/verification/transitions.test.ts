import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { decodeVerificationEvent, type VerificationEvent } from "./events.ts";
import {
  canDecideVerification,
  canSubmitVerification,
  decideVerificationRequest,
  evolveVerification,
  foldVerification,
  initialVerificationState,
  submitVerificationRequest,
  verificationSubmitOffer,
  type VerificationDecisionInput,
  type VerificationState,
  type VerificationSubmission,
} from "./transitions.ts";

const submission = fc.record({
  applicantName: fc.string({ minLength: 1, maxLength: 20 }),
  applicantPosition: fc.string({ minLength: 1, maxLength: 20 }),
  notes: fc.string({ maxLength: 40 }),
  documents: fc.array(fc.uuid(), { minLength: 1, maxLength: 5 }),
  by: fc.uuid().map((id) => `member:${id}`),
});
const decision: fc.Arbitrary<VerificationDecisionInput> = fc.oneof(
  fc.uuid().map((id) => ({ decision: "approved" as const, by: `staff:${id}` })),
  fc.tuple(fc.uuid(), fc.string({ minLength: 1 })).map(([id, reason]) => ({ decision: "rejected" as const, by: `staff:${id}`, reason })),
);
type Command = { kind: "submit"; input: VerificationSubmission } | { kind: "decide"; input: VerificationDecisionInput };
const command: fc.Arbitrary<Command> = fc.oneof(submission.map((input) => ({ kind: "submit" as const, input })), decision.map((input) => ({ kind: "decide" as const, input })));

/** Runs commands through the deciders as the server does: refused ones change nothing, accepted ones append. */
const run = (commands: ReadonlyArray<Command>) => {
  let state: VerificationState = initialVerificationState;
  const log: VerificationEvent[] = [];
  const steps = commands.map((next) => {
    const before = state;
    const verdict = next.kind === "submit" ? submitVerificationRequest(state, next.input) : decideVerificationRequest(state, next.input);
    if (verdict.ok) {
      log.push(...verdict.events);
      state = verdict.events.reduce(evolveVerification, state);
    }
    return { before, next, verdict, after: state };
  });
  return { steps, log, state };
};

describe("the verification request's transitions", () => {
  it("a submit is accepted from every status but approved; a decision only on a pending request", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), (commands) => {
        for (const { before, next, verdict } of run(commands).steps) {
          if (next.kind === "submit") {
            expect(verdict.ok).toBe(canSubmitVerification(before.status));
            if (!verdict.ok) expect(verdict.refusal).toBe("already-verified");
          } else {
            expect(verdict.ok).toBe(canDecideVerification(before.status));
            if (!verdict.ok) expect(verdict.refusal).toBe(before.status === "none" ? "verification-missing" : "verification-not-pending");
          }
        }
      }),
      fcParameters(),
    );
  });

  it("the state folded from the appended facts is the state the deciders reached, and every fact decodes", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), (commands) => {
        const { log, state } = run(commands);
        expect(foldVerification(log)).toEqual(state);
        expect(log.map((event) => decodeVerificationEvent(JSON.parse(JSON.stringify(event))))).toEqual(log);
      }),
      fcParameters(),
    );
  });

  it("after a submit the request is pending with exactly what was sent; a decision keeps it and records who", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 8 }), submission, decision, (commands, input, decided) => {
        const { state } = run(commands);
        const submitted = submitVerificationRequest(state, input);
        if (!submitted.ok) {
          expect(state.status).toBe("approved");
          return;
        }
        expect(submitted.events[0]?.type).toBe(state.status === "none" ? "v1.VerificationRequested" : "v1.VerificationResubmitted");
        const pending = submitted.events.reduce(evolveVerification, state);
        const { by, ...request } = input;
        expect(pending).toEqual({ status: "pending", request: { ...request, requestedBy: by } });
        const verdict = decideVerificationRequest(pending, decided);
        expect(verdict.ok).toBe(true);
        const after = verdict.ok ? verdict.events.reduce(evolveVerification, pending) : pending;
        expect(after).toMatchObject({ status: decided.decision, decidedBy: decided.by, request: { ...request, requestedBy: by } });
        // Deciding twice is refused.
        expect(decideVerificationRequest(after, decided)).toEqual({ ok: false, refusal: "verification-not-pending" });
      }),
      fcParameters(),
    );
  });

  it("offers a first request, a resubmission after a rejection, a replacement while pending, and nothing once verified", () => {
    expect((["none", "rejected", "pending", "approved"] as const).map(verificationSubmitOffer)).toEqual(["first", "resubmit", "replace", null]);
  });

  it("a stored event of another vocabulary (the old business-stream facts) is not read as a verification fact", () => {
    const old = { type: "v1.VerificationDecided", payload: { decision: "approved", reason: null, staffKey: null } };
    expect(decodeVerificationEvent(old)).toBeUndefined();
    expect(decodeVerificationEvent({ type: "v1.VerificationRequested", payload: { applicantName: "A", applicantPosition: "B", documents: [], resubmitted: false } })).toBeUndefined();
  });
});
