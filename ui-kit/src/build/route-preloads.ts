// The route preloads a build writes beside its page (dist/route-preloads.json): for each of the app's routes, the
// files its page adds to the first load (its lazily loaded module and that module's own imports, ./manifest.ts), so
// the server can name them in the page it sends for that address (`<link rel="modulepreload">`, and a preload of
// the page's styles). The browser then fetches the page's code beside the entry's instead of after the entry has
// run (issue 17: one round trip less on a slow network before the first screen). Each route's pattern is written
// as wouter reads it (regexparam: `:id`, `:section?`), so the server matches an address as the app will. The server
// reads the file with a Schema of this shape (server/src/http/route-preloads.ts; the UIs and the server share no
// code), and tests/api/static-ui.test.ts serves a real build with it.
import { writeFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { parse } from "regexparam";
import type { Plugin, ResolvedConfig } from "vite";
import { lazyAdds, readManifest, type Manifest } from "./manifest.ts";

/** One route of an app: its address pattern and its page's module as the manifest names it ("src/pages/…"). */
export interface PreloadedRoute {
  readonly path: string;
  readonly module: string;
}

/** dist/route-preloads.json: the routes in the app's order (the first match wins), with their files. */
export interface RoutePreloads {
  readonly routes: ReadonlyArray<{
    readonly path: string;
    /** regexparam's pattern of `path`: a RegExp source and its flags. */
    readonly pattern: string;
    readonly flags: string;
    /** JavaScript files to `modulepreload`, relative to the app's base ("assets/…"). */
    readonly scripts: readonly string[];
    /** Style sheets to preload. */
    readonly styles: readonly string[];
  }>;
}

/** Where the server looks (its own constant: the UIs and the server share no code; tests/e2e/bundle.test.ts reads a real build with the server's reader). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/** Each route with its pattern and what its page adds to the entry's load, from the build's manifest. */
export function routePreloadsOf(manifest: Manifest, routes: readonly PreloadedRoute[]): RoutePreloads {
  return {
    routes: routes.map((route) => {
      const files = lazyAdds(manifest, route.module);
      if (files === undefined) throw new Error(`route-preloads: ${route.path}'s module ${route.module} is not lazily loaded in this build`);
      const { pattern } = parse(route.path);
      return {
        path: route.path,
        pattern: pattern.source,
        flags: pattern.flags,
        scripts: files.filter((file) => file.endsWith(".js")),
        styles: files.filter((file) => file.endsWith(".css")),
      };
    }),
  };
}

/** Writes dist/route-preloads.json once the bundle (and its manifest) is on disk. */
export function routePreloads(routes: readonly PreloadedRoute[]): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "ictm-route-preloads",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      if (config === undefined) return;
      const dist = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
      writeFileSync(join(dist, ROUTE_PRELOADS_FILE), `${JSON.stringify(routePreloadsOf(readManifest(dist), routes), null, 1)}\n`);
    },
  };
}
