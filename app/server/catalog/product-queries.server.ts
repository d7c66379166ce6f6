import { PRODUCT_PAGE_SIZE } from "~/lib/admin/constants";
import { and, asc, count, desc, eq, exists, ilike, isNotNull, lte, not, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { categories, categoriesI18n, orderLines, productCategories, productImages, products, productsI18n } from "../db/schema";
import { escapeLike } from "../db/like.server";

export const productListFilterSchema = z.object({
  q: z.string().trim().max(100).catch(""),
  category: z.uuid().optional().catch(undefined),
  active: z.enum(["all", "active", "inactive"]).catch("all"),
  stock: z.enum(["all", "low"]).catch("all"),
  missing: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
    .optional()
    .catch(undefined),
  sort: z.enum(["name", "-name", "updated", "-updated", "price", "-price"]).catch("name"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type ProductListFilter = z.infer<typeof productListFilterSchema>;

export function parseProductListFilter(params: URLSearchParams): ProductListFilter {
  return productListFilterSchema.parse({
    q: params.get("q") ?? "",
    category: params.get("category") || undefined,
    active: params.get("active") || "all",
    stock: params.get("stock") || "all",
    missing: params.get("missing") || undefined,
    sort: params.get("sort") || "name",
    page: params.get("page") || 1,
  });
}

/** A tracked product at or below its low-stock threshold (sold out included). */
const lowStock = and(isNotNull(products.stockQuantity), lte(products.stockQuantity, products.lowStockThreshold))!;

/** The factory's products for the back office's list: filtered, sorted and one page of them. */
export async function listAdminProducts(db: Database, factoryId: string, filter: ProductListFilter) {
  const conditions: SQL[] = [eq(products.factoryId, factoryId)];
  if (filter.q) {
    const like = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${products.name}) like ${like}`,
        ilike(products.sku, like),
        eq(products.barcode, filter.q),
        exists(
          db
            .select({ one: sql`1` })
            .from(productsI18n)
            .where(and(eq(productsI18n.productId, products.id), sql`lower(${productsI18n.name}) like ${like}`)),
        ),
      )!,
    );
  }
  if (filter.category) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, filter.category))),
      ),
    );
  }
  if (filter.active !== "all") conditions.push(eq(products.isActive, filter.active === "active"));
  if (filter.stock === "low") conditions.push(lowStock);
  if (filter.missing) {
    conditions.push(
      not(
        exists(
          db
            .select({ one: sql`1` })
            .from(productsI18n)
            .where(and(eq(productsI18n.productId, products.id), eq(productsI18n.languageCode, filter.missing))),
        ),
      ),
    );
  }
  const where = and(...conditions);
  const descending = filter.sort.startsWith("-");
  const column = { name: sql`lower(${products.name})`, updated: products.updatedAt, price: products.shopPriceOre }[
    filter.sort.replace("-", "") as "name" | "updated" | "price"
  ];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        barcode: products.barcode,
        shopPriceOre: products.shopPriceOre,
        currency: products.currency,
        isActive: products.isActive,
        stockQuantity: products.stockQuantity,
        lowStockThreshold: products.lowStockThreshold,
        updatedAt: products.updatedAt,
        // Spelled out with an alias: inside a select list Drizzle leaves column names unqualified.
        languages: sql<
          string[]
        >`coalesce((select array_agg("t"."language_code" order by "t"."language_code") from "products_i18n" as "t" where "t"."product_id" = "products"."id"), '{}')`,
      })
      .from(products)
      .where(where)
      .orderBy(descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(products.id))
      .limit(PRODUCT_PAGE_SIZE)
      .offset((filter.page - 1) * PRODUCT_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows, total: total?.total ?? 0 };
}

/** The factory's categories with their name in `languageCode` (else the default name), for filters and the product form. */
export async function listCategoryChoices(db: Database, factoryId: string, languageCode: string) {
  return db
    .select({ id: categories.id, name: sql<string>`coalesce(${categoriesI18n.name}, ${categories.name})` })
    .from(categories)
    .leftJoin(categoriesI18n, and(eq(categoriesI18n.categoryId, categories.id), eq(categoriesI18n.languageCode, languageCode)))
    .where(eq(categories.factoryId, factoryId))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** A product as the edit form and the audit log see it. */
export async function loadProductSnapshot(db: Database, factoryId: string, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.factoryId, factoryId)));
  if (!product) return null;
  const [translations, categoryRows, images, [orderUse]] = await Promise.all([
    db.select().from(productsI18n).where(eq(productsI18n.productId, productId)).orderBy(asc(productsI18n.languageCode)),
    db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, productId)),
    db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.sortOrder)),
    db.select({ total: count() }).from(orderLines).where(eq(orderLines.productId, productId)),
  ]);
  return {
    product,
    translations: translations.map(({ productId: _id, ...rest }) => rest),
    categoryIds: categoryRows.map((row) => row.categoryId).sort(),
    images,
    orderLineCount: orderUse?.total ?? 0,
  };
}

export type ProductSnapshot = NonNullable<Awaited<ReturnType<typeof loadProductSnapshot>>>;

/** Products for the dashboard: the inactive ones, newest change first. */
export async function inactiveProducts(db: Database, factoryId: string, limit = 5) {
  const where = and(eq(products.factoryId, factoryId), eq(products.isActive, false))!;
  return productsFor(db, where, desc(products.updatedAt), limit);
}

/** Products for the dashboard: tracked ones at or below their low-stock threshold, fewest left first. */
export async function lowStockProducts(db: Database, factoryId: string, limit = 5) {
  const where = and(eq(products.factoryId, factoryId), lowStock)!;
  return productsFor(db, where, asc(products.stockQuantity), limit);
}

async function productsFor(db: Database, where: SQL, order: SQL, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(where)
      .orderBy(order, asc(products.id))
      .limit(limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows, total: total?.total ?? 0 };
}
