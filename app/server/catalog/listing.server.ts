import { and, asc, count, eq, exists, isNull, sql } from "drizzle-orm";
import { PAGE_SIZE, type ProductSort } from "~/lib/catalog-params";
import type { Database } from "../db/client.server";
import { productCategories, products } from "../db/schema";
import { current, fallback, localizedCardColumns, type ProductCard } from "./queries.server";
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

/** One page of active products: searched (ranked) when there is a term, else in the shop's order. */
export async function listProducts(db: Database, options: ProductListOptions): Promise<ProductListing> {
  const offset = (options.page - 1) * PAGE_SIZE;
  if (options.term !== "") {
    const { items, total } = await searchProducts(db, { ...options, limit: PAGE_SIZE, offset, withTotal: true });
    return paged(items, total ?? 0, options.page);
  }
  const inCategory = options.categoryId
    ? exists(db.select({ one: sql`1` }).from(productCategories).where(and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, options.categoryId))))
    : undefined;
  const where = and(eq(products.factoryId, options.factoryId), eq(products.isActive, true), isNull(products.restaurantId), inCategory);
  const columns = localizedCardColumns();
  const order = {
    relevance: [asc(products.sortOrder), asc(products.id)],
    name: [asc(columns.name), asc(products.id)],
    "price-asc": [sql`${products.shopPriceOre} asc nulls last`, asc(columns.name), asc(products.id)],
    "price-desc": [sql`${products.shopPriceOre} desc nulls last`, asc(columns.name), asc(products.id)],
  }[options.sort ?? "relevance"];
  const [items, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .leftJoin(current, and(eq(current.productId, products.id), eq(current.languageCode, options.languageCode)))
      .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.languageCode, options.defaultLanguageCode)))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return paged(items, counted?.total ?? 0, options.page);
}

function paged(items: ProductCard[], total: number, page: number): ProductListing {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

