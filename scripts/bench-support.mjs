// @ts-check
// Shared by the bench:* scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Stops the script with a hint when there is no production build to measure. */
export function requireBuild() {
  if (!fs.existsSync(path.join(root, "build", "server", "index.js"))) {
    console.error("No build: run `npm run build` first.");
    process.exit(1);
  }
}

/** @returns {Promise<number>} a TCP port free on 127.0.0.1 right now */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/** Resolves once `url` answers 2xx (the server's /readyz), polling every 100 ms for up to two minutes. */
export async function waitUntilReady(/** @type {string} */ url) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
}

/** Runs one statement on the PostgreSQL server `admin` names (creating and dropping bench databases). */
export async function adminQuery(/** @type {string} */ admin, /** @type {string} */ sql) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** @param {number[]} sorted ascending @param {number} p percent @returns {number} */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Starts the production build (scripts/start.mjs) on `engine` in a process of its own: on PGlite
 * with a fresh DATA_DIR, on PostgreSQL in a fresh database `storefront_bench_<name>_<pid>` on the
 * server `serverUrl` names. Resolves once /readyz answers; `stop()` ends the process and removes its
 * data directory or database.
 * With `databaseUrl`, it uses that database as it is (several processes on one database) and leaves it.
 * @param {{ name: string, engine: string, serverUrl?: string, databaseUrl?: string, nodeArgs?: string[], env?: NodeJS.ProcessEnv, stdio?: import("node:child_process").StdioOptions }} options
 */
export async function startBenchServer({
  name,
  engine,
  serverUrl,
  databaseUrl: sharedDatabaseUrl,
  nodeArgs = [],
  env = {},
  stdio = ["ignore", "ignore", "inherit"],
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-bench-${name}-`));
  const databaseName = `storefront_bench_${name}_${process.pid}`;
  let databaseUrl = sharedDatabaseUrl ?? "";
  const ownDatabase = engine === "postgres" && !sharedDatabaseUrl;
  if (ownDatabase) {
    if (!serverUrl) throw new Error("PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
    await adminQuery(serverUrl, `create database "${databaseName}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ORIGIN: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      ...env,
    },
    stdio,
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (ownDatabase && serverUrl) await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
  };
  try {
    await waitUntilReady(`${base}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
}

/**
 * One guest: adds products one after the other until `until`, keeping the guest cookie the first
 * add returns. Latencies go to `latencies`; failures are counted.
 * @param {string} base @param {string[]} productIds @param {number} until @param {number[]} latencies @param {{ errors: number }} counts
 */
export async function guest(base, productIds, until, latencies, counts) {
  let cookie = "";
  let turn = Math.floor(Math.random() * productIds.length);
  while (Date.now() < until) {
    const productId = /** @type {string} */ (productIds[turn++ % productIds.length]);
    const started = performance.now();
    const response = await fetch(`${base}/cart.data`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ intent: "add", productId, quantity: "1", js: "1", redirectTo: "/products" }),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) counts.errors++;
    cookie ||=
      response.headers
        .getSetCookie()
        .find((line) => line.startsWith("storefront_guest="))
        ?.split(";")[0] ?? "";
  }
}

/**
 * The products a card's 'Add to cart' offers (those without options), from the catalogue page:
 * the product ids of the forms posting to /cart (every card also has an 'Add to quote' form).
 * @param {string} base @returns {Promise<string[]>}
 */
export async function cartProductIds(base) {
  const catalogue = await (await fetch(`${base}/products`)).text();
  const cartForms = catalogue.matchAll(/<form[^>]*action="\/cart"[^>]*>.*?<\/form>/gs);
  const productIds = [
    ...new Set([...cartForms].flatMap((form) => [...(/name="productId" value="([0-9a-f-]{36})"/.exec(form[0])?.slice(1) ?? [])])),
  ];
  if (productIds.length === 0) throw new Error("no 'Add to cart' form on /products");
  return productIds;
}
