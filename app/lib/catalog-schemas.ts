import { z } from "zod";
import { normalizeSearchTerm, productSorts, SEARCH_MAX_LENGTH } from "./catalog-params";

// Server-side input schemas, apart from catalog-params so that zod stays out of the browser bundle.

const searchText = z
  .string()
  .max(SEARCH_MAX_LENGTH * 4)
  .transform((value) => normalizeSearchTerm(value).slice(0, SEARCH_MAX_LENGTH));

/**
 * The /products query string. Out-of-range or malformed values fall back to defaults rather than
 * failing the page: these URLs are shared and crawled, and a stale link should still show products.
 */
export const productListQuery = z.object({
  search: searchText.catch(""),
  category: z
    .string()
    .max(200)
    .transform((value) => value.trim())
    .catch(""),
  sort: z.enum(productSorts).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** Reads the list query from URLSearchParams (the first value of each key). */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return productListQuery.parse({
    search: params.get("search") ?? "",
    category: params.get("category") ?? "",
    sort: params.get("sort") ?? undefined,
    page: params.get("page") ?? 1,
  });
}

/** The suggestions endpoint's input: a too-long query is a client error, not a truncation. */
export const suggestionQuery = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`).transform(normalizeSearchTerm),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "lang must be a language code")
    .optional(),
});
