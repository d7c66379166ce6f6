import { eq, or, sql } from "drizzle-orm";
import { canTransition, type DeliveryMethod, type OrderStatus } from "~/lib/orders";
import { orderTotals } from "~/lib/vat";
import { emptyOrderedCart } from "../cart/commands.server";
import { type CartOwner, findCart } from "../cart/owner.server";
import type { Database } from "../db/client.server";
import type { AdminActor } from "../backoffice/guard.server";
import { orderEvents, orderLines, orders } from "../db/schema";
import { DomainError } from "../errors";
import { transition } from "../transitions.server";
import { newAccessToken } from "./access.server";
import { checkoutLines } from "./queries.server";
import { OutOfStockError, restoreStock, takeStock } from "./stock.server";

export interface CheckoutDetails {
  contact: { name: string; email: string; phone: string };
  delivery: { method: "pickup" } | { method: "delivery"; addressLine: string; postcode: string; city: string };
  paymentMethod: string;
}

export interface PlaceOrderInput extends CheckoutDetails {
  owner: CartOwner;
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
  idempotencyKey: string;
  /** Paid through a provider: the order waits for the payment (its stock held) instead of being placed. */
  status?: "placed" | "awaiting_payment";
}

export type PlaceOrderResult =
  | { ok: true; orderId: string; orderNumber: number; accessToken: string; replayed: boolean }
  | { ok: false; error: "cartEmpty" | "keyUsed" | "tooLarge" | "openOrders" }
  | { ok: false; error: "restaurantItems"; restaurantId: string }
  | { ok: false; error: "unavailable" | "outOfStock"; products: string[] };

const ownedBy = (order: { userId: string | null; guestSessionId: string | null }, owner: CartOwner) =>
  "userId" in owner ? order.userId === owner.userId : order.guestSessionId === owner.guestId && order.userId === null;

/**
 * Places the owner's cart as an order, in one transaction: the cart is locked, every price is
 * taken again from the product (never from the cart or the request), VAT is split by rate, the
 * order gets the factory's next number, lines keep their snapshots, and the cart is emptied.
 * The idempotency key makes a repeated submission answer the order the first one made.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  return db
    .transaction(async (tx): Promise<PlaceOrderResult> => {
      // The cart's row lock queues concurrent submissions of one buyer; the later ones then see the first one's order.
      const cart = await findCart(tx, input.owner, true);
      const [existing] = await tx
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          accessToken: orders.accessToken,
          userId: orders.userId,
          guestSessionId: orders.guestSessionId,
        })
        .from(orders)
        .where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (existing) {
        if (!ownedBy(existing, input.owner)) return { ok: false, error: "keyUsed" };
        return { ok: true, orderId: existing.id, orderNumber: existing.orderNumber, accessToken: existing.accessToken, replayed: true };
      }
      if (!cart) return { ok: false, error: "cartEmpty" };
      if (!("userId" in input.owner) && (await openGuestOrders(tx, input.factoryId, input.contact.email)) >= MAX_OPEN_GUEST_ORDERS)
        return { ok: false, error: "openOrders" };
      // The route looked before this lock; an add committed since is seen here. A restaurant's dishes
      // go through the restaurant's checkout (its pricing, its kitchen), never the shop's.
      if (cart.restaurantId) return { ok: false, error: "restaurantItems", restaurantId: cart.restaurantId };

      const rows = await checkoutLines(tx, cart.id, input);
      if (rows.length === 0) return { ok: false, error: "cartEmpty" };
      const dish = rows.find((row) => row.restaurantId !== null);
      if (dish) return { ok: false, error: "restaurantItems", restaurantId: dish.restaurantId! };
      const unavailable = rows.filter((row) => !row.available || row.factoryId !== input.factoryId);
      if (unavailable.length > 0) return { ok: false, error: "unavailable", products: unavailable.map((row) => row.title) };

      const order = await writeOrder(tx, {
        ...input,
        userId: "userId" in input.owner ? input.owner.userId : null,
        guestSessionId: "guestId" in input.owner ? input.owner.guestId : null,
        lines: rows,
      });
      await emptyOrderedCart(tx, cart.id);
      return { ok: true, orderId: order.id, orderNumber: order.orderNumber, accessToken: order.accessToken, replayed: false };
    })
    .catch(outOfStock);
}

/** How many orders a guest (known by the e-mail address they give) may have waiting for the factory's confirmation at once. */
export const MAX_OPEN_GUEST_ORDERS = 5;

/**
 * The guest orders of `email` the factory has not confirmed yet (open, unpaid: checkout takes no
 * payment). A guest visit ends with each order, so the address is what ties a guest's orders
 * together. The count runs under a lock on the address, so two checkouts at once cannot both pass.
 */
async function openGuestOrders(tx: Database, factoryId: string, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-guest-orders:${address}`}))`);
  const [row] = (
    await tx.execute<{ n: number }>(sql`select count(*)::int as n from orders
      where factory_id = ${factoryId} and user_id is null and status = 'placed' and lower(contact_email) = ${address}`)
  ).rows;
  return row?.n ?? 0;
}

/** A shortfall of stock, or an order too large to write, rolled the transaction back; the buyer is told which. */
export function outOfStock(error: unknown): { ok: false; error: "outOfStock"; products: string[] } | { ok: false; error: "tooLarge" } {
  if (error instanceof OutOfStockError) return { ok: false, error: "outOfStock", products: error.products };
  if (error instanceof OrderTooLargeError) return { ok: false, error: "tooLarge" };
  throw error;
}

/** The largest amount an order, a line or a unit price may come to: the money columns are 32-bit integers (øre). */
export const MAX_ORDER_TOTAL_ORE = 2_147_483_647;

/** An order (or a quote's prices) would come to more than the money columns hold; nothing was written. */
export class OrderTooLargeError extends DomainError {
  override name = "OrderTooLargeError";
  constructor() {
    super("invalid", "The order's total is too large");
  }
}

/**
 * Checks, before anything is written, that every unit price, line total and the order's total fit
 * the money columns (a quote of 999 units at a high price, say); OrderTooLargeError otherwise.
 */
export function assertOrderFits(lines: readonly { unitPriceOre: number; quantity: number }[]): void {
  let total = 0;
  for (const line of lines) {
    const lineTotal = line.unitPriceOre * line.quantity;
    total += lineTotal;
    if (
      !Number.isSafeInteger(lineTotal) ||
      line.unitPriceOre > MAX_ORDER_TOTAL_ORE ||
      lineTotal > MAX_ORDER_TOTAL_ORE ||
      total > MAX_ORDER_TOTAL_ORE
    )
      throw new OrderTooLargeError();
  }
}

/** A line as an order stores it: the price is the one the buyer pays per unit, VAT included. */
export interface OrderLineInput {
  productId: string | null;
  title: string;
  sku: string | null;
  selectedAttributes: Record<string, unknown>;
  quantity: number;
  unitPriceOre: number;
  vatRatePercent: number;
}

export interface WriteOrderInput extends CheckoutDetails {
  factoryId: string;
  userId: string | null;
  guestSessionId: string | null;
  languageCode: string;
  idempotencyKey: string;
  lines: OrderLineInput[];
  status?: "placed" | "awaiting_payment";
}

/**
 * The one way an order is written, inside the caller's transaction (checkout, an accepted quote):
 * the totals checked to fit (OrderTooLargeError), tracked stock taken under the products' row
 * locks (OutOfStockError when short: the caller's transaction must roll back), VAT split by rate, the factory's next order number under its
 * counter's lock, the order and its lines with their snapshots, a fresh access key.
 */
export async function writeOrder(tx: Database, input: WriteOrderInput): Promise<{ id: string; orderNumber: number; accessToken: string }> {
  assertOrderFits(input.lines);
  const taken = await takeStock(tx, input.lines);
  const lines = input.lines.map((line, index) => ({
    ...line,
    lineTotalOre: line.unitPriceOre * line.quantity,
    sortOrder: index,
    stockTaken: taken[index]!,
  }));
  const totals = orderTotals(lines);
  const [counter] = (
    await tx.execute<{ last_number: number }>(sql`insert into order_number_counters (factory_id, last_number) values (${input.factoryId}, 1)
      on conflict (factory_id) do update set last_number = order_number_counters.last_number + 1
      returning last_number`)
  ).rows;
  const accessToken = newAccessToken();
  const delivery = input.delivery;
  const [order] = await tx
    .insert(orders)
    .values({
      factoryId: input.factoryId,
      orderNumber: counter!.last_number,
      status: input.status ?? "placed",
      userId: input.userId,
      guestSessionId: input.guestSessionId,
      idempotencyKey: input.idempotencyKey,
      accessToken,
      languageCode: input.languageCode,
      contactName: input.contact.name,
      contactEmail: input.contact.email,
      contactPhone: input.contact.phone,
      deliveryMethod: delivery.method,
      addressLine: delivery.method === "delivery" ? delivery.addressLine : null,
      postcode: delivery.method === "delivery" ? delivery.postcode : null,
      city: delivery.method === "delivery" ? delivery.city : null,
      paymentMethod: input.paymentMethod,
      subtotalOre: totals.subtotalOre,
      vatOre: totals.vatOre,
      totalOre: totals.totalOre,
      vatBreakdown: totals.vat,
      termsAcceptedAt: new Date(),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await tx.insert(orderLines).values(
    lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      title: line.title,
      sku: line.sku,
      selectedAttributes: line.selectedAttributes,
      quantity: line.quantity,
      stockTaken: line.stockTaken,
      unitPriceOre: line.unitPriceOre,
      lineTotalOre: line.lineTotalOre,
      vatRatePercent: line.vatRatePercent,
      sortOrder: line.sortOrder,
    })),
  );
  return { id: order!.id, orderNumber: order!.orderNumber, accessToken };
}

export interface MoveOrderInput {
  orderId: string;
  to: OrderStatus;
  /** The back office's move: only the actor's factory's orders, with the audit entry. */
  actor?: AdminActor;
  /** Who the history entry names when there is no admin (a payment provider's outcome, say). */
  actorEmail?: string;
  /** Overrides the declared table (a payment's outcome moves an order out of `awaiting_payment`, which the table leaves to it). */
  allowed?: (from: OrderStatus) => boolean;
}

/**
 * The one way an order changes status, inside the caller's transaction, through the shared
 * transition rule: the row locked, the declared table checked, the status and its history entry
 * written, and a cancellation's units put back on the shelf (returned, and in the audit entry).
 */
export async function moveOrder(tx: Database, input: MoveOrderInput) {
  const { actor } = input;
  return transition(tx, {
    lock: async (tx) => {
      const [order] = await tx
        .select({ status: orders.status, deliveryMethod: orders.deliveryMethod, factoryId: orders.factoryId })
        .from(orders)
        .where(eq(orders.id, input.orderId))
        .for("update");
      return order && (!actor || order.factoryId === actor.factoryId) ? order : null;
    },
    statusOf: (order) => order.status as OrderStatus,
    to: input.to,
    allowed: (from, to, order) => (input.allowed ? input.allowed(from) : canTransition(from, to, order.deliveryMethod as DeliveryMethod)),
    apply: async (tx, _order, from) => {
      await tx.update(orders).set({ status: input.to, updatedAt: new Date() }).where(eq(orders.id, input.orderId));
      await tx.insert(orderEvents).values({
        orderId: input.orderId,
        kind: "status",
        fromStatus: from,
        toStatus: input.to,
        actorUserId: actor?.user.id ?? null,
        actorEmail: actor?.user.email ?? input.actorEmail ?? null,
      });
      // A cancelled order's units go back on the shelf (recorded with the status change).
      return { restocked: input.to === "cancelled" ? await restoreStock(tx, input.orderId) : [] };
    },
    audit: actor && {
      actor,
      action: "order.status",
      entityType: "order",
      entityId: input.orderId,
      after: (_order, { restocked }) => (restocked.length > 0 ? { status: input.to, restocked } : { status: input.to }),
    },
  });
}

/** Part of deleting an account: the user's orders stay for bookkeeping without their name, contact or address. */
export async function anonymiseOrdersOf(tx: Database, userId: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      userId: null,
      guestSessionId: null,
      contactName: "",
      contactEmail: "",
      contactPhone: "",
      addressLine: null,
      postcode: null,
      city: null,
      anonymisedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId));
}

/** Part of deleting an account: the order history a staff member wrote keeps what they did without their e-mail. */
export async function anonymiseOrderEventsBy(tx: Database, user: { id: string; email: string }): Promise<void> {
  await tx
    .update(orderEvents)
    .set({ actorEmail: null })
    .where(or(eq(orderEvents.actorUserId, user.id), eq(sql`lower(${orderEvents.actorEmail})`, user.email.toLowerCase())));
}
