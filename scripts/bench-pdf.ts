// `npm run bench:pdf`: the PDF catalogue. Time and peak memory to generate the demo catalogue and a
// catalogue of 1 000 more products (`seed:bulk`), in Norwegian and Arabic, each in a process of its
// own on PGlite (the database's memory is counted too: the figure before generating is printed),
// first with no picture or symbol cached, then again with them cached (as after a price change);
// then requests/s of a cached catalogue downloaded from the production build, beside a bare Node
// server sending the same file from disk in a separate process. Goals: ≤ 2 s for the demo
// catalogue, ≤ 30 s and ≤ 300 MB for 1 000 products. It prints figures and never fails on them.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { CataloguePdfService } from "../app/server/catalog-pdf/catalog-pdf.server";
import { localCatalogueFiles } from "../app/server/catalog-pdf/files.server";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/setup.server";
import { createLogger } from "../app/server/logger.server";
import { localMediaStorage, uploadsDirectory } from "../app/server/media/storage.server";
import { InvalidationBus } from "../app/server/page-cache/invalidation.server";
import { ProcessMemo } from "../app/server/page-cache/memo.server";
import { seedBulkProducts } from "../app/server/seed/bulk.server";
import { loadSite } from "../app/server/site/queries.server";
import { freePort, requireBuild, root, startBenchServer, waitUntilReady } from "./bench-support.mjs";

const { values } = parseArgs({
  options: {
    generate: { type: "boolean", default: false },
    "data-dir": { type: "string" },
    language: { type: "string", default: "nb" },
    seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "5" },
  },
});

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Child mode: one generation on an existing data directory; prints one JSON line. */
async function generateOnce(dataDir: string, language: string) {
  const logger = createLogger("warn");
  const handle = await openDatabase({ dataDir, logger });
  try {
    const site = await loadSite(handle.db);
    const output = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-pdf-out-"));
    const service = new CataloguePdfService({
      db: handle.db,
      media: localMediaStorage(uploadsDirectory(dataDir)),
      memo: new ProcessMemo(new InvalidationBus()),
      files: localCatalogueFiles(output),
      origin: "http://localhost:3000",
      logger,
    });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const generate = async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const file = await service.file(site, language, "all");
      // CPU time (all threads: sharp's too) says more than wall time on a machine others share.
      const cpu = process.cpuUsage(cpuBefore);
      return { file, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
    };
    // First with no picture scaled or symbol drawn yet; then made again with them kept in the
    // cache, as after a price change (the file is removed, so it is made anew in this process).
    const first = await generate();
    fs.rmSync(path.join(output, first.file.name));
    const again = await generate();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    fs.rmSync(output, { recursive: true, force: true });
    const { file } = first;
    console.log(
      JSON.stringify({
        ms: first.ms,
        cpuMs: first.cpuMs,
        againMs: again.ms,
        againCpuMs: again.cpuMs,
        pages: file.pageCount,
        bytes: file.size,
        rssBeforeMb: mb(rssBefore),
        peakRssMb: mb(peak),
      }),
    );
  } finally {
    await handle.close();
  }
}

async function prepare(dataDir: string, bulk: number) {
  const logger = createLogger("warn");
  const handle = await openDatabase({ dataDir, logger });
  try {
    await prepareDatabase(handle, logger);
    if (bulk > 0) {
      const existing = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products where sku like 'BULK-%'`);
      if ((existing.rows[0]?.n ?? 0) < bulk) await seedBulkProducts(handle.db, bulk - (existing.rows[0]?.n ?? 0));
    }
    const count = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products where is_active and restaurant_id is null`,
    );
    return count.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}

function measure(dataDir: string, language: string) {
  const run = spawnSync(
    process.execPath,
    [
      "--expose-gc",
      "--import",
      "tsx",
      path.join(root, "scripts", "bench-pdf.ts"),
      "--generate",
      "--data-dir",
      dataDir,
      "--language",
      language,
    ],
    { cwd: root, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`generation failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").pop()!) as {
    ms: number;
    cpuMs: number;
    againMs: number;
    againCpuMs: number;
    pages: number;
    bytes: number;
    rssBeforeMb: number;
    peakRssMb: number;
  };
}

async function throughput(url: string, seconds: number) {
  const result: { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number } = await autocannon({
    url,
    connections: 10,
    duration: seconds,
  });
  return { rate: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  requireBuild();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-bench-pdf-"));
  try {
    console.log(`PDF catalogue on PGlite (load average ${os.loadavg()[0]!.toFixed(1)}, ${os.cpus().length} cores)`);
    for (const [label, bulk, goal] of [
      ["demo catalogue", 0, "≤ 2 s"],
      ["demo + 1 000 bulk products", 1000, "≤ 30 s, ≤ 300 MB"],
    ] as const) {
      const dataDir = path.join(base, bulk ? "bulk" : "demo");
      const products = await prepare(dataDir, bulk);
      for (const language of ["nb", "ar"]) {
        const result = measure(dataDir, language);
        console.log(
          `  ${label} (${products} products), ${language}: ${(result.ms / 1000).toFixed(2)} s (CPU ${(result.cpuMs / 1000).toFixed(2)} s); ` +
            `made again with pictures and symbols cached ${(result.againMs / 1000).toFixed(2)} s (CPU ${(result.againCpuMs / 1000).toFixed(2)} s); ${result.pages} pages, ${(result.bytes / 1024 / 1024).toFixed(1)} MB; ` +
            `peak RSS ${result.peakRssMb} MB (${result.rssBeforeMb} MB before generating, database included; +${result.peakRssMb - result.rssBeforeMb} MB) — goal ${goal} (load average ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
    }

    // A cached catalogue through the production build, and the same file from a bare server.
    const seconds = Number(values.seconds);
    const server = await startBenchServer({ name: "pdf", engine: "pglite" });
    try {
      const url = `${server.base}/catalog-pdf/download`;
      const first = await fetch(url);
      const bytes = Buffer.from(await first.arrayBuffer());
      if (first.status !== 200) throw new Error(`download answered ${first.status}`);
      const file = path.join(base, "copy.pdf");
      fs.writeFileSync(file, bytes);
      const port = await freePort();
      const bare = spawn(
        process.execPath,
        [
          "-e",
          `const fs=require("fs");require("http").createServer((q,s)=>{s.writeHead(200,{"Content-Type":"application/pdf","Content-Length":${bytes.length}});fs.createReadStream(${JSON.stringify(file)}).pipe(s)}).listen(${port},"127.0.0.1")`,
        ],
        { stdio: "ignore" },
      );
      try {
        await waitUntilReady(`http://127.0.0.1:${port}/`);
        const app = await throughput(url, seconds);
        const plain = await throughput(`http://127.0.0.1:${port}/`, seconds);
        console.log(
          `  cached download (${(bytes.length / 1024).toFixed(0)} kB, 10 connections, ${seconds} s): app ${app.rate.toFixed(0)} req/s (p99 ${app.p99} ms, ${app.errors} errors), ` +
            `bare Node from disk ${plain.rate.toFixed(0)} req/s (p99 ${plain.p99} ms): ${((app.rate / plain.rate) * 100).toFixed(0)} % of the bare rate`,
        );
      } finally {
        bare.kill("SIGTERM");
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
}

if (values.generate) await generateOnce(values["data-dir"]!, values.language!);
else await main();
