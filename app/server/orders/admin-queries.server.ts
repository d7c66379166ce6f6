import { ORDER_PAGE_SIZE } from "~/lib/admin/constants";
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { orderStatuses, type OrderStatus } from "~/lib/orders";
import type { Database } from "../db/client.server";
import { orderEvents, orders, users } from "../db/schema";
import { loadOrder } from "./queries.server";
import { escapeLike } from "../db/like.server";

export const orderListFilterSchema = z.object({
  status: z.enum(orderStatuses).optional().catch(undefined),
  q: z.string().trim().max(100).catch(""),
  since: z.enum(["today"]).optional().catch(undefined),
  user: z.string().trim().min(1).max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

export function parseOrderListFilter(params: URLSearchParams): OrderListFilter {
  return orderListFilterSchema.parse({
    status: params.get("status") || undefined,
    q: params.get("q") ?? "",
    since: params.get("since") || undefined,
    user: params.get("user") || undefined,
    page: params.get("page") || 1,
  });
}

/** The factory's orders, newest first, filtered by status, a search (number, name, e-mail) and "today". */
export async function listAdminOrders(db: Database, factoryId: string, filter: OrderListFilter, todayStart: Date) {
  const conditions: SQL[] = [eq(orders.factoryId, factoryId)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.since === "today") conditions.push(gte(orders.createdAt, todayStart));
  if (filter.user) conditions.push(eq(orders.userId, filter.user));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    const number = /^#?\d{1,9}$/.test(filter.q) ? Number(filter.q.replace("#", "")) : null;
    conditions.push(
      or(ilike(orders.contactName, like), ilike(orders.contactEmail, like), number === null ? sql`false` : eq(orders.orderNumber, number))!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        contactName: orders.contactName,
        contactEmail: orders.contactEmail,
        deliveryMethod: orders.deliveryMethod,
        totalOre: orders.totalOre,
        currency: orders.currency,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(ORDER_PAGE_SIZE)
      .offset((filter.page - 1) * ORDER_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows, total: total?.total ?? 0 };
}

/** Today's orders for the dashboard (count, and the newest few). */
export async function todaysOrders(db: Database, factoryId: string, todayStart: Date, limit = 5) {
  const where = and(eq(orders.factoryId, factoryId), gte(orders.createdAt, todayStart));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        contactName: orders.contactName,
        totalOre: orders.totalOre,
        currency: orders.currency,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows, total: total?.total ?? 0 };
}

/** Orders waiting for someone (placed, not yet confirmed), for the dashboard. */
export async function countOrdersInStatus(db: Database, factoryId: string, status: OrderStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.factoryId, factoryId), eq(orders.status, status)));
  return row?.total ?? 0;
}

/** One order of the factory with its history (status changes and notes) and the buyer's account, or null. */
export async function loadAdminOrder(db: Database, factoryId: string, orderId: string) {
  const [owner] = await db
    .select({ factoryId: orders.factoryId, userId: orders.userId, anonymisedAt: orders.anonymisedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!owner || owner.factoryId !== factoryId) return null;
  const [order, events, account] = await Promise.all([
    loadOrder(db, orderId),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    owner.userId
      ? db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, owner.userId))
      : Promise.resolve([]),
  ]);
  if (!order) return null;
  return { order, events, account: account[0] ?? null, anonymised: owner.anonymisedAt !== null };
}
