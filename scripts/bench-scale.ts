// `npm run bench:scale`: several app processes on one PostgreSQL database (BENCH_DATABASE_URL or
// TEST_DATABASE_URL names the server; a database of its own is made and dropped) behind the tests'
// round-robin proxy (tests/support/round-robin-proxy.ts, in this process). For 1, 2 and 3 processes:
// the product page (a page-cache hit) and the cart add (POST /cart.data, 50 guests), requests per
// second and p99, for BENCH_SECONDS each (default 5). Then the invalidation delay across processes:
// a price written to the database, until every process's cached product page shows it (20 times;
// goal ≤ 1 s at p99). The load, the proxy and the processes share this machine's cores: read the
// rates side by side, not as a capacity. It prints figures and never fails on them.
import pg from "pg";
import { startRoundRobinProxy } from "../tests/support/round-robin-proxy";
import { adminQuery, cartProductIds, freePort, guest, percentile, requireBuild, startBenchServer } from "./bench-support.mjs";

requireBuild();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const clients = Number(process.env.BENCH_GUESTS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error("bench:scale needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where it may create a database).");
  process.exit(1);
}
const PRODUCT_PATH = "/en/products/whole-milk";
type Bench = { base: string; stop(): Promise<void> };

const databaseName = `storefront_bench_scale_${process.pid}`;
await adminQuery(serverUrl, `create database "${databaseName}"`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${databaseName}`;
const servers: Bench[] = [];
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Requests of `base + path` one after the other until `until`; latencies collected. */
async function reader(url: string, until: number, latencies: number[], counts: { errors: number }) {
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!response.ok) counts.errors++;
  }
}

async function measure(label: string, run: (until: number, latencies: number[], counts: { errors: number }) => Promise<unknown>) {
  await run(Date.now() + 1000, [], { errors: 0 });
  const latencies: number[] = [];
  const counts = { errors: 0 };
  const started = Date.now();
  await run(started + seconds * 1000, latencies, counts);
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return `${label} ${(latencies.length / elapsed).toFixed(0).padStart(5)}/s  p99 ${ms(percentile(latencies, 99)).padStart(9)}  (${counts.errors} errors)`;
}

try {
  // Every process answers for the proxy's address (same-origin checks of the cart's POST), one port for every round.
  const proxyPort: number = await freePort();
  const env = { ORIGIN: `http://127.0.0.1:${proxyPort}` };
  // The first process migrates and seeds; the others start on the prepared database.
  for (let i = 0; i < 3; i++) {
    servers.push(
      (await startBenchServer({ name: `scale${i}`, engine: "postgres", serverUrl, databaseUrl: databaseUrl.toString(), env })) as Bench,
    );
  }
  const productIds: string[] = await cartProductIds(servers[0]!.base);
  console.log(`bench:scale: ${clients} clients for ${seconds} s per figure, through a round-robin proxy, on ${databaseName}`);
  // One proxy on one address for every round (clients keep their connections to it); only its backends change.
  const proxy = await startRoundRobinProxy([servers[0]!.base], { port: proxyPort });
  try {
    for (const count of [1, 2, 3]) {
      proxy.use(servers.slice(0, count).map((server) => server.base));
      const page = await measure("product page", (until, latencies, counts) =>
        Promise.all(Array.from({ length: clients }, () => reader(`${proxy.url}${PRODUCT_PATH}`, until, latencies, counts))),
      );
      const cart = await measure("cart add", (until, latencies, counts) =>
        Promise.all(Array.from({ length: clients }, () => guest(proxy.url, productIds, until, latencies, counts))),
      );
      console.log(`  ${count} process${count > 1 ? "es" : "  "}  ${page}   ${cart}`);
    }
  } finally {
    await proxy.close();
  }

  // The invalidation delay: a price written straight to the database (its trigger NOTIFYs every process).
  const database = new pg.Client({ connectionString: databaseUrl.toString() });
  await database.connect();
  const delays: number[] = [];
  try {
    const cached = async () => Promise.all(servers.map((server) => fetch(`${server.base}${PRODUCT_PATH}`).then((r) => r.text())));
    for (let round = 0; round < 20; round++) {
      await cached();
      const ore = 10_000 + round * 101 + 7;
      const shown = `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, "0")}`;
      const started = performance.now();
      // Helmelk is the demo product /en/products/whole-milk shows.
      const updated = await database.query("update products set shop_price_ore = $1 where name = 'Helmelk'", [ore]);
      if (updated.rowCount !== 1) throw new Error("the demo product Helmelk is not in the database");
      const each = await Promise.all(
        servers.map(async (server) => {
          while (!(await (await fetch(`${server.base}${PRODUCT_PATH}`)).text()).includes(shown)) {
            if (performance.now() - started > 10_000) throw new Error(`${server.base} did not show ${shown} within 10 s`);
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          return performance.now() - started;
        }),
      );
      delays.push(Math.max(...each));
    }
  } finally {
    await database.end();
  }
  delays.sort((a, b) => a - b);
  console.log(
    `  invalidation across 3 processes (write → every cached page shows it, 20 writes): p50 ${ms(percentile(delays, 50))}  p99 ${ms(percentile(delays, 99))}  max ${ms(delays.at(-1)!)}  (goal ≤ 1000 ms at p99)`,
  );
} finally {
  for (const server of servers.reverse()) await server.stop();
  await adminQuery(serverUrl, `drop database if exists "${databaseName}" with (force)`);
}
