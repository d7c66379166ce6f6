import { eq } from "drizzle-orm";
import { canTransition, type DeliveryMethod, type OrderStatus } from "~/lib/orders";
import type { Database } from "../db/client.server";
import { orderEvents, orders } from "../db/schema";
import type { Logger } from "../logger.server";
import type { Mailer } from "../mail/mailer.server";
import { sendOrderStatusMail } from "./mail.server";
import { moveOrder } from "./commands.server";
import { loadOrder } from "./queries.server";
import { captureOrderPayment, releaseOrderPayment } from "../payments/movement-commands.server";
import type { Site } from "../site/queries.server";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";

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
