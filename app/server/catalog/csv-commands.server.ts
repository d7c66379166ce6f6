import { and, eq } from "drizzle-orm";
import { parseCsv, unguardCell } from "~/lib/admin/csv";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { parseProductForm } from "~/lib/admin/product-form";
import type { Database } from "../db/client.server";
import { categories, categoriesI18n, products } from "../db/schema";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";
import { csvColumns } from "./csv-queries.server";
import { saveProduct } from "./product-commands.server";

export interface CsvProblem {
  line: number;
  column: string | null;
  message: AdminMessageKey;
}

export interface CsvImportResult {
  ok: boolean;
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  problems: CsvProblem[];
}

class RollBack extends Error {}

const booleans: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  ja: true,
  nei: false,
  "1": true,
  "0": false,
  "": false,
};
const fieldToColumn = (field: string) =>
  field
    .replace(/^name\./, "name_")
    .replace(/^slug\./, "slug_")
    .replace(/^description\./, "description_")
    .replace(/^packageSize\./, "package_size_")
    .replace("vatRatePercent", "vat_rate")
    .replace("priceRange", "price_range")
    .replace("attributesSchema", "attributes")
    .replace("categoryIds", "categories")
    .replace("stockQuantity", "stock")
    .replace("lowStockThreshold", "low_stock_threshold");

/**
 * Imports products from CSV in one transaction: a row with an `id` of this factory's product, or
 * the SKU of one, updates it; any other row creates a product. Every problem is reported with its
 * line; with any problem, or on a dry run, nothing is written.
 */
export async function importProductsCsv(
  db: Database,
  actor: AdminActor,
  text: string,
  options: { languageCodes: string[]; defaultCode: string; dryRun: boolean },
): Promise<CsvImportResult> {
  const parsed = parseCsv(text);
  const result: CsvImportResult = { ok: false, dryRun: options.dryRun, rows: 0, created: 0, updated: 0, problems: [] };
  if (parsed.unterminatedQuoteLine !== null) {
    result.problems.push({ line: parsed.unterminatedQuoteLine, column: null, message: "admin.csv.error.quote" });
    return result;
  }
  const [header, ...body] = parsed.rows;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  if (!columns.includes(`name_${options.defaultCode}`)) {
    result.problems.push({ line: 1, column: `name_${options.defaultCode}`, message: "admin.csv.error.header" });
    return result;
  }
  const unknown = columns.filter((column) => column && !csvColumns(options.languageCodes).includes(column));
  for (const column of unknown) result.problems.push({ line: 1, column, message: "admin.csv.error.unknownColumn" });
  if (unknown.length > 0) return result;
  result.rows = body.length;

  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug, translated: categoriesI18n.slug })
    .from(categories)
    .leftJoin(categoriesI18n, eq(categoriesI18n.categoryId, categories.id))
    .where(eq(categories.factoryId, actor.factoryId));
  const categoryBySlug = new Map<string, string>();
  for (const row of categoryRows) {
    categoryBySlug.set(row.slug, row.id);
    if (row.translated) categoryBySlug.set(row.translated, row.id);
  }
  const categoryIds = [...new Set(categoryBySlug.values())];

  try {
    await db.transaction(async (tx) => {
      for (const [index, cells] of body.entries()) {
        const line = parsed.lines[index + 1]!;
        const value = (column: string) => unguardCell((cells[columns.indexOf(column)] ?? "").trim());
        if (cells.length !== columns.length) {
          result.problems.push({ line, column: null, message: "admin.csv.error.cellCount" });
          continue;
        }
        const form = new FormData();
        for (const code of options.languageCodes) {
          form.set(`name.${code}`, value(`name_${code}`));
          form.set(`slug.${code}`, value(`slug_${code}`));
          form.set(`description.${code}`, value(`description_${code}`));
          form.set(`packageSize.${code}`, value(`package_size_${code}`));
        }
        form.set("price", value("price"));
        form.set("vatRatePercent", value("vat_rate") || "15");
        form.set("priceRange", value("price_range"));
        form.set("barcode", value("barcode"));
        form.set("sku", value("sku"));
        form.set("attributesSchema", value("attributes"));
        // A file without the stock columns leaves stock as it is (empty "stock": not tracked).
        if (columns.includes("stock")) form.set("stockQuantity", value("stock"));
        if (columns.includes("low_stock_threshold")) form.set("lowStockThreshold", value("low_stock_threshold"));
        // Like the categories, separated by "|"; a file without the column leaves the properties as they are.
        if (columns.includes("properties")) {
          form.set("properties", "");
          for (const property of value("properties")
            .split("|")
            .map((each) => each.trim())
            .filter(Boolean))
            form.append("properties", property);
        }
        const rowProblems: CsvProblem[] = [];
        for (const [column, field] of [
          ["active", "isActive"],
          ["featured", "isFeatured"],
        ] as const) {
          const flag = booleans[value(column).toLowerCase()];
          if (flag === undefined) rowProblems.push({ line, column, message: "admin.csv.error.boolean" });
          else if (flag) form.set(field, "on");
        }
        if (!columns.includes("active")) form.set("isActive", "on");
        for (const slug of value("categories")
          .split("|")
          .map((each) => each.trim())
          .filter(Boolean)) {
          const id = categoryBySlug.get(slug);
          if (id) form.append("categoryIds", id);
          else rowProblems.push({ line, column: "categories", message: "admin.csv.error.category" });
        }
        const fields = parseProductForm(form, { languageCodes: options.languageCodes, defaultCode: options.defaultCode, categoryIds });
        if (!fields.ok)
          for (const problem of fields.problems) rowProblems.push({ line, column: fieldToColumn(problem.field), message: problem.message });
        if (rowProblems.length > 0 || !fields.ok) {
          result.problems.push(...rowProblems);
          continue;
        }
        const id = value("id");
        const sku = value("sku");
        let existing: string | null = null;
        if (/^[0-9a-f-]{36}$/i.test(id)) {
          const [found] = await tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.id, id), eq(products.factoryId, actor.factoryId)));
          if (!found) {
            result.problems.push({ line, column: "id", message: "admin.csv.error.id" });
            continue;
          }
          existing = found.id;
        } else if (id) {
          result.problems.push({ line, column: "id", message: "admin.csv.error.id" });
          continue;
        } else if (sku) {
          const [found] = await tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.sku, sku), eq(products.factoryId, actor.factoryId)));
          existing = found?.id ?? null;
        }
        const saved = await saveProduct(tx, actor, existing, fields.value, { defaultCode: options.defaultCode });
        if (saved.ok) {
          if (existing) result.updated++;
          else result.created++;
        } else if ("limit" in saved) result.problems.push({ line, column: null, message: "admin.csv.error.limit" });
        else if ("problems" in saved)
          for (const problem of saved.problems)
            result.problems.push({ line, column: fieldToColumn(problem.field), message: problem.message });
      }
      if (result.problems.length > 0 || options.dryRun) throw new RollBack();
      await recordAudit(tx, actor, {
        action: "product.import",
        entityType: "product",
        entityId: null,
        before: null,
        after: { rows: result.rows, created: result.created, updated: result.updated },
      });
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  result.ok = result.problems.length === 0;
  return result;
}
