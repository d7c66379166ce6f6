import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "~/server/cart/commands.server";
import { loadCart } from "~/server/cart/queries.server";
import type { Database } from "~/server/db/client.server";
import { cartItems, products, restaurantMenuItems, restaurantsI18n } from "~/server/db/schema";
import { guest, seededMenu } from "../factories/commerce";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let db: Database;
const language = { languageCode: "en", defaultLanguageCode: "nb", localize: (path: string) => `/en${path}` };

beforeAll(async () => {
  db = database.handle.db;
});

describe("restaurant lines in the cart", () => {
  it("prices a half-and-half pizza on the server: the dearer half in the chosen size, plus extras", async () => {
    const { margherita, reindeer } = await seededMenu(db);
    const owner = guest();
    // A forged price in the request is ignored.
    const result = await addToCart(db, owner, {
      productId: margherita.id,
      quantity: 2,
      attributes: { size: "large", extras: ["cheese", "bacon"], price: 1, total_price: 1 },
      secondHalfId: reindeer.id,
    });
    expect(result).toEqual({ ok: true, toast: "cart.toast.added" });
    const cart = (await loadCart(db, owner, language))!;
    expect(cart.items).toHaveLength(1);
    const expected = Math.max(margherita.shopPriceOre, reindeer.shopPriceOre) + 6000 + 2500 + 3000;
    expect(cart.items[0]).toMatchObject({ quantity: 2, unitPriceOre: expected, lineTotalOre: expected * 2 });
    expect(cart.items[0]!.name.split(" + ").sort()).toEqual(["½ Margherita", "½ Reindeer and chanterelle"]);
    expect(cart.items[0]!.options.join(" | ")).toContain("Extra cheese, Bacon");
    const [line] = await db.select().from(cartItems).where(eq(cartItems.id, cart.items[0]!.id));
    expect(line!.selectedAttributes).toMatchObject({
      is_half_and_half: true,
      restaurant_id: margherita.restaurantId,
      pricing_breakdown: { total_price: expected },
    });
    expect(line!.selectedAttributes).not.toHaveProperty("price");

    // The same pizza chosen from the other half (B + A) is the same line.
    expect(
      await addToCart(db, owner, {
        productId: reindeer.id,
        quantity: 1,
        attributes: { size: "large", extras: ["bacon", "cheese"] },
        secondHalfId: margherita.id,
      }),
    ).toMatchObject({ ok: true });
    const again = (await loadCart(db, owner, language))!;
    expect(again.items).toHaveLength(1);
    expect(again.items[0]!.quantity).toBe(3);
  });

  it("prices a whole item with its size, and refuses missing sizes, unknown extras and halves that cannot be combined", async () => {
    const { pepperoni, margherita, juice, coffee } = await seededMenu(db);
    const owner = guest();
    expect(await addToCart(db, owner, { productId: pepperoni.id, quantity: 1, attributes: { size: "medium" } })).toMatchObject({
      ok: true,
    });
    expect((await loadCart(db, owner, language))!.items[0]!.unitPriceOre).toBe(pepperoni.shopPriceOre);
    expect(await addToCart(db, owner, { productId: pepperoni.id, quantity: 1, attributes: {} })).toEqual({
      ok: false,
      error: "cart.toast.chooseOptions",
    });
    expect(
      await addToCart(db, owner, { productId: pepperoni.id, quantity: 1, attributes: { size: "medium", extras: ["gold-leaf"] } }),
    ).toEqual({ ok: false, error: "cart.toast.chooseOptions" });
    // A drink is no pizza half; a pizza cannot be its own other half; another restaurant's item is no half at all.
    expect(
      await addToCart(db, owner, { productId: pepperoni.id, quantity: 1, attributes: { size: "medium" }, secondHalfId: juice.id }),
    ).toEqual({ ok: false, error: "cart.toast.halfNotAllowed" });
    expect(
      await addToCart(db, owner, { productId: pepperoni.id, quantity: 1, attributes: { size: "medium" }, secondHalfId: pepperoni.id }),
    ).toEqual({ ok: false, error: "cart.toast.halfNotAllowed" });
    expect(
      await addToCart(db, owner, { productId: pepperoni.id, quantity: 1, attributes: { size: "medium" }, secondHalfId: coffee.id }),
    ).toEqual({ ok: false, error: "cart.toast.halfNotAllowed" });
    expect(await addToCart(db, owner, { productId: margherita.id, quantity: 1, attributes: { size: "large" } })).toMatchObject({
      ok: true,
    });
    expect((await loadCart(db, owner, language))!.items.find((item) => item.productId === margherita.id)!.unitPriceOre).toBe(
      margherita.shopPriceOre + 6000,
    );
  });

  it("refuses a sold-out item", async () => {
    const { waffles } = await seededMenu(db);
    await db.update(restaurantMenuItems).set({ isAvailable: false }).where(eq(restaurantMenuItems.productId, waffles.id));
    try {
      expect(await addToCart(db, guest(), { productId: waffles.id, quantity: 1, attributes: {} })).toEqual({
        ok: false,
        error: "cart.toast.productNotFound",
      });
    } finally {
      await db.update(restaurantMenuItems).set({ isAvailable: true }).where(eq(restaurantMenuItems.productId, waffles.id));
    }
  });
});

describe("the menus' cached pages", () => {
  it("are dropped when a menu item, a restaurant text or a dish's price changes", async () => {
    const heard: string[] = [];
    const listening = await database.handle.listen("page_cache", (payload) => heard.push(payload));
    try {
      const { juice, pizzeria } = await seededMenu(db);
      await db.update(restaurantMenuItems).set({ isAvailable: false }).where(eq(restaurantMenuItems.productId, juice.id));
      await db.update(restaurantMenuItems).set({ isAvailable: true }).where(eq(restaurantMenuItems.productId, juice.id));
      await db.update(restaurantsI18n).set({ description: "Pizza" }).where(eq(restaurantsI18n.restaurantId, pizzeria.id));
      await db.update(products).set({ shopPriceOre: juice.shopPriceOre }).where(eq(products.id, juice.id));
      const deadline = Date.now() + 10_000;
      while (heard.filter((payload) => payload === "restaurants").length < 3 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard.filter((payload) => payload === "restaurants")).toHaveLength(3);
      while (!heard.some((payload) => payload.includes(`product:${juice.id}`)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      // Menu pages are tagged 'restaurants' and 'catalog': a dish's price change reaches them.
      expect(heard.find((payload) => payload.includes(`product:${juice.id}`))).toContain("catalog");
    } finally {
      await listening.close();
    }
  });
});
