// @ts-check
// `npm run bench:cart`: 50 concurrent guests add products to their carts for BENCH_SECONDS
// (default 5) against the production build, on PGlite and, with BENCH_DATABASE_URL or
// TEST_DATABASE_URL, on PostgreSQL (in a database of its own, dropped afterwards). Each add is
// what the 'Add to cart' button sends once JavaScript runs: a POST to /cart.data. Prints adds per
// second and latency percentiles per engine; never fails on the figures.
import { percentile, requireBuild, startBenchServer } from "./bench-support.mjs";

requireBuild();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const guests = Number(process.env.BENCH_GUESTS ?? 50);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const engines = process.env.BENCH_ENGINES ? process.env.BENCH_ENGINES.split(",") : serverUrl ? ["pglite", "postgres"] : ["pglite"];

/**
 * One guest: adds products one after the other until `until`, keeping the guest cookie the first
 * add returns. Latencies go to `latencies`; failures are counted.
 * @param {string} base @param {string[]} productIds @param {number} until @param {number[]} latencies @param {{ errors: number }} counts
 */
async function guest(base, productIds, until, latencies, counts) {
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

console.log(`bench:cart: ${guests} concurrent guests adding to their carts for ${seconds} s per engine`);
for (const engine of engines) {
  const { base, stop } = await startBenchServer({ name: "cart", engine, serverUrl });
  try {
    // The products a card's 'Add to cart' offers (those without options), from the catalogue page:
    // the product ids of the forms posting to /cart (every card also has an 'Add to quote' form).
    const catalogue = await (await fetch(`${base}/products`)).text();
    const cartForms = catalogue.matchAll(/<form[^>]*action="\/cart"[^>]*>.*?<\/form>/gs);
    const productIds = [
      ...new Set([...cartForms].flatMap((form) => [...(/name="productId" value="([0-9a-f-]{36})"/.exec(form[0])?.slice(1) ?? [])])),
    ];
    if (productIds.length === 0) throw new Error("no 'Add to cart' form on /products");
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
