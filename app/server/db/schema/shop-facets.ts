import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";

/**
 * What the webshop's facets look at, one row per buyable product (active, with a shop price, not a
 * restaurant's dish) and site language: its price band, stock state, package size in that language
 * (the default language's, then the base column, when it has none), claims and sorted category ids.
 * Kept by statement-level triggers on products, products_i18n, product_categories and languages
 * (migrations `shop_facet_tables`, `shop_facet_texts`), so every write path keeps it true in the
 * writing transaction. With the product's searchable text in that language, the search's facet
 * counts read their matches here through its trigram indexes, joining nothing (ADR 0029).
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
    /** The text the search reads for this product in this language: its translation, else the default language's, else the base name (no description). */
    name: text().notNull(),
    description: text(),
  },
  (t) => [
    // Not led by the language: beside the trigram bitmaps, an index on the language alone would be ANDed in, reading a third of it.
    primaryKey({ columns: [t.productId, t.languageCode] }),
    // The trigram indexes carry the language (btree_gin), so a broad search reads only the page
    // language's candidates, not every language's (PostgreSQL p95 106 → ~17 ms for "honning"; ADR 0029).
    index("shop_facet_products_lang_name_trgm_idx").using("gin", t.languageCode, sql`lower(${t.name}) gin_trgm_ops`),
    index("shop_facet_products_lang_description_trgm_idx").using("gin", t.languageCode, sql`lower(${t.description}) gin_trgm_ops`),
  ],
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
