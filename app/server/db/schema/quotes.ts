import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { products } from "./catalog";
import { factories } from "./factories";
import { orders } from "./orders";

/**
 * A visitor's quote basket (the spec's quote list, kept on the server): owned by a signed-in user
 * or by a guest (the same `storefront_guest` id that keys the cart).
 */
export const quoteBaskets = pgTable(
  "quote_baskets",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    sessionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quote_baskets_has_owner", sql`${t.userId} is not null or ${t.sessionId} is not null`),
    uniqueIndex("quote_baskets_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("quote_baskets_guest_session_idx")
      .on(t.sessionId)
      .where(sql`${t.userId} is null`),
  ],
);

/** One product in a quote basket: one item per product, with a quantity and the buyer's notes. */
export const quoteBasketItems = pgTable(
  "quote_basket_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    basketId: uuid()
      .notNull()
      .references(() => quoteBaskets.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    notes: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quote_basket_items_product_idx").on(t.basketId, t.productId),
    check("quote_basket_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A quote request and, once the factory has priced it, the quote. `id` is random (in URLs);
 * `quote_number` is the human reference, counted per factory. `access_token` is the secret in the
 * e-mailed link. Status follows `quoteTransitions` in app/lib/quotes.ts.
 */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "restrict" }),
    quoteNumber: integer().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    guestSessionId: text(),
    idempotencyKey: text().notNull(),
    accessToken: text().notNull(),
    status: text().notNull().default("requested"),
    languageCode: text().notNull(),
    contactName: text().notNull(),
    company: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    orgNumber: text(),
    deliveryPostcode: text().notNull(),
    desiredDeliveryDate: date({ mode: "string" }).notNull(),
    message: text().notNull().default(""),
    /** Set when the factory sends the quote. */
    discountPercent: integer().notNull().default(0),
    validUntil: date({ mode: "string" }),
    factoryMessage: text(),
    quotedAt: timestamp({ withTimezone: true }),
    respondedAt: timestamp({ withTimezone: true }),
    /** The order an accepted quote became. */
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quote_requests_factory_number_idx").on(t.factoryId, t.quoteNumber),
    uniqueIndex("quote_requests_idempotency_key_idx").on(t.idempotencyKey),
    index("quote_requests_user_created_idx").on(t.userId, t.createdAt),
    index("quote_requests_status_created_idx").on(t.status, t.createdAt),
    check("quote_requests_status_valid", sql`${t.status} in ('requested', 'quoted', 'accepted', 'declined', 'expired', 'cancelled')`),
    check("quote_requests_org_number", sql`${t.orgNumber} is null or ${t.orgNumber} ~ '^[0-9]{9}$'`),
    check("quote_requests_postcode", sql`${t.deliveryPostcode} ~ '^[0-9]{4}$'`),
    check("quote_requests_discount", sql`${t.discountPercent} between 0 and 100`),
    check("quote_requests_quoted_has_validity", sql`${t.status} in ('requested', 'cancelled') or ${t.validUntil} is not null`),
  ],
);

/** The requested items, with title and picture as they were, and the factory's unit price once quoted. */
export const quoteRequestItems = pgTable(
  "quote_request_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    title: text().notNull(),
    sku: text(),
    imageUrl: text(),
    quantity: integer().notNull(),
    notes: text().notNull().default(""),
    unitPriceOre: integer(),
    /** The currency of `unit_price_ore`: the product's when it was requested. */
    currency: text().notNull().default("NOK"),
    vatRatePercent: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    index("quote_request_items_quote_idx").on(t.quoteId, t.sortOrder),
    check("quote_request_items_quantity_positive", sql`${t.quantity} > 0`),
    check("quote_request_items_price_non_negative", sql`${t.unitPriceOre} is null or ${t.unitPriceOre} >= 0`),
    check("quote_request_items_currency_format", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The last quote number given out per factory (incremented under its row lock). */
export const quoteNumberCounters = pgTable("quote_number_counters", {
  factoryId: uuid()
    .primaryKey()
    .references(() => factories.id, { onDelete: "cascade" }),
  lastNumber: integer().notNull(),
});
