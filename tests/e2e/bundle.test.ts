// What each app's first load carries, from the build's manifest (tests/bundle/report.ts; run `npm run build` first;
// the budgets are in bundle-budgets.test.ts): every portal page loaded with its route, the kit's global styles
// with the entry, the date fields only
// where one shows, react-aria's strings in English only, each route's files listed for the server to preload with the
// page, and the back-office's QR scanner (barcode-detector, zxing
// and its .wasm) only when the scanner's viewfinder route opens.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { notFoundRoute, portalRoutes } from "../../ui-portal/src/app/route-table.ts";
import { readRoutePreloads, routeOf } from "@ictm/server/http/route-preloads.ts";
import { bundleReport } from "../bundle/report.ts";

const root = new URL("../../", import.meta.url).pathname;
const scanner = /barcode|zxing|\.wasm$/i;

describe("the portal bundle", () => {
  const dist = join(root, "ui-portal", "dist");
  const report = bundleReport("portal", dist);
  const lazyNames = new Set(report.lazy.map((set) => set.name));

  it("loads every page with its route, and the route table names every lazily loaded page", () => {
    const routed = new Set([...portalRoutes, notFoundRoute].map((route) => `src/${route.module}`));
    expect([...routed].filter((module) => !lazyNames.has(module))).toEqual([]);
    // A page's own lazy parts (a search's detail, its filter controls) load when shown, not with a route.
    expect([...lazyNames].filter((name) => name.startsWith("src/") && name.endsWith("Page.tsx") && !routed.has(name))).toEqual([]);
  });

  it("lists each route's page files where the server reads them, for the page it sends to name (route preloads)", async () => {
    const problems: string[] = [];
    const preloads = await readRoutePreloads(dist, "/", (message) => problems.push(message));
    expect(problems).toEqual([]);
    expect(preloads.map((route) => route.path)).toEqual(portalRoutes.map((route) => route.path));
    const talents = routeOf(preloads, "/talents");
    const page = report.lazy.find((set) => set.name === "src/pages/search/talents/TalentSearchPage.tsx");
    for (const file of page?.files.filter((name) => name.endsWith(".js")) ?? []) expect(talents?.links).toContain(`href="/${file}"`);
    expect(routeOf(preloads, "/jobs/3f1c")?.path).toBe("/jobs/:id");
  });

  it("loads the kit's global styles with the entry (box sizing on every element)", () => {
    const entryCss = report.entry.files.filter((file) => file.endsWith(".css")).map((file) => readFileSync(join(dist, file), "utf8"));
    // global.css.ts: `*, *::before, *::after { box-sizing: border-box }`, as Lightning CSS minifies it.
    expect(entryCss.some((css) => /\*,\s*\*?::?before,\s*\*?::?after\s*\{\s*box-sizing:\s*border-box/.test(css))).toBe(true);
  });

  it("loads the date fields' code only where a date field shows", () => {
    const dateFields = report.lazy.filter((set) => /ui-kit\/src\/components\/(DatePicker|DateRangeField)\.tsx$/.test(set.name));
    expect(dateFields).toHaveLength(2);
    for (const set of dateFields) expect(set.files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(0);
  });

  it("carries react-aria's strings in English only", () => {
    // The tag group's "Remove" in German and French (react-aria/dist/private/intl/tag); en-US's stays.
    const otherLocales = /`(Entfernen|Supprimer)`/;
    const assets = join(dist, "assets");
    const withStrings = readdirSync(assets).filter((file) => file.endsWith(".js") && otherLocales.test(readFileSync(join(assets, file), "utf8")));
    expect(withStrings).toEqual([]);
  });
});

describe("the back-office bundle", () => {
  const report = bundleReport("back-office", join(root, "ui-backoffice", "dist"));

  it("loads no part of the QR scanner before the scanner route opens", () => {
    expect(report.entry.files.filter((file) => scanner.test(file))).toEqual([]);
  });

  it("loads the zxing wasm, from our own server, with the viewfinder route", () => {
    const withWasm = report.lazy.filter((set) => set.files.some((file) => file.endsWith(".wasm")));
    expect(withWasm.map((set) => set.name)).toEqual([expect.stringMatching(/e-signatures/i)]);
  });
});
