// The bundle report: from a built UI's Vite manifest (dist/.vite/manifest.json), what each entry loads before its
// first screen (the entry and its static imports, followed to the end) and what each lazily imported module adds
// when its route opens (its own static closure, less what the entry already loaded), with every file's gzipped
// size, and what a route's first visit loads (the entry and its lazy page together). `npm run bench -- bundle`
// prints it; tests/e2e/bundle.test.ts checks what must stay off the first load and the budgets (budgets.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { entryKeyOf, lazyAdds, readManifest, staticClosure } from "@ictm/ui-kit/build/manifest.ts";

export { readManifest };

export interface LoadSet {
  /** The manifest key of the entry or lazy module. */
  readonly name: string;
  /** Every file it loads (JavaScript, CSS and assets such as .wasm), in no particular order. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
  readonly jsGzipBytes: number;
}

export interface BundleReport {
  readonly app: string;
  readonly entry: LoadSet;
  /** Each lazily imported module, with only what it adds to the entry's load. */
  readonly lazy: readonly LoadSet[];
}

/** These files of a build folder, named, each weighed gzipped (a route's first visit, the stack's floor). */
export function loadSet(dist: string, name: string, files: Iterable<string>): LoadSet {
  const list = [...files].sort();
  const sizes = list.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
  return {
    name,
    files: list,
    gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
    jsGzipBytes: sizes.filter((size) => size.file.endsWith(".js")).reduce((sum, size) => sum + size.gzip, 0),
  };
}

export function bundleReport(app: string, dist: string): BundleReport {
  const manifest = readManifest(dist);
  const entryKey = entryKeyOf(manifest);
  const lazy = Object.keys(manifest).flatMap((key) => {
    const adds = lazyAdds(manifest, key);
    return adds === undefined ? [] : [loadSet(dist, key, adds)];
  });
  return { app, entry: loadSet(dist, entryKey, staticClosure(manifest, entryKey)), lazy };
}

/**
 * The gzipped JavaScript that opening `module` (a manifest key, "src/pages/home/HomePage.tsx") as the first page
 * loads: the entry's and the module's own (disjoint sets). Undefined when the build has no such lazily loaded module.
 */
export function firstVisitJsGzipBytes(report: BundleReport, module: string): number | undefined {
  const page = report.lazy.find((set) => set.name === module);
  return page === undefined ? undefined : report.entry.jsGzipBytes + page.jsGzipBytes;
}

export function printBundleReport(report: BundleReport, log: (line: string) => void): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(10);
  log(`${report.app}: first load ${kb(report.entry.jsGzipBytes)} JavaScript, ${kb(report.entry.gzipBytes)} in all (gzip), ${report.entry.files.length} files`);
  for (const set of [...report.lazy].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const firstVisit = report.entry.jsGzipBytes + set.jsGzipBytes;
    log(`  + ${set.name.padEnd(64)} ${kb(set.jsGzipBytes)} JS ${kb(set.gzipBytes)} in all, ${kb(firstVisit)} JS with the first load  ${set.files.filter((file) => !/\.(js|css)$/.test(file)).join(" ")}`);
  }
}
