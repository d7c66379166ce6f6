import { ShoppingCart } from "lucide-react";
import { useT } from "~/lib/i18n/use-t";

/**
 * The 'Add to cart' submit button of a cart form. While the form is sending it stays focusable but
 * refuses a second click (`aria-disabled`); `productName` names it where several stand on one page.
 */
export function AddToCartButton({ busy, productName }: { busy: boolean; productName?: string }) {
  const t = useT();
  return (
    <button
      type="submit"
      aria-disabled={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      aria-label={productName === undefined ? undefined : `${t("product.addToCart")}: ${productName}`}
      className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:opacity-70"
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      <span>{t("product.addToCart")}</span>
    </button>
  );
}
