import { sql } from "drizzle-orm";
import { isSecureOrigin, readCookie } from "../auth/cookies.server";
import type { RequestContext } from "../context.server";
import type { Database } from "../db/client.server";
import { clearGuestCookie, GUEST_COOKIE, guestIdOf } from "../cart/guest.server";

/**
 * One kind of state a guest id keys (the cart, the quote basket with the guest's open quote requests). `releaseIfEmpty`
 * runs inside the caller's transaction: when the guest holds nothing of this kind it deletes the
 * kind's empty rows and answers true; when something is left it changes nothing and answers false.
 */
export interface GuestStateKind {
  name: string;
  releaseIfEmpty(tx: Database, guestId: string): Promise<boolean>;
}

/**
 * Deletes the guest's row of `owner` when no row of `items` points at it (its column `itemKey`); answers
 * whether none is left. Locks the guest's row (if any) first, so a concurrent add either lands before
 * (and keeps it) or waits and recreates it.
 */
async function releaseEmptyOwnerRow(
  tx: Database,
  guestId: string,
  owner: "carts" | "quote_baskets",
  items: "cart_items" | "quote_basket_items",
  itemKey: "cart_id" | "basket_id",
): Promise<boolean> {
  const table = sql.identifier(owner);
  await tx.execute(sql`select id from ${table} where session_id = ${guestId} and user_id is null for update`);
  await tx.execute(sql`delete from ${table} where session_id = ${guestId} and user_id is null
    and not exists (select 1 from ${sql.identifier(items)} where ${sql.identifier(itemKey)} = ${table}.id)`);
  const left = await tx.execute<{ id: string }>(sql`select id from ${table} where session_id = ${guestId} and user_id is null`);
  return left.rows.length === 0;
}

const cart: GuestStateKind = {
  name: "cart",
  releaseIfEmpty: (tx, guestId) => releaseEmptyOwnerRow(tx, guestId, "carts", "cart_items", "cart_id"),
};

const quotes: GuestStateKind = {
  name: "quotes",
  async releaseIfEmpty(tx, guestId) {
    if (!(await releaseEmptyOwnerRow(tx, guestId, "quote_baskets", "quote_basket_items", "basket_id"))) return false;
    // A guest's open quote request is shown to the browser that asked (and answered from it): the cookie stays while one is open.
    const open = await tx.execute<{ id: string }>(
      sql`select id from quote_requests where guest_session_id = ${guestId} and user_id is null and status in ('requested', 'quoted') limit 1`,
    );
    return open.rows.length === 0;
  },
};

/**
 * Everything a guest id keys. The rule: a guest with no personal state left has no guest cookie,
 * so their pages come from the shared page cache again. A new kind of guest state (the quote
 * basket) is one more entry here, and then keeps the cookie while it holds something.
 */
export const GUEST_STATE_KINDS: GuestStateKind[] = [cart, quotes];

/** Forgets a guest whose every kind of state is empty (deleting the empty rows), in one transaction; answers whether it did. */
export async function releaseGuestIfEmpty(
  db: Database,
  guestId: string,
  kinds: readonly GuestStateKind[] = GUEST_STATE_KINDS,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    for (const kind of kinds) if (!(await kind.releaseIfEmpty(tx, guestId))) return false;
    return true;
  });
}

/**
 * The Set-Cookie lines that end a guest visit when the request's guest holds nothing any more
 * (after a removal, a clear, a placed order, or a stale cookie from before): the guest cookie is
 * cleared, and the visitor's next pages are shared ones. Nothing when the request has no guest
 * cookie or the guest still holds something. Callers pass requests of visitors who are not signed
 * in (a signed-in visitor's guest cookie waits for the next sign-in's merge).
 */
export async function endEmptyGuestVisit(request: Request, context: Pick<RequestContext, "db" | "origin" | "logger">): Promise<string[]> {
  if (readCookie(request, GUEST_COOKIE) === null) return [];
  // A malformed guest cookie keys nothing, but still makes every page personal: it goes too.
  const guestId = guestIdOf(request);
  try {
    if (guestId && !(await releaseGuestIfEmpty(context.db, guestId))) return [];
  } catch (error) {
    // Keeping the cookie is always safe (the visitor just gets their own pages a while longer).
    context.logger.error({ err: error }, "could not check the guest's state: the guest cookie is kept");
    return [];
  }
  return [clearGuestCookie(isSecureOrigin(context.origin))];
}
