// A registered, confirmed customer and an admin for `npm run bench:ssr`'s signed-in rows, written
// through the app's own commands before the server opens the database (PGlite: one process per
// directory). DATA_DIR or DATABASE_URL name the database; BENCH_CUSTOMER_EMAIL and
// BENCH_CUSTOMER_PASSWORD the customer, BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD the admin.
import { registerRawTextLoader } from "./raw-text-loader";

// The app's modules import text as Vite does (`?raw`): the loader hook first, then the modules.
registerRawTextLoader();
const { eq } = await import("drizzle-orm");
const { openDatabase } = await import("~/server/db/client.server");
const { admins, factories, users } = await import("~/server/db/schema");
const { prepareDatabase } = await import("~/server/db/setup.server");
const { createLogger } = await import("~/server/logger.server");
const { registerConfirmed } = await import("./check-html-fixtures");

const customer = { email: process.env.BENCH_CUSTOMER_EMAIL ?? "", password: process.env.BENCH_CUSTOMER_PASSWORD ?? "" };
const admin = { email: process.env.BENCH_ADMIN_EMAIL ?? "", password: process.env.BENCH_ADMIN_PASSWORD ?? "" };
const origin = process.env.ORIGIN ?? "http://127.0.0.1";
const logger = createLogger("silent");
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? "" });
try {
  await prepareDatabase(handle, logger);
  const db = handle.db;
  const userId = async (account: { email: string; password: string }) => {
    const find = () => db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if ((await find()).length === 0) await registerConfirmed(db, origin, logger, account);
    return (await find())[0]!.id;
  };
  await userId(customer);
  const adminId = await userId(admin);
  const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
  const [granted] = await db.select({ id: admins.id }).from(admins).where(eq(admins.userId, adminId));
  if (!granted) await db.insert(admins).values({ userId: adminId, factoryId: factory!.id, role: "admin", isActive: true });
} finally {
  await handle.close();
}
