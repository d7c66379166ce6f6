import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { discountedUnitPrice, effectiveQuoteStatus, osloToday, type QuoteStatus } from "~/lib/quotes";
import { DEFAULT_CURRENCY } from "~/lib/money";
import { orderTotals, type OrderTotals } from "~/lib/vat";
import type { Database } from "../db/client.server";
import { orders, quoteRequestItems, quoteRequests } from "../db/schema";
import { tokenMatches } from "../orders/access.server";
import { escapeLike } from "../db/like.server";

export interface QuoteLineView {
  id: string;
  productId: string | null;
  title: string;
  sku: string | null;
  imageUrl: string | null;
  quantity: number;
  notes: string;
  /** The factory's unit price (VAT included) before the discount; null until quoted. */
  unitPriceOre: number | null;
  /** After the discount: what an order is written with. */
  finalUnitPriceOre: number | null;
  lineTotalOre: number | null;
  vatRatePercent: number;
}

export interface QuoteView {
  id: string;
  quoteNumber: number;
  factoryId: string;
  /** As stored. */
  storedStatus: QuoteStatus;
  /** As shown: a sent quote past its validity is expired. */
  status: QuoteStatus;
  userId: string | null;
  guestSessionId: string | null;
  accessToken: string;
  languageCode: string;
  contact: { name: string; company: string; email: string; phone: string; orgNumber: string | null };
  deliveryPostcode: string;
  desiredDeliveryDate: string;
  message: string;
  discountPercent: number;
  validUntil: string | null;
  factoryMessage: string | null;
  quotedAt: Date | null;
  orderId: string | null;
  createdAt: Date;
  lines: QuoteLineView[];
  /** The currency of every price of the quote: its lines'. */
  currency: string;
  /** Set once every line is priced. */
  totals: OrderTotals | null;
}

/** One quote with its lines and, once priced, its totals with VAT per rate; null when there is none. */
export async function loadQuote(db: Database, quoteId: string): Promise<QuoteView | null> {
  const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteId));
  if (!quote) return null;
  const items = await db
    .select()
    .from(quoteRequestItems)
    .where(eq(quoteRequestItems.quoteId, quoteId))
    .orderBy(asc(quoteRequestItems.sortOrder));
  const lines = items.map((item) => {
    const finalUnitPriceOre = item.unitPriceOre === null ? null : discountedUnitPrice(item.unitPriceOre, quote.discountPercent);
    return {
      id: item.id,
      productId: item.productId,
      title: item.title,
      sku: item.sku,
      imageUrl: item.imageUrl,
      quantity: item.quantity,
      notes: item.notes,
      unitPriceOre: item.unitPriceOre,
      finalUnitPriceOre,
      lineTotalOre: finalUnitPriceOre === null ? null : finalUnitPriceOre * item.quantity,
      vatRatePercent: item.vatRatePercent,
    };
  });
  const priced = lines.every((line) => line.finalUnitPriceOre !== null);
  const storedStatus = quote.status as QuoteStatus;
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    factoryId: quote.factoryId,
    storedStatus,
    status: effectiveQuoteStatus({ status: storedStatus, validUntil: quote.validUntil }),
    userId: quote.userId,
    guestSessionId: quote.guestSessionId,
    accessToken: quote.accessToken,
    languageCode: quote.languageCode,
    contact: {
      name: quote.contactName,
      company: quote.company,
      email: quote.contactEmail,
      phone: quote.contactPhone,
      orgNumber: quote.orgNumber,
    },
    deliveryPostcode: quote.deliveryPostcode,
    desiredDeliveryDate: quote.desiredDeliveryDate,
    message: quote.message,
    discountPercent: quote.discountPercent,
    validUntil: quote.validUntil,
    factoryMessage: quote.factoryMessage,
    quotedAt: quote.quotedAt,
    orderId: quote.orderId,
    createdAt: quote.createdAt,
    lines,
    currency: items[0]?.currency ?? DEFAULT_CURRENCY,
    totals:
      priced && lines.length > 0
        ? orderTotals(
            lines.map((line) => ({ unitPriceOre: line.finalUnitPriceOre!, quantity: line.quantity, vatRatePercent: line.vatRatePercent })),
          )
        : null,
  };
}

/** Whether the visitor may see the quote: its signed-in owner, the guest browser that asked for it, or the e-mail's link. */
export function mayViewQuote(
  quote: Pick<QuoteView, "userId" | "guestSessionId" | "accessToken">,
  visitor: { userId: string | null; guestId: string | null; linkToken: string | null },
): boolean {
  if (quote.userId !== null && visitor.userId === quote.userId) return true;
  if (
    quote.userId === null &&
    quote.guestSessionId !== null &&
    visitor.guestId !== null &&
    tokenMatches(visitor.guestId, quote.guestSessionId)
  )
    return true;
  return tokenMatches(visitor.linkToken, quote.accessToken);
}

/** The order an accepted quote became: its number and the key of its page (for whoever may see the quote). */
export async function linkedOrder(
  db: Database,
  orderId: string | null,
): Promise<{ id: string; orderNumber: number; accessToken: string } | null> {
  if (!orderId) return null;
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, accessToken: orders.accessToken })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}

/** The quote reference customers and staff see. */
export const quoteReference = (quoteNumber: number) => `Q-${String(quoteNumber).padStart(5, "0")}`;

/** The quote desk's list: newest first, optionally one status (as shown: a sent quote past its date counts as expired) and a search on reference, name, company or e-mail. */
export async function listQuotes(db: Database, factoryId: string, filter: { status: QuoteStatus | null; search: string }) {
  const conditions: SQL[] = [eq(quoteRequests.factoryId, factoryId)];
  const today = sql`${osloToday()}::date`;
  const shownStatus = sql<string>`case when ${quoteRequests.status} = 'quoted' and ${quoteRequests.validUntil} < ${today} then 'expired' else ${quoteRequests.status} end`;
  if (filter.status) conditions.push(sql`${shownStatus} = ${filter.status}`);
  const term = filter.search.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    const number = /^(q-?)?0*(\d{1,9})$/i.exec(term);
    conditions.push(
      or(
        ilike(quoteRequests.contactName, pattern),
        ilike(quoteRequests.company, pattern),
        ilike(quoteRequests.contactEmail, pattern),
        ...(number ? [eq(quoteRequests.quoteNumber, Number(number[2]))] : []),
      )!,
    );
  }
  return db
    .select({
      id: quoteRequests.id,
      quoteNumber: quoteRequests.quoteNumber,
      status: shownStatus,
      contactName: quoteRequests.contactName,
      company: quoteRequests.company,
      contactEmail: quoteRequests.contactEmail,
      desiredDeliveryDate: quoteRequests.desiredDeliveryDate,
      createdAt: quoteRequests.createdAt,
      // The outer row named in full: a bare column in a single-table select is rendered without its
      // table, and "id" inside the subquery would be the item's own (every count was 0).
      items: sql<number>`(select coalesce(sum(items.quantity), 0)::int from quote_request_items items where items.quote_id = "quote_requests"."id")`,
    })
    .from(quoteRequests)
    .where(and(...conditions))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.quoteNumber))
    .limit(200);
}

/** The user's quotes, newest first, for /account. */
export async function listQuotesOfUser(db: Database, userId: string) {
  const rows = await db
    .select({
      id: quoteRequests.id,
      quoteNumber: quoteRequests.quoteNumber,
      status: quoteRequests.status,
      validUntil: quoteRequests.validUntil,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.quoteNumber));
  return rows.map((row) => ({ ...row, status: effectiveQuoteStatus({ status: row.status as QuoteStatus, validUntil: row.validUntil }) }));
}

/** How many of the factory's quote requests are in `status` (the back office's dashboard). */
export async function countQuotesInStatus(db: Database, factoryId: string, status: QuoteStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.factoryId, factoryId), eq(quoteRequests.status, status)));
  return row?.total ?? 0;
}
