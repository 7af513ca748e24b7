// What a built UI loads, read from Vite's manifest (dist/.vite/manifest.json): the entry and its static imports,
// followed to the end, before the first screen; and what each lazily imported module (a route's page) adds when it
// opens. One reading for the bundle report and budgets (tests/bundle) and the route preloads the build writes
// (./route-preloads.ts). Build-time only (Node).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
  readonly assets?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export function readManifest(dist: string): Manifest {
  const path = join(dist, ".vite", "manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/** The manifest key of the app's entry ("index.html"). */
export function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry === true);
  if (key === undefined) throw new Error("The manifest names no entry");
  return key;
}

/** The files a chunk loads with it: itself, its CSS and assets, and the same for each static import, to the end. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return new Set();
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) return new Set();
  const files = new Set([chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  for (const imported of chunk.imports ?? []) for (const file of staticClosure(manifest, imported, seen)) files.add(file);
  return files;
}

/**
 * What opening the lazily imported `module` (a manifest key, "src/pages/home/HomePage.tsx") adds to the entry's load:
 * its static closure less the entry's, sorted. Undefined when the build has no such lazily loaded module.
 */
export function lazyAdds(manifest: Manifest, module: string): string[] | undefined {
  if (manifest[module]?.isDynamicEntry !== true) return undefined;
  const entry = staticClosure(manifest, entryKeyOf(manifest));
  return [...staticClosure(manifest, module)].filter((file) => !entry.has(file)).sort();
}
