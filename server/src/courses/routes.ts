// The portal's training course operations: a Business's own (listed, created, changed and published, unpublished)
// and reading one course. A Talent on a Business-only call is refused (403), anonymous callers 401.
//
// The contract lets a body leave optional fields out ("a field left out counts as null", `isPosted` false), while
// core's form reads a whole edit payload; so the body is completed first and then judged by core's form as of
// today in Brunei, with the same 400 shape and words as every other form (contract/form.ts).
import { formVerdict, trainingCourseFormOn, type TrainingCourseEdit } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/portal.ts";
import { findBusinessOfMember, requireBusinessOfMember } from "../businesses/store.ts";
import { validationFailed } from "../http/problem.ts";
import { bruneiToday } from "../listings/business-card.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { changeCourse, createCourse, listOwnCourses, unpublishCourse, viewCourse, type CourseViewer } from "./courses.ts";

type CourseOperations = "listOwnTrainingCourses" | "createTrainingCourse" | "updateTrainingCourse" | "unpublishTrainingCourse" | "getTrainingCourse";

type TrainingCourseInput = components["schemas"]["TrainingCourseInput"];

export function courseHandlers(services: Services): PortalHandlers<CourseOperations> {
  /** The signed-in Business member's business; a Talent is refused before anything is read. */
  const own = async (session: MemberSession | null) => requireBusinessOfMember(services.orm, requireAccount(session, "Business").member.id);
  /** The body as a whole edit payload, judged by core's form as of today in Brunei (publishing: a start date not passed). */
  const judged = (body: TrainingCourseInput): TrainingCourseEdit => {
    const edit = completeInput(body);
    const errors = formVerdict(trainingCourseFormOn(bruneiToday(services.clock.now())), edit);
    if (Object.keys(errors).length > 0) throw validationFailed(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, [...messages]])));
    return edit;
  };
  /** Who reads a course: a Business member's business, a Talent, or nobody in particular. */
  const viewerOf = async (session: MemberSession | null): Promise<CourseViewer> => {
    if (session?.member.accountType === "Talent") return { talentId: session.member.id };
    if (session?.member.accountType !== "Business") return null;
    const business = await findBusinessOfMember(services.orm, session.member.id);
    return business ? { businessId: business.id } : null;
  };
  return {
    listOwnTrainingCourses: async ({ session }) => ({ status: 200, body: { data: await listOwnCourses(services, await own(session)) } }),
    createTrainingCourse: async ({ session, body }) => {
      const business = await own(session);
      return { status: 201, body: { data: await createCourse(services, business, judged(body)) } };
    },
    updateTrainingCourse: async ({ session, params, body }) => {
      const business = await own(session);
      return { status: 200, body: { data: await changeCourse(services, business, params.id, judged(body)) } };
    },
    unpublishTrainingCourse: async ({ session, params }) => ({ status: 200, body: { data: await unpublishCourse(services, await own(session), params.id) } }),
    getTrainingCourse: async ({ session, params }) => ({ status: 200, body: { data: await viewCourse(services, params.id, await viewerOf(session)) } }),
  };
}

/** The contract's input with every field present: a field left out is null, `isPosted` false. */
function completeInput(body: TrainingCourseInput): TrainingCourseEdit {
  return {
    title: body.title,
    shortDescription: body.shortDescription ?? null,
    registrationUrl: body.registrationUrl ?? null,
    startDate: body.startDate ?? null,
    languageId: body.languageId ?? null,
    levelId: body.levelId ?? null,
    fee: body.fee ?? null,
    duration: body.duration ?? null,
    durationMeasurementId: body.durationMeasurementId ?? null,
    contactEmail: body.contactEmail ?? null,
    contactPhoneNumber: body.contactPhoneNumber ?? null,
    longDescription: body.longDescription ?? null,
    isPosted: body.isPosted ?? false,
    tagId: body.tagId ?? null,
  };
}
