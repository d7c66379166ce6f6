import { Minus, Plus, Trash2 } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { ActionForm } from "~/components/ui/action-form";
import { useT } from "~/lib/i18n/use-t";

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40";

/**
 * Decrease, the quantity, increase and remove for one cart line or quote item, each a form posting
 * one call to `action` (ActionForm: a plain form before JavaScript, the fetcher after). Quantities
 * are sent as the new value (not +1/−1), so quick repeated clicks end where the last click meant;
 * decreasing the last one removes the item. Removals go through `removal`, a fetcher held by the
 * list: the item is gone (optimistically) before the answer arrives, and its toast must still show.
 */
export function QuantityStepper<T>({
  action,
  intents,
  itemId,
  name,
  quantity,
  max,
  fetcher,
  removal,
  onRemove,
  quantityTestId,
}: {
  action: string;
  intents: { set: string; remove: string };
  itemId: string;
  name: string;
  quantity: number;
  max: number;
  fetcher: FetcherWithComponents<T>;
  removal: FetcherWithComponents<T>;
  onRemove: () => void;
  quantityTestId: string;
}) {
  const t = useT();
  const last = quantity <= 1;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <ActionForm
        action={action}
        fetcher={last ? removal : fetcher}
        intent={last ? intents.remove : intents.set}
        onSubmit={last ? onRemove : undefined}
      >
        <input type="hidden" name="itemId" value={itemId} />
        {last ? null : <input type="hidden" name="quantity" value={quantity - 1} />}
        <button type="submit" className={iconButton} aria-label={t("cart.decrease", { name })}>
          <Minus aria-hidden="true" className="size-4" />
        </button>
      </ActionForm>
      <span className="min-w-8 text-center font-semibold tabular-nums">
        <span className="sr-only">{t("cart.quantity")}: </span>
        <span data-testid={quantityTestId}>{quantity}</span>
      </span>
      <ActionForm action={action} fetcher={fetcher} intent={intents.set}>
        <input type="hidden" name="itemId" value={itemId} />
        <input type="hidden" name="quantity" value={quantity + 1} />
        <button type="submit" className={iconButton} aria-label={t("cart.increase", { name })} disabled={quantity >= max}>
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </ActionForm>
      <ActionForm action={action} fetcher={removal} intent={intents.remove} className="ms-auto" onSubmit={onRemove}>
        <input type="hidden" name="itemId" value={itemId} />
        <button
          type="submit"
          className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-red-700 hover:bg-red-50"
          aria-label={t("cart.remove", { name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span>{t("cart.removeLabel")}</span>
        </button>
      </ActionForm>
    </div>
  );
}
