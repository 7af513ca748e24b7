import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { bruneiDateOf } from "../dates/brunei-time.ts";
import { closingDateHasPassed, isVacancyOpen, vacancyClosedOn, vacancyOpenness } from "./openness.ts";

const HOUR = 3_600_000;

describe("a vacancy's openness in Brunei time", () => {
  it("is open through the whole closing day in Brunei, and closed from its midnight", () => {
    const vacancy = { status: "published" as const, closingDate: "2025-03-31" };
    expect(isVacancyOpen(vacancy, Date.parse("2025-03-31T15:59:59.999Z"))).toBe(true); // 23:59:59 in Brunei
    expect(isVacancyOpen(vacancy, Date.parse("2025-03-31T16:00:00.000Z"))).toBe(false); // midnight in Brunei
    expect(vacancyOpenness(vacancy, Date.parse("2025-04-01T00:00:00.000Z"))).toBe("expired");
    expect(vacancyOpenness({ ...vacancy, status: "draft" }, 0)).toBe("draft");
    expect(vacancyOpenness({ ...vacancy, status: "closed" }, 0)).toBe("closed");
  });

  it("only a published vacancy is ever open, and only on or before its closing date", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("draft" as const, "published" as const, "closed" as const),
        fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true }),
        fc.integer({ min: -72, max: 72 }),
        (status, closing, hoursFromClosing) => {
          const closingDate = closing.toISOString().slice(0, 10);
          const now = Date.parse(`${closingDate}T00:00:00+08:00`) + hoursFromClosing * HOUR;
          const open = isVacancyOpen({ status, closingDate }, now);
          expect(open).toBe(status === "published" && hoursFromClosing < 24);
          expect(closingDateHasPassed(closingDate, now)).toBe(hoursFromClosing >= 24);
          expect(vacancyOpenness({ status, closingDate }, now) === "open").toBe(open);
        },
      ),
      fcParameters(),
    );
  });

  it("a vacancy closed on its closing date once past it, or on the Brunei day its Business closed it, whichever came first", () => {
    const vacancy = { status: "published" as const, closingDate: "2027-01-15", updatedAt: "2027-01-02T03:00:00.000Z" };
    expect(vacancyClosedOn(vacancy, Date.parse("2027-01-15T12:00:00.000Z"))).toBeNull();
    expect(vacancyClosedOn(vacancy, Date.parse("2027-01-16T00:00:00.000Z"))).toBe("2027-01-15");
    expect(vacancyClosedOn({ ...vacancy, status: "draft" }, Date.parse("2027-02-01T00:00:00.000Z"))).toBeNull();
    // Closed at 23:30 on 9 Jan in Brunei (15:30 UTC), six days before its closing date.
    expect(vacancyClosedOn({ ...vacancy, status: "closed", updatedAt: "2027-01-09T15:30:00.000Z" }, 0)).toBe("2027-01-09");
    expect(vacancyClosedOn({ ...vacancy, status: "closed", updatedAt: "2027-01-20T01:00:00.000Z" }, 0)).toBe("2027-01-15");
  });

  it("Brunei's date is UTC's date eight hours on", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (millis) => {
        expect(bruneiDateOf(millis)).toBe(new Date(millis + 8 * HOUR).toISOString().slice(0, 10));
      }),
      fcParameters(),
    );
  });
});
