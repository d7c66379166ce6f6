// The visitor's quote basket: its limits, items and rules (shared by the server, the quote checkout
// and the basket's controls, which storefront pages load on demand). Its toasts are in
// quote-toasts.ts, quote statuses and dates in quotes.ts.

import { MAX_LINE_QUANTITY } from "./cart";

/** The most of one product a quote basket holds: a cart line's bound (an accepted quote becomes an order). */
export const MAX_QUOTE_QUANTITY = MAX_LINE_QUANTITY;
/** The longest note per item. */
export const MAX_QUOTE_NOTES = 1000;

/** A quote basket item as the header, the sheet and the quote checkout show it (the spec's quote item). */
export interface QuoteItemView {
  id: string;
  productId: string;
  productName: string;
  productImage: string | null;
  href: string | null;
  quantity: number;
  notes: string;
}

export interface QuoteBasketView {
  items: QuoteItemView[];
  totalItems: number;
}

/** A change to the basket, as the forms post it. */
export type QuoteBasketChange =
  | { intent: "add"; productId: string; productName?: string; productImage?: string | null }
  | { intent: "set"; itemId: string; quantity: number }
  | { intent: "notes"; itemId: string; notes: string }
  | { intent: "remove"; itemId: string }
  | { intent: "clear" };

/**
 * The spec's quote list rules, applied to a list: adding a present product raises its quantity by
 * 1, else a new item with quantity 1 and empty notes; quantity 0 or less removes; notes are
 * updatable; the list is clearable. The server keeps the same rules in SQL; the browser uses this
 * to show a change before the server's answer arrives.
 */
export function applyQuoteChange(items: readonly QuoteItemView[], change: QuoteBasketChange): QuoteItemView[] {
  switch (change.intent) {
    case "add": {
      if (items.some((item) => item.productId === change.productId)) {
        return items.map((item) =>
          item.productId === change.productId ? { ...item, quantity: Math.min(item.quantity + 1, MAX_QUOTE_QUANTITY) } : item,
        );
      }
      const item: QuoteItemView = {
        id: `pending-${change.productId}`,
        productId: change.productId,
        productName: change.productName ?? "",
        productImage: change.productImage ?? null,
        href: null,
        quantity: 1,
        notes: "",
      };
      return [...items, item];
    }
    case "set":
      return change.quantity <= 0
        ? items.filter((item) => item.id !== change.itemId)
        : items.map((item) => (item.id === change.itemId ? { ...item, quantity: change.quantity } : item));
    case "notes":
      return items.map((item) => (item.id === change.itemId ? { ...item, notes: change.notes } : item));
    case "remove":
      return items.filter((item) => item.id !== change.itemId);
    case "clear":
      return [];
  }
}

/** The spec's total: the sum of the quantities. */
export function quoteTotalItems(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
