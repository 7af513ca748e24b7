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
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: "ui",
          include: ["{ui-kit,ui-portal,ui-backoffice}/src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Every answer a test receives is checked against the contract (tests/support/contract-check.ts).
          setupFiles: ["tests/support/contract-fetch.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "cli",
          include: ["tests/cli/**/*.test.ts"],
          environment: "node",
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
