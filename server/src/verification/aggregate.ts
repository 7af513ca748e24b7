// The verification request aggregate as a command handler reads it: lock its stream, decode its facts with core's
// vocabulary and fold them with core's transitions. A refusal of core's deciders becomes its problem here.
// Never writes: appending is the use case's, through the event store.
import { decodeVerificationEvent, foldVerification, verificationStream, type VerificationRefusal, type VerificationState } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import { lockStream } from "../events/store.ts";
import { notFound, refuseKind, type ProblemError } from "../http/problem.ts";

export interface LockedVerification {
  readonly stream: string;
  /** The stream's version: 0 when the business never asked. */
  readonly version: number;
  readonly state: VerificationState;
}

/** Locks the business's verification stream until the transaction ends and folds its facts. */
export async function lockVerification(tx: Tx, businessId: string): Promise<LockedVerification> {
  const stream = verificationStream(businessId);
  const { version, events } = await lockStream(tx, stream);
  const facts = events.map((stored) => {
    const fact = decodeVerificationEvent(stored);
    if (fact === undefined) throw new Error(`Event ${stream}@${stored.version} (${stored.type}) is not a verification fact`);
    return fact;
  });
  return { stream, version, state: foldVerification(facts) };
}

/** No request to decide is "not found"; every other refusal is its own kind (409). */
export const refusalProblem = (refusal: VerificationRefusal): ProblemError =>
  refusal === "verification-missing" ? notFound() : refuseKind(refusal);
