import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { categories, categoriesI18n } from "../db/schema";

/** The factory's categories in their order, with their languages and product counts. */
export async function listAdminCategories(db: Database, factoryId: string) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      isActive: categories.isActive,
      sortOrder: categories.sortOrder,
      // Spelled out with aliases: inside a select list Drizzle leaves column names unqualified.
      languages: sql<
        string[]
      >`coalesce((select array_agg("t"."language_code" order by "t"."language_code") from "categories_i18n" as "t" where "t"."category_id" = "categories"."id"), '{}')`,
      productCount: sql<number>`(select count(*)::int from "product_categories" as "pc" where "pc"."category_id" = "categories"."id")`,
    })
    .from(categories)
    .where(eq(categories.factoryId, factoryId))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function loadCategory(db: Database, factoryId: string, categoryId: string) {
  const [category] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.factoryId, factoryId)));
  if (!category) return null;
  const translations = await db
    .select()
    .from(categoriesI18n)
    .where(eq(categoriesI18n.categoryId, categoryId))
    .orderBy(asc(categoriesI18n.languageCode));
  return { category, translations: translations.map(({ categoryId: _id, ...rest }) => rest) };
}
