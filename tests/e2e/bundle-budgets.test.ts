// The bundle budgets of issue 17, from the builds' manifests (tests/bundle/budgets.ts; run `npm run build` first): the
// gzipped JavaScript each budgeted route loads on a first visit, the figures in the message when one is over. While
// a budget is not met, the route must not grow past what it loaded when last measured (its ceiling).
import { describe, expect, it } from "vitest";
import { describeBudget, measureBudgets, withinCeiling } from "../bundle/budgets.ts";

const root = new URL("../../", import.meta.url).pathname;

describe("the bundle budgets", () => {
  for (const result of measureBudgets(root)) {
    const most = Math.max(result.limitBytes, result.ceilingBytes) / 1024;
    it(`${result.app} ${result.route} loads at most ${most.toFixed(1)} kB of JavaScript (gzip) on a first visit (budget ${result.limitBytes / 1024} kB)`, () => {
      expect(withinCeiling(result), describeBudget(result)).toBe(true);
    });
  }
});
