import { Suspense } from "react";
import { onDemand } from "~/lib/on-demand";
import { useHasQuoteBasket } from "./use-quote";

// The header's quote control and the sheet's quote section: their code (the basket's rules for
// showing a change at once, the items with quantities and notes) loads only for visitors with a quote basket.
const useBasketUi = onDemand(() => import("./basket-ui"));

function LoadedButton() {
  const { QuoteButton } = useBasketUi();
  return <QuoteButton />;
}

function LoadedSection() {
  const { QuoteSheetSection } = useBasketUi();
  return <QuoteSheetSection />;
}

/** The header's quote control ('Quote (N items)'), for a visitor with a quote basket. */
export function QuoteControl() {
  return useHasQuoteBasket() ? (
    <Suspense fallback={null}>
      <LoadedButton />
    </Suspense>
  ) : null;
}

/** The cart sheet's quote section, for a visitor with a quote basket. */
export function QuoteSheetPart() {
  return useHasQuoteBasket() ? (
    <Suspense fallback={null}>
      <LoadedSection />
    </Suspense>
  ) : null;
}
