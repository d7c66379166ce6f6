import { localizePath } from "~/lib/i18n/language";
import type { MessageValues } from "~/lib/message-format";
import { composeMail } from "../mail/compose.server";
import { type SiteMailLanguage, siteMailLanguage } from "../mail/mail-language.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import { mailDate, type MailMessageKey, mailMoney, mailText } from "../mail/messages";
import type { Site } from "../site/queries.server";
import { type QuoteView, quoteReference } from "./queries.server";

/** The quote page's URL with the quote's key: the link that shows the quote to whoever holds the e-mail. */
export function quoteLink(
  origin: string,
  quote: Pick<QuoteView, "id" | "accessToken" | "languageCode">,
  defaultLanguageCode: string,
): string {
  return `${origin}${localizePath(`/quotes/${quote.id}`, quote.languageCode, defaultLanguageCode)}?key=${quote.accessToken}`;
}

const translator = (language: SiteMailLanguage) => (key: MailMessageKey, values?: MessageValues) => mailText(language, key, values);

const requestedLines = (quote: QuoteView) =>
  quote.lines.map((line) => `${line.quantity} × ${line.title}${line.notes ? ` (${line.notes})` : ""}`);

/** The receipt the customer gets for a request: what they asked for, in their language. */
export function quoteReceiptMail(quote: QuoteView, language: SiteMailLanguage, link: string): MailMessage {
  const t = translator(language);
  const reference = quoteReference(quote.quoteNumber);
  return composeMail(
    quote.contact.email,
    t("mail.quote.receiptSubject", { reference, site: language.siteName }),
    {
      paragraphs: [t("mail.quote.receiptIntro", { site: language.siteName, reference })],
      lines: requestedLines(quote),
      link: { label: t("mail.quote.view"), url: link },
    },
    language,
  );
}

/** The factory's notice of a new request (in the site's default language). */
export function quoteNoticeMail(to: string, quote: QuoteView, language: SiteMailLanguage): MailMessage {
  const t = translator(language);
  const reference = quoteReference(quote.quoteNumber);
  const who = [
    quote.contact.name,
    quote.contact.company,
    quote.contact.orgNumber ? `${t("mail.quote.orgNumber")}: ${quote.contact.orgNumber}` : null,
    quote.contact.email,
    quote.contact.phone,
  ]
    .filter(Boolean)
    .join("\n");
  const when = `${t("mail.quote.postcode")}: ${quote.deliveryPostcode}\n${t("mail.quote.deliveryDate")}: ${mailDate(language, quote.desiredDeliveryDate)}`;
  return composeMail(
    to,
    t("mail.quote.noticeSubject", { reference }),
    {
      paragraphs: [t("mail.quote.noticeIntro", { reference }), who, when, ...(quote.message ? [quote.message] : [])],
      lines: requestedLines(quote),
    },
    language,
  );
}

/** The priced quote: lines with prices, VAT, total, validity and the link where the customer accepts or declines. */
export function quoteSentMail(quote: QuoteView, language: SiteMailLanguage, link: string): MailMessage {
  const t = translator(language);
  const money = (ore: number) => mailMoney(language, ore, quote.currency);
  const reference = quoteReference(quote.quoteNumber);
  const paragraphs = [
    t("mail.quote.sentIntro", { site: language.siteName, reference }),
    ...(quote.factoryMessage ? [quote.factoryMessage] : []),
    ...(quote.discountPercent > 0 ? [t("mail.quote.discount", { percent: quote.discountPercent })] : []),
    ...(quote.validUntil ? [t("mail.quote.validUntil", { date: mailDate(language, quote.validUntil) })] : []),
  ];
  return composeMail(
    quote.contact.email,
    t("mail.quote.sentSubject", { reference, site: language.siteName }),
    {
      paragraphs,
      lines: quote.lines.map(
        (line) => `${line.quantity} × ${line.title} (${money(line.finalUnitPriceOre ?? 0)}) = ${money(line.lineTotalOre ?? 0)}`,
      ),
      totals: quote.totals
        ? [
            ...quote.totals.vat.map((vat) => `${t("mail.vatLine", { rate: vat.ratePercent })}: ${money(vat.vatOre)}`),
            `${t("mail.total")}: ${money(quote.totals.totalOre)}`,
          ]
        : [],
      link: { label: t("mail.quote.open"), url: link },
    },
    language,
  );
}

/** The customer is told that the factory has closed their request without a quote. */
export function quoteCancelledMail(quote: QuoteView, language: SiteMailLanguage, link: string): MailMessage {
  const t = translator(language);
  const reference = quoteReference(quote.quoteNumber);
  return composeMail(
    quote.contact.email,
    t("mail.quote.cancelledSubject", { reference, site: language.siteName }),
    {
      paragraphs: [t("mail.quote.cancelledIntro", { reference, site: language.siteName })],
      lines: requestedLines(quote),
      link: { label: t("mail.quote.view"), url: link },
    },
    language,
  );
}

type MailDeps = { mailer: Mailer; origin: string };

/** After a request: the receipt to the customer and the notice to the factory's address (when it has one), in the site's default language. */
export async function sendQuoteRequestMails(deps: MailDeps, site: Site, quote: QuoteView): Promise<void> {
  await deps.mailer.send(
    quoteReceiptMail(quote, siteMailLanguage(site, quote.languageCode), quoteLink(deps.origin, quote, site.defaultLanguage.code)),
  );
  const factoryAddress = site.settings?.contactEmail ?? site.factory.email;
  if (factoryAddress) await deps.mailer.send(quoteNoticeMail(factoryAddress, quote, siteMailLanguage(site, site.defaultLanguage.code)));
}

/** After the factory has priced a request: the quote with its link, in the customer's language. */
export async function sendQuoteMail(deps: MailDeps, site: Site, quote: QuoteView): Promise<void> {
  await deps.mailer.send(
    quoteSentMail(quote, siteMailLanguage(site, quote.languageCode), quoteLink(deps.origin, quote, site.defaultLanguage.code)),
  );
}

/** After the factory has cancelled a request: the customer is told, in their language. */
export async function sendQuoteCancelledMail(deps: MailDeps, site: Site, quote: QuoteView): Promise<void> {
  await deps.mailer.send(
    quoteCancelledMail(quote, siteMailLanguage(site, quote.languageCode), quoteLink(deps.origin, quote, site.defaultLanguage.code)),
  );
}
