import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "./tests/support/e2e-accounts";

// scripts/test.mjs chooses a free port and a fresh data directory; these defaults serve a direct `npx playwright test`.
// Kept in the environment so that the worker processes, which load this file again, agree with it.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-"));
process.env.E2E_POSTGRES_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// With TEST_DATABASE_URL, a second server on PostgreSQL (its own database, made and dropped by
// scripts/e2e-postgres-server.mjs) runs these journeys again; the other specs run on PGlite only.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const postgresPort = Number(process.env.E2E_POSTGRES_PORT);
const postgresJourneys = [
  "accounts.spec.ts",
  "account-pages.spec.ts",
  "catalog.spec.ts",
  // The issues' user journeys: cart and checkout, Edit Mode, quotes, the back office and sellers, the restaurant side.
  "cart-checkout.spec.ts",
  "edit-mode.spec.ts",
  "quotes.spec.ts",
  "back-office.spec.ts",
  "sellers.spec.ts",
  "restaurants.spec.ts",
  "restaurant-admin.spec.ts",
  // The webshop's facet counts read trigger-kept tables whose indexes differ per engine (ADR 0029).
  "shop.spec.ts",
  // The AI drafting journeys and the PDF catalogue read and write through both engines too.
  "ai.spec.ts",
  "catalog-pdf.spec.ts",
  // Cached pages filled in per visitor: the visitor-state triggers and memo on both engines (ADR 0035).
  "personal-pages.spec.ts",
];
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};
const serverEnv = (serverPort: number) => ({
  PORT: String(serverPort),
  HOST: "127.0.0.1",
  // The address the browser uses: the CSRF check compares every form's Origin with it.
  ORIGIN: `http://127.0.0.1:${serverPort}`,
  LOG_LEVEL: "warn",
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Every browser of the run comes from 127.0.0.1: the hourly mail limit per address is counted per
  // e-mail (3) as usual, but the run registers far more than 20 accounts from its one address.
  MAIL_LIMIT_PER_CLIENT: "1000",
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // A stray `.only` would silently skip the rest of the suite: CI (.ci/run sets CI=true) refuses it.
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A Norwegian browser: the first-visit redirect keeps it on the default language's unprefixed URLs.
    locale: "nb-NO",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: browser },
    ...(postgres
      ? [{ name: "chromium-postgres", testMatch: postgresJourneys, use: { ...browser, baseURL: `http://127.0.0.1:${postgresPort}` } }]
      : []),
  ],
  webServer: [
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    },
    ...(postgres
      ? [
          {
            command: "node scripts/e2e-postgres-server.mjs",
            url: `http://127.0.0.1:${postgresPort}/readyz`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
            // SIGTERM, so that the script can drop its database once the server has stopped.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
            env: { ...serverEnv(postgresPort), AUTH_SECRET: "e2e-postgres-secret-e2e-postgres-secret-01" },
          },
        ]
      : []),
  ],
});
