import { expect, type Page, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { submitCredentials } from "../support/e2e-flows";
import { type ServerProcess, startServer, waitForStatus } from "../support/server-process";

const adminUrl = process.env.TEST_DATABASE_URL;

/** Whether `server` takes the browser's session cookie: /account answers instead of sending to sign-in. */
async function signedInAt(page: Page, server: ServerProcess): Promise<boolean> {
  await page.goto(`${server.url}/account`);
  return new URL(page.url()).pathname === "/account";
}

test("on PostgreSQL without AUTH_SECRET, processes share one generated secret kept in the database, across restarts", async ({ page }) => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");
  test.setTimeout(240_000);
  const name = `storefront_secret_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-secret-"));
  // Exactly the README's command: production (the default), DATABASE_URL and nothing else about secrets.
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl.toString(),
    AUTH_SECRET: "",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  };
  const servers: ServerProcess[] = [];
  const database = new pg.Client({ connectionString: databaseUrl.toString() });
  try {
    // Two processes starting at once on an empty database: they take turns under the setup lock.
    const [first, second] = await Promise.all([startServer(env), startServer(env)]);
    servers.push(first!, second!);
    await Promise.all(servers.map((server) => waitForStatus(`${server.url}/readyz`, 200, 120_000)));
    await database.connect();
    const stored = await database.query<{ value: string }>("select value from server_secrets where name = 'auth_secret'");
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.value).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    for (const server of servers) expect(server.output()).toContain('"from":"database (server_secrets)"');

    // A session made through the first process is accepted by the second (cookies are per host, not per port).
    await page.goto(`${first!.url}/auth`);
    await submitCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole("banner").locator("details summary")).toBeVisible();
    expect(await signedInAt(page, second!)).toBe(true);

    // Both restart: the stored secret is read again, so the session holds.
    await Promise.all(servers.map((server) => server.stop()));
    servers.length = 0;
    const restarted = await startServer(env);
    servers.push(restarted);
    await waitForStatus(`${restarted.url}/readyz`, 200, 120_000);
    expect(await signedInAt(page, restarted)).toBe(true);
    expect((await database.query("select value from server_secrets")).rows).toEqual(stored.rows);

    // AUTH_SECRET in the environment wins over the stored one, and then the same cookie is refused.
    const configured = await startServer({ ...env, AUTH_SECRET: "configured-secret-configured-secret-0123456789" });
    servers.push(configured);
    await waitForStatus(`${configured.url}/readyz`, 200, 120_000);
    expect(configured.output()).toContain('"from":"AUTH_SECRET"');
    expect(await signedInAt(page, configured)).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/auth");
  } finally {
    await database.end().catch(() => undefined);
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
