// Demo registrations for the demo's published courses: the demo Talents registered for a few of them, one with a
// withdrawal request waiting for its Business, one withdrawn (approved). Written as facts through the event store
// and core's deciders, so the projection is the projector's, as for every registration (never a table insert).
import { randomUUID } from "node:crypto";
import { courseRegistrationStream, decideCourseRegistration, decideWithdrawal, decideWithdrawalRequest, evolveRegistration, type RegistrationState, type RegistrationVerdict } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import { appendToStream } from "../events/store.ts";
import { memberActor } from "../events/vocabulary.ts";

export interface DemoCourseRegistrations {
  /** Published demo courses (drafts are refused by the decider). */
  readonly courseIds: readonly string[];
  readonly talentIds: readonly string[];
  readonly now: Date;
  /** Who the seed acts as (the Business's side of a decision). */
  readonly actor: string;
}

/** What happens to each registration after it is made, in plan order over the courses and talents. */
const plan = ["enrolled", "enrolled", "withdrawal-requested", "withdrawn", "enrolled", "enrolled"] as const;
const dayMs = 86_400_000;

/** Answers the number of registrations made. */
export async function seedDemoCourseRegistrations(tx: Tx, { courseIds, talentIds, now, actor }: DemoCourseRegistrations): Promise<number> {
  if (courseIds.length === 0 || talentIds.length === 0) return 0;
  let made = 0;
  for (const [index, outcome] of plan.entries()) {
    const courseId = courseIds[index % courseIds.length];
    // Each talent takes consecutive courses, so no talent registers twice for one course (while there are courses).
    const talentId = talentIds[Math.floor(index / courseIds.length) % talentIds.length];
    if (courseId === undefined || talentId === undefined || index >= courseIds.length * talentIds.length) break;
    const by = memberActor(talentId);
    const stream = courseRegistrationStream(randomUUID());
    const registeredAt = new Date(now.getTime() - (10 - index) * dayMs);
    let state: RegistrationState = { status: "none" };
    let version = 0;
    const apply = async (verdict: RegistrationVerdict, at: Date, who: string) => {
      if (!verdict.ok) throw new Error(`The demo registration ${stream} was refused: ${verdict.refusal}`);
      version = await appendToStream(tx, stream, version, verdict.events, { actor: who, at });
      for (const event of verdict.events) state = evolveRegistration(state, event);
    };
    await apply(decideCourseRegistration({ courseKey: courseId, talentKey: talentId, coursePublished: true, alreadyRegistered: false, by }), registeredAt, by);
    if (outcome !== "enrolled") await apply(decideWithdrawalRequest(state, by), new Date(registeredAt.getTime() + 2 * dayMs), by);
    if (outcome === "withdrawn") await apply(decideWithdrawal(state, "approved", actor), new Date(registeredAt.getTime() + 3 * dayMs), actor);
    made++;
  }
  return made;
}
