import { z } from "zod";
import { normalizeSearchTerm, SEARCH_MAX_LENGTH } from "../catalog-params";
import { type PriceBandId, priceBands, type ShopSelection, shopSorts } from "./params";
import { isProductProperty, type ProductProperty } from "./properties";

// Server-side input schema of /shop, apart from params.ts so that zod stays out of the browser bundle.

const MAX_VALUES = 20;
const bandIds = new Set<string>(priceBands.map((band) => band.id));

/** Distinct, trimmed, non-empty values, at most MAX_VALUES of them. */
const values = (maxLength: number) =>
  z
    .array(z.string())
    .transform((list) =>
      [...new Set(list.map((value) => value.trim()).filter((value) => value !== "" && value.length <= maxLength))].slice(0, MAX_VALUES),
    );

/**
 * The /shop query string. Like the catalogue's, unknown or malformed values are dropped rather
 * than failing the page: these URLs are shared and bookmarked, and a stale link should still shop.
 */
export const shopQuery = z.object({
  search: z
    .string()
    .max(SEARCH_MAX_LENGTH * 4)
    .transform((value) => normalizeSearchTerm(value).slice(0, SEARCH_MAX_LENGTH))
    .catch(""),
  categories: values(200).catch([]),
  prices: values(20)
    .transform((list) => list.filter((value): value is PriceBandId => bandIds.has(value)))
    .catch([]),
  inStock: z
    .string()
    .nullable()
    .transform((value) => value === "in")
    .catch(false),
  sizes: values(100).catch([]),
  properties: values(40)
    .transform((list) => list.filter((value): value is ProductProperty => isProductProperty(value)))
    .catch([]),
  sort: z.enum(shopSorts).catch("recommended"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** Reads a shop selection from the page's URLSearchParams. */
export function parseShopQuery(params: URLSearchParams): ShopSelection {
  return shopQuery.parse({
    search: params.get("search") ?? "",
    categories: params.getAll("category"),
    prices: params.getAll("price"),
    inStock: params.get("stock"),
    sizes: params.getAll("size"),
    properties: params.getAll("property"),
    sort: params.get("sort") ?? "recommended",
    page: params.get("page") ?? 1,
  });
}
