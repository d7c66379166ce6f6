import { useFetchers } from "react-router";
import { applyQuoteChange, type QuoteBasketChange, type QuoteItemView, quoteTotalItems } from "~/lib/quote-basket";
import { usePersonal } from "~/lib/personal";

function changeOf(form: FormData): QuoteBasketChange | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  switch (form.get("intent")) {
    case "quote-add":
      return { intent: "add", productId: text("productId"), productName: text("productName") };
    case "quote-set":
      return { intent: "set", itemId: text("itemId"), quantity: Number(text("quantity")) || 0 };
    case "quote-notes":
      return { intent: "notes", itemId: text("itemId"), notes: text("notes") };
    case "quote-remove":
      return { intent: "remove", itemId: text("itemId") };
    case "quote-clear":
      return { intent: "clear" };
    default:
      return null;
  }
}

/**
 * The visitor's quote basket (from the root loader) with the changes still on their way to the
 * server already applied by the spec's rules (`applyQuoteChange`).
 */
export function useOptimisticQuote(): { items: QuoteItemView[]; totalItems: number } {
  const basket = usePersonal().quote;
  const fetchers = useFetchers();
  let items: QuoteItemView[] = basket?.items ?? [];
  for (const fetcher of fetchers) {
    const change = fetcher.formData ? changeOf(fetcher.formData) : null;
    if (change) items = applyQuoteChange(items, change);
  }
  return { items, totalItems: quoteTotalItems(items) };
}
