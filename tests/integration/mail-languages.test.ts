import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "~/lib/i18n/language";
import { createAuth } from "~/server/auth/auth.server";
import { register, requestPasswordReset, signIn } from "~/server/auth/commands.server";
import { addToCart } from "~/server/cart/commands.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { mailLanguageOf } from "~/server/mail/mail-language.server";
import { createMailer, type Mailer } from "~/server/mail/mailer.server";
import { placeOrder } from "~/server/orders/commands.server";
import { sendOrderConfirmation, sendOrderStatusMail } from "~/server/orders/mail.server";
import { loadOrder } from "~/server/orders/queries.server";
import { addToQuote } from "~/server/quotes/basket.server";
import { cancelQuote, sendQuote, submitQuoteRequest } from "~/server/quotes/commands.server";
import { sendQuoteCancelledMail, sendQuoteMail, sendQuoteRequestMails } from "~/server/quotes/mail.server";
import { loadQuote, quoteReference } from "~/server/quotes/queries.server";
import { sendRestaurantOrderMail } from "~/server/restaurants/mail.server";
import { placeRestaurantOrder } from "~/server/restaurants/orders.server";
import { submitSellerApplication } from "~/server/sellers/commands.server";
import { sendSellerApplicationMails, sendSellerDecisionMail } from "~/server/sellers/mail.server";
import { loadSellerApplication } from "~/server/sellers/queries.server";
import { loadSite, type Site } from "~/server/site/queries.server";
import { guest, seededMenu, seededProducts } from "../factories/commerce";
import { useTestDatabase } from "../support/database";
import { testEngine } from "../support/database";
import { randomOrgNumber } from "../support/org-number";

// Every family of mail the site sends (account, order, quote, seller, restaurant), read back from
// the outbox table in each seeded language: subject and body in that language, links to pages in
// that language, an HTML part that carries the language and direction, and a plain-text part.

const origin = "https://shop.example";
const logger = createLogger("silent");
const codes = ["nb", "en", "ar"] as const;
type Code = (typeof codes)[number];
const inLanguage = (code: Code) => (path: string) => `${origin}${localizePath(path, code, "nb")}`;
/** Amounts and separators without the spaces and marks Intl puts around them. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u200f\u061c]/g, " ");

const database = useTestDatabase({ admin: "mail-languages" });
let db: Database;
let actor: AdminActor;
let site: Site;
let mailer: Mailer;

beforeAll(async () => {
  // The quote desk's writes are the back office's: an admin of the factory acts, and is audited.
  ({ db, actor } = database);
  site = await loadSite(db);
  mailer = createMailer({ db, logger, from: "shop@example.com" });
});

/** The newest outbox message to `to` (whose subject matches `subject`, when given). */
async function mailTo(to: string, subject?: RegExp) {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
  const row = subject ? rows.find((candidate) => subject.test(candidate.subject)) : rows[0];
  if (!row) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ""}`);
  return { ...row, html: row.html ?? "" };
}

/** The parts every mail has: the plain-text part, and the HTML part in the language and its direction. */
function expectParts(mail: { text: string; html: string }, code: Code) {
  const direction = code === "ar" ? "rtl" : "ltr";
  expect(mail.text.trim()).not.toBe("");
  expect(mail.text).not.toMatch(/<[a-z]/i);
  expect(mail.html).toContain(`<html lang="${code}" dir="${direction}">`);
  expect(mail.html).toContain(`<div dir="${direction}" lang="${code}">`);
}

describe(`every mail is written in its recipient's language (${testEngine()})`, () => {
  it("account: the confirmation of a registration, the new link of an unconfirmed sign-in and the password reset, in each language", async () => {
    const auth = createAuth({
      db,
      origin,
      secret: "test-secret-test-secret-test-secret-1234",
      logger,
      mailer,
      siteName: async () => "Fjellgården",
      mailLanguage: (code) => mailLanguageOf(db, code),
    });
    const expected: Record<Code, { subject: RegExp; body: string; reset: string; resetBody: string }> = {
      nb: {
        subject: /^Bekreft e-postadressen din hos Fjellgården$/,
        body: "Velkommen til Fjellgården!",
        reset: "Tilbakestill passordet ditt hos Fjellgården",
        resetBody: "Lenken gjelder i én time.",
      },
      en: {
        subject: /^Confirm your e-mail address for Fjellgården$/,
        body: "Welcome to Fjellgården!",
        reset: "Reset your password for Fjellgården",
        resetBody: "The link is valid for one hour.",
      },
      ar: {
        subject: /^أكّد عنوان بريدك الإلكتروني لدى Fjellgården$/,
        body: "مرحبًا بك في Fjellgården!",
        reset: "إعادة تعيين كلمة المرور لدى Fjellgården",
        resetBody: "الرابط صالح لمدة ساعة واحدة.",
      },
    };
    for (const code of codes) {
      const email = `mail-${code}-${crypto.randomUUID()}@example.com`;
      const deps = {
        db,
        auth,
        logger,
        clientIp: "203.0.113.61",
        localize: (path: string) => localizePath(path, code, "nb"),
        languageCode: code,
      };
      expect(await register(deps, new Headers(), { email, password: "sea-buckthorn-61" })).toEqual({ ok: true, email });
      const mail = await mailTo(email);
      expect(mail.subject).toMatch(expected[code].subject);
      expect(mail.text).toContain(expected[code].body);
      expect(mail.text).toContain(`${inLanguage(code)("/auth/verify")}?token=`);
      expect(mail.html).toContain(`href="${inLanguage(code)("/auth/verify")}?token=`);
      expectParts(mail, code);

      // Signing in before confirming mails a new link, in the language of that sign-in.
      expect(await signIn(deps, new Headers(), { email, password: "sea-buckthorn-61" })).toMatchObject({ error: "notVerified" });
      const again = await mailTo(email);
      expect(again.id).not.toBe(mail.id);
      expect(again.subject).toMatch(expected[code].subject);
      expect(again.text).toContain(`${inLanguage(code)("/auth/verify")}?token=`);
      expectParts(again, code);

      await requestPasswordReset(deps, new Headers(), email);
      const reset = await mailTo(email);
      expect(reset.subject).toBe(expected[code].reset);
      expect(reset.text).toContain(expected[code].resetBody);
      expect(reset.text).toContain(`${inLanguage(code)("/auth/reset-password")}?token=`);
      expectParts(reset, code);
    }
  });

  it("order: the confirmation and a status mail, with amounts written the language's way", async () => {
    const { plain: product } = await seededProducts(db);
    const expected: Record<Code, { subject: string; view: string; total: RegExp; vat: string; status: string; payment: string }> = {
      nb: {
        subject: "Ordrebekreftelse",
        view: "Se bestillingen",
        total: /Totalt: \d[\d ]*,\d\d kr/,
        vat: "Herav mva. 15 %",
        status: "Ordren din {n} hos Factory Management System har fått ny status: Bekreftet.",
        payment: "Betaling: Faktura (14 dager)",
      },
      en: {
        subject: "Order confirmation",
        view: "View your order",
        total: /Total: NOK \d[\d,]*\.\d\d/,
        vat: "Of which VAT 15 %",
        status: "Your order {n} at Factory Management System has a new status: Confirmed.",
        payment: "Payment: Invoice (14 days)",
      },
      ar: {
        subject: "تأكيد الطلب",
        view: "عرض طلبك",
        total: /الإجمالي: \s*\d[\d,]*\.\d\d NOK/,
        vat: "منها ضريبة القيمة المضافة 15٪",
        status: "طلبك رقم {n} لدى Factory Management System له حالة جديدة: مؤكد.",
        payment: "الدفع: فاتورة (14 يومًا)",
      },
    };
    for (const code of codes) {
      const owner = guest();
      await addToCart(db, owner, { productId: product.id, quantity: 2, attributes: {} });
      const email = `order-${code}-${crypto.randomUUID()}@example.com`;
      const placed = await placeOrder(db, {
        contact: { name: "Kari Nordmann", email, phone: "91234567" },
        delivery: { method: "delivery", addressLine: "Storgata 1", postcode: "2670", city: "Otta" },
        paymentMethod: "invoice",
        owner,
        factoryId: site.factory.id,
        languageCode: code,
        defaultLanguageCode: "nb",
        idempotencyKey: crypto.randomUUID(),
      });
      if (!placed.ok) throw new Error("order refused");
      const order = (await loadOrder(db, placed.orderId))!;
      await sendOrderConfirmation({ db, mailer, origin }, site, order);
      const mail = await mailTo(email);
      expect(mail.subject).toBe(`${expected[code].subject} ${order.orderNumber} – Factory Management System`);
      expect(plain(mail.text)).toMatch(expected[code].total);
      expect(mail.text).toContain(expected[code].vat);
      expect(mail.text).toContain(expected[code].payment);
      expect(mail.html).toContain(`>${expected[code].view}</a>`);
      expect(mail.text).toContain(`${inLanguage(code)(`/order-success/${order.id}`)}?key=${order.accessToken}`);
      expectParts(mail, code);

      await sendOrderStatusMail({ mailer, origin }, site, order, "confirmed");
      const status = await mailTo(email);
      expect(status.text).toContain(expected[code].status.replace("{n}", String(order.orderNumber)));
      expect(status.text).toContain(`${inLanguage(code)(`/order-success/${order.id}`)}?key=`);
      expectParts(status, code);
    }
  });

  it("quote: the receipt (and the factory's notice in Norwegian), the priced quote with its date, and the cancellation", async () => {
    const { plain: product } = await seededProducts(db);
    const factoryAddress = site.settings?.contactEmail ?? site.factory.email;
    expect(factoryAddress).toBeTruthy();
    const expected: Record<Code, { receipt: string; sent: string; validUntil: string; cancelled: string; total: RegExp }> = {
      nb: {
        receipt: "Tilbudsforespørsel",
        sent: "Tilbudet ditt",
        validUntil: "Gyldig til 1. mars 2099",
        cancelled: "er avsluttet",
        total: /Totalt: \d[\d ]*,\d\d kr/,
      },
      en: {
        receipt: "Quote request",
        sent: "Your quote",
        validUntil: "Valid until 1 March 2099",
        cancelled: "closed",
        total: /Total: NOK \d[\d,]*\.\d\d/,
      },
      ar: {
        receipt: "طلب عرض السعر",
        sent: "عرض السعر الخاص بك",
        validUntil: "صالح حتى 1 مارس 2099",
        cancelled: "تم إغلاق طلب عرض السعر",
        total: /الإجمالي: \s*\d[\d,]*\.\d\d NOK/,
      },
    };
    const request = async (code: Code, email: string) => {
      const owner = guest();
      await addToQuote(db, owner, product.id);
      const submitted = await submitQuoteRequest(db, {
        owner,
        factoryId: site.factory.id,
        languageCode: code,
        defaultLanguageCode: "nb",
        idempotencyKey: crypto.randomUUID(),
        details: {
          name: "Kari Nordmann",
          company: "Fjellkafeen AS",
          email,
          phone: "91234567",
          orgNumber: "923609016",
          postcode: "2670",
          deliveryDate: "2099-01-15",
          message: "",
        },
      });
      if (!submitted.ok) throw new Error("request refused");
      return (await loadQuote(db, submitted.quoteId))!;
    };
    for (const code of codes) {
      const email = `quote-${code}-${crypto.randomUUID()}@example.com`;
      const quote = await request(code, email);
      const reference = quoteReference(quote.quoteNumber);
      await sendQuoteRequestMails({ mailer, origin }, site, quote);
      const receipt = await mailTo(email);
      expect(receipt.subject).toBe(`${expected[code].receipt} ${reference} – Factory Management System`);
      expect(receipt.text).toContain(`${inLanguage(code)(`/quotes/${quote.id}`)}?key=${quote.accessToken}`);
      expectParts(receipt, code);
      // The factory's notice is in the site's default language, whatever the customer's.
      const notice = await mailTo(factoryAddress!, new RegExp(reference));
      expect(notice.subject).toBe(`Ny tilbudsforespørsel ${reference}`);
      expect(notice.text).toContain("Ønsket leveringsdato: 15. januar 2099");
      expectParts(notice, "nb");

      await sendQuote(db, actor, quote.id, {
        prices: Object.fromEntries(quote.lines.map((line) => [line.id, 12_345])),
        discountPercent: 0,
        validUntil: "2099-03-01",
        message: "",
      });
      await sendQuoteMail({ mailer, origin }, site, (await loadQuote(db, quote.id))!);
      const sent = await mailTo(email, new RegExp(`^${expected[code].sent}`));
      expect(sent.text).toContain(expected[code].validUntil);
      expect(plain(sent.text)).toMatch(expected[code].total);
      expect(sent.text).toContain(`${inLanguage(code)(`/quotes/${quote.id}`)}?key=`);
      expectParts(sent, code);

      const closing = await request(code, email);
      await cancelQuote(db, actor, closing.id);
      await sendQuoteCancelledMail({ mailer, origin }, site, closing);
      const cancelled = await mailTo(email, new RegExp(quoteReference(closing.quoteNumber)));
      expect(cancelled.subject).toContain(expected[code].cancelled);
      expect(cancelled.text).toContain(`${inLanguage(code)(`/quotes/${closing.id}`)}?key=`);
      expectParts(cancelled, code);
    }
  });

  it("seller: the receipt (and the factory's notice in Norwegian) and the decision", async () => {
    const expected: Record<Code, { receipt: string; approved: string }> = {
      nb: { receipt: "Vi har mottatt forhandlersøknaden din", approved: "er godkjent" },
      en: { receipt: "We have received your seller application", approved: "has been approved" },
      ar: { receipt: "استلمنا طلبك لتصبح بائعًا", approved: "تمت الموافقة على طلبك" },
    };
    for (const code of codes) {
      const email = `seller-${code}-${crypto.randomUUID()}@example.com`;
      const result = await submitSellerApplication(db, {
        factoryId: site.factory.id,
        languageCode: code,
        idempotencyKey: crypto.randomUUID(),
        details: {
          company: `Testbutikk ${code}`,
          orgNumber: randomOrgNumber(),
          contactName: "Kari Nordmann",
          email,
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
      if (!result.ok) throw new Error("application refused");
      const application = (await loadSellerApplication(db, result.id))!;
      await sendSellerApplicationMails({ mailer, origin }, site, application);
      const receipt = await mailTo(email);
      expect(receipt.subject).toContain(expected[code].receipt);
      expectParts(receipt, code);
      const notice = (
        await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, (site.settings?.contactEmail ?? site.factory.email)!)))
      ).find((mail) => mail.text.includes(`/admin/sellers/${application.id}`))!;
      expect(notice.subject).toMatch(/^Ny forhandlersøknad S-/);
      expectParts({ text: notice.text, html: notice.html ?? "" }, "nb");

      await sendSellerDecisionMail({ mailer, origin }, site, application, "approved", null);
      const decision = await mailTo(email);
      expect(decision.subject).toContain(expected[code].approved);
      expect(decision.text).toContain(inLanguage(code)("/sellers-map"));
      expectParts(decision, code);
    }
  });

  it("restaurant: the order's confirmation with its ready time and tracking link; no e-mail given, no mail", async () => {
    const menu = await seededMenu(db);
    // Monday 2026-01-12, 17:00 in Oslo: the pizzeria is open.
    const now = new Date("2026-01-12T16:00:00Z");
    const ready = new Date(now.getTime() + menu.pizzeria.prepMinutes * 60_000);
    const clock = new Intl.DateTimeFormat("nb-NO", { timeZone: "Europe/Oslo", hour: "2-digit", minute: "2-digit" }).format(ready);
    const expected: Record<Code, { subject: RegExp; intro: string; ready: string; track: string; payment: string }> = {
      nb: {
        subject: /^Bestilling \d+ hos Fjellgården Pizzeria$/,
        intro: "Takk for bestillingen hos Fjellgården Pizzeria.",
        ready: "Forventet klar kl.",
        track: "Følg bestillingen",
        payment: "Betaling: Betal ved henting",
      },
      en: {
        subject: /^Order \d+ at Fjellgården Pizzeria$/,
        intro: "Thank you for your order at Fjellgården Pizzeria.",
        ready: "Estimated ready at",
        track: "Follow your order",
        payment: "Payment: Pay at pickup",
      },
      ar: {
        subject: /^الطلب \d+ من /,
        intro: "شكرًا لطلبك من",
        ready: "الوقت المتوقع للتجهيز",
        track: "تابع طلبك",
        payment: "الدفع: الدفع عند الاستلام",
      },
    };
    const place = async (code: Code, email: string | null) => {
      const owner = guest();
      expect(await addToCart(db, owner, { productId: menu.juice.id, quantity: 2, attributes: {} })).toMatchObject({ ok: true });
      const placed = await placeRestaurantOrder(db, {
        owner,
        restaurantId: menu.pizzeria.id,
        factoryId: menu.pizzeria.factoryId,
        languageCode: code,
        defaultLanguageCode: "nb",
        idempotencyKey: crypto.randomUUID(),
        fulfilment: "pickup",
        requestedAt: null,
        contact: { name: "Kari Nordmann", phone: "+4791234567", email },
        address: null,
        paymentMethod: "pay_at_pickup",
        notes: null,
        now,
      });
      if (!placed.ok) throw new Error(`restaurant order refused: ${placed.error}`);
      return placed;
    };
    for (const code of codes) {
      const email = `restaurant-${code}-${crypto.randomUUID()}@example.com`;
      const placed = await place(code, email);
      expect(await sendRestaurantOrderMail({ db, mailer, origin }, site, placed.orderId)).toBe(true);
      const mail = await mailTo(email);
      expect(mail.subject).toMatch(expected[code].subject);
      expect(mail.subject).toContain(String(placed.orderNumber));
      expect(mail.text).toContain(expected[code].intro);
      expect(mail.text).toContain(expected[code].ready);
      expect(mail.text).toContain(expected[code].payment);
      if (code !== "ar") expect(mail.text).toContain(clock);
      expect(mail.text).toContain(`${expected[code].track}: ${inLanguage(code)(`/order-tracking/${placed.orderId}`)}`);
      expectParts(mail, code);
    }
    const silent = await place("en", null);
    const before = (await db.select().from(outbox)).length;
    expect(await sendRestaurantOrderMail({ db, mailer, origin }, site, silent.orderId)).toBe(false);
    expect(await db.select().from(outbox)).toHaveLength(before);
  });
});
