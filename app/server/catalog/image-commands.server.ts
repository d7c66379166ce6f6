import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { productImages, products } from "../db/schema";
import type { Logger } from "../logger.server";
import { type ImageRefusal, imageKeys, processImage, storeImage } from "../media/images.server";
import type { MediaStorage } from "../media/storage.server";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";

type Deps = { db: Database; media: MediaStorage; logger: Logger };

export type UploadResult = { ok: true; imageId: string } | { ok: false; reason: ImageRefusal | "not_found" };

const imageShape = (row: typeof productImages.$inferSelect) => ({
  id: row.id,
  originalUrl: row.originalUrl,
  processedUrl: row.processedUrl,
  width: row.width,
  height: row.height,
  isPrimary: row.isPrimary,
  sortOrder: row.sortOrder,
});

/**
 * Checks and processes an upload, stores the original and its variants, then adds the image to the
 * product (primary when it is the first), audited. Files of a refused or failed upload never stay.
 */
export async function uploadProductImage(
  deps: Deps,
  actor: AdminActor,
  productId: string,
  body: Buffer,
  altText: string | null,
): Promise<UploadResult> {
  const [product] = await deps.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.factoryId, actor.factoryId)));
  if (!product) return { ok: false, reason: "not_found" };
  const processed = await processImage(body);
  if (!processed.ok) return processed;
  const imageId = crypto.randomUUID();
  const stored = await storeImage(deps.media, productId, imageId, processed.image);
  try {
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
      if (!locked) throw new Error("product deleted during the upload");
      const [{ hasPrimary, next } = { hasPrimary: false, next: 0 }] = await tx
        .select({
          hasPrimary: sql<boolean>`coalesce(bool_or(${productImages.isPrimary}), false)`,
          next: sql<number>`coalesce(max(${productImages.sortOrder}), -1)::int + 1`,
        })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const [row] = await tx
        .insert(productImages)
        .values({
          id: imageId,
          productId,
          originalUrl: deps.media.url(stored.originalKey),
          processedUrl: deps.media.url(stored.processedKey),
          altText: altText ?? product.name,
          width: processed.image.width,
          height: processed.image.height,
          isPrimary: !hasPrimary,
          sortOrder: next,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: "product_image.upload",
        entityType: "product",
        entityId: productId,
        before: null,
        after: imageShape(row!),
      });
    });
  } catch (error) {
    await Promise.all(stored.allKeys.map((key) => deps.media.delete(key)));
    deps.logger.error({ err: error, productId }, "product image could not be saved");
    return { ok: false, reason: "not_found" };
  }
  return { ok: true, imageId };
}

async function lockedImages(tx: Database, actor: AdminActor, productId: string) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.factoryId, actor.factoryId)))
    .for("update");
  if (!product) return null;
  return tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.createdAt))
    .for("update");
}

/** Makes one image the product's primary (the one cards and the page show first). */
export async function setPrimaryImage(db: Database, actor: AdminActor, productId: string, imageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const images = await lockedImages(tx, actor, productId);
    const target = images?.find((image) => image.id === imageId);
    if (!images || !target) return false;
    if (target.isPrimary) return true;
    const previous = images.find((image) => image.isPrimary);
    // The old primary first: a unique index allows one primary per product.
    if (previous) await tx.update(productImages).set({ isPrimary: false }).where(eq(productImages.id, previous.id));
    await tx.update(productImages).set({ isPrimary: true }).where(eq(productImages.id, imageId));
    await recordAudit(tx, actor, {
      action: "product_image.primary",
      entityType: "product",
      entityId: productId,
      before: { primary: previous?.id ?? null },
      after: { primary: imageId },
    });
    return true;
  });
}

/** Moves an image one place earlier or later in the product's gallery. */
export async function moveImage(
  db: Database,
  actor: AdminActor,
  productId: string,
  imageId: string,
  direction: "up" | "down",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const images = await lockedImages(tx, actor, productId);
    const index = images?.findIndex((image) => image.id === imageId) ?? -1;
    if (!images || index < 0) return false;
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= images.length) return true;
    const order = images.map((image) => image.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [position, id] of order.entries()) {
      if (images.find((image) => image.id === id)!.sortOrder !== position)
        await tx.update(productImages).set({ sortOrder: position }).where(eq(productImages.id, id));
    }
    await recordAudit(tx, actor, {
      action: "product_image.move",
      entityType: "product",
      entityId: productId,
      before: { order: images.map((image) => image.id) },
      after: { order },
    });
    return true;
  });
}

/** Removes an image (the next one becomes primary if it was), then its files. */
export async function deleteImage(deps: Deps, actor: AdminActor, productId: string, imageId: string): Promise<boolean> {
  const removed = await deps.db.transaction(async (tx) => {
    const images = await lockedImages(tx, actor, productId);
    const target = images?.find((image) => image.id === imageId);
    if (!images || !target) return null;
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    const next = images.find((image) => image.id !== imageId);
    if (target.isPrimary && next) await tx.update(productImages).set({ isPrimary: true }).where(eq(productImages.id, next.id));
    await recordAudit(tx, actor, {
      action: "product_image.delete",
      entityType: "product",
      entityId: productId,
      before: imageShape(target),
      after: null,
    });
    return target;
  });
  if (!removed) return false;
  // After the commit: a failed deletion leaves an unused file, never a row without its file.
  await Promise.all(
    imageKeys(deps.media, removed.originalUrl, removed.width).map((key) =>
      deps.media.delete(key).catch((error: unknown) => deps.logger.warn({ err: error, key }, "image file not deleted")),
    ),
  );
  return true;
}
