// The archive toggle (spec §4): under the application's lock, core's decideArchive archives an approved application
// or unarchives a staff-archived one (403 unless an officer or administrator, 409 application-not-approved for any
// other, 404 for none); its fact goes on the stream in the same transaction and the answer is the listing row as
// the projection holds it after. With `desired` (the query's `archived`) it sets that state, idempotently: already
// so records nothing. `If-Match` is optional here: sent, it must not be older than the last decided fact.
// It decides from the projection row read under the stream's lock, not by folding the stream: a bulk run makes
// thousands of these calls, and the row (written in the same transaction as every fact) holds all the decision
// needs (measured: tests/bench/cli-archive.ts).
import { decideArchive, isAsideFact, permitStream, type ArchiveRefusal } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import { staffNames } from "../board/discussion-store.ts";
import type { Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { appendLocked, lockStreamVersion, readStream } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { ifMatchVersion } from "../http/if-match.ts";
import { forbidden, notFound, refuseKind, staleVersion, type ProblemError } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { archiveSubjectRow, listingRowOf } from "./listing-store.ts";
import { actorsOf, presentListed, type ListedApplicationView } from "./present.ts";

export async function toggleApplicationArchive(services: Services, session: StaffSession, applicationId: string, request: FastifyRequest, desired?: boolean): Promise<ListedApplicationView> {
  return transact(services.orm, async (tx) => {
    const stream = permitStream(applicationId);
    const version = await lockStreamVersion(tx, stream);
    const by = staffActor(session.staff.id);
    const verdict = decideArchive(await archiveSubjectRow(tx, applicationId), { roles: session.staff.roles, by }, desired);
    if (!verdict.ok) throw archiveProblem(verdict.refusal);
    await checkIfMatch(tx, request, stream, version);
    await appendLocked(tx, stream, version, verdict.events, { actor: by, at: services.clock.now() });
    const row = await listingRowOf(tx, applicationId);
    if (row === undefined) throw new Error(`Application ${applicationId} is not in permit_applications: is the permits projector registered?`);
    return presentListed(row, await staffNames(tx, actorsOf([row])));
  });
}

const archiveProblem = (refusal: ArchiveRefusal): ProblemError => {
  switch (refusal) {
    case "permit-missing":
      return notFound();
    case "forbidden":
      return forbidden();
    default:
      return refuseKind(refusal);
  }
};

/** 409 when the client sent a version older than the stream's last decided fact (core's isAsideFact), or newer than the stream. */
async function checkIfMatch(tx: Tx, request: FastifyRequest, stream: string, version: number): Promise<void> {
  const seen = ifMatchVersion(request);
  if (seen === undefined) return;
  const decided = (await readStream(tx, stream)).filter((stored) => !isAsideFact(stored.type)).at(-1)?.version ?? 0;
  if (seen < decided || seen > version) throw staleVersion();
}
