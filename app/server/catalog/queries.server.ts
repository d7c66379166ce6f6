import { and, asc, eq, inArray, isNull, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server";
import { productImages, products, productsI18n } from "../db/schema";

export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  packageSize: string | null;
  priceRange: string | null;
  shopPriceOre: number | null;
  currency: string;
  /** Whether the product asks the buyer to choose options (its attributes schema has attributes). */
  hasOptions: boolean;
}

export const current = alias(productsI18n, "current_i18n");
export const fallback = alias(productsI18n, "fallback_i18n");

/** The join of a product's translation in the visitor's language (`current`): a code or a prepared statement's placeholder. */
export const currentTranslation = (languageCode: string | SQLWrapper) =>
  and(eq(current.productId, products.id), eq(current.languageCode, languageCode));
/** The join of a product's translation in the site's default language (`fallback`). */
export const fallbackTranslation = (languageCode: string | SQLWrapper) =>
  and(eq(fallback.productId, products.id), eq(fallback.languageCode, languageCode));
/** The product's name and slug in the visitor's language, else the default language's, else the product's own. */
export const localizedName = sql<string>`coalesce(${current.name}, ${fallback.name}, ${products.name})`;
export const localizedSlug = sql<string>`coalesce(${current.slug}, ${fallback.slug}, ${products.slug})`;

/** The spec's image preference: primary image's processed url, then its original url, then image_url. */
export const preferredImageUrl = sql<string | null>`coalesce(
  (select coalesce(${productImages.processedUrl}, ${productImages.originalUrl}) from ${productImages}
    where ${productImages.productId} = ${products.id} and ${productImages.isPrimary} limit 1),
  ${products.imageUrl})`;

export function localizedCardColumns() {
  return {
    id: products.id,
    slug: localizedSlug,
    name: localizedName,
    imageUrl: preferredImageUrl,
    packageSize: sql<string | null>`coalesce(${current.packageSize}, ${fallback.packageSize}, ${products.packageSize})`,
    priceRange: products.priceRange,
    shopPriceOre: products.shopPriceOre,
    currency: products.currency,
    hasOptions: sql<boolean>`coalesce(jsonb_array_length(${products.attributesSchema} -> 'attributes') > 0, false)`,
  };
}

function prepareFeatured(db: Database) {
  const placeholder = sql.placeholder;
  return db
    .select(localizedCardColumns())
    .from(products)
    .leftJoin(current, currentTranslation(placeholder("languageCode")))
    .leftJoin(fallback, fallbackTranslation(placeholder("defaultLanguageCode")))
    .where(
      and(
        eq(products.factoryId, placeholder("factoryId")),
        eq(products.isActive, true),
        isNull(products.restaurantId),
        eq(products.isFeatured, true),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(placeholder("limit"))
    .prepare("featured_products");
}

// Built once per database and prepared: the home page lists them on every request.
const preparedFeatured = new WeakMap<Database, ReturnType<typeof prepareFeatured>>();

/** Active featured products of the factory, in the visitor's language. */
export async function listFeaturedProducts(
  db: Database,
  options: { factoryId: string; languageCode: string; defaultLanguageCode: string; limit?: number },
): Promise<ProductCard[]> {
  let statement = preparedFeatured.get(db);
  if (!statement) preparedFeatured.set(db, (statement = prepareFeatured(db)));
  return statement.execute({
    factoryId: options.factoryId,
    languageCode: options.languageCode,
    defaultLanguageCode: options.defaultLanguageCode,
    limit: options.limit ?? 8,
  });
}

/** Product cards for `ids`, in the order given (search results keep their ranking). */
export async function loadProductCards(
  db: Database,
  options: { ids: string[]; languageCode: string; defaultLanguageCode: string },
): Promise<ProductCard[]> {
  if (options.ids.length === 0) return [];
  const rows = await db
    .select(localizedCardColumns())
    .from(products)
    .leftJoin(current, currentTranslation(options.languageCode))
    .leftJoin(fallback, fallbackTranslation(options.defaultLanguageCode))
    .where(inArray(products.id, options.ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return options.ids.flatMap((id) => byId.get(id) ?? []);
}
