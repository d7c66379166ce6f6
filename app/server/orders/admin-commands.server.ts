import { ORDER_PAGE_SIZE } from "~/lib/admin/constants";
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { canTransition, type DeliveryMethod, orderStatuses, type OrderStatus } from "~/lib/orders";
import type { Database } from "../db/client.server";
import { orderEvents, orders, users } from "../db/schema";
import type { Logger } from "../logger.server";
import type { Mailer } from "../mail/mailer.server";
import { sendOrderStatusMail } from "./mail.server";
import { moveOrder } from "./commands.server";
import { loadOrder } from "./queries.server";
import { captureOrderPayment, releaseOrderPayment } from "../payments/movement-commands.server";
import type { Site } from "../site/queries.server";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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

export type TransitionResult = { ok: true; mailed: boolean } | { ok: false; reason: "not_found" | "not_allowed" | "payment_failed" };

/**
 * Moves an order along the declared table (app/lib/orders.ts) with its history entry and audit
 * entry in one transaction (a cancellation restores the stock its lines took), then e-mails the buyer (not for an anonymised order).
 */
export async function changeOrderStatus(
  deps: { db: Database; mailer: Mailer; origin: string; logger: Logger },
  site: Site,
  actor: AdminActor,
  orderId: string,
  to: OrderStatus,
): Promise<TransitionResult> {
  // Money moves with the goods (ADR 0026): dispatch captures, a cancellation voids or refunds. The provider is
  // called before the status changes (never inside the transaction); its idempotency key makes a repeat move nothing.
  if (to === "shipped" || to === "picked_up" || to === "cancelled") {
    const [current] = await deps.db
      .select({ status: orders.status, deliveryMethod: orders.deliveryMethod, factoryId: orders.factoryId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!current || current.factoryId !== actor.factoryId) return { ok: false, reason: "not_found" };
    if (!canTransition(current.status as OrderStatus, to, current.deliveryMethod as DeliveryMethod))
      return { ok: false, reason: "not_allowed" };
    try {
      await (to === "cancelled" ? releaseOrderPayment(deps.db, actor, orderId) : captureOrderPayment(deps.db, actor, orderId));
    } catch (error) {
      deps.logger.error({ err: error, orderId, to }, "payment provider refused the capture, void or refund");
      return { ok: false, reason: "payment_failed" };
    }
  }
  const moved = await deps.db.transaction((tx) => moveOrder(tx, { orderId, to, actor }));
  if (!moved.ok) return { ok: false, reason: moved.reason };
  const order = await loadOrder(deps.db, orderId);
  if (!order || order.contact.email === "") return { ok: true, mailed: false };
  try {
    await sendOrderStatusMail(deps, site, order, to);
    return { ok: true, mailed: true };
  } catch (error) {
    deps.logger.error({ err: error, orderId }, "order status e-mail failed");
    return { ok: true, mailed: false };
  }
}

/** Adds an internal note to an order's history (staff only), with its audit entry. */
export async function addOrderNote(db: Database, actor: AdminActor, orderId: string, note: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ factoryId: orders.factoryId }).from(orders).where(eq(orders.id, orderId));
    if (!order || order.factoryId !== actor.factoryId) return false;
    const [event] = await tx
      .insert(orderEvents)
      .values({ orderId, kind: "note", note, actorUserId: actor.user.id, actorEmail: actor.user.email })
      .returning({ id: orderEvents.id });
    await recordAudit(tx, actor, {
      action: "order.note",
      entityType: "order",
      entityId: orderId,
      before: null,
      after: { noteId: event!.id, note },
    });
    return true;
  });
}
