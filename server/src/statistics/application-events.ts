// An application's facts for the journey replay: its whole `permit-<id>` stream in version order, each with who
// caused it, its payload as recorded but for secrets (../events/redact.ts). Read by whoever may open its panel: on the
// board, staff who may view its current step (../board/access.ts, else not found); archived, any staff member.
// A draft is its Business's own: an application never submitted is not found, like one that does not exist.
import { decodePermitEvent, foldPermit, isStaffArchived, permitStream } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { accessTo } from "../board/access.ts";
import { staffNames } from "../board/discussion-store.ts";
import { presentActor } from "../board/present.ts";
import type { Queryable } from "../db/connect.ts";
import { byOf, withoutSecrets } from "../events/redact.ts";
import { readStream } from "../events/store.ts";
import { notFound } from "../http/problem.ts";
import { findPermit } from "../permits/store.ts";
import type { StaffSession } from "../staff/store.ts";

export type ApplicationEventView = components["schemas"]["ApplicationEvent"];

export async function applicationEvents(db: Queryable, session: StaffSession, applicationId: string): Promise<ApplicationEventView[]> {
  const stored = await readStream(db, permitStream(applicationId));
  if (!stored.some((event) => event.type === "v1.PermitApplicationSubmitted")) throw notFound();
  const state = foldPermit(stored.flatMap((event) => decodePermitEvent(event) ?? []));
  if (!isStaffArchived(state)) await accessTo(db, session, state);
  const permit = await findPermit(db, applicationId);
  const names = { staff: await staffNames(db, stored.map(byOf)), businessName: permit?.businessName ?? "" };
  return stored.map((event) => ({
    version: event.version,
    type: event.type,
    occurredAt: event.occurredAt.toISOString(),
    by: presentActor(byOf(event), names),
    payload: withoutSecrets(event),
  }));
}

