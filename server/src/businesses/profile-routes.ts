// The portal's Business operations on its own pages: profile, logo, verification, vacancies and ICT projects;
// and the public vacancy calls. A Talent on a Business-only call is refused (403).
import { findBusinessOfMember, requireBusinessOfMember } from "./store.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import { changeProject, createProject, listOwnProjects } from "../listings/projects.ts";
import { changeVacancy, createVacancy, listOwnVacancies, listPublicVacancies, viewVacancy } from "../listings/vacancies.ts";
import type { Services } from "../services.ts";
import { submitVerification } from "../verification/submit.ts";
import { uploadBusinessLogo } from "./logo.ts";
import { readBusinessProfile, updateBusinessProfile } from "./profile.ts";

type BusinessPageOperations =
  | "getBusinessProfile"
  | "updateBusinessProfile"
  | "uploadBusinessLogo"
  | "submitBusinessVerification"
  | "resubmitBusinessVerification"
  | "listOwnJobVacancies"
  | "createJobVacancy"
  | "updateJobVacancy"
  | "listBusinessJobVacancies"
  | "getJobVacancy"
  | "listOwnIctProjects"
  | "createIctProject"
  | "updateIctProject";

export function businessPageHandlers(services: Services): PortalHandlers<BusinessPageOperations> {
  /** The signed-in Business member and its business; a Talent is refused before anything is read. */
  const own = async (session: MemberSession | null) => {
    const { member } = requireAccount(session, "Business");
    return { member, business: await requireBusinessOfMember(services.orm, member.id) };
  };
  return {
    getBusinessProfile: async ({ session }) => {
      const { member, business } = await own(session);
      return { status: 200, body: { data: await readBusinessProfile(services.orm, member, business) } };
    },
    updateBusinessProfile: async ({ session, body }) => {
      const { member, business } = await own(session);
      return { status: 200, body: { data: await updateBusinessProfile(services, member, business.id, body) } };
    },
    uploadBusinessLogo: async ({ session, request }) => ({ status: 200, body: { data: await uploadBusinessLogo(services, (await own(session)).business, request) } }),
    submitBusinessVerification: async ({ session, request }) => ({
      status: 201,
      body: { data: await submitVerification(services, (await own(session)).business, request, "submit") },
    }),
    resubmitBusinessVerification: async ({ session, request }) => ({
      status: 200,
      body: { data: await submitVerification(services, (await own(session)).business, request, "resubmit") },
    }),
    listOwnJobVacancies: async ({ session }) => ({ status: 200, body: { data: await listOwnVacancies(services, (await own(session)).business) } }),
    createJobVacancy: async ({ session, body }) => ({ status: 201, body: { data: await createVacancy(services, (await own(session)).business, body) } }),
    updateJobVacancy: async ({ session, params, body }) => ({ status: 200, body: { data: await changeVacancy(services, (await own(session)).business, params.id, body) } }),
    listBusinessJobVacancies: async ({ params }) => ({ status: 200, body: { data: await listPublicVacancies(services, params.id) } }),
    getJobVacancy: async ({ session, params }) => {
      const business = session?.member.accountType === "Business" ? await findBusinessOfMember(services.orm, session.member.id) : undefined;
      return { status: 200, body: { data: await viewVacancy(services, params.id, business?.id ?? null) } };
    },
    listOwnIctProjects: async ({ session }) => ({ status: 200, body: { data: await listOwnProjects(services, (await own(session)).business) } }),
    createIctProject: async ({ session, body }) => ({ status: 201, body: { data: await createProject(services, (await own(session)).business, body) } }),
    updateIctProject: async ({ session, params, body }) => ({ status: 200, body: { data: await changeProject(services, (await own(session)).business, params.id, body) } }),
  };
}
