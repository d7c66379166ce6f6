import { normalizeSearchTerm } from "../catalog-params";
import { isProductProperty, type ProductProperty } from "./properties";

/** The webshop's sort orders; "recommended" is the shop's own order (or the search's ranking). */
export const shopSorts = ["recommended", "price-asc", "price-desc", "name", "newest"] as const;
export type ShopSort = (typeof shopSorts)[number];

/** Price bands in øre, VAT included: [from, to) — the last has no upper end. */
export const priceBands = [
  { id: "0-50", fromOre: 0, toOre: 5_000 },
  { id: "50-100", fromOre: 5_000, toOre: 10_000 },
  { id: "100-250", fromOre: 10_000, toOre: 25_000 },
  { id: "250-", fromOre: 25_000, toOre: null },
] as const;
export type PriceBandId = (typeof priceBands)[number]["id"];

/** What the visitor chose on /shop: every facet's selection, the sort and the page. */
export interface ShopSelection {
  /** The search box's text (normalised); "" for none. */
  search: string;
  /** Category slugs (this language's or the base slug), any of them. */
  categories: string[];
  /** Price bands, any of them. */
  prices: PriceBandId[];
  /** Only products that can be delivered now (untracked stock, or some left). */
  inStock: boolean;
  /** Package sizes as the page's language writes them, any of them. */
  sizes: string[];
  /** Claims every product must make. */
  properties: ProductProperty[];
  sort: ShopSort;
  page: number;
}

export const emptyShopSelection: ShopSelection = {
  search: "",
  categories: [],
  prices: [],
  inStock: false,
  sizes: [],
  properties: [],
  sort: "recommended",
  page: 1,
};

/**
 * The query string of a selection, in a fixed order (so one selection is one URL, one cache
 * entry): the names the filter form posts. Defaults and page 1 are left out.
 */
export function shopQueryString(selection: ShopSelection): string {
  const params = new URLSearchParams();
  if (selection.search) params.set("search", selection.search);
  for (const slug of [...selection.categories].sort()) params.append("category", slug);
  for (const band of priceBands) if (selection.prices.includes(band.id)) params.append("price", band.id);
  if (selection.inStock) params.set("stock", "in");
  for (const size of [...selection.sizes].sort()) params.append("size", size);
  for (const property of [...selection.properties].sort()) params.append("property", property);
  if (selection.sort !== "recommended") params.set("sort", selection.sort);
  if (selection.page > 1) params.set("page", String(selection.page));
  return params.toString();
}

/** The URL of a selection on the shop page at `path`. */
export function shopHref(path: string, selection: ShopSelection): string {
  const query = shopQueryString(selection);
  return query ? `${path}?${query}` : path;
}

/** `list` with `value` added, or taken out when it is there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/**
 * The selection a submitted filter form holds, read leniently in the browser (the server's zod
 * schema stays the judge), so that a change can go straight to the canonical URL.
 */
export function selectionFromForm(form: FormData): ShopSelection {
  const all = (name: string) => form.getAll(name).map(String);
  const sort = String(form.get("sort") ?? "");
  return {
    search: normalizeSearchTerm(String(form.get("search") ?? "")),
    categories: all("category"),
    prices: all("price").filter((value): value is PriceBandId => priceBands.some((band) => band.id === value)),
    inStock: form.get("stock") === "in",
    sizes: all("size"),
    properties: all("property").filter(isProductProperty),
    sort: (shopSorts as readonly string[]).includes(sort) ? (sort as ShopSort) : "recommended",
    page: 1,
  };
}
