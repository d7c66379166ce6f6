import { and, eq, isNull } from "drizzle-orm";
import { localizePath } from "~/lib/i18n/language";
import { absoluteUrl } from "~/lib/seo";
import type { Database } from "../db/client.server";
import { categories, categoriesI18n, products, productsI18n } from "../db/schema";
import { listContentPageSlugs } from "../content/pages.server";
import type { Site } from "../site/queries.server";

interface SitemapEntry {
  /** Unprefixed path per language code. */
  pathByLanguage: Record<string, string>;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);
}

function group<T extends { id: string; code: string; slug: string }>(
  rows: T[],
  base: Map<string, string>,
  prefix: string,
  codes: string[],
): SitemapEntry[] {
  const byId = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const slugs = byId.get(row.id) ?? {};
    slugs[row.code] = row.slug;
    byId.set(row.id, slugs);
  }
  return [...base].map(([id, baseSlug]) => {
    const slugs = byId.get(id) ?? {};
    return { pathByLanguage: Object.fromEntries(codes.map((code) => [code, `${prefix}/${encodeURIComponent(slugs[code] ?? baseSlug)}`])) };
  });
}

/**
 * /sitemap.xml: every public page (home, catalogue, categories, content pages, every active
 * product) in every active language, each URL listing its language alternates (xhtml:link).
 */
export async function buildSitemap(db: Database, site: Site, origin: string): Promise<string> {
  const codes = site.languages.map((language) => language.code);
  const defaultCode = site.defaultLanguage.code;
  const factoryId = site.factory.id;
  const [pageSlugs, productRows, productBase, categoryRows, categoryBase] = await Promise.all([
    listContentPageSlugs(db, factoryId),
    db
      .select({ id: productsI18n.productId, code: productsI18n.languageCode, slug: productsI18n.slug })
      .from(productsI18n)
      .innerJoin(products, eq(products.id, productsI18n.productId))
      .where(and(eq(products.factoryId, factoryId), eq(products.isActive, true), isNull(products.restaurantId))),
    db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.factoryId, factoryId), eq(products.isActive, true), isNull(products.restaurantId)))
      .orderBy(products.sortOrder, products.id),
    db
      .select({ id: categoriesI18n.categoryId, code: categoriesI18n.languageCode, slug: categoriesI18n.slug })
      .from(categoriesI18n)
      .innerJoin(categories, eq(categories.id, categoriesI18n.categoryId))
      .where(and(eq(categories.factoryId, factoryId), eq(categories.isActive, true))),
    db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.factoryId, factoryId), eq(categories.isActive, true)))
      .orderBy(categories.sortOrder),
  ]);
  const same = (path: string): SitemapEntry => ({ pathByLanguage: Object.fromEntries(codes.map((code) => [code, path])) });
  const entries: SitemapEntry[] = [
    same("/"),
    same("/products"),
    same("/categories"),
    same("/sellers-map"),
    same("/become-seller"),
    ...group(categoryRows, new Map(categoryBase.map((row) => [row.id, row.slug])), "/categories", codes),
    ...pageSlugs.map((slug) => same(`/${slug}`)),
    ...group(productRows, new Map(productBase.map((row) => [row.id, row.slug])), "/products", codes),
  ];
  const url = (code: string, path: string) => escapeXml(absoluteUrl(origin, localizePath(path, code, defaultCode)));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const alternates = codes.map(
      (code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${url(code, entry.pathByLanguage[code]!)}"/>`,
    );
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultCode, entry.pathByLanguage[defaultCode]!)}"/>`);
    for (const code of codes) lines.push(`<url><loc>${url(code, entry.pathByLanguage[code]!)}</loc>${alternates.join("")}</url>`);
  }
  lines.push("</urlset>");
  return lines.join("\n");
}
