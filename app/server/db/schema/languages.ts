import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Site languages. The default one lives at unprefixed URLs, the others under `/{code}/`. */
export const languages = pgTable(
  "languages",
  {
    code: text().primaryKey(),
    name: text().notNull(),
    nativeName: text().notNull(),
    direction: text({ enum: ["ltr", "rtl"] })
      .notNull()
      .default("ltr"),
    isActive: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    flagIconUrl: text(),
  },
  (t) => [
    check("languages_code_format", sql`${t.code} ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'`),
    check("languages_direction_valid", sql`${t.direction} in ('ltr', 'rtl')`),
    // At most one default language.
    uniqueIndex("languages_single_default_idx")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    index("languages_active_order_idx").on(t.isActive, t.sortOrder),
  ],
);
