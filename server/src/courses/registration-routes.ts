// The portal's course registration operations: a Talent registers, lists and asks to withdraw; the Business that
// owns the course lists and exports its registrants and decides withdrawal requests. Thin: authenticate, call
// the use case, set the file's headers. A Talent on a Business call (and the reverse) is refused (403).
import { CSV_MEDIA_TYPE, pageRequest, REGISTRANTS_PAGE_SIZE } from "@ictm/core/domain";
import { requireBusinessOfMember } from "../businesses/store.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { Services } from "../services.ts";
import { decideCourseWithdrawal, listCourseRegistrants } from "./registrants.ts";
import { exportCourseRegistrants } from "./registrants-export.ts";
import { listCourseRegistrations, registerForCourse, withdrawFromCourse } from "./registrations.ts";

export type CourseRegistrationOperations =
  | "registerForCourse"
  | "listCourseRegistrations"
  | "withdrawFromCourse"
  | "listCourseRegistrants"
  | "exportCourseRegistrants"
  | "approveCourseWithdrawal"
  | "declineCourseWithdrawal";

export function courseRegistrationHandlers(services: Services): PortalHandlers<CourseRegistrationOperations> {
  const talent = (session: MemberSession | null) => requireAccount(session, "Talent").member.id;
  /** The signed-in Business member's business; a Talent is refused before anything is read. */
  const own = async (session: MemberSession | null) => requireBusinessOfMember(services.orm, requireAccount(session, "Business").member.id);
  return {
    registerForCourse: async ({ session, body }) => ({ status: 201, body: { data: await registerForCourse(services, talent(session), body.trainingCourseId) } }),
    listCourseRegistrations: async ({ session }) => ({ status: 200, body: { data: await listCourseRegistrations(services, talent(session)) } }),
    withdrawFromCourse: async ({ session, params }) => ({ status: 200, body: { data: await withdrawFromCourse(services, talent(session), params.id) } }),
    listCourseRegistrants: async ({ session, params, query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, REGISTRANTS_PAGE_SIZE);
      return { status: 200, body: { data: await listCourseRegistrants(services, await own(session), params.id, query, page) } };
    },
    exportCourseRegistrants: async ({ session, params, query, reply }) => {
      const file = await exportCourseRegistrants(services.orm, await own(session), params.id, query, services.clock.now());
      reply.header("Content-Type", CSV_MEDIA_TYPE).header("Content-Disposition", `attachment; filename="${file.fileName}"`).header("Cache-Control", "no-store");
      return { status: 200, body: file.body };
    },
    approveCourseWithdrawal: async ({ session, params }) => ({
      status: 200,
      body: { data: await decideCourseWithdrawal(services, await own(session), params.id, params.registrationId, "approved") },
    }),
    declineCourseWithdrawal: async ({ session, params }) => ({
      status: 200,
      body: { data: await decideCourseWithdrawal(services, await own(session), params.id, params.registrationId, "declined") },
    }),
  };
}
