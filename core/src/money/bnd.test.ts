import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fcParameters } from "../test-support/fast-check.ts";
import { formatAmount, formatBnd, formatSalary } from "./bnd.ts";

describe("money in BND", () => {
  it("reads as the spec shows it: 'BND 3,500 – 4,500 a month'", () => {
    expect(formatSalary({ salaryMin: 3500, salaryMax: 4500, salaryInterval: "monthly" })).toBe("BND 3,500 – 4,500 a month");
    expect(formatSalary({ salaryMin: 12.5, salaryMax: 12.5, salaryInterval: "hourly" })).toBe("BND 12.50 an hour");
    expect(formatSalary({ salaryMin: 3500, salaryMax: null, salaryInterval: "monthly" })).toBe("From BND 3,500 a month");
    expect(formatSalary({ salaryMin: null, salaryMax: 60000, salaryInterval: "yearly" })).toBe("Up to BND 60,000 a year");
    expect(formatSalary({ salaryMin: null, salaryMax: null, salaryInterval: "daily" })).toBe("");
    expect(formatBnd(1234567)).toBe("BND 1,234,567");
    expect(formatBnd(null)).toBe("");
  });

  it("grouping and cents round-trip to the amount, to the cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const text = formatAmount(cents / 100);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(Math.round(Number(text.replaceAll(",", "")) * 100)).toBe(cents);
      }),
      fcParameters(),
    );
  });

  it("a range always names both ends in order, with the interval's words", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom("hourly" as const, "daily" as const, "weekly" as const, "monthly" as const, "yearly" as const),
        (min, extra, salaryInterval) => {
          const text = formatSalary({ salaryMin: min, salaryMax: min + extra, salaryInterval });
          expect(text.startsWith(`BND ${formatAmount(min)} – ${formatAmount(min + extra)} `)).toBe(true);
          expect(text).toMatch(/ an? (hour|day|week|month|year)$/);
        },
      ),
      fcParameters(),
    );
  });
});
