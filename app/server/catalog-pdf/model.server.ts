import { createHash } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { localizePath } from "~/lib/i18n/language";
import { defaultMessages } from "~/lib/i18n/messages";
import { formatMoney } from "~/lib/money";
import { categories, categoriesI18n, productCategories, products } from "../db/schema";
import type { Database } from "../db/client.server";
import {
  current,
  currentTranslation,
  fallback,
  fallbackTranslation,
  localizedName,
  localizedSlug,
  preferredImageUrl,
} from "../catalog/queries.server";
import { alias } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { loadTranslations, type Site } from "../site/queries.server";
import { CATALOG_PDF_MESSAGE_PREFIX } from "~/lib/i18n/catalog-pdf-messages";

/**
 * Bumped whenever the document's drawing changes, so that files made by an older build are not
 * served as if they were current.
 */
export const RENDERER_VERSION = 1;

export interface CatalogueProduct {
  id: string;
  name: string;
  packageSize: string | null;
  /** Formatted as on the site (NOK, VAT included), or null without a shop price. */
  price: string | null;
  priceRange: string | null;
  sku: string | null;
  barcode: string | null;
  /** From the image preference chain (primary image processed, its original, the product's image_url). */
  imageUrl: string | null;
  /** The product page, absolute, in the catalogue's language. */
  url: string;
}

export interface CatalogueSection {
  key: string;
  title: string;
  items: CatalogueProduct[];
}

/** Everything a catalogue shows: its version is a hash of it, so any change to what it shows makes a new file. */
export interface CatalogueModel {
  languageCode: string;
  direction: "ltr" | "rtl";
  /** The category's base slug, or "all" for the whole range. */
  scope: string;
  company: {
    name: string;
    logoUrl: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
    organizationNumber: string | null;
  };
  /** The catalogue's UI strings (catalogPdf.*), from the translations table over the English defaults. */
  messages: Record<string, string>;
  sections: CatalogueSection[];
  origin: string;
}

export interface CatalogueCategoryChoice {
  slug: string;
  baseSlug: string;
  name: string;
}

const currentCategory = alias(categoriesI18n, "pdf_current_category_i18n");
const fallbackCategory = alias(categoriesI18n, "pdf_fallback_category_i18n");

/** The active categories in a language, in their order (the page's choice of one category). */
export async function listCatalogueCategories(db: Database, site: Site, languageCode: string): Promise<CatalogueCategoryChoice[]> {
  return db
    .select({
      baseSlug: categories.slug,
      slug: sql<string>`coalesce(${currentCategory.slug}, ${fallbackCategory.slug}, ${categories.slug})`,
      name: sql<string>`coalesce(${currentCategory.name}, ${fallbackCategory.name}, ${categories.name})`,
    })
    .from(categories)
    .leftJoin(currentCategory, and(eq(currentCategory.categoryId, categories.id), eq(currentCategory.languageCode, languageCode)))
    .leftJoin(
      fallbackCategory,
      and(eq(fallbackCategory.categoryId, categories.id), eq(fallbackCategory.languageCode, site.defaultLanguage.code)),
    )
    .where(and(eq(categories.factoryId, site.factory.id), eq(categories.isActive, true)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/**
 * Reads what the catalogue of one language shows: the whole range by category (products in no
 * category last, under 'Other products'), or one category (`scope` = its base slug). Active shop
 * products only (no restaurant dishes).
 */
export async function loadCatalogueModel(
  db: Database,
  options: { site: Site; languageCode: string; scope: string; origin: string },
): Promise<CatalogueModel> {
  const { site, languageCode, scope, origin } = options;
  const defaultCode = site.defaultLanguage.code;
  const language = site.languages.find((candidate) => candidate.code === languageCode) ?? site.defaultLanguage;
  const [categoryRows, productRows, memberships, translated] = await Promise.all([
    listCatalogueCategories(db, site, language.code),
    db
      .select({
        id: products.id,
        slug: localizedSlug,
        name: localizedName,
        packageSize: sql<string | null>`coalesce(${current.packageSize}, ${fallback.packageSize}, ${products.packageSize})`,
        shopPriceOre: products.shopPriceOre,
        currency: products.currency,
        priceRange: products.priceRange,
        sku: products.sku,
        barcode: products.barcode,
        imageUrl: preferredImageUrl,
      })
      .from(products)
      .leftJoin(current, currentTranslation(language.code))
      .leftJoin(fallback, fallbackTranslation(defaultCode))
      .where(and(eq(products.factoryId, site.factory.id), eq(products.isActive, true), isNull(products.restaurantId)))
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({ productId: productCategories.productId, categorySlug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(eq(categories.factoryId, site.factory.id), eq(categories.isActive, true))),
    loadTranslations(db, site.factory.id, language.code, defaultCode),
  ]);
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...defaultMessages, ...translated }))
    if (key.startsWith(CATALOG_PDF_MESSAGE_PREFIX)) messages[key] = value;

  const toProduct = (row: (typeof productRows)[number]): CatalogueProduct => ({
    id: row.id,
    name: row.name,
    packageSize: row.packageSize,
    price: row.shopPriceOre === null ? null : formatMoney(row.shopPriceOre, row.currency),
    priceRange: row.priceRange,
    sku: row.sku,
    barcode: row.barcode,
    imageUrl: row.imageUrl,
    url: origin + localizePath(`/products/${encodeURIComponent(row.slug)}`, language.code, defaultCode),
  });
  const byCategory = new Map<string, string[]>();
  for (const membership of memberships) {
    const list = byCategory.get(membership.categorySlug) ?? [];
    list.push(membership.productId);
    byCategory.set(membership.categorySlug, list);
  }
  const sections: CatalogueSection[] = [];
  const placed = new Set<string>();
  for (const category of categoryRows) {
    if (scope !== "all" && scope !== category.baseSlug) continue;
    const members = new Set(byCategory.get(category.baseSlug) ?? []);
    const items = productRows.filter((row) => members.has(row.id));
    items.forEach((row) => placed.add(row.id));
    sections.push({ key: category.baseSlug, title: category.name, items: items.map(toProduct) });
  }
  if (scope === "all") {
    const rest = productRows.filter((row) => !placed.has(row.id));
    if (rest.length > 0)
      sections.push({ key: "other", title: messages["catalogPdf.otherProducts"] ?? "Other products", items: rest.map(toProduct) });
  }
  const settings = site.settings;
  return {
    languageCode: language.code,
    direction: language.direction === "rtl" ? "rtl" : "ltr",
    scope,
    company: {
      name: settings?.companyName ?? site.factory.name,
      logoUrl: settings?.logoUrl ?? site.factory.logoUrl,
      address: site.factory.address,
      phone: settings?.contactPhone ?? site.factory.phone,
      email: settings?.contactEmail ?? site.factory.email,
      website: site.factory.website,
      organizationNumber: site.factory.organizationNumber,
    },
    messages,
    sections,
    origin,
  };
}

/** The catalogue's version: a short hash of everything it shows and of the renderer's version. */
export function catalogueVersion(model: CatalogueModel): string {
  return createHash("sha256")
    .update(JSON.stringify([RENDERER_VERSION, model]))
    .digest("hex")
    .slice(0, 16);
}
