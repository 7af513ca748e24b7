// The statistics' back-office operations (tag `statistics`, and the board's events read for the replay): the four
// statistics reads and the public holidays list for any staff member, the events read for who may open the
// application's panel; the steps' targets and the
// holidays' changes for whom core allows (administrators). Thin: authenticate, resolve the range, call the use case.
import type { operations } from "@ictm/openapi/backoffice.ts";
import type { Handlers } from "../contract/bind.ts";
import type { Services } from "../services.ts";
import { requireStaff } from "../staff/authenticate.ts";
import type { StaffSession } from "../staff/store.ts";
import { applicationEvents } from "./application-events.ts";
import { applicationStatistics } from "./application-statistics.ts";
import { deleteHoliday, listHolidays, putHoliday } from "./holidays.ts";
import { journeyStatistics } from "./journey-statistics.ts";
import { statisticsScope } from "./range.ts";
import { changeStepTarget } from "./targets.ts";
import { turnaroundStatistics } from "./turnaround-statistics.ts";
import { workflowStatistics } from "./workflow-statistics.ts";

export type StatisticsOperations =
  | "getApplicationStatistics"
  | "getWorkflowStatistics"
  | "getTurnaroundStatistics"
  | "getJourneyStatistics"
  | "setStepTarget"
  | "listPublicHolidays"
  | "setPublicHoliday"
  | "removePublicHoliday"
  | "getApplicationEvents";

type StatisticsHandlers = Pick<Handlers<operations, StaffSession>, StatisticsOperations>;

export function statisticsHandlers(services: Services): StatisticsHandlers {
  const db = services.orm;
  return {
    getApplicationStatistics: async ({ session, query }) => {
      requireStaff(session);
      const scope = await statisticsScope(db, query ?? {}, services.clock.now());
      return { status: 200, body: { data: await applicationStatistics(db, scope) } };
    },
    getWorkflowStatistics: async ({ session, params, query }) => {
      requireStaff(session);
      const scope = await statisticsScope(db, { ...query, workflowId: params.workflowId }, services.clock.now());
      return { status: 200, body: { data: await workflowStatistics(db, scope) } };
    },
    getTurnaroundStatistics: async ({ session, query }) => {
      requireStaff(session);
      const scope = await statisticsScope(db, query ?? {}, services.clock.now());
      return { status: 200, body: { data: await turnaroundStatistics(db, scope) } };
    },
    getJourneyStatistics: async ({ session, query }) => {
      requireStaff(session);
      const scope = await statisticsScope(db, query ?? {}, services.clock.now());
      return { status: 200, body: { data: await journeyStatistics(db, scope, query?.applicationId) } };
    },
    setStepTarget: async ({ session, params, body }) => {
      const input = { workflowId: params.workflowId, step: params.stepKey, workingDays: body.targetWorkingDays };
      return { status: 200, body: { data: await changeStepTarget(services, requireStaff(session), input) } };
    },
    listPublicHolidays: async ({ session, query }) => {
      requireStaff(session);
      return { status: 200, body: { data: await listHolidays(db, query?.year) } };
    },
    setPublicHoliday: async ({ session, params, body }) => {
      const input = { date: params.date, name: body.name, provisional: body.provisional ?? false };
      return { status: 200, body: { data: await putHoliday(services, requireStaff(session), input) } };
    },
    removePublicHoliday: async ({ session, params }) => {
      await deleteHoliday(services, requireStaff(session), params.date);
      return { status: 204, body: undefined };
    },
    getApplicationEvents: async ({ session, params }) => ({ status: 200, body: { data: await applicationEvents(db, requireStaff(session), params.id) } }),
  };
}
