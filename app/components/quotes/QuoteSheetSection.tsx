import { useT } from "~/lib/i18n/use-t";
import type { QuoteItemView } from "~/lib/quotes";
import { QuoteForm } from "./QuoteForm";
import { QuoteItems } from "./QuoteItems";
import { useQuoteFetcher } from "./use-quote";

const quoteHeadingId = "quote-sheet-title";

/**
 * The cart sheet's quote section: the heading with the count, 'Clear quote list', and the quote
 * items with their quantities and notes. Loaded on demand (CartSheet), only by visitors who have
 * something in their quote basket.
 */
export function QuoteSheetSection({ items, totalItems }: { items: QuoteItemView[]; totalItems: number }) {
  const t = useT();
  const clearQuote = useQuoteFetcher("quote-clear");
  return (
    <section aria-labelledby={quoteHeadingId} className="border-t border-slate-200 pt-4" data-testid="quote-section">
      <div className="flex items-center justify-between gap-3">
        <h3 id={quoteHeadingId} tabIndex={-1} className="font-semibold focus:outline-none">
          {t("quote.title", { count: totalItems })}
        </h3>
        <QuoteForm fetcher={clearQuote} intent="quote-clear">
          <button type="submit" className="rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50">
            {t("quote.clear")}
          </button>
        </QuoteForm>
      </div>
      <QuoteItems items={items} focusAfterRemoval={quoteHeadingId} className="divide-y divide-slate-200" />
    </section>
  );
}
