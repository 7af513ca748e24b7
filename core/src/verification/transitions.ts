// The verification request as an aggregate: its state folded from its facts (events.ts), and the pure deciders the
// server refuses with and the UIs decide what to offer with. Never reads a clock, a table or the network.
//
// The product's rules, written once here:
// - none -> a first request (v1.VerificationRequested);
// - rejected -> resubmitted (v1.VerificationResubmitted), the Business corrects what the reason asked;
// - pending -> resubmitted as well: a Business may replace a pending request's documents and text until staff
//   decide (staff deciding on the version they saw are told theirs is stale, never decide on unseen documents);
// - approved -> refused (`already-verified`): a verified business stays verified;
// - only a pending request is decided (`verification-not-pending`); none to decide is `verification-missing`.
import type { VerificationEvent, VerificationRequestPayload } from "./events.ts";

export type VerificationRequestData = Omit<VerificationRequestPayload, "by"> & { readonly requestedBy: string };

export type VerificationState =
  | { readonly status: "none" }
  | { readonly status: "pending"; readonly request: VerificationRequestData }
  | { readonly status: "approved"; readonly request: VerificationRequestData; readonly decidedBy: string }
  | { readonly status: "rejected"; readonly request: VerificationRequestData; readonly decidedBy: string; readonly reason: string };

export type VerificationAggregateStatus = VerificationState["status"];

export const initialVerificationState: VerificationState = { status: "none" };

/** One fact applied. Facts are history: they are applied as they are, even one a decider would not emit today. */
export const evolveVerification = (state: VerificationState, event: VerificationEvent): VerificationState => {
  switch (event.type) {
    case "v1.VerificationRequested":
    case "v1.VerificationResubmitted": {
      const { by, ...request } = event.payload;
      return { status: "pending", request: { ...request, requestedBy: by } };
    }
    case "v1.VerificationApproved":
      return state.status === "none" ? state : { status: "approved", request: state.request, decidedBy: event.payload.by };
    case "v1.VerificationRejected":
      return state.status === "none" ? state : { status: "rejected", request: state.request, decidedBy: event.payload.by, reason: event.payload.reason };
  }
};

export const foldVerification = (events: Iterable<VerificationEvent>): VerificationState => {
  let state: VerificationState = initialVerificationState;
  for (const event of events) state = evolveVerification(state, event);
  return state;
};

export type VerificationRefusal = "already-verified" | "verification-not-pending" | "verification-missing";
export type VerificationVerdict =
  | { readonly ok: true; readonly events: ReadonlyArray<VerificationEvent> }
  | { readonly ok: false; readonly refusal: VerificationRefusal };

const refuse = (refusal: VerificationRefusal): VerificationVerdict => ({ ok: false, refusal });

/** A request's text (already accepted by VerificationTextForm) and stored documents, and who sends it. */
export type VerificationSubmission = VerificationRequestPayload;

export const submitVerificationRequest = (state: VerificationState, submission: VerificationSubmission): VerificationVerdict => {
  const payload = { ...submission, documents: [...submission.documents] };
  switch (state.status) {
    case "none":
      return { ok: true, events: [{ type: "v1.VerificationRequested", payload }] };
    case "pending":
    case "rejected":
      return { ok: true, events: [{ type: "v1.VerificationResubmitted", payload }] };
    case "approved":
      return refuse("already-verified");
  }
};

export type VerificationDecisionInput =
  | { readonly decision: "approved"; readonly by: string }
  | { readonly decision: "rejected"; readonly by: string; readonly reason: string };

export const decideVerificationRequest = (state: VerificationState, decision: VerificationDecisionInput): VerificationVerdict => {
  if (state.status === "none") return refuse("verification-missing");
  if (state.status !== "pending") return refuse("verification-not-pending");
  return {
    ok: true,
    events: [
      decision.decision === "approved"
        ? { type: "v1.VerificationApproved", payload: { by: decision.by } }
        : { type: "v1.VerificationRejected", payload: { by: decision.by, reason: decision.reason } },
    ],
  };
};

/** The status the contract shows (`unverified` or none yet) as the aggregate's. */
export const verificationStatusOf = (request: { readonly status: string } | null | undefined): VerificationAggregateStatus => {
  const status = request?.status;
  return status === "pending" || status === "approved" || status === "rejected" ? status : "none";
};

/** What a Business may send from this status: a first request, a resubmission, a replacement, or nothing. */
export const verificationSubmitOffer = (status: VerificationAggregateStatus): "first" | "resubmit" | "replace" | null =>
  status === "none" ? "first" : status === "rejected" ? "resubmit" : status === "pending" ? "replace" : null;

export const canSubmitVerification = (status: VerificationAggregateStatus): boolean => verificationSubmitOffer(status) !== null;
export const canDecideVerification = (status: VerificationAggregateStatus): boolean => status === "pending";
