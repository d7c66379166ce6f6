import { Form } from "react-router";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { formatAmount, formatMoney } from "~/lib/money";

export interface OrderPaymentView {
  id: string;
  provider: string;
  providerReference: string;
  status: string;
  amountOre: number;
  capturedOre: number;
  refundedOre: number;
  currency: string;
  events: Array<{ id: string; kind: string; amountOre: number; source: string; createdAt: string }>;
}

/**
 * The admin order page's payment: its provider and ids, what was authorised, captured and
 * refunded, every movement, and (once captured) refunds of a line's total or any amount. Each
 * refund form carries its own key: sent twice, it refunds once.
 */
export function OrderPayment({
  payments,
  lines,
  formKey,
}: {
  payments: OrderPaymentView[];
  lines: Array<{ id: string; title: string; lineTotalOre: number }>;
  formKey: string;
}) {
  const t = useAdminT();
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="order-payment" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h2 id="order-payment" className="font-semibold text-slate-900">
        {t("admin.order.paymentSection")}
      </h2>
      {payments.map((payment) => {
        const refundable = payment.status === "captured" ? payment.capturedOre - payment.refundedOre : 0;
        return (
          <div key={payment.id} className="mt-2" data-testid="order-payment">
            <p>
              {t("admin.order.paymentProvider")}: {payment.provider} ·{" "}
              <span className="font-mono text-xs">{payment.providerReference}</span>
            </p>
            <p>
              {t("admin.order.paymentStatus")}:{" "}
              <span data-testid="payment-status">{t(`admin.order.paymentKind.${payment.status}` as AdminMessageKey)}</span>
            </p>
            <p>
              {t("admin.order.paymentAmounts", {
                authorised: formatMoney(payment.amountOre, payment.currency),
                captured: formatMoney(payment.capturedOre, payment.currency),
                refunded: formatMoney(payment.refundedOre, payment.currency),
              })}
            </p>
            <h3 className="mt-3 font-semibold text-slate-900">{t("admin.order.paymentMovements")}</h3>
            <ol className="mt-1 space-y-1">
              {payment.events.map((event) => (
                <li key={event.id}>
                  <span className="text-slate-600">{event.createdAt}</span> ·{" "}
                  {t(`admin.order.paymentKind.${event.kind}` as AdminMessageKey)}
                  {event.amountOre > 0 ? ` ${formatMoney(event.amountOre, payment.currency)}` : ""}{" "}
                  <span className="text-slate-600">· {event.source}</span>
                </li>
              ))}
            </ol>
            {refundable > 0 ? (
              <div className="mt-3 space-y-2">
                <div className="flex flex-wrap gap-2">
                  {lines
                    .filter((line) => line.lineTotalOre > 0 && line.lineTotalOre <= refundable)
                    .map((line) => (
                      <Form method="post" key={line.id}>
                        <input type="hidden" name="intent" value="refund" />
                        <input type="hidden" name="formKey" value={`${formKey}-${line.id}`} />
                        <input type="hidden" name="amount" value={formatAmount(line.lineTotalOre, ".")} />
                        <button type="submit" className={secondaryButtonClass}>
                          {t("admin.order.refundLine", { item: `${line.title} (${formatMoney(line.lineTotalOre, payment.currency)})` })}
                        </button>
                      </Form>
                    ))}
                </div>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="refund" />
                  <input type="hidden" name="formKey" value={formKey} />
                  <div>
                    <label htmlFor="refund-amount" className={labelClass}>
                      {t("admin.order.refundAmount")}
                    </label>
                    <input
                      id="refund-amount"
                      name="amount"
                      inputMode="decimal"
                      required
                      defaultValue={formatAmount(refundable, ".")}
                      className={inputClass}
                    />
                  </div>
                  <button type="submit" className={buttonClass}>
                    {t("admin.order.refund")}
                  </button>
                </Form>
              </div>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
