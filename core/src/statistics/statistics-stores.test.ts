// The statistics stores as pure folds: replaying the log (compacted or not) gives the live stores; every statistics
// event survives `--events`; a step's target changes the board's column and its cards' overdue marks (each card's
// working days in its step against the new target) and the statistics that carry it; the holidays stay by date,
// one per day; a staff sign-out clears them all.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { KanbanBoard } from "../board/board-records.ts";
import { DEFAULT_WORKFLOW_ID, WORK_PERMIT_STEPS } from "../board/work-permit-steps.ts";
import type { NewStoreEvent } from "../events/client-event.ts";
import { decodeEventLine, encodeEventLine } from "../events/event-lines.ts";
import { arbitraryBoard, arbitraryStepKey, uuidOf } from "../test-support/board-fixtures.ts";
import { createStores, foldEvents, initialStoreValues, makeStoreLog } from "../test-support/event-log.ts";
import { fcParameters } from "../test-support/fast-check.ts";
import { STATISTICS_QUERIES } from "./client-events.ts";
import type { PublicHolidayRecord, WorkflowStatistics } from "./statistics-records.ts";
import { isOverdue } from "./statistics-rules.ts";

const at = (i: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, i)).toISOString();
const STORES = ["statistics", "publicHolidays", "journeyReplay", "kanbanBoard"] as const;
const range = { startDate: "2026-06-01", endDate: "2026-06-30" };

const makeLog = (events: ReadonlyArray<NewStoreEvent>) => {
  const log = makeStoreLog();
  events.forEach((event, i) => log.append(event, at(i)));
  return log;
};
const fold = (events: ReadonlyArray<NewStoreEvent>) => foldEvents(makeLog(events).tail());

const workflowOf = (workflowId: string): WorkflowStatistics => ({
  range,
  workflowId,
  bucket: "day",
  steps: WORK_PERMIT_STEPS.map((step, i) => ({ key: step.key, name: step.name, position: i + 1, targetWorkingDays: step.targetWorkingDays, now: 2, overdueNow: 1, entered: 1, left: 1 })),
  series: [{ start: "2026-06-01", end: "2026-06-01", counts: WORK_PERMIT_STEPS.map((step) => ({ step: step.key, count: 1 })) }],
});

const holidayDates = ["2026-01-01", "2026-03-20", "2026-07-15", "2027-01-01"];
const holiday = fc.record({ date: fc.constantFrom(...holidayDates), name: fc.constantFrom("Eid", "New Year's Day"), provisional: fc.boolean() });
const targets = fc.constantFrom(null, 0.5, 1, 3, 10);
const otherWorkflow = uuidOf(99, "f");

const arbitraryStatisticsEvent: fc.Arbitrary<NewStoreEvent> = fc.oneof(
  fc.record({ type: fc.constant("v1.KanbanBoardLoaded" as const), payload: arbitraryBoard(5).map(({ board }) => ({ workflowId: DEFAULT_WORKFLOW_ID, board })) }),
  fc.record({ type: fc.constant("v1.WorkflowStatisticsLoaded" as const), payload: fc.constantFrom(DEFAULT_WORKFLOW_ID, otherWorkflow).map((id) => ({ statistics: workflowOf(id) })) }),
  fc.record({
    type: fc.constant("v1.StepTargetChanged" as const),
    payload: fc.tuple(fc.constantFrom(DEFAULT_WORKFLOW_ID, otherWorkflow), arbitraryStepKey, targets).map(([workflowId, key, targetWorkingDays]) => ({
      workflowId,
      target: { key, name: key, position: 1, targetWorkingDays },
    })),
  }),
  fc.record({
    type: fc.constant("v1.PublicHolidaysLoaded" as const),
    payload: fc.tuple(fc.constantFrom(null, 2026), fc.uniqueArray(holiday, { selector: (entry) => entry.date, maxLength: 3 })).map(([year, holidays]) => ({
      year,
      holidays: [...holidays].filter((entry) => year === null || entry.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date)),
    })),
  }),
  fc.record({ type: fc.constant("v1.PublicHolidaySaved" as const), payload: holiday.map((entry) => ({ holiday: entry })) }),
  fc.record({ type: fc.constant("v1.PublicHolidayDeleted" as const), payload: fc.constantFrom(...holidayDates).map((date) => ({ date })) }),
  fc.record({
    type: fc.constant("v1.ApplicationEventsLoaded" as const),
    payload: fc.constant({
      applicationId: uuidOf(1),
      events: [{ version: 1, type: "v1.PermitApplicationSubmitted", occurredAt: at(0), by: { kind: "business" as const, name: "DataWorks" }, payload: { by: "member:m" } }],
    }),
  }),
  fc.record({ type: fc.constant("v1.QueryStarted" as const), payload: fc.constantFrom(...Object.values(STATISTICS_QUERIES)).map((query) => ({ query })) }),
  fc.record({ type: fc.constant("v1.StaffSignedOut" as const), payload: fc.constant({}) }),
);

const sortedByDate = (holidays: ReadonlyArray<PublicHolidayRecord>) => holidays.map((entry) => entry.date).join() === [...new Set(holidays.map((entry) => entry.date))].sort().join();

describe("the statistics stores", () => {
  it("every event prints as an `--events` line and reads back; replay of the log, compacted or not, equals the live stores", () => {
    fc.assert(
      fc.property(fc.array(arbitraryStatisticsEvent, { maxLength: 25 }), fc.integer({ min: 2, max: 12 }), (events, limit) => {
        const log = makeStoreLog(limit);
        const live = createStores(log.replay$);
        events.forEach((event, i) => log.append(event, at(i)));
        const replayed = createStores(log.replay$);
        const whole = fold(events);
        for (const name of STORES) {
          expect(replayed.signals[name].value).toEqual(live.signals[name].value);
          expect(whole[name]).toEqual(live.signals[name].value);
        }
        expect(sortedByDate(whole.publicHolidays.holidays)).toBe(true);
        for (const event of makeLog(events).tail()) expect(decodeEventLine(encodeEventLine(event)).event).toEqual(event);
      }),
      fcParameters({ numRuns: 150 }),
    );
  });

  it("a step's target marks each card of its column overdue by its working days in the step, and leaves other columns and workflows alone", () => {
    fc.assert(
      fc.property(arbitraryBoard(8), arbitraryStepKey, targets, fc.array(fc.constantFrom(0, 0.25, 1, 2.5, 12), { minLength: 8, maxLength: 8 }), ({ board }, key, target, days) => {
        let n = 0;
        const aged: KanbanBoard = { ...board, columns: board.columns.map((column) => ({ ...column, cards: column.cards.map((card) => ({ ...card, workingDaysInStep: days[n++ % 8] ?? 0 })) })) };
        const loaded: NewStoreEvent = { type: "v1.KanbanBoardLoaded", payload: { workflowId: DEFAULT_WORKFLOW_ID, board: aged } };
        const changed = (workflowId: string): NewStoreEvent => ({ type: "v1.StepTargetChanged", payload: { workflowId, target: { key, name: key, position: 1, targetWorkingDays: target } } });
        expect(fold([loaded, changed(otherWorkflow)]).kanbanBoard.board).toEqual(aged);
        const after = fold([loaded, changed(DEFAULT_WORKFLOW_ID)]).kanbanBoard.board;
        after?.columns.forEach((column, i) => {
          if (column.workflowStep.key !== key) return expect(column).toEqual(aged.columns[i]);
          expect(column.targetWorkingDays).toBe(target);
          for (const card of column.cards) expect(card.overdue).toBe(isOverdue(card.workingDaysInStep, target));
        });
      }),
      fcParameters({ numRuns: 100 }),
    );
  });

  it("a step's target shows in the workflow's statistics; a sign-out clears every statistics store", () => {
    const state = fold([
      { type: "v1.WorkflowStatisticsLoaded", payload: { statistics: workflowOf(DEFAULT_WORKFLOW_ID) } },
      { type: "v1.StepTargetChanged", payload: { workflowId: DEFAULT_WORKFLOW_ID, target: { key: "screening", name: "Screening", position: 2, targetWorkingDays: 7.5 } } },
    ]);
    expect(state.statistics.workflow.data?.steps.map((step) => step.targetWorkingDays)).toEqual([2, 7.5, 5, 5, 3, 2, null]);
    expect(state.statistics.range).toEqual(range);
    const cleared = fold([
      { type: "v1.WorkflowStatisticsLoaded", payload: { statistics: workflowOf(DEFAULT_WORKFLOW_ID) } },
      { type: "v1.PublicHolidaysLoaded", payload: { year: 2026, holidays: [{ date: "2026-01-01", name: "New Year's Day", provisional: false }] } },
      { type: "v1.StaffSignedOut", payload: {} },
    ]);
    const initial = initialStoreValues();
    for (const name of ["statistics", "publicHolidays", "journeyReplay"] as const) expect(cleared[name]).toEqual(initial[name]);
  });

  it("a holiday saved outside the year listed stays out of the list", () => {
    const state = fold([
      { type: "v1.PublicHolidaysLoaded", payload: { year: 2026, holidays: [] } },
      { type: "v1.PublicHolidaySaved", payload: { holiday: { date: "2027-01-01", name: "New Year's Day", provisional: false } } },
      { type: "v1.PublicHolidaySaved", payload: { holiday: { date: "2026-07-15", name: "Sultan's Birthday", provisional: false } } },
    ]);
    expect(state.publicHolidays.holidays.map((entry) => entry.date)).toEqual(["2026-07-15"]);
  });
});
