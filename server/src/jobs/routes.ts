// The portal's job application operations: a Talent applies (multipart), lists and withdraws; the Business that owns
// the vacancy lists and exports its applicants and shortlists or declines them. Thin: authenticate, call the use
// case, set the file's headers. A Talent on a Business call (and the reverse) is refused (403).
import { APPLICANTS_PAGE_SIZE, CSV_MEDIA_TYPE, pageRequest } from "@ictm/core/domain";
import { requireBusinessOfMember } from "../businesses/store.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { Services } from "../services.ts";
import { decideJobApplicantOf, listJobApplicants } from "./applicants.ts";
import { exportJobApplicants } from "./applicants-export.ts";
import { applyForJob, listJobApplications, withdrawJobApplication } from "./applications.ts";

export type JobApplicationOperations =
  | "applyForJob"
  | "listJobApplications"
  | "withdrawJobApplication"
  | "listJobApplicants"
  | "exportJobApplicants"
  | "shortlistJobApplicant"
  | "declineJobApplicant";

export function jobApplicationHandlers(services: Services): PortalHandlers<JobApplicationOperations> {
  const talent = (session: MemberSession | null) => requireAccount(session, "Talent").member.id;
  /** The signed-in Business member's business; a Talent is refused before anything is read. */
  const own = async (session: MemberSession | null) => requireBusinessOfMember(services.orm, requireAccount(session, "Business").member.id);
  return {
    applyForJob: async ({ session, request }) => {
      const talentId = talent(session);
      return { status: 201, body: { data: await applyForJob(services, talentId, request) } };
    },
    listJobApplications: async ({ session }) => ({ status: 200, body: { data: await listJobApplications(services, talent(session)) } }),
    withdrawJobApplication: async ({ session, params }) => ({ status: 200, body: { data: await withdrawJobApplication(services, talent(session), params.id) } }),
    listJobApplicants: async ({ session, params, query }) => {
      const page = pageRequest(query.pageNumber, query.pageSize, APPLICANTS_PAGE_SIZE);
      return { status: 200, body: { data: await listJobApplicants(services, await own(session), params.id, query, page) } };
    },
    exportJobApplicants: async ({ session, params, query, reply }) => {
      const file = await exportJobApplicants(services.orm, await own(session), params.id, query, services.clock.now());
      reply.header("Content-Type", CSV_MEDIA_TYPE).header("Content-Disposition", `attachment; filename="${file.fileName}"`).header("Cache-Control", "no-store");
      return { status: 200, body: file.body };
    },
    shortlistJobApplicant: async ({ session, params, body }) => ({
      status: 200,
      body: { data: await decideJobApplicantOf(services, await own(session), params.id, params.applicationId, "shortlisted", body.note) },
    }),
    declineJobApplicant: async ({ session, params, body }) => ({
      status: 200,
      body: { data: await decideJobApplicantOf(services, await own(session), params.id, params.applicationId, "declined", body.note) },
    }),
  };
}
