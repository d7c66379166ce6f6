import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
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
import type { AttributesSchema } from "~/lib/attributes";
import type { ProductProperty } from "~/lib/shop/properties";
import { restaurants } from "./commerce";
import { factories } from "./factories";
import { languages } from "./languages";

export const categories = pgTable(
  "categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    description: text(),
    imageUrl: text(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("categories_factory_slug_idx").on(t.factoryId, t.slug),
    index("categories_factory_order_idx").on(t.factoryId, t.isActive, t.sortOrder),
  ],
);

export const categoriesI18n = pgTable(
  "categories_i18n",
  {
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    languageCode: text()
      .notNull()
      .references(() => languages.code, { onDelete: "cascade", onUpdate: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    description: text(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.languageCode] }),
    uniqueIndex("categories_i18n_language_slug_idx").on(t.languageCode, t.slug),
  ],
);

/** Sellable product. Money is integer øre with an explicit currency (NOK). */
export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    description: text(),
    imageUrl: text(),
    packageSize: text(),
    priceRange: text(),
    shopPriceOre: integer(),
    currency: text().notNull().default("NOK"),
    vatRatePercent: integer().notNull().default(15),
    barcode: text(),
    sku: text(),
    attributesSchema: jsonb().$type<AttributesSchema>(),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    /** Units in stock; null: stock is not tracked (always orderable). Checkout takes from it under the row's lock. */
    stockQuantity: integer(),
    /** At or below this a tracked product counts as low stock in the back office. */
    lowStockThreshold: integer().notNull().default(10),
    /** Claims for the webshop's filters (organic, lactose free …), from the vocabulary in app/lib/shop/properties.ts. */
    properties: text()
      .array()
      .$type<ProductProperty[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set for a restaurant's menu item: it is sold from that menu only, never in the shop's catalogue. */
    restaurantId: uuid().references((): AnyPgColumn => restaurants.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_factory_slug_idx").on(t.factoryId, t.slug),
    uniqueIndex("products_factory_barcode_idx").on(t.factoryId, t.barcode),
    uniqueIndex("products_factory_sku_idx").on(t.factoryId, t.sku),
    index("products_factory_active_order_idx").on(t.factoryId, t.isActive, t.sortOrder),
    index("products_featured_idx")
      .on(t.factoryId, t.sortOrder)
      .where(sql`${t.isFeatured} and ${t.isActive}`),
    index("products_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("products_shop_price_non_negative", sql`${t.shopPriceOre} is null or ${t.shopPriceOre} >= 0`),
    check("products_currency_format", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("products_vat_rate_valid", sql`${t.vatRatePercent} in (0, 12, 15, 25)`),
    check("products_stock_non_negative", sql`${t.stockQuantity} is null or ${t.stockQuantity} >= 0`),
    check("products_low_stock_threshold_non_negative", sql`${t.lowStockThreshold} >= 0`),
    check("products_barcode_digits", sql`${t.barcode} is null or ${t.barcode} ~ '^[0-9]{8,14}$'`),
  ],
);

/** Per-language name, description, package size and slug of a product. */
export const productsI18n = pgTable(
  "products_i18n",
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    languageCode: text()
      .notNull()
      .references(() => languages.code, { onDelete: "cascade", onUpdate: "cascade" }),
    slug: text().notNull(),
    name: text().notNull(),
    description: text(),
    packageSize: text(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.languageCode] }),
    uniqueIndex("products_i18n_language_slug_idx").on(t.languageCode, t.slug),
    // Trigram indexes without GIN's pending list (fastupdate): a catalogue is read far more often
    // than written, and every search would read the unmerged pending entries one by one (on
    // 300 000 rows after a bulk load that tripled the cost of a search that matches nothing).
    index("products_i18n_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Search suggestions: exact and prefix matches of a name, read in name order. The name leads so
    // that a query filtering on the language alone never prefers this index to the trigram ones.
    index("products_i18n_name_prefix_idx").using("btree", sql`lower(${t.name}) text_pattern_ops`, t.languageCode),
    index("products_i18n_description_trgm_idx")
      .using("gin", sql`lower(${t.description}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    originalUrl: text().notNull(),
    processedUrl: text(),
    altText: text(),
    width: integer(),
    height: integer(),
    isPrimary: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_images_product_order_idx").on(t.productId, t.sortOrder),
    uniqueIndex("product_images_single_primary_idx")
      .on(t.productId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_category_idx").on(t.categoryId, t.sortOrder)],
);
