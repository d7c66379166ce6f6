import { and, eq, sql } from "drizzle-orm";
import { type CartToast, canonicalAttributes, MAX_LINE_QUANTITY } from "~/lib/cart";
import type { Database } from "../db/client.server";
import { type PricedMenuItem, priceMenuSelection } from "~/lib/restaurant-menu";
import { cartItems, carts, products, restaurantMenuItems, restaurants } from "../db/schema";
import { type CartOwner, findCart, lockOrCreateCart } from "./owner.server";
import { halvesOf } from "./queries.server";

/** What a cart call answers: done (with the toast to show), or refused for a reason the visitor is told. */
export type CartResult = { ok: true; toast: CartToast | null } | { ok: false; error: CartToast };

/** Raised when the cart itself cannot be created (the spec's 'Failed to create cart'). */
export class CartCreateFailed extends Error {
  override name = "CartCreateFailed";
}

export interface AddToCartInput {
  productId: string;
  quantity: number;
  /** The buyer's option choices, checked against the product's attributes schema. */
  attributes: Record<string, unknown>;
  /** Set for an item from a restaurant's menu; a cart holds one restaurant's items only. */
  restaurantId?: string | null;
  /** A menu item ordered half-and-half: the other half's product. */
  secondHalfId?: string | null;
}

/** A menu item as pricing needs it (active, on an active restaurant's menu, available), or null. */
async function menuItemFor(tx: Database, productId: string, restaurantId: string): Promise<PricedMenuItem | null> {
  const [row] = await tx
    .select({
      id: products.id,
      priceOre: products.shopPriceOre,
      schema: products.attributesSchema,
      allowsHalfAndHalf: restaurantMenuItems.allowsHalfAndHalf,
    })
    .from(products)
    .innerJoin(restaurantMenuItems, eq(restaurantMenuItems.productId, products.id))
    .innerJoin(restaurants, eq(restaurants.id, restaurantMenuItems.restaurantId))
    .where(
      and(
        eq(products.id, productId),
        eq(products.isActive, true),
        eq(products.restaurantId, restaurantId),
        eq(restaurantMenuItems.restaurantId, restaurantId),
        eq(restaurantMenuItems.isAvailable, true),
        eq(restaurants.isActive, true),
      ),
    );
  return row ? { id: row.id, priceOre: row.priceOre ?? 0, schema: row.schema ?? null, allowsHalfAndHalf: row.allowsHalfAndHalf } : null;
}

const refused = (error: CartToast) => ({ ok: false as const, error });

/** The price of one unit, from the product's own data: never from the request. */
export function unitPriceOf(product: { shopPriceOre: number | null }): number {
  return product.shopPriceOre ?? 0;
}

/** A line priced from the products' own data: what a cart line stores and an order charges. */
export interface PricedCartLine {
  /** The line's product (for half-and-half: the first half by id). */
  product: { id: string; factoryId: string; restaurantId: string | null; name: string; sku: string | null; barcode: string | null };
  /** The canonical selected attributes the line key holds (a menu item's with its pricing breakdown and restaurant). */
  selected: Record<string, unknown>;
  unitPriceOre: number;
  restaurantId: string | null;
}

export interface PriceLineInput {
  productId: string;
  attributes: Record<string, unknown>;
  restaurantId?: string | null;
  secondHalfId?: string | null;
}

const productColumns = {
  id: products.id,
  factoryId: products.factoryId,
  restaurantId: products.restaurantId,
  name: products.name,
  sku: products.sku,
  barcode: products.barcode,
  shopPriceOre: products.shopPriceOre,
  attributesSchema: products.attributesSchema,
};

/**
 * The one pricing of a cart line, for an add and again for checkout: an active product; a menu
 * item from its own restaurant's menu, priced with its size, extras and half-and-half (the dearer
 * half); a shop product with one of each of its options at its shop price. Never a price from the
 * request or the stored line.
 */
export async function priceCartLine(
  tx: Database,
  input: PriceLineInput,
): Promise<{ ok: true; line: PricedCartLine } | { ok: false; error: CartToast }> {
  const [found] = await tx
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
  if (!found) return refused("cart.toast.productNotFound");
  let product = found;
  // The restaurant is the product's own, never the request's: a menu item is sold from its menu only.
  const restaurantId = product.restaurantId;
  if (!restaurantId) {
    if (input.restaurantId || input.secondHalfId) return refused("cart.toast.productNotFound");
    const attributes = canonicalAttributes(product.attributesSchema ?? null, input.attributes);
    if (!attributes) return refused("cart.toast.chooseOptions");
    return { ok: true, line: { product, selected: attributes, unitPriceOre: unitPriceOf(product), restaurantId: null } };
  }
  if (input.restaurantId && input.restaurantId !== restaurantId) return refused("cart.toast.productNotFound");
  const item = await menuItemFor(tx, product.id, restaurantId);
  if (!item) return refused("cart.toast.productNotFound");
  const second = input.secondHalfId ? await menuItemFor(tx, input.secondHalfId, restaurantId) : null;
  if (input.secondHalfId && !second) return refused("cart.toast.halfNotAllowed");
  const selection = priceMenuSelection(item, input.attributes, second);
  if (!selection.ok) return refused(selection.error === "chooseOptions" ? "cart.toast.chooseOptions" : "cart.toast.halfNotAllowed");
  // Half-and-half: the line's product is the first half by id (A+B and B+A are one line).
  if (selection.productId !== product.id) {
    const [first] = await tx.select(productColumns).from(products).where(eq(products.id, selection.productId));
    if (!first) return refused("cart.toast.productNotFound");
    product = first;
  }
  return {
    ok: true,
    line: {
      product,
      selected: { ...selection.attributes, restaurant_id: restaurantId },
      unitPriceOre: selection.breakdown.total_price,
      restaurantId,
    },
  };
}

/** A stored line priced again as its add priced it (for half-and-half, with its other half). */
export function repriceCartLine(tx: Database, line: { productId: string; selectedAttributes: Record<string, unknown> }) {
  const halves = halvesOf(line.selectedAttributes);
  return priceCartLine(tx, {
    productId: line.productId,
    attributes: line.selectedAttributes,
    secondHalfId: halves?.find((half) => half !== line.productId) ?? null,
  });
}

/**
 * Adds a product to the owner's cart (creating the cart on the first add). The same product with
 * the same options raises that line's quantity in one atomic upsert on the line key (cart,
 * product, options); otherwise a line is inserted with the server's unit price and the product's
 * title and SKU as snapshots.
 */
export async function addToCart(db: Database, owner: CartOwner, input: AddToCartInput): Promise<CartResult> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_LINE_QUANTITY) return refused("cart.toast.tooMany");
  return db.transaction(async (tx) => {
    const priced = await priceCartLine(tx, input);
    if (!priced.ok) return priced;
    const { product, selected, unitPriceOre: unitPrice, restaurantId } = priced.line;

    const cart = await lockOrCreateCart(tx, owner).catch((error: unknown) => {
      throw new CartCreateFailed("the cart could not be created", { cause: error });
    });
    const [existing] = await tx
      .execute<{ lines: number; line_quantity: number }>(
        sql`select count(*)::int as lines,
            coalesce(sum(quantity) filter (where product_id = ${product.id} and selected_attributes = ${JSON.stringify(selected)}::jsonb), 0)::int as line_quantity
          from cart_items where cart_id = ${cart.id}`,
      )
      .then((result) => result.rows);
    if (existing!.lines > 0 && cart.restaurantId !== restaurantId) return refused("cart.toast.mixedRestaurants");
    if (existing!.line_quantity + input.quantity > MAX_LINE_QUANTITY) return refused("cart.toast.tooMany");

    await tx.execute(sql`
      insert into cart_items (cart_id, product_id, quantity, selected_attributes, unit_price_ore, snapshot_title, snapshot_sku)
      values (${cart.id}, ${product.id}, ${input.quantity}, ${JSON.stringify(selected)}::jsonb, ${unitPrice}, ${product.name}, ${product.sku ?? product.barcode})
      on conflict (cart_id, product_id, selected_attributes) do update
        set quantity = cart_items.quantity + excluded.quantity,
            unit_price_ore = excluded.unit_price_ore,
            snapshot_title = excluded.snapshot_title,
            snapshot_sku = excluded.snapshot_sku,
            updated_at = now()`);
    await tx.update(carts).set({ restaurantId, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return { ok: true, toast: "cart.toast.added" };
  });
}

/** Sets a line's quantity; zero or less removes the line. */
export async function setLineQuantity(db: Database, owner: CartOwner, itemId: string, quantity: number): Promise<CartResult> {
  if (!Number.isInteger(quantity)) return refused("cart.toast.updateFailed");
  if (quantity <= 0) return removeLine(db, owner, itemId);
  if (quantity > MAX_LINE_QUANTITY) return refused("cart.toast.tooMany");
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, true);
    if (!cart) return refused("cart.toast.updateFailed");
    const updated = await tx
      .update(cartItems)
      .set({ quantity, updatedAt: new Date() })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) return refused("cart.toast.updateFailed");
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    // A changed quantity shows in the cart itself; the spec has no toast for it.
    return { ok: true, toast: null };
  });
}

/** Removes one line; an emptied cart forgets its restaurant. */
export async function removeLine(db: Database, owner: CartOwner, itemId: string): Promise<CartResult> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, true);
    if (!cart) return refused("cart.toast.removeFailed");
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) return refused("cart.toast.removeFailed");
    await forgetRestaurantWhenEmpty(tx, cart.id);
    return { ok: true, toast: "cart.toast.removed" };
  });
}

/** Empties the owner's cart. */
export async function clearCart(db: Database, owner: CartOwner): Promise<CartResult> {
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, owner, true);
    if (!cart) return { ok: true, toast: "cart.toast.cleared" };
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await forgetRestaurantWhenEmpty(tx, cart.id);
    return { ok: true, toast: "cart.toast.cleared" };
  });
}

/** Empties a cart whose lines became an order (the shop's or a restaurant's), inside the ordering transaction. */
export async function emptyOrderedCart(tx: Database, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.update(carts).set({ restaurantId: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Deletes a user's carts (their items go by the foreign key), inside the account-deleting transaction. */
export async function eraseCustomerCarts(tx: Database, userId: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.userId, userId));
}

async function forgetRestaurantWhenEmpty(tx: Database, cartId: string): Promise<void> {
  await tx.execute(sql`update carts set restaurant_id = null, updated_at = now()
    where id = ${cartId} and not exists (select 1 from cart_items where cart_id = ${cartId})`);
}

/** Raised when a guest cart cannot join the user's (items of two restaurants); the guest cart stays as it was. */
export class CartMergeConflict extends Error {
  override name = "CartMergeConflict";
}

/**
 * Moves the guest cart's lines into the user's cart in one transaction: a line with the same
 * product and options adds its quantity (capped at the line bound), others are inserted; then the
 * guest cart is deleted. Answers how many items (units) came over. Any failure rolls back, so the
 * guest cart is kept.
 */
export async function mergeGuestCart(db: Database, guestId: string, userId: string): Promise<{ mergedItems: number }> {
  return db.transaction(async (tx) => {
    const guest = await findCart(tx, { guestId }, true);
    if (!guest) return { mergedItems: 0 };
    const [counted] = (
      await tx.execute<{ items: number }>(sql`select coalesce(sum(quantity), 0)::int as items from cart_items where cart_id = ${guest.id}`)
    ).rows;
    const mergedItems = counted?.items ?? 0;
    if (mergedItems > 0) {
      const user = await lockOrCreateCart(tx, { userId });
      const [userLines] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from cart_items where cart_id = ${user.id}`)).rows;
      if ((userLines?.n ?? 0) > 0 && user.restaurantId !== guest.restaurantId)
        throw new CartMergeConflict("the guest cart holds another restaurant's items");
      await tx.execute(sql`
        insert into cart_items (cart_id, product_id, quantity, selected_attributes, unit_price_ore, snapshot_title, snapshot_sku)
        select ${user.id}, product_id, quantity, selected_attributes, unit_price_ore, snapshot_title, snapshot_sku
          from cart_items where cart_id = ${guest.id}
        on conflict (cart_id, product_id, selected_attributes) do update
          set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}::int),
              updated_at = now()`);
      await tx.update(carts).set({ restaurantId: guest.restaurantId, updatedAt: new Date() }).where(eq(carts.id, user.id));
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return { mergedItems };
  });
}
