// The consistency checks the kill drill runs in SQL after its last restart. Each check counts the
// rows that break one rule; a drill's inconsistencies are their sum (goal 0).
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../app/server/db/client.server";

export interface CheckInput {
  /** Each tracked product's stock before the load started. */
  stockBefore: Map<string, number>;
  /** Idempotency keys whose checkout the client saw succeed (a redirect to the order page). */
  acknowledgedKeys: Set<string>;
  /** Message-IDs of newsletter mails the SMTP sink received, with how many copies each. */
  newsletterCopies: Map<string, number>;
  /** Quote ids whose acceptance the client saw succeed. */
  acceptedQuotes: Set<string>;
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
  broken.paidOrderStillWaiting = await count(
    handle,
    sql`select count(*) as n from payments p join orders o on o.id = p.order_id
        where p.status in ('authorised', 'captured') and o.status = 'awaiting_payment'`,
  );
  // Newsletter: every recipient marked sent got exactly one copy; none got two.
  const deliveries = await rows<{ message_id: string; status: string }>(handle, sql`select message_id, status from newsletter_deliveries`);
  broken.newsletterSentTwice = [...input.newsletterCopies.values()].filter((copies) => copies > 1).length;
  broken.newsletterMarkedSentNotReceived = deliveries.filter(
    (row) => row.status === "sent" && !input.newsletterCopies.has(row.message_id),
  ).length;
  broken.newsletterFailedOrSkipped = deliveries.filter((row) => row.status === "failed" || row.status === "skipped").length;
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
  const totals: CheckCounts = {
    totalOrders: keys.size,
    totalPayments: await count(handle, sql`select count(*) as n from payments`),
    totalPaymentsApplied: await count(handle, sql`select count(*) as n from payments where status in ('authorised', 'captured')`),
    totalNewsletterSent: deliveries.filter((row) => row.status === "sent").length,
    totalNewsletterRecipients: deliveries.length,
    totalNewsletterInFlight: deliveries.filter((row) => row.status === "sending" || row.status === "pending").length,
    totalQuotesAccepted: quoteOrders.filter((row) => row.status === "accepted").length,
    totalKitchenMoves: await count(handle, sql`select count(*) as n from restaurant_order_events`).catch(() => -1),
  };
  return { broken, totals };
}
