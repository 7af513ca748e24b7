// The expat permit application aggregate as a command handler reads it: lock its stream `permit-<id>`, decode its
// facts with core's vocabulary and fold them with core's transitions; a refusal of core's deciders becomes its
// problem here. Never writes: appending is the use cases', through the event store.
import { decodePermitEvent, foldPermit, isAsideFact, permitStream, type PermitRefusal, type PermitState, type PermitVerdict } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../db/connect.ts";
import { appendToStream, lockStream } from "../events/store.ts";
import { ifMatchVersion } from "../http/if-match.ts";
import { notFound, refuseKind, staleVersion, versionRequired, type ProblemError } from "../http/problem.ts";
import type { Services } from "../services.ts";

export interface LockedPermit {
  readonly stream: string;
  /** The stream's version: 0 when there is no such application. */
  readonly version: number;
  /** The version of its last fact that is not an aside (core's isAsideFact): what an If-Match must have seen. */
  readonly decidedVersion: number;
  readonly state: PermitState;
}

export type ExistingPermit = LockedPermit & { readonly state: Exclude<PermitState, { status: "none" }> };

/** Locks the application's stream until the transaction ends and folds its facts. */
export async function lockPermit(tx: Tx, applicationId: string): Promise<LockedPermit> {
  const stream = permitStream(applicationId);
  const { version, events } = await lockStream(tx, stream);
  const facts = events.map((stored) => {
    const fact = decodePermitEvent(stored);
    if (fact === undefined) throw new Error(`Event ${stream}@${stored.version} (${stored.type}) is not a permit fact`);
    return fact;
  });
  const decided = events.filter((stored) => !isAsideFact(stored.type)).at(-1)?.version ?? 0;
  return { stream, version, decidedVersion: decided, state: foldPermit(facts) };
}

/** Locks an application of this business: one that does not exist, or is another business's, is not found. */
export async function lockOwnPermit(tx: Tx, applicationId: string, businessId: string): Promise<ExistingPermit> {
  const locked = await lockPermit(tx, applicationId);
  if (!isExisting(locked) || locked.state.businessId !== businessId) throw notFound();
  return locked;
}

/** Locks an application whatever its business (staff): one that does not exist is not found. */
export async function lockExistingPermit(tx: Tx, applicationId: string): Promise<ExistingPermit> {
  const locked = await lockPermit(tx, applicationId);
  if (!isExisting(locked)) throw notFound();
  return locked;
}

const isExisting = (locked: LockedPermit): locked is ExistingPermit => locked.state.status !== "none";

/**
 * The version to append a change at, from the client's `If-Match`: 428 without one; 409 `stale-version` when a
 * fact other than an aside came after what the client saw. Answers the stream's current version (asides the
 * client has not seen do not hold its change back).
 */
export function expectedPermitVersion(request: FastifyRequest, locked: LockedPermit): number {
  const seen = ifMatchVersion(request);
  if (seen === undefined) {
    if (locked.version === 0) return 0;
    throw versionRequired();
  }
  if (seen < locked.decidedVersion || seen > locked.version) throw staleVersion();
  return locked.version;
}

/** No application is "not found"; every other refusal is its own kind (409). */
export const refusalProblem = (refusal: PermitRefusal): ProblemError => (refusal === "permit-missing" ? notFound() : refuseKind(refusal));

/** Appends a decider's facts at `expected`, or throws its refusal; answers the stream's new version. */
export async function appendVerdict(tx: Tx, services: Services, locked: LockedPermit, expected: number, verdict: PermitVerdict, actor: string): Promise<number> {
  if (!verdict.ok) throw refusalProblem(verdict.refusal);
  return appendToStream(tx, locked.stream, expected, verdict.events, { actor, at: services.clock.now() });
}
