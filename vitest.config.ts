import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Three projects in one `vitest run`: node tests (server, shared, scripts),
 * component tests in jsdom, and browser tests that drive Chromium through the
 * real server (e2e/, whose global setup builds the client once).
 */
export default defineConfig({
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/vitest.json" }]] : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "test/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: "client",
          environment: "jsdom",
          include: ["src/client/**/*.test.ts", "src/client/**/*.test.tsx"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
