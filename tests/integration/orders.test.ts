import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { includedVat } from "~/lib/vat";
import { addToCart } from "~/server/cart/commands.server";
import { findCart } from "~/server/cart/owner.server";
import { loadCart } from "~/server/cart/queries.server";
import type { Database } from "~/server/db/client.server";
import { cartItems, factories, orderLines, orders, outbox, products } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer } from "~/server/mail/mailer.server";
import { parseCheckoutForm } from "~/server/orders/checkout-form.server";
import { paymentMethodsFor } from "~/server/orders/payment-providers.server";
import { type CheckoutDetails, MAX_OPEN_GUEST_ORDERS, moveOrder, placeOrder } from "~/server/orders/commands.server";
import { sendOrderConfirmation } from "~/server/orders/mail.server";
import { checkoutLines, loadOrder, mayViewOrder } from "~/server/orders/queries.server";
import { loadSite } from "~/server/site/queries.server";
import { createProduct, createUser, guest, seededMenu, seededProducts } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

const database = useTestDatabase();
let db: Database;
let factoryId: string;
const cartLanguage = { languageCode: "en", defaultLanguageCode: "nb", localize: (path: string) => path };

beforeAll(async () => {
  db = database.handle.db;
  factoryId = (await db.select({ id: factories.id }).from(factories).limit(1))[0]!.id;
});

const details: CheckoutDetails = {
  contact: { name: "Kari Nordmann", email: "kari@example.com", phone: "91234567" },
  delivery: { method: "delivery", addressLine: "Storgata 1", postcode: "2670", city: "Otta" },
  paymentMethod: "invoice",
};
// Each order its own guest address: a guest may have only a few unconfirmed orders at once.
const order = (
  owner: Parameters<typeof placeOrder>[1]["owner"],
  idempotencyKey = crypto.randomUUID(),
  email = `kari-${crypto.randomUUID()}@example.com`,
) =>
  placeOrder(db, {
    ...details,
    contact: { ...details.contact, email },
    owner,
    factoryId,
    languageCode: "en",
    defaultLanguageCode: "nb",
    idempotencyKey,
  });

describe("placing an order", () => {
  it("writes the order and its lines with the products' current prices and VAT, numbers it and empties the cart", async () => {
    const { plain, other } = await seededProducts(db);
    const goods = await createProduct(db, { shopPriceOre: 19900, vatRatePercent: 25 });
    const owner = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 2, attributes: {} });
    await addToCart(db, owner, { productId: other.id, quantity: 1, attributes: {} });
    await addToCart(db, owner, { productId: goods.id, quantity: 1, attributes: {} });
    // A tampered cart price (or one from before a price change) is not what the order charges.
    const cart = await findCart(db, owner);
    await db.update(cartItems).set({ unitPriceOre: 1 }).where(eq(cartItems.cartId, cart!.id));

    const result = await order(owner);
    expect(result).toMatchObject({ ok: true, replayed: false });
    if (!result.ok) return;
    const placed = await loadOrder(db, result.orderId);
    const food = plain.shopPriceOre! * 2 + other.shopPriceOre!;
    expect(placed).toMatchObject({
      status: "placed",
      subtotalOre: food + 19900,
      totalOre: food + 19900,
      vatOre: includedVat(food, 15) + includedVat(19900, 25),
    });
    expect(placed!.vat.map((line) => line.ratePercent)).toEqual([25, 15]);
    expect(placed!.lines.map((line) => [line.quantity, line.unitPriceOre, line.vatRatePercent])).toEqual([
      [2, plain.shopPriceOre, 15],
      [1, other.shopPriceOre, 15],
      [1, 19900, 25],
    ]);
    expect(placed!.lines[0]!.title).not.toBe("");
    expect(result.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([]);
    expect(await order(owner)).toEqual({ ok: false, error: "cartEmpty" });
  });

  it("makes exactly one order from 50 concurrent submissions with one idempotency key", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 3, attributes: {} });
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => order(owner, key, "same-buyer@example.com")));
    const ids = new Set(results.map((result) => (result.ok ? result.orderId : result.error)));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.ok && !result.replayed)).toHaveLength(1);
    const rows = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, rows[0]!.id))).toHaveLength(1);
    // The key belongs to its buyer: someone else presenting it gets nothing.
    const stranger = guest();
    await addToCart(db, stranger, { productId: plain.id, quantity: 1, attributes: {} });
    expect(await order(stranger, key)).toEqual({ ok: false, error: "keyUsed" });
  });

  it("gives concurrent orders of different buyers distinct, consecutive numbers", async () => {
    const { plain } = await seededProducts(db);
    const buyers = Array.from({ length: 8 }, () => guest());
    for (const buyer of buyers) await addToCart(db, buyer, { productId: plain.id, quantity: 1, attributes: {} });
    const before = (
      await db.execute<{ n: number }>(sql`select coalesce(max(order_number), 0)::int as n from orders where factory_id = ${factoryId}`)
    ).rows[0]!.n;
    const results = await Promise.all(buyers.map((buyer) => order(buyer)));
    const numbers = results.map((result) => (result.ok ? result.orderNumber : -1)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => before + index + 1));
  });

  it("refuses a product deactivated after it was added, naming it, and keeps the cart", async () => {
    const product = await createProduct(db, { name: "Seasonal Cloudberry Jam" });
    const owner = guest();
    await addToCart(db, owner, { productId: product.id, quantity: 1, attributes: {} });
    await db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await order(owner)).toEqual({ ok: false, error: "unavailable", products: ["Seasonal Cloudberry Jam"] });
    const cart = await findCart(db, owner);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);
  });
});

describe("what the shop's checkout takes", () => {
  const pizza = (menu: Awaited<ReturnType<typeof seededMenu>>) => ({
    productId: menu.margherita.id,
    quantity: 1,
    attributes: { size: "large", extras: ["cheese"] },
    secondHalfId: menu.pepperoni.id,
  });

  it("refuses a pizza added after the route's check, seen under the cart's lock, and leaves the cart to the restaurant's checkout", async () => {
    const menu = await seededMenu(db);
    const owner = guest();
    // The route's check: no cart, or no restaurant's cart, so it goes on to place the order ...
    expect((await findCart(db, owner))?.restaurantId ?? null).toBeNull();
    // ... while an add of a pizza commits ...
    expect(await addToCart(db, owner, pizza(menu))).toMatchObject({ ok: true });
    // ... and the order, which locks the cart only now, sees it.
    expect(await order(owner)).toEqual({ ok: false, error: "restaurantItems", restaurantId: menu.pizzeria.id });
    expect(await db.select().from(orders).where(eq(orders.guestSessionId, owner.guestId))).toHaveLength(0);
    expect((await loadCart(db, owner, cartLanguage))!.items).toHaveLength(1);
  });

  it.runIf(testEngine() === "postgres")(
    "refuses a pizza whose add, on another connection, commits while the order waits for the cart's lock",
    async () => {
      const menu = await seededMenu(db);
      const { plain } = await seededProducts(db);
      const owner = guest();
      // An empty cart of no restaurant: the route's check lets the checkout through.
      await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} });
      await db.delete(cartItems).where(eq(cartItems.cartId, (await findCart(db, owner))!.id));
      expect((await findCart(db, owner))!.restaurantId).toBeNull();
      const waiting = async () =>
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]!.n;
      const untilWaiting = async (n: number) => {
        for (let tries = 0; (await waiting()) < n; tries += 1) {
          if (tries > 500) throw new Error(`not ${n} waiting`);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // Connection 1 holds the cart's row lock for a moment (any other cart call would).
      const holder = db.transaction(async (tx) => {
        await findCart(tx, owner, true);
        locked();
        await held;
      });
      await lockTaken;
      // Connection 2: the add of a pizza queues for the lock first ...
      const adding = addToCart(db, owner, pizza(menu));
      await untilWaiting(1);
      // ... connection 3: the order, its route's check long passed, queues behind it.
      const placing = order(owner);
      await untilWaiting(2);
      release();
      const [, added, result] = await Promise.all([holder, adding, placing]);
      expect(added).toMatchObject({ ok: true });
      expect(result).toEqual({ ok: false, error: "restaurantItems", restaurantId: menu.pizzeria.id });
      expect(await db.select().from(orders).where(eq(orders.guestSessionId, owner.guestId))).toHaveLength(0);
      expect((await loadCart(db, owner, cartLanguage))!.items).toHaveLength(1);
    },
  );

  it("prices every line as the cart did: one pricing for the cart and the checkout", async () => {
    const menu = await seededMenu(db);
    const owner = guest();
    await addToCart(db, owner, pizza(menu));
    const cart = (await loadCart(db, owner, cartLanguage))!;
    const lines = await checkoutLines(db, cart.id, cartLanguage);
    // The dearer half, large, with extra cheese: never the product's plain price.
    expect(lines.map((line) => [line.unitPriceOre, line.restaurantId])).toEqual([[cart.items[0]!.unitPriceOre, menu.pizzeria.id]]);
    expect(lines[0]!.unitPriceOre).toBeGreaterThan(menu.pepperoni.shopPriceOre);
  });

  it("lets a guest hold only a few unconfirmed orders at once, known by their e-mail address", async () => {
    const { plain } = await seededProducts(db);
    const email = `busy-${crypto.randomUUID()}@example.com`;
    const placed: string[] = [];
    for (let index = 0; index < MAX_OPEN_GUEST_ORDERS; index += 1) {
      const owner = guest();
      await addToCart(db, owner, { productId: plain.id, quantity: 1, attributes: {} });
      const result = await order(owner, crypto.randomUUID(), email);
      if (!result.ok) throw new Error(`order ${index} refused: ${result.error}`);
      placed.push(result.orderId);
    }
    const next = guest();
    await addToCart(db, next, { productId: plain.id, quantity: 1, attributes: {} });
    expect(await order(next, crypto.randomUUID(), email.toUpperCase())).toEqual({ ok: false, error: "openOrders" });
    // Once the factory confirms one, the guest may order again; a signed-in buyer is not counted.
    await db.transaction((tx) => moveOrder(tx, { orderId: placed[0]!, to: "confirmed" }));
    expect(await order(next, crypto.randomUUID(), email)).toMatchObject({ ok: true });
    const user = await createUser(db);
    await addToCart(db, { userId: user.id }, { productId: plain.id, quantity: 1, attributes: {} });
    expect(await order({ userId: user.id }, crypto.randomUUID(), email)).toMatchObject({ ok: true });
  });

  it("refuses an order whose total no order can hold, before writing anything", async () => {
    const dear = await createProduct(db, { shopPriceOre: 2_000_000_000 });
    const owner = guest();
    await addToCart(db, owner, { productId: dear.id, quantity: 2, attributes: {} });
    expect(await order(owner)).toEqual({ ok: false, error: "tooLarge" });
    expect((await loadCart(db, owner, cartLanguage))!.items).toHaveLength(1);
  });
});

describe("the checkout form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  const valid = {
    idempotencyKey: crypto.randomUUID(),
    name: "Kari",
    email: "Kari@Example.com ",
    phone: "912 34 567",
    deliveryMethod: "pickup",
    paymentMethod: "pay_on_pickup",
    terms: "on",
  };

  it("ignores posted prices and totals, and normalises contact details", () => {
    const parsed = parseCheckoutForm(form({ ...valid, unitPriceOre: "1", totalOre: "1", subtotal: "0", price: "0" }));
    expect(parsed).toEqual({
      ok: true,
      idempotencyKey: valid.idempotencyKey,
      details: {
        contact: { name: "Kari", email: "kari@example.com", phone: "91234567" },
        delivery: { method: "pickup" },
        paymentMethod: "pay_on_pickup",
      },
    });
  });

  it("needs a Norwegian 4-digit postcode and an address for delivery, the terms, and a payment method that fits", () => {
    const delivery = { ...valid, deliveryMethod: "delivery", paymentMethod: "invoice", addressLine: "Storgata 1", city: "Otta" };
    for (const postcode of ["123", "12345", "abcd", "0150 "]) {
      const parsed = parseCheckoutForm(form({ ...delivery, postcode }));
      if (postcode === "0150 ") expect(parsed.ok).toBe(true);
      else expect(parsed).toMatchObject({ ok: false, errors: { postcode: "checkout.error.postcode" } });
    }
    expect(parseCheckoutForm(form({ ...delivery, postcode: "2670", paymentMethod: "pay_on_pickup" }))).toMatchObject({
      ok: false,
      errors: { paymentMethod: "checkout.error.payment" },
    });
    expect(parseCheckoutForm(form({ ...valid, terms: "" }))).toMatchObject({ ok: false, errors: { terms: "checkout.error.terms" } });
    expect(parseCheckoutForm(form({ ...valid, paymentMethod: "free" }))).toMatchObject({
      ok: false,
      errors: { paymentMethod: "checkout.error.paymentNotOffered" },
    });
    expect(parseCheckoutForm(form({ ...valid, idempotencyKey: "x" }))).toMatchObject({ ok: false, formError: "checkout.error.keyUsed" });
    expect(parseCheckoutForm(form({ ...valid, email: "nope", phone: "12" }))).toMatchObject({
      ok: false,
      errors: { email: "checkout.error.email", phone: "checkout.error.phone" },
    });
  });

  it("refuses card and Vipps when no payment provider is configured, and takes them when one is", () => {
    // This build ships no provider: the default (configured) list is empty.
    expect(paymentMethodsFor(null)).toEqual(["invoice", "pay_on_pickup"]);
    for (const paymentMethod of ["card", "vipps"]) {
      expect(parseCheckoutForm(form({ ...valid, paymentMethod }))).toMatchObject({
        ok: false,
        errors: { paymentMethod: "checkout.error.paymentNotOffered" },
      });
    }
    const configured = [{ id: "vipps" }];
    expect(parseCheckoutForm(form({ ...valid, paymentMethod: "vipps" }), configured)).toMatchObject({
      ok: true,
      details: { paymentMethod: "vipps" },
    });
    expect(parseCheckoutForm(form({ ...valid, paymentMethod: "card" }), configured)).toMatchObject({
      ok: false,
      errors: { paymentMethod: "checkout.error.paymentNotOffered" },
    });
  });
});

describe("who sees an order", () => {
  it("its signed-in owner, the browser holding its key, the e-mail's link; nobody else", async () => {
    const { plain } = await seededProducts(db);
    const user = await createUser(db);
    await addToCart(db, { userId: user.id }, { productId: plain.id, quantity: 1, attributes: {} });
    const result = await order({ userId: user.id });
    if (!result.ok) throw new Error("order refused");
    const placed = (await loadOrder(db, result.orderId))!;
    const nobody = { userId: null, browserToken: null, linkToken: null };
    expect(mayViewOrder(placed, { ...nobody, userId: user.id })).toBe(true);
    expect(mayViewOrder(placed, { ...nobody, browserToken: result.accessToken })).toBe(true);
    expect(mayViewOrder(placed, { ...nobody, linkToken: result.accessToken })).toBe(true);
    expect(mayViewOrder(placed, nobody)).toBe(false);
    // A key one character off (the last one changed, whatever it was) opens nothing.
    const wrongKey = `${result.accessToken.slice(0, -1)}${result.accessToken.endsWith("A") ? "B" : "A"}`;
    expect(mayViewOrder(placed, { ...nobody, userId: "someone-else", linkToken: wrongKey })).toBe(false);
  });
});

describe("the confirmation e-mail", () => {
  it("goes to the outbox in the buyer's language, as text and HTML, with the order's link", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToCart(db, owner, { productId: plain.id, quantity: 2, attributes: {} });
    const result = await placeOrder(db, {
      ...details,
      owner,
      factoryId,
      languageCode: "nb",
      defaultLanguageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
    });
    if (!result.ok) throw new Error("order refused");
    const site = await loadSite(db);
    const mailer = createMailer({ db, logger: createLogger("silent"), from: "shop@example.com" });
    await sendOrderConfirmation({ db, mailer, origin: "https://shop.example" }, site, (await loadOrder(db, result.orderId))!);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "kari@example.com"))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(mail!.subject).toContain(`Ordrebekreftelse ${result.orderNumber}`);
    expect(mail!.text).toContain(`https://shop.example/order-success/${result.orderId}?key=${result.accessToken}`);
    expect(mail!.text).toContain("Herav mva. 15 %");
    expect(mail!.html).toContain('dir="ltr"');
    expect(mail!.html).toContain("Se bestillingen");
  });
});
