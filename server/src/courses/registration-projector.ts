// The projector of course registrations: derives course_registrations from the facts of the
// `course-registration-<id>` streams, on every append and on a rebuild (registered in server/src/projections.ts).
// Writes only its table; never decides.
import { COURSE_REGISTRATION_EVENT_TYPES, decodeCourseRegistrationEvent, registrationKeyOfStream } from "@ictm/core/domain";
import type { Tx } from "../db/connect.ts";
import type { Projector } from "../events/projectors.ts";
import type { StoredEvent } from "../events/store.ts";
import { projectRegistered, projectRegistrationChange } from "./registration-store.ts";

export const courseRegistrationProjector: Projector = {
  name: "course-registrations",
  tables: ["course_registrations"],
  handles: COURSE_REGISTRATION_EVENT_TYPES,
  async apply(tx: Tx, stored: StoredEvent): Promise<void> {
    const id = registrationKeyOfStream(stored.stream);
    if (id === undefined) return;
    const event = decodeCourseRegistrationEvent(stored);
    if (event === undefined) throw new Error(`Event ${stored.stream}@${stored.version} (${stored.type}) is not a course registration fact`);
    const { version, occurredAt: at } = stored;
    switch (event.type) {
      case "v1.CourseRegistered": {
        const { courseKey: courseId, talentKey: talentId } = event.payload;
        await projectRegistered(tx, { id, courseId, talentId, status: "enrolled", registeredAt: at, withdrawalRequestedAt: null, decidedAt: null, version });
        return;
      }
      case "v1.CourseWithdrawalRequested":
        await projectRegistrationChange(tx, id, { status: "withdrawal-requested", withdrawalRequestedAt: at, version });
        return;
      case "v1.CourseWithdrawalApproved":
        await projectRegistrationChange(tx, id, { status: "withdrawn", decidedAt: at, version });
        return;
      case "v1.CourseWithdrawalDeclined":
        await projectRegistrationChange(tx, id, { status: "enrolled", decidedAt: at, version });
        return;
    }
  },
};
