import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, waitForStatus } from "../support/server-process";

// These start their own server processes on their own data directories.
test.describe.configure({ mode: "serial" });

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "storefront-lifecycle-"));

test("data survives a restart on the same DATA_DIR, and SIGTERM stops the server cleanly", async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir();
  const first = await startServer({ DATA_DIR: dataDir });
  await waitForStatus(`${first.url}/readyz`, 200);
  const before = await (await fetch(`${first.url}/`)).text();
  expect(before).toContain("Fjellgården Mat AS");
  const stopStarted = Date.now();
  expect(await first.stop("SIGTERM")).toBe(0);
  expect(Date.now() - stopStarted).toBeLessThan(10_000);
  expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

  // Change data while no server runs, straight in the embedded database.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm, btree_gin } });
  await db.query(
    "update page_content_i18n set content_value = 'Persistert etter omstart' where page_content_id = (select id from page_content where page_slug = 'home' and content_key = 'hero.title') and language_code = 'nb'",
  );
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from products");
  await db.close();

  const second = await startServer({ DATA_DIR: dataDir });
  try {
    await waitForStatus(`${second.url}/readyz`, 200);
    const after = await (await fetch(`${second.url}/`)).text();
    expect(after).toContain("Persistert etter omstart");
    expect(second.output()).not.toContain("loading the demo site");
    const db2Check = await fetch(`${second.url}/`);
    expect(db2Check.status).toBe(200);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(48);
  } finally {
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a second server on the same DATA_DIR refuses with a clear message", async () => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  const first = await startServer({ DATA_DIR: dataDir });
  try {
    await waitForStatus(`${first.url}/readyz`, 200);
    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another server process");
    expect(second.output()).not.toMatch(/\n\s+at /);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/`)).status).toBe(200);
  } finally {
    await first.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a bad configuration value stops the process with one line naming it", async () => {
  const server = await startServer({ DATA_DIR: tempDataDir(), LOG_LEVEL: "chatty" });
  expect(await server.exited).toBe(1);
  const lines = server.output().trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Invalid configuration: LOG_LEVEL must be one of/);
});

// On PostgreSQL it is kept in the database instead: auth-secret.spec.ts.
test("in production on PGlite without AUTH_SECRET the server generates one into DATA_DIR", async () => {
  const dataDir = tempDataDir();
  const embedded = await startServer({ NODE_ENV: "production", AUTH_SECRET: "", DATA_DIR: dataDir });
  try {
    await waitForStatus(`${embedded.url}/healthz`, 200);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  } finally {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
