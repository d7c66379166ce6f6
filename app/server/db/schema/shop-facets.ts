import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";

/**
 * What the webshop's facets look at, one row per buyable product (active, with a shop price, not a
 * restaurant's dish) and site language: its price band, stock state, package size in that language
 * (the default language's, then the base column, when it has none), claims and sorted category ids.
 * Kept by statement-level triggers on products, products_i18n, product_categories and languages
 * (migration `shop_facet_tables`), so every write path keeps it true in the writing transaction.
 * The search's facet counts join their matches to it (ADR 0029).
 */
export const shopFacetProducts = pgTable(
  "shop_facet_products",
  {
    productId: uuid().notNull(),
    languageCode: text().notNull(),
    factoryId: uuid().notNull(),
    band: text().notNull(),
    inStock: boolean().notNull(),
    size: text(),
    properties: text().array().notNull(),
    categoryIds: uuid().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.languageCode, t.productId] }), index("shop_facet_products_product_idx").on(t.productId)],
);

/**
 * The rows of `shop_facet_products` grouped by everything the facets look at, with how many
 * products share it: /shop without a search counts its facets over these few thousand groups, not
 * over every product. Kept by the same triggers; a group no product has any more is deleted.
 */
export const shopFacetGroups = pgTable(
  "shop_facet_groups",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    factoryId: uuid().notNull(),
    languageCode: text().notNull(),
    band: text().notNull(),
    inStock: boolean().notNull(),
    size: text(),
    properties: text().array().notNull(),
    categoryIds: uuid().array().notNull(),
    productCount: integer().notNull(),
  },
  (t) => [
    unique("shop_facet_groups_key")
      .on(t.factoryId, t.languageCode, t.band, t.inStock, t.size, t.properties, t.categoryIds)
      .nullsNotDistinct(),
    index("shop_facet_groups_empty_idx")
      .on(t.id)
      .where(sql`${t.productCount} <= 0`),
  ],
);
