// The job search's pay filter (server/src/search/vacancies.ts, payBound): each row's salary compared with its
// interval's limit, worked out once per search, selects exactly the vacancies whose monthly figure, as PostgreSQL
// works it out (the amount times the factor MONTHLY_PAY_FACTORS holds, as `String` writes it, rounded to the cent),
// is at least or at most the bound: for every interval, bounds whole, in cents and finer, and amounts on both
// sides of each limit.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MONTHLY_PAY_FACTORS } from "@ictm/core/domain";
import { openDatabase, type Database } from "@ictm/server/db/connect.ts";
import { rowsOf } from "@ictm/server/db/rows.ts";
import { payBound } from "@ictm/server/search/vacancies.ts";

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ memory: true });
});
afterAll(async () => db?.close());

const intervals = Object.keys(MONTHLY_PAY_FACTORS) as Array<keyof typeof MONTHLY_PAY_FACTORS>;

/** The monthly figure as PostgreSQL works it out for the row, the definition the limits must agree with. */
const figure = sql.raw(
  `round(coalesce(salary_max, salary_min) * (case salary_interval ${intervals.map((interval) => `when '${interval}' then '${String(MONTHLY_PAY_FACTORS[interval])}'::numeric`).join(" ")} end), 2)`,
);

const bound = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.integer({ min: 0, max: 1_000_000_000 }).map((cents) => cents / 100),
  fc.double({ min: 0, max: 10_000_000, noNaN: true }),
);

it("selects the vacancies whose monthly figure is at least, and at most, the bound", async () => {
  await fc.assert(
    fc.asyncProperty(bound, fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { maxLength: 20 }), async (limit, others) => {
      // Amounts near each interval's limit (the bound over the factor, give or take three cents), and any others.
      const rows = intervals.flatMap((interval) => {
        const near = Math.round((limit * 100) / MONTHLY_PAY_FACTORS[interval]);
        const cents = [...[-3, -2, -1, 0, 1, 2, 3].map((step) => near + step), ...others].filter((value) => value >= 0 && value < 1e12);
        return cents.map((value) => sql`(${(value / 100).toFixed(2)}::numeric(12, 2), ${interval})`);
      });
      const answer = rowsOf(
        await db.orm.execute(sql`select ${figure} >= ${limit} as at_least, ${payBound(sql`salary_max`, ">=", limit)} as at_least_limit,
            ${figure} <= ${limit} as at_most, ${payBound(sql`salary_max`, "<=", limit)} as at_most_limit, salary_max, salary_interval
          from (select amount as salary_max, null::numeric as salary_min, interval as salary_interval from (values ${sql.join(rows, sql`, `)}) v (amount, interval)) job_vacancies`),
      );
      const wrong = answer.filter((row) => row["at_least"] !== row["at_least_limit"] || row["at_most"] !== row["at_most_limit"]);
      expect({ limit, wrong }).toEqual({ limit, wrong: [] });
    }),
    { numRuns: 300 },
  );
  // A limit is a property of the bound and the interval, not of these rows: some amount sits exactly on one.
  const [exact] = rowsOf(await db.orm.execute(sql`select ${payBound(sql`amount`, ">=", 2000)} as reaches from (values (2000.00::numeric(12, 2), 'monthly')) job_vacancies (amount, salary_interval)`));
  expect(exact?.["reaches"]).toBe(true);
});
