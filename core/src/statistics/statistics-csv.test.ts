// The charts' CSV: a byte-order mark, one header line of the tables' words, one line per row in the answer's
// order, CRLF lines, text quoted and defused as core's CSV writer does, empty cells for nulls, times in Brunei time,
// and a file name naming the chart and the range.
import { describe, expect, it } from "vitest";
import { CSV_BOM } from "../export/csv.ts";
import {
  byPermitTypeCsv,
  distributionCsv,
  journeyCsv,
  seriesCsv,
  statisticsCsvFileName,
  transitionsCsv,
  turnaroundCsv,
} from "./statistics-csv.ts";
import type { ApplicationStatistics, Journey, JourneyStatistics, TurnaroundStatistics, WorkflowStatistics } from "./statistics-records.ts";
import { TURNAROUND_BINS } from "./statistics-rules.ts";

const range = { startDate: "2026-06-01", endDate: "2026-06-30" };
const WF = "5f0c9a52-7d1e-4c38-9b6a-2e4d1f8a0c01";
const linesOf = (csv: string): string[] => {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(CSV_BOM.length, -2).split("\r\n");
};
const none = { count: 0, median: null, p90: null, max: null };

describe("the statistics' CSV", () => {
  it("counts by permit type, then all of them", () => {
    const statistics: ApplicationStatistics = {
      range,
      total: { submitted: 6, inProgress: 3, approved: 2, archived: 1 },
      byPermitType: [
        { permitType: "pvv", submitted: 3, inProgress: 1, approved: 1, archived: 1 },
        { permitType: "sawp", submitted: 0, inProgress: 0, approved: 0, archived: 0 },
        { permitType: "lpa", submitted: 3, inProgress: 2, approved: 1, archived: 0 },
      ],
    };
    expect(linesOf(byPermitTypeCsv(statistics))).toEqual([
      "Permit type,Submitted,In progress,Approved,Archived",
      "Visit permit,3,1,1,1",
      "Skilled worker permit,0,0,0,0",
      "Local professional approval,3,2,1,0",
      "All permit types,6,3,2,1",
    ]);
  });

  it("the series: one line per bucket, one column per step in position order, a missing count as 0", () => {
    const statistics: WorkflowStatistics = {
      range,
      workflowId: WF,
      bucket: "week",
      steps: [
        { key: "screening", name: "Screening", position: 2, targetWorkingDays: 3, now: 1, overdueNow: 0, entered: 2, left: 1 },
        { key: "submitted", name: "Submitted, first", position: 1, targetWorkingDays: 2, now: 0, overdueNow: 0, entered: 2, left: 2 },
      ],
      series: [
        { start: "2026-06-01", end: "2026-06-07", counts: [{ step: "submitted", count: 2 }, { step: "screening", count: 0 }] },
        { start: "2026-06-08", end: "2026-06-14", counts: [{ step: "screening", count: 1 }] },
      ],
    };
    expect(linesOf(seriesCsv(statistics))).toEqual(["From,To,\"Submitted, first\",Screening", "2026-06-01,2026-06-07,2,0", "2026-06-08,2026-06-14,0,1"]);
  });

  it("the turnaround: end to end, per permit type, per step with its target; nulls as empty cells", () => {
    const statistics: TurnaroundStatistics = {
      range,
      workflowId: WF,
      unit: "working-days",
      endToEnd: { count: 2, median: 4.5, p90: 5.7, max: 6 },
      byPermitType: [
        { permitType: "pvv", count: 2, median: 4.5, p90: 5.7, max: 6 },
        { permitType: "sawp", ...none },
        { permitType: "lpa", ...none },
      ],
      steps: [
        { key: "screening", name: "Screening", targetWorkingDays: 3, count: 2, median: 2.25, p90: 3.85, max: 4, overTarget: 1 },
        { key: "approved", name: "Approved", targetWorkingDays: null, ...none, overTarget: 0 },
      ],
      distribution: TURNAROUND_BINS.map((bin, i) => ({ ...bin, count: i === 3 ? 1 : i === 4 ? 1 : 0 })),
    };
    expect(linesOf(turnaroundCsv(statistics))).toEqual([
      "Step,Target (working days),Count,Median (working days),90th percentile (working days),Longest (working days),Over target",
      "End to end,,2,4.5,5.7,6,",
      "End to end: Visit permit,,2,4.5,5.7,6,",
      "End to end: Skilled worker permit,,0,,,,",
      "End to end: Local professional approval,,0,,,,",
      "Screening,3,2,2.25,3.85,4,1",
      "Approved,,0,,,,0",
    ]);
    expect(linesOf(distributionCsv(statistics))).toEqual([
      "From (working days),To (working days),Applications",
      "0,1,0", "1,2,0", "2,3,0", "3,5,1", "5,10,1", "10,20,0", "20,40,0", "40,,0",
    ]);
  });

  it("the transitions name the steps, placed and archived in words", () => {
    const statistics: JourneyStatistics = {
      range,
      workflowId: WF,
      transitions: [
        { from: "submitted", to: "screening", count: 4, backward: false },
        { from: null, to: "submitted", count: 3, backward: false },
        { from: "evaluation", to: "screening", count: 1, backward: true },
        { from: "approved", to: "archived", count: 1, backward: false },
      ],
      recent: [],
      journey: null,
    };
    const steps = [{ key: "submitted", name: "Submitted" }, { key: "screening", name: "Screening" }, { key: "evaluation", name: "Evaluation" }];
    expect(linesOf(transitionsCsv(statistics, steps))).toEqual([
      "From step,To step,Moves,Sent back",
      "Submitted,Screening,4,no",
      "Placed on the board,Submitted,3,no",
      "Evaluation,Screening,1,yes",
      "approved,Archived,1,no",
    ]);
  });

  it("a journey: its visits in Brunei time, an open visit's end empty, names defused and quoted", () => {
    const journey: Journey = {
      applicationId: "a0000000-0000-4000-8000-000000000001",
      reference: "PVV-2026-0001",
      permitType: "pvv",
      businessName: "DataWorks",
      submittedAt: "2026-07-09T02:00:00.000Z",
      finalApprovalAt: null,
      workingDays: 3.5,
      visits: [
        {
          step: "submitted", stepName: "Submitted", enteredAt: "2026-07-09T02:00:00.000Z", leftAt: "2026-07-13T02:00:00.000Z",
          enteredBy: { kind: "system", name: "System" }, leftBy: { kind: "staff", key: "k", name: "=Lim, \"Wei\"" },
          workingDays: 2, targetWorkingDays: 2, overTarget: false,
        },
        {
          step: "screening", stepName: "Screening", enteredAt: "2026-07-13T02:00:00.000Z", leftAt: null,
          enteredBy: { kind: "staff", key: "k", name: "Nur" }, leftBy: null, workingDays: 3.5, targetWorkingDays: 3, overTarget: true,
        },
      ],
    };
    expect(linesOf(journeyCsv(journey))).toEqual([
      "Step,Entered,Left,Moved in by,Moved out by,Working days,Target (working days),Over target",
      `Submitted,2026-07-09T10:00:00+08:00,2026-07-13T10:00:00+08:00,System,"'=Lim, ""Wei""",2,2,no`,
      "Screening,2026-07-13T10:00:00+08:00,,Nur,,3.5,3,yes",
    ]);
  });

  it("names the file by the chart and the range", () => {
    expect(statisticsCsvFileName("turnaround", range)).toBe("statistics-turnaround-2026-06-01-to-2026-06-30.csv");
    expect(statisticsCsvFileName("by-permit-type", { startDate: "2026-01-01", endDate: "2026-01-01" })).toBe("statistics-by-permit-type-2026-01-01-to-2026-01-01.csv");
  });
});
