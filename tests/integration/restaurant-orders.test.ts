import { and, eq, inArray, sql } from "drizzle-orm";
import { activeStatuses } from "~/lib/restaurant-orders";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "~/server/cart/commands.server";
import { loadCart } from "~/server/cart/queries.server";
import type { Database, DatabaseHandle, Listening } from "~/server/db/client.server";
import {
  cartItems,
  carts,
  restaurantOrderCounters,
  restaurantOrderEvents,
  restaurantOrderLines,
  restaurantOrders,
} from "~/server/db/schema";
import { DomainError } from "~/server/errors";
import { MAX_OPEN_GUEST_ORDERS } from "~/server/orders/commands.server";
import { orderEventsSince } from "~/server/restaurants/order-events-queries.server";
import { moveRestaurantOrder, type PlaceRestaurantOrderInput, placeRestaurantOrder } from "~/server/restaurants/orders.server";
import { attachEventStream, type EventSink, OrderEventHub } from "~/server/restaurants/realtime.server";
import { guest, seededMenu } from "../factories/commerce";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let db: Database;
const language = { languageCode: "en", defaultLanguageCode: "nb", localize: (path: string) => path };

beforeAll(async () => {
  db = database.handle.db;
});

// Monday 2026-01-12, 17:00 in Oslo: the pizzeria (15–22) is open; 03:00 it is not.
const open = new Date("2026-01-12T16:00:00Z");
const night = new Date("2026-01-12T02:00:00Z");

async function pizzaCart() {
  const menu = await seededMenu(db);
  const owner = guest();
  expect(
    await addToCart(db, owner, {
      productId: menu.margherita.id,
      quantity: 2,
      attributes: { size: "large", extras: ["cheese"] },
      secondHalfId: menu.pepperoni.id,
    }),
  ).toMatchObject({ ok: true });
  expect(await addToCart(db, owner, { productId: menu.juice.id, quantity: 1, attributes: {} })).toMatchObject({ ok: true });
  return { menu, owner };
}

function orderInput(
  owner: PlaceRestaurantOrderInput["owner"],
  restaurant: { id: string; factoryId: string },
  overrides: Partial<PlaceRestaurantOrderInput> = {},
): PlaceRestaurantOrderInput {
  return {
    owner,
    restaurantId: restaurant.id,
    factoryId: restaurant.factoryId,
    languageCode: "en",
    defaultLanguageCode: "nb",
    idempotencyKey: crypto.randomUUID(),
    fulfilment: "pickup",
    requestedAt: null,
    // Each order its own guest phone: a guest may have only a few open orders at once.
    contact: { name: "Kari Nordmann", phone: `+47${Math.floor(10_000_000 + Math.random() * 89_999_999)}`, email: null },
    address: null,
    paymentMethod: "pay_at_pickup",
    notes: "No basil, please",
    now: open,
    ...overrides,
  };
}

describe("placing a restaurant order", () => {
  it("prices every line again from the menu, writes the order, its lines and its first event, and empties the cart, once per key", async () => {
    const { menu, owner } = await pizzaCart();
    // A tampered cart line (a price written behind the cart's back) does not reach the order.
    await db.execute(
      sql`update cart_items set unit_price_ore = 1 where cart_id = (select id from carts where session_id = ${owner.guestId})`,
    );
    const input = orderInput(owner, menu.pizzeria);
    const placed = await placeRestaurantOrder(db, input);
    expect(placed).toMatchObject({ ok: true, replayed: false });
    if (!placed.ok) return;
    const pizzaPrice = menu.pepperoni.shopPriceOre + 6000 + 2500;
    const [order] = await db.select().from(restaurantOrders).where(eq(restaurantOrders.id, placed.orderId));
    expect(order).toMatchObject({
      status: "received",
      fulfilment: "pickup",
      serviceDate: "2026-01-12",
      totalOre: pizzaPrice * 2 + menu.juice.shopPriceOre,
      notes: "No basil, please",
    });
    expect(order!.estimatedReadyAt.getTime()).toBe(open.getTime() + menu.pizzeria.prepMinutes * 60_000);
    const lines = await db.select().from(restaurantOrderLines).where(eq(restaurantOrderLines.orderId, placed.orderId));
    expect(lines.map((line) => line.unitPriceOre).sort((a, b) => a - b)).toEqual(
      [menu.juice.shopPriceOre, pizzaPrice].sort((a, b) => a - b),
    );
    expect(
      lines
        .find((line) => line.unitPriceOre === pizzaPrice)!
        .title.split(" + ")
        .sort(),
    ).toEqual(["½ Margherita", "½ Pepperoni"]);
    const events = await db.select().from(restaurantOrderEvents).where(eq(restaurantOrderEvents.orderId, placed.orderId));
    expect(events.map((event) => event.status)).toEqual(["received"]);
    expect(await loadCart(db, owner, language)).toMatchObject({ items: [], restaurantId: null });

    expect(await placeRestaurantOrder(db, input)).toEqual({
      ok: true,
      orderId: placed.orderId,
      orderNumber: placed.orderNumber,
      replayed: true,
    });
    // Another buyer cannot use that key.
    expect(await placeRestaurantOrder(db, { ...input, owner: guest() })).toEqual({ ok: false, error: "keyUsed" });
  });

  it("refuses a closed restaurant, past and out-of-hours times, a missing service and another restaurant's checkout", async () => {
    const { menu, owner } = await pizzaCart();
    expect(await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { now: night }))).toEqual({ ok: false, error: "closed" });
    // Ordered at night for 16:00 (inside the hours): fine later; for 10:00 (closed) or a past time: refused.
    expect(
      await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { now: night, requestedAt: new Date("2026-01-12T09:00:00Z") })),
    ).toEqual({ ok: false, error: "slot" });
    expect(await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { requestedAt: new Date("2026-01-12T15:45:00Z") }))).toEqual({
      ok: false,
      error: "slot",
    });
    expect(await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { requestedAt: new Date("2026-01-12T17:07:00Z") }))).toEqual({
      ok: false,
      error: "slot",
    });
    expect(
      await placeRestaurantOrder(
        db,
        orderInput(owner, menu.cafe, { fulfilment: "delivery", address: { addressLine: "Storgata 1", postcode: "2670", city: "Otta" } }),
      ),
    ).toEqual({ ok: false, error: "fulfilment" });
    expect(await placeRestaurantOrder(db, orderInput(owner, menu.cafe, { now: new Date("2026-01-12T10:00:00Z") }))).toEqual({
      ok: false,
      error: "cartEmpty",
    });
    const later = await placeRestaurantOrder(
      db,
      orderInput(owner, menu.pizzeria, { now: night, requestedAt: new Date("2026-01-12T16:00:00Z") }),
    );
    expect(later).toMatchObject({ ok: true });
    if (later.ok) {
      const [order] = await db.select().from(restaurantOrders).where(eq(restaurantOrders.id, later.orderId));
      expect(order!.estimatedReadyAt.toISOString()).toBe("2026-01-12T16:00:00.000Z");
    }
  });

  it("numbers orders per restaurant and day from 1, round after 999", async () => {
    const { menu, owner } = await pizzaCart();
    // An empty queue (earlier tests' orders are done).
    await db.update(restaurantOrders).set({ status: "completed" }).where(eq(restaurantOrders.restaurantId, menu.pizzeria.id));
    const day = new Date("2026-02-02T16:00:00Z");
    const first = await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { now: day }));
    expect(first).toMatchObject({ ok: true, orderNumber: 1 });
    // Picked up and done, #1 is free again (one still on the queue would be skipped: the next test).
    if (first.ok) await db.update(restaurantOrders).set({ status: "completed" }).where(eq(restaurantOrders.id, first.orderId));
    await db.update(restaurantOrderCounters).set({ lastNumber: 999 }).where(eq(restaurantOrderCounters.serviceDate, "2026-02-02"));
    const second = await pizzaCart();
    expect(await placeRestaurantOrder(db, orderInput(second.owner, menu.pizzeria, { now: day }))).toMatchObject({
      ok: true,
      orderNumber: 1,
    });
  });

  it("never gives a number that an order still on the queue holds, whatever day it was ordered; refuses when all 999 are held", async () => {
    const { menu, owner } = await pizzaCart();
    await db.update(restaurantOrders).set({ status: "completed" }).where(eq(restaurantOrders.restaurantId, menu.pizzeria.id));
    const day = new Date("2026-03-02T16:00:00Z");
    const place = async (input: PlaceRestaurantOrderInput) => {
      const placed = await placeRestaurantOrder(db, input);
      if (!placed.ok) throw new Error(`refused: ${placed.error}`);
      return placed;
    };
    // Yesterday's #1 is still being made; today's #2 is ready; #3 is done.
    const yesterday = await place(orderInput(owner, menu.pizzeria, { now: new Date("2026-03-01T16:00:00Z") }));
    expect(yesterday.orderNumber).toBe(1);
    const first = await pizzaCart();
    // Today's first order: 1 is yesterday's, still on the queue, so 2.
    const held = await place(orderInput(first.owner, menu.pizzeria, { now: day }));
    expect(held.orderNumber).toBe(2);
    await db.update(restaurantOrders).set({ status: "ready" }).where(eq(restaurantOrders.id, held.orderId));
    const second = await pizzaCart();
    const done = await place(orderInput(second.owner, menu.pizzeria, { now: day }));
    expect(done.orderNumber).toBe(3);
    await db.update(restaurantOrders).set({ status: "completed" }).where(eq(restaurantOrders.id, done.orderId));
    // Round after 999: 1 and 2 are on the queue, 3 is free again.
    await db
      .update(restaurantOrderCounters)
      .set({ lastNumber: 999 })
      .where(and(eq(restaurantOrderCounters.restaurantId, menu.pizzeria.id), eq(restaurantOrderCounters.serviceDate, "2026-03-02")));
    const third = await pizzaCart();
    expect(await placeRestaurantOrder(db, orderInput(third.owner, menu.pizzeria, { now: day }))).toMatchObject({
      ok: true,
      orderNumber: 3,
    });
    const open = await db
      .select({ n: restaurantOrders.orderNumber })
      .from(restaurantOrders)
      .where(and(eq(restaurantOrders.restaurantId, menu.pizzeria.id), inArray(restaurantOrders.status, [...activeStatuses])));
    expect(new Set(open.map((row) => row.n)).size).toBe(open.length);

    // Every number on the queue: a clear refusal, nothing written.
    await db.execute(sql`insert into restaurant_orders (restaurant_id, service_date, order_number, idempotency_key, language_code, fulfilment, estimated_ready_at, contact_name, contact_phone, payment_method, subtotal_ore, vat_ore, total_ore, vat_breakdown)
      select ${menu.pizzeria.id}, '2026-03-02', n, ${`full-${crypto.randomUUID()}-`} || n, 'en', 'pickup', now(), 'Queue', '+4790000000', 'pay_at_pickup', 0, 0, 0, '[]'::jsonb
      from generate_series(4, 999) as n`);
    const fourth = await pizzaCart();
    expect(await placeRestaurantOrder(db, orderInput(fourth.owner, menu.pizzeria, { now: day }))).toEqual({
      ok: false,
      error: "queueFull",
    });
    expect((await loadCart(db, fourth.owner, language))!.items).toHaveLength(2);
    await db.update(restaurantOrders).set({ status: "completed" }).where(eq(restaurantOrders.restaurantId, menu.pizzeria.id));
  });

  it("lets a guest hold only a few open orders at once, known by their phone number", async () => {
    const menu = await seededMenu(db);
    const phone = `+47${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const placed: string[] = [];
    for (let index = 0; index < MAX_OPEN_GUEST_ORDERS; index += 1) {
      const { owner } = await pizzaCart();
      const result = await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { contact: { name: "Kari", phone, email: null } }));
      if (!result.ok) throw new Error(`order ${index} refused: ${result.error}`);
      placed.push(result.orderId);
    }
    const { owner } = await pizzaCart();
    expect(await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { contact: { name: "Kari", phone, email: null } }))).toEqual({
      ok: false,
      error: "openOrders",
    });
    await moveRestaurantOrder(db, { orderId: placed[0]!, to: "rejected", reason: "Out of dough" });
    expect(
      await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria, { contact: { name: "Kari", phone, email: null } })),
    ).toMatchObject({ ok: true });
  });

  it("a price changed since the add is the order's price, not the cart's", async () => {
    const { menu, owner } = await pizzaCart();
    await db.execute(sql`update products set shop_price_ore = shop_price_ore + 1000 where id = ${menu.juice.id}`);
    try {
      const placed = await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria));
      expect(placed.ok).toBe(true);
      if (placed.ok) {
        const lines = await db.select().from(restaurantOrderLines).where(eq(restaurantOrderLines.orderId, placed.orderId));
        expect(lines.some((line) => line.unitPriceOre === menu.juice.shopPriceOre + 1000)).toBe(true);
      }
    } finally {
      await db.execute(sql`update products set shop_price_ore = ${menu.juice.shopPriceOre} where id = ${menu.juice.id}`);
    }
    expect((await db.select().from(carts).where(eq(carts.sessionId, owner.guestId)))[0]!.restaurantId).toBeNull();
    expect(
      await db.select().from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.sessionId, owner.guestId)),
    ).toHaveLength(0);
  });
});

describe("status changes and the event stream", () => {
  async function placed() {
    const { menu, owner } = await pizzaCart();
    const result = await placeRestaurantOrder(db, orderInput(owner, menu.pizzeria));
    if (!result.ok) throw new Error("order not placed");
    return { menu, orderId: result.orderId, orderNumber: result.orderNumber };
  }

  it("moves along the declared table, writing one event per change; illegal moves and missing reasons are refused", async () => {
    const { orderId, menu } = await placed();
    await expect(moveRestaurantOrder(db, { orderId, to: "ready" })).rejects.toMatchObject({ kind: "conflict" });
    await expect(moveRestaurantOrder(db, { orderId, to: "rejected" })).rejects.toMatchObject({ kind: "invalid" });
    await expect(moveRestaurantOrder(db, { orderId, to: "accepted", restaurantIds: [menu.cafe.id] })).rejects.toBeInstanceOf(DomainError);
    for (const to of ["accepted", "preparing", "ready", "picked_up", "completed"] as const) await moveRestaurantOrder(db, { orderId, to });
    await expect(moveRestaurantOrder(db, { orderId, to: "cancelled", reason: "late" })).rejects.toMatchObject({ kind: "conflict" });
    const events = await orderEventsSince(db, { orderId }, 0);
    expect(events.map((event) => event.status)).toEqual(["received", "accepted", "preparing", "ready", "picked_up", "completed"]);
    // Resuming after the third event gives the rest, in order, nothing twice.
    expect((await orderEventsSince(db, { orderId }, events[2]!.id)).map((event) => event.status)).toEqual([
      "ready",
      "picked_up",
      "completed",
    ]);

    const rejected = await placed();
    await moveRestaurantOrder(db, { orderId: rejected.orderId, to: "rejected", reason: "Out of dough" });
    const [order] = await db.select().from(restaurantOrders).where(eq(restaurantOrders.id, rejected.orderId));
    expect(order).toMatchObject({ status: "rejected", statusReason: "Out of dough" });
  });

  it("hands live events to the order's and the restaurant's SSE streams, after a replay from the last event id, each once", async () => {
    const hub = new OrderEventHub(db);
    hub.start(database.handle.listen);
    await hub.ready;
    try {
      const { orderId, menu } = await placed();
      const [first] = await orderEventsSince(db, { orderId }, 0);
      await moveRestaurantOrder(db, { orderId, to: "accepted" });
      const abort = new AbortController();
      const response = hub.stream(new Request("http://localhost/", { signal: abort.signal }), `order:${orderId}`, { orderId }, first!.id);
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const queue = new AbortController();
      const queueResponse = hub.stream(
        new Request("http://localhost/", { signal: queue.signal }),
        `restaurant:${menu.pizzeria.id}`,
        { restaurantId: menu.pizzeria.id },
        first!.id,
        (event) => ({ id: event.id, orderNumber: event.orderNumber, status: event.status }),
      );
      const read = async (body: ReadableStream<Uint8Array>, until: (text: string) => boolean) => {
        const reader = body.getReader();
        const decoder = new TextDecoder();
        let text = "";
        const deadline = Date.now() + 20_000;
        while (!until(text) && Date.now() < deadline) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value);
        }
        reader.releaseLock();
        return text;
      };
      const body = response.body!;
      // The replay: 'accepted' (after the id it resumes from), not 'received'.
      const replayed = await read(body, (text) => text.includes('"status":"accepted"'));
      expect(replayed).not.toContain('"status":"received"');
      await moveRestaurantOrder(db, { orderId, to: "preparing" });
      const live = await read(body, (text) => text.includes('"status":"preparing"'));
      expect(live).toContain('"status":"preparing"');
      expect(live).not.toContain('"status":"accepted"');
      const queueText = await read(queueResponse.body!, (text) => text.includes('"status":"preparing"'));
      expect(queueText).toMatch(/^id: \d+$/m);
      // The queue's events carry the number and the state only.
      expect(queueText).not.toContain(orderId);
      expect(queueText).not.toContain("Kari");
      expect(hub.connections).toBe(2);
      abort.abort();
      queue.abort();
      expect(hub.connections).toBe(0);
    } finally {
      await hub.stop();
    }
  });

  it("writes a stream attached to a sink (the Express response) directly: replay, then each live event in one write; a client that stops reading is let go", async () => {
    const hub = new OrderEventHub(db);
    hub.start(database.handle.listen);
    await hub.ready;
    try {
      const { orderId, menu } = await placed();
      const [first] = await orderEventsSince(db, { orderId }, 0);
      const decoder = new TextDecoder();
      const sink = (options: { buffered?: number } = {}) => {
        const state = { chunks: [] as string[], ended: false };
        const target: EventSink = {
          write: (chunk) => (state.chunks.push(decoder.decode(chunk)), options.buffered === undefined),
          end: () => void (state.ended = true),
          buffered: () => options.buffered ?? 0,
        };
        return { state, target };
      };
      const until = async (check: () => boolean) => {
        const deadline = Date.now() + 20_000;
        while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      const reader = sink();
      const response = hub.stream(new Request("http://localhost/"), `order:${orderId}`, { orderId }, 0);
      expect(attachEventStream(response, reader.target)).toBe(true);
      // Only the hub's own responses attach.
      expect(attachEventStream(new Response("x"), sink().target)).toBe(false);
      await until(() => reader.state.chunks.some((chunk) => chunk.includes(`id: ${first!.id}`)));
      expect(reader.state.chunks[0]).toBe(": connected\n\n");
      await moveRestaurantOrder(db, { orderId, to: "accepted" });
      await until(() => reader.state.chunks.some((chunk) => chunk.includes('"status":"accepted"')));
      // One event, one write: a whole SSE message.
      expect(reader.state.chunks.find((chunk) => chunk.includes('"status":"accepted"'))).toMatch(
        /^id: \d+\nevent: order\ndata: \{.*\}\n\n$/,
      );

      // A client with more than 256 kB unsent is closed (it reconnects and resumes from its last id).
      const slow = sink({ buffered: 300 * 1024 });
      expect(
        attachEventStream(
          hub.stream(new Request("http://localhost/"), `restaurant:${menu.pizzeria.id}`, { restaurantId: menu.pizzeria.id }, first!.id),
          slow.target,
        ),
      ).toBe(true);
      expect(slow.state.ended).toBe(true);
      expect(hub.connections).toBe(1);
    } finally {
      await hub.stop();
    }
  });

  it("replays from the event table what was written while the listen connection was lost", async () => {
    let calls = 0;
    let reopen!: () => void;
    const reopened = new Promise<void>((resolve) => (reopen = resolve));
    let current: Listening | undefined;
    const listen: DatabaseHandle["listen"] = async (channel, onPayload) => {
      calls++;
      if (calls === 2) await reopened;
      current = await database.handle.listen(channel, onPayload);
      return current;
    };
    const hub = new OrderEventHub(db);
    hub.start(listen);
    await hub.ready;
    try {
      const { orderId } = await placed();
      const heard: string[] = [];
      const unsubscribe = hub.subscribe(`order:${orderId}`, (event) => heard.push(event.status));
      await current!.close();
      await moveRestaurantOrder(db, { orderId, to: "accepted" });
      await moveRestaurantOrder(db, { orderId, to: "preparing" });
      reopen();
      const deadline = Date.now() + 20_000;
      const changes = () => heard.filter((status) => status !== "received");
      while (changes().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      // Each once, in order (the order's own 'received' may or may not have been heard before the loss).
      expect(changes()).toEqual(["accepted", "preparing"]);
      expect(calls).toBe(2);
      unsubscribe();
    } finally {
      await hub.stop();
    }
  });
});
