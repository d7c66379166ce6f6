import { asc, desc, eq } from "drizzle-orm";
import type { DeliveryMethod, OrderStatus } from "~/lib/orders";
import type { VatLine } from "~/lib/vat";
import type { Database } from "../db/client.server";
import { repriceCartLine, unitPriceOf } from "../cart/commands.server";
import { cartLinesWithProducts } from "../cart/lines.server";
import { orderLines, orders } from "../db/schema";
import { tokenMatches } from "./access.server";

export interface OrderView {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  userId: string | null;
  accessToken: string;
  languageCode: string;
  contact: { name: string; email: string; phone: string };
  delivery: { method: DeliveryMethod; addressLine: string | null; postcode: string | null; city: string | null };
  paymentMethod: string;
  subtotalOre: number;
  vatOre: number;
  totalOre: number;
  /** The currency of every amount of the order. */
  currency: string;
  vat: VatLine[];
  createdAt: Date;
  lines: Array<{
    id: string;
    title: string;
    sku: string | null;
    quantity: number;
    unitPriceOre: number;
    lineTotalOre: number;
    vatRatePercent: number;
  }>;
}

/** One order with its lines, or null. */
export async function loadOrder(db: Database, orderId: string): Promise<OrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      id: orderLines.id,
      title: orderLines.title,
      sku: orderLines.sku,
      quantity: orderLines.quantity,
      unitPriceOre: orderLines.unitPriceOre,
      lineTotalOre: orderLines.lineTotalOre,
      vatRatePercent: orderLines.vatRatePercent,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sortOrder));
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    userId: order.userId,
    accessToken: order.accessToken,
    languageCode: order.languageCode,
    contact: { name: order.contactName, email: order.contactEmail, phone: order.contactPhone },
    delivery: {
      method: order.deliveryMethod as DeliveryMethod,
      addressLine: order.addressLine,
      postcode: order.postcode,
      city: order.city,
    },
    paymentMethod: order.paymentMethod,
    subtotalOre: order.subtotalOre,
    vatOre: order.vatOre,
    totalOre: order.totalOre,
    currency: order.currency,
    vat: order.vatBreakdown,
    createdAt: order.createdAt,
    lines,
  };
}

/** Whether the visitor may see the order: its signed-in owner, the browser that placed it, or the e-mail's link. */
export function mayViewOrder(
  order: Pick<OrderView, "userId" | "accessToken">,
  visitor: { userId: string | null; browserToken: string | null; linkToken: string | null },
): boolean {
  if (order.userId !== null && visitor.userId === order.userId) return true;
  return tokenMatches(visitor.browserToken, order.accessToken) || tokenMatches(visitor.linkToken, order.accessToken);
}

/** The user's orders, newest first, for /account. */
export async function listOrdersOfUser(db: Database, userId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalOre: orders.totalOre,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
}

/**
 * A cart's lines as an order would take them now: the product's current name in the buyer's
 * language, priced again by the cart's own pricing (`repriceCartLine`: options, a menu item's size,
 * extras and half-and-half; never the cart's stored price) with its VAT rate, and whether it can
 * still be ordered (active, priced, its choices still on offer). `restaurantId` marks a menu item,
 * which the shop's checkout never takes. Checkout shows these; placing the order writes them.
 */
export async function checkoutLines(db: Database, cartId: string, language: { languageCode: string; defaultLanguageCode: string }) {
  const rows = await cartLinesWithProducts(db, cartId, language);
  const lines = [];
  for (const row of rows) {
    const priced = await repriceCartLine(db, row);
    const unitPriceOre = priced.ok ? priced.line.unitPriceOre : unitPriceOf(row);
    lines.push({
      productId: row.productId,
      quantity: row.quantity,
      selectedAttributes: priced.ok ? priced.line.selected : row.selectedAttributes,
      title: row.name,
      sku: row.sku,
      shopPriceOre: row.shopPriceOre,
      vatRatePercent: row.vatRatePercent,
      isActive: row.isActive,
      factoryId: row.factoryId,
      restaurantId: row.restaurantId,
      available: priced.ok && row.isActive && row.shopPriceOre !== null,
      unitPriceOre,
      lineTotalOre: unitPriceOre * row.quantity,
    });
  }
  return lines;
}
