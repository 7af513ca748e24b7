// The archive toggle (spec §4): under the application's lock, core's toggleArchive archives an approved application
// or unarchives a staff-archived one (403 unless an officer or administrator, 409 application-not-approved for any
// other, 404 for none); its fact goes on the stream in the same transaction and the answer is the listing row as
// the projection holds it after. `If-Match` is optional here: sent, it must not be older than the last decided fact.
import { toggleArchive, type ArchiveRefusal } from "@ictm/core/domain";
import type { FastifyRequest } from "fastify";
import { findWorkflow, stepRolesOf } from "../board/store.ts";
import { staffNames } from "../board/discussion-store.ts";
import { transact } from "../db/transact.ts";
import { appendToStream } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { ifMatchVersion } from "../http/if-match.ts";
import { forbidden, notFound, refuseKind, staleVersion, type ProblemError } from "../http/problem.ts";
import { lockPermit, type LockedPermit } from "../permits/aggregate.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { listingRowOf } from "./listing-store.ts";
import { actorsOf, presentListed, type ListedApplicationView } from "./present.ts";

export async function toggleApplicationArchive(services: Services, session: StaffSession, applicationId: string, request: FastifyRequest): Promise<ListedApplicationView> {
  return transact(services.orm, async (tx) => {
    const locked = await lockPermit(tx, applicationId);
    const card = locked.state.status === "none" ? null : locked.state.board.card;
    const workflow = card === null ? undefined : await findWorkflow(tx, card.workflowId);
    const by = staffActor(session.staff.id);
    const verdict = toggleArchive(locked.state, { roles: session.staff.roles, steps: workflow === undefined ? [] : stepRolesOf(workflow.steps), by });
    if (!verdict.ok) throw archiveProblem(verdict.refusal);
    await appendToStream(tx, locked.stream, expectedVersion(request, locked), verdict.events, { actor: by, at: services.clock.now() });
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

/** The version to append at: the stream's, unless the client saw one older than its last decided fact (409). */
function expectedVersion(request: FastifyRequest, locked: LockedPermit): number {
  const seen = ifMatchVersion(request);
  if (seen !== undefined && (seen < locked.decidedVersion || seen > locked.version)) throw staleVersion();
  return locked.version;
}
