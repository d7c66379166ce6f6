import { describe, expect, it } from "vitest";
import { platformFeatures } from "~/lib/admin/settings-form";
import { paymentMethodsFor } from "~/server/orders/payment-providers.server";
import { loadDemoData } from "./demo-data.server";
import type { DemoLocale } from "./demo-schemas";

const { pages: demoPages, uiStrings } = loadDemoData();
const demoUiStrings = uiStrings.site;

const locales: DemoLocale[] = ["nb", "en", "ar"];

/** Every text of the demo pages in one language, with the page it is on. */
const pageTexts = (locale: DemoLocale) =>
  Object.entries(demoPages).flatMap(([page, texts]) =>
    texts.map((text) => ({ page, key: text.key, type: text.type, text: text.value[locale] })),
  );

/**
 * How the demo content words a claim about each payment method, per language. The built-in
 * methods are the ones checkout offers without a provider; the others are what a text could
 * promise that this build does not take (a provider's id once one is configured).
 */
const paymentClaims: Record<string, Record<DemoLocale, RegExp>> = {
  invoice: { nb: /faktura/i, en: /invoice/i, ar: /فاتورة/ },
  pay_on_pickup: { nb: /betale ved henting/i, en: /pay on pickup/i, ar: /الدفع عند الاستلام/ },
  vipps: { nb: /vipps/i, en: /vipps/i, ar: /vipps|فيبس/i },
  card: {
    nb: /bankkort|betalingskort|kredittkort|kortbetaling|betal[^.]{0,40}\bkort\b|\bvisa\b|mastercard/i,
    en: /bank card|credit card|debit card|payment card|card payment|pay[^.]{0,40}\bcard\b|\bvisa\b|mastercard/i,
    ar: /بطاقة مصرفية|بطاقة ائتمان|بالبطاقة|فيزا|ماستركارد/,
  },
  klarna: { nb: /klarna/i, en: /klarna/i, ar: /klarna|كلارنا/i },
  paypal: { nb: /paypal/i, en: /paypal/i, ar: /paypal|باي ?بال/i },
  cash_on_delivery: { nb: /oppkrav|kontant/i, en: /cash on delivery|in cash/i, ar: /الدفع نقدًا|نقدا/ },
};

describe("the demo content says only what the site does", () => {
  const offered = paymentMethodsFor(null);

  it("knows how the content words every payment method checkout offers", () => {
    expect(offered.length).toBeGreaterThan(0);
    for (const method of offered) expect(paymentClaims, method).toHaveProperty(method);
  });

  it.each(locales)("names only payment methods checkout offers (%s)", (locale) => {
    for (const { page, key, text } of pageTexts(locale)) {
      for (const [method, claim] of Object.entries(paymentClaims)) {
        if (claim[locale].test(text)) expect(offered, `${page}/${key} (${locale}) promises ${method}`).toContain(method);
      }
    }
  });

  it.each(locales)("answers 'which payment methods' with every method checkout offers (%s)", (locale) => {
    const faq = demoPages.faq!.find((text) => text.key === "body")!.value[locale];
    for (const method of offered) expect(faq, `the FAQ (${locale}) names ${method}`).toMatch(paymentClaims[method]![locale]);
    const terms = demoPages.terms!.find((text) => text.key === "body")!.value[locale];
    for (const method of offered) expect(terms, `the terms (${locale}) name ${method}`).toMatch(paymentClaims[method]![locale]);
  });

  it.each(locales)("sends quote requests through the quote list's own button, never the cart (%s)", (locale) => {
    const cartThenQuote = { nb: /handlekurv[^.]*be om tilbud/i, en: /cart[^.]*request (a )?quote/i, ar: /سلة التسوق[^.]*طلب عرض سعر/ }[
      locale
    ];
    for (const { page, key, text } of pageTexts(locale)) expect(text, `${page}/${key} (${locale})`).not.toMatch(cartThenQuote);
    const addToQuote = demoUiStrings["quote.add"]![locale];
    for (const page of ["faq", "resellers"])
      expect(demoPages[page]!.find((text) => text.key === "body")!.value[locale], `${page} (${locale})`).toContain(addToQuote);
  });

  it.each(locales)("describes the newsletter (double opt-in, consent, unsubscribe) in the privacy policy only (%s)", (locale) => {
    const newsletter = /newsletter|nyhetsbrev|النشرة الإخبارية/i;
    for (const { page, key, text } of pageTexts(locale)) {
      if (page === "privacy" && key === "body") expect(text, `${page}/${key} (${locale})`).toMatch(newsletter);
      else expect(text, `${page}/${key} (${locale})`).not.toMatch(newsletter);
    }
  });

  it.each(locales)("adds no shipping cost at checkout, which the shop does not charge (%s)", (locale) => {
    const shippingAtCheckout = { nb: /fraktkostnaden vises/i, en: /shipping cost is shown/i, ar: /تظهر تكلفة الشحن/ }[locale];
    for (const { page, key, text } of pageTexts(locale)) expect(text, `${page}/${key} (${locale})`).not.toMatch(shippingAtCheckout);
  });

  it.each(locales)("describes no statistics cookies or cookie settings, which the site does not have (%s)", (locale) => {
    for (const { page, key, text } of pageTexts(locale)) {
      expect(text, `${page}/${key} (${locale})`).not.toMatch(
        /statisti|analytics|إحصاء|cookie settings|innstillingene for informasjonskapsler|إعدادات ملفات تعريف الارتباط/i,
      );
    }
  });

  it.each(locales)("puts the pages' headings under their h1 without skipping a level (%s)", (locale) => {
    for (const { page, key, type, text } of pageTexts(locale)) {
      if (type !== "html") continue;
      const levels = [...text.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
      let previous = 1;
      for (const level of levels) {
        expect(level, `${page}/${key} (${locale}): h${level} after h${previous}`).toBeGreaterThan(1);
        expect(level, `${page}/${key} (${locale}): h${level} after h${previous}`).toBeLessThanOrEqual(previous + 1);
        previous = level;
      }
    }
  });
});

describe("the settings page's platform features", () => {
  it("shows on only what this build does: payments (checkout's methods); AI only as the server's configuration says", () => {
    const on = platformFeatures.filter((feature) => feature.enabled === true).map((feature) => feature.key);
    expect(platformFeatures.find((feature) => feature.key === "ai")?.enabled).toBe("configured");
    expect(on).toEqual(["payments"]);
    expect(paymentMethodsFor(null).length).toBeGreaterThan(0);
  });
});
