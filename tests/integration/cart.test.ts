import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, clearCart, mergeGuestCart, removeLine, setLineQuantity } from "~/server/cart/commands.server";
import { loadCart } from "~/server/cart/queries.server";
import { endEmptyGuestVisit, GUEST_STATE_KINDS, type GuestStateKind, releaseGuestIfEmpty } from "~/server/guest/guest-state.server";
import { createLogger } from "~/server/logger.server";
import type { Database } from "~/server/db/client.server";
import { cartItems, carts, products } from "~/server/db/schema";
import { createProduct, createRestaurant, createUser, guest, seededProducts } from "../factories/commerce";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let db: Database;
const language = { languageCode: "en", defaultLanguageCode: "nb", localize: (path: string) => `/en${path}` };

beforeAll(async () => {
  db = database.handle.db;
});

describe("adding to a cart", () => {
  it("creates the cart on the first add only, prices lines on the server and raises the quantity of an equal line", async () => {
    const { plain, withOptions } = await seededProducts(db);
    const owner = guest();
    expect(await loadCart(db, owner, language)).toBeNull();
    expect(await addToCart(db, owner, { productId: plain.id, quantity: 2, attributes: { price: 1 } })).toEqual({
      ok: true,
      toast: "cart.toast.added",
    });
    expect(await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} })).toMatchObject({ ok: true });

    const [first, second] = withOptions.attributesSchema!.attributes;
    const choice = (index: number) =>
      Object.fromEntries(
        withOptions.attributesSchema!.attributes.map((attribute) => [
          attribute.key,
          attribute.options[index % attribute.options.length]!.value,
        ]),
      );
    // Key order does not matter: the same choices in another order are the same line.
    const reversed = Object.fromEntries(Object.entries(choice(0)).reverse());
    expect(await addToCart(db, owner, { productId: withOptions.id, quantity: 1, attributes: choice(0) })).toMatchObject({ ok: true });
    expect(await addToCart(db, owner, { productId: withOptions.id, quantity: 1, attributes: reversed })).toMatchObject({ ok: true });
    if (first && first.options.length > 1)
      expect(await addToCart(db, owner, { productId: withOptions.id, quantity: 1, attributes: choice(1) })).toMatchObject({ ok: true });
    expect(second === undefined || second.options.length > 0).toBe(true);

    const cart = await loadCart(db, owner, language);
    const plainLine = cart!.items.find((item) => item.productId === plain.id)!;
    expect(plainLine).toMatchObject({ quantity: 3, unitPriceOre: plain.shopPriceOre, lineTotalOre: plain.shopPriceOre! * 3 });
    expect(plainLine.href).toMatch(/^\/en\/products\//);
    const optionLines = cart!.items.filter((item) => item.productId === withOptions.id);
    expect(optionLines[0]).toMatchObject({ quantity: 2 });
    expect(optionLines[0]!.options[0]).toContain(": ");
    expect(optionLines).toHaveLength(first && first.options.length > 1 ? 2 : 1);
    expect(cart!.totalItems).toBe(cart!.items.reduce((sum, item) => sum + item.quantity, 0));
    expect(cart!.subtotalOre).toBe(cart!.items.reduce((sum, item) => sum + item.unitPriceOre * item.quantity, 0));
  });

  it("refuses unknown and inactive products, missing options and quantities past the bound", async () => {
    const { plain, withOptions } = await seededProducts(db);
    const owner = guest();
    expect(await addToCart(db, owner, { productId: "00000000-0000-4000-8000-000000000000", quantity: 1, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.productNotFound",
    });
    const inactive = await createProduct(db, { isActive: false });
    expect(await addToCart(db, owner, { productId: inactive.id, quantity: 1, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.productNotFound",
    });
    expect(await addToCart(db, owner, { productId: withOptions.id, quantity: 1, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.chooseOptions",
    });
    expect(
      await addToCart(db, owner, {
        productId: withOptions.id,
        quantity: 1,
        attributes: { [withOptions.attributesSchema!.attributes[0]!.key]: "no-such-option" },
      }),
    ).toEqual({
      ok: false,
      error: "cart.toast.chooseOptions",
    });
    // Refusals before the first successful add create no cart.
    expect(await loadCart(db, owner, language)).toBeNull();
    expect(await addToCart(db, owner, { productId: plain.id, quantity: 1000, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.tooMany",
    });
    expect(await addToCart(db, owner, { productId: plain.id, quantity: 990, attributes: {} })).toMatchObject({ ok: true });
    expect(await addToCart(db, owner, { productId: plain.id, quantity: 10, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.tooMany",
    });
    expect((await loadCart(db, owner, language))!.items[0]!.quantity).toBe(990);
  });

  it("holds one restaurant's items only, the restaurant being the menu item's own", async () => {
    const { plain } = await seededProducts(db);
    const cafe = await createRestaurant(db);
    const pizzeria = await createRestaurant(db);
    const [waffles, juice] = [cafe.dish, pizzeria.dish];
    const owner = guest();
    expect(await addToCart(db, owner, { productId: waffles.id, quantity: 1, attributes: {} })).toMatchObject({ ok: true });
    expect(await addToCart(db, owner, { productId: juice.id, quantity: 1, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.mixedRestaurants",
    });
    expect(await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.mixedRestaurants",
    });
    // A request naming another restaurant, or a shop product as a restaurant's, is refused.
    expect(await addToCart(db, owner, { productId: waffles.id, quantity: 1, attributes: {}, restaurantId: pizzeria.id })).toEqual({
      ok: false,
      error: "cart.toast.productNotFound",
    });
    expect(await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {}, restaurantId: cafe.id })).toEqual({
      ok: false,
      error: "cart.toast.productNotFound",
    });
    expect((await loadCart(db, owner, language))!.restaurant).toEqual({ id: cafe.id, name: cafe.name });
    expect(await clearCart(db, owner)).toEqual({ ok: true, toast: "cart.toast.cleared" });
    expect(await addToCart(db, owner, { productId: juice.id, quantity: 1, attributes: {} })).toMatchObject({ ok: true });
    expect((await loadCart(db, owner, language))!.restaurantId).toBe(pizzeria.id);
  });

  it("ends 100 concurrent adds of one product to one cart with one line of quantity 100", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} })),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const cartRows = await db.select().from(carts).where(eq(carts.sessionId, owner.guestId));
    expect(cartRows).toHaveLength(1);
    const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, cartRows[0]!.id));
    expect(lines.map((line) => line.quantity)).toEqual([100]);
  });
});

describe("changing a line", () => {
  it("sets, removes at zero or below, and touches only the owner's lines", async () => {
    const { plain, other } = await seededProducts(db);
    const owner = guest();
    const stranger = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} });
    await addToCart(db, owner, { productId: other.id, quantity: 1, attributes: {} });
    const [line, otherLine] = (await loadCart(db, owner, language))!.items;
    expect(await setLineQuantity(db, owner, line!.id, 5)).toEqual({ ok: true, toast: null });
    expect(await setLineQuantity(db, owner, line!.id, 1000)).toEqual({ ok: false, error: "cart.toast.tooMany" });
    expect(await setLineQuantity(db, stranger, line!.id, 2)).toEqual({ ok: false, error: "cart.toast.updateFailed" });
    expect(await removeLine(db, stranger, line!.id)).toEqual({ ok: false, error: "cart.toast.removeFailed" });
    expect((await loadCart(db, owner, language))!.items[0]!.quantity).toBe(5);
    expect(await setLineQuantity(db, owner, otherLine!.id, 0)).toEqual({ ok: true, toast: "cart.toast.removed" });
    expect(await removeLine(db, owner, line!.id)).toEqual({ ok: true, toast: "cart.toast.removed" });
    expect((await loadCart(db, owner, language))!.items).toEqual([]);
  });
});

describe("a guest whose cart empties", () => {
  const requestWith = (cookie: string) => new Request("http://localhost/en/cart", { headers: { cookie } });
  const context = () => ({ db, origin: "http://localhost", logger: createLogger("silent") });

  it("keeps the guest cookie while the cart holds a line, and clears it (deleting the empty cart) once it holds none", async () => {
    const { plain, other } = await seededProducts(db);
    const owner = guest();
    const request = requestWith(`storefront_guest=${owner.guestId}; other=1`);
    await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} });
    await addToCart(db, owner, { productId: other.id, quantity: 2, attributes: {} });
    const [first, second] = (await loadCart(db, owner, language))!.items;
    await removeLine(db, owner, first!.id);
    expect(await endEmptyGuestVisit(request, context())).toEqual([]);
    expect((await loadCart(db, owner, language))!.totalItems).toBe(2);

    await setLineQuantity(db, owner, second!.id, 0);
    expect(await endEmptyGuestVisit(request, context())).toEqual(["storefront_guest=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
    expect(await db.select().from(carts).where(eq(carts.sessionId, owner.guestId))).toEqual([]);
    // A cleared cart goes the same way; a request without the cookie has nothing to end.
    const cleared = guest();
    await addToCart(db, cleared, { productId: plain.id, quantity: 1, attributes: {} });
    await clearCart(db, cleared);
    expect(
      await endEmptyGuestVisit(requestWith(`storefront_guest=${cleared.guestId}`), { ...context(), origin: "https://shop.example" }),
    ).toEqual(["storefront_guest=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure"]);
    expect(await endEmptyGuestVisit(requestWith("other=1"), context())).toEqual([]);
    // A malformed guest cookie keys nothing but would keep every page personal: it is cleared too.
    expect(await endEmptyGuestVisit(requestWith("storefront_guest=short"), context())).toHaveLength(1);
  });

  it("keeps the guest while any other kind of guest state (the quote basket to come) still holds something", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} });
    await clearCart(db, owner);
    const holdsSomething: GuestStateKind = { name: "quote basket", releaseIfEmpty: () => Promise.resolve(false) };
    expect(await releaseGuestIfEmpty(db, owner.guestId, [...GUEST_STATE_KINDS, holdsSomething])).toBe(false);
    expect(await db.select().from(carts).where(eq(carts.sessionId, owner.guestId))).toEqual([]);
    expect(await releaseGuestIfEmpty(db, owner.guestId)).toBe(true);
    // Releasing again (a stale cookie) is harmless.
    expect(await releaseGuestIfEmpty(db, owner.guestId)).toBe(true);
  });

  it("never deletes a guest cart that a concurrent add fills", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} });
    const [line] = (await loadCart(db, owner, language))!.items;
    await removeLine(db, owner, line!.id);
    const [, added] = await Promise.all([
      releaseGuestIfEmpty(db, owner.guestId),
      addToCart(db, owner, { productId: plain.id, quantity: 3, attributes: {} }),
    ]);
    expect(added).toMatchObject({ ok: true });
    // Whichever ran first, the line added is in a cart the guest id still finds.
    expect((await loadCart(db, owner, language))!.totalItems).toBe(3);
  });
});

describe("merging a guest cart on sign-in", () => {
  it("adds overlapping lines' quantities, moves the others, deletes the guest cart and counts the items", async () => {
    const { plain, other, withOptions } = await seededProducts(db);
    const user = await createUser(db);
    const choice = Object.fromEntries(
      withOptions.attributesSchema!.attributes.map((attribute) => [attribute.key, attribute.options[0]!.value]),
    );
    await addToCart(db, { userId: user.id }, { productId: plain.id, quantity: 2, attributes: {} });
    await addToCart(db, { userId: user.id }, { productId: withOptions.id, quantity: 1, attributes: choice });
    const visitor = guest();
    await addToCart(db, visitor, { productId: plain.id, quantity: 3, attributes: {} });
    await addToCart(db, visitor, { productId: other.id, quantity: 1, attributes: {} });
    await addToCart(db, visitor, {
      productId: withOptions.id,
      quantity: 4,
      attributes: Object.fromEntries(Object.entries(choice).reverse()),
    });

    expect(await mergeGuestCart(db, visitor.guestId, user.id)).toEqual({ mergedItems: 8 });
    const cart = await loadCart(db, { userId: user.id }, language);
    const quantities = Object.fromEntries(cart!.items.map((item) => [item.productId, item.quantity]));
    expect(quantities).toEqual({ [plain.id]: 5, [other.id]: 1, [withOptions.id]: 5 });
    expect(await loadCart(db, visitor, language)).toBeNull();
    // A second sign-in with the same (now stale) cookie merges nothing.
    expect(await mergeGuestCart(db, visitor.guestId, user.id)).toEqual({ mergedItems: 0 });
  });

  it("creates the user's cart when they had none, and keeps the guest cart when the merge fails", async () => {
    const { plain } = await seededProducts(db);
    const user = await createUser(db);
    const visitor = guest();
    await addToCart(db, visitor, { productId: plain.id, quantity: 2, attributes: {} });
    expect(await mergeGuestCart(db, visitor.guestId, user.id)).toEqual({ mergedItems: 2 });
    expect((await loadCart(db, { userId: user.id }, language))!.totalItems).toBe(2);

    const { dish: waffles } = await createRestaurant(db);
    const other = guest();
    expect(await addToCart(db, other, { productId: waffles.id, quantity: 1, attributes: {} })).toMatchObject({ ok: true });
    await expect(mergeGuestCart(db, other.guestId, user.id)).rejects.toThrow(/restaurant/);
    expect((await loadCart(db, other, language))!.totalItems).toBe(1);
    expect((await loadCart(db, { userId: user.id }, language))!.totalItems).toBe(2);
  });
});

describe("deactivated products", () => {
  it("keeps the line in the cart with its stored price and no product link", async () => {
    const product = await createProduct(db);
    const owner = guest();
    await addToCart(db, owner, { productId: product.id, quantity: 1, attributes: {} });
    await db.update(products).set({ isActive: false, shopPriceOre: 1 }).where(eq(products.id, product.id));
    const [line] = (await loadCart(db, owner, language))!.items;
    expect(line).toMatchObject({ unitPriceOre: 4990, href: null });
  });
});
