import { useFetchers } from "react-router";
import { type ToastAnswer, useToastingFetcher } from "~/components/ui/action-form";
import type { QuoteToast } from "~/lib/quote-toasts";
import { usePersonal } from "~/lib/personal";

/** What the basket action answers a request made from JavaScript. */
export type QuoteActionData = ToastAnswer<QuoteToast>;

/** The basket calls, as the forms name them (prefixed, so the cart's pending changes never count them). */
export const quoteIntents = ["quote-add", "quote-set", "quote-notes", "quote-remove", "quote-clear"] as const;
export type QuoteIntent = (typeof quoteIntents)[number];

/**
 * Whether the visitor has a quote basket, or is adding its first item just now: the quote basket's
 * controls (the header's and the sheet's, loaded on demand) show only then.
 */
export function useHasQuoteBasket(): boolean {
  const basket = usePersonal().quote;
  const fetchers = useFetchers();
  return (basket?.items.length ?? 0) > 0 || fetchers.some((fetcher) => fetcher.formData?.get("intent") === "quote-add");
}

/** A fetcher for these calls that shows the answer's toast when it arrives. */
export function useQuoteFetcher(key: string) {
  return useToastingFetcher<QuoteActionData>(key);
}
