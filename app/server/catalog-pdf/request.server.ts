import { z } from "zod";
import type { RouteLanguage } from "../site/route-language.server";
import { notFound } from "../site/route-language.server";
import type { CataloguePdfService } from "./catalog-pdf.server";
import { listCatalogueCategories } from "./model.server";

const query = z.object({ category: z.string().trim().max(200).optional() });

/**
 * The catalogue a page or download asks for: `?category=` names one category by its slug in the
 * page's language (or its base slug); none is the whole range. An unknown category is a 404.
 */
export async function requestedCatalogue(
  request: Request,
  language: RouteLanguage,
  context: { db: Parameters<typeof listCatalogueCategories>[0]; catalogPdf: CataloguePdfService },
) {
  const parsed = query.safeParse({ category: new URL(request.url).searchParams.get("category") || undefined });
  if (!parsed.success) throw notFound();
  const categories = await listCatalogueCategories(context.db, language.site, language.languageCode);
  const wanted = parsed.data.category;
  const category =
    wanted === undefined ? null : (categories.find((candidate) => candidate.slug === wanted || candidate.baseSlug === wanted) ?? null);
  if (wanted !== undefined && !category) throw notFound();
  const file = await context.catalogPdf.file(language.site, language.languageCode, category?.baseSlug ?? "all");
  return { categories, category, file };
}
