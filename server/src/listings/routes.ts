// The portal's job vacancy and ICT project operations: a Business's own (created, changed and listed, their
// bodies checked by core's forms as well as the contract) and the public vacancy calls. A Talent on a
// Business-only call is refused (403).
import { IctProjectForm, jobVacancyFormOn } from "@ictm/core/domain";
import { withForm } from "../contract/form.ts";
import { findBusinessOfMember, requireBusinessOfMember } from "../businesses/store.ts";
import { requireAccount } from "../members/authenticate.ts";
import type { MemberSession } from "../members/sessions.ts";
import type { PortalHandlers } from "../members/routes.ts";
import type { Services } from "../services.ts";
import { bruneiToday } from "./business-card.ts";
import { changeProject, createProject, listOwnProjects } from "./projects.ts";
import { changeVacancy, createVacancy, listOwnVacancies, listPublicVacancies, viewVacancy } from "./vacancies.ts";

type ListingOperations =
  | "listOwnJobVacancies"
  | "createJobVacancy"
  | "updateJobVacancy"
  | "listBusinessJobVacancies"
  | "getJobVacancy"
  | "listOwnIctProjects"
  | "createIctProject"
  | "updateIctProject";

export function listingHandlers(services: Services): PortalHandlers<ListingOperations> {
  /** The signed-in Business member's business; a Talent is refused before anything is read. */
  const own = async (session: MemberSession | null) => requireBusinessOfMember(services.orm, requireAccount(session, "Business").member.id);
  /** Core's vacancy form as of today in Brunei, by the server's clock: publishing needs a closing date not passed. */
  const vacancyForm = () => jobVacancyFormOn(bruneiToday(services.clock.now()));
  const projectForm = () => IctProjectForm;
  return {
    listOwnJobVacancies: async ({ session }) => ({ status: 200, body: { data: await listOwnVacancies(services, await own(session)) } }),
    createJobVacancy: withForm(vacancyForm, async ({ session, body }) => ({ status: 201, body: { data: await createVacancy(services, await own(session), body) } })),
    updateJobVacancy: withForm(vacancyForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await changeVacancy(services, await own(session), params.id, body) },
    })),
    listBusinessJobVacancies: async ({ params }) => ({ status: 200, body: { data: await listPublicVacancies(services, params.id) } }),
    getJobVacancy: async ({ session, params }) => {
      const business = session?.member.accountType === "Business" ? await findBusinessOfMember(services.orm, session.member.id) : undefined;
      return { status: 200, body: { data: await viewVacancy(services, params.id, business?.id ?? null) } };
    },
    listOwnIctProjects: async ({ session }) => ({ status: 200, body: { data: await listOwnProjects(services, await own(session)) } }),
    createIctProject: withForm(projectForm, async ({ session, body }) => ({ status: 201, body: { data: await createProject(services, await own(session), body) } })),
    updateIctProject: withForm(projectForm, async ({ session, params, body }) => ({
      status: 200,
      body: { data: await changeProject(services, await own(session), params.id, body) },
    })),
  };
}
