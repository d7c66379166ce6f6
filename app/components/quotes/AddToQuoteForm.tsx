import { ClipboardList } from "lucide-react";
import { useT } from "~/lib/i18n/use-t";
import { QuoteForm } from "./QuoteForm";
import { useQuoteFetcher } from "./use-quote";

/** 'Add to quote' for one product: one more of it in the visitor's quote basket (the spec's rule). */
export function AddToQuoteForm({ productId, productName, className = "" }: { productId: string; productName: string; className?: string }) {
  const t = useT();
  const fetcher = useQuoteFetcher(`quote-add-${productId}`);
  return (
    <QuoteForm fetcher={fetcher} intent="quote-add" className={className}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="productName" value={productName} />
      <button
        type="submit"
        aria-label={`${t("quote.add")}: ${productName}`}
        className="inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <ClipboardList aria-hidden="true" className="size-4" />
        <span>{t("quote.add")}</span>
      </button>
    </QuoteForm>
  );
}
