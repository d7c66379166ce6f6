import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { OpeningHours } from "~/lib/opening-hours";
import { users } from "./auth";
import { products } from "./catalog";
import { factories } from "./factories";

export const restaurants = pgTable(
  "restaurants",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    address: text(),
    phone: text(),
    /** Opening hours per weekday in the restaurant's time zone (Europe/Oslo). */
    openingHours: jsonb().$type<OpeningHours>().notNull().default({}),
    timeZone: text().notNull().default("Europe/Oslo"),
    offersPickup: boolean().notNull().default(true),
    offersDelivery: boolean().notNull().default(false),
    /** Minutes from acceptance to ready: the estimate guests see. */
    prepMinutes: integer().notNull().default(20),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("restaurants_factory_slug_idx").on(t.factoryId, t.slug),
    check("restaurants_prep_minutes_valid", sql`${t.prepMinutes} between 0 and 600`),
  ],
);

/** A shopping cart, owned by a signed-in user (`user_id`) or by a guest (`session_id`, from the guest cookie). */
export const carts = pgTable(
  "carts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: "cascade" }),
    sessionId: text(),
    restaurantId: uuid().references(() => restaurants.id, { onDelete: "set null" }),
    currency: text().notNull().default("NOK"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("carts_has_owner", sql`${t.userId} is not null or ${t.sessionId} is not null`),
    uniqueIndex("carts_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("carts_guest_session_idx")
      .on(t.sessionId)
      .where(sql`${t.userId} is null`),
    index("carts_updated_idx").on(t.updatedAt),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    selectedAttributes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    unitPriceOre: integer().notNull(),
    snapshotTitle: text().notNull(),
    snapshotSku: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Same product and same selected attributes" is one line.
    uniqueIndex("cart_items_line_idx").on(t.cartId, t.productId, t.selectedAttributes),
    index("cart_items_product_idx").on(t.productId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
    check("cart_items_unit_price_non_negative", sql`${t.unitPriceOre} >= 0`),
  ],
);
