import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/catalog-params";
import { type PriceBandId, priceBands, type ShopSort } from "~/lib/shop/params";
import { type ProductProperty, productProperties } from "~/lib/shop/properties";
import { listCategories } from "~/server/catalog/categories.server";
import { searchProductIds } from "~/server/catalog/search.server";
import { listShopProducts, loadShopFacets, type ShopFilters } from "~/server/catalog/shop.server";
import { loadSite, type Site } from "~/server/site/queries.server";
import { createProduct } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

/** A product as the reference count sees it, read straight from the tables. */
interface Row {
  id: string;
  buyable: boolean;
  price: number | null;
  inStock: boolean;
  size: string | null;
  properties: string[];
  categoryIds: string[];
}

interface Case {
  name: string;
  language: string;
  /** Category base slugs. */
  categories?: string[];
  prices?: PriceBandId[];
  inStock?: boolean;
  sizes?: string[];
  properties?: ProductProperty[];
  search?: string;
}

// Every facet alone, two values of one facet, facets together, the search with facets, three
// languages, and a combination that leaves nothing.
const cases: Case[] = [
  { name: "nothing chosen", language: "nb" },
  { name: "one category", language: "nb", categories: ["dairy"] },
  { name: "two categories (either)", language: "nb", categories: ["dairy", "organic"] },
  { name: "one price band", language: "nb", prices: ["0-50"] },
  { name: "two price bands", language: "en", prices: ["0-50", "100-250"] },
  { name: "in stock", language: "nb", inStock: true },
  { name: "category and in stock", language: "nb", categories: ["specialty"], inStock: true },
  { name: "a package size", language: "nb", sizes: ["1 liter"] },
  { name: "package sizes in English", language: "en", sizes: ["1 litre", "500 g"], categories: ["dairy", "grains"] },
  { name: "a property", language: "nb", properties: ["organic"] },
  { name: "two properties (both)", language: "en", properties: ["organic", "gluten_free"] },
  { name: "search", language: "nb", search: "ost" },
  { name: "search with facets", language: "en", search: "milk", inStock: true, properties: ["no_added_sugar"] },
  { name: "Arabic with a property and price", language: "ar", properties: ["lactose_free"], prices: ["50-100", "100-250"] },
  {
    name: "everything at once",
    language: "nb",
    categories: ["organic"],
    prices: ["50-100"],
    inStock: true,
    sizes: ["1 kg"],
    properties: ["vegan"],
  },
  { name: "nothing left", language: "nb", categories: ["dairy"], properties: ["vegan"] },
];

const band = (price: number): PriceBandId => priceBands.find((entry) => entry.toOre === null || price < entry.toOre)!.id;

describe(`the webshop's facets on ${testEngine()}`, () => {
  const database = useTestDatabase();
  let site: Site;
  const rowsByLanguage = new Map<string, Row[]>();

  beforeAll(async () => {
    const db = database.handle.db;
    // A product without a category and one created later, so those cases are covered too.
    await createProduct(db, { name: "Uncategorised test jam", packageSize: "250 g", properties: ["vegan"], stockQuantity: 3 });
    // Sold on quote only: in the catalogue, never in the webshop.
    await createProduct(db, { name: "Quote-only test cheese", shopPriceOre: null, properties: ["organic"] });
    site = await loadSite(db);
    for (const language of ["nb", "en", "ar"]) {
      const result = await db.execute<{
        id: string;
        buyable: boolean;
        price: number | null;
        in_stock: boolean;
        size: string | null;
        properties: string[];
        category_ids: string[];
      }>(sql`
        select p.id, (p.is_active and p.shop_price_ore is not null and p.restaurant_id is null) as buyable, p.shop_price_ore as price,
          coalesce(p.stock_quantity, 1) > 0 as in_stock,
          coalesce((select package_size from products_i18n where product_id = p.id and language_code = ${language}),
                   (select package_size from products_i18n where product_id = p.id and language_code = 'nb'), p.package_size) as size,
          p.properties, array(select category_id::text from product_categories where product_id = p.id) as category_ids
        from products p`);
      rowsByLanguage.set(
        language,
        result.rows.map((row) => ({
          id: row.id,
          buyable: row.buyable,
          price: row.price,
          inStock: row.in_stock,
          size: row.size,
          properties: row.properties,
          categoryIds: row.category_ids,
        })),
      );
    }
  });

  const scopeOf = (language: string) => ({ factoryId: site.factory.id, languageCode: language, defaultLanguageCode: "nb" });

  async function filtersOf(test: Case): Promise<ShopFilters> {
    const categories = await listCategories(database.handle.db, scopeOf(test.language));
    return {
      search: test.search ?? "",
      categoryIds: (test.categories ?? []).map((slug) => categories.find((category) => category.baseSlug === slug)!.id),
      prices: test.prices ?? [],
      inStock: test.inStock ?? false,
      sizes: test.sizes ?? [],
      properties: test.properties ?? [],
    };
  }

  /** The reference: counts made row by row in JavaScript, each facet leaving its own choice out. */
  async function directCounts(test: Case, filters: ShopFilters) {
    let rows = rowsByLanguage.get(test.language)!.filter((row) => row.buyable);
    if (filters.search) {
      const { ids } = await searchProductIds(database.handle.db, {
        ...scopeOf(test.language),
        term: filters.search,
        limit: 100_000,
        withTotal: true,
      });
      rows = rows.filter((row) => ids.includes(row.id));
    }
    const keep = {
      category: (row: Row) => filters.categoryIds.length === 0 || row.categoryIds.some((id) => filters.categoryIds.includes(id)),
      price: (row: Row) => filters.prices.length === 0 || filters.prices.includes(band(row.price!)),
      stock: (row: Row) => !filters.inStock || row.inStock,
      size: (row: Row) => filters.sizes.length === 0 || (row.size !== null && filters.sizes.includes(row.size)),
      properties: (row: Row) => filters.properties.every((property) => row.properties.includes(property)),
    };
    const except = (facet: keyof typeof keep | null) =>
      rows.filter((row) => Object.entries(keep).every(([name, test]) => name === facet || test(row)));
    const tally = <K>(list: Row[], keys: (row: Row) => K[]) => {
      const counts = new Map<K, number>();
      for (const row of list) for (const key of keys(row)) counts.set(key, (counts.get(key) ?? 0) + 1);
      return counts;
    };
    const matching = except(null);
    const withoutProperties = except("properties");
    return {
      matching,
      total: matching.length,
      categories: tally(except("category"), (row) => row.categoryIds),
      prices: tally(except("price"), (row) => [band(row.price!)]),
      inStock: except("stock").filter((row) => row.inStock).length,
      sizes: tally(except("size"), (row) => (row.size === null ? [] : [row.size])),
      properties: new Map(
        productProperties.map((property) => [
          property,
          withoutProperties.filter((row) => [...filters.properties, property].every((wanted) => row.properties.includes(wanted))).length,
        ]),
      ),
    };
  }

  it.each(cases)("counts match a direct count: $name", async (test) => {
    const filters = await filtersOf(test);
    const facets = await loadShopFacets(database.handle.db, scopeOf(test.language), filters);
    const expected = await directCounts(test, filters);
    expect(facets.total).toBe(expected.total);
    expect(Object.fromEntries(facets.categories)).toEqual(Object.fromEntries(expected.categories));
    expect(Object.fromEntries(facets.prices)).toEqual(Object.fromEntries(expected.prices));
    expect(facets.inStock).toBe(expected.inStock);
    expect(Object.fromEntries(facets.sizes)).toEqual(Object.fromEntries(expected.sizes));
    expect(Object.fromEntries(facets.properties)).toEqual(Object.fromEntries(expected.properties));
    // The listing shows exactly the counted products, page by page.
    const listed: string[] = [];
    for (let page = 1; page <= Math.max(1, Math.ceil(facets.total / PAGE_SIZE)); page++) {
      listed.push(
        ...(await listShopProducts(database.handle.db, scopeOf(test.language), filters, "recommended", page)).map((item) => item.id),
      );
    }
    expect(listed.sort()).toEqual(expected.matching.map((row) => row.id).sort());
  });

  it("the cases are not trivial: some narrow, one leaves nothing, facets really depend on each other", async () => {
    const all = await loadShopFacets(database.handle.db, scopeOf("nb"), await filtersOf(cases[0]!));
    const dairy = await loadShopFacets(database.handle.db, scopeOf("nb"), await filtersOf(cases[1]!));
    expect(all.total).toBeGreaterThan(dairy.total);
    expect(dairy.total).toBeGreaterThan(0);
    // Choosing a category changes the other facets' counts, not its own facet's.
    expect(dairy.categories).toEqual(all.categories);
    expect(dairy.inStock).toBeLessThan(all.inStock);
    expect(all.inStock).toBeLessThan(all.total);
    expect(all.properties.get("organic")).toBeGreaterThan(0);
    expect((await loadShopFacets(database.handle.db, scopeOf("nb"), await filtersOf(cases.at(-1)!))).total).toBe(0);
  });

  it("lists only what can be bought online now: active, with a shop price, not a restaurant's dish; sold-out ones marked", async () => {
    const rows = rowsByLanguage.get("nb")!;
    const filters = await filtersOf(cases[0]!);
    const facets = await loadShopFacets(database.handle.db, scopeOf("nb"), filters);
    const listed = [];
    for (let page = 1; page <= Math.ceil(facets.total / PAGE_SIZE); page++)
      listed.push(...(await listShopProducts(database.handle.db, scopeOf("nb"), filters, "recommended", page)));
    const notBuyable = rows.filter((row) => !row.buyable).map((row) => row.id);
    expect(notBuyable.length).toBeGreaterThan(5); // inactive products, the quote-only test cheese, restaurant dishes
    expect(listed.filter((item) => notBuyable.includes(item.id))).toEqual([]);
    expect(listed.every((item) => item.shopPriceOre !== null)).toBe(true);
    const soldOut = listed.filter((item) => item.soldOut).map((item) => item.id);
    expect(soldOut.sort()).toEqual(
      rows
        .filter((row) => row.buyable && !row.inStock)
        .map((row) => row.id)
        .sort(),
    );
    expect(soldOut.length).toBeGreaterThan(0);
    // A product with options brings them, in the page's language.
    expect(listed.some((item) => item.attributes.length > 0 && item.attributes[0]!.options.length > 1)).toBe(true);
  });

  it("sorts by price both ways, by name and by newest", async () => {
    const filters = await filtersOf(cases[0]!);
    const page = (sort: ShopSort) => listShopProducts(database.handle.db, scopeOf("en"), filters, sort, 1);
    const prices = (await page("price-asc")).map((item) => item.shopPriceOre!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(
      Math.min(
        ...rowsByLanguage
          .get("en")!
          .filter((row) => row.buyable)
          .map((row) => row.price!),
      ),
    );
    const descending = (await page("price-desc")).map((item) => item.shopPriceOre!);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(prices.at(-1)!);
    const names = (await page("name")).map((item) => item.name.toLowerCase()).filter((name) => /^[a-z ]+$/.test(name));
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort());
    const newest = await createProduct(database.handle.db, { name: "Brand new test cheese", sortOrder: 999 });
    expect((await page("newest"))[0]!.id).toBe(newest.id);
    expect((await page("recommended"))[0]!.id).not.toBe(newest.id);
  });
});
