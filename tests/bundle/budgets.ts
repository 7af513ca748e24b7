// The bundle budgets of issue 17: the gzipped JavaScript a route's first visit loads (the entry, its static imports,
// and the route's lazily loaded page), read from each build's manifest (report.ts), so the check is the same on
// every machine. The portal's routes and their modules come from its route table (ui-portal/src/app/route-table.ts);
// the back-office board's module is named here (ui-backoffice/src/app/pages.ts loads it).
import { join } from "node:path";
import { paths } from "../../ui-portal/src/app/paths.ts";
import { portalRoutes } from "../../ui-portal/src/app/route-table.ts";
import { bundleReport, firstVisitJsGzipBytes, type BundleReport } from "./report.ts";

const kB = 1024;

export interface RouteBudget {
  readonly app: "ui-portal" | "ui-backoffice";
  readonly route: string;
  /** The route's page module, as the manifest names it ("src/pages/home/HomePage.tsx"). */
  readonly module: string;
  /** The most gzipped JavaScript its first visit may load: issue 17's budget. */
  readonly limitBytes: number;
  /**
   * Until the budget is met: what the route loaded when its splitting was last measured, plus 3 %, so the test
   * fails on any growth while the work towards the budget goes on (issue 17 stays open until ceiling = limit).
   */
  readonly ceilingBytes: number;
}

export interface BudgetResult extends RouteBudget {
  /** Null when the build has no lazily loaded module of that name (the route table and the build disagree). */
  readonly jsGzipBytes: number | null;
}

/**
 * The portal's start page and every search screen: 110 kB each; the back-office board: 140 kB. Measured on 28 Nov 2026
 * once the overlays (menus, popovers, dialogs), a search's detail, its filter controls and the chips of the filters in
 * use and the board's drag library load after the page, the entry's code is one chunk, each app's core folds only its
 * own stores and dates are formatted without date-fns: `/` 179.8 kB, the search screens 199.5–201.5 kB, the board
 * 185.4 kB. The prescribed libraries alone weigh about 110 kB built the same way (stack-floor.ts, printed by `npm run
 * bench -- bundle`): what is left is react-dom, effect with its Schema, react-aria's press and focus, and core.
 */
export const routeBudgets: readonly RouteBudget[] = [
  { route: paths.home, measured: 179.8 },
  { route: paths.talentSearch, measured: 201.5 },
  { route: paths.businessSearch, measured: 199.5 },
  { route: paths.jobSearch, measured: 200.7 },
  { route: paths.ictProjectSearch, measured: 200.3 },
  { route: paths.courseSearch, measured: 200.4 },
].map(
  ({ route, measured }): RouteBudget => ({ app: "ui-portal", route, module: portalModule(route), limitBytes: 110 * kB, ceilingBytes: ceiling(measured) }),
).concat([
  {
    app: "ui-backoffice",
    route: "/backoffice/expat-permits/workflows/:workflowId",
    module: "src/pages/board/BoardPage.tsx",
    limitBytes: 140 * kB,
    ceilingBytes: ceiling(185.4),
  },
]);

/** Each budget with what its route's first visit loads in the built apps under `root` (run `npm run build` first). */
export function measureBudgets(root: string, budgets: readonly RouteBudget[] = routeBudgets): readonly BudgetResult[] {
  const reports = new Map<string, BundleReport>();
  return budgets.map((budget) => {
    const report = reports.get(budget.app) ?? bundleReport(budget.app, join(root, budget.app, "dist"));
    reports.set(budget.app, report);
    return { ...budget, jsGzipBytes: firstVisitJsGzipBytes(report, budget.module) ?? null };
  });
}

/** "ui-portal /talents: 215.3 kB of JavaScript (gzip), 105.3 kB over its 110.0 kB budget". */
export function describeBudget(result: BudgetResult): string {
  const at = `${result.app} ${result.route}`;
  if (result.jsGzipBytes === null) return `${at}: the build has no lazily loaded ${result.module}`;
  const size = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;
  const margin = result.limitBytes - result.jsGzipBytes;
  const ceiling = result.ceilingBytes > result.limitBytes ? ` (must not grow past ${size(result.ceilingBytes)} meanwhile)` : "";
  return `${at}: ${size(result.jsGzipBytes)} of JavaScript (gzip), ${size(Math.abs(margin))} ${margin >= 0 ? "under" : "over"} its ${size(result.limitBytes)} budget${ceiling}`;
}

/** Within the budget, or while it is not met yet, not grown past the ceiling. */
export const withinCeiling = (result: BudgetResult): boolean =>
  result.jsGzipBytes !== null && result.jsGzipBytes <= Math.max(result.limitBytes, result.ceilingBytes);

function ceiling(measuredKB: number): number {
  return Math.ceil(measuredKB * 1.03 * kB);
}

function portalModule(path: string): string {
  const route = portalRoutes.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`ui-portal's route table has no ${path}`);
  return `src/${route.module}`;
}
