import { asc, eq } from "drizzle-orm";
import { localizePath } from "~/lib/i18n/language";
import type { Database } from "../db/client.server";
import { restaurantOrderLines, restaurantOrders } from "../db/schema";
import { composeMail } from "../mail/compose.server";
import { type SiteMailLanguage, siteMailLanguage } from "../mail/mail-language.server";
import type { Mailer, MailMessage } from "../mail/mailer.server";
import { mailDateTime, mailMoney, mailText } from "../mail/messages";
import { paymentMethodText } from "../orders/mail.server";
import type { Site } from "../site/queries.server";
import { findRestaurant } from "./queries.server";

/** What the restaurant order's confirmation says: the order as placed, with its restaurant's name in the mail's language. */
export interface RestaurantOrderMailView {
  id: string;
  orderNumber: number;
  email: string;
  restaurantName: string;
  timeZone: string;
  fulfilment: "pickup" | "delivery";
  estimatedReadyAt: Date;
  address: { addressLine: string; postcode: string; city: string } | null;
  paymentMethod: string;
  totalOre: number;
  currency: string;
  vat: Array<{ ratePercent: number; vatOre: number }>;
  lines: Array<{ title: string; options: string[]; quantity: number; lineTotalOre: number }>;
}

/** The confirmation of a restaurant order (text and HTML), in the language it was ordered in, with the link to its live tracking page. */
export function restaurantOrderMail(order: RestaurantOrderMailView, language: SiteMailLanguage, trackingLink: string): MailMessage {
  const values = { number: String(order.orderNumber), restaurant: order.restaurantName };
  const money = (ore: number) => mailMoney(language, ore, order.currency);
  const where =
    order.fulfilment === "delivery" && order.address
      ? `${mailText(language, "mail.deliveryTo")}: ${order.address.addressLine}, ${order.address.postcode} ${order.address.city}`
      : mailText(language, "mail.restaurant.pickup");
  return composeMail(
    order.email,
    mailText(language, "mail.restaurant.subject", values),
    {
      paragraphs: [
        mailText(language, "mail.restaurant.intro", values),
        `${mailText(language, "mail.restaurant.ready", { time: mailDateTime(language, order.estimatedReadyAt, order.timeZone) })}\n${where}`,
      ],
      lines: order.lines.map((line) => `${line.quantity} × ${[line.title, ...line.options].join(" · ")} = ${money(line.lineTotalOre)}`),
      totals: [
        ...order.vat.map((vat) => `${mailText(language, "mail.vatLine", { rate: vat.ratePercent })}: ${money(vat.vatOre)}`),
        `${mailText(language, "mail.total")}: ${money(order.totalOre)}`,
      ],
      link: { label: mailText(language, "mail.restaurant.track"), url: trackingLink },
      details: [`${mailText(language, "mail.payment")}: ${paymentMethodText(language, order.paymentMethod)}`],
    },
    language,
  );
}

/**
 * After a restaurant order: its confirmation to the e-mail the customer gave (none given, no mail),
 * in the language they ordered in, linking to the tracking page in that language.
 */
export async function sendRestaurantOrderMail(
  deps: { db: Database; mailer: Mailer; origin: string },
  site: Site,
  orderId: string,
): Promise<boolean> {
  const [order] = await deps.db.select().from(restaurantOrders).where(eq(restaurantOrders.id, orderId));
  if (!order?.contactEmail) return false;
  const language = siteMailLanguage(site, order.languageCode);
  const [restaurant, lines] = await Promise.all([
    findRestaurant(
      deps.db,
      { factoryId: site.factory.id, languageCode: language.code, defaultLanguageCode: site.defaultLanguage.code },
      { id: order.restaurantId },
    ),
    deps.db
      .select({
        title: restaurantOrderLines.title,
        options: restaurantOrderLines.options,
        quantity: restaurantOrderLines.quantity,
        lineTotalOre: restaurantOrderLines.lineTotalOre,
      })
      .from(restaurantOrderLines)
      .where(eq(restaurantOrderLines.orderId, orderId))
      .orderBy(asc(restaurantOrderLines.sortOrder)),
  ]);
  const view: RestaurantOrderMailView = {
    id: order.id,
    orderNumber: order.orderNumber,
    email: order.contactEmail,
    restaurantName: restaurant?.name ?? language.siteName,
    timeZone: restaurant?.timeZone ?? "Europe/Oslo",
    fulfilment: order.fulfilment === "delivery" ? "delivery" : "pickup",
    estimatedReadyAt: order.estimatedReadyAt,
    address:
      order.addressLine && order.postcode && order.city
        ? { addressLine: order.addressLine, postcode: order.postcode, city: order.city }
        : null,
    paymentMethod: order.paymentMethod,
    totalOre: order.totalOre,
    currency: order.currency,
    vat: order.vatBreakdown,
    lines,
  };
  await deps.mailer.send(
    restaurantOrderMail(
      view,
      language,
      `${deps.origin}${localizePath(`/order-tracking/${order.id}`, language.code, site.defaultLanguage.code)}`,
    ),
  );
  return true;
}
