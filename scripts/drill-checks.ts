// The consistency checks the kill drill runs in SQL after its last restart. Each check counts the
// rows that break one rule; a drill's inconsistencies are their sum (goal 0).
import { sql } from "drizzle-orm";
import { canMoveRestaurantOrder, type Fulfilment, type RestaurantOrderStatus } from "../app/lib/restaurant-orders";
import type { DatabaseHandle } from "../app/server/db/client.server";

export interface CheckInput {
  /** Each tracked product's stock before the load started. */
  stockBefore: Map<string, number>;
  /** Idempotency keys whose checkout the client saw succeed (a redirect to the order page). */
  acknowledgedKeys: Set<string>;
  /** Message-IDs of newsletter mails the SMTP sink received, with how many copies each. */
  newsletterCopies: Map<string, number>;
  /**
   * Message-IDs of the mail a killed server had in flight (its last newsletter mail before the
   * kill) that arrived again after the restart: ADR 0033's one exception (a kill between the SMTP
   * server's acceptance and the commit). A second copy of such a mail is counted apart; any other
   * second copy, or a third, is a double send.
   */
  newsletterInFlightAtKill: Set<string>;
  /** Quote ids whose acceptance the client saw succeed. */
  acceptedQuotes: Set<string>;
  /** Idempotency keys whose restaurant checkout the client saw succeed (a redirect to the tracking page). */
  acknowledgedRestaurantKeys: Set<string>;
  /** Kitchen moves the client saw succeed, as `orderId status`. */
  acknowledgedMoves: Set<string>;
  /** The card provider's checkout sessions the buyer paid (each reported to the app again at the end, as the provider retries). */
  paidSessions: string[];
}

export type CheckCounts = Record<string, number>;

async function count(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const rows = (await handle.db.execute(query)).rows as { n: number | string }[];
  return Number(rows[0]?.n ?? 0);
}

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await handle.db.execute(query)).rows as T[];
}

/** Runs every check; returns each rule's count of broken rows (and a few totals, prefixed `total`). */
export async function runChecks(handle: DatabaseHandle, input: CheckInput): Promise<{ broken: CheckCounts; totals: CheckCounts }> {
  const broken: CheckCounts = {};
  // Orders: never a partial one.
  broken.orderWithoutLines = await count(
    handle,
    sql`select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
  );
  broken.lineTotalWrong = await count(handle, sql`select count(*) as n from order_lines where line_total_ore <> unit_price_ore * quantity`);
  broken.orderTotalsWrong = await count(
    handle,
    sql`select count(*) as n from orders o
        where o.subtotal_ore <> coalesce((select sum(l.line_total_ore) from order_lines l where l.order_id = o.id), -1)
           or o.total_ore <> o.subtotal_ore`,
  );
  // The VAT each rate's sum includes, rounded half up once per rate (app/lib/vat.ts), summed.
  broken.orderVatWrong = await count(
    handle,
    sql`select count(*) as n from orders o
        where o.vat_ore <> coalesce((
          select sum(floor((2 * g.gross * g.rate + (100 + g.rate))::numeric / (2 * (100 + g.rate))))
          from (select vat_rate_percent as rate, sum(line_total_ore) as gross from order_lines l where l.order_id = o.id group by vat_rate_percent) g
        ), -1)`,
  );
  broken.duplicateIdempotencyKey = await count(
    handle,
    sql`select count(*) as n from (select idempotency_key from orders group by idempotency_key having count(*) > 1) d`,
  );
  const keys = new Set(
    (await rows<{ idempotency_key: string }>(handle, sql`select idempotency_key from orders`)).map((row) => row.idempotency_key),
  );
  broken.acknowledgedOrderMissing = [...input.acknowledgedKeys].filter((key) => !keys.has(key)).length;
  // Stock: what it was, less what the orders' lines hold (a cancelled order's lines hold nothing).
  const held = new Map(
    (
      await rows<{ product_id: string; taken: string | number }>(
        handle,
        sql`select product_id, sum(stock_taken) as taken from order_lines where product_id is not null group by product_id`,
      )
    ).map((row) => [row.product_id, Number(row.taken)]),
  );
  const now = await rows<{ id: string; stock_quantity: number }>(
    handle,
    sql`select id, stock_quantity from products where stock_quantity is not null`,
  );
  broken.stockWrong = now.filter((row) => {
    const before = input.stockBefore.get(row.id);
    return before !== undefined && Number(row.stock_quantity) !== before - (held.get(row.id) ?? 0);
  }).length;
  // Payments: each applied once, and an applied one moved its order.
  broken.paymentAppliedTwice = await count(
    handle,
    sql`select count(*) as n from (select order_id from order_events where from_status = 'awaiting_payment' and to_status = 'placed'
        group by order_id having count(*) > 1) d`,
  );
  broken.paymentWithoutEvent = await count(
    handle,
    sql`select count(*) as n from payments p where p.status in ('authorised', 'captured', 'refunded', 'voided')
        and not exists (select 1 from payment_events e where e.payment_id = p.id and e.kind = 'authorised')`,
  );
  // No payment lost: a session the buyer paid, once its webhook has been retried, has its payment applied.
  const paidList = sql.join(
    input.paidSessions.map((id) => sql`${id}`),
    sql`, `,
  );
  const paidPayments =
    input.paidSessions.length === 0
      ? []
      : await rows<{ status: string }>(
          handle,
          sql`select status from payments where provider = 'stripe' and provider_reference in (${paidList})`,
        );
  broken.paidAtProviderNotApplied = paidPayments.filter(
    (row) => !["authorised", "captured", "refunded", "voided"].includes(row.status),
  ).length;
  broken.paidOrderStillWaiting = await count(
    handle,
    sql`select count(*) as n from payments p join orders o on o.id = p.order_id
        where p.status in ('authorised', 'captured') and o.status = 'awaiting_payment'`,
  );
  // Newsletter: every recipient marked sent got exactly one copy; none got two; none left unsent.
  const deliveries = await rows<{ message_id: string; status: string }>(handle, sql`select message_id, status from newsletter_deliveries`);
  const resentAfterKill = [...input.newsletterCopies].filter(
    ([id, copies]) => copies === 2 && input.newsletterInFlightAtKill.has(id),
  ).length;
  broken.newsletterSentTwice = [...input.newsletterCopies.values()].filter((copies) => copies > 1).length - resentAfterKill;
  broken.newsletterMarkedSentNotReceived = deliveries.filter(
    (row) => row.status === "sent" && !input.newsletterCopies.has(row.message_id),
  ).length;
  broken.newsletterFailedOrSkipped = deliveries.filter((row) => row.status === "failed" || row.status === "skipped").length;
  // The drill gives the last server the time to finish (on PostgreSQL, a killed runner's lease too): a recipient still waiting was skipped.
  broken.newsletterNeverSent = deliveries.filter((row) => row.status === "sending" || row.status === "pending").length;
  // Quotes: an acceptance the client saw made exactly one order.
  const quoteOrders = await rows<{ id: string; order_id: string | null; status: string }>(
    handle,
    sql`select id, order_id, status from quote_requests`,
  );
  broken.acceptedQuoteWithoutOrder = quoteOrders.filter(
    (row) => input.acceptedQuotes.has(row.id) && (row.status !== "accepted" || !row.order_id),
  ).length;
  broken.quoteOrderShared = await count(
    handle,
    sql`select count(*) as n from (select order_id from quote_requests where order_id is not null group by order_id having count(*) > 1) d`,
  );
  Object.assign(broken, await restaurantChecks(handle, input));
  const totals: CheckCounts = {
    totalOrders: keys.size,
    totalPayments: await count(handle, sql`select count(*) as n from payments`),
    totalPaymentsApplied: await count(handle, sql`select count(*) as n from payments where status in ('authorised', 'captured')`),
    // Sessions the app opened at the provider and was killed before recording (the load's buyer pays
    // any open session; a real buyer never saw its page): no payment row, nothing to apply.
    totalPaidSessionsNeverRecorded: input.paidSessions.length - paidPayments.length,
    totalNewsletterSent: deliveries.filter((row) => row.status === "sent").length,
    totalNewsletterRecipients: deliveries.length,
    totalNewsletterResentAfterKill: resentAfterKill,
    totalNewsletterInFlight: deliveries.filter((row) => row.status === "sending" || row.status === "pending").length,
    totalQuotesAccepted: quoteOrders.filter((row) => row.status === "accepted").length,
    totalRestaurantOrders: await count(handle, sql`select count(*) as n from restaurant_orders`),
    // Every event after an order's first ('received') is a move the kitchen made.
    totalKitchenMoves: await count(
      handle,
      sql`select count(*) as n from restaurant_order_events e
          where e.id <> (select min(f.id) from restaurant_order_events f where f.order_id = e.order_id)`,
    ),
  };
  return { broken, totals };
}

/**
 * Restaurant orders: never a partial one (lines, line totals, subtotal, total, VAT and the stored
 * VAT breakdown equal to the lines'), one per idempotency key, every checkout the client saw has
 * its order; the status is the last of its events, the first event is 'received' and each next one
 * a move the kitchen's table allows (app/lib/restaurant-orders.ts); every move the kitchen saw
 * succeed has its event; the day's short numbers are unique per restaurant and day.
 */
async function restaurantChecks(handle: DatabaseHandle, input: CheckInput): Promise<CheckCounts> {
  const broken: CheckCounts = {};
  broken.restaurantOrderWithoutLines = await count(
    handle,
    sql`select count(*) as n from restaurant_orders o where not exists (select 1 from restaurant_order_lines l where l.order_id = o.id)`,
  );
  broken.restaurantLineTotalWrong = await count(
    handle,
    sql`select count(*) as n from restaurant_order_lines where line_total_ore <> unit_price_ore * quantity`,
  );
  broken.restaurantOrderTotalsWrong = await count(
    handle,
    sql`select count(*) as n from restaurant_orders o
        where o.subtotal_ore <> coalesce((select sum(l.line_total_ore) from restaurant_order_lines l where l.order_id = o.id), -1)
           or o.total_ore <> o.subtotal_ore`,
  );
  // The VAT each rate's sum includes, rounded half up once per rate (app/lib/vat.ts), summed; the
  // stored breakdown must say the same (its gross and VAT summed over the rates).
  broken.restaurantOrderVatWrong = await count(
    handle,
    sql`select count(*) as n from restaurant_orders o
        where o.vat_ore <> coalesce((
          select sum(floor((2 * g.gross * g.rate + (100 + g.rate))::numeric / (2 * (100 + g.rate))))
          from (select vat_rate_percent as rate, sum(line_total_ore) as gross from restaurant_order_lines l where l.order_id = o.id group by vat_rate_percent) g
        ), -1)
        or o.vat_ore <> coalesce((select sum((v ->> 'vatOre')::int) from jsonb_array_elements(o.vat_breakdown) v), -1)
        or o.subtotal_ore <> coalesce((select sum((v ->> 'grossOre')::int) from jsonb_array_elements(o.vat_breakdown) v), -1)`,
  );
  broken.restaurantDuplicateIdempotencyKey = await count(
    handle,
    sql`select count(*) as n from (select idempotency_key from restaurant_orders group by idempotency_key having count(*) > 1) d`,
  );
  const orders = await rows<{ id: string; idempotency_key: string; status: string; fulfilment: string }>(
    handle,
    sql`select id, idempotency_key, status, fulfilment from restaurant_orders`,
  );
  const keys = new Set(orders.map((order) => order.idempotency_key));
  broken.acknowledgedRestaurantOrderMissing = [...input.acknowledgedRestaurantKeys].filter((key) => !keys.has(key)).length;
  // The events of each order, oldest first: the first is 'received', each next one an allowed move, the last the order's status.
  const events = await rows<{ order_id: string; status: string }>(
    handle,
    sql`select order_id, status from restaurant_order_events order by order_id, id`,
  );
  const byOrder = new Map<string, string[]>();
  for (const event of events) byOrder.set(event.order_id, [...(byOrder.get(event.order_id) ?? []), event.status]);
  broken.restaurantStatusNotLastEvent = 0;
  broken.restaurantFirstEventNotReceived = 0;
  broken.restaurantMoveNotAllowed = 0;
  for (const order of orders) {
    const history = byOrder.get(order.id) ?? [];
    if (history.at(-1) !== order.status) broken.restaurantStatusNotLastEvent++;
    if (history[0] !== "received") broken.restaurantFirstEventNotReceived++;
    for (let i = 1; i < history.length; i++)
      if (
        !canMoveRestaurantOrder(
          history[i - 1] as RestaurantOrderStatus,
          history[i] as RestaurantOrderStatus,
          order.fulfilment as Fulfilment,
        )
      )
        broken.restaurantMoveNotAllowed++;
  }
  const orderIds = new Set(orders.map((order) => order.id));
  broken.restaurantEventWithoutOrder = [...byOrder.keys()].filter((id) => !orderIds.has(id)).length;
  broken.acknowledgedMoveMissing = [...input.acknowledgedMoves].filter((move) => {
    const [orderId, status] = move.split(" ");
    return !(byOrder.get(orderId!) ?? []).includes(status!);
  }).length;
  // Numbers go round 1–999 a day: two orders of one restaurant and day share a number only past 999 orders that day.
  broken.restaurantDailyNumberDuplicate = await count(
    handle,
    sql`select count(*) as n from (
          select restaurant_id, service_date, order_number from restaurant_orders o
          where (select count(*) from restaurant_orders d where d.restaurant_id = o.restaurant_id and d.service_date = o.service_date) <= 999
          group by restaurant_id, service_date, order_number having count(*) > 1) d`,
  );
  return broken;
}
