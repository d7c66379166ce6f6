import type { Logger } from "../logger.server";
import { hasFactory, seedDemoData } from "../seed/seed.server";
import type { DatabaseHandle } from "./client.server";

/** Migrates the database and, on an empty one, loads the demo site. Safe for several processes at once. */
export async function prepareDatabase(handle: DatabaseHandle, logger: Logger): Promise<void> {
  const started = performance.now();
  await handle.migrate(async (db) => {
    if (await hasFactory(db)) return;
    logger.info("empty database: loading the demo site");
    await seedDemoData(db);
  });
  logger.info({ engine: handle.engine, ms: Math.round(performance.now() - started) }, "database ready");
}
