import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The search dictionary: each distinct word of the product names per language ('' for the base
 * names of `products`), with how many names use it. Kept by statement-level triggers on products
 * and products_i18n (migration 0007), so every write path, bulk seeds and imports included, keeps
 * it true. Typo-tolerant search looks up its candidate words here (ADR 0009).
 */
export const searchWords = pgTable(
  "search_words",
  {
    languageCode: text().notNull(),
    word: text().notNull(),
    uses: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.languageCode, t.word] }),
    // The triggers delete words no name uses any more; this finds them without reading the table.
    index("search_words_unused_idx")
      .on(t.languageCode)
      .where(sql`${t.uses} <= 0`),
  ],
);
