import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { carts } from "../db/schema";

/** Whose cart: a signed-in user's, or a guest's (the id in the guest cookie). */
export type CartOwner = { userId: string } | { guestId: string };

export const ownerCondition = (owner: CartOwner) =>
  "userId" in owner ? eq(carts.userId, owner.userId) : and(eq(carts.sessionId, owner.guestId), isNull(carts.userId));

/** The owner's cart row, or null; `lock` takes its row lock for the rest of the transaction. */
export async function findCart(db: Database, owner: CartOwner, lock = false): Promise<{ id: string; restaurantId: string | null } | null> {
  const query = db.select({ id: carts.id, restaurantId: carts.restaurantId }).from(carts).where(ownerCondition(owner));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * Makes the owner's row of `table` (a cart, a quote basket) unless there is one. The insert names the
 * partial unique index of the owner's kind, so two first adds at once make one row.
 */
export async function insertOwnerRow(tx: Database, table: "carts" | "quote_baskets", owner: CartOwner): Promise<void> {
  const into = sql.identifier(table);
  if ("userId" in owner)
    await tx.execute(
      sql`insert into ${into} (user_id) values (${owner.userId}) on conflict (user_id) where user_id is not null do nothing`,
    );
  else
    await tx.execute(
      sql`insert into ${into} (session_id) values (${owner.guestId}) on conflict (session_id) where user_id is null do nothing`,
    );
}

/**
 * The owner's cart, created when missing, and locked: every change to one cart runs one after the
 * other, so the restaurant rule and the quantity bound are checked against what is really there.
 * The insert names the partial unique index, so two first adds at once make one cart.
 */
export async function lockOrCreateCart(tx: Database, owner: CartOwner): Promise<{ id: string; restaurantId: string | null }> {
  // The insert can find the row that a concurrent release of an empty cart deletes and commits
  // before the lock is taken (read committed): then the row is made again, not reported missing.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await insertOwnerRow(tx, "carts", owner);
    const cart = await findCart(tx, owner, true);
    if (cart) return cart;
  }
  throw new Error("cart missing right after its upsert");
}
