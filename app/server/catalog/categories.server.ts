import { and, asc, eq, or, type Placeholder, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server";
import { categories, categoriesI18n, productCategories, products } from "../db/schema";
import { isPlausibleSlug } from "./product.server";

export interface CategorySummary {
  id: string;
  /** The base slug (the spec's dairy, grains, specialty, organic). */
  baseSlug: string;
  /** Slug in the requested language. */
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  productCount: number;
}

const currentCategory = alias(categoriesI18n, "current_category_i18n");
const fallbackCategory = alias(categoriesI18n, "fallback_category_i18n");

function columns() {
  return {
    id: categories.id,
    baseSlug: categories.slug,
    slug: sql<string>`coalesce(${currentCategory.slug}, ${fallbackCategory.slug}, ${categories.slug})`,
    name: sql<string>`coalesce(${currentCategory.name}, ${fallbackCategory.name}, ${categories.name})`,
    description: sql<string | null>`coalesce(${currentCategory.description}, ${fallbackCategory.description}, ${categories.description})`,
    imageUrl: categories.imageUrl,
    productCount: sql<number>`(select count(*)::int from ${productCategories} join ${products} on ${products.id} = ${productCategories.productId}
      where ${productCategories.categoryId} = ${categories.id} and ${products.isActive})`,
  };
}

interface Languages {
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
}

function baseQuery(db: Database, options: { languageCode: string | Placeholder; defaultLanguageCode: string | Placeholder }) {
  return db
    .select(columns())
    .from(categories)
    .leftJoin(currentCategory, and(eq(currentCategory.categoryId, categories.id), eq(currentCategory.languageCode, options.languageCode)))
    .leftJoin(
      fallbackCategory,
      and(eq(fallbackCategory.categoryId, categories.id), eq(fallbackCategory.languageCode, options.defaultLanguageCode)),
    );
}

// Built once per database and prepared: the catalogue pages list the categories on every request.
const preparedList = new WeakMap<Database, ReturnType<typeof prepareList>>();

function prepareList(db: Database) {
  const placeholder = sql.placeholder;
  return baseQuery(db, { languageCode: placeholder("languageCode"), defaultLanguageCode: placeholder("defaultLanguageCode") })
    .where(and(eq(categories.factoryId, placeholder("factoryId")), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .prepare("category_list");
}

/** Active categories of the factory in the visitor's language, with their active product counts. */
export async function listCategories(db: Database, options: Languages): Promise<CategorySummary[]> {
  let statement = preparedList.get(db);
  if (!statement) preparedList.set(db, (statement = prepareList(db)));
  return statement.execute({
    factoryId: options.factoryId,
    languageCode: options.languageCode,
    defaultLanguageCode: options.defaultLanguageCode,
  });
}

/**
 * The active category a slug names: its slug in the current language, its base slug, or its slug
 * in any other language (then the caller redirects to the current language's slug).
 */
export async function findCategoryBySlug(db: Database, options: Languages & { slug: string }): Promise<CategorySummary | null> {
  if (!isPlausibleSlug(options.slug)) return null;
  const anyLanguage = alias(categoriesI18n, "any_category_i18n");
  const rows = await baseQuery(db, options)
    .leftJoin(anyLanguage, and(eq(anyLanguage.categoryId, categories.id), eq(anyLanguage.slug, options.slug)))
    .where(
      and(
        eq(categories.factoryId, options.factoryId),
        eq(categories.isActive, true),
        or(eq(categories.slug, options.slug), eq(anyLanguage.slug, options.slug)),
      ),
    )
    .orderBy(sql`case when ${currentCategory.slug} = ${options.slug} then 0 when ${categories.slug} = ${options.slug} then 1 else 2 end`)
    .limit(1);
  return rows[0] ?? null;
}

/** A category's slug in every language that has one (for hreflang and the sitemap). */
export async function categorySlugsByLanguage(db: Database, categoryId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ code: categoriesI18n.languageCode, slug: categoriesI18n.slug })
    .from(categoriesI18n)
    .where(eq(categoriesI18n.categoryId, categoryId));
  return Object.fromEntries(rows.map((row) => [row.code, row.slug]));
}
