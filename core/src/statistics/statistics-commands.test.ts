// The statistics through a real core and a scripted server: the four reads (what they send, left-out fields left
// out; a range out of order refused before any call; each part of the store with its own status and failure), a
// step's target (administrators only, checked before the call; the board's column and its cards' overdue marks and
// the statistics follow at once), the public holidays (read by year; saved and removed at once in the list; a 204
// taken as done; a missing one in the catalogue's words) and an application's events for the replay.
import { describe, expect, it } from "vitest";
import { loadKanbanBoard } from "../board/load-kanban-board.ts";
import { DEFAULT_WORKFLOW_ID, WORK_PERMIT_STEPS } from "../board/work-permit-steps.ts";
import { MESSAGES } from "../errors/catalogue.ts";
import { PERMIT_EVENT_TYPES } from "../permits/events.ts";
import { restoreStaffSession } from "../staff/restore-staff-session.ts";
import type { StaffRole } from "../staff/roles.ts";
import { boardOf, uuidOf } from "../test-support/board-fixtures.ts";
import { aStaff } from "../test-support/fixtures.ts";
import type { ScriptedExchange } from "../test-support/scripted-fetch.ts";
import { makeTestCore, problemOf } from "../test-support/test-core.ts";
import { statisticsClientEvents } from "./client-events.ts";
import { HOLIDAY_EVENT_TYPES, WORKFLOW_EVENT_TYPES } from "./events.ts";
import { loadApplicationEvents } from "./load-application-events.ts";
import { loadApplicationStatistics, loadJourneyStatistics, loadTurnaroundStatistics, loadWorkflowStatistics } from "./load-statistics.ts";
import { loadPublicHolidays, removePublicHoliday, setPublicHoliday } from "./public-holiday-commands.ts";
import { setStepTarget } from "./set-step-target.ts";
import { STATISTICS_INPUT_MESSAGES } from "./statistics-inputs.ts";
import type {
  ApplicationEvent,
  ApplicationStatistics,
  JourneyStatistics,
  PublicHolidayRecord,
  TurnaroundStatistics,
  WorkflowStatistics,
} from "./statistics-records.ts";
import { TURNAROUND_BINS } from "./statistics-rules.ts";
import { STATISTICS_TEXTS } from "./statistics-texts.ts";

type TestCore = ReturnType<typeof makeTestCore>;
const urlOf = (test: TestCore, index: number) => new URL(test.http.requests[index]?.url ?? "");
const queryOf = (test: TestCore, index: number) => Object.fromEntries(urlOf(test, index).searchParams);
const toastsOf = (test: TestCore) => test.core.stores.toasts.value.map(({ tone, message }) => [tone, message]);

const staffCore = async (script: ReadonlyArray<ScriptedExchange>, roles: StaffRole[] = ["officer"]) => {
  const test = makeTestCore({ staff: { token: "staff-tok", staff: { ...aStaff, roles } }, script });
  await test.core.run(restoreStaffSession());
  return test;
};

const range = { startDate: "2026-06-01", endDate: "2026-06-30" };
const none = { count: 0, median: null, p90: null, max: null };
const applications: ApplicationStatistics = {
  range,
  total: { submitted: 2, inProgress: 1, approved: 1, archived: 0 },
  byPermitType: [
    { permitType: "pvv", submitted: 2, inProgress: 1, approved: 1, archived: 0 },
    { permitType: "sawp", submitted: 0, inProgress: 0, approved: 0, archived: 0 },
    { permitType: "lpa", submitted: 0, inProgress: 0, approved: 0, archived: 0 },
  ],
};
const workflow: WorkflowStatistics = {
  range,
  workflowId: DEFAULT_WORKFLOW_ID,
  bucket: "day",
  steps: WORK_PERMIT_STEPS.map((step, i) => ({ key: step.key, name: step.name, position: i + 1, targetWorkingDays: step.targetWorkingDays, now: 1, overdueNow: 0, entered: 1, left: 0 })),
  series: [],
};
const turnaround: TurnaroundStatistics = {
  range,
  workflowId: DEFAULT_WORKFLOW_ID,
  unit: "working-days",
  endToEnd: none,
  byPermitType: [{ permitType: "pvv", ...none }, { permitType: "sawp", ...none }, { permitType: "lpa", ...none }],
  steps: WORK_PERMIT_STEPS.map((step) => ({ key: step.key, name: step.name, targetWorkingDays: step.targetWorkingDays, ...none, overTarget: 0 })),
  distribution: TURNAROUND_BINS.map((bin) => ({ ...bin, count: 0 })),
};
const journey: JourneyStatistics = {
  range,
  workflowId: DEFAULT_WORKFLOW_ID,
  transitions: [{ from: "submitted", to: "screening", count: 1, backward: false }],
  recent: [],
  journey: {
    applicationId: uuidOf(1),
    reference: "PVV-2026-0001",
    permitType: "pvv",
    businessName: "DataWorks",
    submittedAt: "2026-06-02T02:00:00.000Z",
    finalApprovalAt: null,
    workingDays: 4,
    visits: [
      {
        step: "submitted", stepName: "Submitted", enteredAt: "2026-06-02T02:00:00.000Z", leftAt: "2026-06-04T02:00:00.000Z",
        enteredBy: { kind: "system", name: "System" }, leftBy: { kind: "staff", key: "k", name: "Nur" }, workingDays: 2, targetWorkingDays: 2, overTarget: false,
      },
      {
        step: "screening", stepName: "Screening", enteredAt: "2026-06-04T02:00:00.000Z", leftAt: null,
        enteredBy: { kind: "staff", key: "k", name: "Nur" }, leftBy: null, workingDays: 2, targetWorkingDays: 3, overTarget: false,
      },
    ],
  },
};

describe("the statistics' client events", () => {
  it("never reuse the name of a fact on the applications', workflows' or holidays' streams", () => {
    const facts = new Set<string>([...PERMIT_EVENT_TYPES, ...WORKFLOW_EVENT_TYPES, ...HOLIDAY_EVENT_TYPES]);
    expect(statisticsClientEvents.map((event) => event.type).filter((type) => facts.has(type))).toEqual([]);
  });
});

describe("reading the statistics", () => {
  it("sends only what was given, and keeps each answer with the range answered", async () => {
    const test = await staffCore([
      { method: "GET", path: "/applications/statistics", status: 200, body: { data: applications } },
      { method: "GET", path: `/applications/workflows/${DEFAULT_WORKFLOW_ID}/statistics`, status: 200, body: { data: workflow } },
      { method: "GET", path: "/turnaround-time/statistics", status: 200, body: { data: turnaround } },
      { method: "GET", path: "/timeline-journey/statistics", status: 200, body: { data: journey } },
    ]);
    expect(await test.core.run(loadApplicationStatistics())).toEqual({ ok: true, value: applications });
    expect(queryOf(test, 0)).toEqual({});
    expect(test.http.requests[0]?.headers["authorization"]).toBe("Bearer staff-tok");
    await test.core.run(loadWorkflowStatistics({ workflowId: DEFAULT_WORKFLOW_ID, startDate: range.startDate, endDate: undefined }));
    expect(queryOf(test, 1)).toEqual({ startDate: range.startDate });
    await test.core.run(loadTurnaroundStatistics({ ...range, workflowId: DEFAULT_WORKFLOW_ID }));
    expect(queryOf(test, 2)).toEqual({ ...range, workflowId: DEFAULT_WORKFLOW_ID });
    await test.core.run(loadJourneyStatistics({ ...range, applicationId: uuidOf(1) }));
    expect(queryOf(test, 3)).toEqual({ ...range, applicationId: uuidOf(1) });
    const statistics = test.core.stores.statistics.value;
    expect(statistics.range).toEqual(range);
    expect(statistics.applications).toEqual({ status: "loaded", data: applications, error: null });
    expect(statistics.workflow.data).toEqual(workflow);
    expect(statistics.turnaround.data).toEqual(turnaround);
    expect(statistics.journey.data).toEqual(journey);
    expect(test.types()).toContain("v1.JourneyStatisticsLoaded");
  });

  it("a range out of order or longer than three years, or a bad date, is refused before any call", async () => {
    const test = await staffCore([]);
    const reversed = await test.core.run(loadApplicationStatistics({ startDate: "2026-06-30", endDate: "2026-06-01" }));
    expect(reversed.ok ? null : reversed.error).toMatchObject({ _tag: "ValidationFailed", message: MESSAGES.invalidDateRange });
    const long = await test.core.run(loadTurnaroundStatistics({ startDate: "2020-01-01", endDate: "2026-01-01" }));
    expect(long.ok ? null : long.error).toMatchObject({ _tag: "ValidationFailed", message: MESSAGES.invalidDateRange });
    const bad = await test.core.run(loadJourneyStatistics({ startDate: "2026-02-30" }));
    expect(bad.ok ? null : bad.error).toMatchObject({ _tag: "ValidationFailed", message: STATISTICS_INPUT_MESSAGES.date });
    const workflowless = await test.core.run(loadWorkflowStatistics({ workflowId: "nope" }));
    expect(workflowless.ok ? null : workflowless.error._tag).toBe("ValidationFailed");
    expect(test.http.requests).toHaveLength(0);
  });

  it("a failed read leaves its part failed with the server's words, and the other parts as they were", async () => {
    const test = await staffCore([
      { method: "GET", path: "/applications/statistics", status: 200, body: { data: applications } },
      { method: "GET", path: "/turnaround-time/statistics", status: 400, body: problemOf("invalid-date-range", MESSAGES.invalidDateRange) },
    ]);
    await test.core.run(loadApplicationStatistics());
    const failed = await test.core.run(loadTurnaroundStatistics());
    expect(failed.ok ? null : failed.error).toMatchObject({ _tag: "ValidationFailed", message: MESSAGES.invalidDateRange });
    const statistics = test.core.stores.statistics.value;
    expect(statistics.turnaround).toEqual({ status: "failed", data: null, error: MESSAGES.invalidDateRange });
    expect(statistics.applications.status).toBe("loaded");
  });
});

describe("a step's target", () => {
  const answer = (targetWorkingDays: number | null) => ({ data: { key: "submitted", name: "Submitted", position: 1, targetWorkingDays } });

  it("an administrator sets it: the board's column and its cards' overdue marks, and the statistics, follow at once", async () => {
    const board = boardOf(["administrator"], { submitted: [uuidOf(1), uuidOf(2)], screening: [uuidOf(3)] });
    const test = await staffCore(
      [
        { method: "GET", path: `/workflows/${DEFAULT_WORKFLOW_ID}/kanban-board`, status: 200, body: { data: board } },
        { method: "GET", path: `/applications/workflows/${DEFAULT_WORKFLOW_ID}/statistics`, status: 200, body: { data: workflow } },
        { method: "GET", path: "/timeline-journey/statistics", status: 200, body: { data: journey } },
        { method: "PUT", path: `/applications/workflows/${DEFAULT_WORKFLOW_ID}/steps/submitted/target`, status: 200, body: answer(0.5) },
        { method: "PUT", path: `/applications/workflows/${DEFAULT_WORKFLOW_ID}/steps/submitted/target`, status: 200, body: answer(null) },
      ],
      ["administrator"],
    );
    await test.core.run(loadKanbanBoard(DEFAULT_WORKFLOW_ID));
    await test.core.run(loadWorkflowStatistics({ workflowId: DEFAULT_WORKFLOW_ID }));
    await test.core.run(loadJourneyStatistics({ applicationId: uuidOf(1) }));
    const result = await test.core.run(setStepTarget({ workflowId: DEFAULT_WORKFLOW_ID, step: "submitted", targetWorkingDays: 0.5 }));
    expect(result).toEqual({ ok: true, value: answer(0.5).data });
    expect(JSON.parse(test.http.requests[3]?.body ?? "")).toEqual({ targetWorkingDays: 0.5 });
    const column = (key: string) => test.core.stores.kanbanBoard.value.board?.columns.find((candidate) => candidate.workflowStep.key === key);
    // Each card has been in its step for 1 working day: over half a day.
    expect(column("submitted")?.targetWorkingDays).toBe(0.5);
    expect(column("submitted")?.cards.map((card) => card.overdue)).toEqual([true, true]);
    expect(column("screening")?.cards.map((card) => card.overdue)).toEqual([false]);
    expect(test.core.stores.statistics.value.workflow.data?.steps[0]?.targetWorkingDays).toBe(0.5);
    expect(test.core.stores.statistics.value.journey.data?.journey?.visits[0]).toMatchObject({ targetWorkingDays: 0.5, overTarget: true });
    expect(toastsOf(test)).toContainEqual(["success", STATISTICS_TEXTS.targetSaved("Submitted", 0.5)]);
    await test.core.run(setStepTarget({ workflowId: DEFAULT_WORKFLOW_ID, step: "submitted", targetWorkingDays: null }));
    expect(column("submitted")).toMatchObject({ targetWorkingDays: null });
    expect(column("submitted")?.cards.map((card) => card.overdue)).toEqual([false, false]);
  });

  it("an officer is refused before any call, and so is a target that is not in half days from 0.5 to 250", async () => {
    const officer = await staffCore([]);
    const refused = await officer.core.run(setStepTarget({ workflowId: DEFAULT_WORKFLOW_ID, step: "submitted", targetWorkingDays: 3 }));
    expect(refused.ok ? null : refused.error._tag).toBe("Forbidden");
    const admin = await staffCore([], ["administrator"]);
    for (const targetWorkingDays of [0.3, 0, 250.5, Number.NaN]) {
      const invalid = await admin.core.run(setStepTarget({ workflowId: DEFAULT_WORKFLOW_ID, step: "submitted", targetWorkingDays }));
      expect(invalid.ok ? null : invalid.error).toMatchObject({ _tag: "ValidationFailed", message: MESSAGES.invalidStepTarget });
    }
    expect([...officer.http.requests, ...admin.http.requests]).toHaveLength(0);
  });
});

describe("the public holidays", () => {
  const holiday = (date: string, name: string, provisional = false): PublicHolidayRecord => ({ date, name, provisional });
  const holidays = [holiday("2026-01-01", "New Year's Day"), holiday("2026-07-15", "Sultan's Birthday")];

  it("reads a year's, and an administrator's changes show in the list at once, by date", async () => {
    const test = await staffCore(
      [
        { method: "GET", path: "/public-holidays", status: 200, body: { data: holidays } },
        { method: "PUT", path: "/public-holidays/2026-03-20", status: 200, body: { data: holiday("2026-03-20", "Eid", true) } },
        { method: "PUT", path: "/public-holidays/2027-01-01", status: 200, body: { data: holiday("2027-01-01", "New Year's Day") } },
        { method: "DELETE", path: "/public-holidays/2026-01-01", status: 204 },
        { method: "DELETE", path: "/public-holidays/2026-01-02", status: 404, body: problemOf("holiday-missing", MESSAGES.holidayMissing) },
      ],
      ["administrator"],
    );
    await test.core.run(loadPublicHolidays({ year: 2026 }));
    expect(queryOf(test, 0)).toEqual({ year: "2026" });
    expect(test.core.stores.publicHolidays.value).toEqual({ status: "loaded", year: 2026, holidays, error: null });
    await test.core.run(setPublicHoliday({ date: "2026-03-20", name: "  Eid ", provisional: true }));
    expect(JSON.parse(test.http.requests[1]?.body ?? "")).toEqual({ name: "Eid", provisional: true });
    await test.core.run(setPublicHoliday({ date: "2027-01-01", name: "New Year's Day", provisional: false }));
    const dates = () => test.core.stores.publicHolidays.value.holidays.map((entry) => entry.date);
    expect(dates()).toEqual(["2026-01-01", "2026-03-20", "2026-07-15"]);
    expect(await test.core.run(removePublicHoliday({ date: "2026-01-01" }))).toEqual({ ok: true, value: undefined });
    expect(dates()).toEqual(["2026-03-20", "2026-07-15"]);
    expect(toastsOf(test)).toContainEqual(["success", STATISTICS_TEXTS.holidayRemoved("2026-01-01")]);
    const missing = await test.core.run(removePublicHoliday({ date: "2026-01-02" }));
    expect(missing.ok ? null : missing.error).toMatchObject({ _tag: "NotFound", message: MESSAGES.holidayMissing });
  });

  it("an officer reads them but is refused a change before any call; a nameless holiday or a bad year too", async () => {
    const test = await staffCore([{ method: "GET", path: "/public-holidays", status: 200, body: { data: holidays } }]);
    await test.core.run(loadPublicHolidays());
    expect(queryOf(test, 0)).toEqual({});
    expect(test.core.stores.publicHolidays.value.year).toBeNull();
    const refused = await test.core.run(setPublicHoliday({ date: "2026-03-20", name: "Eid", provisional: false }));
    expect(refused.ok ? null : refused.error._tag).toBe("Forbidden");
    const removal = await test.core.run(removePublicHoliday({ date: "2026-01-01" }));
    expect(removal.ok ? null : removal.error._tag).toBe("Forbidden");
    const admin = await staffCore([], ["administrator"]);
    const nameless = await admin.core.run(setPublicHoliday({ date: "2026-03-20", name: "  ", provisional: false }));
    expect(nameless.ok ? null : nameless.error).toMatchObject({ _tag: "ValidationFailed", message: STATISTICS_INPUT_MESSAGES.holidayName });
    const year = await admin.core.run(loadPublicHolidays({ year: 1999 }));
    expect(year.ok ? null : year.error).toMatchObject({ _tag: "ValidationFailed", message: STATISTICS_INPUT_MESSAGES.year });
    expect(test.http.requests).toHaveLength(1);
    expect(admin.http.requests).toHaveLength(0);
  });
});

describe("an application's events for the replay", () => {
  it("reads them into the replay's store; an unknown application leaves it failed", async () => {
    const events: ApplicationEvent[] = [
      { version: 1, type: "v1.PermitApplicationCreated", occurredAt: "2026-06-01T02:00:00.000Z", by: { kind: "business", name: "DataWorks" }, payload: {} },
    ];
    const test = await staffCore([
      { method: "GET", path: `/expat-permits/applications/${uuidOf(1)}/events`, status: 200, body: { data: events } },
      { method: "GET", path: `/expat-permits/applications/${uuidOf(2)}/events`, status: 404, body: problemOf("not-found") },
    ]);
    await test.core.run(loadApplicationEvents({ applicationId: uuidOf(1) }));
    expect(test.core.stores.journeyReplay.value).toEqual({ status: "loaded", applicationId: uuidOf(1), events, error: null });
    const missing = await test.core.run(loadApplicationEvents({ applicationId: uuidOf(2) }));
    expect(missing.ok ? null : missing.error._tag).toBe("NotFound");
    expect(test.core.stores.journeyReplay.value.status).toBe("failed");
  });
});
