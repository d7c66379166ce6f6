import { and, asc, desc, eq, gte, inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import { activeStatuses, type Fulfilment, type RestaurantOrderStatus } from "~/lib/restaurant-orders";
import { passwordChangePath, requireUser, viewerIsAdmin } from "../auth/session.server";
import type { RequestContext } from "../context.server";
import type { Database } from "../db/client.server";
import { restaurantOrderLines, restaurantOrders, restaurants, restaurantStaff, users } from "../db/schema";
import { lastOrderEventId } from "./order-events-queries.server";
import { BOARD_WINDOW_MS } from "./orders.server";

export interface TrackedOrder {
  id: string;
  restaurantId: string;
  orderNumber: number;
  status: RestaurantOrderStatus;
  statusReason: string | null;
  fulfilment: Fulfilment;
  estimatedReadyAt: string;
  requestedAt: string | null;
  createdAt: string;
  totalOre: number;
  currency: string;
  lines: Array<{ id: string; title: string; options: string[]; quantity: number; lineTotalOre: number }>;
  lastEventId: number;
}

/** One order as its tracking page shows it (no contact details), or null. */
export async function loadTrackedOrder(db: Database, orderId: string): Promise<TrackedOrder | null> {
  const [order] = await db.select().from(restaurantOrders).where(eq(restaurantOrders.id, orderId));
  if (!order) return null;
  const [lines, lastEventId] = await Promise.all([
    db
      .select({
        id: restaurantOrderLines.id,
        title: restaurantOrderLines.title,
        options: restaurantOrderLines.options,
        quantity: restaurantOrderLines.quantity,
        lineTotalOre: restaurantOrderLines.lineTotalOre,
      })
      .from(restaurantOrderLines)
      .where(eq(restaurantOrderLines.orderId, orderId))
      .orderBy(asc(restaurantOrderLines.sortOrder)),
    lastOrderEventId(db, { orderId }),
  ]);
  return {
    id: order.id,
    restaurantId: order.restaurantId,
    orderNumber: order.orderNumber,
    status: order.status as RestaurantOrderStatus,
    statusReason: order.statusReason,
    fulfilment: order.fulfilment as Fulfilment,
    estimatedReadyAt: order.estimatedReadyAt.toISOString(),
    requestedAt: order.requestedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    totalOre: order.totalOre,
    currency: order.currency,
    lines,
    lastEventId,
  };
}

/** The queue display's numbers: order number and state only, nothing personal, no order ids. */
export async function loadQueue(
  db: Database,
  restaurantId: string,
  now = new Date(),
): Promise<{ orders: Array<{ orderNumber: number; status: RestaurantOrderStatus }>; lastEventId: number }> {
  const [rows, lastEventId] = await Promise.all([
    db
      .select({ orderNumber: restaurantOrders.orderNumber, status: restaurantOrders.status })
      .from(restaurantOrders)
      .where(
        and(
          eq(restaurantOrders.restaurantId, restaurantId),
          inArray(restaurantOrders.status, ["received", "accepted", "preparing", "ready"]),
          gte(restaurantOrders.createdAt, new Date(now.getTime() - BOARD_WINDOW_MS)),
        ),
      )
      .orderBy(asc(restaurantOrders.createdAt)),
    lastOrderEventId(db, { restaurantId }),
  ]);
  return { orders: rows.map((row) => ({ orderNumber: row.orderNumber, status: row.status as RestaurantOrderStatus })), lastEventId };
}

export interface KitchenTicket {
  id: string;
  orderNumber: number;
  status: RestaurantOrderStatus;
  fulfilment: Fulfilment;
  contactName: string;
  notes: string | null;
  requestedAt: string | null;
  estimatedReadyAt: string;
  createdAt: string;
  lines: Array<{ id: string; title: string; options: string[]; quantity: number }>;
}

/** The kitchen's open tickets (oldest first) with their lines. */
export async function loadKitchenTickets(
  db: Database,
  restaurantId: string,
  now = new Date(),
): Promise<{ tickets: KitchenTicket[]; lastEventId: number }> {
  const [orders, lastEventId] = await Promise.all([
    db
      .select()
      .from(restaurantOrders)
      .where(
        and(
          eq(restaurantOrders.restaurantId, restaurantId),
          inArray(restaurantOrders.status, [...activeStatuses]),
          gte(restaurantOrders.createdAt, new Date(now.getTime() - BOARD_WINDOW_MS)),
        ),
      )
      .orderBy(asc(restaurantOrders.createdAt))
      .limit(200),
    lastOrderEventId(db, { restaurantId }),
  ]);
  const lines =
    orders.length === 0
      ? []
      : await db
          .select({
            id: restaurantOrderLines.id,
            orderId: restaurantOrderLines.orderId,
            title: restaurantOrderLines.title,
            options: restaurantOrderLines.options,
            quantity: restaurantOrderLines.quantity,
          })
          .from(restaurantOrderLines)
          .where(
            inArray(
              restaurantOrderLines.orderId,
              orders.map((order) => order.id),
            ),
          )
          .orderBy(asc(restaurantOrderLines.sortOrder));
  return {
    lastEventId,
    tickets: orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status as RestaurantOrderStatus,
      fulfilment: order.fulfilment as Fulfilment,
      contactName: order.contactName,
      notes: order.notes,
      requestedAt: order.requestedAt?.toISOString() ?? null,
      estimatedReadyAt: order.estimatedReadyAt.toISOString(),
      createdAt: order.createdAt.toISOString(),
      lines: lines.filter((line) => line.orderId === order.id).map(({ orderId: _order, ...line }) => line),
    })),
  };
}

/**
 * The active restaurants of the factory whose kitchen a user may see: every one for an admin; for
 * kitchen staff (`restaurant_staff`) their own, and only while their e-mail address is confirmed
 * (the rule admins follow: a staff row made before that rule, or for an address not confirmed, gives no access).
 */
export async function kitchenRestaurantsOf(
  db: Database,
  userId: string,
  factoryId: string,
  isAdmin: boolean,
): Promise<Array<{ id: string; name: string }>> {
  if (isAdmin) {
    return db
      .select({ id: restaurants.id, name: restaurants.name })
      .from(restaurants)
      .where(and(eq(restaurants.factoryId, factoryId), eq(restaurants.isActive, true)))
      .orderBy(asc(restaurants.sortOrder), desc(restaurants.name));
  }
  return db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurantStaff)
    .innerJoin(restaurants, eq(restaurants.id, restaurantStaff.restaurantId))
    .innerJoin(users, eq(users.id, restaurantStaff.userId))
    .where(
      and(
        eq(restaurantStaff.userId, userId),
        eq(users.emailVerified, true),
        eq(restaurants.factoryId, factoryId),
        eq(restaurants.isActive, true),
      ),
    )
    .orderBy(asc(restaurants.sortOrder));
}

/**
 * The restaurants whose kitchen the signed-in visitor may see (`kitchenRestaurantsOf`).
 * Anonymous → sign-in; anyone else → 403.
 */
export async function requireKitchenAccess(
  request: Request,
  context: RequestContext,
  factoryId: string,
): Promise<Array<{ id: string; name: string }>> {
  const user = await requireUser(request, context);
  if (user.passwordChangeRequired) throw redirect(await passwordChangePath(request, context));
  const rows = await kitchenRestaurantsOf(context.db, user.id, factoryId, await viewerIsAdmin(request, context));
  if (rows.length === 0) {
    context.logger.info({ userId: user.id }, "kitchen dashboard refused: neither admin nor kitchen staff");
    throw data({ message: "Forbidden" }, { status: 403 });
  }
  return rows;
}
