import { ClipboardList } from "lucide-react";
import { SheetButton } from "~/components/cart/SheetButton";
import { useT } from "~/lib/i18n/use-t";
import { useOptimisticQuote } from "./use-optimistic-quote";

/**
 * The header's quote control: shown once the visitor has something in their quote basket, with
 * the count in its badge and its name ('Quote (N items)'); it opens the side sheet, which lists
 * the quote items below the cart. Pages shared between visitors never have a basket, so they
 * never carry it. Loaded on demand (./lazy.tsx).
 */
export function QuoteButton() {
  const t = useT();
  const { totalItems } = useOptimisticQuote();
  if (totalItems === 0) return null;
  return (
    <SheetButton
      label={t("quote.title", { count: totalItems })}
      count={totalItems}
      icon={<ClipboardList aria-hidden="true" className="size-5" />}
      badgeClassName="bg-amber-600"
      testId="quote"
      scrollTo="quote-sheet-title"
    />
  );
}
