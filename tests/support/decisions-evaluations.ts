// The evaluations' and chief-evaluator links' API tests start here: the demo server on a clock the test moves
// (a link expires after 14 days), with the demo Business and a demo staff member of each role signed in (a
// BoardServer, so ./board-calls.ts's helpers work), and the calls they make: an evaluation as a role, the
// application's current status step and workflow step, a link made as a role, and the chief evaluator's token calls
// (no staff sign-in).
import { STAFF_ROLES, type StaffRole } from "@ictm/core/domain";
import { demoAccounts } from "@ictm/server/demo/dataset.ts";
import { staffClient } from "./api.ts";
import { DEMO_BUSINESS_EMAIL, signInStaffAs, type BoardServer } from "./board.ts";
import { backofficeCall, panelOf, type RawAnswer } from "./board-calls.ts";
import { signInBusiness } from "./business.ts";
import { createTestClock, type TestClock } from "./clock.ts";
import { startTestServer } from "./server.ts";

const DEMO_BUSINESS_PASSWORD = demoAccounts.find((account) => account.email === DEMO_BUSINESS_EMAIL)?.password ?? "";

/** A demo server on a test clock with everyone signed in; close `server` after. */
export async function startDecisionServer(): Promise<BoardServer & { clock: TestClock }> {
  const clock = createTestClock();
  const server = await startTestServer({ demo: true, clock });
  try {
    const business = await signInBusiness(server, DEMO_BUSINESS_EMAIL, DEMO_BUSINESS_PASSWORD);
    const signedIn = new Map<StaffRole, { token: string; key: string }>();
    for (const role of STAFF_ROLES) signedIn.set(role, await signInStaffAs(server, role));
    const staff = (role: StaffRole) => signedIn.get(role) ?? { token: "", key: "" };
    return { server, business, staff, api: (role) => staffClient(server, staff(role).token), clock };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The application's current status step id and workflow step id, as the administrator's panel shows them. */
export async function currentStepOf(on: BoardServer, id: string): Promise<{ stepId: string; workflowStepId: string; reference: string }> {
  const panel = await panelOf(on, id, "administrator");
  return { stepId: panel.statusStep.id, workflowStepId: panel.workflowStep.id, reference: panel.applicationRecord.application.reference };
}

/** Records an evaluation as a role (PUT …/workflows/steps/evaluations/{stepId}). */
export const evaluate = (on: BoardServer, role: StaffRole, id: string, stepId: string, body: { evaluationStatusKey: string; comment: string }) =>
  on.api(role).PUT("/expat-permits/applications/{id}/workflows/steps/evaluations/{stepId}", { params: { path: { id, stepId } }, body });

export const evaluationsOf = async (on: BoardServer, role: StaffRole, workflowId: string, id: string) =>
  (await on.api(role).GET("/expat-permits/workflows/{workflowId}/applications/{id}/evaluations", { params: { path: { workflowId, id } } })).data?.data ?? [];

/** Makes a chief-evaluator link as a role for the application's current step, to the demo final approver. */
export async function makeLink(on: BoardServer, role: StaffRole, id: string, options: { isSendEmail?: boolean; workflowStepId?: string; userId?: string; routeParameter?: "chief-evaluation-form" | "internal-chief-evaluation-form" } = {}) {
  const { workflowStepId } = await currentStepOf(on, id);
  const query = { applicationId: id, workflowStepId: options.workflowStepId ?? workflowStepId, userId: options.userId ?? on.staff("final-approver").key, isSendEmail: options.isSendEmail ?? false, ...(options.routeParameter ? { routeParameter: options.routeParameter } : {}) };
  return on.api(role).POST("/expat-permits/applications/chief-evaluation-form/generate-link", { params: { query } });
}

/** The token of a link's address. */
export const tokenOf = (url: string): string => new URL(url).searchParams.get("token") ?? "";

/** The chief evaluator's calls: the token in the query, no staff sign-in unless `headers` sends one. */
export const chief = {
  invitation: (on: BoardServer, id: string, token: string, headers?: Record<string, string>): Promise<RawAnswer> =>
    backofficeCall(on.server, "GET", `/expat-permits/applications/${id}/digital-evaluations?token=${encodeURIComponent(token)}`, { headers: headers ?? {} }),
  formRecord: (on: BoardServer, type: string, id: string, token: string): Promise<RawAnswer> =>
    backofficeCall(on.server, "GET", `/expat-permits/${type}/applications/${id}/forms/records/digital-evaluations?token=${encodeURIComponent(token)}`),
  answer: (on: BoardServer, id: string, token: string, json: unknown): Promise<RawAnswer> =>
    backofficeCall(on.server, "PUT", `/expat-permits/applications/${id}/digital-evaluations?token=${encodeURIComponent(token)}`, { json }),
};

/** A raw success answer's `data`. */
export const dataOf = (answer: RawAnswer): Record<string, unknown> => Object(Reflect.get(Object(answer.body), "data"));
