import { Minus, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { MAX_QUOTE_NOTES, MAX_QUOTE_QUANTITY, type QuoteItemView } from "~/lib/quotes";
import { QuoteForm } from "./QuoteForm";
import { useQuoteFetcher } from "./use-quote";

const iconButton = "inline-flex size-9 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:opacity-40";

/** The quote basket's items with quantity controls, remove, and a notes box (2 rows) per item. */
export function QuoteItems({ items, focusAfterRemoval, className }: { items: QuoteItemView[]; focusAfterRemoval: string; className?: string }) {
  const removal = useQuoteFetcher("quote-removal");
  const keepFocus = () => document.getElementById(focusAfterRemoval)?.focus();
  return (
    <ul className={className}>
      {items.map((item) => (
        <QuoteItem key={item.id} item={item} onRemove={keepFocus} removal={removal} />
      ))}
    </ul>
  );
}

function QuoteItem({ item, onRemove, removal }: { item: QuoteItemView; onRemove: () => void; removal: ReturnType<typeof useQuoteFetcher> }) {
  const t = useT();
  const id = useId();
  const fetcher = useQuoteFetcher(`quote-item-${item.id}`);
  const notes = useQuoteFetcher(`quote-notes-${item.id}`);
  const pending = item.id.startsWith("pending-");
  return (
    <li className="flex gap-3 py-4" data-testid="quote-item">
      {item.productImage ? (
        <img src={item.productImage} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-md bg-slate-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="size-16 shrink-0 rounded-md bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium text-slate-900">
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
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <QuoteForm fetcher={item.quantity <= 1 ? removal : fetcher} intent={item.quantity <= 1 ? "quote-remove" : "quote-set"} onSubmit={item.quantity <= 1 ? onRemove : undefined}>
                <input type="hidden" name="itemId" value={item.id} />
                {item.quantity <= 1 ? null : <input type="hidden" name="quantity" value={item.quantity - 1} />}
                <button type="submit" className={iconButton} aria-label={t("cart.decrease", { name: item.productName })}>
                  <Minus aria-hidden="true" className="size-4" />
                </button>
              </QuoteForm>
              <span className="min-w-8 text-center font-semibold tabular-nums">
                <span className="sr-only">{t("cart.quantity")}: </span>
                <span data-testid="quote-item-quantity">{item.quantity}</span>
              </span>
              <QuoteForm fetcher={fetcher} intent="quote-set">
                <input type="hidden" name="itemId" value={item.id} />
                <input type="hidden" name="quantity" value={item.quantity + 1} />
                <button type="submit" className={iconButton} aria-label={t("cart.increase", { name: item.productName })} disabled={item.quantity >= MAX_QUOTE_QUANTITY}>
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </QuoteForm>
              <QuoteForm fetcher={removal} intent="quote-remove" className="ms-auto" onSubmit={onRemove}>
                <input type="hidden" name="itemId" value={item.id} />
                <button type="submit" className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-red-700 hover:bg-red-50" aria-label={t("cart.remove", { name: item.productName })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span>{t("cart.removeLabel")}</span>
                </button>
              </QuoteForm>
            </div>
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
              <button type="submit" className="mt-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50" aria-label={`${t("quote.saveNotes")}: ${item.productName}`}>
                {t("quote.saveNotes")}
              </button>
            </QuoteForm>
          </>
        )}
      </div>
    </li>
  );
}
