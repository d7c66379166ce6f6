import { asc, eq, inArray } from "drizzle-orm";
import { stringifyCsv } from "~/lib/admin/csv";
import { formatAmount } from "~/lib/money";
import type { Database } from "../db/client.server";
import { categories, productCategories, products, productsI18n } from "../db/schema";

const baseColumns = [
  "id",
  "sku",
  "barcode",
  "price",
  "vat_rate",
  "price_range",
  "active",
  "featured",
  "stock",
  "low_stock_threshold",
  "categories",
  "properties",
  "attributes",
] as const;
const languageColumns = ["name", "slug", "description", "package_size"] as const;

export const csvColumns = (languageCodes: string[]) => [
  ...baseColumns,
  ...languageCodes.flatMap((code) => languageColumns.map((column) => `${column}_${code}`)),
];

const formatPrice = (ore: number | null) => (ore === null ? "" : formatAmount(ore));

/** Every product of the factory as CSV (UTF-8 with BOM, semicolons), in the columns the import reads. */
export async function exportProductsCsv(db: Database, factoryId: string, languageCodes: string[]): Promise<string> {
  const rows = await db.select().from(products).where(eq(products.factoryId, factoryId)).orderBy(asc(products.sortOrder), asc(products.id));
  const ids = rows.map((row) => row.id);
  const [translations, links] = ids.length
    ? await Promise.all([
        db.select().from(productsI18n).where(inArray(productsI18n.productId, ids)),
        db
          .select({ productId: productCategories.productId, slug: categories.slug })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(inArray(productCategories.productId, ids))
          .orderBy(asc(categories.sortOrder)),
      ])
    : [[], []];
  const table: string[][] = [csvColumns(languageCodes)];
  for (const product of rows) {
    const own = translations.filter((translation) => translation.productId === product.id);
    table.push([
      product.id,
      product.sku ?? "",
      product.barcode ?? "",
      formatPrice(product.shopPriceOre),
      String(product.vatRatePercent),
      product.priceRange ?? "",
      product.isActive ? "true" : "false",
      product.isFeatured ? "true" : "false",
      product.stockQuantity === null ? "" : String(product.stockQuantity),
      String(product.lowStockThreshold),
      links
        .filter((link) => link.productId === product.id)
        .map((link) => link.slug)
        .join("|"),
      product.properties.join("|"),
      product.attributesSchema ? JSON.stringify(product.attributesSchema) : "",
      ...languageCodes.flatMap((code) => {
        const translation = own.find((each) => each.languageCode === code);
        return [translation?.name ?? "", translation?.slug ?? "", translation?.description ?? "", translation?.packageSize ?? ""];
      }),
    ]);
  }
  return stringifyCsv(table, ";");
}
