import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    // A stray `.only` would silently skip the rest of the suite: CI (.ci/run sets CI=true) refuses it.
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "build-tools/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["app/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-threaded WebAssembly; a few files at once keeps two cores busy without thrashing.
          maxWorkers: 2,
        },
      },
    ],
  },
});
