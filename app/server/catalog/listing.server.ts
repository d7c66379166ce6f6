import { and, asc, count, eq, exists, isNull, type SQL, sql } from "drizzle-orm";
import { PAGE_SIZE, type ProductSort, productSorts } from "~/lib/catalog-params";
import type { Database } from "../db/client.server";
import { productCategories, products } from "../db/schema";
import { current, currentTranslation, fallback, fallbackTranslation, localizedCardColumns, type ProductCard } from "./queries.server";
import { searchProducts } from "./search.server";

export interface ProductListing {
  items: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
}

export interface ProductListOptions {
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
  term: string;
  categoryId: string | null;
  sort: ProductSort | undefined;
  page: number;
}

const placeholder = sql.placeholder;

// The listing's queries (every sort, with and without a category, and their counts) are built once
// per database and prepared like the product page's (ADR 0008): a catalogue request only binds values.
function prepareListing(db: Database) {
  const columns = localizedCardColumns();
  const where = (inCategory: boolean) =>
    and(
      eq(products.factoryId, placeholder("factoryId")),
      eq(products.isActive, true),
      // Restaurant dishes are products too, but belong on the restaurant menus, not in the shop.
      isNull(products.restaurantId),
      inCategory
        ? exists(
            db
              .select({ one: sql`1` })
              .from(productCategories)
              .where(and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, placeholder("categoryId")))),
          )
        : undefined,
    );
  const orders: Record<ProductSort, SQL[]> = {
    relevance: [asc(products.sortOrder), asc(products.id)],
    name: [asc(columns.name), asc(products.id)],
    "price-asc": [sql`${products.shopPriceOre} asc nulls last`, asc(columns.name), asc(products.id)],
    "price-desc": [sql`${products.shopPriceOre} desc nulls last`, asc(columns.name), asc(products.id)],
  };
  const scope = (inCategory: boolean) => (inCategory ? "category" : "all");
  const items = (sort: ProductSort, inCategory: boolean) =>
    db
      .select(columns)
      .from(products)
      .leftJoin(current, currentTranslation(placeholder("languageCode")))
      .leftJoin(fallback, fallbackTranslation(placeholder("defaultLanguageCode")))
      .where(where(inCategory))
      .orderBy(...orders[sort])
      .limit(placeholder("limit"))
      .offset(placeholder("offset"))
      .prepare(`product_list_${sort.replace("-", "_")}_${scope(inCategory)}`);
  const total = (inCategory: boolean) =>
    db
      .select({ total: count() })
      .from(products)
      .where(where(inCategory))
      .prepare(`product_count_${scope(inCategory)}`);
  const bySort = (inCategory: boolean) =>
    Object.fromEntries(productSorts.map((sort) => [sort, items(sort, inCategory)])) as Record<ProductSort, ReturnType<typeof items>>;
  return { items: { all: bySort(false), category: bySort(true) }, total: { all: total(false), category: total(true) } };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareListing>>();

/** One page of active products: searched (ranked) when there is a term, else in the shop's order. */
export async function listProducts(db: Database, options: ProductListOptions): Promise<ProductListing> {
  const offset = (options.page - 1) * PAGE_SIZE;
  if (options.term !== "") {
    const { items, total } = await searchProducts(db, { ...options, limit: PAGE_SIZE, offset, withTotal: true });
    return paged(items, total ?? 0, options.page);
  }
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepareListing(db)));
  const scope = options.categoryId ? "category" : "all";
  const values = {
    factoryId: options.factoryId,
    languageCode: options.languageCode,
    defaultLanguageCode: options.defaultLanguageCode,
    categoryId: options.categoryId,
    limit: PAGE_SIZE,
    offset,
  };
  const [items, [counted]] = await Promise.all([
    statements.items[scope][options.sort ?? "relevance"].execute(values),
    statements.total[scope].execute(values),
  ]);
  return paged(items, counted?.total ?? 0, options.page);
}

function paged(items: ProductCard[], total: number, page: number): ProductListing {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}
