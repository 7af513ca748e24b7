import { describe, expect, it } from "vitest";
import { removePublicHoliday, setPublicHoliday, setStepTarget } from "./statistics-decisions.ts";
import { binOf, bucketOf, bucketsOf, isOverdue, isValidStepTarget, outcomeOf, rangeInstants, resolveStatisticsRange, TURNAROUND_BINS } from "./statistics-rules.ts";

const admin = { roles: ["administrator"] as const, by: "staff:a" };
const officer = { roles: ["officer"] as const, by: "staff:o" };

describe("the statistics' date range", () => {
  it("defaults to the 30 days ending today in Brunei", () => {
    // 2026-11-26 17:00 UTC is already the 27th in Brunei.
    expect(resolveStatisticsRange({}, new Date("2026-11-26T17:00:00Z"))).toEqual({ ok: true, range: { startDate: "2026-10-29", endDate: "2026-11-27" } });
    expect(resolveStatisticsRange({ endDate: "2026-03-31" }, new Date())).toEqual({ ok: true, range: { startDate: "2026-03-02", endDate: "2026-03-31" } });
  });

  it("refuses a start after the end, a range over three years and dates that are not dates", () => {
    const now = new Date("2026-11-26T00:00:00Z");
    expect(resolveStatisticsRange({ startDate: "2026-05-02", endDate: "2026-05-01" }, now).ok).toBe(false);
    expect(resolveStatisticsRange({ startDate: "2026-05-01", endDate: "2026-05-01" }, now).ok).toBe(true);
    expect(resolveStatisticsRange({ startDate: "2024-01-01", endDate: "2026-12-31" }, now).ok).toBe(true);
    expect(resolveStatisticsRange({ startDate: "2024-01-01", endDate: "2027-01-01" }, now).ok).toBe(false);
    expect(resolveStatisticsRange({ startDate: "2026-02-30", endDate: "2026-03-01" }, now).ok).toBe(false);
    expect(resolveStatisticsRange({ startDate: "yesterday", endDate: "2026-03-01" }, now).ok).toBe(false);
  });

  it("covers whole Brunei days, half-open", () => {
    expect(rangeInstants({ startDate: "2026-07-01", endDate: "2026-07-31" })).toEqual({
      from: new Date("2026-06-30T16:00:00Z"),
      to: new Date("2026-07-31T16:00:00Z"),
    });
  });

  it("is cut into days, Monday weeks or months by its length, clipped to the range", () => {
    expect(bucketOf({ startDate: "2026-07-01", endDate: "2026-07-31" })).toBe("day");
    expect(bucketsOf({ startDate: "2026-07-01", endDate: "2026-07-03" })).toEqual([
      { start: "2026-07-01", end: "2026-07-01" },
      { start: "2026-07-02", end: "2026-07-02" },
      { start: "2026-07-03", end: "2026-07-03" },
    ]);
    // 2026-07-01 is a Wednesday: the first week is clipped to start on it.
    const weeks = bucketsOf({ startDate: "2026-07-01", endDate: "2026-09-30" });
    expect(bucketOf({ startDate: "2026-07-01", endDate: "2026-09-30" })).toBe("week");
    expect(weeks[0]).toEqual({ start: "2026-07-01", end: "2026-07-05" });
    expect(weeks[1]).toEqual({ start: "2026-07-06", end: "2026-07-12" });
    expect(weeks.at(-1)).toEqual({ start: "2026-09-28", end: "2026-09-30" });
    const months = bucketsOf({ startDate: "2026-01-15", endDate: "2026-12-31" });
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ start: "2026-01-15", end: "2026-01-31" });
    expect(months[1]).toEqual({ start: "2026-02-01", end: "2026-02-28" });
  });
});

describe("targets, bins and outcomes", () => {
  it("takes half days from 0.5 to 250 or none", () => {
    expect([0.5, 1, 2.5, 250, null].every(isValidStepTarget)).toBe(true);
    expect([0, 0.25, 250.5, -1, Number.NaN].some(isValidStepTarget)).toBe(false);
    expect(isOverdue(5.01, 5)).toBe(true);
    expect(isOverdue(5, 5)).toBe(false);
    expect(isOverdue(99, null)).toBe(false);
  });

  it("puts every turnaround in exactly one bin", () => {
    expect(binOf(0)).toBe(0);
    expect(binOf(0.99)).toBe(0);
    expect(binOf(4.5)).toBe(3);
    expect(binOf(400)).toBe(TURNAROUND_BINS.length - 1);
  });

  it("counts an application in progress, approved or archived", () => {
    expect(outcomeOf({ finalApprovalAt: null, archivedAt: null })).toBe("inProgress");
    expect(outcomeOf({ finalApprovalAt: "2026-01-01T00:00:00Z", archivedAt: null })).toBe("approved");
    expect(outcomeOf({ finalApprovalAt: "2026-01-01T00:00:00Z", archivedAt: "2026-02-01T00:00:00Z" })).toBe("archived");
  });

  it("lets only administrators set targets and holidays", () => {
    const workflow = { id: "w", steps: [{ key: "screening", targetWorkingDays: 3 }] };
    expect(setStepTarget(workflow, { step: "screening", workingDays: 4 }, officer)).toEqual({ ok: false, refusal: "forbidden" });
    expect(setStepTarget(workflow, { step: "nowhere", workingDays: 4 }, admin)).toEqual({ ok: false, refusal: "step-missing" });
    expect(setStepTarget(workflow, { step: "screening", workingDays: 0.3 }, admin)).toEqual({ ok: false, refusal: "invalid-step-target" });
    expect(setStepTarget(workflow, { step: "screening", workingDays: 3 }, admin)).toEqual({ ok: true, events: [] });
    expect(setStepTarget(workflow, { step: "screening", workingDays: null }, admin)).toEqual({
      ok: true,
      events: [{ type: "v1.StepTargetSet", payload: { workflowId: "w", step: "screening", workingDays: null, by: "staff:a" } }],
    });
    const holiday = { date: "2026-07-15", name: "Sultan's Birthday", provisional: false };
    expect(setPublicHoliday(undefined, holiday, officer)).toEqual({ ok: false, refusal: "forbidden" });
    expect(setPublicHoliday(undefined, { ...holiday, name: "  " }, admin)).toEqual({ ok: false, refusal: "invalid-holiday" });
    expect(setPublicHoliday(holiday, holiday, admin)).toEqual({ ok: true, events: [] });
    expect(removePublicHoliday(undefined, admin)).toEqual({ ok: false, refusal: "holiday-missing" });
    expect(removePublicHoliday(holiday, admin)).toEqual({ ok: true, events: [{ type: "v1.PublicHolidayRemoved", payload: { date: "2026-07-15", by: "staff:a" } }] });
  });
});
