import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * One payment of an order through a provider (Vipps, Stripe …), in øre. `providerReference` is
 * the provider's id for it (Vipps: our reference; Stripe: the Checkout Session id). The amounts
 * are what the provider confirmed, kept in step with the payment's events.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text().notNull(),
    providerReference: text().notNull(),
    /** pending → authorised → captured (→ refunded), or pending → aborted/expired, authorised → voided. */
    status: text().notNull().default("pending"),
    currency: text().notNull().default("NOK"),
    amountOre: integer().notNull(),
    capturedOre: integer().notNull().default(0),
    refundedOre: integer().notNull().default(0),
    /** Where the buyer pays (the provider's hosted page). */
    redirectUrl: text(),
    /** Until when the order's stock is held for this payment; past it, reconciliation asks the provider. */
    holdUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_reference_idx").on(t.provider, t.providerReference),
    index("payments_order_idx").on(t.orderId),
    index("payments_pending_idx")
      .on(t.holdUntil)
      .where(sql`${t.status} = 'pending'`),
    check("payments_status_valid", sql`${t.status} in ('pending', 'authorised', 'captured', 'refunded', 'aborted', 'expired', 'voided')`),
    check(
      "payments_amounts_valid",
      sql`${t.amountOre} >= 0 and ${t.capturedOre} >= 0 and ${t.refundedOre} >= 0 and ${t.capturedOre} <= ${t.amountOre} and ${t.refundedOre} <= ${t.capturedOre}`,
    ),
  ],
);

/**
 * Every money movement and provider report of a payment, once: a provider's event id (a webhook's
 * id, or our own idempotency key for a capture/refund/void we asked for) is unique per provider,
 * so a webhook that comes twice, or a return visit racing it, is applied once.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerEventId: text().notNull(),
    /** authorised, aborted, expired, captured, voided, refunded. */
    kind: text().notNull(),
    amountOre: integer().notNull().default(0),
    /** Who asked (a back-office user's e-mail) or where it came from (webhook, return, reconciliation). */
    source: text().notNull(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.providerEventId),
    index("payment_events_payment_idx").on(t.paymentId, t.createdAt),
    check("payment_events_kind_valid", sql`${t.kind} in ('authorised', 'aborted', 'expired', 'captured', 'voided', 'refunded')`),
    check("payment_events_amount_non_negative", sql`${t.amountOre} >= 0`),
  ],
);
