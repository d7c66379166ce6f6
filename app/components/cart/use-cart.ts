import { useFetchers } from "react-router";
import { type ToastAnswer, useToastingFetcher } from "~/components/ui/action-form";
import type { CartLineView, CartToast, CartView } from "~/lib/cart";
import { DEFAULT_CURRENCY } from "~/lib/money";
import { usePersonal } from "~/lib/personal";

/** What the cart action answers a request made from JavaScript. */
export type CartActionData = ToastAnswer<CartToast>;

/**
 * The visitor's cart (from the root loader) with the changes still on their way to the server
 * already applied: a quantity being set, a line being removed, items being added. A refused
 * change falls back to the server's cart when its request ends.
 */
export function useOptimisticCart(): { items: CartLineView[]; totalItems: number; subtotalOre: number; currency: string } {
  const cart: CartView | null = usePersonal().cart;
  const fetchers = useFetchers();
  let items = cart?.items ?? [];
  let adding = 0;
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (!form) continue;
    const intent = form.get("intent");
    const itemId = form.get("itemId");
    if (intent === "add") adding += Math.max(1, Number(form.get("quantity")) || 1);
    else if (intent === "remove") items = items.filter((item) => item.id !== itemId);
    else if (intent === "clear") items = [];
    else if (intent === "set") {
      const quantity = Number(form.get("quantity"));
      items =
        quantity <= 0
          ? items.filter((item) => item.id !== itemId)
          : items.map((item) => (item.id === itemId ? { ...item, quantity, lineTotalOre: item.unitPriceOre * quantity } : item));
    }
  }
  return {
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0) + adding,
    subtotalOre: items.reduce((sum, item) => sum + item.lineTotalOre, 0),
    currency: cart?.currency ?? DEFAULT_CURRENCY,
  };
}

/** A fetcher for these calls that shows the answer's toast when it arrives. */
export function useCartFetcher(key: string) {
  return useToastingFetcher<CartActionData>(key);
}
