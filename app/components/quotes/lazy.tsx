import { Suspense } from "react";
import { onDemand } from "~/lib/on-demand";
import { useHasQuoteBasket } from "./use-quote";

// The header's quote control and the sheet's quote section: their code (the basket's rules for
// showing a change at once, the items with quantities and notes) loads only for visitors with a quote basket.
const useBasketUi = onDemand(() => import("./basket-ui"));

/** Shows the part `pick` chooses of the on-demand module to a visitor with a quote basket, once loaded. */
function withBasket(pick: (ui: ReturnType<typeof useBasketUi>) => React.ComponentType) {
  function Loaded() {
    const Part = pick(useBasketUi());
    return <Part />;
  }
  return function QuoteBasketPart() {
    return useHasQuoteBasket() ? (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    ) : null;
  };
}

/** The header's quote control ('Quote (N items)'), for a visitor with a quote basket. */
export const QuoteControl = withBasket((ui) => ui.QuoteButton);

/** The cart sheet's quote section, for a visitor with a quote basket. */
export const QuoteSheetPart = withBasket((ui) => ui.QuoteSheetSection);
