import { useEffect } from "react";
import { useFetcher, useFetchers } from "react-router";
import { showToast } from "~/components/toast/toast-store";
import type { CartLineView, CartToast, CartView } from "~/lib/cart";
import { useT } from "~/lib/i18n/use-t";
import { useShell } from "~/lib/use-shell";

/** What the cart action answers a request made from JavaScript. */
export type CartActionData = { ok: true; toast: CartToast | null } | { ok: false; error: CartToast };

/**
 * The visitor's cart (from the root loader) with the changes still on their way to the server
 * already applied: a quantity being set, a line being removed, items being added. A refused
 * change falls back to the server's cart when its request ends.
 */
export function useOptimisticCart(): { items: CartLineView[]; totalItems: number; subtotalOre: number } {
  const cart: CartView | null = useShell()?.cart ?? null;
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
      items = quantity <= 0 ? items.filter((item) => item.id !== itemId) : items.map((item) => (item.id === itemId ? { ...item, quantity, lineTotalOre: item.unitPriceOre * quantity } : item));
    }
  }
  return {
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0) + adding,
    subtotalOre: items.reduce((sum, item) => sum + item.lineTotalOre, 0),
  };
}

// Answers already shown: the sheet and the cart page may both hold the fetcher of one key.
const toasted = new WeakSet<object>();

/** A fetcher for cart calls that shows the answer's toast (the spec's texts) when it arrives. */
export function useCartFetcher(key: string) {
  const fetcher = useFetcher<CartActionData>({ key });
  const t = useT();
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || toasted.has(data)) return;
    toasted.add(data);
    const message = data.ok ? data.toast : data.error;
    if (message) showToast(t(message), !data.ok);
  }, [fetcher.state, fetcher.data, t]);
  return fetcher;
}
