import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { products } from "../db/schema";

/**
 * The stock counts of the tracked products among `ids` (a product without a count is not tracked),
 * their rows locked in id order inside the caller's transaction: two checkouts sharing products
 * queue instead of deadlocking.
 */
export async function lockTrackedStock(tx: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const tracked = await tx
    .select({ id: products.id, stock: products.stockQuantity })
    .from(products)
    .where(and(inArray(products.id, ids), isNotNull(products.stockQuantity)))
    .orderBy(asc(products.id))
    .for("update");
  return new Map(tracked.map((row) => [row.id, row.stock ?? 0]));
}

/** Moves a tracked product's stock count by `delta` units; false when the product keeps no count (nothing written). */
export async function adjustProductStock(tx: Database, productId: string, delta: number): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${delta}` })
    .where(and(eq(products.id, productId), isNotNull(products.stockQuantity)))
    .returning({ id: products.id });
  return updated.length > 0;
}
