// `npm run seed:bulk -- --products N`: adds N synthetic products for benchmarks, on the database
// the environment names (DATABASE_URL, else the PGlite database in DATA_DIR; stop the server first).
import { parseArgs } from "node:util";
import { openDatabase } from "../app/server/db/client.server";
import { prepareDatabase } from "../app/server/db/setup.server";
import { parseEnvironment } from "../app/server/env.server";
import { createLogger } from "../app/server/logger.server";
import { seedBulkProducts } from "../app/server/seed/bulk.server";

const { values } = parseArgs({ options: { products: { type: "string", default: "1000" } } });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error("--products must be a whole number between 1 and 5000000");
  process.exit(1);
}

const env = parseEnvironment();
const logger = createLogger("warn");
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, logger });
try {
  await prepareDatabase(handle, logger);
  const started = performance.now();
  let reported = 0;
  const { first, last } = await seedBulkProducts(handle.db, count, {
    onProgress: (done) => {
      if (done - reported >= 20_000 || done === count) {
        reported = done;
        console.log(`  ${done} / ${count}`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `added products BULK-${first}…BULK-${last} (${count}) on ${handle.engine} in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} products/s)`,
  );
} finally {
  await handle.close();
}
