import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { AttributesSchema } from "~/lib/attributes";
import type { Database } from "../db/client.server";
import { productCategories, productImages, products, productsI18n } from "../db/schema";
import { current, currentTranslation, fallback, fallbackTranslation, localizedName, localizedSlug } from "./queries.server";

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductAttributeView {
  key: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

export interface ProductDetail {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  packageSize: string | null;
  priceRange: string | null;
  shopPriceOre: number | null;
  currency: string;
  vatRatePercent: number;
  barcode: string | null;
  sku: string | null;
  attributes: ProductAttributeView[];
  /** Stock is tracked and none is left (the same for every visitor, so it may be cached). */
  soldOut: boolean;
  images: GalleryImage[];
  /** The product's slug in each language that has a translation, for hreflang links. */
  slugByLanguage: Record<string, string>;
  categoryIds: string[];
}

/** What the gallery needs of a product image row. */
type GalleryRow = Pick<typeof productImages.$inferSelect, "processedUrl" | "originalUrl" | "altText" | "width" | "height" | "isPrimary">;

interface Languages {
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
}

const placeholder = sql.placeholder;

// The product page's queries are built once per database and prepared (named statements on
// PostgreSQL, parsed once per connection): a page request only binds values (ADR 0008).
function prepareStatements(db: Database) {
  const slug = placeholder("slug");
  return {
    idBySlug: db
      .select({ id: products.id })
      .from(products)
      .leftJoin(productsI18n, and(eq(productsI18n.productId, products.id), eq(productsI18n.slug, slug)))
      .where(
        and(
          eq(products.factoryId, placeholder("factoryId")),
          eq(products.isActive, true),
          isNull(products.restaurantId),
          or(eq(products.slug, slug), eq(productsI18n.slug, slug)),
        ),
      )
      .orderBy(
        desc(sql`${productsI18n.languageCode} is not distinct from ${placeholder("languageCode")}`),
        desc(sql`${productsI18n.languageCode} is not distinct from ${placeholder("defaultLanguageCode")}`),
        desc(sql`${products.slug} = ${slug}`),
      )
      .limit(1)
      .prepare("product_id_by_slug"),
    detail: db
      .select({
        id: products.id,
        slug: localizedSlug,
        name: localizedName,
        description: sql<string | null>`coalesce(${current.description}, ${fallback.description}, ${products.description})`,
        packageSize: sql<string | null>`coalesce(${current.packageSize}, ${fallback.packageSize}, ${products.packageSize})`,
        priceRange: products.priceRange,
        shopPriceOre: products.shopPriceOre,
        currency: products.currency,
        vatRatePercent: products.vatRatePercent,
        barcode: products.barcode,
        sku: products.sku,
        imageUrl: products.imageUrl,
        attributesSchema: products.attributesSchema,
        soldOut: sql<boolean>`coalesce(${products.stockQuantity} = 0, false)`,
        // The gallery, the per-language slugs and the categories in the same statement: one round trip for the page.
        images: sql<
          GalleryRow[]
        >`(select coalesce(json_agg(json_build_object('processedUrl', ${productImages.processedUrl}, 'originalUrl', ${productImages.originalUrl}, 'altText', ${productImages.altText}, 'width', ${productImages.width}, 'height', ${productImages.height}, 'isPrimary', ${productImages.isPrimary}) order by ${productImages.isPrimary} desc, ${productImages.sortOrder}, ${productImages.createdAt}), '[]'::json) from ${productImages} where ${productImages.productId} = ${products.id})`,
        slugs: sql<
          Array<{ code: string; slug: string }>
        >`(select coalesce(json_agg(json_build_object('code', ${productsI18n.languageCode}, 'slug', ${productsI18n.slug})), '[]'::json) from ${productsI18n} where ${productsI18n.productId} = ${products.id})`,
        categoryIds: sql<
          string[]
        >`(select coalesce(json_agg(${productCategories.categoryId}), '[]'::json) from ${productCategories} where ${productCategories.productId} = ${products.id})`,
      })
      .from(products)
      .leftJoin(current, currentTranslation(placeholder("languageCode")))
      .leftJoin(fallback, fallbackTranslation(placeholder("defaultLanguageCode")))
      .where(
        and(
          eq(products.id, placeholder("id")),
          eq(products.factoryId, placeholder("factoryId")),
          eq(products.isActive, true),
          isNull(products.restaurantId),
        ),
      )
      .prepare("product_detail"),
  };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareStatements>>();

function statementsFor(db: Database): ReturnType<typeof prepareStatements> {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepareStatements(db)));
  return statements;
}

/**
 * The product a slug names, preferring the current language's slug, then the default language's,
 * then the base slug, then any other language's. Inactive and unknown products give null.
 */
export async function findProductIdBySlug(db: Database, options: Languages & { slug: string }): Promise<string | null> {
  if (!isPlausibleSlug(options.slug)) return null;
  const rows = await statementsFor(db).idBySlug.execute({ ...options });
  return rows[0]?.id ?? null;
}

/**
 * The slug in `languageCode` (then the default language's, then the base slug) of the active
 * product that `slug` names in any language: the same page's path in another language.
 */
export async function productSlugInLanguage(db: Database, options: Languages & { slug: string }): Promise<string | null> {
  const id = await findProductIdBySlug(db, options);
  if (!id) return null;
  const [row] = await db
    .select({ slug: localizedSlug })
    .from(products)
    .leftJoin(current, currentTranslation(options.languageCode))
    .leftJoin(fallback, fallbackTranslation(options.defaultLanguageCode))
    .where(eq(products.id, id));
  return row?.slug ?? null;
}

/**
 * Slugs come straight from the URL: a NUL byte or other control character would make PostgreSQL
 * reject the query (a 500), and no stored slug is that long, so such input simply names nothing.
 */
export function isPlausibleSlug(slug: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return slug.length > 0 && slug.length <= 200 && !/[\u0000-\u001f\u007f]/.test(slug);
}

function label(labels: Record<string, string>, options: Languages): string {
  return labels[options.languageCode] ?? labels[options.defaultLanguageCode] ?? Object.values(labels)[0] ?? "";
}

/** A product's options (its attributes schema) with labels in the visitor's language. */
export function attributeViews(schema: AttributesSchema | null, options: Languages): ProductAttributeView[] {
  return (schema?.attributes ?? []).map((attribute) => ({
    key: attribute.key,
    label: label(attribute.label, options) || attribute.key,
    options: attribute.options.map((option) => ({ value: option.value, label: label(option.label, options) || option.value })),
  }));
}

/** An active product in the visitor's language, with its gallery, attributes and per-language slugs. */
export async function loadProductDetail(db: Database, options: Languages & { id: string }): Promise<ProductDetail | null> {
  const [row] = await statementsFor(db).detail.execute({ ...options });
  if (!row) return null;
  const { imageUrl, attributesSchema, images, slugs, ...product } = row;
  return {
    ...product,
    attributes: attributeViews(attributesSchema, options),
    images: gallery(images, imageUrl, product.name),
    slugByLanguage: Object.fromEntries(slugs.map((slug) => [slug.code, slug.slug])),
  };
}

/**
 * The spec's image preference first (primary image's processed url, then its original url, then
 * the product's image_url), followed by the other product images in their order.
 */
export function gallery(images: GalleryRow[], imageUrl: string | null, name: string): GalleryImage[] {
  const primary = images.find((image) => image.isPrimary);
  const others = images.filter((image) => image !== primary);
  const toView = (image: GalleryRow): GalleryImage => ({
    url: image.processedUrl ?? image.originalUrl,
    alt: image.altText ?? name,
    width: image.width ?? 800,
    height: image.height ?? 800,
  });
  const first = primary ? toView(primary) : imageUrl ? { url: imageUrl, alt: name, width: 800, height: 800 } : null;
  const seen = new Set<string>();
  return [first, ...others.map(toView)].filter((image): image is GalleryImage => {
    if (!image || seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
}
