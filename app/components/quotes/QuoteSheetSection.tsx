import { useT } from "~/lib/i18n/use-t";
import { QuoteForm } from "./QuoteForm";
import { QuoteItems } from "./QuoteItems";
import { useOptimisticQuote } from "./use-optimistic-quote";
import { useQuoteFetcher } from "./use-quote";

const quoteHeadingId = "quote-sheet-title";

/**
 * The cart sheet's quote section, when the quote basket has items: the heading with the count,
 * 'Clear quote list', and the quote items with their quantities and notes. Loaded on demand
 * (./lazy.tsx), only by visitors who have a quote basket.
 */
export function QuoteSheetSection() {
  const t = useT();
  const quote = useOptimisticQuote();
  const clearQuote = useQuoteFetcher("quote-clear");
  if (quote.items.length === 0) return null;
  return (
    <section aria-labelledby={quoteHeadingId} className="border-t border-slate-200 pt-4" data-testid="quote-section">
      <div className="flex items-center justify-between gap-3">
        <h3 id={quoteHeadingId} tabIndex={-1} className="font-semibold focus:outline-none">
          {t("quote.title", { count: quote.totalItems })}
        </h3>
        <QuoteForm fetcher={clearQuote} intent="quote-clear">
          <button type="submit" className="rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50">
            {t("quote.clear")}
          </button>
        </QuoteForm>
      </div>
      <QuoteItems items={quote.items} focusAfterRemoval={quoteHeadingId} idPrefix="quote-sheet" className="divide-y divide-slate-200" />
    </section>
  );
}
