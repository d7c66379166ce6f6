import { type SQL, sql } from "drizzle-orm";
import { PAGE_SIZE } from "~/lib/catalog-params";
import { type PriceBandId, priceBands, type ShopSort } from "~/lib/shop/params";
import { type ProductProperty, productProperties } from "~/lib/shop/properties";
import type { Database } from "../db/client.server";
import type { AttributesSchema } from "~/lib/attributes";
import { attributeViews, type ProductAttributeView } from "./product.server";
import { loadProductCards, type ProductCard } from "./queries.server";
import { searchMatchesQuery, searchTextCondition } from "./search.server";

/** The webshop's filters with categories already resolved to ids (unknown slugs dropped). */
export interface ShopFilters {
  search: string;
  categoryIds: string[];
  prices: PriceBandId[];
  inStock: boolean;
  sizes: string[];
  properties: ProductProperty[];
}

export interface ShopScope {
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
}

/**
 * Counts per facet value. Each facet's counts apply every other facet's selection but not its
 * own (choosing a second category widens, so its count must not be narrowed by the first).
 */
export interface ShopFacets {
  /** Products matching every selection. */
  total: number;
  categories: Map<string, number>;
  prices: Map<PriceBandId, number>;
  /** Products in stock (untracked, or some left), under every other selection. */
  inStock: number;
  sizes: Map<string, number>;
  properties: Map<ProductProperty, number>;
}

export interface ShopItem extends ProductCard {
  /** Stock is tracked and none is left: shown, not addable. */
  soldOut: boolean;
  /** The options the buyer chooses (the grid's options dialog), in the page's language. */
  attributes: ProductAttributeView[];
}

type Facet = "category" | "price" | "stock" | "size" | "properties";

/**
 * The shop's products, one row each, with what the filters look at (and, for the listing, what
 * it sorts by). The default language's package size is looked up only for a product without one in
 * the page's language: one join of the translations, not two, on every request.
 */
async function shopRows(db: Database, scope: ShopScope, search: string, forListing: boolean): Promise<SQL> {
  const matches = search ? await searchMatchesQuery(db, { ...scope, term: search }) : null;
  const band = sql.join(
    priceBands.map((entry) =>
      entry.toOre === null ? sql`else ${entry.id}` : sql`when p.shop_price_ore < ${entry.toOre} then ${entry.id}`,
    ),
    sql` `,
  );
  const sameLanguage = scope.languageCode === scope.defaultLanguageCode;
  const fallback = (column: "package_size" | "name") =>
    sameLanguage
      ? sql`coalesce(cur.${sql.raw(column)}, p.${sql.raw(column)})`
      : sql`coalesce(cur.${sql.raw(column)}, (select fb.${sql.raw(column)} from products_i18n fb where fb.product_id = p.id and fb.language_code = ${scope.defaultLanguageCode}), p.${sql.raw(column)})`;
  const listing = forListing ? sql`, p.sort_order, p.created_at, p.shop_price_ore as price, ${fallback("name")} as name` : sql``;
  // Buyable now: active, with a shop price, and not a restaurant's dish.
  return sql`select p.id, p.properties, (p.stock_quantity is null or p.stock_quantity > 0) as in_stock,
      (case ${band} end) as band, ${fallback("package_size")} as size,
      ${matches ? sql`m.rank, m.typos` : sql`0 as rank, 0 as typos`} ${listing}
    from products p
    ${matches ? sql`join (${matches}) m on m.product_id = p.id` : sql``}
    left join products_i18n cur on cur.product_id = p.id and cur.language_code = ${scope.languageCode}
    where p.factory_id = ${scope.factoryId} and p.is_active and p.shop_price_ore is not null and p.restaurant_id is null`;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Each facet's own condition on a row (alias s) of `shopRows` or, for the counts, of the facet rows
 * (their `category_ids` array); true when nothing is chosen in it.
 */
function conditions(filters: ShopFilters, categories: "pairs" | "array"): Record<Facet, SQL> {
  const categoryIds = list(filters.categoryIds);
  return {
    category: !filters.categoryIds.length
      ? sql`true`
      : categories === "array"
        ? sql`s.category_ids && array[${categoryIds}]::uuid[]`
        : sql`exists (select 1 from product_categories pc where pc.product_id = s.id and pc.category_id in (${categoryIds}))`,
    price: filters.prices.length ? sql`s.band in (${list(filters.prices)})` : sql`true`,
    stock: filters.inStock ? sql`s.in_stock` : sql`true`,
    size: filters.sizes.length ? sql`s.size in (${list(filters.sizes)})` : sql`true`,
    properties: filters.properties.length ? sql`s.properties @> array[${list(filters.properties)}]::text[]` : sql`true`,
  };
}

const facets: Facet[] = ["category", "price", "stock", "size", "properties"];

/** Every facet's condition but `except`'s, joined with and. */
function allBut(flags: Record<Facet, SQL>, except: Facet | null, extra?: SQL): SQL {
  const parts = facets.filter((facet) => facet !== except).map((facet) => flags[facet]);
  return sql.join(extra ? [...parts, extra] : parts, sql` and `);
}

/**
 * What the counts add up, as rows of (band, size, in_stock, properties, category_ids, n): without
 * a search, the page language's facet groups (products sharing every facet value, counted once
 * per group); with one, the facet rows whose text matches it, grouped the same way. Both tables are
 * kept by triggers in the writing transaction (migration `shop_facet_tables`, ADR 0029).
 */
async function facetRows(db: Database, scope: ShopScope, search: string): Promise<SQL> {
  if (!search) {
    return sql`select g.band, g.size, g.in_stock, g.properties, g.category_ids, g.product_count as n
      from shop_facet_groups g where g.factory_id = ${scope.factoryId} and g.language_code = ${scope.languageCode}`;
  }
  // Each row holds the product's text in this language, as the search reads it: its trigram
  // indexes find the matches, and the rows are grouped like the groups table, so that the counting
  // pass reads few rows.
  const matches = await searchTextCondition(
    db,
    { ...scope, term: search },
    { name: sql`lower(fp.name)`, description: sql`lower(fp.description)` },
  );
  return sql`select fp.band, fp.size, fp.in_stock, fp.properties, fp.category_ids, count(*)::int as n
    from shop_facet_products fp
    where fp.language_code = ${scope.languageCode} and fp.factory_id = ${scope.factoryId} and (${matches})
    group by fp.band, fp.size, fp.in_stock, fp.properties, fp.category_ids`;
}

/**
 * Every facet's counts in one statement. The facet rows (see `facetRows`) are read once (a CTE)
 * with a flag per facet; one pass with GROUPING SETS sums price bands, sizes and stock, each with a
 * FILTER that applies every other facet's flag, plus the total and one FILTER sum per property; a
 * second branch unnests the category ids for the category counts. The results are rows of
 * (facet, value, count).
 */
export async function loadShopFacets(db: Database, scope: ShopScope, filters: ShopFilters): Promise<ShopFacets> {
  const rows = await facetRows(db, scope, filters.search);
  const condition = conditions(filters, "array");
  const flagColumns = sql.join(
    facets.map((facet) => sql`${condition[facet]} as ${sql.identifier(`${facet}_ok`)}`),
    sql`, `,
  );
  const flag = Object.fromEntries(facets.map((facet) => [facet, sql.identifier(`${facet}_ok`)])) as unknown as Record<Facet, SQL>;
  const total = (where: SQL) => sql`coalesce(sum(f.n) filter (where ${where}), 0)::int`;
  // A property's count: every selection, the other properties included (they narrow together), and this property.
  const propertyCounts = productProperties.map((property) =>
    total(allBut(flag, "properties", sql`f.properties @> array[${list([...new Set([...filters.properties, property])])}]::text[]`)),
  );
  const result = await db.execute<{ facet: string; value: string | null; count: number }>(sql`
    with f as materialized (select s.band, s.size, s.in_stock, s.properties, s.category_ids, s.n, ${flagColumns} from (${rows}) s),
    grouped as (
      select grouping(f.band, f.size, f.in_stock) as set_bits, f.band, f.size, f.in_stock,
        ${total(allBut(flag, "price"))} as price_count,
        ${total(allBut(flag, "size"))} as size_count,
        ${total(allBut(flag, "stock"))} as stock_count,
        ${total(allBut(flag, null))} as total,
        array[${sql.join(propertyCounts, sql`, `)}] as property_counts
      from f group by grouping sets ((f.band), (f.size), (f.in_stock), ())
    )
    select 'category' as facet, category_id::text as value, sum(f.n)::int as count
      from f cross join unnest(f.category_ids) as category_id
      where ${allBut(flag, "category")}
      group by category_id
    union all
    select 'price', band, price_count from grouped where set_bits = 3
    union all
    select 'size', size, size_count from grouped where set_bits = 5 and size is not null
    union all
    select 'stock', in_stock::text, stock_count from grouped where set_bits = 6
    union all
    select 'total', array_to_string(property_counts, ','), total from grouped where set_bits = 7`);
  const answer: ShopFacets = { total: 0, categories: new Map(), prices: new Map(), inStock: 0, sizes: new Map(), properties: new Map() };
  for (const row of result.rows) {
    const count = Number(row.count);
    // A group whose rows the other facets filtered out entirely counts 0: left out like an absent value.
    if (count === 0 && row.facet !== "total") continue;
    if (row.facet === "category" && row.value) answer.categories.set(row.value, count);
    else if (row.facet === "price" && row.value) answer.prices.set(row.value as PriceBandId, count);
    else if (row.facet === "size" && row.value) answer.sizes.set(row.value, count);
    else if (row.facet === "stock" && row.value === "true") answer.inStock = count;
    else if (row.facet === "total") {
      answer.total = count;
      const counts = (row.value ?? "").split(",").map(Number);
      productProperties.forEach((property, index) => answer.properties.set(property, counts[index] ?? 0));
    }
  }
  return answer;
}

function orderBy(sort: ShopSort, searching: boolean): SQL {
  switch (sort) {
    case "price-asc":
      return sql`s.price asc, lower(s.name), s.id`;
    case "price-desc":
      return sql`s.price desc, lower(s.name), s.id`;
    case "name":
      return sql`lower(s.name), s.id`;
    case "newest":
      return sql`s.created_at desc, s.id`;
    default:
      // The search's ranking when there is a term, else the shop's own order.
      return searching ? sql`s.rank, s.typos, lower(s.name), s.id` : sql`s.sort_order, s.id`;
  }
}

/** One page of the products matching every filter, in the chosen order, as cards with their stock state. */
export async function listShopProducts(
  db: Database,
  scope: ShopScope,
  filters: ShopFilters,
  sort: ShopSort,
  page: number,
): Promise<ShopItem[]> {
  const rows = await shopRows(db, scope, filters.search, true);
  const result = await db.execute<{ id: string; in_stock: boolean; attributes: AttributesSchema | null }>(sql`
    with s as (${rows})
    select s.id, s.in_stock, (select attributes_schema from products where id = s.id) as attributes from s where ${allBut(conditions(filters, "pairs"), null)}
    order by ${orderBy(sort, filters.search !== "")} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`);
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  const cards = await loadProductCards(db, { ids: result.rows.map((row) => row.id), ...scope });
  return cards.map((card) => ({
    ...card,
    soldOut: byId.get(card.id)?.in_stock === false,
    attributes: attributeViews(byId.get(card.id)?.attributes ?? null, scope),
  }));
}
