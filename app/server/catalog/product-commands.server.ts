import { and, count, eq, inArray, ne, not, sql } from "drizzle-orm";
import { MAX_PRODUCTS_PER_FACTORY, type FieldProblem, type ProductInput } from "~/lib/admin/product-form";
import { sanitizeRichText } from "../content/rich-text.server";
import type { Database } from "../db/client.server";
import { factories, productCategories, products, productsI18n } from "../db/schema";
import { imageKeys } from "../media/images.server";
import type { MediaStorage } from "../media/storage.server";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";
import { loadProductSnapshot, type ProductSnapshot } from "./product-queries.server";

/**
 * Sets a product's shop price, inside the caller's transaction, which audits it (a restaurant's dish
 * is a product: its back-office page sets the price). The products trigger drops the cached pages.
 */
export async function setProductPrice(tx: Database, productId: string, priceOre: number): Promise<void> {
  await tx.update(products).set({ shopPriceOre: priceOre, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** What the audit log keeps of a product: its fields, translations and categories. */
function auditShape(snapshot: ProductSnapshot | null) {
  if (!snapshot) return null;
  const { product, translations, categoryIds } = snapshot;
  return {
    slug: product.slug,
    name: product.name,
    shopPriceOre: product.shopPriceOre,
    vatRatePercent: product.vatRatePercent,
    priceRange: product.priceRange,
    barcode: product.barcode,
    sku: product.sku,
    attributesSchema: product.attributesSchema,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    stockQuantity: product.stockQuantity,
    lowStockThreshold: product.lowStockThreshold,
    properties: product.properties,
    translations,
    categoryIds,
  };
}

export type SaveProductResult =
  { ok: true; productId: string } | { ok: false; problems: FieldProblem[] } | { ok: false; limit: true } | { ok: false; notFound: true };

type SaveProblem =
  FieldProblem["message"] | "admin.product.error.slugTaken" | "admin.product.error.barcodeTaken" | "admin.product.error.skuTaken";

/** Clashes with the factory's other products (slugs per language, barcode, SKU). */
async function uniquenessProblems(
  tx: Database,
  factoryId: string,
  input: ProductInput,
  productId: string | null,
): Promise<{ field: string; message: SaveProblem }[]> {
  const problems: { field: string; message: SaveProblem }[] = [];
  const others = productId ? ne(products.id, productId) : sql`true`;
  for (const translation of input.translations) {
    const [taken] = await tx
      .select({ id: productsI18n.productId })
      .from(productsI18n)
      .where(
        and(
          eq(productsI18n.languageCode, translation.languageCode),
          eq(productsI18n.slug, translation.slug),
          productId ? ne(productsI18n.productId, productId) : sql`true`,
        ),
      )
      .limit(1);
    if (taken) problems.push({ field: `slug.${translation.languageCode}`, message: "admin.product.error.slugTaken" });
  }
  const defaultSlug = input.translations[0]!.slug;
  const [slugTaken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.factoryId, factoryId), eq(products.slug, defaultSlug), others))
    .limit(1);
  if (slugTaken && !problems.some((problem) => problem.field === `slug.${input.translations[0]!.languageCode}`))
    problems.push({ field: `slug.${input.translations[0]!.languageCode}`, message: "admin.product.error.slugTaken" });
  if (input.barcode) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.factoryId, factoryId), eq(products.barcode, input.barcode), others))
      .limit(1);
    if (taken) problems.push({ field: "barcode", message: "admin.product.error.barcodeTaken" });
  }
  if (input.sku) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.factoryId, factoryId), eq(products.sku, input.sku), others))
      .limit(1);
    if (taken) problems.push({ field: "sku", message: "admin.product.error.skuTaken" });
  }
  return problems;
}

/**
 * Creates (productId null) or updates a product with its translations and categories in one
 * transaction, with its audit entry. The default language's translation comes first in `input`
 * and is also the product row's own name, slug and texts. Descriptions are sanitised HTML.
 */
export async function saveProduct(
  db: Database,
  actor: AdminActor,
  productId: string | null,
  input: ProductInput,
  options: { defaultCode: string },
): Promise<SaveProductResult> {
  const translations = [...input.translations]
    .sort((a, b) => Number(b.languageCode === options.defaultCode) - Number(a.languageCode === options.defaultCode))
    .map((translation) => ({
      ...translation,
      description: translation.description === null ? null : sanitizeRichText(translation.description) || null,
    }));
  const main = translations[0];
  if (!main || main.languageCode !== options.defaultCode)
    return { ok: false, problems: [{ field: `name.${options.defaultCode}`, message: "admin.product.error.nameRequired" }] };
  const clean = { ...input, translations };
  return db.transaction(async (tx) => {
    let before: ProductSnapshot | null = null;
    if (productId) {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.factoryId, actor.factoryId)))
        .for("update");
      if (!locked) return { ok: false, notFound: true };
      before = await loadProductSnapshot(tx, actor.factoryId, productId);
    } else {
      // The factory row's lock serialises creations, so that two at once cannot pass the limit together.
      // NO KEY UPDATE, not UPDATE: a checkout's rows that point at the factory (its order, the order
      // number counter) take a key-share lock on it, which UPDATE would block; a checkout holding a
      // product's stock lock and waiting so, beside a save waiting for that product, was a deadlock
      // (issue 31's soak). Updates take no factory lock: they only lock their product's row.
      await tx.select({ id: factories.id }).from(factories).where(eq(factories.id, actor.factoryId)).for("no key update");
      const [existing] = await tx.select({ total: count() }).from(products).where(eq(products.factoryId, actor.factoryId));
      if ((existing?.total ?? 0) >= MAX_PRODUCTS_PER_FACTORY) return { ok: false, limit: true };
    }
    const clashes = await uniquenessProblems(tx, actor.factoryId, clean, productId);
    if (clashes.length > 0) return { ok: false, problems: clashes as FieldProblem[] };

    const row = {
      slug: main.slug,
      name: main.name,
      description: main.description,
      packageSize: main.packageSize,
      priceRange: clean.priceRange,
      shopPriceOre: clean.shopPriceOre,
      vatRatePercent: clean.vatRatePercent,
      barcode: clean.barcode,
      sku: clean.sku,
      attributesSchema: clean.attributesSchema,
      isActive: clean.isActive,
      isFeatured: clean.isFeatured,
      ...(clean.stockQuantity === undefined ? {} : { stockQuantity: clean.stockQuantity }),
      ...(clean.lowStockThreshold === undefined ? {} : { lowStockThreshold: clean.lowStockThreshold }),
      ...(clean.properties === undefined ? {} : { properties: clean.properties }),
      updatedAt: new Date(),
    };
    let id = productId;
    if (id) {
      await tx.update(products).set(row).where(eq(products.id, id));
    } else {
      const [{ maxOrder } = { maxOrder: 0 }] = await tx
        .select({ maxOrder: sql<number>`coalesce(max(${products.sortOrder}), -1)::int + 1` })
        .from(products)
        .where(eq(products.factoryId, actor.factoryId));
      const [created] = await tx
        .insert(products)
        .values({ ...row, factoryId: actor.factoryId, sortOrder: maxOrder })
        .returning({ id: products.id });
      id = created!.id;
    }
    const keep = translations.map((translation) => translation.languageCode);
    await tx.delete(productsI18n).where(and(eq(productsI18n.productId, id), not(inArray(productsI18n.languageCode, keep))));
    for (const translation of translations) {
      const values = { productId: id, ...translation };
      await tx
        .insert(productsI18n)
        .values(values)
        .onConflictDoUpdate({
          target: [productsI18n.productId, productsI18n.languageCode],
          set: { slug: values.slug, name: values.name, description: values.description, packageSize: values.packageSize },
        });
    }
    const current = before?.categoryIds ?? [];
    const removed = current.filter((categoryId) => !clean.categoryIds.includes(categoryId));
    const added = clean.categoryIds.filter((categoryId) => !current.includes(categoryId));
    if (removed.length > 0)
      await tx.delete(productCategories).where(and(eq(productCategories.productId, id), inArray(productCategories.categoryId, removed)));
    if (added.length > 0) await tx.insert(productCategories).values(added.map((categoryId) => ({ productId: id, categoryId })));

    const after = await loadProductSnapshot(tx, actor.factoryId, id);
    await recordAudit(tx, actor, {
      action: productId ? "product.update" : "product.create",
      entityType: "product",
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return { ok: true, productId: id };
  });
}

/** Activates or deactivates a product (a deactivated one leaves the shop but keeps its orders). */
export async function setProductActive(db: Database, actor: AdminActor, productId: string, isActive: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ isActive: products.isActive })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.factoryId, actor.factoryId)))
      .for("update");
    if (!product) return false;
    if (product.isActive === isActive) return true;
    await tx.update(products).set({ isActive, updatedAt: new Date() }).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: isActive ? "product.activate" : "product.deactivate",
      entityType: "product",
      entityId: productId,
      before: { isActive: product.isActive },
      after: { isActive },
    });
    return true;
  });
}

export type DeleteProductResult = "deleted" | "not_found" | "ordered";

/**
 * Deletes a product no order line references (otherwise: deactivate it). The product row's lock
 * makes an order placed at the same moment wait, then fail on the missing product.
 */
export async function deleteProduct(
  db: Database,
  actor: AdminActor,
  productId: string,
  media?: MediaStorage,
): Promise<DeleteProductResult> {
  let images: ProductSnapshot["images"] = [];
  const result = await db.transaction(async (tx): Promise<DeleteProductResult> => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.factoryId, actor.factoryId)))
      .for("update");
    if (!locked) return "not_found";
    const before = await loadProductSnapshot(tx, actor.factoryId, productId);
    if (!before || before.orderLineCount > 0) return "ordered";
    await tx.delete(products).where(eq(products.id, productId));
    await recordAudit(tx, actor, {
      action: "product.delete",
      entityType: "product",
      entityId: productId,
      before: auditShape(before),
      after: null,
    });
    images = before.images;
    return "deleted";
  });
  // The uploaded files go after the commit (the rows went with the product).
  if (media)
    for (const image of images) await Promise.all(imageKeys(media, image.originalUrl, image.width).map((key) => media.delete(key)));
  return result;
}
