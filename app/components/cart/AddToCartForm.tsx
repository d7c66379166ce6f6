import { useId } from "react";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { useT } from "~/lib/i18n/use-t";
import { AddToCartButton } from "./AddToCartButton";
import { CartForm } from "./CartForm";
import { useCartFetcher } from "./use-cart";

export interface AttributeChoice {
  key: string;
  label: string;
  options: Array<{ value: string; label: string }>;
}

/**
 * 'Add to cart' for one product, with a select per attribute of its schema and, on the product
 * page, a quantity. The price is never sent: the server takes it from the product.
 */
export function AddToCartForm({
  productId,
  productName,
  attributes = [],
  withQuantity = false,
  className = "",
}: {
  productId: string;
  productName: string;
  attributes?: AttributeChoice[];
  withQuantity?: boolean;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useCartFetcher(`cart-add-${productId}`);
  const busy = fetcher.state !== "idle";
  return (
    <CartForm fetcher={fetcher} intent="add" className={className}>
      <input type="hidden" name="productId" value={productId} />
      {attributes.map((attribute) => (
        <div key={attribute.key} className="mb-3">
          <label htmlFor={`${id}-${attribute.key}`} className="block text-sm font-medium text-slate-900">
            {attribute.label}
          </label>
          <select
            id={`${id}-${attribute.key}`}
            name={`option.${attribute.key}`}
            required
            className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {attribute.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-3">
        {withQuantity ? (
          <div>
            <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-slate-900">
              {t("cart.quantity")}
            </label>
            <input
              id={`${id}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              defaultValue={1}
              required
              className="mt-1 block w-24 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
        ) : null}
        <AddToCartButton busy={busy} productName={withQuantity ? undefined : productName} />
      </div>
    </CartForm>
  );
}
