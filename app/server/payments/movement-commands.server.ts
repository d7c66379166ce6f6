import { eq } from "drizzle-orm";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";
import type { Database } from "../db/client.server";
import { paymentEvents, payments } from "../db/schema";
import { type PaymentStatus, paymentOfOrder, providerOf } from "./service.server";

/**
 * The money movements the back office makes (ADR 0026): capture on dispatch, void or refund on
 * cancellation, and refunds from the order page. Each calls the provider with our idempotency key,
 * then records the movement under the payment's row lock with its audit entry.
 */

type Movement = "captured" | "voided" | "refunded";

/**
 * One money movement the back office asks for: the provider is called with our idempotency key
 * (a retry moves the money once), then the movement is a row, the payment's amounts follow, and the
 * audit log has it, in one transaction. A key already recorded changes nothing.
 */
async function recordMovement(
  db: Database,
  actor: AdminActor,
  paymentId: string,
  kind: Movement,
  amountOre: number,
  key: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment) return false;
    const inserted = await tx
      .insert(paymentEvents)
      .values({ paymentId, provider: payment.provider, providerEventId: key, kind, amountOre, source: actor.user.email })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return false;
    const captured = kind === "captured" ? payment.capturedOre + amountOre : payment.capturedOre;
    const refunded = kind === "refunded" ? payment.refundedOre + amountOre : payment.refundedOre;
    const status: PaymentStatus =
      kind === "voided" ? "voided" : kind === "captured" ? "captured" : refunded >= captured ? "refunded" : "captured";
    await tx
      .update(payments)
      .set({ status, capturedOre: captured, refundedOre: refunded, updatedAt: new Date() })
      .where(eq(payments.id, paymentId));
    await recordAudit(tx, actor, {
      action: `payment.${kind === "captured" ? "capture" : kind === "voided" ? "void" : "refund"}`,
      entityType: "order",
      entityId: payment.orderId,
      before: { status: payment.status, capturedOre: payment.capturedOre, refundedOre: payment.refundedOre },
      after: {
        status,
        capturedOre: captured,
        refundedOre: refunded,
        amountOre,
        provider: payment.provider,
        providerReference: payment.providerReference,
      },
    });
    return true;
  });
}

/** On dispatch (shipped, picked up): the authorised amount is captured. Null when the order has no authorised payment (invoice, pay on pickup, already captured). */
export async function captureOrderPayment(db: Database, actor: AdminActor, orderId: string): Promise<{ amountOre: number } | null> {
  const payment = await paymentOfOrder(db, orderId);
  if (!payment || payment.status !== "authorised") return null;
  const amountOre = payment.amountOre - payment.capturedOre;
  const key = `${payment.id}-capture`;
  await providerOf(payment.provider).capture(payment.providerReference, amountOre, payment.currency, key);
  await recordMovement(db, actor, payment.id, "captured", amountOre, key);
  return { amountOre };
}

/** On cancellation: an authorisation is voided, a captured payment refunded in full (what is left of it). */
export async function releaseOrderPayment(
  db: Database,
  actor: AdminActor,
  orderId: string,
): Promise<{ kind: "voided" | "refunded"; amountOre: number } | null> {
  const payment = await paymentOfOrder(db, orderId);
  if (!payment) return null;
  if (payment.status === "authorised") {
    const key = `${payment.id}-void`;
    await providerOf(payment.provider).cancel(payment.providerReference, key);
    await recordMovement(db, actor, payment.id, "voided", 0, key);
    return { kind: "voided", amountOre: 0 };
  }
  if (payment.status === "captured" && payment.capturedOre > payment.refundedOre) {
    const amountOre = payment.capturedOre - payment.refundedOre;
    await refund(db, actor, payment, amountOre, `${payment.id}-refund-cancel`);
    return { kind: "refunded", amountOre };
  }
  return null;
}

export type RefundResult = { ok: true; amountOre: number } | { ok: false; reason: "no_payment" | "too_much" };

/** A refund from the admin order page (the whole rest, a line's total, or an amount), once per form key. */
export async function refundOrderPayment(
  db: Database,
  actor: AdminActor,
  orderId: string,
  amountOre: number,
  formKey: string,
): Promise<RefundResult> {
  const payment = await paymentOfOrder(db, orderId);
  if (!payment || payment.status !== "captured") return { ok: false, reason: "no_payment" };
  if (amountOre <= 0 || amountOre > payment.capturedOre - payment.refundedOre) return { ok: false, reason: "too_much" };
  await refund(db, actor, payment, amountOre, `${payment.id}-refund-${formKey}`);
  return { ok: true, amountOre };
}

async function refund(
  db: Database,
  actor: AdminActor,
  payment: { id: string; provider: string; providerReference: string; currency: string },
  amountOre: number,
  key: string,
) {
  await providerOf(payment.provider).refund(payment.providerReference, amountOre, payment.currency, key);
  await recordMovement(db, actor, payment.id, "refunded", amountOre, key);
}
