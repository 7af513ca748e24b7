// A job application as a command handler reads it: lock its stream, decode its facts with core's vocabulary and
// fold them with core's transitions. A refusal of core's deciders becomes its problem here (409 with the words of
// JOB_APPLICATION_MESSAGES; a missing one is "not found", a too long text 400). Never writes: appending is the use
// case's, through the event store.
import { decodeJobApplicationEvent, foldJobApplication, JOB_APPLICATION_MESSAGES, jobApplicationStream, type JobApplicationRefusal, type JobApplicationState } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import { lockStream } from "../events/store.ts";
import { notFound, refuse, validationFailed, type ProblemError } from "../http/problem.ts";

export interface LockedApplication {
  readonly stream: string;
  /** The stream's version: 0 when there is no such application. */
  readonly version: number;
  readonly state: JobApplicationState;
}

/** Locks the application's stream until the transaction ends and folds its facts. */
export async function lockApplication(tx: Tx, applicationId: string): Promise<LockedApplication> {
  const stream = jobApplicationStream(applicationId);
  const { version, events } = await lockStream(tx, stream);
  const facts = events.map((stored) => {
    const fact = decodeJobApplicationEvent(stored);
    if (fact === undefined) throw new Error(`Event ${stream}@${stored.version} (${stored.type}) is not a job application fact`);
    return fact;
  });
  return { stream, version, state: foldJobApplication(facts) };
}

export function applicationRefusal(refusal: JobApplicationRefusal): ProblemError {
  switch (refusal) {
    case "application-missing":
      return notFound();
    case "cover-note-too-long":
      return validationFailed({ coverNote: [JOB_APPLICATION_MESSAGES[refusal]] });
    case "note-too-long":
      return validationFailed({ note: [JOB_APPLICATION_MESSAGES[refusal]] });
    default:
      return refuse(409, "request-refused", JOB_APPLICATION_MESSAGES[refusal]);
  }
}
