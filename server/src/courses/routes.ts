// The portal's training course operations: a Business's own (listed, created, changed and published, unpublished)
// and reading one course. A Talent on a Business-only call is refused (403), anonymous callers 401.
//
// A body is judged by core's form as of today in Brunei, as the listings' are (contract/form.ts: the same 400 shape
// and words as every other form), and read through the same form, which takes a left-out field as null.
import { trainingCourseEditOf, trainingCourseFormOn } from "@ictm/core/domain";
import { withForm } from "../contract/form.ts";
import { findBusinessOfMember, requireBusinessOfMember } from "../businesses/store.ts";
import { bruneiToday } from "../listings/business-card.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { changeCourse, createCourse, listOwnCourses, unpublishCourse, viewCourse, type CourseViewer } from "./courses.ts";

type CourseOperations = "listOwnTrainingCourses" | "createTrainingCourse" | "updateTrainingCourse" | "unpublishTrainingCourse" | "getTrainingCourse";

export function courseHandlers(services: Services): PortalHandlers<CourseOperations> {
  /** The signed-in Business member's business; a Talent is refused before anything is read. */
  const own = async (session: MemberSession | null) => requireBusinessOfMember(services.orm, requireAccount(session, "Business").member.id);
  /** Core's course form as of today in Brunei, by the server's clock: publishing needs a start date not passed. */
  const courseForm = () => trainingCourseFormOn(bruneiToday(services.clock.now()));
  /** Who reads a course: a Business member's business, a Talent, or nobody in particular. */
  const viewerOf = async (session: MemberSession | null): Promise<CourseViewer> => {
    if (session?.member.accountType === "Talent") return { talentId: session.member.id };
    if (session?.member.accountType !== "Business") return null;
    const business = await findBusinessOfMember(services.orm, session.member.id);
    return business ? { businessId: business.id } : null;
  };
  return {
    listOwnTrainingCourses: async ({ session }) => ({ status: 200, body: { data: await listOwnCourses(services, await own(session)) } }),
    createTrainingCourse: withForm(courseForm, async ({ session, body }) => ({
      status: 201,
      body: { data: await createCourse(services, await own(session), trainingCourseEditOf(body)) },
    })),
    updateTrainingCourse: withForm(courseForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await changeCourse(services, await own(session), params.id, trainingCourseEditOf(body)) },
    })),
    unpublishTrainingCourse: async ({ session, params }) => ({ status: 200, body: { data: await unpublishCourse(services, await own(session), params.id) } }),
    getTrainingCourse: async ({ session, params }) => ({ status: 200, body: { data: await viewCourse(services, params.id, await viewerOf(session)) } }),
  };
}

