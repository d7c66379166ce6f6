import { localizePath } from "~/lib/i18n/language";
import { defaultMessages, type MessageKey } from "~/lib/i18n/messages";
import { formatMessage, type MessageValues } from "~/lib/message-format";
import { formatMoney } from "~/lib/money";
import type { Database } from "../db/client.server";
import { composeMail, type SiteMailLanguage, siteMailLanguage } from "../mail/compose.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import { loadTranslations, type Site } from "../site/queries.server";
import { type QuoteView, quoteReference } from "./queries.server";

/** The quote page's URL with the quote's key: the link that shows the quote to whoever holds the e-mail. */
export function quoteLink(origin: string, quote: Pick<QuoteView, "id" | "accessToken" | "languageCode">, defaultLanguageCode: string): string {
  return `${origin}${localizePath(`/quotes/${quote.id}`, quote.languageCode, defaultLanguageCode)}?key=${quote.accessToken}`;
}

interface MailContext extends SiteMailLanguage {
  messages: Record<string, string>;
}

function translator(context: MailContext) {
  return (key: MessageKey, values?: MessageValues) => formatMessage(context.messages[key] ?? defaultMessages[key], values, context.languageCode);
}

const compose = composeMail;

/** The receipt the customer gets for a request: what they asked for, in their language. */
export function quoteReceiptMail(quote: QuoteView, context: MailContext, link: string): MailMessage {
  const t = translator(context);
  const reference = quoteReference(quote.quoteNumber);
  const lines = quote.lines.map((line) => `${line.quantity} × ${line.title}${line.notes ? ` (${line.notes})` : ""}`);
  return compose(quote.contact.email, t("quote.mail.receiptSubject", { reference, site: context.siteName }), [t("quote.mail.receiptIntro", { site: context.siteName, reference })], lines, context, {
    label: t("quote.mail.view"),
    url: link,
  });
}

/** The factory's notice of a new request (in the site's default language). */
export function quoteNoticeMail(to: string, quote: QuoteView, context: MailContext): MailMessage {
  const t = translator(context);
  const reference = quoteReference(quote.quoteNumber);
  const who = [quote.contact.name, quote.contact.company, quote.contact.orgNumber ? `${t("quote.orgNumber")}: ${quote.contact.orgNumber}` : null, quote.contact.email, quote.contact.phone]
    .filter(Boolean)
    .join("\n");
  const when = `${t("quote.postcode")}: ${quote.deliveryPostcode}\n${t("quote.deliveryDate")}: ${quote.desiredDeliveryDate}`;
  const lines = quote.lines.map((line) => `${line.quantity} × ${line.title}${line.notes ? ` (${line.notes})` : ""}`);
  return compose(to, t("quote.mail.noticeSubject", { reference }), [t("quote.mail.noticeIntro", { reference }), who, when, ...(quote.message ? [quote.message] : [])], lines, context);
}

/** The priced quote: lines with prices, VAT, total, validity and the link where the customer accepts or declines. */
export function quoteSentMail(quote: QuoteView, context: MailContext, link: string): MailMessage {
  const t = translator(context);
  const reference = quoteReference(quote.quoteNumber);
  const lines = quote.lines.map((line) => `${line.quantity} × ${line.title} (${formatMoney(line.finalUnitPriceOre ?? 0)}) = ${formatMoney(line.lineTotalOre ?? 0)}`);
  const totals = quote.totals
    ? [...quote.totals.vat.map((vat) => `${t("checkout.vatLine", { rate: vat.ratePercent })}: ${formatMoney(vat.vatOre)}`), `${t("checkout.total")}: ${formatMoney(quote.totals.totalOre)}`]
    : [];
  const paragraphs = [
    t("quote.mail.sentIntro", { site: context.siteName, reference }),
    ...(quote.factoryMessage ? [quote.factoryMessage] : []),
    ...(quote.discountPercent > 0 ? [t("quote.discountApplied", { percent: quote.discountPercent })] : []),
    t("quote.validUntil", { date: quote.validUntil ?? "" }),
  ];
  return compose(quote.contact.email, t("quote.mail.sentSubject", { reference, site: context.siteName }), paragraphs, [...lines, ...totals], context, { label: t("quote.mail.open"), url: link });
}

async function mailContext(db: Database, site: Site, languageCode: string): Promise<MailContext> {
  const messages = await loadTranslations(db, site.factory.id, languageCode, site.defaultLanguage.code);
  return { ...siteMailLanguage(site, languageCode), messages };
}

/** After a request: the receipt to the customer and the notice to the factory's address (when it has one). */
export async function sendQuoteRequestMails(deps: { db: Database; mailer: Mailer; origin: string }, site: Site, quote: QuoteView): Promise<void> {
  const customer = await mailContext(deps.db, site, quote.languageCode);
  await deps.mailer.send(quoteReceiptMail(quote, customer, quoteLink(deps.origin, quote, site.defaultLanguage.code)));
  const factoryAddress = site.settings?.contactEmail ?? site.factory.email;
  if (factoryAddress) await deps.mailer.send(quoteNoticeMail(factoryAddress, quote, await mailContext(deps.db, site, site.defaultLanguage.code)));
}

/** After the factory has priced a request: the quote with its link, in the customer's language. */
export async function sendQuoteMail(deps: { db: Database; mailer: Mailer; origin: string }, site: Site, quote: QuoteView): Promise<void> {
  const customer = await mailContext(deps.db, site, quote.languageCode);
  await deps.mailer.send(quoteSentMail(quote, customer, quoteLink(deps.origin, quote, site.defaultLanguage.code)));
}
