import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { MAX_QUOTE_NOTES, MAX_QUOTE_QUANTITY, type QuoteBasketView, quoteTotalItems } from "~/lib/quote-basket";
import type { QuoteToast } from "~/lib/quote-toasts";
import { type CartOwner, insertOwnerRow } from "../cart/owner.server";
import {
  current,
  currentTranslation,
  fallback,
  fallbackTranslation,
  localizedName,
  localizedSlug,
  preferredImageUrl,
} from "../catalog/queries.server";
import type { Database } from "../db/client.server";
import { products, quoteBasketItems, quoteBaskets } from "../db/schema";

/** The basket's owner is the cart's: the signed-in user, or the guest id of the `storefront_guest` cookie. */
export type QuoteOwner = CartOwner;

/** What a basket call answers: done with the toast to show, or refused with the reason. */
export type QuoteBasketResult = { ok: true; toast: QuoteToast | null } | { ok: false; error: QuoteToast };

const ownerCondition = (owner: QuoteOwner) =>
  "userId" in owner ? eq(quoteBaskets.userId, owner.userId) : and(eq(quoteBaskets.sessionId, owner.guestId), isNull(quoteBaskets.userId));

async function findBasket(db: Database, owner: QuoteOwner, lock = false): Promise<{ id: string } | null> {
  const query = db.select({ id: quoteBaskets.id }).from(quoteBaskets).where(ownerCondition(owner));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The owner's basket, created when missing, and locked for the rest of the transaction. */
async function lockOrCreateBasket(tx: Database, owner: QuoteOwner): Promise<{ id: string }> {
  await insertOwnerRow(tx, "quote_baskets", owner);
  const basket = await findBasket(tx, owner, true);
  if (!basket) throw new Error("quote basket missing right after its upsert");
  return basket;
}

/**
 * The spec's add: a product already in the basket gets one more, otherwise it comes in with
 * quantity 1 and empty notes. Any active product may be asked about, priced in the shop or not.
 */
export async function addToQuote(db: Database, owner: QuoteOwner, productId: string): Promise<QuoteBasketResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true)));
    if (!product) return { ok: false, error: "quote.toast.productNotFound" };
    const basket = await lockOrCreateBasket(tx, owner);
    await tx.execute(sql`
      insert into quote_basket_items (basket_id, product_id, quantity, notes) values (${basket.id}, ${product.id}, 1, '')
      on conflict (basket_id, product_id) do update
        set quantity = least(quote_basket_items.quantity + 1, ${MAX_QUOTE_QUANTITY}::int), updated_at = now()`);
    await tx.update(quoteBaskets).set({ updatedAt: new Date() }).where(eq(quoteBaskets.id, basket.id));
    return { ok: true, toast: "quote.toast.added" };
  });
}

/** Sets an item's quantity; zero or less removes it (the spec's rule). */
export async function setQuoteQuantity(db: Database, owner: QuoteOwner, itemId: string, quantity: number): Promise<QuoteBasketResult> {
  if (!Number.isInteger(quantity)) return { ok: false, error: "quote.toast.failed" };
  if (quantity > MAX_QUOTE_QUANTITY) return { ok: false, error: "quote.toast.tooMany" };
  if (quantity <= 0) return removeFromQuote(db, owner, itemId);
  return changeItem(db, owner, itemId, { quantity }, null);
}

/** Replaces an item's notes. */
export async function setQuoteNotes(db: Database, owner: QuoteOwner, itemId: string, notes: string): Promise<QuoteBasketResult> {
  if (notes.length > MAX_QUOTE_NOTES) return { ok: false, error: "quote.toast.failed" };
  return changeItem(db, owner, itemId, { notes }, "quote.toast.notesSaved");
}

async function changeItem(
  db: Database,
  owner: QuoteOwner,
  itemId: string,
  values: { quantity?: number; notes?: string },
  toast: QuoteToast | null,
): Promise<QuoteBasketResult> {
  return db.transaction(async (tx) => {
    const basket = await findBasket(tx, owner, true);
    if (!basket) return { ok: false, error: "quote.toast.failed" };
    const updated = await tx
      .update(quoteBasketItems)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(quoteBasketItems.id, itemId), eq(quoteBasketItems.basketId, basket.id)))
      .returning({ id: quoteBasketItems.id });
    return updated.length > 0 ? { ok: true, toast } : { ok: false, error: "quote.toast.failed" };
  });
}

/** Removes one item. */
export async function removeFromQuote(db: Database, owner: QuoteOwner, itemId: string): Promise<QuoteBasketResult> {
  return db.transaction(async (tx) => {
    const basket = await findBasket(tx, owner, true);
    if (!basket) return { ok: false, error: "quote.toast.failed" };
    const removed = await tx
      .delete(quoteBasketItems)
      .where(and(eq(quoteBasketItems.id, itemId), eq(quoteBasketItems.basketId, basket.id)))
      .returning({ id: quoteBasketItems.id });
    return removed.length > 0 ? { ok: true, toast: "quote.toast.removed" } : { ok: false, error: "quote.toast.failed" };
  });
}

/** Empties the basket. */
export async function clearQuote(db: Database, owner: QuoteOwner): Promise<QuoteBasketResult> {
  return db.transaction(async (tx) => {
    const basket = await findBasket(tx, owner, true);
    if (basket) await tx.delete(quoteBasketItems).where(eq(quoteBasketItems.basketId, basket.id));
    return { ok: true, toast: "quote.toast.cleared" };
  });
}

/**
 * Moves a guest's basket into the user's, inside the caller's transaction (the sign-in merge):
 * the same product adds up its quantities and keeps both notes, others move over; the guest basket
 * is deleted. Answers how many items (units) came over.
 */
export async function mergeGuestQuoteBasket(tx: Database, guestId: string, userId: string): Promise<{ mergedItems: number }> {
  const guest = await findBasket(tx, { guestId }, true);
  if (!guest) return { mergedItems: 0 };
  const [counted] = (
    await tx.execute<{ items: number }>(
      sql`select coalesce(sum(quantity), 0)::int as items from quote_basket_items where basket_id = ${guest.id}`,
    )
  ).rows;
  const mergedItems = counted?.items ?? 0;
  if (mergedItems > 0) {
    const user = await lockOrCreateBasket(tx, { userId });
    await tx.execute(sql`
      insert into quote_basket_items (basket_id, product_id, quantity, notes)
      select ${user.id}, product_id, quantity, notes from quote_basket_items where basket_id = ${guest.id}
      on conflict (basket_id, product_id) do update
        set quantity = least(quote_basket_items.quantity + excluded.quantity, ${MAX_QUOTE_QUANTITY}::int),
            notes = left(concat_ws(E'\n', nullif(quote_basket_items.notes, ''), nullif(excluded.notes, '')), ${MAX_QUOTE_NOTES}::int),
            updated_at = now()`);
    await tx.update(quoteBaskets).set({ updatedAt: new Date() }).where(eq(quoteBaskets.id, user.id));
  }
  await tx.delete(quoteBaskets).where(eq(quoteBaskets.id, guest.id));
  return { mergedItems };
}

export interface QuoteLanguage {
  languageCode: string;
  defaultLanguageCode: string;
  localize(path: string): string;
}

/** The owner's basket in the visitor's language (the spec's quote items: product id, name, image, quantity, notes), oldest first. */
export async function loadQuoteBasket(db: Database, owner: QuoteOwner, language: QuoteLanguage): Promise<QuoteBasketView | null> {
  const basket = await findBasket(db, owner);
  if (!basket) return null;
  const rows = await db
    .select({
      id: quoteBasketItems.id,
      productId: quoteBasketItems.productId,
      quantity: quoteBasketItems.quantity,
      notes: quoteBasketItems.notes,
      name: localizedName,
      slug: localizedSlug,
      imageUrl: preferredImageUrl,
      isActive: products.isActive,
    })
    .from(quoteBasketItems)
    .innerJoin(products, eq(products.id, quoteBasketItems.productId))
    .leftJoin(current, currentTranslation(language.languageCode))
    .leftJoin(fallback, fallbackTranslation(language.defaultLanguageCode))
    .where(eq(quoteBasketItems.basketId, basket.id))
    .orderBy(asc(quoteBasketItems.createdAt), asc(quoteBasketItems.id));
  const items = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    productName: row.name,
    productImage: row.imageUrl,
    href: row.isActive ? language.localize(`/products/${encodeURIComponent(row.slug)}`) : null,
    quantity: row.quantity,
    notes: row.notes,
  }));
  return { items, totalItems: quoteTotalItems(items) };
}
