import { storedAuthSecret } from "../auth/secret.server";
import type { Logger } from "../logger.server";
import { hasFactory, seedDemoData } from "../seed/seed.server";
import type { DatabaseHandle } from "./client.server";

/**
 * Migrates the database, loads the demo site on an empty one and, with `storedAuthSecret`, reads
 * (or generates) the auth secret kept in the database, all under the one setup lock. Safe for
 * several processes at once. Returns that secret, or null when not asked for.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  logger: Logger,
  options: { storedAuthSecret?: boolean } = {},
): Promise<{ authSecret: string | null }> {
  const started = performance.now();
  let authSecret: string | null = null;
  await handle.migrate(async (db) => {
    if (!(await hasFactory(db))) {
      logger.info("empty database: loading the demo site");
      await seedDemoData(db);
    }
    if (options.storedAuthSecret) authSecret = await storedAuthSecret(db);
  });
  logger.info({ engine: handle.engine, ms: Math.round(performance.now() - started) }, "database ready");
  return { authSecret };
}
