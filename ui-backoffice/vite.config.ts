// The back-office build: served under /backoffice/ by the same server as the portal. React with the
// automatic JSX runtime (Vite 8's Oxc transform), vanilla-extract for styles, the API proxied in development.
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  base: "/backoffice/",
  plugins: [vanillaExtractPlugin()],
  oxc: { jsx: { runtime: "automatic" } },
  server: {
    proxy: { "/backoffice/api": "http://localhost:8080" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Libraries change less often than our code: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|wouter|@preact)[\\/]/, priority: 3 },
            { name: "react-aria", test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc)[\\/]/, priority: 2 },
            { name: "effect", test: /node_modules[\\/](effect|rxjs|immer|openapi-fetch|@preact[\\/]signals-core)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
