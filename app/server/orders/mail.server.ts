import type { OrderStatus } from "~/lib/orders";
import { localizePath } from "~/lib/i18n/language";
import type { Database } from "../db/client.server";
import { composeMail } from "../mail/compose.server";
import { type SiteMailLanguage, siteMailLanguage } from "../mail/mail-language.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import { type MailMessageKey, mailMessages, mailMoney, mailText } from "../mail/messages";
import type { Site } from "../site/queries.server";
import type { OrderView } from "./queries.server";

/** The order page's URL with the order's key: the link that shows the order to whoever holds the e-mail. */
export function orderLink(
  origin: string,
  order: Pick<OrderView, "id" | "accessToken" | "languageCode">,
  defaultLanguageCode: string,
): string {
  return `${origin}${localizePath(`/order-success/${order.id}`, order.languageCode, defaultLanguageCode)}?key=${order.accessToken}`;
}

/** A payment method's name in the mail's language (a provider's method the table does not name: its id). */
export function paymentMethodText(language: Pick<SiteMailLanguage, "code">, method: string): string {
  const key = `mail.payment.${method}`;
  return Object.hasOwn(mailMessages.en, key) ? mailText(language, key as MailMessageKey) : method;
}

/** The confirmation e-mail of an order (text and HTML), in the language the buyer ordered in, amounts as that language writes them. */
export function orderConfirmationMail(order: OrderView, language: SiteMailLanguage, link: string): MailMessage {
  const t = (key: MailMessageKey, values?: Record<string, string | number>) => mailText(language, key, values);
  const money = (ore: number) => mailMoney(language, ore, order.currency);
  const number = String(order.orderNumber);
  const delivery =
    order.delivery.method === "delivery"
      ? `${t("mail.deliveryTo")}: ${order.delivery.addressLine}, ${order.delivery.postcode} ${order.delivery.city}`
      : t("mail.order.pickup");
  return composeMail(
    order.contact.email,
    t("mail.order.subject", { number, site: language.siteName }),
    {
      paragraphs: [t("mail.order.intro", { site: language.siteName })],
      heading: t("mail.order.number", { number }),
      lines: order.lines.map((line) => `${line.quantity} × ${line.title} (${money(line.unitPriceOre)}) = ${money(line.lineTotalOre)}`),
      totals: [
        ...order.vat.map((vat) => `${t("mail.vatLine", { rate: vat.ratePercent })}: ${money(vat.vatOre)}`),
        `${t("mail.total")}: ${money(order.totalOre)}`,
      ],
      link: { label: t("mail.order.view"), url: link },
      details: [delivery, `${t("mail.payment")}: ${paymentMethodText(language, order.paymentMethod)}`],
    },
    language,
  );
}

/** The e-mail telling the buyer their order's new status, in the language they ordered in. */
export function orderStatusMail(order: OrderView, to: OrderStatus, language: SiteMailLanguage, link: string): MailMessage {
  const values = { number: String(order.orderNumber), site: language.siteName, status: mailText(language, `mail.order.status.${to}`) };
  return composeMail(
    order.contact.email,
    mailText(language, "mail.order.statusSubject", values),
    {
      paragraphs: [mailText(language, "mail.order.statusIntro", values)],
      link: { label: mailText(language, "mail.order.view"), url: link },
    },
    language,
  );
}

/** Sends the confirmation through SMTP or the outbox. */
export async function sendOrderConfirmation(
  deps: { db: Database; mailer: Mailer; origin: string },
  site: Site,
  order: OrderView,
): Promise<void> {
  await deps.mailer.send(
    orderConfirmationMail(order, siteMailLanguage(site, order.languageCode), orderLink(deps.origin, order, site.defaultLanguage.code)),
  );
}

/** Sends the buyer the order's new status. */
export async function sendOrderStatusMail(
  deps: { mailer: Mailer; origin: string },
  site: Site,
  order: OrderView,
  to: OrderStatus,
): Promise<void> {
  await deps.mailer.send(
    orderStatusMail(order, to, siteMailLanguage(site, order.languageCode), orderLink(deps.origin, order, site.defaultLanguage.code)),
  );
}
