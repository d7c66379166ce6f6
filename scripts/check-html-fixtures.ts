// The rows `npm run check:html` needs for the pages with parameters, written through the app's own
// commands into a fresh data directory before the server opens it: a customer with a shop order,
// a sent quote, a cart and a quote basket; a seller application; a restaurant order and a
// visitor's restaurant cart.
import { randomBytes } from "node:crypto";
import { asc, eq, notInArray } from "drizzle-orm";
import { ensureFirstAdmin } from "~/server/auth/admins.server";
import { createAuth } from "~/server/auth/auth.server";
import { confirmEmail, register } from "~/server/auth/commands.server";
import { addToCart } from "~/server/cart/commands.server";
import { type Database, openDatabase } from "~/server/db/client.server";
import { categories, categoriesI18n, factories, factorySettings, newsletters, pageContent, productsI18n, users } from "~/server/db/schema";
import { newToken } from "~/server/newsletters/tokens";
import { prepareDatabase } from "~/server/db/setup.server";
import { createLogger, type Logger } from "~/server/logger.server";
import type { MailMessage } from "~/server/mail/mailer.server";
import { placeOrder } from "~/server/orders/commands.server";
import { addToQuote } from "~/server/quotes/basket.server";
import { sendQuote, submitQuoteRequest } from "~/server/quotes/commands.server";
import { loadQuote } from "~/server/quotes/queries.server";
import { placeRestaurantOrder } from "~/server/restaurants/orders.server";
import { submitSellerApplication } from "~/server/sellers/commands.server";
import { guest, seededMenu, seededProducts } from "../tests/factories/commerce";
import { E2E_ADMIN } from "../tests/support/e2e-accounts";
import { randomOrgNumber } from "../tests/support/org-number";
import type { Fixtures } from "./check-html-plan";

const refused = (what: string, result: unknown): never => {
  throw new Error(`check:html fixtures: ${what} was refused: ${JSON.stringify(result)}`);
};

/** Registers `account` through the app's auth and confirms it as through the mailed link (the drills' fixtures use it too). */
export async function registerConfirmed(db: Database, origin: string, logger: Logger, account: { email: string; password: string }) {
  const mails: MailMessage[] = [];
  const auth = createAuth({
    db,
    origin,
    secret: randomBytes(32).toString("hex"),
    logger,
    mailer: { send: async (message) => void mails.push(message) },
  });
  const deps = { db, auth, logger, clientIp: "127.0.0.1" };
  const registered = await register(deps, new Headers(), account);
  if (!registered.ok) refused(`registering ${account.email}`, registered);
  const token = /\/auth\/verify\?token=([^\s"&]+)/.exec(mails.at(-1)?.text ?? "")?.[1];
  const confirmed = token ? await confirmEmail(deps, new Headers(), decodeURIComponent(token)) : null;
  if (!confirmed?.ok) refused(`confirming ${account.email}`, confirmed);
}

/** Writes the fixtures into the data directory (PGlite), or into the PostgreSQL database `databaseUrl` names. */
export async function prepareFixtures(dataDir: string, origin: string, databaseUrl?: string): Promise<Fixtures> {
  const logger = createLogger("silent");
  const handle = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    await prepareDatabase(handle, logger);
    const db = handle.db;
    const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
    const factoryId = factory!.id;
    const language = { factoryId, languageCode: "nb", defaultLanguageCode: "nb", idempotencyKey: "" };

    // A customer, registered and confirmed as through the mailed link.
    const customer = { email: "kari.check-html@example.com", password: "cloudberry-jam-2024" };
    await registerConfirmed(db, origin, logger, customer);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    const owner = { userId: user!.id };

    // Their order, then a cart for the checkout page; a sent quote, then a basket for the request page.
    const { plain, other } = await seededProducts(db);
    const contact = { name: "Kari Nordmann", email: customer.email, phone: "91234567" };
    await addToCart(db, owner, { productId: plain.id, quantity: 2, attributes: {} });
    const order = await placeOrder(db, {
      ...language,
      owner,
      idempotencyKey: crypto.randomUUID(),
      contact,
      delivery: { method: "delivery", addressLine: "Storgata 1", postcode: "2670", city: "Otta" },
      paymentMethod: "invoice",
    });
    if (!order.ok) return refused("the order", order);
    await addToCart(db, owner, { productId: other.id, quantity: 1, attributes: {} });

    await addToQuote(db, owner, plain.id);
    await addToQuote(db, owner, other.id);
    const quote = await submitQuoteRequest(db, {
      ...language,
      owner,
      idempotencyKey: crypto.randomUUID(),
      details: {
        name: contact.name,
        company: "Fjellkafeen AS",
        email: customer.email,
        phone: contact.phone,
        orgNumber: "923609016",
        postcode: "2670",
        deliveryDate: "2099-01-15",
        message: "Weekly deliveries, please.",
      },
    });
    if (!quote.ok) return refused("the quote request", quote);
    const lines = (await loadQuote(db, quote.quoteId))!.lines;
    // The quote desk's writes are the back office's: the first admin (the one the server would make
    // at its start) prices it, and is audited.
    await ensureFirstAdmin(db, E2E_ADMIN);
    const [clerk] = await db.select().from(users).where(eq(users.email, E2E_ADMIN.email.toLowerCase()));
    const actor = { user: { id: clerk!.id, name: clerk!.name, email: clerk!.email, passwordChangeRequired: false }, factoryId };
    await sendQuote(db, actor, quote.quoteId, {
      prices: Object.fromEntries(lines.map((line) => [line.id, 4990])),
      discountPercent: 5,
      validUntil: "2099-01-01",
      message: "Thank you for asking.",
    });
    await addToQuote(db, owner, plain.id);

    const application = await submitSellerApplication(db, {
      factoryId,
      languageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
      details: {
        company: "Testbutikk AS",
        orgNumber: randomOrgNumber(),
        contactName: "Kari Nordmann",
        email: "seller.check-html@example.com",
        phone: "+4791234567",
        streetAddress: "Storgata 1",
        postcode: "0155",
        city: "Oslo",
        shopType: "grocery",
        website: null,
        openingHours: null,
        message: "",
      },
    });
    if (!application.ok) return refused("the seller application", application);

    // A restaurant order placed while the pizzeria is open (Monday 17:00 in Oslo), and a visitor's
    // cart with its items for the restaurant checkout.
    const menu = await seededMenu(db);
    const buyer = guest();
    await addToCart(db, buyer, { productId: menu.juice.id, quantity: 1, attributes: {} });
    const restaurantOrder = await placeRestaurantOrder(db, {
      owner: buyer,
      restaurantId: menu.pizzeria.id,
      factoryId: menu.pizzeria.factoryId,
      languageCode: "nb",
      defaultLanguageCode: "nb",
      idempotencyKey: crypto.randomUUID(),
      fulfilment: "pickup",
      requestedAt: null,
      contact: { name: "Kari Nordmann", phone: "+4791234567", email: null },
      address: null,
      paymentMethod: "pay_at_pickup",
      notes: "No basil, please",
      now: new Date("2026-01-12T16:00:00Z"),
    });
    if (!restaurantOrder.ok) return refused("the restaurant order", restaurantOrder);
    const visitor = guest();
    await addToCart(db, visitor, {
      productId: menu.margherita.id,
      quantity: 1,
      attributes: { size: "large", extras: ["cheese"] },
      secondHalfId: menu.pepperoni.id,
    });

    const [category] = await db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.sortOrder))
      .limit(1);
    const slugsOf = (rows: Array<{ languageCode: string; slug: string }>) =>
      Object.fromEntries(rows.map((row) => [row.languageCode, row.slug]));
    const productSlugs = slugsOf(
      await db
        .select({ languageCode: productsI18n.languageCode, slug: productsI18n.slug })
        .from(productsI18n)
        .where(eq(productsI18n.productId, plain.id)),
    );
    const categorySlugs = slugsOf(
      await db
        .select({ languageCode: categoriesI18n.languageCode, slug: categoriesI18n.slug })
        .from(categoriesI18n)
        .where(eq(categoriesI18n.categoryId, category!.id)),
    );
    // Every content page (page_content's page slugs); the home page's and the footer's texts are not pages of their own.
    const contentSlugs = (
      await db
        .selectDistinct({ slug: pageContent.pageSlug })
        .from(pageContent)
        .where(notInArray(pageContent.pageSlug, ["home", "footer"]))
        .orderBy(asc(pageContent.pageSlug))
    ).map((row) => row.slug);
    // A sent, public newsletter in every language (its archive page) and a draft (its edit page).
    const body = '<p>Nytt fra gården.</p><table><tbody><tr><td><a href="/products">Produkter</a></td></tr></tbody></table>';
    const [sentNewsletter] = await db
      .insert(newsletters)
      .values({
        factoryId,
        status: "sent",
        isPublic: true,
        languages: ["nb", "en", "ar"],
        content: { nb: { subject: "Høstnytt", body }, en: { subject: "Autumn news", body }, ar: { subject: "أخبار الخريف", body } },
        shareableUrl: newToken(),
        sentAt: new Date(),
      })
      .returning();
    const [draftNewsletter] = await db
      .insert(newsletters)
      .values({ factoryId, languages: ["nb", "en", "ar"], content: { nb: { subject: "Utkast", body } }, shareableUrl: newToken() })
      .returning();
    return {
      newsletterShareableUrl: sentNewsletter!.shareableUrl,
      newsletterId: draftNewsletter!.id,
      customer,
      visitorGuestId: visitor.guestId,
      productSlugs: { nb: plain.slug, ...productSlugs },
      productId: plain.id,
      categorySlugs: { nb: category!.slug, ...categorySlugs },
      categoryId: category!.id,
      restaurantSlug: menu.pizzeria.slug,
      restaurantId: menu.pizzeria.id,
      orderId: order.orderId,
      quoteId: quote.quoteId,
      sellerApplicationId: application.id,
      restaurantOrderId: restaurantOrder.orderId,
      contentSlugs,
      headerStyle: (await db.select({ style: factorySettings.headerMenuStyle }).from(factorySettings).limit(1))[0]!.style,
    };
  } finally {
    await handle.close();
  }
}
