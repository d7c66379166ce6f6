// @ts-check
// `npm test`: type check, lint, unit tests, integration tests on PGlite (and PostgreSQL when
// TEST_DATABASE_URL is set), the production build and the HTML check of every page, then
// end-to-end tests in Chromium against the production build (with TEST_DATABASE_URL, the user
// journeys listed in playwright.config.ts's postgresJourneys run a second time against a server on
// PostgreSQL).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-test-reports-"));
const bin = (/** @type {string} */ name) => path.join(root, "node_modules", ".bin", name);
const totals = { passed: 0, failed: 0, skipped: 0 };

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: the end-to-end tests need one.\n` +
      `Install Debian's build with: sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
  process.exit(1);
}

// The PDF catalogue's end-to-end tests read the downloaded files with poppler's pdftotext and pdfinfo.
const popplerMissing = ["pdftotext", "pdfinfo"].filter((tool) => spawnSync(tool, ["-v"], { stdio: "ignore" }).error);
if (popplerMissing.length > 0) {
  console.error(
    `No ${popplerMissing.join(" or ")}: the PDF catalogue's end-to-end tests need poppler's tools.\nInstall them with: sudo apt-get install -y poppler-utils`,
  );
  process.exit(1);
}

/** Runs one step; stops the whole run on failure, after `count` has added the step's results. */
function step(
  /** @type {string} */ title,
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {NodeJS.ProcessEnv} */ env = {},
  count = () => {},
) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  try {
    count();
  } catch {
    // No report written (the runner did not start): the failure below says enough.
  }
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    printTotals();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function countVitest(/** @type {string} */ file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(/** @type {string} */ file) {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function printTotals() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function vitest(/** @type {string} */ project, /** @type {string} */ label, /** @type {NodeJS.ProcessEnv} */ env = {}) {
  const output = path.join(reports, `vitest-${label}.json`);
  step(
    `Vitest: ${label}`,
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`],
    env,
    () => countVitest(output),
  );
}

step("Type check", bin("react-router"), ["typegen"]);
step("Type check (tsc)", bin("tsc"), ["--noEmit"]);
step("Lint", bin("eslint"), ["--max-warnings=0", "."]);
vitest("unit", "unit");
vitest("integration", "integration on PGlite", { TEST_ENGINE: "pglite" });
if (process.env.TEST_DATABASE_URL) {
  vitest("integration", "integration on PostgreSQL", { TEST_ENGINE: "postgres" });
} else {
  console.log("\n(TEST_DATABASE_URL is not set: integration tests ran on PGlite only)");
}
step("Production build", bin("react-router"), ["build"]);
// Every page of app/routes.ts (visitor, customer, admin with Edit Mode off and on; nb, en, ar) through the Nu Html Checker.
step("HTML check (Nu Html Checker)", bin("tsx"), ["scripts/check-html.ts"]);

const port = await freePort();
// The second server, on PostgreSQL, when TEST_DATABASE_URL is set (playwright.config.ts).
const postgresPort = await freePort();
const playwrightReport = path.join(reports, "playwright.json");
step(
  "End-to-end tests (Chromium)",
  bin("playwright"),
  ["test"],
  {
    E2E_PORT: String(port),
    E2E_POSTGRES_PORT: String(postgresPort),
    E2E_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-")),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    CHROMIUM_PATH: chromium,
  },
  () => countPlaywright(playwrightReport),
);
printTotals();
