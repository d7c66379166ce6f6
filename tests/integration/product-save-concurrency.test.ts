// An admin saving a product while checkouts take its stock (issue 31: the soak on PostgreSQL saw
// `POST /admin/products/:id` answer 500 now and then). The checkout locks the product's row for its
// stock first and then writes rows that point at the factory (the order number counter, the order),
// which takes a key-share lock on the factory's row; the save must never hold a lock on the factory
// that blocks that while it waits for the product's row, or the two deadlock (40P01).
//
// PostgreSQL only: PGlite serves one connection, so a second transaction cannot start while the first
// is open and the two can never wait on each other.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProductInput } from "~/lib/admin/product-form";
import { saveProduct } from "~/server/catalog/product-commands.server";
import { lockTrackedStock } from "~/server/catalog/stock-commands.server";
import type { Database } from "~/server/db/client.server";
import { orderLines, orders, products } from "~/server/db/schema";
import { addToCart } from "~/server/cart/commands.server";
import { placeOrder, writeOrder } from "~/server/orders/commands.server";
import { createProduct, guest } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

// A connection for each of the second test's 32 transactions, so that they wait on the product's row
// lock (what is tested) and not for the pool (4, whose 5 s wait a loaded machine can exceed).
const database = useTestDatabase({ admin: "concurrent-save", poolMax: 34 });
let db: Database;

beforeAll(() => {
  db = database.handle.db;
});

/** The product form's input for `product` with a new price and name, as the admin's form sends it. */
function edited(product: { slug: string; name: string }, priceOre: number, turn: number): ProductInput {
  return {
    translations: [{ languageCode: "nb", name: `${product.name} (${turn})`, slug: product.slug, description: null, packageSize: null }],
    shopPriceOre: priceOre,
    vatRatePercent: 15,
    priceRange: null,
    barcode: null,
    sku: null,
    attributesSchema: null,
    categoryIds: [],
    isActive: true,
    isFeatured: false,
  };
}

/** Resolves once another session of this database waits for a row lock (the save queued behind the checkout). */
async function someoneWaitsForALock(timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error(`no session waited for a lock within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(testEngine() !== "postgres")(`an admin's product save beside checkouts on ${testEngine()}`, () => {
  it("waits for a checkout that holds the product's stock lock, and both commit (no deadlock)", async () => {
    const product = await createProduct(db, { stockQuantity: 100 });
    const buyer = guest();
    // Settled into a value at once: a deadlock's error is the test's answer, not an unhandled rejection.
    const saves: Promise<unknown>[] = [];
    // The checkout's own order of work (writeOrder): the tracked rows locked for the stock, then the
    // counter and the order, which point at the factory. The save starts between the two.
    const placed = await db.transaction(async (tx) => {
      await lockTrackedStock(tx, [product.id]);
      saves.push(
        saveProduct(db, database.actor, product.id, edited(product, 12_300, 1), { defaultCode: "nb" }).catch(
          (error: unknown) => `${String(error)} (${(error as { cause?: { code?: string } }).cause?.code ?? ""})`,
        ),
      );
      await someoneWaitsForALock();
      return writeOrder(tx, {
        factoryId: database.factoryId,
        userId: null,
        guestSessionId: buyer.guestId,
        languageCode: "nb",
        idempotencyKey: crypto.randomUUID(),
        contact: { name: "Kari Nordmann", email: "kari@example.com", phone: "91234567" },
        delivery: { method: "pickup" },
        paymentMethod: "invoice",
        lines: [
          {
            productId: product.id,
            title: product.name,
            sku: null,
            selectedAttributes: {},
            quantity: 2,
            unitPriceOre: 4990,
            vatRatePercent: 15,
          },
        ],
      });
    });
    expect(await saves[0]).toEqual({ ok: true, productId: product.id });
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stockQuantity: 98, shopPriceOre: 12_300 });
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.id, placed.id))).toHaveLength(1);
  });

  it("saves the product again and again while checkouts buy it, all of them succeeding", async () => {
    const product = await createProduct(db, { stockQuantity: 10_000 });
    const buyers = Array.from({ length: 24 }, () => guest());
    for (const buyer of buyers) await addToCart(db, buyer, { productId: product.id, quantity: 1, attributes: {} });
    const checkouts = buyers.map((owner) =>
      placeOrder(db, {
        owner,
        factoryId: database.factoryId,
        languageCode: "nb",
        defaultLanguageCode: "nb",
        idempotencyKey: crypto.randomUUID(),
        contact: { name: "Kari Nordmann", email: `kari-${crypto.randomUUID()}@example.com`, phone: "91234567" },
        delivery: { method: "pickup" },
        paymentMethod: "invoice",
      }),
    );
    const saves = Array.from({ length: 8 }, (_, turn) =>
      saveProduct(db, database.actor, product.id, edited(product, 5_000 + turn * 100, turn), { defaultCode: "nb" }),
    );
    const settled = await Promise.allSettled([...checkouts, ...saves]);
    expect(
      settled.filter((result) => result.status === "rejected").map((result) => String((result as PromiseRejectedResult).reason)),
    ).toEqual([]);
    expect(settled.every((result) => result.status === "fulfilled" && (result.value as { ok: boolean }).ok)).toBe(true);
    const sold = await db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.productId, product.id));
    expect(sold).toHaveLength(24);
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(10_000 - 24);
  });
});
