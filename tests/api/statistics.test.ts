// The statistics over real HTTP, from facts placed at chosen instants (the server's clock is the test's): seven
// applications of one Business walk the default workflow in July 2026, around a weekend (Friday and Sunday off) and
// the Sultan's Birthday (Wednesday 2026-07-15, a seeded public holiday). Every expected figure is worked out by hand
// below in Brunei working days: a working day counts by the clock (10:00 to 24:00 is 14/24 of a day), Fridays,
// Sundays and public holidays count nothing. Counts by permit type and outcome, the steps now and over time,
// turnaround spreads with targets, transitions, journeys, overdue cards on the board, the date range's edges, step
// targets and public holidays (administrators only) moving the figures, and the application's event stream.
//
// The scenario (Brunei time; "→ step" is a card move, by the administrator unless a role is named):
//   S pvv "Seria Works"            submitted Mon 07-06 08:00; → screening Sat 07-11 08:00; → evaluation Mon 07-13 08:00
//   A pvv "Anggerek Trading"       submitted Mon 07-06 10:00; → screening Mon 22:00; → evaluation Tue 07-07 10:00;
//                                  → chief-evaluation Wed 07-08 10:00; → person-approval Thu 07-09 10:00;
//                                  → final-approval Sat 07-11 10:00 and final approval given then;
//                                  → approved Mon 07-13 10:00; archived (officer) Tue 07-14 10:00
//   P pvv "Pelangi Timber Sdn Bhd" submitted Thu 07-09 10:00; → screening (officer) Mon 07-13 10:00;
//                                  → evaluation (officer) Tue 07-14 10:00; → chief-evaluation (evaluator) Thu 07-16 16:00;
//                                  a chief-evaluator link Fri 07-17 10:00; → person-approval (evaluator) Sat 07-18 12:00;
//                                  → final-approval (final approver) Mon 07-20 10:00; final approval Mon 07-20 18:00;
//                                  → approved (final approver) Tue 07-21 10:00
//   R pvv "Rimba Ventures"         submitted Mon 07-13 08:00; → screening (officer) Mon 07-13 14:00
//   Q sawp "Qaseh Digital"         submitted Tue 07-14 12:00; → screening (officer) Thu 07-16 12:00;
//                                  → evaluation (officer) Sat 07-18 12:00; → screening again (evaluator) Mon 07-20 12:00
//   E1 sawp "Embun Satu"           submitted Fri 07-17 23:59:59
//   E2 pvv "Embun Dua"             submitted Sat 07-18 00:00:00
// Now is Thu 2026-07-23 12:00 unless a test says otherwise.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_WORKFLOW_ID, permitStream, PROBLEMS, problemType, WORK_PERMIT_STEPS, type ProblemKind } from "@ictm/core/domain";
import { rebuildProjections } from "@ictm/server/events/projectors.ts";
import { readStream } from "@ictm/server/events/store.ts";
import { portalClient } from "../support/api.ts";
import { findCard, type KanbanBoard } from "../support/board.ts";
import { backofficeCall, bearer, boardOf } from "../support/board-calls.ts";
import { makeLink } from "../support/decisions-evaluations.ts";
import {
  applicationStatistics,
  archiveAt,
  brunei,
  eventsOf,
  finalApprovalAt,
  holidaysOf,
  iso,
  journeyStatistics,
  moveAt,
  rawStatistics,
  readySignatory,
  removeHoliday,
  setClock,
  setHoliday,
  setTarget,
  STAFF_NAMES,
  startStatisticsServer,
  stepOf,
  submitAt,
  turnaroundStatistics,
  workflowStatistics,
  type StatisticsRead,
  type StatisticsServer,
} from "../support/statistics.ts";

const NOW = "2026-07-23 12:00";
/** The range most tests read: Monday 2026-07-06 to Sunday 2026-07-26, 21 days (bucket: day). */
const JULY = { startDate: "2026-07-06", endDate: "2026-07-26" };

let on: StatisticsServer;
const app = { S: "", A: "", P: "", R: "", Q: "", E1: "", E2: "" };
let pReference = "";

beforeAll(async () => {
  // Signed in after every instant the scenario sets (a session is good until 12 hours after its sign-in).
  on = await startStatisticsServer(brunei("2026-07-31 10:00"));
  setClock(on, "2026-07-06 07:00");
  await readySignatory(on);
  app.S = (await submitAt(on, "2026-07-06 08:00", "pvv", "Seria Works", 21)).id;
  app.A = (await submitAt(on, "2026-07-06 10:00", "pvv", "Anggerek Trading", 22)).id;
  await moveAt(on, "2026-07-06 22:00", app.A, "screening");
  await moveAt(on, "2026-07-07 10:00", app.A, "evaluation");
  await moveAt(on, "2026-07-08 10:00", app.A, "chief-evaluation");
  await moveAt(on, "2026-07-09 10:00", app.A, "person-approval");
  const p = await submitAt(on, "2026-07-09 10:00", "pvv", "Pelangi Timber Sdn Bhd", 23);
  app.P = p.id;
  pReference = p.reference;
  await moveAt(on, "2026-07-11 08:00", app.S, "screening");
  await moveAt(on, "2026-07-11 10:00", app.A, "final-approval");
  await finalApprovalAt(on, "2026-07-11 10:00", app.A);
  await moveAt(on, "2026-07-13 08:00", app.S, "evaluation");
  app.R = (await submitAt(on, "2026-07-13 08:00", "pvv", "Rimba Ventures", 24)).id;
  await moveAt(on, "2026-07-13 10:00", app.P, "screening", "officer");
  await moveAt(on, "2026-07-13 10:00", app.A, "approved");
  await moveAt(on, "2026-07-13 14:00", app.R, "screening", "officer");
  await moveAt(on, "2026-07-14 10:00", app.P, "evaluation", "officer");
  await archiveAt(on, "2026-07-14 10:00", app.A, "officer");
  app.Q = (await submitAt(on, "2026-07-14 12:00", "sawp", "Qaseh Digital", 25)).id;
  await moveAt(on, "2026-07-16 12:00", app.Q, "screening", "officer");
  await moveAt(on, "2026-07-16 16:00", app.P, "chief-evaluation", "evaluator");
  setClock(on, "2026-07-17 10:00");
  const link = await makeLink(on, "administrator", app.P);
  if (!link.data) throw new Error(`The chief link failed: ${JSON.stringify(link.error)}`);
  app.E1 = (await submitAt(on, "2026-07-17 23:59:59", "sawp", "Embun Satu", 26)).id;
  app.E2 = (await submitAt(on, "2026-07-18 00:00:00", "pvv", "Embun Dua", 27)).id;
  await moveAt(on, "2026-07-18 12:00", app.P, "person-approval", "evaluator");
  await moveAt(on, "2026-07-18 12:00", app.Q, "evaluation", "officer");
  await moveAt(on, "2026-07-20 10:00", app.P, "final-approval", "final-approver");
  await moveAt(on, "2026-07-20 12:00", app.Q, "screening", "evaluator");
  await finalApprovalAt(on, "2026-07-20 18:00", app.P);
  await moveAt(on, "2026-07-21 10:00", app.P, "approved", "final-approver");
}, 600_000);
afterAll(async () => on?.server.close());
beforeEach(() => setClock(on, NOW));

const nameOf = (key: string) => WORK_PERMIT_STEPS.find((step) => step.key === key)?.name ?? key;
const positionOf = (key: string) => WORK_PERMIT_STEPS.findIndex((step) => step.key === key) + 1;
const staffActor = (role: "officer" | "evaluator" | "final-approver" | "administrator") => ({ kind: "staff", key: on.staff(role).key, name: STAFF_NAMES[role] });
const refused = (kind: ProblemKind, status: number) => ({ status, body: { type: problemType(kind), status, messages: [PROBLEMS[kind].message] } });
const READS: readonly StatisticsRead[] = ["applications", "workflow", "turnaround", "journey"];
const none = { count: 0, median: null, p90: null, max: null };
/** Each step's count in a series bucket, in position order: submitted, screening, evaluation, chief, person, final, approved. */
const stock = (counts: readonly number[]) => WORK_PERMIT_STEPS.map((step, index) => ({ step: step.key, count: counts[index] }));
const card = (board: KanbanBoard, id: string) => findCard(board, id)?.card;

describe("applications by permit type and outcome", () => {
  it("counts the applications submitted in the range once each, by where they stand now", async () => {
    // Submitted 07-06..07-26: S, A, P, R, E2 (pvv) and Q, E1 (sawp). P approved, A archived (after its approval),
    // the rest in progress.
    const figures = await applicationStatistics(on, JULY);
    expect(figures).toEqual({
      range: JULY,
      total: { submitted: 7, inProgress: 5, approved: 1, archived: 1 },
      byPermitType: [
        { permitType: "pvv", submitted: 5, inProgress: 3, approved: 1, archived: 1 },
        { permitType: "sawp", submitted: 2, inProgress: 2, approved: 0, archived: 0 },
        { permitType: "lpa", submitted: 0, inProgress: 0, approved: 0, archived: 0 },
      ],
    });
  });

  it("takes an application submitted at 23:59:59 Brunei on the end date, and leaves out one at 00:00 the day after", async () => {
    // E1 at Fri 07-17 23:59:59 (+08:00) is the last second of 07-17; E2 at Sat 07-18 00:00:00 is the first of 07-18.
    const friday = await applicationStatistics(on, { startDate: "2026-07-17", endDate: "2026-07-17" });
    expect(friday.total).toEqual({ submitted: 1, inProgress: 1, approved: 0, archived: 0 });
    expect(friday.byPermitType.map((row) => [row.permitType, row.submitted])).toEqual([["pvv", 0], ["sawp", 1], ["lpa", 0]]);
    const saturday = await applicationStatistics(on, { startDate: "2026-07-18", endDate: "2026-07-18" });
    expect(saturday.byPermitType.map((row) => [row.permitType, row.submitted])).toEqual([["pvv", 1], ["sawp", 0], ["lpa", 0]]);
    // Up to 07-17: all but E2.
    expect((await applicationStatistics(on, { startDate: "2026-07-06", endDate: "2026-07-17" })).total.submitted).toBe(6);
    // The range starts at 00:00 of its first day: from 07-14, S, A, P and R (07-13 and before) are out; Q, E1, E2 in.
    expect((await applicationStatistics(on, { startDate: "2026-07-14", endDate: "2026-07-26" })).total.submitted).toBe(3);
  });

  it("covers the 30 days ending today without dates, and the 30 days ending at the end date given alone", async () => {
    // Today is 2026-07-23 in Brunei; 29 days before it is 2026-06-24.
    const defaults = await applicationStatistics(on, {});
    expect(defaults.range).toEqual({ startDate: "2026-06-24", endDate: "2026-07-23" });
    expect(defaults.total.submitted).toBe(7);
    // Today follows Brunei's calendar: 16:00 UTC on 07-23 is already 00:00 on 07-24 in Brunei (UTC+8).
    on.clock.set(new Date("2026-07-23T16:00:00Z"));
    expect((await applicationStatistics(on, {})).range).toEqual({ startDate: "2026-06-25", endDate: "2026-07-24" });
    // End 2026-07-12 alone: 2026-06-13 to 2026-07-12, so S, A (07-06) and P (07-09).
    const ended = await applicationStatistics(on, { endDate: "2026-07-12" });
    expect(ended.range).toEqual({ startDate: "2026-06-13", endDate: "2026-07-12" });
    expect(ended.total.submitted).toBe(3);
  });

  it("refuses a start after the end and a span over 1096 days on every read, with the catalogue's words", async () => {
    for (const read of READS) {
      expect(await rawStatistics(on, read, { startDate: "2026-07-10", endDate: "2026-07-09" }, bearer(on.staff("officer").token))).toMatchObject(refused("invalid-date-range", 400));
      // 2024-01-01 to 2027-01-01: 366 (2024) + 365 + 365 + 1 = 1097 days.
      expect(await rawStatistics(on, read, { startDate: "2024-01-01", endDate: "2027-01-01" }, bearer(on.staff("officer").token))).toMatchObject(refused("invalid-date-range", 400));
      // 2024-01-01 to 2026-12-31 is 1096 days: the longest range.
      expect((await rawStatistics(on, read, { startDate: "2024-01-01", endDate: "2026-12-31" }, bearer(on.staff("officer").token))).status).toBe(200);
      // One day (start = end) is a range.
      expect((await rawStatistics(on, read, { startDate: "2026-07-09", endDate: "2026-07-09" }, bearer(on.staff("officer").token))).status).toBe(200);
      // Not a date: the contract refuses it.
      expect(await rawStatistics(on, read, { startDate: "2026-7-1" }, bearer(on.staff("officer").token))).toMatchObject({ status: 400, body: { type: problemType("validation-failed") } });
    }
  });
});

describe("the workflow's steps now and over time", () => {
  it("counts the cards in each step now, those past their target, and the visits in and out within the range", async () => {
    // Now (Thu 07-23 12:00), the cards and their working days in the step:
    //   submitted  E1 since Fri 07-17 23:59:59: Fri 0 + Sat 1 + Sun 0 + Mon 1 + Tue 1 + Wed 1 + Thu 12/24 = 4.5 > 2
    //              E2 since Sat 07-18 00:00: the same 4.5 > 2                                  → now 2, overdue 2
    //   screening  R since Mon 07-13 14:00: Mon 10/24 + Tue 1 + Wed 07-15 holiday 0 + Thu 1 + Sat 1 + Mon 1 + Tue 1
    //              + Wed 1 + Thu 12/24 = 6 + 22/24 = 6.92 > 3
    //              Q since Mon 07-20 12:00: Mon 12/24 + Tue 1 + Wed 1 + Thu 12/24 = 3, not more than 3 → now 2, overdue 1
    //   evaluation S since Mon 07-13 08:00: Mon 16/24 + 6 + Thu 12/24 = 7.17 > 5                  → now 1, overdue 1
    //   approved   P since Tue 07-21 10:00 (no target)                                              → now 1, overdue 0
    //   A is archived: on no step.
    // Entered within 07-06..07-26 (every entry of the scenario is): submitted S A P R Q E1 E2 = 7; screening S A P R
    // Q Q = 6; evaluation S A P Q = 4; chief, person, final, approved A P = 2 each. Left: submitted S A P R Q = 5;
    // screening S A P Q = 4; evaluation A P Q = 3; chief, person, final A P = 2 each; approved A (archived) = 1.
    const figures = await workflowStatistics(on, JULY);
    expect(figures.range).toEqual(JULY);
    expect(figures.workflowId).toBe(DEFAULT_WORKFLOW_ID);
    expect(figures.bucket).toBe("day");
    const row = (key: string, targetWorkingDays: number | null, now: number, overdueNow: number, entered: number, left: number) => ({ key, name: nameOf(key), position: positionOf(key), targetWorkingDays, now, overdueNow, entered, left });
    expect(figures.steps).toEqual([
      row("submitted", 2, 2, 2, 7, 5),
      row("screening", 3, 2, 1, 6, 4),
      row("evaluation", 5, 1, 1, 4, 3),
      row("chief-evaluation", 5, 0, 0, 2, 2),
      row("person-approval", 3, 0, 0, 2, 2),
      row("final-approval", 2, 0, 0, 2, 2),
      row("approved", null, 1, 0, 2, 1),
    ]);
  });

  it("counts the cards in each step at the end of each day, and now for a day not over yet", async () => {
    // 21 days, one bucket each. End of Mon 07-06 (07-07 00:00): S in submitted, A in screening (since 22:00).
    // 07-26 ends after now: the cards now (submitted E1 E2, screening R Q, evaluation S, approved P).
    const july = await workflowStatistics(on, JULY);
    expect(july.series).toHaveLength(21);
    expect(july.series[0]).toEqual({ start: "2026-07-06", end: "2026-07-06", counts: stock([1, 1, 0, 0, 0, 0, 0]) });
    expect(july.series[20]).toEqual({ start: "2026-07-26", end: "2026-07-26", counts: stock([2, 2, 1, 0, 0, 0, 1]) });

    // A week of days, each a day's end (Brunei 24:00):
    //   Mon 07-13: S evaluation, A approved (10:00), P screening (10:00), R screening (14:00)
    //   Tue 07-14: A archived (gone), P evaluation, Q submitted (12:00)
    //   Wed 07-15: no move
    //   Thu 07-16: Q screening (12:00), P chief-evaluation (16:00)
    //   Fri 07-17: E1 submitted at 23:59:59; E2 (Sat 00:00:00) not yet
    //   Sat 07-18: E2 submitted, P person-approval, Q evaluation (12:00)
    //   Sun 07-19: no move
    const week = await workflowStatistics(on, { startDate: "2026-07-13", endDate: "2026-07-19" });
    expect(week.series).toEqual([
      { start: "2026-07-13", end: "2026-07-13", counts: stock([0, 2, 1, 0, 0, 0, 1]) },
      { start: "2026-07-14", end: "2026-07-14", counts: stock([1, 1, 2, 0, 0, 0, 0]) },
      { start: "2026-07-15", end: "2026-07-15", counts: stock([1, 1, 2, 0, 0, 0, 0]) },
      { start: "2026-07-16", end: "2026-07-16", counts: stock([0, 2, 1, 1, 0, 0, 0]) },
      { start: "2026-07-17", end: "2026-07-17", counts: stock([1, 2, 1, 1, 0, 0, 0]) },
      { start: "2026-07-18", end: "2026-07-18", counts: stock([2, 1, 2, 0, 1, 0, 0]) },
      { start: "2026-07-19", end: "2026-07-19", counts: stock([2, 1, 2, 0, 1, 0, 0]) },
    ]);
    // Visits within that week: entered submitted R Q E1 E2 = 4; left submitted P R Q = 3.
    expect(stepOf(week.steps, "submitted")).toMatchObject({ entered: 4, left: 3 });
  });

  it("cuts a longer range by week from Monday, the first and last clipped to it", async () => {
    // 2026-07-01 (Wed) to 2026-08-31 (Mon): 62 days, so weeks. End of Sun 07-12: S screening (Sat 08:00), A
    // final-approval (Sat 10:00), P submitted. The week of Mon 07-13 ends Sun 07-19 (as the day series above).
    const summer = await workflowStatistics(on, { startDate: "2026-07-01", endDate: "2026-08-31" });
    expect(summer.bucket).toBe("week");
    expect(summer.series.map((bucket) => [bucket.start, bucket.end])).toEqual([
      ["2026-07-01", "2026-07-05"],
      ["2026-07-06", "2026-07-12"],
      ["2026-07-13", "2026-07-19"],
      ["2026-07-20", "2026-07-26"],
      ["2026-07-27", "2026-08-02"],
      ["2026-08-03", "2026-08-09"],
      ["2026-08-10", "2026-08-16"],
      ["2026-08-17", "2026-08-23"],
      ["2026-08-24", "2026-08-30"],
      ["2026-08-31", "2026-08-31"],
    ]);
    expect(summer.series[0]?.counts).toEqual(stock([0, 0, 0, 0, 0, 0, 0]));
    expect(summer.series[1]?.counts).toEqual(stock([1, 1, 0, 0, 0, 1, 0]));
    expect(summer.series[2]?.counts).toEqual(stock([2, 1, 2, 0, 1, 0, 0]));
    expect(summer.series[9]?.counts).toEqual(stock([2, 2, 1, 0, 0, 0, 1]));
  });

  it("is 404 for an unknown workflow", async () => {
    const answer = await backofficeCall(on.server, "GET", "/applications/workflows/00000000-0000-4000-8000-000000000000/statistics", { headers: bearer(on.staff("officer").token) });
    expect(answer.status).toBe(404);
  });
});

describe("turnaround in working days", () => {
  it("spreads each step's visits that left within the range, and counts those over the target", async () => {
    // Left within 07-06..07-26, from entering to leaving:
    //   submitted  S Mon 07-06 08:00 → Sat 07-11 08:00: Mon 16/24 + Tue 1 + Wed 1 + Thu 1 + Fri 0 + Sat 8/24 = 4
    //              A Mon 07-06 10:00 → 22:00: 12/24 = 0.5
    //              P Thu 07-09 10:00 → Mon 07-13 10:00: Thu 14/24 + Fri 0 + Sat 1 + Sun 0 + Mon 10/24 = 2
    //              R Mon 07-13 08:00 → 14:00: 6/24 = 0.25
    //              Q Tue 07-14 12:00 → Thu 07-16 12:00: Tue 12/24 + Wed 07-15 holiday 0 + Thu 12/24 = 1
    //              sorted 0.25 0.5 1 2 4: median 1; p90 at rank 0.9 × 4 = 3.6: 2 + 0.6 × (4 − 2) = 3.2; max 4;
    //              over the target 2: S (4); P's 2 is not more than 2 → 1
    //   screening  S Sat 07-11 08:00 → Mon 07-13 08:00: Sat 16/24 + Sun 0 + Mon 8/24 = 1
    //              A Mon 07-06 22:00 → Tue 10:00: 2/24 + 10/24 = 0.5
    //              P Mon 07-13 10:00 → Tue 07-14 10:00 = 1
    //              Q Thu 07-16 12:00 → Sat 07-18 12:00: 12/24 + Fri 0 + 12/24 = 1
    //              sorted 0.5 1 1 1: median 1; p90 rank 2.7: 1; max 1; none over 3
    //   evaluation A Tue 07-07 10:00 → Wed 07-08 10:00 = 1
    //              P Tue 07-14 10:00 → Thu 07-16 16:00: Tue 14/24 + Wed holiday 0 + Thu 16/24 = 1.25
    //              Q Sat 07-18 12:00 → Mon 07-20 12:00: 12/24 + Sun 0 + 12/24 = 1
    //              sorted 1 1 1.25: median 1; p90 rank 1.8: 1 + 0.8 × 0.25 = 1.2; max 1.25; none over 5
    //   chief      A Wed 07-08 10:00 → Thu 07-09 10:00 = 1
    //              P Thu 07-16 16:00 → Sat 07-18 12:00: Thu 8/24 + Fri 0 + Sat 12/24 = 20/24 = 0.8333
    //              median (0.8333 + 1) / 2 = 0.9167 → 0.92; p90 0.8333 + 0.9 × 0.1667 = 0.9833 → 0.98; max 1
    //   person     A Thu 07-09 10:00 → Sat 07-11 10:00: Thu 14/24 + Fri 0 + Sat 10/24 = 1
    //              P Sat 07-18 12:00 → Mon 07-20 10:00: Sat 12/24 + Sun 0 + Mon 10/24 = 22/24 = 0.9167
    //              median (0.9167 + 1) / 2 = 0.9583 → 0.96; p90 0.9167 + 0.9 × 0.0833 = 0.9917 → 0.99; max 1
    //   final      A Sat 07-11 10:00 → Mon 07-13 10:00: 14/24 + 10/24 = 1; P Mon 07-20 10:00 → Tue 07-21 10:00 = 1
    //   approved   A Mon 07-13 10:00 → archived Tue 07-14 10:00 = 1 (no target: none over)
    const figures = await turnaroundStatistics(on, JULY);
    expect(figures).toMatchObject({ range: JULY, workflowId: DEFAULT_WORKFLOW_ID, unit: "working-days" });
    const row = (key: string, targetWorkingDays: number | null, count: number, median: number, p90: number, max: number, overTarget: number) => ({ key, name: nameOf(key), targetWorkingDays, count, median, p90, max, overTarget });
    expect(figures.steps).toEqual([
      row("submitted", 2, 5, 1, 3.2, 4, 1),
      row("screening", 3, 4, 1, 1, 1, 0),
      row("evaluation", 5, 3, 1, 1.2, 1.25, 0),
      row("chief-evaluation", 5, 2, 0.92, 0.98, 1, 0),
      row("person-approval", 3, 2, 0.96, 0.99, 1, 0),
      row("final-approval", 2, 2, 1, 1, 1, 0),
      row("approved", null, 1, 1, 1, 1, 0),
    ]);
  });

  it("measures end to end from submission to final approval, by permit type and in the distribution's bins", async () => {
    // Final approvals within the range (both in force; A's archive does not undo it):
    //   A Mon 07-06 10:00 → Sat 07-11 10:00: Mon 14/24 + Tue 1 + Wed 1 + Thu 1 + Fri 0 + Sat 10/24 = 4
    //   P Thu 07-09 10:00 → Mon 07-20 18:00: Thu 14/24 + Sat 11 1 + Mon 13 1 + Tue 14 1 + Wed 15 holiday 0
    //     + Thu 16 1 + Sat 18 1 + Mon 20 18/24 = 5 + 32/24 = 6.3333
    //   median (4 + 6.3333) / 2 = 5.1667 → 5.17; p90 4 + 0.9 × 2.3333 = 6.1; max 6.33. Both pvv.
    //   Bins: 4 in [3, 5), 6.33 in [5, 10).
    const figures = await turnaroundStatistics(on, JULY);
    const spread = { count: 2, median: 5.17, p90: 6.1, max: 6.33 };
    expect(figures.endToEnd).toEqual(spread);
    expect(figures.byPermitType).toEqual([
      { permitType: "pvv", ...spread },
      { permitType: "sawp", ...none },
      { permitType: "lpa", ...none },
    ]);
    expect(figures.distribution).toEqual([
      { from: 0, to: 1, count: 0 },
      { from: 1, to: 2, count: 0 },
      { from: 2, to: 3, count: 0 },
      { from: 3, to: 5, count: 1 },
      { from: 5, to: 10, count: 1 },
      { from: 10, to: 20, count: 0 },
      { from: 20, to: 40, count: 0 },
      { from: 40, to: null, count: 0 },
    ]);
    // Only P's final approval (07-20) falls in 07-13..07-26.
    expect((await turnaroundStatistics(on, { startDate: "2026-07-13", endDate: "2026-07-26" })).endToEnd).toEqual({ count: 1, median: 6.33, p90: 6.33, max: 6.33 });
  });

  it("answers empty spreads for a range without moves", async () => {
    const june = await turnaroundStatistics(on, { startDate: "2026-06-01", endDate: "2026-06-30" });
    expect(june.endToEnd).toEqual(none);
    expect(june.steps.map((step) => [step.key, step.count, step.median, step.overTarget])).toEqual(WORK_PERMIT_STEPS.map((step) => [step.key, 0, null, 0]));
    expect(june.distribution.every((bin) => bin.count === 0)).toBe(true);
  });
});

describe("journeys", () => {
  it("counts the moves within the range by pair of steps, the most first, placing and archiving included", async () => {
    // Placed (from null): S A P R Q E1 E2 = 7; submitted → screening: S A P R Q = 5; screening → evaluation:
    // S A P Q = 4; evaluation → chief, chief → person, person → final, final → approved: A P = 2 each;
    // evaluation → screening: Q = 1 (sent back); approved → archived: A = 1.
    const figures = await journeyStatistics(on, JULY);
    const counts = figures.transitions.map((transition) => transition.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const key = (transition: { from: string | null; to: string }) => `${transition.from ?? "-"}>${transition.to}`;
    const sorted = [...figures.transitions].sort((a, b) => b.count - a.count || key(a).localeCompare(key(b)));
    expect(sorted).toEqual([
      { from: null, to: "submitted", count: 7, backward: false },
      { from: "submitted", to: "screening", count: 5, backward: false },
      { from: "screening", to: "evaluation", count: 4, backward: false },
      { from: "chief-evaluation", to: "person-approval", count: 2, backward: false },
      { from: "evaluation", to: "chief-evaluation", count: 2, backward: false },
      { from: "final-approval", to: "approved", count: 2, backward: false },
      { from: "person-approval", to: "final-approval", count: 2, backward: false },
      { from: "approved", to: "archived", count: 1, backward: false },
      { from: "evaluation", to: "screening", count: 1, backward: true },
    ]);
    expect(figures.journey).toBeNull();
    // Within 07-20..07-26 only: P → final-approval, Q → screening (back), P → approved.
    const later = await journeyStatistics(on, { startDate: "2026-07-20", endDate: "2026-07-26" });
    expect([...later.transitions].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([
      { from: "evaluation", to: "screening", count: 1, backward: true },
      { from: "final-approval", to: "approved", count: 1, backward: false },
      { from: "person-approval", to: "final-approval", count: 1, backward: false },
    ]);
  });

  it("lists the applications moved last, the latest first", async () => {
    // Last placed, moved or archived: P Tue 07-21 10:00, Q Mon 07-20 12:00, E2 Sat 07-18 00:00, E1 Fri 07-17
    // 23:59:59, A Tue 07-14 10:00 (archived), R Mon 07-13 14:00, S Mon 07-13 08:00.
    const { recent } = await journeyStatistics(on, JULY);
    expect(recent.map((item) => [item.applicationId, item.lastMovedAt])).toEqual([
      [app.P, iso("2026-07-21 10:00")],
      [app.Q, iso("2026-07-20 12:00")],
      [app.E2, iso("2026-07-18 00:00:00")],
      [app.E1, iso("2026-07-17 23:59:59")],
      [app.A, iso("2026-07-14 10:00")],
      [app.R, iso("2026-07-13 14:00")],
      [app.S, iso("2026-07-13 08:00")],
    ]);
    expect(recent[0]).toMatchObject({ reference: pReference, permitType: "pvv", businessName: "Pelangi Timber Sdn Bhd" });
    expect(recent[1]).toMatchObject({ permitType: "sawp", businessName: "Qaseh Digital" });
  });

  it("replays one application's whole journey: each visit, who moved it in and out, its working days and target", async () => {
    // P's visits (working days as in the turnaround test; the last one open until now):
    //   approved since Tue 07-21 10:00: Tue 14/24 + Wed 1 + Thu 12/24 = 2.0833 → 2.08 (no target)
    // End to end: submitted Thu 07-09 10:00 to final approval Mon 07-20 18:00 = 6.33 (as above).
    // The range does not limit it: June has no move of P, the journey is whole.
    const figures = await journeyStatistics(on, { startDate: "2026-06-01", endDate: "2026-06-30", applicationId: app.P });
    expect(figures.transitions).toEqual([]);
    const business = { kind: "business", key: null, name: "Pelangi Timber Sdn Bhd" };
    const visit = (step: string, entered: string, left: string | null, enteredBy: object, leftBy: object | null, workingDays: number, targetWorkingDays: number | null, overTarget: boolean) => ({
      step,
      stepName: nameOf(step),
      enteredAt: iso(entered),
      leftAt: left === null ? null : iso(left),
      enteredBy,
      leftBy,
      workingDays,
      targetWorkingDays,
      overTarget,
    });
    expect(figures.journey).toEqual({
      applicationId: app.P,
      reference: pReference,
      permitType: "pvv",
      businessName: "Pelangi Timber Sdn Bhd",
      submittedAt: iso("2026-07-09 10:00"),
      finalApprovalAt: iso("2026-07-20 18:00"),
      workingDays: 6.33,
      visits: [
        visit("submitted", "2026-07-09 10:00", "2026-07-13 10:00", business, staffActor("officer"), 2, 2, false),
        visit("screening", "2026-07-13 10:00", "2026-07-14 10:00", staffActor("officer"), staffActor("officer"), 1, 3, false),
        visit("evaluation", "2026-07-14 10:00", "2026-07-16 16:00", staffActor("officer"), staffActor("evaluator"), 1.25, 5, false),
        visit("chief-evaluation", "2026-07-16 16:00", "2026-07-18 12:00", staffActor("evaluator"), staffActor("evaluator"), 0.83, 5, false),
        visit("person-approval", "2026-07-18 12:00", "2026-07-20 10:00", staffActor("evaluator"), staffActor("final-approver"), 0.92, 3, false),
        visit("final-approval", "2026-07-20 10:00", "2026-07-21 10:00", staffActor("final-approver"), staffActor("final-approver"), 1, 2, false),
        visit("approved", "2026-07-21 10:00", null, staffActor("final-approver"), null, 2.08, null, false),
      ],
    });
  });

  it("marks the visits over their target, counts an open journey until now, and shows who archived", async () => {
    // S: submitted 4 (> 2, over); screening Sat 07-11 08:00 → Mon 07-13 08:00 = 1; evaluation since Mon 07-13
    // 08:00 = 7.17 (> 5, over). Until now without final approval: 4 + 1 + 7.1667 = 12.1667 → 12.17.
    const s = (await journeyStatistics(on, { ...JULY, applicationId: app.S })).journey;
    expect(s).toMatchObject({ applicationId: app.S, finalApprovalAt: null, workingDays: 12.17, businessName: "Seria Works" });
    expect(s?.visits.map((visit) => [visit.step, visit.workingDays, visit.overTarget, visit.leftAt])).toEqual([
      ["submitted", 4, true, iso("2026-07-11 08:00")],
      ["screening", 1, false, iso("2026-07-13 08:00")],
      ["evaluation", 7.17, true, null],
    ]);
    // A's last visit: approved Mon 07-13 10:00 → archived by the officer Tue 07-14 10:00 = 1.
    const a = (await journeyStatistics(on, { ...JULY, applicationId: app.A })).journey;
    expect(a?.visits).toHaveLength(7);
    expect(a?.visits.at(-1)).toMatchObject({ step: "approved", leftAt: iso("2026-07-14 10:00"), leftBy: staffActor("officer"), workingDays: 1, overTarget: false });
    // Q went back: screening twice, the second one open (3 working days until now, not over 3).
    const q = (await journeyStatistics(on, { ...JULY, applicationId: app.Q })).journey;
    expect(q?.visits.map((visit) => [visit.step, visit.workingDays, visit.overTarget])).toEqual([
      ["submitted", 1, false],
      ["screening", 1, false],
      ["evaluation", 1, false],
      ["screening", 3, false],
    ]);
  });

  it("is 404 for an application with no journey: unknown, or a draft never on the board", async () => {
    const unknown = await rawStatistics(on, "journey", { applicationId: "00000000-0000-4000-8000-000000000000" }, bearer(on.staff("officer").token));
    expect(unknown).toMatchObject({ status: 404, body: { type: problemType("not-found") } });
    const draft = await portalClient(on.server, on.business).POST("/expat-permits/{type}/applications", { params: { path: { type: "pvv" } }, body: {} });
    const draftId = draft.data?.data.application.id ?? "";
    expect((await rawStatistics(on, "journey", { applicationId: draftId }, bearer(on.staff("officer").token))).status).toBe(404);
    expect((await rawStatistics(on, "journey", { applicationId: "not-a-uuid" }, bearer(on.staff("officer").token))).status).toBe(400);
  });
});

describe("overdue cards", () => {
  it("shows on the board each column's target and each card's working days in its step and whether it is past the target", async () => {
    // As the workflow's figures above: E1, E2 4.5 of 2; R 6.92 of 3; Q 3 of 3 (not past); S 7.17 of 5; P 2.08, no target.
    const board = await boardOf(on, "administrator");
    expect(board.columns.map((column) => [column.workflowStep.key, column.targetWorkingDays])).toEqual(WORK_PERMIT_STEPS.map((step) => [step.key, step.targetWorkingDays]));
    expect(board.columns.map((column) => [column.workflowStep.key, column.targetWorkingDays])).toEqual([
      ["submitted", 2],
      ["screening", 3],
      ["evaluation", 5],
      ["chief-evaluation", 5],
      ["person-approval", 3],
      ["final-approval", 2],
      ["approved", null],
    ]);
    const cards = (id: string) => ({ workingDaysInStep: card(board, id)?.workingDaysInStep, overdue: card(board, id)?.overdue });
    expect(cards(app.E1)).toEqual({ workingDaysInStep: 4.5, overdue: true });
    expect(cards(app.E2)).toEqual({ workingDaysInStep: 4.5, overdue: true });
    expect(cards(app.R)).toEqual({ workingDaysInStep: 6.92, overdue: true });
    expect(cards(app.Q)).toEqual({ workingDaysInStep: 3, overdue: false });
    expect(cards(app.S)).toEqual({ workingDaysInStep: 7.17, overdue: true });
    expect(cards(app.P)).toEqual({ workingDaysInStep: 2.08, overdue: false });
  });

  it("turns a card overdue once the clock passes its target, on the board and in the workflow's figures", async () => {
    // An hour later (Thu 13:00): Q has 3 + 1/24 = 3.04 working days in screening, past 3.
    setClock(on, "2026-07-23 13:00");
    const board = await boardOf(on, "officer");
    expect(card(board, app.Q)).toMatchObject({ workingDaysInStep: 3.04, overdue: true });
    expect(stepOf((await workflowStatistics(on, JULY)).steps, "screening")).toMatchObject({ now: 2, overdueNow: 2 });
    // Friday counts nothing: at Fri 07-24 20:00 Q has Mon 12/24 + Tue 1 + Wed 1 + Thu 1 + Fri 0 = 3.5.
    setClock(on, "2026-07-24 20:00");
    expect(card(await boardOf(on, "officer"), app.Q)).toMatchObject({ workingDaysInStep: 3.5, overdue: true });
  });

  it("follows a step's target as the administrator changes it", async () => {
    try {
      // Screening to 7: R's 6.92 is no longer past it, Q's 3 neither.
      const seven = await setTarget(on, "administrator", "screening", 7);
      expect(seven.data?.data).toEqual({ key: "screening", name: nameOf("screening"), position: 2, targetWorkingDays: 7 });
      let board = await boardOf(on, "officer");
      expect(board.columns.find((column) => column.workflowStep.key === "screening")?.targetWorkingDays).toBe(7);
      expect(card(board, app.R)?.overdue).toBe(false);
      expect(stepOf((await workflowStatistics(on, JULY)).steps, "screening")).toMatchObject({ targetWorkingDays: 7, overdueNow: 0 });
      // 6.5: R's 6.92 is past it again.
      expect((await setTarget(on, "administrator", "screening", 6.5)).data?.data.targetWorkingDays).toBe(6.5);
      expect(card(await boardOf(on, "officer"), app.R)?.overdue).toBe(true);
      // Submitted to 3.5: of the visits that left it in July only S (4) is over; E1 and E2 (4.5 now) still are.
      expect((await setTarget(on, "administrator", "submitted", 3.5)).response.status).toBe(200);
      expect(stepOf((await turnaroundStatistics(on, JULY)).steps, "submitted")).toMatchObject({ targetWorkingDays: 3.5, overTarget: 1 });
      // Submitted to 1.5: S (4) and P (2) are over it; A 0.5, R 0.25 and Q 1 are not.
      expect((await setTarget(on, "administrator", "submitted", 1.5)).response.status).toBe(200);
      expect(stepOf((await turnaroundStatistics(on, JULY)).steps, "submitted")).toMatchObject({ targetWorkingDays: 1.5, overTarget: 2 });
      // No target on evaluation: S is never overdue there.
      expect((await setTarget(on, "administrator", "evaluation", null)).data?.data.targetWorkingDays).toBeNull();
      board = await boardOf(on, "officer");
      expect(card(board, app.S)).toMatchObject({ workingDaysInStep: 7.17, overdue: false });
      expect(stepOf((await workflowStatistics(on, JULY)).steps, "evaluation")).toMatchObject({ targetWorkingDays: null, overdueNow: 0 });
      expect(stepOf((await turnaroundStatistics(on, JULY)).steps, "evaluation")).toMatchObject({ targetWorkingDays: null, overTarget: 0 });
    } finally {
      expect((await setTarget(on, "administrator", "screening", 3)).response.status).toBe(200);
      expect((await setTarget(on, "administrator", "submitted", 2)).response.status).toBe(200);
      expect((await setTarget(on, "administrator", "evaluation", 5)).response.status).toBe(200);
    }
    expect(card(await boardOf(on, "officer"), app.R)?.overdue).toBe(true);
  });

  it("takes targets from administrators only, in half days from 0.5 to 250, for a step that exists", async () => {
    expect((await setTarget(on, "officer", "screening", 4)).error).toMatchObject({ status: 403, type: problemType("forbidden") });
    expect((await setTarget(on, "final-approver", "screening", 4)).response.status).toBe(403);
    const fraction = await setTarget(on, "administrator", "screening", 0.3);
    expect(fraction.error).toMatchObject({ status: 400, type: problemType("invalid-step-target"), messages: [PROBLEMS["invalid-step-target"].message] });
    expect((await setTarget(on, "administrator", "screening", 0)).error).toMatchObject({ status: 400 });
    expect((await setTarget(on, "administrator", "screening", 250.5)).error).toMatchObject({ status: 400, type: problemType("invalid-step-target") });
    expect((await setTarget(on, "administrator", "no-such-step", 4)).response.status).toBe(404);
    const anonymous = await backofficeCall(on.server, "PUT", `/applications/workflows/${DEFAULT_WORKFLOW_ID}/steps/screening/target`, { json: { targetWorkingDays: 4 } });
    expect(anonymous.status).toBe(401);
    // Nothing changed.
    expect(stepOf((await workflowStatistics(on, JULY)).steps, "screening").targetWorkingDays).toBe(3);
  });
});

describe("public holidays", () => {
  it("lists a year's holidays by date, the Sultan's Birthday on 2026-07-15 among them", async () => {
    const listed = await holidaysOf(on, "evaluator", 2026);
    const days = listed.data?.data ?? [];
    expect(days).toContainEqual({ date: "2026-07-15", name: "His Majesty the Sultan's Birthday", provisional: false });
    expect(days.every((day) => day.date.startsWith("2026-"))).toBe(true);
    expect(days.map((day) => day.date)).toEqual(days.map((day) => day.date).sort());
    expect(days.map((day) => day.date)).toContain("2026-06-01");
    const all = (await holidaysOf(on, "officer")).data?.data ?? [];
    expect(all.length).toBeGreaterThan(days.length);
    expect((await backofficeCall(on.server, "GET", "/public-holidays?year=2026")).status).toBe(401);
    expect((await backofficeCall(on.server, "GET", "/public-holidays?year=1999", { headers: bearer(on.staff("officer").token) })).status).toBe(400);
  });

  it("takes a working day out of every span over it while it is a holiday, and gives it back when removed", async () => {
    // Tue 2026-07-07 made a holiday: S's submitted visit (Mon 07-06 08:00 → Sat 07-11 08:00) loses Tuesday's whole
    // day, 4 → 3; the other submitted visits do not cover it. Sorted 0.25 0.5 1 2 3: median 1; p90 2 + 0.6 × 1 = 2.6;
    // max 3; 3 is still over 2. End to end, A (Mon 07-06 10:00 → Sat 07-11 10:00) 4 → 3; P does not cover 07-07:
    // median (3 + 6.3333) / 2 = 4.67; p90 3 + 0.9 × 3.3333 = 6; max 6.33.
    try {
      // Without `provisional` (false by default), the name trimmed.
      const added = await backofficeCall(on.server, "PUT", "/public-holidays/2026-07-07", { headers: bearer(on.staff("administrator").token), json: { name: "  Test Holiday  " } });
      expect(added).toEqual({ status: 200, body: { data: { date: "2026-07-07", name: "Test Holiday", provisional: false } } });
      expect((await holidaysOf(on, "officer", 2026)).data?.data).toContainEqual({ date: "2026-07-07", name: "Test Holiday", provisional: false });
      const during = await turnaroundStatistics(on, JULY);
      expect(stepOf(during.steps, "submitted")).toMatchObject({ count: 5, median: 1, p90: 2.6, max: 3, overTarget: 1 });
      expect(during.endToEnd).toEqual({ count: 2, median: 4.67, p90: 6, max: 6.33 });
      // S's journey: its submitted visit is 3 working days, its total 12.17 − 1 = 11.17.
      const s = (await journeyStatistics(on, { ...JULY, applicationId: app.S })).journey;
      expect(s?.workingDays).toBe(11.17);
      expect(s?.visits[0]?.workingDays).toBe(3);
      // Changing its name records the change; provisional too.
      expect((await setHoliday(on, "administrator", "2026-07-07", "Test Holiday", true)).data?.data).toEqual({ date: "2026-07-07", name: "Test Holiday", provisional: true });
    } finally {
      expect((await removeHoliday(on, "administrator", "2026-07-07")).response.status).toBe(204);
    }
    const after = await turnaroundStatistics(on, JULY);
    expect(stepOf(after.steps, "submitted")).toMatchObject({ count: 5, median: 1, p90: 3.2, max: 4, overTarget: 1 });
    expect(after.endToEnd).toEqual({ count: 2, median: 5.17, p90: 6.1, max: 6.33 });
    expect((await holidaysOf(on, "officer", 2026)).data?.data.map((day) => day.date)).not.toContain("2026-07-07");
  });

  it("counts the Sultan's Birthday as a working day while it is removed, on the board too", async () => {
    // Without 07-15: Q's submitted visit (Tue 07-14 12:00 → Thu 07-16 12:00) is 12/24 + 1 + 12/24 = 2; R in
    // screening since Mon 07-13 14:00 has 6.92 + 1 = 7.92.
    try {
      expect((await removeHoliday(on, "administrator", "2026-07-15")).response.status).toBe(204);
      const q = (await journeyStatistics(on, { ...JULY, applicationId: app.Q })).journey;
      expect(q?.visits[0]?.workingDays).toBe(2);
      expect(card(await boardOf(on, "officer"), app.R)?.workingDaysInStep).toBe(7.92);
    } finally {
      expect((await setHoliday(on, "administrator", "2026-07-15", "His Majesty the Sultan's Birthday", false)).response.status).toBe(200);
    }
    expect(card(await boardOf(on, "officer"), app.R)?.workingDaysInStep).toBe(6.92);
  });

  it("are kept by administrators only; removing a day that is no holiday is 404", async () => {
    expect((await setHoliday(on, "officer", "2026-07-08", "Not Allowed")).error).toMatchObject({ status: 403, type: problemType("forbidden") });
    expect((await removeHoliday(on, "officer", "2026-07-15")).error).toMatchObject({ status: 403, type: problemType("forbidden") });
    expect((await removeHoliday(on, "evaluator", "2026-07-15")).response.status).toBe(403);
    const missing = await removeHoliday(on, "administrator", "2026-07-08");
    expect(missing.error).toMatchObject({ status: 404, type: problemType("holiday-missing"), messages: [PROBLEMS["holiday-missing"].message] });
    expect((await backofficeCall(on.server, "PUT", "/public-holidays/2026-07-08", { json: { name: "Anonymous" } })).status).toBe(401);
    expect((await backofficeCall(on.server, "DELETE", "/public-holidays/2026-07-15")).status).toBe(401);
    expect((await setHoliday(on, "administrator", "2026-07-08", "   ")).response.status).toBe(400);
    const holidays = (await holidaysOf(on, "officer", 2026)).data?.data.map((day) => day.date) ?? [];
    expect(holidays).toContain("2026-07-15");
    expect(holidays).not.toContain("2026-07-08");
  });
});

describe("an application's events", () => {
  it("answers its stream in version order, who caused each fact, with a chief link's token hash left out", async () => {
    const answer = await eventsOf(on, "evaluator", app.P);
    const events = answer.data?.data ?? [];
    const stored = await readStream(on.server.portal.db.orm, permitStream(app.P));
    expect(events.map((event) => event.version)).toEqual(stored.map((_, index) => index + 1));
    expect(events.map((event) => event.type)).toEqual(stored.map((fact) => fact.type));
    const placed = events.find((event) => event.type === "v1.CardPlaced");
    expect(placed).toMatchObject({ occurredAt: iso("2026-07-09 10:00"), by: { kind: "business", name: "Pelangi Timber Sdn Bhd" }, payload: { step: "submitted" } });
    const moves = events.filter((event) => event.type === "v1.CardMoved");
    expect(moves.map((event) => [event.occurredAt, Reflect.get(event.payload, "to"), event.by])).toEqual([
      [iso("2026-07-13 10:00"), "screening", staffActor("officer")],
      [iso("2026-07-14 10:00"), "evaluation", staffActor("officer")],
      [iso("2026-07-16 16:00"), "chief-evaluation", staffActor("evaluator")],
      [iso("2026-07-18 12:00"), "person-approval", staffActor("evaluator")],
      [iso("2026-07-20 10:00"), "final-approval", staffActor("final-approver")],
      [iso("2026-07-21 10:00"), "approved", staffActor("final-approver")],
    ]);
    // The stored link fact holds the token's hash; the answer does not.
    const link = stored.find((fact) => fact.type === "v1.ChiefLinkIssued");
    expect(link && "tokenHash" in Object(link.payload)).toBe(true);
    const answered = events.find((event) => event.type === "v1.ChiefLinkIssued");
    expect(answered?.occurredAt).toBe(iso("2026-07-17 10:00"));
    expect(answered?.payload).not.toHaveProperty("tokenHash");
    expect(JSON.stringify(events)).not.toContain("tokenHash");
  });

  it("reads an archived application's too, and refuses no one signed in, a member, an unknown id and a draft", async () => {
    expect((await eventsOf(on, "officer", app.A)).data?.data.at(-1)?.type).toBe("v1.ApprovedApplicationArchived");
    expect((await backofficeCall(on.server, "GET", `/expat-permits/applications/${app.P}/events`)).status).toBe(401);
    expect((await backofficeCall(on.server, "GET", `/expat-permits/applications/${app.P}/events`, { headers: bearer(on.business) })).status).toBe(401);
    expect((await eventsOf(on, "officer", "00000000-0000-4000-8000-000000000000")).response.status).toBe(404);
    const draft = await portalClient(on.server, on.business).POST("/expat-permits/{type}/applications", { params: { path: { type: "sawp" } }, body: {} });
    expect((await eventsOf(on, "officer", draft.data?.data.application.id ?? "")).response.status).toBe(404);
  });

  it("is read by who may open the panel: staff who may not view its step are answered 404, as by the panel", async () => {
    // E1 waits in Submitted, which evaluators do not view; the archived A is read by every role.
    expect((await eventsOf(on, "evaluator", app.E1)).response.status).toBe(404);
    for (const role of ["officer", "final-approver", "administrator"] as const) expect((await eventsOf(on, role, app.E1)).response.status).toBe(200);
    expect((await eventsOf(on, "evaluator", app.A)).response.status).toBe(200);
  });
});

describe("who may read the statistics", () => {
  it("any staff member; no one signed in and a member are 401", async () => {
    for (const read of READS) {
      expect((await rawStatistics(on, read, JULY)).status).toBe(401);
      expect((await rawStatistics(on, read, JULY, bearer(on.business))).status).toBe(401);
      for (const role of ["officer", "evaluator", "final-approver", "administrator"] as const) {
        expect((await rawStatistics(on, read, JULY, bearer(on.staff(role).token))).status).toBe(200);
      }
    }
    for (const role of ["officer", "evaluator", "final-approver", "administrator"] as const) expect((await holidaysOf(on, role, 2026)).response.status).toBe(200);
    expect((await backofficeCall(on.server, "GET", "/public-holidays", { headers: bearer(on.business) })).status).toBe(401);
  });
});

describe("the step visits' projection", () => {
  it("rebuilt from the log equals the live rows", async () => {
    const rows = async () =>
      (
        await on.server.portal.db.rawTransaction((raw) =>
          raw.query("select application_id, step, entered_at, entered_by, entered_clock, left_at, left_by, left_to, left_clock from permit_step_visits order by application_id, entered_at, step"),
        )
      ).map((row) => JSON.stringify(row));
    const live = await rows();
    // One visit per entry: 7 + 6 + 4 + 2 + 2 + 2 + 2 = 25.
    expect(live).toHaveLength(25);
    await rebuildProjections(on.server.portal.db.orm);
    expect(await rows()).toEqual(live);
  });
});
