import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { osloToday } from "~/lib/quotes";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { addToCart } from "~/server/cart/commands.server";
import type { Database } from "~/server/db/client.server";
import { admins, factories, products, quoteRequestItems, restaurantOrders } from "~/server/db/schema";
import { addToQuote } from "~/server/quotes/basket.server";
import { sendQuote, submitQuoteRequest } from "~/server/quotes/commands.server";
import { quoteSentMail } from "~/server/quotes/mail.server";
import { loadQuote } from "~/server/quotes/queries.server";
import { restaurantOrderMail } from "~/server/restaurants/mail.server";
import { placeRestaurantOrder } from "~/server/restaurants/orders.server";
import { loadTrackedOrder } from "~/server/restaurants/views.server";
import { createProduct, createUser, guest, seededMenu } from "../factories/commerce";
import { createTestDatabase, type TestDatabase, testEngine } from "../support/database";

let database: TestDatabase;
let db: Database;
let factoryId: string;
const english = { code: "en", direction: "ltr" as const, siteName: "Fjellgarden" };

beforeAll(async () => {
  database = await createTestDatabase("seeded");
  db = database.handle.db;
  factoryId = (await db.select({ id: factories.id }).from(factories).limit(1))[0]!.id;
});

afterAll(async () => {
  await database?.destroy();
});

describe(`currency columns on ${testEngine()}`, () => {
  it("every priced table has a currency: text, not null, 'NOK' unless the row says otherwise, three capitals", async () => {
    const columns = await db.execute<{ table_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
      sql`select table_name, data_type, is_nullable, column_default from information_schema.columns
          where table_schema = 'public' and column_name = 'currency' order by table_name`,
    );
    const byTable = new Map(columns.rows.map((row) => [row.table_name, row]));
    for (const table of ["products", "carts", "orders", "payments", "quote_request_items", "restaurant_orders"]) {
      expect(byTable.get(table), table).toMatchObject({ data_type: "text", is_nullable: "NO" });
      expect(byTable.get(table)!.column_default, table).toContain("'NOK'");
    }
    const checks = await db.execute<{ conname: string }>(
      sql`select conname from pg_constraint where conname like '%currency_format' order by conname`,
    );
    expect(checks.rows.map((row) => row.conname)).toEqual(
      expect.arrayContaining(["quote_request_items_currency_format", "restaurant_orders_currency_format"]),
    );
  });

  it("a quote's items take their product's currency, and the quote, its page and its mail show it", async () => {
    const euro = await createProduct(db, { currency: "EUR", shopPriceOre: 1250 });
    const owner = guest();
    await addToQuote(db, owner, euro.id);
    const submitted = await submitQuoteRequest(db, {
      owner,
      factoryId,
      languageCode: "en",
      defaultLanguageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
      details: {
        name: "Kari Nordmann",
        company: "Fjellkafeen AS",
        email: "kari@example.com",
        phone: "91234567",
        orgNumber: null,
        postcode: "2670",
        deliveryDate: "2099-01-15",
        message: "",
      },
    });
    if (!submitted.ok) throw new Error("submit failed");
    const items = await db.select().from(quoteRequestItems).where(eq(quoteRequestItems.quoteId, submitted.quoteId));
    expect(items.map((item) => item.currency)).toEqual(["EUR"]);

    const user = await createUser(db, `currency-desk-${crypto.randomUUID()}@example.com`);
    await db.insert(admins).values({ userId: user.id, factoryId, role: "admin", isActive: true });
    const actor: AdminActor = { user: { id: user.id, name: user.name, email: user.email, passwordChangeRequired: false }, factoryId };
    const quote = (await loadQuote(db, submitted.quoteId))!;
    await sendQuote(db, actor, quote.id, {
      prices: { [quote.lines[0]!.id]: 1250 },
      discountPercent: 0,
      validUntil: osloToday(),
      message: "",
    });
    const sent = (await loadQuote(db, submitted.quoteId))!;
    expect(sent.currency).toBe("EUR");
    const mail = quoteSentMail(sent, english, "https://example.com/quotes/x");
    expect(mail.text).toContain("€12.50");
    expect(mail.text).not.toContain("NOK");
  });

  it("a restaurant order takes its menu's currency, and its tracking page and mail show it", async () => {
    const menu = await seededMenu(db);
    // This test's database only: the café's juice is priced in euros.
    await db.update(products).set({ currency: "EUR" }).where(eq(products.id, menu.juice.id));
    const owner = guest();
    expect(await addToCart(db, owner, { productId: menu.juice.id, quantity: 2, attributes: {} })).toMatchObject({ ok: true });
    const placed = await placeRestaurantOrder(db, {
      owner,
      restaurantId: menu.pizzeria.id,
      factoryId: menu.pizzeria.factoryId,
      languageCode: "en",
      defaultLanguageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
      fulfilment: "pickup",
      requestedAt: null,
      contact: { name: "Kari Nordmann", phone: "+4791234500", email: null },
      address: null,
      paymentMethod: "pay_at_pickup",
      notes: null,
      // Monday 17:00 in Oslo: the pizzeria is open.
      now: new Date("2026-01-12T16:00:00Z"),
    });
    expect(placed).toMatchObject({ ok: true });
    if (!placed.ok) return;
    const [order] = await db.select().from(restaurantOrders).where(eq(restaurantOrders.id, placed.orderId));
    expect(order!.currency).toBe("EUR");
    const tracked = (await loadTrackedOrder(db, placed.orderId))!;
    expect(tracked.currency).toBe("EUR");
    const mail = restaurantOrderMail(
      {
        id: order!.id,
        orderNumber: order!.orderNumber,
        email: "kari@example.com",
        restaurantName: "Pizzeria",
        timeZone: "Europe/Oslo",
        fulfilment: "pickup",
        estimatedReadyAt: order!.estimatedReadyAt,
        address: null,
        paymentMethod: order!.paymentMethod,
        totalOre: order!.totalOre,
        currency: order!.currency,
        vat: order!.vatBreakdown,
        lines: [{ title: "Apple juice", options: [], quantity: 2, lineTotalOre: order!.totalOre }],
      },
      english,
      "https://example.com/track",
    );
    expect(mail.text).toContain("€");
    expect(mail.text).not.toContain("NOK");
  });
});
