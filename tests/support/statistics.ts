// The statistics' API tests start here: a server on an empty database and a test clock, with the default workflow
// (core's WORK_PERMITS_WORKFLOW, inserted as the seed inserts it for a database without the demo), one named staff
// member of each role and a Business, all signed in at one late instant (a session is checked only against its
// expiry, so every earlier instant the clock is set to finds it valid); then facts placed at chosen instants (the
// server stamps every fact with `services.clock`): an application submitted, a card moved, final approval given,
// an application archived, each at a Brunei wall-clock time. And the statistics' reads as a role or raw.
import { DEFAULT_WORKFLOW_ID, STAFF_ROLES, WORK_PERMITS_WORKFLOW, type StaffRole } from "@ictm/core/domain";
import type { components } from "@ictm/openapi/backoffice.ts";
import { insertWorkflowSteps } from "@ictm/server/board/store.ts";
import { insertWorkflow } from "@ictm/server/workflows/store.ts";
import { staffClient } from "./api.ts";
import { submitApplication, type BoardServer } from "./board.ts";
import { backofficeCall, bearer, move, versionOf, type RawAnswer } from "./board-calls.ts";
import { registerActiveBusiness, signInBusiness } from "./business.ts";
import { createTestClock, type TestClock } from "./clock.ts";
import { decideEveryone, finalApprove } from "./decisions-final.ts";
import { toggleArchive } from "./listings.ts";
import { startTestServer } from "./server.ts";
import { ensureSignatory } from "./signatures.ts";
import { addStaffMember } from "./staff.ts";

export type ApplicationStatistics = components["schemas"]["ApplicationStatistics"];
export type WorkflowStatistics = components["schemas"]["WorkflowStatistics"];
export type TurnaroundStatistics = components["schemas"]["TurnaroundStatistics"];
export type JourneyStatistics = components["schemas"]["JourneyStatistics"];
export type ApplicationEvent = components["schemas"]["ApplicationEvent"];

/** The instant of a Brunei wall-clock time, "2026-07-09 10:00" or "2026-07-17 23:59:59" (UTC+8). */
export const brunei = (at: string): Date => {
  const [day, time = "00:00"] = at.split(" ");
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
};

/** The same instant as the contract writes date-times (ISO 8601, UTC, milliseconds). */
export const iso = (at: string): string => brunei(at).toISOString();

/** The staff members' names, one a role: what the journey's `enteredBy`/`leftBy` show. */
export const STAFF_NAMES: { readonly [role in StaffRole]: string } = {
  officer: "Dayang Siti Officer",
  evaluator: "Awang Hadi Evaluator",
  "final-approver": "Dr. Noor Approver",
  administrator: "Pengiran Ali Administrator",
};

export interface StatisticsServer extends BoardServer {
  clock: TestClock;
}

/**
 * An empty server on a test clock with the default workflow, a staff member of each role (STAFF_NAMES) and a
 * Business, all signed in at `signedInAt` (choose an instant after every one the test sets); close `server` after.
 */
export async function startStatisticsServer(signedInAt: Date): Promise<StatisticsServer> {
  const clock = createTestClock(signedInAt);
  const server = await startTestServer({ clock });
  try {
    await server.portal.db.orm.transaction(async (tx) => {
      await insertWorkflow(tx, { id: WORK_PERMITS_WORKFLOW.id, name: WORK_PERMITS_WORKFLOW.name, permitTypes: [...WORK_PERMITS_WORKFLOW.permitTypes], position: 1 });
      await insertWorkflowSteps(tx, WORK_PERMITS_WORKFLOW.id, WORK_PERMITS_WORKFLOW.steps);
    });
    const signedIn = new Map<StaffRole, { token: string; key: string }>();
    for (const role of STAFF_ROLES) {
      const member = await addStaffMember(server, [role], STAFF_NAMES[role]);
      signedIn.set(role, { token: member.token, key: member.key });
    }
    const business = await signInBusiness(server, (await registerActiveBusiness(server)).email);
    const staff = (role: StaffRole) => signedIn.get(role) ?? { token: "", key: "" };
    return { server, business, staff, api: (role) => staffClient(server, staff(role).token), clock };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Sets the clock to a Brunei wall-clock time. */
export const setClock = (on: StatisticsServer, at: string): void => on.clock.set(brunei(at));

/** An application of the Business with this business name (in its form), submitted at `at`: its id and reference. */
export async function submitAt(on: StatisticsServer, at: string, type: "pvv" | "sawp", businessName: string, seed = 7): Promise<{ id: string; reference: string }> {
  setClock(on, at);
  const { id, reference } = await submitApplication(on.server, on.business, type, seed, (section, values) => {
    if (section === "business") values["businessName"] = businessName;
  });
  return { id, reference };
}

/** Moves the card into `step` at `at` as a role (at its current version); throws when refused. */
export async function moveAt(on: StatisticsServer, at: string, id: string, step: string, role: StaffRole = "administrator"): Promise<void> {
  setClock(on, at);
  const moved = await move(on, role, id, step, await versionOf(on, id));
  if (!moved.data) throw new Error(`Moving ${id} to ${step} at ${at} as ${role} failed with ${moved.response.status}: ${JSON.stringify(moved.error)}`);
}

/** Every expatriate approved and final approval set by the final approver at `at` (the card in Final approval). */
export async function finalApprovalAt(on: StatisticsServer, at: string, id: string): Promise<void> {
  setClock(on, at);
  await decideEveryone(on, id);
  const set = await finalApprove(on, "final-approver", id, "set");
  if (!set.data) throw new Error(`Final approval of ${id} at ${at} failed: ${JSON.stringify(set.error)}`);
}

/** Archives an approved application at `at` as a role. */
export async function archiveAt(on: StatisticsServer, at: string, id: string, role: StaffRole = "officer"): Promise<void> {
  setClock(on, at);
  const archived = await toggleArchive(on, role, id, await versionOf(on, id));
  if (!archived.data) throw new Error(`Archiving ${id} at ${at} failed: ${JSON.stringify(archived.error)}`);
}

/** An active signatory, made now (before the first final approval signs its letters). */
export const readySignatory = async (on: StatisticsServer): Promise<void> => void (await ensureSignatory(on.api("administrator")));

export interface RangeQuery {
  startDate?: string;
  endDate?: string;
  workflowId?: string;
  applicationId?: string;
}

const queryOf = (query: RangeQuery | Record<string, string>): string => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length === 0 ? "" : `?${new URLSearchParams(entries)}`;
};

/** The four statistics reads' paths (the workflow's in its path). */
export const STATISTICS_PATHS = {
  applications: "/applications/statistics",
  workflow: `/applications/workflows/${DEFAULT_WORKFLOW_ID}/statistics`,
  turnaround: "/turnaround-time/statistics",
  journey: "/timeline-journey/statistics",
} as const;
export type StatisticsRead = keyof typeof STATISTICS_PATHS;

/** A statistics read with any headers (a staff token, a member's, none): status and parsed body. */
export const rawStatistics = (on: StatisticsServer, read: StatisticsRead, query: RangeQuery | Record<string, string>, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  backofficeCall(on.server, "GET", `${STATISTICS_PATHS[read]}${queryOf(query)}`, { headers });

async function dataAs<T>(on: StatisticsServer, role: StaffRole, read: StatisticsRead, query: RangeQuery): Promise<T> {
  const answer = await rawStatistics(on, read, query, bearer(on.staff(role).token));
  if (answer.status !== 200) throw new Error(`${read} statistics ${JSON.stringify(query)} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return Reflect.get(Object(answer.body), "data");
}

export const applicationStatistics = (on: StatisticsServer, query: RangeQuery, role: StaffRole = "officer") => dataAs<ApplicationStatistics>(on, role, "applications", query);
export const workflowStatistics = (on: StatisticsServer, query: RangeQuery, role: StaffRole = "officer") => dataAs<WorkflowStatistics>(on, role, "workflow", query);
export const turnaroundStatistics = (on: StatisticsServer, query: RangeQuery, role: StaffRole = "officer") => dataAs<TurnaroundStatistics>(on, role, "turnaround", query);
export const journeyStatistics = (on: StatisticsServer, query: RangeQuery, role: StaffRole = "officer") => dataAs<JourneyStatistics>(on, role, "journey", query);

/** Sets a step's target as a role (the typed call: check `data`, `error`, `response.status`). */
export const setTarget = (on: StatisticsServer, role: StaffRole, stepKey: string, targetWorkingDays: number | null) =>
  on.api(role).PUT("/applications/workflows/{workflowId}/steps/{stepKey}/target", { params: { path: { workflowId: DEFAULT_WORKFLOW_ID, stepKey } }, body: { targetWorkingDays } });

/** The public holidays of a year as a role. */
export const holidaysOf = (on: StatisticsServer, role: StaffRole, year?: number) => on.api(role).GET("/public-holidays", { params: { query: year === undefined ? {} : { year } } });

/** Sets a public holiday as a role. */
export const setHoliday = (on: StatisticsServer, role: StaffRole, date: string, name: string, provisional = false) =>
  on.api(role).PUT("/public-holidays/{date}", { params: { path: { date } }, body: { name, provisional } });

export const removeHoliday = (on: StatisticsServer, role: StaffRole, date: string) => on.api(role).DELETE("/public-holidays/{date}", { params: { path: { date } } });

/** An application's events as a role. */
export const eventsOf = (on: StatisticsServer, role: StaffRole, id: string) => on.api(role).GET("/expat-permits/applications/{id}/events", { params: { path: { id } } });

/** One step's figures out of an answer's list keyed by `key` (or `step`); throws when absent. */
export function stepOf<T extends { key: string }>(steps: readonly T[], key: string): T {
  const found = steps.find((step) => step.key === key);
  if (found === undefined) throw new Error(`No step ${key} in ${JSON.stringify(steps)}`);
  return found;
}
