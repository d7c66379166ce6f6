import { Link } from "react-router";
import type { CartLineView } from "~/lib/cart";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import type { FetcherWithComponents } from "react-router";
import { QuantityStepper } from "~/components/ui/QuantityStepper";
import { type CartActionData, useCartFetcher } from "./use-cart";

const cartStepper = {
  action: "/cart",
  intents: { set: "set", remove: "remove" },
  max: MAX_LINE_QUANTITY,
  quantityTestId: "cart-line-quantity",
};

/** The fetcher of the cart's removals: held by what shows the lines, which stays when the last line goes (useCartRemoval). */
export type CartRemoval = FetcherWithComponents<CartActionData>;

/**
 * The fetcher every removal from the cart goes through, held by the page or sheet that shows the
 * lines and not by the lines: the line (and, for the last one, the list) is gone optimistically
 * before the answer arrives, and its toast must still be shown.
 */
export function useCartRemoval(): CartRemoval {
  return useCartFetcher("cart-removal");
}

/**
 * The cart's lines; removals go through `removal` (useCartRemoval, held by the caller).
 * `focusAfterRemoval` names the element that takes focus when a line goes away.
 */
export function CartLines({
  items,
  removal,
  focusAfterRemoval,
  large = false,
  className,
}: {
  items: CartLineView[];
  removal: CartRemoval;
  focusAfterRemoval: string;
  large?: boolean;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <CartLine key={item.id} item={item} removal={removal} focusAfterRemoval={focusAfterRemoval} large={large} />
      ))}
    </ul>
  );
}

/** One cart line: picture, name, options, unit price, quantity with decrease and increase, remove (QuantityStepper). */
function CartLine({
  item,
  removal,
  focusAfterRemoval,
  large,
}: {
  item: CartLineView;
  removal: CartRemoval;
  focusAfterRemoval: string;
  large: boolean;
}) {
  const t = useT();
  const fetcher = useCartFetcher(`cart-line-${item.id}`);
  const keepFocus = () => document.getElementById(focusAfterRemoval)?.focus();
  const image = large ? "size-20" : "size-16";
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className={`${image} shrink-0 rounded-md bg-slate-100 object-cover`}
        />
      ) : (
        <div aria-hidden="true" className={`${image} shrink-0 rounded-md bg-slate-100`} />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">
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
          {t("cart.unitPrice")}: <span dir="ltr">{formatMoney(item.unitPriceOre, item.currency)}</span>
        </p>
        <QuantityStepper
          {...cartStepper}
          itemId={item.id}
          name={item.name}
          quantity={item.quantity}
          fetcher={fetcher}
          removal={removal}
          onRemove={keepFocus}
        />
      </div>
      <p className="shrink-0 font-semibold text-slate-900" dir="ltr">
        {formatMoney(item.lineTotalOre, item.currency)}
      </p>
    </li>
  );
}
