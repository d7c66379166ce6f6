import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { RestaurantOrderStatus } from "~/lib/restaurant-orders";
import type { Database } from "../db/client.server";
import { restaurantOrderEvents, restaurantOrders } from "../db/schema";

/** What an order event tells a listener: the order's number and state after the event. */
export interface OrderEventView {
  id: number;
  orderId: string;
  restaurantId: string;
  orderNumber: number;
  status: RestaurantOrderStatus;
  reason: string | null;
  estimatedReadyAt: string;
}

const eventColumns = {
  id: restaurantOrderEvents.id,
  orderId: restaurantOrderEvents.orderId,
  restaurantId: restaurantOrderEvents.restaurantId,
  orderNumber: restaurantOrders.orderNumber,
  status: restaurantOrderEvents.status,
  reason: restaurantOrderEvents.reason,
  estimatedReadyAt: restaurantOrders.estimatedReadyAt,
};

const toView = (row: {
  id: number;
  orderId: string;
  restaurantId: string;
  orderNumber: number;
  status: string;
  reason: string | null;
  estimatedReadyAt: Date;
}): OrderEventView => ({
  ...row,
  status: row.status as RestaurantOrderStatus,
  estimatedReadyAt: row.estimatedReadyAt.toISOString(),
});

/** One event by its id (what a NOTIFY names), or null when there is none. */
export async function orderEventById(db: Database, id: number): Promise<OrderEventView | null> {
  const [row] = await db
    .select(eventColumns)
    .from(restaurantOrderEvents)
    .innerJoin(restaurantOrders, eq(restaurantOrders.id, restaurantOrderEvents.orderId))
    .where(eq(restaurantOrderEvents.id, id));
  return row ? toView(row) : null;
}

/** The condition that keeps one order's events, one restaurant's, or (`"all"`) every one. */
function eventsIn(scope: { orderId: string } | { restaurantId: string } | "all") {
  if (scope === "all") return undefined;
  return "orderId" in scope ? eq(restaurantOrderEvents.orderId, scope.orderId) : eq(restaurantOrderEvents.restaurantId, scope.restaurantId);
}

/** Events after `afterId`, oldest first (a reconnecting client's missed updates, or a listener's replay). */
export async function orderEventsSince(
  db: Database,
  scope: { orderId: string } | { restaurantId: string } | "all",
  afterId: number,
  limit = 500,
): Promise<OrderEventView[]> {
  const inScope = eventsIn(scope);
  const rows = await db
    .select(eventColumns)
    .from(restaurantOrderEvents)
    .innerJoin(restaurantOrders, eq(restaurantOrders.id, restaurantOrderEvents.orderId))
    .where(and(gt(restaurantOrderEvents.id, afterId), inScope))
    .orderBy(asc(restaurantOrderEvents.id))
    .limit(limit);
  return rows.map(toView);
}

/** The newest event id in a scope (0 when none): where a freshly rendered page's stream starts. */
export async function lastOrderEventId(db: Database, scope: { orderId: string } | { restaurantId: string } | "all"): Promise<number> {
  const inScope = eventsIn(scope);
  const [row] = await db
    .select({ id: restaurantOrderEvents.id })
    .from(restaurantOrderEvents)
    .where(inScope)
    .orderBy(desc(restaurantOrderEvents.id))
    .limit(1);
  return row?.id ?? 0;
}
