import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { isOpenAt, localClock, SLOT_MINUTES } from "~/lib/opening-hours";
import {
  activeStatuses,
  canMoveRestaurantOrder,
  type Fulfilment,
  type RestaurantOrderStatus,
  statusesWithReason,
} from "~/lib/restaurant-orders";
import { orderTotals } from "~/lib/vat";
import { type CartOwner, findCart } from "../cart/owner.server";
import { emptyOrderedCart, repriceCartLine } from "../cart/commands.server";
import { loadCart } from "../cart/queries.server";
import type { Database } from "../db/client.server";
import { cartItems, products, restaurantOrderEvents, restaurantOrderLines, restaurantOrders, restaurants } from "../db/schema";
import { transition } from "../transitions.server";
import { DomainError } from "../errors";
import { assertOrderFits, MAX_OPEN_GUEST_ORDERS, OrderTooLargeError } from "../orders/commands.server";

/** How far ahead a guest may order (a slot later than this is refused). */
export const ORDER_HORIZON_HOURS = 24;

export const restaurantPaymentMethods = ["pay_at_pickup", "pay_on_delivery"] as const;
export type RestaurantPaymentMethod = (typeof restaurantPaymentMethods)[number];

export interface PlaceRestaurantOrderInput {
  owner: CartOwner;
  restaurantId: string;
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
  idempotencyKey: string;
  fulfilment: Fulfilment;
  /** Null: as soon as possible. */
  requestedAt: Date | null;
  contact: { name: string; phone: string; email: string | null };
  address: { addressLine: string; postcode: string; city: string } | null;
  paymentMethod: RestaurantPaymentMethod;
  notes: string | null;
  now?: Date;
}

export type PlaceRestaurantOrderResult =
  | { ok: true; orderId: string; orderNumber: number; replayed: boolean }
  | { ok: false; error: "cartEmpty" | "closed" | "slot" | "fulfilment" | "keyUsed" | "notFound" | "openOrders" | "queueFull" | "tooLarge" }
  | { ok: false; error: "unavailable"; products: string[] };

const ownedBy = (order: { userId: string | null; guestSessionId: string | null }, owner: CartOwner) =>
  "userId" in owner ? order.userId === owner.userId : order.guestSessionId === owner.guestId && order.userId === null;

/** Whether `at` is a time a guest may choose: on a quarter hour, not past, within the horizon, while the restaurant is open. */
export function isOrderableSlot(hours: Parameters<typeof isOpenAt>[0], at: Date, now: Date, timeZone: string): boolean {
  const time = at.getTime();
  return (
    time % (SLOT_MINUTES * 60_000) === 0 &&
    time > now.getTime() &&
    time <= now.getTime() + ORDER_HORIZON_HOURS * 3_600_000 &&
    isOpenAt(hours, at, timeZone)
  );
}

/**
 * Places the owner's cart as an order of the restaurant, in one transaction: the cart is locked,
 * each line is priced again from the menu (never from the cart or the request), the time is checked
 * against the opening hours, a guest may have only a few open orders, the order gets the day's
 * next short number (1–999, round, never one still on the queue), its lines
 * and its first event ('received'), and the cart is emptied. The idempotency key makes a repeated
 * submission answer the order the first one made.
 */
export async function placeRestaurantOrder(db: Database, input: PlaceRestaurantOrderInput): Promise<PlaceRestaurantOrderResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const cart = await findCart(tx, input.owner, true);
    const [existing] = await tx
      .select({
        id: restaurantOrders.id,
        orderNumber: restaurantOrders.orderNumber,
        userId: restaurantOrders.userId,
        guestSessionId: restaurantOrders.guestSessionId,
      })
      .from(restaurantOrders)
      .where(eq(restaurantOrders.idempotencyKey, input.idempotencyKey));
    if (existing)
      return ownedBy(existing, input.owner)
        ? { ok: true, orderId: existing.id, orderNumber: existing.orderNumber, replayed: true }
        : { ok: false, error: "keyUsed" };

    const [restaurant] = await tx
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.id, input.restaurantId), eq(restaurants.factoryId, input.factoryId), eq(restaurants.isActive, true)));
    if (!restaurant) return { ok: false, error: "notFound" };
    if (input.fulfilment === "pickup" ? !restaurant.offersPickup : !restaurant.offersDelivery) return { ok: false, error: "fulfilment" };
    if (input.requestedAt === null) {
      if (!isOpenAt(restaurant.openingHours, now, restaurant.timeZone)) return { ok: false, error: "closed" };
    } else if (!isOrderableSlot(restaurant.openingHours, input.requestedAt, now, restaurant.timeZone)) {
      return { ok: false, error: "slot" };
    }
    if (!cart || cart.restaurantId !== restaurant.id) return { ok: false, error: "cartEmpty" };

    if (!("userId" in input.owner) && (await openGuestRestaurantOrders(tx, input.contact.phone)) >= MAX_OPEN_GUEST_ORDERS)
      return { ok: false, error: "openOrders" };

    const view = await loadCart(tx, input.owner, {
      languageCode: input.languageCode,
      defaultLanguageCode: input.defaultLanguageCode,
      localize: (path) => path,
    });
    const rows = await tx
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        quantity: cartItems.quantity,
        selectedAttributes: cartItems.selectedAttributes,
        vatRatePercent: products.vatRatePercent,
        currency: products.currency,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    if (rows.length === 0 || !view) return { ok: false, error: "cartEmpty" };

    const unavailable: string[] = [];
    const lines = [];
    for (const [index, row] of rows.entries()) {
      const title = view.items.find((item) => item.id === row.id);
      // The cart's own pricing, from the menu as it is now (never the stored line's price).
      const priced = await repriceCartLine(tx, row);
      if (!priced.ok || priced.line.restaurantId !== restaurant.id) {
        unavailable.push(title?.name ?? row.productId);
        continue;
      }
      const unitPriceOre = priced.line.unitPriceOre;
      lines.push({
        productId: row.productId,
        title: title?.name ?? row.productId,
        options: title?.options ?? [],
        selectedAttributes: priced.line.selected,
        quantity: row.quantity,
        unitPriceOre,
        lineTotalOre: unitPriceOre * row.quantity,
        vatRatePercent: row.vatRatePercent,
        sortOrder: index,
      });
    }
    if (unavailable.length > 0) return { ok: false, error: "unavailable", products: unavailable };
    try {
      assertOrderFits(lines);
    } catch (error) {
      if (error instanceof OrderTooLargeError) return { ok: false, error: "tooLarge" };
      throw error;
    }

    const totals = orderTotals(lines);
    const serviceDate = localClock(now, restaurant.timeZone).date;
    const orderNumber = await nextOrderNumber(tx, restaurant.id, serviceDate, now);
    if (orderNumber === null) return { ok: false, error: "queueFull" };
    const ready = new Date(Math.max(now.getTime() + restaurant.prepMinutes * 60_000, input.requestedAt?.getTime() ?? 0));
    const [order] = await tx
      .insert(restaurantOrders)
      .values({
        restaurantId: restaurant.id,
        serviceDate,
        orderNumber,
        userId: "userId" in input.owner ? input.owner.userId : null,
        guestSessionId: "guestId" in input.owner ? input.owner.guestId : null,
        idempotencyKey: input.idempotencyKey,
        languageCode: input.languageCode,
        fulfilment: input.fulfilment,
        requestedAt: input.requestedAt,
        estimatedReadyAt: ready,
        contactName: input.contact.name,
        contactPhone: input.contact.phone,
        contactEmail: input.contact.email,
        addressLine: input.address?.addressLine ?? null,
        postcode: input.address?.postcode ?? null,
        city: input.address?.city ?? null,
        paymentMethod: input.paymentMethod,
        notes: input.notes,
        subtotalOre: totals.subtotalOre,
        vatOre: totals.vatOre,
        totalOre: totals.totalOre,
        // A menu is priced in one currency: its products'.
        currency: rows[0]!.currency,
        vatBreakdown: totals.vat,
      })
      .returning({ id: restaurantOrders.id, orderNumber: restaurantOrders.orderNumber });
    await tx.insert(restaurantOrderLines).values(lines.map((line) => ({ orderId: order!.id, ...line })));
    await tx.insert(restaurantOrderEvents).values({ orderId: order!.id, restaurantId: restaurant.id, status: "received" });
    await emptyOrderedCart(tx, cart.id);
    return { ok: true, orderId: order!.id, orderNumber: order!.orderNumber, replayed: false };
  });
}

/** How long a finished day's orders stay on the boards: the queue and kitchen show the last 18 hours. */
export const BOARD_WINDOW_MS = 18 * 3_600_000;

/** The most orders a day numbers (1–999, then round again). */
export const MAX_DAILY_ORDER_NUMBER = 999;

/**
 * The day's next short order number for the restaurant, under its counter's row lock: one more
 * than the last (round after 999), skipping every number an order still on the queue holds (the
 * queue display and the kitchen show orders of the last 18 hours, yesterday's included), so two
 * open orders never share a number. Null when every number is held.
 */
async function nextOrderNumber(tx: Database, restaurantId: string, serviceDate: string, now: Date): Promise<number | null> {
  const [counter] = (
    await tx.execute<{
      last_number: number;
    }>(sql`insert into restaurant_order_counters (restaurant_id, service_date, last_number) values (${restaurantId}, ${serviceDate}, 0)
      on conflict (restaurant_id, service_date) do update set last_number = restaurant_order_counters.last_number
      returning last_number`)
  ).rows;
  const held = new Set(
    (
      await tx
        .select({ orderNumber: restaurantOrders.orderNumber })
        .from(restaurantOrders)
        .where(
          and(
            eq(restaurantOrders.restaurantId, restaurantId),
            inArray(restaurantOrders.status, [...activeStatuses]),
            gte(restaurantOrders.createdAt, new Date(now.getTime() - BOARD_WINDOW_MS)),
          ),
        )
    ).map((row) => row.orderNumber),
  );
  let candidate = counter!.last_number;
  for (let step = 0; step < MAX_DAILY_ORDER_NUMBER; step += 1) {
    candidate = (candidate % MAX_DAILY_ORDER_NUMBER) + 1;
    if (held.has(candidate)) continue;
    await tx.execute(
      sql`update restaurant_order_counters set last_number = ${candidate} where restaurant_id = ${restaurantId} and service_date = ${serviceDate}`,
    );
    return candidate;
  }
  return null;
}

/**
 * A guest's orders still open at any restaurant, known by the phone number they give (a guest
 * visit ends with each order). Counted under a lock on the number, so two checkouts at once cannot both pass.
 */
async function openGuestRestaurantOrders(tx: Database, phone: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-guest-restaurant-orders:${phone}`}))`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(restaurantOrders)
    .where(
      and(isNull(restaurantOrders.userId), eq(restaurantOrders.contactPhone, phone), inArray(restaurantOrders.status, [...activeStatuses])),
    );
  return row?.n ?? 0;
}

/**
 * Moves an order along the declared table and writes its event in the same transaction (the
 * event's trigger announces it to every process after commit). Rejecting and cancelling need a
 * reason. Accepting sets the ready estimate from the restaurant's preparation time.
 */
export async function moveRestaurantOrder(
  db: Database,
  input: { orderId: string; to: RestaurantOrderStatus; reason?: string | null; restaurantIds?: readonly string[] | null; now?: Date },
): Promise<{ status: RestaurantOrderStatus; eventId: number }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const moved = await transition(tx, {
      lock: async (tx) => {
        const [order] = await tx
          .select({
            status: restaurantOrders.status,
            fulfilment: restaurantOrders.fulfilment,
            restaurantId: restaurantOrders.restaurantId,
            requestedAt: restaurantOrders.requestedAt,
            estimatedReadyAt: restaurantOrders.estimatedReadyAt,
          })
          .from(restaurantOrders)
          .where(eq(restaurantOrders.id, input.orderId))
          .for("update");
        return order && (!input.restaurantIds || input.restaurantIds.includes(order.restaurantId)) ? order : null;
      },
      statusOf: (order) => order.status as RestaurantOrderStatus,
      to: input.to,
      allowed: (from, to, order) => canMoveRestaurantOrder(from, to, order.fulfilment as Fulfilment),
      apply: async (tx, order) => {
        const reason = input.reason?.trim() || null;
        if (statusesWithReason.has(input.to) && !reason) throw new DomainError("invalid", "A reason is required");
        let estimatedReadyAt = order.estimatedReadyAt;
        if (input.to === "accepted") {
          const [restaurant] = await tx
            .select({ prepMinutes: restaurants.prepMinutes })
            .from(restaurants)
            .where(eq(restaurants.id, order.restaurantId));
          estimatedReadyAt = new Date(Math.max(now.getTime() + (restaurant?.prepMinutes ?? 0) * 60_000, order.requestedAt?.getTime() ?? 0));
        }
        await tx
          .update(restaurantOrders)
          .set({ status: input.to, statusReason: statusesWithReason.has(input.to) ? reason : null, estimatedReadyAt, updatedAt: now })
          .where(eq(restaurantOrders.id, input.orderId));
        const [event] = await tx
          .insert(restaurantOrderEvents)
          .values({
            orderId: input.orderId,
            restaurantId: order.restaurantId,
            status: input.to,
            reason: statusesWithReason.has(input.to) ? reason : null,
          })
          .returning({ id: restaurantOrderEvents.id });
        return event!.id;
      },
    });
    if (!moved.ok && moved.reason === "not_found") throw new DomainError("not_found", "Order not found");
    if (!moved.ok) throw new DomainError("conflict", `An order that is ${moved.from} cannot become ${input.to}`);
    return { status: input.to, eventId: moved.value };
  });
}

/** Part of deleting an account: the user's restaurant orders stay for bookkeeping without name, contact, address or notes. */
export async function anonymiseRestaurantOrdersOf(tx: Database, userId: string): Promise<void> {
  await tx
    .update(restaurantOrders)
    .set({
      userId: null,
      guestSessionId: null,
      contactName: "",
      contactPhone: "",
      contactEmail: null,
      addressLine: null,
      postcode: null,
      city: null,
      notes: null,
      anonymisedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(restaurantOrders.userId, userId));
}
