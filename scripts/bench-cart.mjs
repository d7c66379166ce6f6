// @ts-check
// `npm run bench:cart`: 50 concurrent guests add products to their carts for BENCH_SECONDS
// (default 5) against the production build, on PGlite and, with BENCH_DATABASE_URL or
// TEST_DATABASE_URL, on PostgreSQL (in a database of its own, dropped afterwards). Each add is
// what the 'Add to cart' button sends once JavaScript runs: a POST to /cart.data. Prints adds per
// second and latency percentiles per engine; never fails on the figures.
import { cartProductIds, guest, percentile, requireBuild, startBenchServer } from "./bench-support.mjs";

requireBuild();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const guests = Number(process.env.BENCH_GUESTS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines = process.env.BENCH_ENGINES ? process.env.BENCH_ENGINES.split(",") : serverUrl ? ["pglite", "postgres"] : ["pglite"];

console.log(`bench:cart: ${guests} concurrent guests adding to their carts for ${seconds} s per engine`);
for (const engine of engines) {
  const { base, stop } = await startBenchServer({ name: "cart", engine, serverUrl });
  try {
    const productIds = await cartProductIds(base);
    // Warm-up: JIT, pools, first carts.
    await Promise.all(Array.from({ length: guests }, () => guest(base, productIds, Date.now() + 1000, [], { errors: 0 })));
    /** @type {number[]} */
    const latencies = [];
    const counts = { errors: 0 };
    const started = Date.now();
    await Promise.all(Array.from({ length: guests }, () => guest(base, productIds, started + seconds * 1000, latencies, counts)));
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
    console.log(
      `  ${engine.padEnd(8)} ${(latencies.length / elapsed).toFixed(0).padStart(5)} adds/s  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  (${latencies.length} adds, ${counts.errors} errors)`,
    );
  } finally {
    await stop();
  }
}
