import { and, asc, desc, eq, gt, inArray, lt } from "drizzle-orm";
import { DEFAULT_CURRENCY } from "~/lib/money";
import type { Database } from "../db/client.server";
import { paymentEvents, payments } from "../db/schema";
import type { Logger } from "../logger.server";
import type { Mailer } from "../mail/mailer.server";
import { sendOrderStatusMail } from "../orders/mail.server";
import { loadOrder } from "../orders/queries.server";
import { loadSite } from "../site/queries.server";
import { moveOrder } from "../orders/commands.server";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentState,
  paymentProviders,
} from "../orders/payment-providers.server";

/**
 * Payments through providers (ADR 0026): authorised at checkout, captured on
 * dispatch, voided or refunded by the back office. Every outcome and money movement is a
 * payment_events row whose provider event id is unique, written under the payment's row lock, so
 * a webhook that comes twice, a return visit racing it, or fifty copies at once change the order once.
 */

export type PaymentStatus = "pending" | "authorised" | "captured" | "refunded" | "aborted" | "expired" | "voided";
export type PaymentSource = "webhook" | "return" | "reconciliation";

/** What applying a provider's outcome needs besides the database: the log, and the mailer and origin for the buyer's status mail. */
export interface PaymentDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  origin: string;
  /** Only for tests: the providers to use instead of the configured ones. */
  providers?: readonly PaymentProvider[];
}

/** How long an order waits for its payment, its stock held (PAYMENT_HOLD_MINUTES, default 30). */
let holdMinutes = 30;
export function configurePaymentHold(minutes: number): void {
  holdMinutes = minutes;
}

/** The configured provider of a payment (its id as stored on the row). */
export function providerOf(id: string, providers: readonly PaymentProvider[] = paymentProviders()): PaymentProvider {
  const provider = providers.find((candidate) => candidate.id === id);
  if (!provider) throw new PaymentProviderError(`The payment provider ${id} is not configured (PAYMENT_PROVIDERS)`);
  return provider;
}

/** The order's latest provider payment, or null (an invoice or pay-on-pickup order). */
export async function paymentOfOrder(db: Database, orderId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
  return payment ?? null;
}

/** How the buyer's order page names a payment's state (order.payment.<state>). */
export function buyerPaymentState(payment: {
  status: string;
  capturedOre: number;
  refundedOre: number;
}): "pending" | "paid" | "partlyRefunded" | "refunded" | "aborted" | "expired" | "voided" {
  switch (payment.status) {
    case "pending":
    case "aborted":
    case "expired":
    case "voided":
    case "refunded":
      return payment.status;
    default:
      return payment.refundedOre > 0 ? "partlyRefunded" : "paid";
  }
}

/** The order's payments with their events, oldest first, for the admin order page. */
export async function paymentHistory(db: Database, orderId: string) {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
  return Promise.all(
    rows.map(async (payment) => ({
      ...payment,
      events: await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, payment.id))
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id)),
    })),
  );
}

/**
 * Starts the payment of an order placed as awaiting_payment: the payment row first (its id is our
 * reference and the creation's idempotency key), then the provider's hosted page. A repeated
 * submission of the same order gets the same page. When the provider cannot start it, the order is
 * cancelled and its stock goes back; the error is thrown for the checkout to report.
 */
export async function startOrderPayment(
  db: Database,
  provider: PaymentProvider,
  order: {
    id: string;
    orderNumber: number;
    totalOre: number;
    currency?: string;
    lines: ReadonlyArray<{ title: string; quantity: number; unitPriceOre: number; vatRatePercent: number }>;
  },
  urls: { returnUrl: string; cancelUrl: string },
  now = new Date(),
): Promise<{ redirectUrl: string }> {
  const existing = await paymentOfOrder(db, order.id);
  if (existing?.status === "pending" && existing.redirectUrl) return { redirectUrl: existing.redirectUrl };
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: provider.id,
      providerReference: crypto.randomUUID(),
      amountOre: order.totalOre,
      currency: order.currency ?? DEFAULT_CURRENCY,
      holdUntil: new Date(now.getTime() + holdMinutes * 60_000),
    })
    .returning({ id: payments.id });
  const reference = payment!.id;
  try {
    const started = await provider.startPayment({
      reference,
      orderNumber: order.orderNumber,
      amountOre: order.totalOre,
      currency: order.currency ?? DEFAULT_CURRENCY,
      lines: order.lines,
      ...urls,
    });
    await db
      .update(payments)
      .set({ providerReference: started.providerReference, redirectUrl: started.redirectUrl, updatedAt: new Date() })
      .where(eq(payments.id, reference));
    return { redirectUrl: started.redirectUrl };
  } catch (error) {
    await closePayment(db, reference, "aborted", "return", { error: (error as Error).message });
    throw error;
  }
}

/**
 * Applies a provider's outcome to a pending payment and its order, once. Returns what happened.
 * An authorisation of a payment already closed here (aborted, expired) is recorded once and voided
 * at the provider, so the buyer's money is not held until the provider's own expiry. When the
 * authorisation places the order, the buyer gets the order status mail ("Placed"), sent only by
 * the caller whose transaction made the change, after it committed.
 */
export async function applyProviderReport(
  deps: PaymentDeps,
  providerId: string,
  report: { providerReference: string; state: Exclude<ProviderPaymentState, "pending">; eventId?: string },
  source: PaymentSource,
): Promise<"applied" | "duplicate" | "unknown"> {
  const { db } = deps;
  const [payment] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, providerId), eq(payments.providerReference, report.providerReference)));
  if (!payment) return "unknown";
  if (report.state !== "authorised")
    return closePayment(db, payment.id, report.state, source, report.eventId ? { eventId: report.eventId } : {});
  const outcome = await authorisePayment(db, payment.id, source, report.eventId);
  if (outcome === "placed") await mailPlaced(deps, payment.orderId);
  if (outcome === "late") await voidLateAuthorisation(deps, payment.id, source);
  return outcome === "duplicate" ? "duplicate" : "applied";
}

/** The buyer's "Placed" status mail once the provider confirmed the payment; a failure is logged (the order stands). */
async function mailPlaced(deps: PaymentDeps, orderId: string): Promise<void> {
  try {
    const order = await loadOrder(deps.db, orderId);
    if (!order || order.contact.email === "") return;
    await sendOrderStatusMail(deps, await loadSite(deps.db), order, "placed");
  } catch (error) {
    deps.logger.error({ err: error, orderId }, "order status e-mail after payment failed");
  }
}

/**
 * Voids at the provider an authorisation that came after its payment closed here, with the key
 * `<payment>-void` (the provider moves the money once), then records it: one `voided` row, the
 * payment `voided`. If the provider refuses, it is logged and the reconciliation tries again.
 */
async function voidLateAuthorisation(deps: PaymentDeps, paymentId: string, source: PaymentSource): Promise<boolean> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || (payment.status !== "aborted" && payment.status !== "expired")) return false;
  const key = `${payment.id}-void`;
  try {
    await providerOf(payment.provider, deps.providers).cancel(payment.providerReference, key);
  } catch (error) {
    deps.logger.warn({ err: error, paymentId }, "voiding a late authorisation failed; the reconciliation retries");
    return false;
  }
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!locked || (locked.status !== "aborted" && locked.status !== "expired")) return false;
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        paymentId,
        provider: locked.provider,
        providerEventId: key,
        kind: "voided",
        amountOre: 0,
        source,
        details: { lateAuthorisation: true, closedAs: locked.status },
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return false;
    await tx.update(payments).set({ status: "voided", updatedAt: new Date() }).where(eq(payments.id, paymentId));
    return true;
  });
}

/**
 * A pending payment's authorisation: the payment is authorised and its order placed ("placed"). A
 * closed one's (aborted, expired: the order is cancelled) is kept as a row marked late ("late"),
 * for the caller to void. The row's id makes either happen once ("duplicate" otherwise).
 */
async function authorisePayment(
  db: Database,
  paymentId: string,
  source: PaymentSource,
  eventId?: string,
): Promise<"placed" | "authorised" | "late" | "duplicate"> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    const late = payment?.status === "aborted" || payment?.status === "expired";
    if (!payment || (payment.status !== "pending" && !late)) return "duplicate";
    // The outcome's id is the payment's and the outcome's: whichever way it arrives (webhook, return, reconciliation), it is one row.
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        paymentId,
        provider: payment.provider,
        providerEventId: `${payment.providerReference}:authorised`,
        kind: "authorised",
        amountOre: payment.amountOre,
        source,
        details: late ? { eventId: eventId ?? null, late: true, closedAs: payment.status } : eventId ? { eventId } : null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate";
    if (late) return "late";
    await tx.update(payments).set({ status: "authorised", updatedAt: new Date() }).where(eq(payments.id, paymentId));
    // The order waited for this payment: it is placed (the orders domain's one status move).
    const moved = await moveOrder(tx, {
      orderId: payment.orderId,
      to: "placed",
      actorEmail: `payment (${source})`,
      allowed: (from) => from === "awaiting_payment",
    });
    return moved.ok ? "placed" : "authorised";
  });
}

/** A pending payment that ended without money (aborted, expired, or could not start): its order is cancelled and the held stock goes back. */
async function closePayment(
  db: Database,
  paymentId: string,
  state: "aborted" | "expired",
  source: PaymentSource,
  details: Record<string, unknown>,
): Promise<"applied" | "duplicate"> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment || payment.status !== "pending") return "duplicate";
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        paymentId,
        provider: payment.provider,
        providerEventId: `${payment.providerReference}:${state}`,
        kind: state,
        source,
        details,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate";
    await tx.update(payments).set({ status: state, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    // The order waited for this payment: it is cancelled and its held stock goes back (the orders domain's one status move).
    await moveOrder(tx, {
      orderId: payment.orderId,
      to: "cancelled",
      actorEmail: `payment ${state} (${source})`,
      allowed: (from) => from === "awaiting_payment",
    });
    return "applied";
  });
}

/** How long the reconciliation keeps trying to void a late authorisation: a little longer than the providers hold one. */
const LATE_VOID_RETRY_MS = 8 * 24 * 60 * 60_000;

const lastAsked = new Map<string, number>();

/** A buyer back on the order page (or its poll) while the payment is pending: the provider is asked, at most every few seconds per payment. */
export async function refreshPendingPayment(deps: PaymentDeps, orderId: string, minIntervalMs = 3_000): Promise<void> {
  const { db, logger } = deps;
  const payment = await paymentOfOrder(db, orderId);
  if (!payment || payment.status !== "pending") return;
  const now = Date.now();
  if ((lastAsked.get(payment.id) ?? 0) > now - minIntervalMs) return;
  // An entry matters for minIntervalMs only: past a few hundred, the older ones go (a process polled for months keeps none of them).
  if (lastAsked.size >= 256) for (const [id, at] of lastAsked) if (at <= now - minIntervalMs) lastAsked.delete(id);
  lastAsked.set(payment.id, now);
  try {
    const { state } = await providerOf(payment.provider, deps.providers).getPayment(payment.providerReference);
    if (state !== "pending")
      await applyProviderReport(deps, payment.provider, { providerReference: payment.providerReference, state }, "return");
  } catch (error) {
    logger.warn({ err: error, paymentId: payment.id }, "asking the payment provider failed");
  }
}

/**
 * The reconciliation job (on start and every few minutes): pending payments older than `askAfterMs`
 * are asked for their state; one still unfinished past its hold is cancelled at the provider and
 * expires here (the stock goes back). A late authorisation whose void the provider refused is
 * voided again. Returns how many changed.
 */
export async function reconcilePayments(deps: PaymentDeps, options: { now?: Date; askAfterMs?: number } = {}): Promise<number> {
  const { db, logger } = deps;
  const now = options.now ?? new Date();
  const pending = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lt(payments.createdAt, new Date(now.getTime() - (options.askAfterMs ?? 60_000)))))
    .orderBy(asc(payments.holdUntil))
    .limit(100);
  let changed = 0;
  for (const payment of pending) {
    try {
      // Never given its provider page: the process stopped between starting the payment at the
      // provider and recording the answer, so the row still has its placeholder reference (which the
      // provider does not know) and no buyer was sent anywhere to pay. Its hold ends it as any other.
      if (payment.redirectUrl === null) {
        if (
          payment.holdUntil.getTime() <= now.getTime() &&
          (await closePayment(db, payment.id, "expired", "reconciliation", {})) === "applied"
        )
          changed++;
        continue;
      }
      const provider = providerOf(payment.provider, deps.providers);
      const { state } = await provider.getPayment(payment.providerReference);
      if (state !== "pending") {
        if (
          (await applyProviderReport(deps, payment.provider, { providerReference: payment.providerReference, state }, "reconciliation")) ===
          "applied"
        )
          changed++;
      } else if (payment.holdUntil.getTime() <= now.getTime()) {
        await provider.cancel(payment.providerReference, `${payment.id}-expire`);
        if ((await closePayment(db, payment.id, "expired", "reconciliation", {})) === "applied") changed++;
      }
    } catch (error) {
      logger.warn({ err: error, paymentId: payment.id }, "payment reconciliation failed for one payment; retried next round");
    }
  }
  // Closed payments with a late authorisation still held at the provider (its void was refused
  // before); only for as long as a provider holds an authorisation (7 days at Vipps and Stripe),
  // so one the provider refuses for good does not keep the newer ones from their turn.
  const unvoided = await db
    .selectDistinct({ id: payments.id })
    .from(payments)
    .innerJoin(
      paymentEvents,
      and(
        eq(paymentEvents.paymentId, payments.id),
        eq(paymentEvents.kind, "authorised"),
        gt(paymentEvents.createdAt, new Date(now.getTime() - LATE_VOID_RETRY_MS)),
      ),
    )
    .where(inArray(payments.status, ["aborted", "expired"]))
    .limit(100);
  for (const payment of unvoided) if (await voidLateAuthorisation(deps, payment.id, "reconciliation")) changed++;
  if (changed > 0) logger.info({ changed }, "payments reconciled");
  return changed;
}

/** Runs the reconciliation now and every `everyMs`; returns the stop function. */
export function startPaymentReconciliation(deps: PaymentDeps, everyMs = 5 * 60_000): () => void {
  const { logger } = deps;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    void reconcilePayments(deps)
      .catch((error: unknown) => logger.error({ err: error }, "payment reconciliation failed"))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
