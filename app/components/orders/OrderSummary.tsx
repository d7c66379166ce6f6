import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import type { VatLine } from "~/lib/vat";

export interface SummaryLine {
  key: string;
  title: string;
  quantity: number;
  lineTotalOre: number;
}

/** Lines, subtotal, the VAT in it per rate, and the total in the row's currency: for checkout, the order page and the e-mail's page. */
export function OrderSummary({
  lines,
  subtotalOre,
  vat,
  totalOre,
  currency,
}: {
  lines: SummaryLine[];
  subtotalOre: number;
  vat: VatLine[];
  totalOre: number;
  /** The order's or quote's currency; the site's default where the page has no row yet (a cart). */
  currency?: string;
}) {
  const t = useT();
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4 py-2 text-sm">
            <span className="min-w-0 break-words">
              <span className="tabular-nums">{line.quantity} ×</span> {line.title}
            </span>
            <span dir="ltr" className="shrink-0 tabular-nums">
              {formatMoney(line.lineTotalOre, currency)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t("cart.subtotal")}</dt>
          <dd dir="ltr">{formatMoney(subtotalOre, currency)}</dd>
        </div>
        {vat.map((line) => (
          <div key={line.ratePercent} className="flex justify-between text-slate-600">
            <dt>{t("checkout.vatLine", { rate: line.ratePercent })}</dt>
            <dd dir="ltr" data-testid={`vat-${line.ratePercent}`}>
              {formatMoney(line.vatOre, currency)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>{t("checkout.total")}</dt>
          <dd dir="ltr" data-testid="order-total">
            {formatMoney(totalOre, currency)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
