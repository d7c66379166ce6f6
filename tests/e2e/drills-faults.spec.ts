import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The quick form of each drill (scripts/drill-kill.ts, drill-db.ts, soak.ts; ADR 0033): the same
// scripts `npm run drill:kill`, `drill:db` and `soak` run, with small numbers, against the build.
const root = path.resolve(import.meta.dirname, "..", "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

/** Runs a drill script to its end; resolves with its exit code, its output and the figures of its DRILL-RESULT line. */
function runDrill(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number | null; output: string; result: { results: Record<string, unknown>[] } }>((resolve, reject) => {
    const child = spawn(tsx, [path.join(root, "scripts", script), ...args], {
      cwd: root,
      env: { ...process.env, BENCH_DATABASE_URL: "", TEST_DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      // The figures, in the run's log.
      console.log(
        output
          .split("\n")
          .filter((line) => !line.startsWith("DRILL-RESULT "))
          .join("\n"),
      );
      const line = output.split("\n").find((candidate) => candidate.startsWith("DRILL-RESULT "));
      if (!line) return reject(new Error(`${script} printed no result:\n${output.slice(-4000)}`));
      resolve({ code, output, result: JSON.parse(line.slice("DRILL-RESULT ".length)) });
    });
  });
}

test("drill:kill — 5 rounds of kill -9 under load (restaurant orders and kitchen moves too) leave no inconsistency, and PGlite reopens its directory every time", async () => {
  test.setTimeout(900_000);
  const { code, output, result } = await runDrill("drill-kill.ts", [
    "--rounds",
    "5",
    "--engines",
    "pglite",
    "--min-ms",
    "1500",
    "--max-ms",
    "4000",
  ]);
  const [pglite] = result.results;
  expect(pglite, output).toMatchObject({ engine: "pglite", rounds: 5, inconsistencies: 0, notReopened: 0 });
  // The load reached the server between kills, and the newsletter was sent to everyone once.
  expect(Number(pglite!.ok), output).toBeGreaterThan(0);
  // Guests placed restaurant orders and the kitchen staff moved them (from the second round on).
  expect(Number(pglite!.totalRestaurantOrders), output).toBeGreaterThan(0);
  expect(Number(pglite!.totalKitchenMoves), output).toBeGreaterThan(0);
  expect(pglite!.totalNewsletterSent, output).toBe(pglite!.totalNewsletterRecipients);
  expect(code, output).toBe(0);
});

test("drill:kill — two processes on PostgreSQL behind a round-robin proxy, one killed each round: the other keeps serving, no inconsistency", async () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL (PostgreSQL)");
  test.setTimeout(600_000);
  // No newsletter here: a killed runner's claim waits out its 10-minute lease on PostgreSQL (the full run waits for it).
  const { code, output, result } = await runDrill(
    "drill-kill.ts",
    ["--rounds", "4", "--engines", "postgres", "--processes", "2", "--recipients", "0", "--min-ms", "1500", "--max-ms", "3000"],
    { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL },
  );
  const [postgres] = result.results;
  expect(postgres, output).toMatchObject({
    engine: "postgres",
    processes: 2,
    rounds: 4,
    inconsistencies: 0,
    notReopened: 0,
    unexpected: 0,
  });
  expect(Number(postgres!.totalOrders), output).toBeGreaterThan(0);
  expect(Number(postgres!.totalRestaurantOrders), output).toBeGreaterThan(0);
  expect(code, output).toBe(0);
});

test("drill:db — a private PostgreSQL stopped and started again: 503 with Retry-After meanwhile, the app recovers within 5 s, no errors after", async () => {
  test.skip(!fs.existsSync("/usr/lib/postgresql/15/bin/initdb") && !process.env.PG_BIN_DIR, "needs PostgreSQL 15's initdb and pg_ctl");
  test.setTimeout(600_000);
  const { code, output, result } = await runDrill("drill-db.ts", ["--cycles", "1", "--down-seconds", "6", "--up-seconds", "4"]);
  const [cycle] = result.results;
  expect(cycle, output).toMatchObject({ appAlive: true, errorsAfterRecovery: 0 });
  expect(Number(cycle!.unavailableWithRetryAfter), output).toBeGreaterThan(0);
  expect(Number(cycle!.recoveryMs), output).toBeLessThanOrEqual(5000);
  expect(code, output).toBe(0);
});

test("soak — 20 s of 10 virtual users on PGlite: no error, every route timed (an admin's product saves too), memory measured", async () => {
  test.setTimeout(600_000);
  const { code, output, result } = await runDrill("soak.ts", [
    "--users",
    "10",
    "--seconds",
    "20",
    "--warmup-seconds",
    "5",
    "--engines",
    "pglite",
  ]);
  const [pglite] = result.results;
  expect(pglite, output).toMatchObject({ engine: "pglite", errors: 0 });
  const routes = (pglite!.routes as { route: string; requests: number }[]).map((entry) => entry.route);
  // The visitors' writes and the admin's (a product saved through its edit form) are timed and counted.
  expect(routes, output).toEqual(
    expect.arrayContaining(["GET /en", "POST /en/cart.data", "POST /en/checkout", "GET /admin/products/:id", "POST /admin/products/:id"]),
  );
  expect(Number(pglite!.productSaves), output).toBeGreaterThan(0);
  expect(Number(pglite!.memoryEndMb), output).toBeGreaterThan(0);
  // Measured after a full GC through the probe preloaded into the server.
  expect(Number(pglite!.heapGrowthPercent), output).not.toBeNaN();
  // Nothing the server logged as an error (a deadlock answered 500 before: ADR 0033).
  expect(pglite!.serverErrors, output).toBe(0);
  expect(code, output).toBe(0);
});
