// The test projects of the whole repository. `npm test` (scripts/test.ts) runs them in order;
// `npx vitest run --project unit` runs one.
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{core,server,cli,openapi}/src/**/*.test.ts", "lint/**/*.test.ts"],
          environment: "node",
          // Pure tests with no module-level state to leak: each worker evaluates the shared modules (effect, the
          // contract) once instead of once per file, which was two thirds of this project's time.
          isolate: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: "ui",
          include: ["{ui-kit,ui-portal,ui-backoffice}/src/**/*.test.{ts,tsx}"],
          environment: "node",
          // As for unit: the shared modules once per worker (94 s → 17 s for this project).
          isolate: false,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Every answer a test receives is checked against the contract (tests/support/contract-check.ts).
          setupFiles: ["tests/support/contract-fetch.ts"],
          // Each file starts its own servers and databases and closes them; the modules (the server, core, the
          // contracts' validators) are evaluated once per worker instead of once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "cli",
          include: ["tests/cli/**/*.test.ts"],
          environment: "node",
          // As for api: each file starts its own server; the modules once per worker.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
