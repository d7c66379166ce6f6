import { useId } from "react";
import { AddToCartButton } from "~/components/cart/AddToCartButton";
import { CartForm } from "~/components/cart/CartForm";
import { useCartFetcher } from "~/components/cart/use-cart";
import { useT } from "~/lib/i18n/use-t";
import type { MessageKey } from "~/lib/i18n/messages";
import { formatMoney } from "~/lib/money";

export interface MenuChoice {
  key: string;
  label: string;
  multiple: boolean;
  options: Array<{ value: string; label: string; priceOre: number }>;
}

export interface MenuItemCardData {
  productId: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  priceOre: number;
  currency: string;
  allergens: string[];
  dietaryTags: string[];
  isAvailable: boolean;
  choices: MenuChoice[];
  /** The other items it may be combined with half-and-half (empty: it cannot be). */
  halves: Array<{ productId: string; name: string }>;
}

const priced = (label: string, priceOre: number, currency: string) =>
  priceOre > 0 ? `${label} (+${formatMoney(priceOre, currency)})` : label;

/**
 * A dish with its 'Add to cart' form: size and extras from its options, and for a pizza the other
 * half. Only the choices are sent; the server prices them (the dearer half's price, plus extras).
 */
export function MenuItemCard({ item, restaurantId }: { item: MenuItemCardData; restaurantId: string }) {
  const t = useT();
  const id = useId();
  const fetcher = useCartFetcher(`cart-add-${item.productId}`);
  const busy = fetcher.state !== "idle";
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row" data-testid="menu-item">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-24 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
          <span className="font-semibold text-slate-900" dir="ltr">
            {formatMoney(item.priceOre, item.currency)}
          </span>
        </div>
        {item.description ? <p className="mt-1 text-sm leading-6 text-slate-600">{item.description}</p> : null}
        {item.dietaryTags.length > 0 ? (
          <p className="mt-2 flex flex-wrap gap-1">
            {item.dietaryTags.map((tag) => (
              <span key={tag} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                {t(`diet.${tag}` as MessageKey)}
              </span>
            ))}
          </p>
        ) : null}
        {item.allergens.length > 0 ? (
          <p className="mt-2 text-xs text-slate-600">
            {t("menu.allergens", { list: item.allergens.map((allergen) => t(`allergen.${allergen}` as MessageKey)).join(", ") })}
          </p>
        ) : null}
        {item.isAvailable ? (
          <CartForm fetcher={fetcher} intent="add" className="mt-3 space-y-3">
            <input type="hidden" name="productId" value={item.productId} />
            <input type="hidden" name="restaurantId" value={restaurantId} />
            {item.choices.map((choice) =>
              choice.multiple ? (
                <fieldset key={choice.key}>
                  <legend className="text-sm font-medium text-slate-900">{choice.label}</legend>
                  <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                    {choice.options.map((option) => (
                      <label key={option.value} className="inline-flex items-center gap-2 text-sm text-slate-700">
                        <input
                          type="checkbox"
                          name={`option.${choice.key}`}
                          value={option.value}
                          className="size-4 rounded border-slate-300"
                        />
                        <span>{priced(option.label, option.priceOre, item.currency)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : (
                <div key={choice.key}>
                  <label htmlFor={`${id}-${choice.key}`} className="block text-sm font-medium text-slate-900">
                    {choice.label}
                  </label>
                  {/* Always one choice selected (the first by default): no `required`, which HTML refuses without an empty first option. */}
                  <select
                    id={`${id}-${choice.key}`}
                    name={`option.${choice.key}`}
                    className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
                  >
                    {choice.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {priced(option.label, option.priceOre, item.currency)}
                      </option>
                    ))}
                  </select>
                </div>
              ),
            )}
            {item.halves.length > 0 ? (
              <div>
                <label htmlFor={`${id}-half`} className="block text-sm font-medium text-slate-900">
                  {t("menu.secondHalf")}
                </label>
                <select
                  id={`${id}-half`}
                  name="secondHalfId"
                  className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
                >
                  <option value="">{t("menu.wholeItem")}</option>
                  {item.halves.map((half) => (
                    <option key={half.productId} value={half.productId}>
                      {`${t("menu.halfAndHalf")}: ½ ${item.name} + ½ ${half.name}`}
                    </option>
                  ))}
                </select>
                <p className="mt-1 text-xs text-slate-600">{t("menu.halfRule")}</p>
              </div>
            ) : null}
            <AddToCartButton busy={busy} productName={item.name} />
          </CartForm>
        ) : (
          <p className="mt-3 text-sm font-semibold text-slate-500">{t("menu.soldOut")}</p>
        )}
      </div>
    </li>
  );
}
