// What the portal's page names for the address it is sent for: the files that address's page adds to the first load,
// as `<link rel="modulepreload">` (and a preload of its styles), so the browser fetches the page's code beside the
// entry's instead of after the entry has run (issue 17). At low priority: the entry's own files (the frame, the first
// paint) go first. Measured with `npm run bench -- first-load` on /talents and /jobs: results 0.6–1.3 s sooner than
// without the links, first paint no later (at the default priority results came 0.6 s sooner but first paint 0.5 s
// later, the page's code taking the entry's bandwidth).
// The build writes them to dist/route-preloads.json (ui-kit/src/build/route-preloads.ts, from Vite's manifest and
// the app's route table, each route's pattern as the app's router reads it); this is that file's reading, checked
// with a Schema: a build without it, or with one this server cannot read, is served without route preloads.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Schema } from "effect";
import { escapeHtml } from "../mail/html.ts";

export const ROUTE_PRELOADS_FILE = "route-preloads.json";

const RoutePreloadsFile = Schema.Struct({
  routes: Schema.Array(
    Schema.Struct({
      path: Schema.String,
      /** The route's pattern (regexparam's, as wouter matches it): a RegExp source and its flags. */
      pattern: Schema.String,
      flags: Schema.String,
      /** Relative to the app's base ("assets/…"). */
      scripts: Schema.Array(Schema.String),
      styles: Schema.Array(Schema.String),
    }),
  ),
});

export interface RoutePreload {
  readonly path: string;
  readonly pattern: RegExp;
  /** The `<link>` tags, one a line. */
  readonly links: string;
}

/** The build's route preloads in the app's order (the first match wins); none when the file is missing or unreadable. */
export async function readRoutePreloads(folder: string, base: string, warn: (message: string) => void): Promise<readonly RoutePreload[]> {
  let text: string;
  try {
    text = await readFile(join(folder, ROUTE_PRELOADS_FILE), "utf8");
  } catch {
    return [];
  }
  try {
    const file = Schema.decodeUnknownSync(RoutePreloadsFile)(JSON.parse(text));
    return file.routes.map((route) => ({
      path: route.path,
      pattern: new RegExp(route.pattern, route.flags),
      links: [
        ...route.scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(base + file)}">`),
        ...route.styles.map((file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${escapeHtml(base + file)}">`),
      ].join("\n"),
    }));
  } catch (error) {
    warn(`Serving the portal without route preloads: ${ROUTE_PRELOADS_FILE} cannot be read (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
}

/** The route an address opens (its path, without the query), if any. */
export const routeOf = (preloads: readonly RoutePreload[], path: string): RoutePreload | undefined => preloads.find((route) => route.pattern.test(path));

/** The page with the route's links at the end of its head. */
export const withRoutePreloads = (html: string, route: RoutePreload | undefined): string =>
  route === undefined || route.links === "" ? html : html.replace(/<\/head>/i, () => `${route.links}\n</head>`);
