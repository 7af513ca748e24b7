// The one Vite configuration of both apps: React through Vite 8's Oxc JSX transform (no React plugin, so no
// fast refresh), vanilla-extract for styles, react-aria's strings in English only, the app's API proxied in
// development, and React in a chunk of its own. Build-time only: it runs in Node when Vite starts, never in a page.
// Never group a library that lazy routes use into one chunk: a group is loaded whole by the first route that
// needs any part of it (the date picker was preloaded on every page that way, issue 17).
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defaultClientConditions, defineConfig, type UserConfig } from "vite";
import { compressAssets } from "./compress.ts";
import { routePreloads, type PreloadedRoute } from "./route-preloads.ts";

/** The locales whose react-aria strings are bundled: en-GB is what the apps use, en-US the strings it reads. */
export const appLocales = ["en-GB", "en-US"] as const;

/**
 * The ui-kit's scripts that do nothing when imported: every one, its barrel (index.ts) included (each app imports the
 * global styles itself). Declared so the bundler leaves out a component no page uses, and places a component a lazy
 * route imports through the barrel with that route: while the barrel had an effect (it installed the global styles),
 * its every re-export counted as imported by the entry, and the overlays the search pages use (popover, menu,
 * dialog: 31 kB) came with every first load (issue 17). Its styles (`*.css.ts`) are not in this set.
 */
const sideEffectFreeScript = /[\\/]ui-kit[\\/]src[\\/](?!.*\.css\.ts$).*\.tsx?$/;

export interface UiViteOptions {
  /** Where the app is served: "/" for the portal, "/backoffice/" for the back-office. */
  base: string;
  /** The API path the dev server forwards to the real server ("/api", "/backoffice/api"). */
  apiPrefix: string;
  /** The server `npm start` runs; the dev proxy's target. */
  apiTarget?: string;
  /** The app's routes and their lazily loaded pages: the build writes what each adds (./route-preloads.ts). */
  routes?: readonly PreloadedRoute[];
}

export function uiViteConfig({ base, apiPrefix, apiTarget = "http://localhost:8080", routes }: UiViteOptions): UserConfig {
  return defineConfig({
    base,
    // Both apps speak British English (APP_LOCALE in browser/render-app.tsx); react-aria ships its strings for
    // about 35 locales, and only en-US among the English ones, which en-GB falls back to.
    plugins: [
      vanillaExtractPlugin(),
      optimizeLocales.vite({ locales: [...appLocales] }),
      compressAssets(),
      ...(routes === undefined ? [] : [routePreloads(routes)]),
    ],
    oxc: { jsx: { runtime: "automatic" } },
    // rxjs's ES2015 build (its package's "es2015" export) rather than its default ES5 one, whose classes and spreads
    // go through tslib's helpers: the same code, 1.5 kB less of the first load's script, gzipped.
    resolve: { conditions: ["es2015", ...defaultClientConditions] },
    server: { proxy: { [apiPrefix]: apiTarget } },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      target: "es2022",
      // dist/.vite/manifest.json: which chunks and assets each entry and each lazy route loads (the bundle report).
      manifest: true,
      // React changes less often than our code and every route needs all of it: its own chunk stays cached
      // across releases. What the entry imports, and what that imports, is one chunk (`$initial`): split where the
      // lazy routes happen to share parts of it, it was some 35 files, and a phone on slow 4G over HTTP/1.1 waited on
      // their round trips (first load of / 2.8 s with 34 requests, 2.6 s with 10; issue 17). Everything else splits
      // where the routes' dynamic imports put it.
      rolldownOptions: {
        treeshake: { moduleSideEffects: (id) => (sideEffectFreeScript.test(id) ? false : undefined) },
        output: {
          codeSplitting: {
            groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler|wouter|@preact)[\\/]/, priority: 2 }, { name: "initial", tags: ["$initial"], priority: 1 }],
          },
        },
      },
    },
  });
}
