import { inactiveProducts, lowStockProducts } from "../catalog/product-queries.server";
import type { Database } from "../db/client.server";
import { countOrdersInStatus, todaysOrders } from "../orders/admin-queries.server";
import { countQuotesInStatus } from "../quotes/queries.server";
import { countSellerApplications } from "../sellers/queries.server";
import { listAudit } from "./audit.server";

/** The dashboard's read model: what waits for the factory today, read through each domain's public queries. */
export async function loadDashboard(db: Database, factoryId: string, todayStart: Date) {
  const [today, waiting, openQuotes, pendingSellers, inactive, lowStock, audit] = await Promise.all([
    todaysOrders(db, factoryId, todayStart),
    countOrdersInStatus(db, factoryId, "placed"),
    countQuotesInStatus(db, factoryId, "requested"),
    countSellerApplications(db, factoryId, "pending"),
    inactiveProducts(db, factoryId),
    lowStockProducts(db, factoryId),
    listAudit(db, factoryId, { page: 1 }),
  ]);
  return { today, waiting, openQuotes, pendingSellers, inactive, lowStock, audit };
}
