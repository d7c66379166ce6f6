import { localizePath } from "~/lib/i18n/language";
import { defaultMessages, type MessageKey } from "~/lib/i18n/messages";
import { formatMessage, type MessageValues } from "~/lib/message-format";
import { formatMoney } from "~/lib/money";
import type { Database } from "../db/client.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import { loadTranslations, type Site } from "../site/queries.server";
import type { OrderView } from "./queries.server";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The order page's URL with the order's key: the link that shows the order to whoever holds the e-mail. */
export function orderLink(origin: string, order: Pick<OrderView, "id" | "accessToken" | "languageCode">, defaultLanguageCode: string): string {
  return `${origin}${localizePath(`/order-success/${order.id}`, order.languageCode, defaultLanguageCode)}?key=${order.accessToken}`;
}

/** The confirmation e-mail of an order (text and HTML), in the language the buyer ordered in. */
export function orderConfirmationMail(order: OrderView, options: { siteName: string; link: string; messages: Record<string, string>; direction: "ltr" | "rtl" }): MailMessage {
  const t = (key: MessageKey, values?: MessageValues) => formatMessage(options.messages[key] ?? defaultMessages[key], values, order.languageCode);
  const number = String(order.orderNumber);
  const delivery =
    order.delivery.method === "delivery" ? `${t("order.deliveryTo")}: ${order.delivery.addressLine}, ${order.delivery.postcode} ${order.delivery.city}` : t("checkout.method.pickup");
  const payment = t(`checkout.payment.${order.paymentMethod}` as MessageKey) || order.paymentMethod;
  const lineTexts = order.lines.map((line) => `${line.quantity} × ${line.title} (${formatMoney(line.unitPriceOre)}) = ${formatMoney(line.lineTotalOre)}`);
  const vatTexts = order.vat.map((vat) => `${t("checkout.vatLine", { rate: vat.ratePercent })}: ${formatMoney(vat.vatOre)}`);
  const text = [
    t("order.mail.intro", { site: options.siteName }),
    "",
    t("order.number", { number }),
    "",
    ...lineTexts,
    "",
    ...vatTexts,
    `${t("checkout.total")}: ${formatMoney(order.totalOre)}`,
    "",
    delivery,
    `${t("checkout.payment")}: ${payment}`,
    "",
    `${t("order.mail.view")}: ${options.link}`,
    "",
  ].join("\n");
  const rows = order.lines
    .map((line) => `<tr><td>${line.quantity} ×</td><td>${escapeHtml(line.title)}</td><td style="text-align:end">${escapeHtml(formatMoney(line.lineTotalOre))}</td></tr>`)
    .join("");
  const html = `<div dir="${options.direction}" lang="${escapeHtml(order.languageCode)}">
<p>${escapeHtml(t("order.mail.intro", { site: options.siteName }))}</p>
<h1 style="font-size:18px">${escapeHtml(t("order.number", { number }))}</h1>
<table cellpadding="4">${rows}</table>
${vatTexts.map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`).join("")}
<p><strong>${escapeHtml(`${t("checkout.total")}: ${formatMoney(order.totalOre)}`)}</strong></p>
<p>${escapeHtml(delivery)}<br>${escapeHtml(`${t("checkout.payment")}: ${payment}`)}</p>
<p><a href="${escapeHtml(options.link)}">${escapeHtml(t("order.mail.view"))}</a></p>
</div>`;
  return { to: order.contact.email, subject: t("order.mail.subject", { number, site: options.siteName }), text, html };
}

/** Sends the confirmation through SMTP or the outbox. */
export async function sendOrderConfirmation(deps: { db: Database; mailer: Mailer; origin: string }, site: Site, order: OrderView): Promise<void> {
  const defaultCode = site.defaultLanguage.code;
  const messages = await loadTranslations(deps.db, site.factory.id, order.languageCode, defaultCode);
  const direction = site.languages.find((language) => language.code === order.languageCode)?.direction ?? "ltr";
  const siteName = site.settings?.siteName ?? site.factory.name;
  await deps.mailer.send(orderConfirmationMail(order, { siteName, link: orderLink(deps.origin, order, defaultCode), messages, direction }));
}
