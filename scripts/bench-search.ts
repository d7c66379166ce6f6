// `npm run bench:search`: latency of the suggestions endpoint and of the webshop's facet counts
// (one query per /shop page) with 100 000 bulk products, on PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server) on PostgreSQL.
// Prepares each database once (migrate, demo seed, `seed:bulk`) and keeps it for later runs:
// PGlite in BENCH_DATA_DIR (default: the OS temp dir), PostgreSQL in the database
// `storefront_bench_search` (or BENCH_SEARCH_DATABASE) on that server. Prints p50/p95/p99 of 1 000 mixed queries sent over
// HTTP to the production build; it never fails on speed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/setup.server";
import type { ShopFilters } from "../app/server/catalog/shop.server";
import { loadShopFacets } from "../app/server/catalog/shop.server";
import { createLogger } from "../app/server/logger.server";
import { seedBulkProducts } from "../app/server/seed/bulk.server";
import { freePort, requireBuild, root } from "./bench-support.mjs";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    queries: { type: "string", default: "1000" },
    "facet-queries": { type: "string", default: "300" },
  },
});
const productCount = Number(values.products);
const queryCount = Number(values.queries);
const facetQueryCount = Number(values["facet-queries"]);
requireBuild();

// A mix of what people type: whole words, two- and three-letter starts, words with a typo,
// Norwegian letters, several words, numbers and misses, in all three languages.
const terms: Array<[string, string]> = [
  ["ost", "nb"],
  ["brunost", "nb"],
  ["brnost", "nb"],
  ["flatbrød", "nb"],
  ["flatbrod", "nb"],
  ["knekkebrød", "nb"],
  ["smør", "nb"],
  ["sm", "nb"],
  ["hon", "nb"],
  ["honning", "nb"],
  ["honnig", "nb"],
  ["laks fra", "nb"],
  ["røkt laks", "nb"],
  ["mild ost", "nb"],
  ["økologisk", "nb"],
  ["øk", "nb"],
  ["ål", "nb"],
  ["fra lom", "nb"],
  ["vågå", "nb"],
  ["syltetøy", "nb"],
  ["syltetoy", "nb"],
  ["rømme", "nb"],
  ["havregryn", "nb"],
  ["12345", "nb"],
  ["me", "nb"],
  ["mel", "nb"],
  ["melk", "nb"],
  ["yoghurt", "nb"],
  ["jogurt", "nb"],
  ["pølse", "nb"],
  ["zzqx", "nb"],
  ["gudbrandsdalsost", "nb"],
  ["cheese", "en"],
  ["chese", "en"],
  ["ch", "en"],
  ["smoked salmon", "en"],
  ["honey", "en"],
  ["flatbread", "en"],
  ["butter", "en"],
  ["bu", "en"],
  ["organic", "en"],
  ["oats", "en"],
  ["from otta", "en"],
  ["sweet jam", "en"],
  ["biscuits", "en"],
  ["biscuts", "en"],
  ["milk", "en"],
  ["sour cream", "en"],
  ["جبن", "ar"],
  ["عسل", "ar"],
  ["حليب", "ar"],
  ["زبدة", "ar"],
  ["من لوم", "ar"],
  ["خبز", "ar"],
  // Two adjacent letters swapped (one typo under the rule of ADR 0009), and words in another order.
  ["hoeny", "en"],
  ["whloe milk", "en"],
  ["hemlelk", "nb"],
  ["laks røkt", "nb"],
  ["سملون", "ar"],
];

/** Migrates, seeds and tops the bulk products up to `productCount` (a no-op when already there). */
async function prepare(options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const logger = createLogger("warn");
  const handle = await openDatabase({ ...options, logger });
  try {
    await prepareDatabase(handle, logger);
    const result = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products where sku like 'BULK-%'`);
    const missing = productCount - (result.rows[0]?.n ?? 0);
    if (missing > 0) {
      console.log(`  adding ${missing} bulk products on ${handle.engine} (once; kept for later runs)…`);
      await seedBulkProducts(handle.db, missing);
      await handle.db.execute(sql`analyze`);
    }
  } finally {
    await handle.close();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      AUTH_SECRET: "bench-search-only-secret-not-for-production-0123456789",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready;) {
      if (exited) throw new Error(`${label}: the server stopped before it was ready (see its output above)`);
      ready = await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = (index: number) => {
      const [term, lang] = terms[index % terms.length]!;
      return `${base}/api/search/suggestions?q=${encodeURIComponent(term)}&lang=${lang}`;
    };
    for (let index = 0; index < terms.length * 2; index++) await (await fetch(url(index))).arrayBuffer(); // warm-up
    const timings: number[] = [];
    const byTerm = new Map<string, number[]>();
    let results = 0;
    for (let index = 0; index < queryCount; index++) {
      const started = performance.now();
      const response = await fetch(url(index));
      const body = (await response.json()) as { suggestions?: unknown[] };
      const elapsed = performance.now() - started;
      timings.push(elapsed);
      const key = terms[index % terms.length]!.join("/");
      byTerm.set(key, [...(byTerm.get(key) ?? []), elapsed]);
      if (response.status !== 200) throw new Error(`${url(index)} answered ${response.status}`);
      results += body.suggestions?.length ?? 0;
    }
    timings.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${label.padEnd(10)} ${queryCount} queries (${terms.length} distinct terms, ${(results / queryCount).toFixed(1)} suggestions each): ` +
        `p50 ${ms(percentile(timings, 50))}  p95 ${ms(percentile(timings, 95))}  p99 ${ms(percentile(timings, 99))}  max ${ms(timings.at(-1)!)}`,
    );
    const medians = [...byTerm]
      .map(
        ([term, times]) =>
          [
            term,
            percentile(
              times.sort((a, b) => a - b),
              50,
            ),
          ] as const,
      )
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `${"".padEnd(10)} slowest terms (median): ${medians
        .slice(0, 6)
        .map(([term, median]) => `${term} ${ms(median)}`)
        .join(", ")}`,
    );
  } finally {
    if (!exited) await new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));
  }
}

// The webshop's selections: nothing, one facet, several at once, the search with facets, in all three languages.
const facetCases: Array<{ language: string; categories?: string[]; filters: Partial<ShopFilters> }> = [
  { language: "nb", filters: {} },
  { language: "nb", categories: ["dairy"], filters: {} },
  { language: "en", categories: ["dairy", "organic"], filters: { inStock: true } },
  { language: "nb", filters: { prices: ["50-100"], inStock: true } },
  { language: "nb", filters: { sizes: ["500 g", "1000 g"] } },
  { language: "en", filters: { properties: ["organic"] } },
  { language: "ar", filters: { properties: ["organic", "gluten_free"], prices: ["100-250", "250-"] } },
  { language: "nb", categories: ["grains"], filters: { prices: ["0-50"], inStock: true, sizes: ["300 g"], properties: ["vegan"] } },
  { language: "nb", filters: { search: "honning", inStock: true } },
  { language: "en", filters: { search: "smoked salmon", properties: ["lactose_free"] } },
];

/** p50/p95/p99 of the facet counts of a /shop page, called in-process on the prepared database (no HTTP, no rendering). */
async function measureFacets(label: string, options: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const logger = createLogger("warn");
  const handle = await openDatabase({ ...options, logger });
  try {
    const factory = await handle.db.execute<{ id: string }>(sql`select id from factories limit 1`);
    const factoryId = factory.rows[0]!.id;
    const categoryIds = new Map(
      (
        await handle.db.execute<{ id: string; slug: string }>(sql`select id, slug from categories where factory_id = ${factoryId}`)
      ).rows.map((row) => [row.slug, row.id]),
    );
    const run = (index: number) => {
      const entry = facetCases[index % facetCases.length]!;
      const filters: ShopFilters = {
        search: "",
        prices: [],
        inStock: false,
        sizes: [],
        properties: [],
        ...entry.filters,
        categoryIds: (entry.categories ?? []).map((slug) => categoryIds.get(slug)!),
      };
      return loadShopFacets(handle.db, { factoryId, languageCode: entry.language, defaultLanguageCode: "nb" }, filters);
    };
    for (let index = 0; index < facetCases.length * 2; index++) await run(index); // warm-up
    const timings: number[] = [];
    const byCase = new Map<number, number[]>();
    let counted = 0;
    for (let index = 0; index < facetQueryCount; index++) {
      const started = performance.now();
      const facets = await run(index);
      const elapsed = performance.now() - started;
      timings.push(elapsed);
      byCase.set(index % facetCases.length, [...(byCase.get(index % facetCases.length) ?? []), elapsed]);
      counted += facets.total;
    }
    timings.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${label.padEnd(10)} ${facetQueryCount} facet queries (${facetCases.length} selections, ${Math.round(counted / facetQueryCount)} products matched on average): ` +
        `p50 ${ms(percentile(timings, 50))}  p95 ${ms(percentile(timings, 95))}  p99 ${ms(percentile(timings, 99))}  max ${ms(timings.at(-1)!)}  (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    );
    const medians = [...byCase]
      .map(
        ([index, times]) =>
          [
            index,
            percentile(
              times.sort((a, b) => a - b),
              50,
            ),
          ] as const,
      )
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `${"".padEnd(10)} slowest selections (median): ${medians
        .slice(0, 4)
        .map(([index, median]) => `#${index + 1} ${ms(median)}`)
        .join(", ")}`,
    );
  } finally {
    await handle.close();
  }
}

console.log(`bench:search — suggestions endpoint over HTTP, ${productCount} bulk products + the demo catalogue`);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), "storefront-bench-search");
fs.mkdirSync(dataDir, { recursive: true });
await prepare({ dataDir });
await measure("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" });
await measureFacets("PGlite", { dataDir });

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// Its own name per checkout keeps branches with different migrations from sharing one database.
const serverDatabase = process.env.BENCH_SEARCH_DATABASE ?? "storefront_bench_search";
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(serverDatabase)) throw new Error("BENCH_SEARCH_DATABASE must be a plain lower-case database name");
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [serverDatabase]);
  if (exists.rowCount === 0) await admin.query(`create database "${serverDatabase}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${serverDatabase}`;
  await prepare({ databaseUrl: url.toString(), dataDir });
  await measure("PostgreSQL", { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  await measureFacets("PostgreSQL", { databaseUrl: url.toString(), dataDir });
} else {
  console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database on the server to connect through.");
}
console.log(
  "targets: suggestions p95 ≤ 20 ms on PostgreSQL, ≤ 50 ms on PGlite; facets p95 ≤ 30 ms on PostgreSQL, ≤ 60 ms on PGlite (printed, never enforced)",
);
