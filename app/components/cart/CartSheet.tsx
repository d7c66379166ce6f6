import { X } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { useModalSheet } from "~/components/ui/use-modal-sheet";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import { useLocalizePath } from "~/lib/use-shell";
import { PersonalHole } from "~/lib/personal";
import { QuoteSheetPart } from "~/components/quotes/lazy";
import { CartLines, useCartRemoval } from "./CartLine";
import { useOptimisticCart } from "./use-cart";

export const cartSheetId = "cart-sheet";
const headingId = "cart-sheet-title";

const closeCommand = { commandfor: cartSheetId, command: "close" } as Record<string, string>;

/**
 * The cart side sheet: a modal dialog from the end side with the lines and their controls, the
 * empty message, the subtotal, 'View Cart & Checkout', then the quote items with their notes
 * (when there are any, loaded on demand) and 'Request Quote'. Escape, the close button, a click on
 * the backdrop or a navigation close it; Tab stays inside while it is open and focus goes back to the cart button when
 * it closes (useModalSheet). Filled in for each visitor on a cached page.
 */
export function CartSheet() {
  return (
    <PersonalHole name="cart-sheet">
      <CartSheetDialog />
    </PersonalHole>
  );
}

/** The sheet itself (the hole's content). */
export function CartSheetDialog() {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const localize = useLocalizePath();
  const cart = useOptimisticCart();
  const removal = useCartRemoval();
  const sheet = useModalSheet(ref);

  return (
    <dialog
      id={cartSheetId}
      ref={ref}
      aria-labelledby={headingId}
      className="drawer-end fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-96 max-w-[calc(100vw-2.5rem)] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
      {...sheet}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {t("cart.title", { count: cart.totalItems })}
          </h2>
          <button
            type="button"
            {...closeCommand}
            onClick={(event) => {
              event.preventDefault();
              ref.current?.close();
            }}
            className="rounded-md p-2 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("cart.close")}</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4">
          {cart.items.length === 0 ? (
            <p className="py-10 text-center text-slate-600">{t("cart.empty")}</p>
          ) : (
            <CartLines items={cart.items} removal={removal} focusAfterRemoval={headingId} className="divide-y divide-slate-200" />
          )}
          <QuoteSheetPart />
        </div>
        <div className="space-y-3 border-t border-slate-200 p-4">
          {cart.items.length > 0 ? (
            <p className="flex justify-between font-semibold">
              <span>{t("cart.subtotal")}</span>
              <span dir="ltr" data-testid="cart-subtotal">
                {formatMoney(cart.subtotalOre, cart.currency)}
              </span>
            </p>
          ) : null}
          <Link
            to={localize("/cart")}
            className="block rounded-md bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
          >
            {t("cart.viewCart")}
          </Link>
          <Link
            to={localize("/quote-checkout")}
            className="block rounded-md border border-brand-700 px-4 py-2.5 text-center font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t("cart.requestQuote")}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
