import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { adjustProductStock, lockTrackedStock } from "../catalog/stock-commands.server";
import type { Database } from "../db/client.server";
import { orderLines } from "../db/schema";
import { DomainError } from "../errors";

/** An order asked for more units of a tracked product than are left; nothing was written. */
export class OutOfStockError extends DomainError {
  override name = "OutOfStockError";
  constructor(readonly products: string[]) {
    super("conflict", `Not enough in stock: ${products.join(", ")}`);
  }
}

/**
 * Takes the lines' units from the stock of tracked products, inside the order's transaction. The
 * tracked rows are locked in id order (two checkouts sharing products queue instead of
 * deadlocking), so the last unit goes to one order only; any shortfall throws OutOfStockError
 * naming every short product, and the caller's transaction rolls back. Returns, per line, the
 * units it took (0 for an untracked product), which the order line keeps for a cancellation.
 */
export async function takeStock(tx: Database, lines: { productId: string | null; title: string; quantity: number }[]): Promise<number[]> {
  const wanted = new Map<string, number>();
  for (const line of lines) if (line.productId) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  if (wanted.size === 0) return lines.map(() => 0);
  const stockOf = await lockTrackedStock(tx, [...wanted.keys()]);
  const short = new Set([...stockOf].filter(([id, stock]) => stock < wanted.get(id)!).map(([id]) => id));
  if (short.size > 0)
    throw new OutOfStockError([...new Set(lines.filter((line) => line.productId && short.has(line.productId)).map((line) => line.title))]);
  for (const [id] of stockOf) await adjustProductStock(tx, id, -wanted.get(id)!);
  return lines.map((line) => (line.productId && stockOf.has(line.productId) ? line.quantity : 0));
}

/**
 * Gives a cancelled order's units back to the products they were taken from (still tracked
 * ones; a product no longer tracked keeps no count), once: the lines forget what they took.
 * Returns what went back, per product, for the audit entry.
 */
export async function restoreStock(tx: Database, orderId: string): Promise<{ productId: string; quantity: number }[]> {
  const taken = await tx
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.stockTaken})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), gt(orderLines.stockTaken, 0), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  const restored: { productId: string; quantity: number }[] = [];
  for (const row of taken) {
    if (await adjustProductStock(tx, row.productId!, row.quantity)) restored.push({ productId: row.productId!, quantity: row.quantity });
  }
  if (taken.length > 0) await tx.update(orderLines).set({ stockTaken: 0 }).where(eq(orderLines.orderId, orderId));
  return restored;
}
