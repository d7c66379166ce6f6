import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { discountedUnitPrice, osloToday } from "~/lib/quotes";
import { addToCart } from "~/server/cart/commands.server";
import { GUEST_COOKIE } from "~/server/cart/guest.server";
import { loadCart } from "~/server/cart/queries.server";
import { mergeCartOnSignIn } from "~/server/cart/sign-in.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, orderLines, orders, outbox, quoteRequestItems, quoteRequests } from "~/server/db/schema";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { DomainError } from "~/server/errors";
import { createLogger } from "~/server/logger.server";
import { createMailer } from "~/server/mail/mailer.server";
import { OrderTooLargeError } from "~/server/orders/commands.server";
import { loadOrder } from "~/server/orders/queries.server";
import { addToQuote, clearQuote, loadQuoteBasket, removeFromQuote, setQuoteNotes, setQuoteQuantity } from "~/server/quotes/basket.server";
import { acceptQuote, cancelQuote, declineQuote, sendQuote, submitQuoteRequest } from "~/server/quotes/commands.server";
import { sendQuoteMail, sendQuoteRequestMails } from "~/server/quotes/mail.server";
import { listQuotes, listQuotesOfUser, loadQuote, mayViewQuote } from "~/server/quotes/queries.server";
import type { QuoteRequestDetails } from "~/server/quotes/request-form.server";
import { loadSite } from "~/server/site/queries.server";
import { releaseGuestIfEmpty } from "~/server/guest/guest-state.server";
import { createProduct, createRestaurant, createUser, guest, seededProducts } from "../factories/commerce";
import { useTestDatabase } from "../support/database";

// An admin of the factory acts (the back office's writes), and is audited.
const database = useTestDatabase({ admin: "quote-desk" });
let db: Database;
let factoryId: string;
let actor: AdminActor;
const language = { languageCode: "en", defaultLanguageCode: "nb", localize: (path: string) => `/en${path}` };
const logger = createLogger("silent");

beforeAll(async () => {
  db = database.handle.db;
  factoryId = database.factoryId;
  actor = database.actor;
});

const details: QuoteRequestDetails = {
  name: "Kari Nordmann",
  company: "Fjellkafeen AS",
  email: "kari@example.com",
  phone: "91234567",
  orgNumber: "923609016",
  postcode: "2670",
  deliveryDate: "2099-01-15",
  message: "Weekly deliveries, please.",
};

const submit = (owner: Parameters<typeof submitQuoteRequest>[1]["owner"], idempotencyKey = crypto.randomUUID()) =>
  submitQuoteRequest(db, { owner, factoryId, languageCode: "en", defaultLanguageCode: "nb", idempotencyKey, details });

/** A guest's request for the two seeded products (3 and 1 of them), priced and sent. */
async function sentQuote(discountPercent = 0) {
  const { plain, other } = await seededProducts(db);
  const owner = guest();
  await addToQuote(db, owner, plain.id);
  await addToQuote(db, owner, plain.id);
  await addToQuote(db, owner, plain.id);
  await addToQuote(db, owner, other.id);
  const submitted = await submit(owner);
  if (!submitted.ok) throw new Error("submit failed");
  const quote = (await loadQuote(db, submitted.quoteId))!;
  const prices = Object.fromEntries(quote.lines.map((line, index) => [line.id, index === 0 ? 12_345 : 9_990]));
  await sendQuote(db, actor, quote.id, { prices, discountPercent, validUntil: osloToday(), message: "Thank you for asking." });
  return { owner, quoteId: quote.id, prices };
}

describe("the quote basket", () => {
  it("follows the spec's rules on the server: +1 for a present product, notes, 0 removes, clear", async () => {
    const { plain, other } = await seededProducts(db);
    const owner = guest();
    expect(await loadQuoteBasket(db, owner, language)).toBeNull();
    expect(await addToQuote(db, owner, plain.id)).toEqual({ ok: true, toast: "quote.toast.added" });
    await addToQuote(db, owner, plain.id);
    await addToQuote(db, owner, other.id);
    let basket = (await loadQuoteBasket(db, owner, language))!;
    expect(basket.items.map((item) => [item.productId, item.quantity, item.notes])).toEqual([
      [plain.id, 2, ""],
      [other.id, 1, ""],
    ]);
    expect(basket.totalItems).toBe(3);
    expect(basket.items[0]!.href).toMatch(/^\/en\/products\//);

    const [first, second] = basket.items;
    expect(await setQuoteNotes(db, owner, first!.id, "Lactose free if possible")).toEqual({ ok: true, toast: "quote.toast.notesSaved" });
    expect(await setQuoteQuantity(db, owner, second!.id, 0)).toMatchObject({ ok: true });
    basket = (await loadQuoteBasket(db, owner, language))!;
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]!.notes).toBe("Lactose free if possible");
    expect(await removeFromQuote(db, owner, second!.id)).toEqual({ ok: false, error: "quote.toast.failed" });
    // Another visitor cannot touch this basket's items.
    expect(await setQuoteQuantity(db, guest(), first!.id, 5)).toEqual({ ok: false, error: "quote.toast.failed" });
    expect(await clearQuote(db, owner)).toEqual({ ok: true, toast: "quote.toast.cleared" });
    expect((await loadQuoteBasket(db, owner, language))!.items).toEqual([]);
  });

  it("refuses unknown and inactive products", async () => {
    const owner = guest();
    const inactive = await createProduct(db, { isActive: false });
    expect(await addToQuote(db, owner, inactive.id)).toEqual({ ok: false, error: "quote.toast.productNotFound" });
    expect(await addToQuote(db, owner, "00000000-0000-4000-8000-000000000000")).toEqual({
      ok: false,
      error: "quote.toast.productNotFound",
    });
    expect(await loadQuoteBasket(db, owner, language)).toBeNull();
  });
});

describe("signing in", () => {
  it("merges the guest's quote basket and cart into the user's in one step and clears the guest cookie", async () => {
    const { plain, other } = await seededProducts(db);
    const user = await createUser(db);
    const userOwner = { userId: user.id };
    await addToQuote(db, userOwner, plain.id);
    await setQuoteNotes(db, userOwner, (await loadQuoteBasket(db, userOwner, language))!.items[0]!.id, "From the account");
    const visitor = guest();
    await addToQuote(db, visitor, plain.id);
    await addToQuote(db, visitor, plain.id);
    await addToQuote(db, visitor, other.id);
    await setQuoteNotes(db, visitor, (await loadQuoteBasket(db, visitor, language))!.items[0]!.id, "From the guest");

    const request = new Request("http://localhost/en/auth", { headers: { cookie: `${GUEST_COOKIE}=${visitor.guestId}` } });
    const merged = await mergeCartOnSignIn(request, { db, logger, origin: "http://localhost" }, user.id);
    expect(merged.flash).toEqual({ key: "quote.toast.merged", count: 3 });
    expect(merged.setCookies).toEqual([expect.stringMatching(new RegExp(`^${GUEST_COOKIE}=;.*Max-Age=0`))]);

    expect(await loadQuoteBasket(db, visitor, language)).toBeNull();
    const basket = (await loadQuoteBasket(db, userOwner, language))!;
    expect(basket.items.map((item) => [item.productId, item.quantity, item.notes])).toEqual([
      [plain.id, 3, "From the account\nFrom the guest"],
      [other.id, 1, ""],
    ]);
  });

  it("keeps the guest's basket and cookie when the cart part of the merge fails (one transaction)", async () => {
    const { plain } = await seededProducts(db);
    const user = await createUser(db);
    const visitor = guest();
    await addToQuote(db, visitor, plain.id);
    await addToCart(db, visitor, { productId: plain.id, quantity: 1, attributes: {} });
    // A user's cart of one restaurant's dishes and a guest cart of shop products cannot be merged: the whole step rolls back.
    const { dish: waffles } = await createRestaurant(db);
    expect(await addToCart(db, { userId: user.id }, { productId: waffles.id, quantity: 1, attributes: {} })).toMatchObject({ ok: true });

    const request = new Request("http://localhost/en/auth", { headers: { cookie: `${GUEST_COOKIE}=${visitor.guestId}` } });
    const merged = await mergeCartOnSignIn(request, { db, logger, origin: "http://localhost" }, user.id);
    expect(merged).toEqual({ flash: null, setCookies: [] });
    expect((await loadQuoteBasket(db, visitor, language))!.totalItems).toBe(1);
    expect((await loadCart(db, visitor, language))!.totalItems).toBe(1);
    expect(await loadQuoteBasket(db, { userId: user.id }, language)).toBeNull();
  });
});

describe("the guest visit", () => {
  it("keeps the guest while the basket holds items or a request is open, and ends it once the request is closed", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    expect(await releaseGuestIfEmpty(db, owner.guestId)).toBe(false);
    const submitted = await submit(owner);
    if (!submitted.ok) throw new Error("submit failed");
    // The basket is empty now, but the browser that asked still opens and answers its request.
    expect(await releaseGuestIfEmpty(db, owner.guestId)).toBe(false);
    await cancelQuote(db, actor, submitted.quoteId);
    expect(await releaseGuestIfEmpty(db, owner.guestId)).toBe(true);
    expect(await loadQuoteBasket(db, owner, language)).toBeNull();
  });
});

describe("requesting a quote", () => {
  it("writes the request and its items in one go, empties the basket, and answers a repeated submission with the same request", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([submit(owner, key), submit(owner, key)]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: true });
    if (!first.ok || !second.ok) throw new Error("unreachable");
    expect(second.quoteId).toBe(first.quoteId);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect((await db.select().from(quoteRequests).where(eq(quoteRequests.idempotencyKey, key))).length).toBe(1);
    expect((await loadQuoteBasket(db, owner, language))!.items).toEqual([]);
    const quote = (await loadQuote(db, first.quoteId))!;
    expect(quote).toMatchObject({
      status: "requested",
      contact: { company: "Fjellkafeen AS", orgNumber: "923609016" },
      desiredDeliveryDate: "2099-01-15",
    });
    expect(quote.lines).toEqual([expect.objectContaining({ productId: plain.id, quantity: 1, unitPriceOre: null })]);
    expect(quote.totals).toBeNull();
    // Another visitor's submission with the same key gets nothing.
    expect(await submit(guest(), key)).toEqual({ ok: false, error: "keyUsed" });
    // An empty basket is refused.
    expect(await submit(owner)).toEqual({ ok: false, error: "basketEmpty" });
  });

  it("mails a receipt to the customer with the quote link and a notice to the factory", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    const submitted = await submit(owner);
    if (!submitted.ok) throw new Error("submit failed");
    const quote = (await loadQuote(db, submitted.quoteId))!;
    const site = await loadSite(db);
    const mailer = createMailer({ db, logger, from: "shop@example.com" });
    await sendQuoteRequestMails({ mailer, origin: "http://shop.example" }, site, quote);
    const mails = await db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.text} like ${`%${quote.id}%`} or ${outbox.subject} like ${"%Q-" + String(quote.quoteNumber).padStart(5, "0") + "%"}`,
      );
    const receipt = mails.find((mail) => mail.to === "kari@example.com")!;
    expect(receipt.text).toContain(`http://shop.example/en/quotes/${quote.id}?key=${quote.accessToken}`);
    expect(mails.some((mail) => mail.to !== "kari@example.com")).toBe(Boolean(site.settings?.contactEmail ?? site.factory.email));
  });
});

describe("the quote desk and the customer's answer", () => {
  it("prices, sends and mails the quote; accepting writes one order at the quoted prices and links it, however often it is accepted", async () => {
    const { quoteId, prices } = await sentQuote(10);
    const quote = (await loadQuote(db, quoteId))!;
    expect(quote.status).toBe("quoted");
    expect(quote.totals!.totalOre).toBe(discountedUnitPrice(12_345, 10) * 3 + discountedUnitPrice(9_990, 10));

    const site = await loadSite(db);
    await sendQuoteMail({ mailer: createMailer({ db, logger, from: "shop@example.com" }), origin: "http://shop.example" }, site, quote);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.text} like ${`%/quotes/${quoteId}?key=%`} and ${outbox.subject} like 'Your quote%'`);
    expect(mail!.text).toContain("Valid until");

    const delivery = { delivery: { method: "pickup" as const }, paymentMethod: "invoice" };
    const answers = await Promise.all([
      acceptQuote(db, quoteId, delivery),
      acceptQuote(db, quoteId, delivery),
      acceptQuote(db, quoteId, delivery),
    ]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const orderIds = new Set(answers.map((answer) => (answer.ok ? answer.orderId : null)));
    expect(orderIds.size).toBe(1);
    expect(answers.filter((answer) => answer.ok && !answer.replayed)).toHaveLength(1);
    const orderId = [...orderIds][0]!;
    expect(
      (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.idempotencyKey, `quote:${quoteId}`))
      ).length,
    ).toBe(1);

    const order = (await loadOrder(db, orderId))!;
    const lines = order.lines.map((line) => [line.quantity, line.unitPriceOre]);
    expect(lines).toEqual([
      [3, discountedUnitPrice(prices[quote.lines[0]!.id]!, 10)],
      [1, discountedUnitPrice(prices[quote.lines[1]!.id]!, 10)],
    ]);
    expect(order.totalOre).toBe(quote.totals!.totalOre);
    expect(order.contact.email).toBe("kari@example.com");
    const after = (await loadQuote(db, quoteId))!;
    expect(after).toMatchObject({ status: "accepted", orderId });
    expect((await db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).length).toBe(2);
    // Accepted is final.
    expect(await declineQuote(db, quoteId)).toEqual({ ok: false, error: "notOpen" });
  });

  it("refuses to accept a quote past its validity date and marks it expired, with no order", async () => {
    const { quoteId } = await sentQuote();
    await db.update(quoteRequests).set({ validUntil: "2020-01-31" }).where(eq(quoteRequests.id, quoteId));
    expect((await loadQuote(db, quoteId))!.status).toBe("expired");
    expect(await acceptQuote(db, quoteId, { delivery: { method: "pickup" }, paymentMethod: "invoice" })).toEqual({
      ok: false,
      error: "expired",
    });
    expect((await loadQuote(db, quoteId))!).toMatchObject({ storedStatus: "expired", orderId: null });
    expect(
      (
        await db
          .select()
          .from(orders)
          .where(eq(orders.idempotencyKey, `quote:${quoteId}`))
      ).length,
    ).toBe(0);
    expect(await acceptQuote(db, quoteId, { delivery: { method: "pickup" }, paymentMethod: "invoice" })).toEqual({
      ok: false,
      error: "expired",
    });
  });

  it("refuses undeclared transitions with a clear message", async () => {
    const { quoteId, prices } = await sentQuote();
    await expect(cancelQuote(db, actor, quoteId)).rejects.toThrow(
      new DomainError("conflict", "A quote that is quoted cannot become cancelled."),
    );
    await expect(sendQuote(db, actor, quoteId, { prices, discountPercent: 0, validUntil: osloToday(), message: "" })).rejects.toThrow(
      /quoted cannot become quoted/,
    );
    expect(await declineQuote(db, quoteId)).toEqual({ ok: true });
    expect(await acceptQuote(db, quoteId, { delivery: { method: "pickup" }, paymentMethod: "invoice" })).toEqual({
      ok: false,
      error: "notOpen",
    });

    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    const submitted = await submit(owner);
    if (!submitted.ok) throw new Error("submit failed");
    // A request not yet priced cannot be accepted; sending needs every price and a validity from today.
    expect(await acceptQuote(db, submitted.quoteId, { delivery: { method: "pickup" }, paymentMethod: "invoice" })).toEqual({
      ok: false,
      error: "notOpen",
    });
    await expect(
      sendQuote(db, actor, submitted.quoteId, { prices: {}, discountPercent: 0, validUntil: osloToday(), message: "" }),
    ).rejects.toThrow(/unit price/);
    await expect(
      sendQuote(db, actor, submitted.quoteId, { prices: {}, discountPercent: 0, validUntil: "2020-01-01", message: "" }),
    ).rejects.toThrow(/today or later/);
    await cancelQuote(db, actor, submitted.quoteId);
    expect((await loadQuote(db, submitted.quoteId))!.status).toBe("cancelled");
  });

  it("lists each quote with the number of items on its lines (not 0)", async () => {
    const { quoteId } = await sentQuote();
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    const single = await submit(owner);
    if (!single.ok) throw new Error("submit failed");
    const rows = await listQuotes(db, factoryId, { status: null, search: "" });
    for (const id of [quoteId, single.quoteId]) {
      const lines = (await loadQuote(db, id))!.lines;
      expect(rows.find((row) => row.id === id)!.items).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
    }
    // Two lines of 3 and 1; one line of 1.
    expect(rows.find((row) => row.id === quoteId)!.items).toBe(4);
    expect(rows.find((row) => row.id === single.quoteId)!.items).toBe(1);
  });

  it("lists quotes for the desk by status as shown and by search, and shows a quote only to its owner or the link's holder", async () => {
    const { quoteId, owner } = await sentQuote();
    const quote = (await loadQuote(db, quoteId))!;
    const quoted = await listQuotes(db, factoryId, { status: "quoted", search: "" });
    expect(quoted.some((row) => row.id === quoteId)).toBe(true);
    expect((await listQuotes(db, factoryId, { status: "requested", search: "" })).some((row) => row.id === quoteId)).toBe(false);
    expect((await listQuotes(db, factoryId, { status: null, search: `Q-${quote.quoteNumber}` })).map((row) => row.id)).toContain(quoteId);
    expect((await listQuotes(db, factoryId, { status: null, search: "fjellkafeen" })).map((row) => row.id)).toContain(quoteId);
    expect((await listQuotes(db, factoryId, { status: null, search: "no-such-company-%" })).length).toBe(0);

    expect(mayViewQuote(quote, { userId: null, guestId: owner.guestId, linkToken: null })).toBe(true);
    expect(mayViewQuote(quote, { userId: null, guestId: null, linkToken: quote.accessToken })).toBe(true);
    expect(
      mayViewQuote(quote, {
        userId: null,
        guestId: guest().guestId,
        linkToken: `${quote.accessToken.slice(0, -1)}${quote.accessToken.endsWith("A") ? "B" : "A"}`,
      }),
    ).toBe(false);
    expect(mayViewQuote(quote, { userId: "someone", guestId: null, linkToken: null })).toBe(false);
  });
});

describe("the quote desk follows the back office's rules", () => {
  it("writes an audit entry, in the same transaction, for pricing and for cancelling", async () => {
    const { quoteId, prices } = await sentQuote(5);
    const [sent] = await db.select().from(auditLog).where(eq(auditLog.entityId, quoteId));
    expect(sent).toMatchObject({
      action: "quote.send",
      entityType: "quote",
      actorUserId: actor.user.id,
      actorEmail: actor.user.email,
      factoryId,
      before: { status: "requested" },
    });
    expect(sent!.after).toEqual({ status: "quoted", prices, discountPercent: 5, validUntil: osloToday() });

    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    const submitted = await submit(owner);
    if (!submitted.ok) throw new Error("submit failed");
    await cancelQuote(db, actor, submitted.quoteId);
    expect(
      await db
        .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.entityId, submitted.quoteId)),
    ).toEqual([{ action: "quote.cancel", before: { status: "requested" }, after: { status: "cancelled" } }]);
    // A refused change writes no entry.
    await expect(cancelQuote(db, actor, submitted.quoteId)).rejects.toThrow(DomainError);
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, submitted.quoteId))).toHaveLength(1);
  });

  it("bounds a quote item's quantity like a cart line's", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    const [item] = (await loadQuoteBasket(db, owner, language))!.items;
    expect(await setQuoteQuantity(db, owner, item!.id, MAX_LINE_QUANTITY)).toMatchObject({ ok: true });
    expect(await setQuoteQuantity(db, owner, item!.id, MAX_LINE_QUANTITY + 1)).toEqual({ ok: false, error: "quote.toast.tooMany" });
    expect(await setQuoteQuantity(db, owner, item!.id, 1_000_000)).toEqual({ ok: false, error: "quote.toast.tooMany" });
    // Adding once more stays at the bound.
    await addToQuote(db, owner, plain.id);
    expect((await loadQuoteBasket(db, owner, language))!.items[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("refuses prices whose total no order can hold before writing, and an acceptance that would overflow answers a clear refusal, not a crash", async () => {
    const { plain } = await seededProducts(db);
    const owner = guest();
    await addToQuote(db, owner, plain.id);
    const [basketItem] = (await loadQuoteBasket(db, owner, language))!.items;
    await setQuoteQuantity(db, owner, basketItem!.id, MAX_LINE_QUANTITY);
    const submitted = await submit(owner);
    if (!submitted.ok) throw new Error("submit failed");
    const [line] = (await loadQuote(db, submitted.quoteId))!.lines;
    // 999 × 9 999 999,99 kr: far past what an order's total holds.
    await expect(
      sendQuote(db, actor, submitted.quoteId, {
        prices: { [line!.id]: 999_999_999 },
        discountPercent: 0,
        validUntil: osloToday(),
        message: "",
      }),
    ).rejects.toThrow(OrderTooLargeError);
    expect((await loadQuote(db, submitted.quoteId))!).toMatchObject({ storedStatus: "requested", lines: [{ unitPriceOre: null }] });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, submitted.quoteId))).toHaveLength(0);

    // A quote sent before the bound (1 000 000 units), accepted now: refused with a reason, no order.
    await sendQuote(db, actor, submitted.quoteId, {
      prices: { [line!.id]: 10_000 },
      discountPercent: 0,
      validUntil: osloToday(),
      message: "",
    });
    await db.update(quoteRequestItems).set({ quantity: 1_000_000 }).where(eq(quoteRequestItems.id, line!.id));
    expect(await acceptQuote(db, submitted.quoteId, { delivery: { method: "pickup" }, paymentMethod: "invoice" })).toEqual({
      ok: false,
      error: "tooLarge",
    });
    expect(
      await db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, `quote:${submitted.quoteId}`)),
    ).toHaveLength(0);
    expect((await loadQuote(db, submitted.quoteId))!.storedStatus).toBe("quoted");
  });
});

describe("a customer's data", () => {
  it("exports the user's quote basket and quotes, and deleting the account anonymises the quotes", async () => {
    const { deleteAccount } = await import("~/server/account/commands.server");
    const { exportAccountData } = await import("~/server/account/queries.server");
    const { plain } = await seededProducts(db);
    const user = await createUser(db);
    const owner = { userId: user.id };
    await addToQuote(db, owner, plain.id);
    const submitted = await submit(owner);
    if (!submitted.ok) throw new Error("submit failed");
    await addToQuote(db, owner, plain.id);
    expect((await listQuotesOfUser(db, user.id)).map((quote) => [quote.id, quote.status])).toEqual([[submitted.quoteId, "requested"]]);
    const exported = await exportAccountData(db, user.id);
    expect(exported?.quoteBasket).toEqual([expect.objectContaining({ product_id: plain.id, quantity: 1 })]);
    expect(exported?.quotes).toEqual([
      expect.objectContaining({ id: submitted.quoteId, company: "Fjellkafeen AS", items: [expect.objectContaining({ quantity: 1 })] }),
    ]);

    expect(await deleteAccount(db, user.id)).toBe(true);
    const kept = (await loadQuote(db, submitted.quoteId))!;
    expect(kept).toMatchObject({ userId: null, contact: { name: "", email: "", phone: "" }, message: "" });
    expect(kept.lines).toHaveLength(1);
  });
});
