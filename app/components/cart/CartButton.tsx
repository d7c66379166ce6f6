import { ShoppingCart } from "lucide-react";
import { QuoteButton } from "~/components/quotes/QuoteButton";
import { useT } from "~/lib/i18n/use-t";
import { cartSheetId } from "./CartSheet";
import { useOptimisticCart } from "./use-cart";

// Invoker commands open the sheet before JavaScript loads (in browsers that have them); the click
// handler does the same everywhere once it has.
const openCommand = { commandfor: cartSheetId, command: "show-modal" } as Record<string, string>;

/**
 * The header's cart button: an item-count badge, and the count in its accessible name ('Cart (N
 * items)'), followed by the quote control (the spec's "cart or quote control") wherever a header
 * style places the cart.
 */
export function CartButton() {
  return (
    <>
      <CartOnlyButton />
      <QuoteButton />
    </>
  );
}

function CartOnlyButton() {
  const t = useT();
  const { totalItems } = useOptimisticCart();
  return (
    <button
      type="button"
      {...openCommand}
      aria-haspopup="dialog"
      aria-controls={cartSheetId}
      onClick={(event) => {
        event.preventDefault();
        const sheet = document.getElementById(cartSheetId) as HTMLDialogElement | null;
        if (sheet && !sheet.open) sheet.showModal();
      }}
      className="relative shrink-0 rounded-md p-2 hover:bg-black/5"
      data-testid="cart-button"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span className="sr-only">{t("cart.title", { count: totalItems })}</span>
      {totalItems > 0 ? (
        <span aria-hidden="true" className="absolute -end-1 -top-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white" data-testid="cart-count">
          {totalItems > 99 ? "99+" : totalItems}
        </span>
      ) : null}
    </button>
  );
}
