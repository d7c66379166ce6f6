import { localizePath } from "~/lib/i18n/language";
import { isSuggestible, SEARCH_MAX_SUGGESTIONS } from "~/lib/catalog-params";
import { suggestionQuery } from "~/lib/catalog-schemas";
import { type Suggestion, toCardView } from "~/lib/product-card";
import { searchProducts } from "~/server/catalog/search.server";
import type { Route } from "./+types/api.search.suggestions";

const headers = { "Cache-Control": "public, max-age=60", Vary: "Accept-Encoding" };

/**
 * GET /api/search/suggestions?q=…&lang=… → { query, suggestions }: at most eight active products
 * for a term of at least two characters (a shorter or blank term gives an empty list).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = suggestionQuery.safeParse({ q: url.searchParams.get("q") ?? "", lang: url.searchParams.get("lang") ?? undefined });
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? "Invalid query" }, { status: 400 });
  const { q, lang } = parsed.data;
  const site = await context.site();
  const defaultCode = site.defaultLanguage.code;
  const languageCode = lang ?? defaultCode;
  if (!site.languages.some((language) => language.code === languageCode))
    return Response.json({ error: "lang must be an active language" }, { status: 400 });
  if (!isSuggestible(q)) return Response.json({ query: q, suggestions: [] }, { headers });

  const localize = (path: string) => localizePath(path, languageCode, defaultCode);
  const search = { factoryId: site.factory.id, languageCode, defaultLanguageCode: defaultCode, term: q, limit: SEARCH_MAX_SUGGESTIONS };
  // The site comes from the process's memo: an outage shows here first (503, database marked down, by route-errors.server.ts).
  const { items } = await searchProducts(context.db, search);
  const suggestions: Suggestion[] = items.map((item) => {
    const card = toCardView(item, localize);
    return {
      id: card.id,
      name: card.name,
      slug: item.slug,
      href: card.href,
      image: card.imageUrl,
      packageSize: card.packageSize,
      priceRange: card.priceRange,
      price: card.price,
    };
  });
  return Response.json({ query: q, suggestions }, { headers });
}
