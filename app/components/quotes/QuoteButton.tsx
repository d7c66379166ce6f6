import { ClipboardList } from "lucide-react";
import { cartSheetId } from "~/components/cart/CartSheet";
import { useT } from "~/lib/i18n/use-t";
import { useOptimisticQuote } from "./use-quote";

const openCommand = { commandfor: cartSheetId, command: "show-modal" } as Record<string, string>;

/**
 * The header's quote control: shown once the visitor has something in their quote basket, with
 * the count in its badge and its name ('Quote (N items)'); it opens the side sheet, which lists
 * the quote items below the cart. Pages shared between visitors never have a basket, so they
 * never carry it.
 */
export function QuoteButton() {
  const t = useT();
  const { totalItems } = useOptimisticQuote();
  if (totalItems === 0) return null;
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
        document.getElementById("quote-sheet-title")?.scrollIntoView({ block: "start" });
      }}
      className="relative shrink-0 rounded-md p-2 hover:bg-black/5"
      data-testid="quote-button"
    >
      <ClipboardList aria-hidden="true" className="size-5" />
      <span className="sr-only">{t("quote.title", { count: totalItems })}</span>
      <span aria-hidden="true" className="absolute -end-1 -top-1 min-w-5 rounded-full bg-amber-600 px-1 text-center text-xs font-bold leading-5 text-white" data-testid="quote-count">
        {totalItems > 99 ? "99+" : totalItems}
      </span>
    </button>
  );
}
