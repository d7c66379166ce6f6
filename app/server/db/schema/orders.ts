import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { VatLine } from "~/lib/vat";
import { users } from "./auth";
import { products } from "./catalog";
import { factories } from "./factories";

/**
 * A placed order. `id` is random (it is in URLs); `order_number` is the human number, counted
 * per factory. Contact and address are the buyer's; deleting the account anonymises them.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "restrict" }),
    orderNumber: integer().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** The guest id of the browser that placed it (a guest's order); compared, never shown. */
    guestSessionId: text(),
    /** One form submission makes one order, however often it arrives. */
    idempotencyKey: text().notNull(),
    /**
     * The secret in the buyer's cookie and in the e-mail's link (256 random bits). Kept as is, not
     * hashed: a repeated submission must hand the same browser the same key, and whoever reads this
     * table reads the orders anyway.
     */
    accessToken: text().notNull(),
    status: text().notNull().default("placed"),
    languageCode: text().notNull(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    deliveryMethod: text().notNull(),
    addressLine: text(),
    postcode: text(),
    city: text(),
    paymentMethod: text().notNull(),
    currency: text().notNull().default("NOK"),
    subtotalOre: integer().notNull(),
    vatOre: integer().notNull(),
    totalOre: integer().notNull(),
    vatBreakdown: jsonb().$type<VatLine[]>().notNull(),
    termsAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    anonymisedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_factory_number_idx").on(t.factoryId, t.orderNumber),
    uniqueIndex("orders_idempotency_key_idx").on(t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    check(
      "orders_status_valid",
      sql`${t.status} in ('awaiting_payment', 'placed', 'confirmed', 'packed', 'shipped', 'ready_for_pickup', 'delivered', 'picked_up', 'cancelled')`,
    ),
    check("orders_delivery_method_valid", sql`${t.deliveryMethod} in ('delivery', 'pickup')`),
    check(
      "orders_delivery_address",
      sql`${t.deliveryMethod} = 'pickup' or ${t.anonymisedAt} is not null or (${t.addressLine} is not null and ${t.postcode} ~ '^[0-9]{4}$' and ${t.city} is not null)`,
    ),
    check("orders_totals_non_negative", sql`${t.subtotalOre} >= 0 and ${t.vatOre} >= 0 and ${t.totalOre} >= 0`),
  ],
);

/** The order's lines, with the title, SKU, price and VAT rate as they were when it was placed. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    title: text().notNull(),
    sku: text(),
    selectedAttributes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    options: jsonb().$type<string[]>().notNull().default([]),
    quantity: integer().notNull(),
    /** Units this line took from the product's tracked stock (0 when untracked); a cancellation gives them back. */
    stockTaken: integer().notNull().default(0),
    unitPriceOre: integer().notNull(),
    lineTotalOre: integer().notNull(),
    vatRatePercent: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.sortOrder),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_money_non_negative", sql`${t.unitPriceOre} >= 0 and ${t.lineTotalOre} >= 0`),
  ],
);

/** The last order number given out per factory (incremented under its row lock: no gaps, no twins). */
export const orderNumberCounters = pgTable("order_number_counters", {
  factoryId: uuid()
    .primaryKey()
    .references(() => factories.id, { onDelete: "cascade" }),
  lastNumber: integer().notNull(),
});
