// A registered, confirmed customer for `npm run bench:ssr`'s signed-in rows, written through the
// app's own commands before the server opens the database (PGlite: one process per directory).
// DATA_DIR or DATABASE_URL name the database; BENCH_CUSTOMER_EMAIL and BENCH_CUSTOMER_PASSWORD the account.
import { registerRawTextLoader } from "./raw-text-loader";

// The app's modules import text as Vite does (`?raw`): the loader hook first, then the modules.
registerRawTextLoader();
const { eq } = await import("drizzle-orm");
const { openDatabase } = await import("~/server/db/client.server");
const { users } = await import("~/server/db/schema");
const { prepareDatabase } = await import("~/server/db/setup.server");
const { createLogger } = await import("~/server/logger.server");
const { registerConfirmed } = await import("./check-html-fixtures");

const email = process.env.BENCH_CUSTOMER_EMAIL ?? "";
const password = process.env.BENCH_CUSTOMER_PASSWORD ?? "";
const origin = process.env.ORIGIN ?? "http://127.0.0.1";
const logger = createLogger("silent");
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? "" });
try {
  await prepareDatabase(handle, logger);
  const [existing] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) await registerConfirmed(handle.db, origin, logger, { email, password });
} finally {
  await handle.close();
}
