// The journey replay: an application's facts (as `getApplicationEvents` answers them, in version order) as frames,
// one per fact: what happened in words, when and by whom, and the application as it was just after it (the fact
// and every one before it folded with core's evolvePermit): its place on the board and its decisions. Pure.
import type { Actor } from "../board/board-records.ts";
import type { DecisionData } from "../decisions/decision-state.ts";
import { emptyDecisionData } from "../decisions/decision-state.ts";
import { decodePermitEvent, type PermitEvent } from "../permits/events.ts";
import { evolvePermit, initialPermitState, type PermitState } from "../permits/transitions.ts";
import type { ApplicationEvent } from "./statistics-records.ts";
import { STATISTICS_TEXTS } from "./statistics-texts.ts";

/** A workflow step as the replay names it. */
export interface ReplayStep {
  readonly key: string;
  readonly name: string;
}

export interface ReplayFrame {
  /** Its place among the frames, from 0. */
  readonly index: number;
  /** The fact's version in the application's stream. */
  readonly version: number;
  readonly type: string;
  readonly occurredAt: string;
  readonly by: Actor;
  /** What happened, in words ("Moved from Screening to Evaluation"). */
  readonly sentence: string;
  /** The application after this fact and every one before it. */
  readonly permit: PermitState;
  /** The step its card was in then; null before it was placed on the board. */
  readonly boardStep: string | null;
  /** Its decisions then (evaluations, chief links, persons, final approval, letters). */
  readonly decisions: DecisionData;
}

/**
 * A fact as the server answered it, read as a permit fact. The answer leaves a chief link's `tokenHash` out (a
 * secret): it is put back empty, as the replay never needs it. Undefined for a fact this vocabulary does not know.
 */
export const permitEventOf = (event: Pick<ApplicationEvent, "type" | "payload">): PermitEvent | undefined => {
  const payload = event.type === "v1.ChiefLinkIssued" && !("tokenHash" in event.payload) ? { ...event.payload, tokenHash: "" } : event.payload;
  return decodePermitEvent({ type: event.type, payload });
};

/** The frames of an application's facts, one per fact in the order given (the stream's version order). */
export const replayFrames = (events: ReadonlyArray<ApplicationEvent>, steps: ReadonlyArray<ReplayStep>): ReplayFrame[] => {
  const names = new Map(steps.map((step) => [step.key, step.name]));
  const stepName = (key: string): string => names.get(key) ?? key;
  let permit: PermitState = initialPermitState;
  return events.map((event, index) => {
    const fact = permitEventOf(event);
    // A fact the vocabulary does not know leaves the application as it was.
    if (fact !== undefined) permit = evolvePermit(permit, fact);
    return {
      index,
      version: event.version,
      type: event.type,
      occurredAt: event.occurredAt,
      by: event.by,
      sentence: STATISTICS_TEXTS.replaySentence(event.type, event.payload, stepName),
      permit,
      boardStep: permit.status === "none" ? null : (permit.board.card?.step ?? null),
      decisions: permit.status === "none" ? emptyDecisionData : permit.decisions,
    };
  });
};
