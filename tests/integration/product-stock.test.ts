import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { osloToday } from "~/lib/quotes";
import { listAudit } from "~/server/backoffice/audit.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { changeOrderStatus } from "~/server/orders/admin-commands.server";
import { listAdminProducts, lowStockProducts, parseProductListFilter } from "~/server/catalog/product-queries.server";
import { addToCart } from "~/server/cart/commands.server";
import { findCart } from "~/server/cart/owner.server";
import type { Database } from "~/server/db/client.server";
import { cartItems, orderLines, orders, products, quoteRequests } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createMailer } from "~/server/mail/mailer.server";
import { type CheckoutDetails, moveOrder, placeOrder } from "~/server/orders/commands.server";
import { addToQuote } from "~/server/quotes/basket.server";
import { acceptQuote, sendQuote, submitQuoteRequest } from "~/server/quotes/commands.server";
import { loadQuote } from "~/server/quotes/queries.server";
import { loadSite } from "~/server/site/queries.server";
import { createProduct, guest } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

const database = useTestDatabase({ admin: "stock-admin", listen: true });
let db: Database;
let factoryId: string;
let actor: AdminActor;
const { heard } = database;

beforeAll(async () => {
  db = database.handle.db;
  factoryId = database.factoryId;
  actor = database.actor;
});

const details: CheckoutDetails = {
  contact: { name: "Kari Nordmann", email: "kari@example.com", phone: "91234567" },
  delivery: { method: "pickup" },
  paymentMethod: "invoice",
};
const order = (owner: ReturnType<typeof guest>) =>
  placeOrder(db, { ...details, owner, factoryId, languageCode: "en", defaultLanguageCode: "nb", idempotencyKey: crypto.randomUUID() });
const stockOf = async (id: string) =>
  (await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = async (id: string) => (await db.select({ total: count() }).from(orderLines).where(eq(orderLines.productId, id)))[0]!.total;

async function waitFor(check: () => boolean, timeoutMs = 1_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`tracked stock on ${testEngine()}`, () => {
  it("sells the last unit once when two checkouts want it at the same moment", async () => {
    const product = await createProduct(db, { stockQuantity: 1 });
    const [first, second] = [guest(), guest()];
    await addToCart(db, first, { productId: product.id, quantity: 1, attributes: {} });
    await addToCart(db, second, { productId: product.id, quantity: 1, attributes: {} });

    const results = await Promise.all([order(first), order(second)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: "outOfStock", products: [product.name] }]);
    expect(await stockOf(product.id)).toBe(0);
    expect(await ordersOf(product.id)).toBe(1);
    // The refused buyer keeps their cart.
    const refused = results[0]!.ok ? second : first;
    const cart = await findCart(db, refused);
    expect(await db.select({ quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([
      { quantity: 1 },
    ]);
  });

  it("refuses a shortfall naming the product and writes nothing; untracked products are never short", async () => {
    const tracked = await createProduct(db, { stockQuantity: 2 });
    const untracked = await createProduct(db);
    const owner = guest();
    await addToCart(db, owner, { productId: tracked.id, quantity: 3, attributes: {} });
    await addToCart(db, owner, { productId: untracked.id, quantity: 50, attributes: {} });
    const [{ total: before }] = (await db.select({ total: count() }).from(orders)) as [{ total: number }];
    expect(await order(owner)).toEqual({ ok: false, error: "outOfStock", products: [tracked.name] });
    expect(await stockOf(tracked.id)).toBe(2);
    expect((await db.select({ total: count() }).from(orders))[0]!.total).toBe(before);

    const cart = await findCart(db, owner);
    await db.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.productId, tracked.id));
    expect(cart).not.toBeNull();
    const placed = await order(owner);
    expect(placed).toMatchObject({ ok: true });
    expect(await stockOf(tracked.id)).toBe(0);
    expect(await stockOf(untracked.id)).toBeNull();
    if (!placed.ok) return;
    const lines = await db
      .select({ productId: orderLines.productId, stockTaken: orderLines.stockTaken })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.orderId));
    expect(lines.find((line) => line.productId === tracked.id)!.stockTaken).toBe(2);
    expect(lines.find((line) => line.productId === untracked.id)!.stockTaken).toBe(0);

    // Cancelling gives the units back, once, and is audited with what went back.
    const site = await loadSite(db);
    const deps = {
      db,
      mailer: createMailer({ db, logger: createLogger("silent"), from: "shop@example.com" }),
      origin: "http://localhost:3000",
      logger: createLogger("silent"),
    };
    expect(await changeOrderStatus(deps, site, actor, placed.orderId, "cancelled")).toMatchObject({ ok: true });
    expect(await stockOf(tracked.id)).toBe(2);
    expect(await stockOf(untracked.id)).toBeNull();
    const [entry] = (await listAudit(db, factoryId, { page: 1, action: "order.status" })).entries;
    expect(entry!.after).toEqual({ status: "cancelled", restocked: [{ productId: tracked.id, quantity: 2 }] });
    expect(await changeOrderStatus(deps, site, actor, placed.orderId, "cancelled")).toEqual({ ok: false, reason: "not_allowed" });
    expect(await stockOf(tracked.id)).toBe(2);
  });

  it("restores stock through the orders domain's status move too, and only for products still tracked", async () => {
    const product = await createProduct(db, { stockQuantity: 5 });
    const owner = guest();
    await addToCart(db, owner, { productId: product.id, quantity: 3, attributes: {} });
    const placed = await order(owner);
    if (!placed.ok) throw new Error("not placed");
    expect(await stockOf(product.id)).toBe(2);
    await db.transaction((tx) => moveOrder(tx, { orderId: placed.orderId, to: "cancelled" }));
    expect(await stockOf(product.id)).toBe(5);

    const again = guest();
    await addToCart(db, again, { productId: product.id, quantity: 1, attributes: {} });
    const second = await order(again);
    if (!second.ok) throw new Error("not placed");
    await db.update(products).set({ stockQuantity: null }).where(eq(products.id, product.id));
    await db.transaction((tx) => moveOrder(tx, { orderId: second.orderId, to: "cancelled" }));
    expect(await stockOf(product.id)).toBeNull();
  });

  it("accepting a quote takes stock like a checkout; when short it refuses and the quote stays open", async () => {
    const product = await createProduct(db, { stockQuantity: 1 });
    const owner = guest();
    await addToQuote(db, owner, product.id);
    await addToQuote(db, owner, product.id);
    const submitted = await submitQuoteRequest(db, {
      owner,
      factoryId,
      languageCode: "en",
      defaultLanguageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
      details: {
        name: "Kari",
        company: "Kafé AS",
        email: "kari@example.com",
        phone: "91234567",
        orgNumber: null,
        postcode: "2670",
        deliveryDate: "2099-01-15",
        message: "",
      },
    });
    if (!submitted.ok) throw new Error("not submitted");
    const quote = (await loadQuote(db, submitted.quoteId))!;
    await sendQuote(db, actor, quote.id, {
      prices: Object.fromEntries(quote.lines.map((line) => [line.id, 1000])),
      discountPercent: 0,
      validUntil: osloToday(),
      message: "",
    });
    const pickup = { delivery: { method: "pickup" as const }, paymentMethod: "invoice" };
    expect(await acceptQuote(db, quote.id, pickup)).toEqual({ ok: false, error: "outOfStock", products: [quote.lines[0]!.title] });
    expect((await db.select({ status: quoteRequests.status }).from(quoteRequests).where(eq(quoteRequests.id, quote.id)))[0]!.status).toBe(
      "quoted",
    );
    expect(await stockOf(product.id)).toBe(1);

    await db.update(products).set({ stockQuantity: 4 }).where(eq(products.id, product.id));
    expect(await acceptQuote(db, quote.id, pickup)).toMatchObject({ ok: true, replayed: false });
    expect(await stockOf(product.id)).toBe(2);
  });

  it("drops a product's cached pages when its stock runs out or comes back, not on every sale", async () => {
    const product = await createProduct(db, { stockQuantity: 3 });
    const tag = `product:${product.id}`;
    await waitFor(() => heard.includes(tag));
    heard.length = 0;

    await db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, product.id));
    await db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, product.id));
    // Any change that is not stock still notifies (and marks where the quiet part ended).
    const marker = await createProduct(db);
    await waitFor(() => heard.includes(`product:${marker.id}`));
    expect(heard).not.toContain(tag);

    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product.id));
    await waitFor(() => heard.includes(tag));
    heard.length = 0;
    await db.update(products).set({ stockQuantity: 6 }).where(eq(products.id, product.id));
    await waitFor(() => heard.includes(tag));
    heard.length = 0;
    await db.update(products).set({ lowStockThreshold: 2 }).where(eq(products.id, product.id));
    await waitFor(() => heard.includes(tag));
  });

  it("lists low-stock products (tracked, at or below their threshold) for the dashboard and the filter", async () => {
    const low = await createProduct(db, { stockQuantity: 2, lowStockThreshold: 2 });
    const fine = await createProduct(db, { stockQuantity: 3, lowStockThreshold: 2 });
    const filtered = await listAdminProducts(db, factoryId, parseProductListFilter(new URLSearchParams({ stock: "low" })));
    const ids = filtered.products.map((product) => product.id);
    expect(ids).toContain(low.id);
    expect(ids).not.toContain(fine.id);
    expect(filtered.products.every((product) => product.stockQuantity !== null && product.stockQuantity <= product.lowStockThreshold)).toBe(
      true,
    );
    const card = await lowStockProducts(db, factoryId, 100);
    expect(card.total).toBe(filtered.total);
    expect(card.products.map((product) => product.id)).toContain(low.id);
  });
});
