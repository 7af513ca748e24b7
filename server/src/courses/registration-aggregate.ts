// A course registration as a command handler reads it: lock its stream, decode its facts with core's vocabulary
// and fold them with core's transitions. A refusal of core's deciders becomes its problem here (409 with the
// catalogue's words of REGISTRATION_MESSAGES). Never writes: appending is the use case's, through the event store.
import { courseRegistrationStream, decodeCourseRegistrationEvent, foldRegistration, REGISTRATION_MESSAGES, type RegistrationRefusal, type RegistrationState } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import { lockStream } from "../events/store.ts";
import { notFound, refuse, type ProblemError } from "../http/problem.ts";

export interface LockedRegistration {
  readonly stream: string;
  /** The stream's version: 0 when there is no such registration. */
  readonly version: number;
  readonly state: RegistrationState;
}

/** Locks the registration's stream until the transaction ends and folds its facts. */
export async function lockRegistration(tx: Tx, registrationId: string): Promise<LockedRegistration> {
  const stream = courseRegistrationStream(registrationId);
  const { version, events } = await lockStream(tx, stream);
  const facts = events.map((stored) => {
    const fact = decodeCourseRegistrationEvent(stored);
    if (fact === undefined) throw new Error(`Event ${stream}@${stored.version} (${stored.type}) is not a course registration fact`);
    return fact;
  });
  return { stream, version, state: foldRegistration(facts) };
}

/** No such registration is "not found"; every other refusal is 409 `request-refused` with core's words. */
export const registrationRefusal = (refusal: RegistrationRefusal): ProblemError =>
  refusal === "registration-missing" ? notFound() : refuse(409, "request-refused", REGISTRATION_MESSAGES[refusal]);
