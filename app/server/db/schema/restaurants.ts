import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Allergen, DietaryTag } from "~/lib/restaurant-menu";
import type { VatLine } from "~/lib/vat";
import { users } from "./auth";
import { products } from "./catalog";
import { restaurants } from "./commerce";
import { languages } from "./languages";

/** A restaurant's name and description per language (the `restaurants` row holds the default language's). */
export const restaurantsI18n = pgTable(
  "restaurants_i18n",
  {
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    languageCode: text()
      .notNull()
      .references(() => languages.code, { onDelete: "cascade", onUpdate: "cascade" }),
    name: text().notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.languageCode] })],
);

/** A section of a restaurant's menu (pizzas, drinks …). */
export const restaurantMenuCategories = pgTable(
  "restaurant_menu_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index("restaurant_menu_categories_order_idx").on(t.restaurantId, t.sortOrder)],
);

export const restaurantMenuCategoriesI18n = pgTable(
  "restaurant_menu_categories_i18n",
  {
    categoryId: uuid()
      .notNull()
      .references(() => restaurantMenuCategories.id, { onDelete: "cascade" }),
    languageCode: text()
      .notNull()
      .references(() => languages.code, { onDelete: "cascade", onUpdate: "cascade" }),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageCode] })],
);

/**
 * A dish on a menu. Its name, texts, picture, price (øre), VAT rate and options (size, extras: the
 * attributes schema) are its product row (`products.restaurant_id` set), so the cart adds it like
 * any product; this row places it on the menu with what only menus have.
 */
export const restaurantMenuItems = pgTable(
  "restaurant_menu_items",
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    categoryId: uuid()
      .notNull()
      .references(() => restaurantMenuCategories.id, { onDelete: "cascade" }),
    /** Of the 14 EU allergens (Regulation 1169/2011, annex II). */
    allergens: jsonb().$type<Allergen[]>().notNull().default([]),
    dietaryTags: jsonb().$type<DietaryTag[]>().notNull().default([]),
    /** Sold out today: shown, not orderable. */
    isAvailable: boolean().notNull().default(true),
    /** May be ordered as one half of a half-and-half item with another such item of the restaurant. */
    allowsHalfAndHalf: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index("restaurant_menu_items_restaurant_idx").on(t.restaurantId, t.categoryId, t.sortOrder)],
);

/** Who works in a restaurant's kitchen: they see its kitchen dashboard (admins see every one). */
export const restaurantStaff = pgTable(
  "restaurant_staff",
  {
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ["kitchen"] })
      .notNull()
      .default("kitchen"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.userId] }), check("restaurant_staff_role_valid", sql`${t.role} in ('kitchen')`)],
);

/**
 * An order from a restaurant's menu. `id` is random and is the tracking page's address;
 * `order_number` is short (1–999 per restaurant and day, Europe/Oslo) for the queue display.
 */
export const restaurantOrders = pgTable(
  "restaurant_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: "restrict" }),
    serviceDate: date().notNull(),
    orderNumber: integer().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    guestSessionId: text(),
    idempotencyKey: text().notNull(),
    status: text().notNull().default("received"),
    statusReason: text(),
    languageCode: text().notNull(),
    fulfilment: text().notNull(),
    /** Null: as soon as possible. */
    requestedAt: timestamp({ withTimezone: true }),
    estimatedReadyAt: timestamp({ withTimezone: true }).notNull(),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    contactEmail: text(),
    addressLine: text(),
    postcode: text(),
    city: text(),
    paymentMethod: text().notNull(),
    notes: text(),
    subtotalOre: integer().notNull(),
    vatOre: integer().notNull(),
    totalOre: integer().notNull(),
    /** The currency of every amount of the order and its lines: the menu's products'. */
    currency: text().notNull().default("NOK"),
    vatBreakdown: jsonb().$type<VatLine[]>().notNull(),
    /** Set when the buyer deleted their account: name, contact, address and notes were removed. */
    anonymisedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Numbers go round 1–999 in a day: shown on the queue beside the live orders, not a key.
    index("restaurant_orders_number_idx").on(t.restaurantId, t.serviceDate, t.orderNumber),
    uniqueIndex("restaurant_orders_idempotency_idx").on(t.idempotencyKey),
    index("restaurant_orders_board_idx").on(t.restaurantId, t.status, t.createdAt),
    check(
      "restaurant_orders_status_valid",
      sql`${t.status} in ('received', 'accepted', 'preparing', 'ready', 'picked_up', 'out_for_delivery', 'completed', 'rejected', 'cancelled')`,
    ),
    check("restaurant_orders_fulfilment_valid", sql`${t.fulfilment} in ('pickup', 'delivery')`),
    check("restaurant_orders_number_valid", sql`${t.orderNumber} between 1 and 999`),
    check(
      "restaurant_orders_address",
      sql`${t.fulfilment} = 'pickup' or ${t.anonymisedAt} is not null or (${t.addressLine} is not null and ${t.postcode} ~ '^[0-9]{4}$' and ${t.city} is not null)`,
    ),
    check("restaurant_orders_totals_non_negative", sql`${t.subtotalOre} >= 0 and ${t.vatOre} >= 0 and ${t.totalOre} >= 0`),
    check("restaurant_orders_currency_format", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const restaurantOrderLines = pgTable(
  "restaurant_order_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => restaurantOrders.id, { onDelete: "cascade" }),
    productId: uuid().references(() => products.id, { onDelete: "set null" }),
    title: text().notNull(),
    selectedAttributes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    options: jsonb().$type<string[]>().notNull().default([]),
    quantity: integer().notNull(),
    unitPriceOre: integer().notNull(),
    lineTotalOre: integer().notNull(),
    vatRatePercent: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    index("restaurant_order_lines_order_idx").on(t.orderId, t.sortOrder),
    check("restaurant_order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * The order-event stream: one row per placed order and per status change, written in the same
 * transaction. Its id orders events and is the SSE event id clients resume from.
 */
export const restaurantOrderEvents = pgTable(
  "restaurant_order_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => restaurantOrders.id, { onDelete: "cascade" }),
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    status: text().notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("restaurant_order_events_order_idx").on(t.orderId, t.id),
    index("restaurant_order_events_restaurant_idx").on(t.restaurantId, t.id),
  ],
);

/** The last order number given out per restaurant and day. */
export const restaurantOrderCounters = pgTable(
  "restaurant_order_counters",
  {
    restaurantId: uuid()
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    serviceDate: date().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.serviceDate] })],
);
