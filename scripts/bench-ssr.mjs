// @ts-check
// `npm run bench:ssr` (build first): server-rendering throughput. For `/`, `/products` and a
// product page, in the default language and in English, on PGlite and on PostgreSQL, with the page
// cache off and on: requests/s, p50/p99 latency and CPU ms per request of the app process at 10 and
// 50 connections, beside a bare Node server (a separate process) answering the same bytes from
// memory, and the ratio of the two rates. The ratio and the CPU time are the figures that count on
// a shared machine. Prints a table; never fails on the figures.
// Personal visitors (issue 29, ADR 0035) on a product page and /products: a guest with an item in
// the cart and a signed-in customer, each sending their cookie with every request; with the cache
// off their pages are rendered whole, with it on they are the cached page filled in for them. And,
// for the record, pages rendered whole for their visitor: /cart and /checkout (the guest), /account
// (the customer), /admin and a product page for an admin.
//
// BENCH_SECONDS (default 5) per measurement; BENCH_ENGINES=pglite,postgres; BENCH_CACHE=off,on;
// BENCH_CONNECTIONS=10,50; BENCH_VISITORS=anonymous,guest-cart,customer; BENCH_PERSONAL_PAGES
// (default /products/helmelk,/products); PostgreSQL through BENCH_DATABASE_URL or TEST_DATABASE_URL
// (a database on the server to connect through: the script creates `storefront_bench_ssr` beside it once).
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { spawnSync } from "node:child_process";
import { cartProductIds, freePort, requireBuild, root, waitUntilReady } from "./bench-support.mjs";

requireBuild();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const list = (/** @type {string | undefined} */ value, /** @type {string[]} */ fallback) =>
  value
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;
const connectionCounts = list(process.env.BENCH_CONNECTIONS, ["10", "50"]).map(Number);
const cacheModes = list(process.env.BENCH_CACHE, ["off", "on"]);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines = list(process.env.BENCH_ENGINES, serverUrl ? ["pglite", "postgres"] : ["pglite"]);
const pages = list(process.env.BENCH_PAGES, ["/", "/products", "/products/helmelk", "/en", "/en/products", "/en/products/whole-milk"]);
const visitors = list(process.env.BENCH_VISITORS, ["anonymous", "guest-cart", "customer", "admin"]);
const personalPages = list(process.env.BENCH_PERSONAL_PAGES, ["/products/helmelk", "/products"]);
// Pages that are the visitor's through and through, rendered for them whole on every request (out
// of issue 29's scope, measured for the record); an admin's pages are all rendered whole.
const wholePages = /** @type {Record<string, string[]>} */ ({
  "guest-cart": ["/cart", "/checkout"],
  customer: ["/account"],
  admin: ["/admin", "/products/helmelk"],
});
const admin = { email: "bench-ssr-admin@example.com", password: "bench-admin-password-4821" };
const customer = { email: "bench-ssr-customer@example.com", password: "cloudberry-jam-2024" };
const ticksPerSecond = 100; // Linux USER_HZ: /proc/<pid>/stat counts CPU time in these.

/** CPU time (user + system) of a process so far, in ms. */
function cpuMs(/** @type {number} */ pid) {
  const fields = (fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Starts a node process running `args` with `env`; resolves once `readyUrl` answers 200. */
async function startProcess(/** @type {string[]} */ args, /** @type {NodeJS.ProcessEnv} */ env, /** @type {string} */ readyUrl) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  await waitUntilReady(readyUrl);
  return child;
}

async function stopProcess(/** @type {import("node:child_process").ChildProcess} */ child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** One autocannon run (with `headers` on every request); returns rate, latency and CPU ms per request of `pid`. */
async function measure(/** @type {string} */ url, /** @type {number} */ connections, /** @type {number} */ pid, headers = {}) {
  // A short warm-up so JIT and pools settle before the counted run.
  await autocannon({ url, connections, duration: 1, headers });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = cpuMs(pid) - before;
  const requests = result.requests.total;
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    rps: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: requests ? cpu / requests : NaN,
    errors,
  };
}

const staticServer = `
const http = require("node:http");
const pages = JSON.parse(require("node:fs").readFileSync(process.env.PAGES_FILE, "utf8"));
const bodies = new Map(Object.entries(pages).map(([path, body]) => [path, Buffer.from(body, "base64")]));
http.createServer((req, res) => {
  if (req.url === "/readyz") return res.end("ok");
  const body = bodies.get(req.url);
  res.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body ? body.length : 0 });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

async function postgresDatabaseUrl() {
  if (!serverUrl) throw new Error("PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'storefront_bench_ssr'");
  if (exists.rowCount === 0) await admin.query("create database storefront_bench_ssr");
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = "/storefront_bench_ssr";
  return url.toString();
}

/** Writes the bench customer into the database before the server opens it (scripts/bench-ssr-customer.ts). */
function prepareCustomer(/** @type {NodeJS.ProcessEnv} */ databaseEnv) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "bench-ssr-customer.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...databaseEnv,
      BENCH_CUSTOMER_EMAIL: customer.email,
      BENCH_CUSTOMER_PASSWORD: customer.password,
      BENCH_ADMIN_EMAIL: admin.email,
      BENCH_ADMIN_PASSWORD: admin.password,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error("could not prepare the bench customer");
}

/** The cookie of `visitor` on the server at `base`: a guest who added a product to the cart, or the bench customer signed in. */
async function cookieOf(/** @type {string} */ visitor, /** @type {string} */ base) {
  const post = (/** @type {string} */ path, /** @type {Record<string, string>} */ form) =>
    fetch(base + path, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
  const response =
    visitor === "guest-cart"
      ? await post("/cart.data", {
          intent: "add",
          productId: /** @type {string} */ ((await cartProductIds(base))[0]),
          quantity: "2",
          js: "1",
        })
      : await post("/auth", {
          intent: "signin",
          email: (visitor === "admin" ? admin : customer).email,
          password: (visitor === "admin" ? admin : customer).password,
        });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => /^(storefront_guest|storefront\.session_token)=./.test(pair))
    .join("; ");
  if (!cookie) throw new Error(`${visitor}: no cookie (answered ${response.status})`);
  return cookie;
}

/** @type {Array<Record<string, string | number>>} */
const rows = [];
const format = (/** @type {number} */ value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

for (const engine of engines) {
  const databaseEnv =
    engine === "postgres"
      ? { DATABASE_URL: await postgresDatabaseUrl() }
      : { DATABASE_URL: "", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-ssr-")) };
  if (visitors.includes("customer") || visitors.includes("admin")) prepareCustomer(databaseEnv);
  for (const cache of cacheModes) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = await startProcess(
      [path.join(root, "scripts", "start.mjs")],
      {
        ...databaseEnv,
        PORT: String(port),
        HOST: "127.0.0.1",
        ORIGIN: base,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        PAGE_CACHE: cache,
        AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      },
      `${base}/readyz`,
    );
    const staticPort = await freePort();
    const pagesFile = path.join(os.tmpdir(), `storefront-bench-ssr-pages-${process.pid}.json`);
    try {
      // What is measured: every page for anonymous visitors, the personal pages for the others.
      const runs = [];
      for (const visitor of visitors) {
        const cookie = visitor === "anonymous" ? null : await cookieOf(visitor, base);
        const visitorPages =
          visitor === "anonymous"
            ? pages
            : visitor === "admin"
              ? (wholePages.admin ?? [])
              : [...personalPages, ...(wholePages[visitor] ?? [])];
        for (const page of visitorPages)
          // The bare server knows each visitor's copy of a page by a query of its own.
          runs.push({
            visitor,
            page,
            headers: /** @type {Record<string, string>} */ (cookie ? { cookie } : {}),
            barePath: cookie ? `${page}?visitor=${visitor}` : page,
          });
      }
      /** @type {Record<string, string>} */
      const bodies = {};
      for (const run of runs) {
        const response = await fetch(base + run.page, { redirect: "manual", headers: run.headers });
        if (response.status !== 200) throw new Error(`${run.page} (${run.visitor}) answered ${response.status}`);
        bodies[run.barePath] = Buffer.from(await response.arrayBuffer()).toString("base64");
      }
      fs.writeFileSync(pagesFile, JSON.stringify(bodies));
      const bare = await startProcess(
        ["-e", staticServer],
        { PORT: String(staticPort), PAGES_FILE: pagesFile },
        `http://127.0.0.1:${staticPort}/readyz`,
      );
      try {
        for (const { visitor, page, headers, barePath } of runs) {
          const bytes = Buffer.from(bodies[barePath] ?? "", "base64").length;
          for (const connections of connectionCounts) {
            const measured = await measure(base + page, connections, /** @type {number} */ (app.pid), headers);
            const reference = await measure(`http://127.0.0.1:${staticPort}${barePath}`, connections, /** @type {number} */ (bare.pid));
            const row = {
              engine,
              cache,
              visitor,
              page,
              kB: format(bytes / 1024, 1),
              conns: connections,
              "req/s": format(measured.rps),
              "p50 ms": format(measured.p50),
              "p99 ms": format(measured.p99),
              "CPU ms/req": format(measured.cpuPerRequest, 2),
              "bare req/s": format(reference.rps),
              "bare p99 ms": format(reference.p99),
              "bare CPU ms/req": format(reference.cpuPerRequest, 2),
              ratio: `${format((measured.rps / reference.rps) * 100, 1)} %`,
              errors: measured.errors,
              // The machine is shared: the 1-minute load average when the row was measured says how much.
              load: format(os.loadavg()[0] ?? NaN, 1),
            };
            rows.push(row);
            console.log(Object.values(row).join("  "));
          }
        }
      } finally {
        await stopProcess(bare);
      }
    } finally {
      fs.rmSync(pagesFile, { force: true });
      await stopProcess(app);
    }
  }
  if (databaseEnv.DATA_DIR) fs.rmSync(databaseEnv.DATA_DIR, { recursive: true, force: true });
}

console.log(
  `\nServer rendering, ${seconds} s per measurement, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} (${os.cpus().length} cores):`,
);
console.table(rows);
console.log(
  "CPU ms/req is the app process's user + system time per request: on PGlite it includes the database (its WebAssembly runs in the process), on PostgreSQL the server's own backends are not counted. ratio = req/s ÷ bare req/s.",
);
