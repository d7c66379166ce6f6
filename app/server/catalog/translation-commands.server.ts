import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { slugify } from "~/lib/admin/product-form";
import type { Database } from "../db/client.server";
import { categories, categoriesI18n, products, productsI18n } from "../db/schema";
import { sanitizeRichText } from "../content/rich-text.server";
import { DomainError } from "../errors";

/** A product's or category's text field that has a translation in another language. */
export type CatalogTextField = "name" | "description" | "packageSize";

/** A slug for `name` in `languageCode` that `taken` says no other row uses there ("-2", "-3" … appended when taken). */
async function freeSlug(name: string, languageCode: string, taken: (slug: string) => Promise<boolean>, fallback: string): Promise<string> {
  const base = slugify(name) || fallback;
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 110)}-${n}`;
    if (!(await taken(slug))) return slug;
  }
  throw new DomainError("conflict", `No free address for "${name}" in ${languageCode}.`);
}

/**
 * Writes one text of a product in one language (products_i18n), as a reviewed AI draft is approved:
 * the name makes the language's row when it has none (with a free slug from the name); a
 * description or package size needs that row first. Descriptions are sanitised rich text like every
 * product save. Returns the value before and after (the caller records the audit entry in its transaction).
 */
export async function saveProductText(
  db: Database,
  input: { factoryId: string; productId: string; languageCode: string; field: CatalogTextField; value: string },
): Promise<{ oldValue: string | null; newValue: string }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.factoryId, input.factoryId)))
      .for("update");
    if (!product) throw new DomainError("not_found", "The product no longer exists.");
    const value = input.field === "description" ? sanitizeRichText(input.value) : input.value.trim();
    if (!value) throw new DomainError("invalid", "The text is empty.");
    const [row] = await tx
      .select()
      .from(productsI18n)
      .where(and(eq(productsI18n.productId, input.productId), eq(productsI18n.languageCode, input.languageCode)));
    if (!row) {
      if (input.field !== "name") throw new DomainError("conflict", "Approve the product's name in this language first.");
      const slug = await freeSlug(
        value,
        input.languageCode,
        async (slug) =>
          (
            await tx
              .select({ id: productsI18n.productId })
              .from(productsI18n)
              .where(and(eq(productsI18n.languageCode, input.languageCode), eq(productsI18n.slug, slug)))
          ).length > 0,
        product.slug,
      );
      await tx.insert(productsI18n).values({ productId: input.productId, languageCode: input.languageCode, slug, name: value });
      return { oldValue: null, newValue: value };
    }
    const oldValue = input.field === "name" ? row.name : input.field === "description" ? row.description : row.packageSize;
    await tx
      .update(productsI18n)
      .set({ [input.field]: value })
      .where(and(eq(productsI18n.productId, input.productId), eq(productsI18n.languageCode, input.languageCode)));
    return { oldValue, newValue: value };
  });
}

/** Writes one text of a category in one language (categories_i18n), like `saveProductText`. */
export async function saveCategoryText(
  db: Database,
  input: { factoryId: string; categoryId: string; languageCode: string; field: "name" | "description"; value: string },
): Promise<{ oldValue: string | null; newValue: string }> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), eq(categories.factoryId, input.factoryId)))
      .for("update");
    if (!category) throw new DomainError("not_found", "The category no longer exists.");
    const value = input.value.trim();
    if (!value) throw new DomainError("invalid", "The text is empty.");
    const [row] = await tx
      .select()
      .from(categoriesI18n)
      .where(and(eq(categoriesI18n.categoryId, input.categoryId), eq(categoriesI18n.languageCode, input.languageCode)));
    if (!row) {
      if (input.field !== "name") throw new DomainError("conflict", "Approve the category's name in this language first.");
      const slug = await freeSlug(
        value,
        input.languageCode,
        async (slug) =>
          (
            await tx
              .select({ id: categoriesI18n.categoryId })
              .from(categoriesI18n)
              .where(
                and(
                  eq(categoriesI18n.languageCode, input.languageCode),
                  eq(categoriesI18n.slug, slug),
                  ne(categoriesI18n.categoryId, input.categoryId),
                ),
              )
          ).length > 0,
        category.slug,
      );
      await tx.insert(categoriesI18n).values({ categoryId: input.categoryId, languageCode: input.languageCode, slug, name: value });
      return { oldValue: null, newValue: value };
    }
    const oldValue = input.field === "name" ? row.name : row.description;
    await tx
      .update(categoriesI18n)
      .set({ [input.field]: value })
      .where(and(eq(categoriesI18n.categoryId, input.categoryId), eq(categoriesI18n.languageCode, input.languageCode)));
    return { oldValue, newValue: value };
  });
}

/** Texts of one product in one language, for `saveProductTexts`: the fields given are written, the others kept. */
export interface ProductTexts {
  productId: string;
  name?: string;
  description?: string;
  packageSize?: string;
}

/**
 * Writes the texts of many products in one language in one statement (an approval of every
 * drafted text): the catalogue's triggers (search words, shop facets) run once for the statement,
 * not once per product. A product without a row in the language needs its name (it makes the row,
 * with a free slug); products that are not the factory's, or have no name there, are refused.
 */
export async function saveProductTexts(
  db: Database,
  input: { factoryId: string; languageCode: string; entries: ProductTexts[] },
): Promise<{ saved: string[]; refused: { productId: string; reason: string }[] }> {
  if (input.entries.length === 0) return { saved: [], refused: [] };
  return db.transaction(async (tx) => {
    const ids = input.entries.map((entry) => entry.productId);
    const own = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.factoryId, input.factoryId), inArray(products.id, ids)))
      .orderBy(asc(products.id))
      .for("update");
    const existing = await tx
      .select()
      .from(productsI18n)
      .where(and(eq(productsI18n.languageCode, input.languageCode), inArray(productsI18n.productId, ids)));
    const taken = new Set(
      (await tx.select({ slug: productsI18n.slug }).from(productsI18n).where(eq(productsI18n.languageCode, input.languageCode))).map(
        (row) => row.slug,
      ),
    );
    const refused: { productId: string; reason: string }[] = [];
    const rows: (typeof productsI18n.$inferInsert)[] = [];
    for (const entry of input.entries) {
      const product = own.find((each) => each.id === entry.productId);
      if (!product) {
        refused.push({ productId: entry.productId, reason: "The product no longer exists." });
        continue;
      }
      const row = existing.find((each) => each.productId === entry.productId);
      const name = entry.name?.trim() || row?.name;
      if (!name) {
        refused.push({ productId: entry.productId, reason: "Approve the product's name in this language first." });
        continue;
      }
      let slug = row?.slug;
      if (!slug) {
        slug = await freeSlug(name, input.languageCode, async (candidate) => taken.has(candidate), product.slug);
        taken.add(slug);
      }
      rows.push({
        productId: entry.productId,
        languageCode: input.languageCode,
        slug,
        name,
        description: entry.description !== undefined ? sanitizeRichText(entry.description) : (row?.description ?? null),
        packageSize: entry.packageSize !== undefined ? entry.packageSize.trim() : (row?.packageSize ?? null),
      });
    }
    if (rows.length > 0)
      await tx
        .insert(productsI18n)
        .values(rows)
        .onConflictDoUpdate({
          target: [productsI18n.productId, productsI18n.languageCode],
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            packageSize: sql`excluded.package_size`,
          },
        });
    return { saved: rows.map((row) => row.productId!), refused };
  });
}
