import { and, asc, eq, sql } from "drizzle-orm";
import { canTransitionQuote, discountedUnitPrice, effectiveQuoteStatus, osloToday, type QuoteStatus } from "~/lib/quotes";
import type { AdminActor } from "../backoffice/guard.server";
import type { CartOwner } from "../cart/owner.server";
import { current, currentTranslation, fallback, fallbackTranslation, localizedName, preferredImageUrl } from "../catalog/queries.server";
import type { Database } from "../db/client.server";
import { products, quoteBasketItems, quoteBaskets, quoteRequestItems, quoteRequests } from "../db/schema";
import { DomainError } from "../errors";
import { transition, type TransitionResult } from "../transitions.server";
import { newAccessToken } from "../orders/access.server";
import { assertOrderFits, type CheckoutDetails, outOfStock, writeOrder } from "../orders/commands.server";
import type { QuoteRequestDetails } from "./request-form.server";

export interface SubmitQuoteInput {
  owner: CartOwner;
  factoryId: string;
  languageCode: string;
  defaultLanguageCode: string;
  idempotencyKey: string;
  details: QuoteRequestDetails;
}

export type SubmitQuoteResult =
  | { ok: true; quoteId: string; quoteNumber: number; replayed: boolean }
  | { ok: false; error: "basketEmpty" | "keyUsed" }
  | { ok: false; error: "unavailable"; products: string[] };

const ownedBy = (quote: { userId: string | null; guestSessionId: string | null }, owner: CartOwner) =>
  "userId" in owner ? quote.userId === owner.userId : quote.guestSessionId === owner.guestId && quote.userId === null;

/**
 * Turns the owner's basket into a quote request, in one transaction: the basket is locked, the
 * items are written with their names (in the buyer's language), pictures and VAT rates, the
 * request gets the factory's next quote number, and the basket is emptied. The idempotency key
 * makes a repeated submission answer the request the first one made.
 */
export async function submitQuoteRequest(db: Database, input: SubmitQuoteInput): Promise<SubmitQuoteResult> {
  return db.transaction(async (tx) => {
    const ownerCondition =
      "userId" in input.owner
        ? eq(quoteBaskets.userId, input.owner.userId)
        : and(eq(quoteBaskets.sessionId, input.owner.guestId), sql`${quoteBaskets.userId} is null`);
    // The basket's row lock queues concurrent submissions of one visitor; the later ones then find the first one's request.
    const [basket] = await tx.select({ id: quoteBaskets.id }).from(quoteBaskets).where(ownerCondition).for("update");
    const [existing] = await tx
      .select({
        id: quoteRequests.id,
        quoteNumber: quoteRequests.quoteNumber,
        userId: quoteRequests.userId,
        guestSessionId: quoteRequests.guestSessionId,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.idempotencyKey, input.idempotencyKey));
    if (existing) {
      if (!ownedBy(existing, input.owner)) return { ok: false, error: "keyUsed" };
      return { ok: true, quoteId: existing.id, quoteNumber: existing.quoteNumber, replayed: true };
    }
    if (!basket) return { ok: false, error: "basketEmpty" };
    const rows = await tx
      .select({
        productId: products.id,
        quantity: quoteBasketItems.quantity,
        notes: quoteBasketItems.notes,
        title: localizedName,
        sku: sql<string | null>`coalesce(${products.sku}, ${products.barcode})`,
        imageUrl: preferredImageUrl,
        vatRatePercent: products.vatRatePercent,
        currency: products.currency,
        isActive: products.isActive,
        factoryId: products.factoryId,
      })
      .from(quoteBasketItems)
      .innerJoin(products, eq(products.id, quoteBasketItems.productId))
      .leftJoin(current, currentTranslation(input.languageCode))
      .leftJoin(fallback, fallbackTranslation(input.defaultLanguageCode))
      .where(eq(quoteBasketItems.basketId, basket.id))
      .orderBy(asc(quoteBasketItems.createdAt), asc(quoteBasketItems.id));
    if (rows.length === 0) return { ok: false, error: "basketEmpty" };
    const unavailable = rows.filter((row) => !row.isActive || row.factoryId !== input.factoryId);
    if (unavailable.length > 0) return { ok: false, error: "unavailable", products: unavailable.map((row) => row.title) };

    const [counter] = (
      await tx.execute<{
        last_number: number;
      }>(sql`insert into quote_number_counters (factory_id, last_number) values (${input.factoryId}, 1)
        on conflict (factory_id) do update set last_number = quote_number_counters.last_number + 1
        returning last_number`)
    ).rows;
    const details = input.details;
    const [quote] = await tx
      .insert(quoteRequests)
      .values({
        factoryId: input.factoryId,
        quoteNumber: counter!.last_number,
        userId: "userId" in input.owner ? input.owner.userId : null,
        guestSessionId: "guestId" in input.owner ? input.owner.guestId : null,
        idempotencyKey: input.idempotencyKey,
        accessToken: newAccessToken(),
        languageCode: input.languageCode,
        contactName: details.name,
        company: details.company,
        contactEmail: details.email,
        contactPhone: details.phone,
        orgNumber: details.orgNumber,
        deliveryPostcode: details.postcode,
        desiredDeliveryDate: details.deliveryDate,
        message: details.message,
      })
      .returning({ id: quoteRequests.id, quoteNumber: quoteRequests.quoteNumber });
    await tx.insert(quoteRequestItems).values(
      rows.map((row, index) => ({
        quoteId: quote!.id,
        productId: row.productId,
        title: row.title,
        sku: row.sku,
        imageUrl: row.imageUrl,
        quantity: row.quantity,
        notes: row.notes,
        currency: row.currency,
        vatRatePercent: row.vatRatePercent,
        sortOrder: index,
      })),
    );
    await tx.delete(quoteBasketItems).where(eq(quoteBasketItems.basketId, basket.id));
    return { ok: true, quoteId: quote!.id, quoteNumber: quote!.quoteNumber, replayed: false };
  });
}

/** The quote's row, locked until the transaction ends; null when it is missing (or another factory's). */
async function lockQuoteRow(tx: Database, quoteId: string, factoryId?: string) {
  const [quote] = await tx
    .select()
    .from(quoteRequests)
    .where(factoryId ? and(eq(quoteRequests.id, quoteId), eq(quoteRequests.factoryId, factoryId)) : eq(quoteRequests.id, quoteId))
    .for("update");
  return quote ?? null;
}

async function lockQuote(tx: Database, quoteId: string, factoryId?: string) {
  const quote = await lockQuoteRow(tx, quoteId, factoryId);
  if (!quote) throw new DomainError("not_found", "Quote not found");
  return quote;
}

/** The factory's moves answer a refusal with an error (the admin page shows it). */
function valueOrThrow<T>(result: TransitionResult<QuoteStatus, T>, to: QuoteStatus): T {
  if (result.ok) return result.value;
  if (result.reason === "not_found") throw new DomainError("not_found", "Quote not found");
  throw new DomainError("conflict", `A quote that is ${result.from} cannot become ${to}.`);
}

type QuoteRow = NonNullable<Awaited<ReturnType<typeof lockQuoteRow>>>;

/** A factory's move of a quote through the shared transition rule, with its audit entry. */
async function moveQuoteByFactory<T>(
  tx: Database,
  actor: AdminActor,
  quoteId: string,
  to: QuoteStatus,
  action: string,
  apply: (tx: Database, quote: QuoteRow) => Promise<T>,
  after?: (quote: QuoteRow, value: T) => unknown,
): Promise<T> {
  const result = await transition(tx, {
    lock: (tx) => lockQuoteRow(tx, quoteId, actor.factoryId),
    statusOf: (quote) => quote.status as QuoteStatus,
    to,
    allowed: canTransitionQuote,
    apply,
    audit: { actor, action, entityType: "quote", entityId: quoteId, after },
  });
  return valueOrThrow(result, to);
}

export interface SendQuoteInput {
  /** Unit price per item id, in øre, VAT included. */
  prices: Record<string, number>;
  discountPercent: number;
  validUntil: string;
  message: string;
}

/**
 * The factory prices a request and sends it (requested → quoted): every item gets a unit price,
 * the validity date is today or later, and the quote's total (before any discount) must fit an
 * order (OrderTooLargeError, nothing written). Refused for any other status. The audit log
 * records who priced it and how, in the same transaction.
 */
export async function sendQuote(db: Database, actor: AdminActor, quoteId: string, input: SendQuoteInput): Promise<void> {
  await db.transaction(async (tx) => {
    await moveQuoteByFactory(
      tx,
      actor,
      quoteId,
      "quoted",
      "quote.send",
      async (tx) => {
        if (input.validUntil < osloToday()) throw new DomainError("invalid", "The validity date must be today or later.");
        const items = await tx
          .select({ id: quoteRequestItems.id, quantity: quoteRequestItems.quantity })
          .from(quoteRequestItems)
          .where(eq(quoteRequestItems.quoteId, quoteId));
        const priced = items.map((item) => {
          const price = input.prices[item.id];
          if (price === undefined || !Number.isInteger(price) || price < 0)
            throw new DomainError("invalid", "Every line needs a unit price.");
          return { id: item.id, unitPriceOre: price, quantity: item.quantity };
        });
        // Checked before writing: an accepted quote becomes an order at these prices.
        assertOrderFits(priced);
        for (const item of priced)
          await tx.update(quoteRequestItems).set({ unitPriceOre: item.unitPriceOre }).where(eq(quoteRequestItems.id, item.id));
        await tx
          .update(quoteRequests)
          .set({
            status: "quoted",
            discountPercent: input.discountPercent,
            validUntil: input.validUntil,
            factoryMessage: input.message,
            quotedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(quoteRequests.id, quoteId));
        return priced;
      },
      (_quote, priced) => ({
        status: "quoted",
        prices: Object.fromEntries(priced.map((item) => [item.id, item.unitPriceOre])),
        discountPercent: input.discountPercent,
        validUntil: input.validUntil,
      }),
    );
  });
}

/** The factory cancels a request it will not price (requested → cancelled), with its audit entry. */
export async function cancelQuote(db: Database, actor: AdminActor, quoteId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await moveQuoteByFactory(tx, actor, quoteId, "cancelled", "quote.cancel", async (tx) => {
      await tx.update(quoteRequests).set({ status: "cancelled", updatedAt: new Date() }).where(eq(quoteRequests.id, quoteId));
    });
  });
}

export type AcceptQuoteResult =
  | { ok: true; orderId: string; accessToken: string; replayed: boolean }
  | { ok: false; error: "expired" | "notOpen" | "tooLarge" }
  | { ok: false; error: "outOfStock"; products: string[] };

/** A customer's move of an already locked quote, checked against its effective status (a quote past its date is expired). */
function moveQuoteByCustomer<T>(tx: Database, quote: QuoteRow, status: QuoteStatus, to: QuoteStatus, apply: (tx: Database) => Promise<T>) {
  return transition(tx, {
    lock: async () => quote,
    statusOf: () => status,
    to,
    allowed: canTransitionQuote,
    apply: (tx) => apply(tx),
  });
}

/**
 * The customer accepts a sent quote: an order is written through the checkout's order code at the
 * quoted prices (discount applied per unit), and quote and order are linked, in one transaction.
 * A second acceptance answers the first one's order; a quote past its validity date is marked
 * expired and refused. The order takes tracked stock like a checkout's: when too little is left,
 * nothing is written and the quote stays open (it can be accepted once the factory restocks).
 */
export async function acceptQuote(
  db: Database,
  quoteId: string,
  details: Pick<CheckoutDetails, "delivery" | "paymentMethod">,
): Promise<AcceptQuoteResult> {
  return db
    .transaction(async (tx): Promise<AcceptQuoteResult> => {
      const quote = await lockQuote(tx, quoteId);
      if (quote.status === "accepted" && quote.orderId) {
        const [order] = (await tx.execute<{ access_token: string }>(sql`select access_token from orders where id = ${quote.orderId}`)).rows;
        if (order) return { ok: true, orderId: quote.orderId, accessToken: order.access_token, replayed: true };
      }
      const status = effectiveQuoteStatus({ status: quote.status as QuoteStatus, validUntil: quote.validUntil });
      if (status === "expired" && quote.status === "quoted") {
        await tx.update(quoteRequests).set({ status: "expired", updatedAt: new Date() }).where(eq(quoteRequests.id, quoteId));
        return { ok: false, error: "expired" };
      }
      const moved = await moveQuoteByCustomer(tx, quote, status, "accepted", async (tx) => {
        const items = await tx
          .select()
          .from(quoteRequestItems)
          .where(eq(quoteRequestItems.quoteId, quoteId))
          .orderBy(asc(quoteRequestItems.sortOrder));
        const order = await writeOrder(tx, {
          factoryId: quote.factoryId,
          userId: quote.userId,
          guestSessionId: quote.guestSessionId,
          languageCode: quote.languageCode,
          // One quote makes one order, however often it is accepted.
          idempotencyKey: `quote:${quote.id}`,
          contact: { name: quote.contactName, email: quote.contactEmail, phone: quote.contactPhone },
          delivery: details.delivery,
          paymentMethod: details.paymentMethod,
          lines: items.map((item) => ({
            productId: item.productId,
            title: item.title,
            sku: item.sku,
            selectedAttributes: {},
            quantity: item.quantity,
            unitPriceOre: discountedUnitPrice(item.unitPriceOre ?? 0, quote.discountPercent),
            vatRatePercent: item.vatRatePercent,
          })),
        });
        await tx
          .update(quoteRequests)
          .set({ status: "accepted", orderId: order.id, respondedAt: new Date(), updatedAt: new Date() })
          .where(eq(quoteRequests.id, quoteId));
        return order;
      });
      if (!moved.ok) return { ok: false, error: status === "expired" ? "expired" : "notOpen" };
      return { ok: true, orderId: moved.value.id, accessToken: moved.value.accessToken, replayed: false };
    })
    .catch(outOfStock);
}

/** The customer declines a sent quote (quoted → declined); past its validity it is expired instead. */
export async function declineQuote(db: Database, quoteId: string): Promise<{ ok: true } | { ok: false; error: "expired" | "notOpen" }> {
  return db.transaction(async (tx) => {
    const quote = await lockQuote(tx, quoteId);
    const status = effectiveQuoteStatus({ status: quote.status as QuoteStatus, validUntil: quote.validUntil });
    if (status === "declined") return { ok: true };
    if (status === "expired") {
      if (quote.status === "quoted")
        await tx.update(quoteRequests).set({ status: "expired", updatedAt: new Date() }).where(eq(quoteRequests.id, quoteId));
      return { ok: false, error: "expired" };
    }
    const moved = await moveQuoteByCustomer(tx, quote, status, "declined", async (tx) => {
      await tx
        .update(quoteRequests)
        .set({ status: "declined", respondedAt: new Date(), updatedAt: new Date() })
        .where(eq(quoteRequests.id, quoteId));
    });
    return moved.ok ? { ok: true } : { ok: false, error: "notOpen" };
  });
}

/** Part of deleting an account: the user's quotes stay for the factory's books without name, contact or message. */
export async function anonymiseQuotesOf(tx: Database, userId: string): Promise<void> {
  await tx
    .update(quoteRequests)
    .set({ userId: null, guestSessionId: null, contactName: "", contactEmail: "", contactPhone: "", message: "", updatedAt: new Date() })
    .where(eq(quoteRequests.userId, userId));
}
