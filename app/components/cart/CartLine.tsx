import { Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { CartLineView } from "~/lib/cart";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import type { FetcherWithComponents } from "react-router";
import { CartForm } from "./CartForm";
import { type CartActionData, useCartFetcher } from "./use-cart";

const iconButton = "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40";

/**
 * The cart's lines. Removals go through one fetcher held here, not by the line: the line is gone
 * (optimistically) before the answer arrives, and its toast must still be shown.
 * `focusAfterRemoval` names the element that takes focus when a line goes away.
 */
export function CartLines({ items, focusAfterRemoval, large = false, className }: { items: CartLineView[]; focusAfterRemoval: string; large?: boolean; className?: string }) {
  const removal = useCartFetcher("cart-removal");
  return (
    <ul className={className}>
      {items.map((item) => (
        <CartLine key={item.id} item={item} removal={removal} focusAfterRemoval={focusAfterRemoval} large={large} />
      ))}
    </ul>
  );
}

/**
 * One cart line: picture, name, options, unit price, quantity with decrease and increase, remove.
 * Quantities are sent as the new value (not +1/−1), so quick repeated clicks end where the last
 * click meant; decreasing the last one removes the line.
 */
function CartLine({ item, removal, focusAfterRemoval, large }: { item: CartLineView; removal: FetcherWithComponents<CartActionData>; focusAfterRemoval: string; large: boolean }) {
  const t = useT();
  const fetcher = useCartFetcher(`cart-line-${item.id}`);
  const keepFocus = () => document.getElementById(focusAfterRemoval)?.focus();
  const image = large ? "size-20" : "size-16";
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" width={80} height={80} loading="lazy" className={`${image} shrink-0 rounded-md bg-slate-100 object-cover`} />
      ) : (
        <div aria-hidden="true" className={`${image} shrink-0 rounded-md bg-slate-100`} />
      )}
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-slate-900">
          {item.href ? (
            <Link to={item.href} className="hover:text-brand-700 hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        {item.options.length > 0 ? <p className="text-sm text-slate-600">{item.options.join(" · ")}</p> : null}
        <p className="text-sm text-slate-600">
          {t("cart.unitPrice")}: <span dir="ltr">{formatMoney(item.unitPriceOre)}</span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CartForm fetcher={item.quantity <= 1 ? removal : fetcher} intent={item.quantity <= 1 ? "remove" : "set"} onSubmit={item.quantity <= 1 ? keepFocus : undefined}>
            <input type="hidden" name="itemId" value={item.id} />
            {item.quantity <= 1 ? null : <input type="hidden" name="quantity" value={item.quantity - 1} />}
            <button type="submit" className={iconButton} aria-label={t("cart.decrease", { name: item.name })}>
              <Minus aria-hidden="true" className="size-4" />
            </button>
          </CartForm>
          <span className="min-w-8 text-center font-semibold tabular-nums">
            <span className="sr-only">{t("cart.quantity")}: </span>
            <span data-testid="cart-line-quantity">{item.quantity}</span>
          </span>
          <CartForm fetcher={fetcher} intent="set">
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="quantity" value={item.quantity + 1} />
            <button type="submit" className={iconButton} aria-label={t("cart.increase", { name: item.name })} disabled={item.quantity >= MAX_LINE_QUANTITY}>
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </CartForm>
          <CartForm fetcher={removal} intent="remove" className="ms-auto" onSubmit={keepFocus}>
            <input type="hidden" name="itemId" value={item.id} />
            <button type="submit" className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-red-700 hover:bg-red-50" aria-label={t("cart.remove", { name: item.name })}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span>{t("cart.removeLabel")}</span>
            </button>
          </CartForm>
        </div>
      </div>
      <p className="shrink-0 font-semibold text-slate-900" dir="ltr">
        {formatMoney(item.lineTotalOre)}
      </p>
    </li>
  );
}
