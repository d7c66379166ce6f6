// The rows the drills need beyond check:html's fixtures (scripts/check-html-fixtures.ts, reused as
// they are): a second customer (B), kitchen staff of the restaurant the fixtures' restaurant order
// is NOT in, and the keys of the e-mailed links of customer A's order and quote. Written through the
// app's own commands into the data directory before the server opens it.
import { eq } from "drizzle-orm";
import { openDatabase } from "~/server/db/client.server";
import { orders, quoteRequests, users } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { addKitchenStaff } from "~/server/restaurants/admin-commands.server";
import { seededMenu } from "../../tests/factories/commerce";
import { E2E_ADMIN } from "../../tests/support/e2e-accounts";
import type { Fixtures } from "../check-html-plan";
import { prepareFixtures, registerConfirmed } from "../check-html-fixtures";

export interface Account {
  email: string;
  password: string;
}

export interface DrillFixtures extends Fixtures {
  customerB: Account;
  /** Kitchen staff of the café: the fixtures' restaurant order is the pizzeria's. */
  kitchen: Account;
  otherRestaurantId: string;
  /** The key of the order page's and the quote page's e-mailed links. */
  orderKey: string;
  quoteKey: string;
  orderNumber: string;
  /** Text that only pages showing the fixtures' restaurant order contain (its note). */
  restaurantOrderNote: string;
}

export async function prepareDrillFixtures(dataDir: string, origin: string, databaseUrl?: string): Promise<DrillFixtures> {
  const fixtures = await prepareFixtures(dataDir, origin, databaseUrl);
  const logger = createLogger("silent");
  const handle = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    const db = handle.db;
    const customerB = { email: "ola.drill-b@example.com", password: "lingonberry-jam-2025" };
    const kitchen = { email: "kokk.drill-kitchen@example.com", password: "brown-cheese-2025" };
    await registerConfirmed(db, origin, logger, customerB);
    await registerConfirmed(db, origin, logger, kitchen);

    const menu = await seededMenu(db);
    const [admin] = await db.select().from(users).where(eq(users.email, E2E_ADMIN.email.toLowerCase()));
    const actor = {
      user: { id: admin!.id, name: admin!.name, email: admin!.email, passwordChangeRequired: false },
      factoryId: menu.cafe.factoryId,
    };
    const staffed = await addKitchenStaff(db, actor, menu.cafe.id, kitchen.email);
    if (staffed !== "added") throw new Error(`drill fixtures: adding kitchen staff answered ${staffed}`);

    const [order] = await db.select().from(orders).where(eq(orders.id, fixtures.orderId));
    const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, fixtures.quoteId));
    return {
      ...fixtures,
      customerB,
      kitchen,
      otherRestaurantId: menu.cafe.id,
      orderKey: order!.accessToken,
      quoteKey: quote!.accessToken,
      orderNumber: String(order!.orderNumber),
      restaurantOrderNote: "No basil, please",
    };
  } finally {
    await handle.close();
  }
}
