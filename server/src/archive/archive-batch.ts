// The bulk archive (setArchivedInBulk): up to 500 applications set to one archive state in one transaction, each
// decided by core's decideArchive as the single call decides it, each changed one's fact on its own stream at the
// expected version. Set-based where a bulk run spends its time: the streams locked in one statement (in stream
// order, so two bulk runs cannot deadlock), the rows read in one query, the events inserted in one statement
// (events/store.ts appendLockedMany), the two projections written one statement a table (./archive-projection.ts).
// Never one refused application stopping the others.
import { decideArchive, mayArchive, permitStream, PROBLEMS, type ArchiveRefusal, type ProblemKind } from "@ictm/core/domain";
import { staffNames } from "../board/discussion-store.ts";
import type { Tx } from "../db/connect.ts";
import { transact } from "../db/transact.ts";
import { appendLockedMany, lockExistingStreams, type LockedAppend } from "../events/store.ts";
import { staffActor } from "../events/vocabulary.ts";
import { forbidden } from "../http/problem.ts";
import type { Services } from "../services.ts";
import type { StaffSession } from "../staff/store.ts";
import { archiveProjection } from "./archive-projection.ts";
import { archiveSubjectRows, listingRowsOf } from "./listing-store.ts";
import { actorsOf, presentListed, type ListedApplicationView } from "./present.ts";

export interface ArchiveBatchResult {
  readonly applicationId: string;
  readonly outcome: "changed" | "unchanged" | "refused";
  /** The listing row after the call (null when refused): the client's listings follow it. */
  readonly application: ListedApplicationView | null;
  readonly problem: ProblemKind | null;
  readonly message: string | null;
}

export async function setArchivedInBulk(services: Services, session: StaffSession, applicationIds: readonly string[], archived: boolean): Promise<ArchiveBatchResult[]> {
  // Permission first, for the whole call: a forbidden caller learns nothing of which applications exist.
  if (!mayArchive(session.staff.roles)) throw forbidden();
  return transact(services.orm, async (tx) => {
    const versions = await lockExistingStreams(tx, applicationIds.map(permitStream));
    const subjects = await archiveSubjectRows(tx, applicationIds);
    const by = staffActor(session.staff.id);
    const appends: LockedAppend[] = [];
    const decided = applicationIds.map((applicationId): Decided => {
      const stream = permitStream(applicationId);
      const locked = versions.get(stream);
      // No stream row: no events, so no application, whatever a row elsewhere says.
      const verdict = decideArchive(locked === undefined ? { exists: false } : (subjects.get(applicationId) ?? { exists: false }), { roles: session.staff.roles, by }, archived);
      if (!verdict.ok) return refused(applicationId, verdict.refusal);
      if (verdict.events.length === 0 || locked === undefined) return { applicationId, outcome: "unchanged" };
      appends.push({ stream, locked, events: verdict.events });
      return { applicationId, outcome: "changed" };
    });
    const at = services.clock.now();
    await appendLockedMany(tx, appends, { actor: by, at }, archiveProjection(archived, at, by));
    const rows = await presentedRows(tx, decided.flatMap((item) => (item.outcome === "refused" ? [] : [item.applicationId])));
    return decided.map((item) =>
      item.outcome === "refused" ? { ...item, application: null } : { ...item, application: rows.get(item.applicationId) ?? null, problem: null, message: null },
    );
  });
}

type Decided =
  | { readonly applicationId: string; readonly outcome: "changed" | "unchanged" }
  | { readonly applicationId: string; readonly outcome: "refused"; readonly problem: ProblemKind; readonly message: string };

/** The listing rows as the projection holds them now, with their staff names: two queries for the whole batch. */
async function presentedRows(tx: Tx, applicationIds: readonly string[]): Promise<Map<string, ListedApplicationView>> {
  const rows = await listingRowsOf(tx, applicationIds);
  const names = await staffNames(tx, actorsOf(rows));
  return new Map(rows.map((row) => [row.id, presentListed(row, names)]));
}

const refused = (applicationId: string, refusal: ArchiveRefusal): Decided => {
  const problem: ProblemKind = refusal === "permit-missing" ? "not-found" : refusal;
  return { applicationId, outcome: "refused", problem, message: PROBLEMS[problem].message };
};
