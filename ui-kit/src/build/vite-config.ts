// The one Vite configuration of both apps: React through Vite 8's Oxc JSX transform (no React plugin, so no
// fast refresh), vanilla-extract for styles, the app's API proxied in development, and libraries in their
// own chunks. Build-time only: it runs in Node when Vite starts, never in a page.
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type UserConfig } from "vite";

export interface UiViteOptions {
  /** Where the app is served: "/" for the portal, "/backoffice/" for the back-office. */
  base: string;
  /** The API path the dev server forwards to the real server ("/api", "/backoffice/api"). */
  apiPrefix: string;
  /** The server `npm start` runs; the dev proxy's target. */
  apiTarget?: string;
}

export function uiViteConfig({ base, apiPrefix, apiTarget = "http://localhost:8080" }: UiViteOptions): UserConfig {
  return defineConfig({
    base,
    plugins: [vanillaExtractPlugin()],
    oxc: { jsx: { runtime: "automatic" } },
    server: { proxy: { [apiPrefix]: apiTarget } },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      target: "es2022",
      // dist/.vite/manifest.json: which chunks and assets each entry and each lazy route loads (the bundle report).
      manifest: true,
      // Libraries change less often than our code: separate chunks stay cached across releases.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|wouter|@preact)[\\/]/, priority: 3 },
              // Dates (calendars, date fields and their date library) are a large part of react-aria that only
              // some forms use: a chunk of their own keeps the main react-aria chunk small.
              {
                name: "react-aria-dates",
                test: /node_modules[\\/](@internationalized[\\/]date|react-aria[\\/]dist[\\/]private[\\/](calendar|datepicker)|react-stately[\\/]dist[\\/]private[\\/](calendar|datepicker)|react-aria-components[\\/]dist[\\/]private[\\/](Calendar|DatePicker|DateField))/,
                priority: 4,
              },
              { name: "react-aria", test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc)[\\/]/, priority: 2 },
              { name: "effect", test: /node_modules[\\/](effect|rxjs|immer|openapi-fetch|@preact[\\/]signals-core)[\\/]/, priority: 1 },
            ],
          },
        },
      },
    },
  });
}
