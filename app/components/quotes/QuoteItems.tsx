import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { MAX_QUOTE_NOTES, MAX_QUOTE_QUANTITY, type QuoteItemView } from "~/lib/quote-basket";
import { QuoteForm } from "./QuoteForm";
import { QuantityStepper } from "~/components/ui/QuantityStepper";
import { useQuoteFetcher } from "./use-quote";

const quoteStepper = {
  action: "/quote-checkout",
  intents: { set: "quote-set", remove: "quote-remove" },
  max: MAX_QUOTE_QUANTITY,
  quantityTestId: "quote-item-quantity",
};

/**
 * The quote basket's items with quantity controls, remove, and a notes box (2 rows) per item.
 * `idPrefix` keeps the notes boxes' ids apart where the sheet and the quote page show the same
 * items (ids from the item, not `useId`: the sheet is filled in per visitor standing alone, ADR 0035).
 */
export function QuoteItems({
  items,
  focusAfterRemoval,
  idPrefix,
  className,
}: {
  items: QuoteItemView[];
  focusAfterRemoval: string;
  idPrefix: string;
  className?: string;
}) {
  const removal = useQuoteFetcher("quote-removal");
  const keepFocus = () => document.getElementById(focusAfterRemoval)?.focus();
  return (
    <ul className={className}>
      {items.map((item) => (
        <QuoteItem key={item.id} id={`${idPrefix}-${item.id}`} item={item} onRemove={keepFocus} removal={removal} />
      ))}
    </ul>
  );
}

function QuoteItem({
  id,
  item,
  onRemove,
  removal,
}: {
  id: string;
  item: QuoteItemView;
  onRemove: () => void;
  removal: ReturnType<typeof useQuoteFetcher>;
}) {
  const t = useT();
  const fetcher = useQuoteFetcher(`quote-item-${item.id}`);
  const notes = useQuoteFetcher(`quote-notes-${item.id}`);
  const pending = item.id.startsWith("pending-");
  return (
    <li className="flex gap-3 py-4" data-testid="quote-item">
      {item.productImage ? (
        <img
          src={item.productImage}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-16 shrink-0 rounded-md bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">
          {item.href ? (
            <Link to={item.href} className="hover:text-brand-700 hover:underline">
              {item.productName}
            </Link>
          ) : (
            item.productName
          )}
        </p>
        {pending ? null : (
          <>
            <QuantityStepper
              {...quoteStepper}
              itemId={item.id}
              name={item.productName}
              quantity={item.quantity}
              fetcher={fetcher}
              removal={removal}
              onRemove={onRemove}
            />
            <QuoteForm fetcher={notes} intent="quote-notes" className="mt-2">
              <input type="hidden" name="itemId" value={item.id} />
              <label htmlFor={`${id}-notes`} className="sr-only">
                {t("quote.notesFor", { name: item.productName })}
              </label>
              <textarea
                id={`${id}-notes`}
                name="notes"
                rows={2}
                maxLength={MAX_QUOTE_NOTES}
                defaultValue={item.notes}
                placeholder={t("quote.notes")}
                className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              />
              <button
                type="submit"
                className="mt-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                aria-label={`${t("quote.saveNotes")}: ${item.productName}`}
              >
                {t("quote.saveNotes")}
              </button>
            </QuoteForm>
          </>
        )}
      </div>
    </li>
  );
}
