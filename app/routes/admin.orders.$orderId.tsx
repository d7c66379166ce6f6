import { data, Form, Link } from "react-router";
import { z } from "zod";
import {
  AdminLayout,
  AdminNotice,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
} from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { formatDateTime } from "~/lib/admin/time";
import { NOTE_MAX_LENGTH } from "~/lib/admin/constants";
import { useAdminT } from "~/lib/admin/use-admin-t";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney, parseAmountToOre } from "~/lib/money";
import { OrderPayment } from "~/components/admin/OrderPayment";
import { nextOrderStatuses, orderStatuses } from "~/lib/orders";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { addOrderNote, changeOrderStatus } from "~/server/orders/admin-commands.server";
import { loadAdminOrder } from "~/server/orders/admin-queries.server";
import { notFound } from "~/server/site/route-language.server";
import { refundOrderPayment } from "~/server/payments/movement-commands.server";
import { paymentHistory } from "~/server/payments/service.server";
import type { Route } from "./+types/admin.orders.$orderId";

const orderIdSchema = z.uuid();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  if (!orderIdSchema.safeParse(params.orderId).success) throw notFound();
  const loaded = await loadAdminOrder(context.db, factoryId, params.orderId);
  if (!loaded) throw notFound();
  const { order, events, account, anonymised } = loaded;
  return {
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      languageCode: order.languageCode,
      contact: order.contact,
      delivery: order.delivery,
      paymentMethod: order.paymentMethod,
      subtotalOre: order.subtotalOre,
      vatOre: order.vatOre,
      totalOre: order.totalOre,
      currency: order.currency,
      vat: order.vat,
      lines: order.lines,
      createdAt: formatDateTime(order.createdAt),
    },
    next: nextOrderStatuses(order.status, order.delivery.method),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      actorEmail: event.actorEmail,
      createdAt: formatDateTime(event.createdAt),
    })),
    account,
    anonymised,
    payments: (await paymentHistory(context.db, order.id)).map((payment) => ({
      ...payment,
      createdAt: formatDateTime(payment.createdAt),
      events: payment.events.map((event) => ({
        id: event.id,
        kind: event.kind,
        amountOre: event.amountOre,
        source: event.source,
        createdAt: formatDateTime(event.createdAt),
      })),
    })),
    // One key per rendered refund form: a form sent twice refunds once.
    refundKey: crypto.randomUUID(),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), to: z.enum(orderStatuses) }),
  z.object({ intent: z.literal("note"), note: z.string().trim().min(1).max(NOTE_MAX_LENGTH) }),
  z.object({ intent: z.literal("refund"), amount: z.string().max(20), formKey: z.string().regex(/^[0-9a-f-]{36}(-[0-9a-f-]{36})?$/) }),
]);

type ActionResult = { ok: boolean; message: AdminMessageKey };

/** A status change from the declared table (the buyer is e-mailed), or an internal note. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  if (!orderIdSchema.safeParse(params.orderId).success) throw notFound();
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const noteProblem = parsed.error.issues.some((issue) => issue.path[0] === "note");
    return data<ActionResult>({ ok: false, message: noteProblem ? "admin.order.noteInvalid" : "admin.common.badRequest" }, { status: 400 });
  }
  if (parsed.data.intent === "note") {
    if (!(await addOrderNote(context.db, actor, params.orderId, parsed.data.note))) throw notFound();
    return data<ActionResult>({ ok: true, message: "admin.order.noteAdded" });
  }
  if (parsed.data.intent === "refund") {
    const amountOre = parseAmountToOre(parsed.data.amount);
    if (amountOre === undefined) return data<ActionResult>({ ok: false, message: "admin.order.refundTooMuch" }, { status: 400 });
    const refunded = await refundOrderPayment(context.db, actor, params.orderId, amountOre, parsed.data.formKey).catch((error: unknown) => {
      context.logger.error({ err: error, orderId: params.orderId }, "refund failed at the payment provider");
      return null;
    });
    if (refunded === null) return data<ActionResult>({ ok: false, message: "admin.order.paymentFailed" }, { status: 502 });
    if (!refunded.ok)
      return data<ActionResult>(
        { ok: false, message: "admin.order.refundTooMuch" },
        { status: refunded.reason === "no_payment" ? 409 : 400 },
      );
    return data<ActionResult>({ ok: true, message: "admin.order.refunded" });
  }
  const result = await changeOrderStatus(
    { db: context.db, mailer: context.mailer, origin: context.origin, logger: context.logger },
    actor.language.site,
    actor,
    params.orderId,
    parsed.data.to,
  );
  if (!result.ok && result.reason === "not_found") throw notFound();
  if (!result.ok && result.reason === "payment_failed")
    return data<ActionResult>({ ok: false, message: "admin.order.paymentFailed" }, { status: 502 });
  if (!result.ok) return data<ActionResult>({ ok: false, message: "admin.order.transitionRefused" }, { status: 409 });
  return data<ActionResult>({ ok: true, message: result.mailed ? "admin.order.statusChangedMailed" : "admin.order.statusChanged" });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Order ${loaderData?.order.orderNumber ?? ""} · Admin Panel` }, { name: "robots", content: "noindex" }];
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, next, events, account, anonymised, payments, refundKey } = loaderData;
  const t = useAdminT();
  const tSite = useT();
  const localize = useLocalizePath();
  const status = (value: string) => tSite(`order.status.${value}` as MessageKey);
  return (
    <AdminLayout
      title={t("admin.order.title", { number: order.orderNumber })}
      actions={
        <Link to={localize(`/admin/orders/${order.id}/packing-slip`)} className={secondaryButtonClass}>
          {t("admin.order.packingSlip")}
        </Link>
      }
    >
      <p className="-mt-4 mb-4 text-sm">
        <Link to={localize("/admin/orders")} className={linkClass}>
          {t("admin.order.backToList")}
        </Link>
      </p>
      {actionData ? <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message)}</AdminNotice> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="order-lines" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="order-lines" className="font-semibold text-slate-900">
              {t("admin.order.lines")}
            </h2>
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t("admin.order.quantity")}
                  </th>
                  <th scope="col" className="py-1 text-start font-medium">
                    {t("admin.order.item")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("admin.order.unitPrice")}
                  </th>
                  <th scope="col" className="py-1 text-end font-medium">
                    {t("admin.orders.total")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {order.lines.map((line) => (
                  <tr key={line.id}>
                    <td className="py-1">{line.quantity} ×</td>
                    <td className="py-1">
                      {line.title}
                      {line.sku ? <span className="ms-2 font-mono text-xs text-slate-500">{line.sku}</span> : null}
                    </td>
                    <td className="py-1 text-end whitespace-nowrap">{formatMoney(line.unitPriceOre, order.currency)}</td>
                    <td className="py-1 text-end whitespace-nowrap">{formatMoney(line.lineTotalOre, order.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
              {order.vat.map((line) => (
                <div key={line.ratePercent} className="flex justify-between">
                  <dt>{tSite("checkout.vatLine", { rate: line.ratePercent })}</dt>
                  <dd>{formatMoney(line.vatOre, order.currency)}</dd>
                </div>
              ))}
              <div className="flex justify-between font-semibold">
                <dt>{t("admin.orders.total")}</dt>
                <dd>{formatMoney(order.totalOre, order.currency)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="order-history" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="order-history" className="font-semibold text-slate-900">
              {t("admin.order.history")}
            </h2>
            <ol className="mt-2 space-y-2 text-sm">
              <li>
                <span className="text-slate-600">{order.createdAt}</span> · {t("admin.order.placed")}
              </li>
              {events.map((event) => (
                <li key={event.id}>
                  <span className="text-slate-600">{event.createdAt}</span> ·{" "}
                  {event.kind === "status" ? (
                    t("admin.order.statusEvent", { from: status(event.fromStatus ?? ""), to: status(event.toStatus ?? "") })
                  ) : (
                    <span className="whitespace-pre-wrap">{t("admin.order.noteEvent", { note: event.note ?? "" })}</span>
                  )}
                  {event.actorEmail ? <span className="text-slate-600"> · {event.actorEmail}</span> : null}
                </li>
              ))}
            </ol>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="order-note" className={labelClass}>
                {t("admin.order.note")}
              </label>
              <textarea id="order-note" name="note" rows={3} maxLength={NOTE_MAX_LENGTH} required className={inputClass} />
              <button type="submit" className={`${secondaryButtonClass} mt-2`}>
                {t("admin.order.addNote")}
              </button>
            </Form>
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="order-status" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="order-status" className="font-semibold text-slate-900">
              {t("admin.orders.status")}
            </h2>
            <p className="mt-1 text-lg" data-testid="order-status">
              {status(order.status)}
            </p>
            {next.length > 0 ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {next.map((to) => (
                  <Form method="post" key={to}>
                    <input type="hidden" name="intent" value="status" />
                    <button type="submit" name="to" value={to} className={to === "cancelled" ? secondaryButtonClass : buttonClass}>
                      {t("admin.order.markAs", { status: status(to) })}
                    </button>
                  </Form>
                ))}
              </div>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t("admin.order.final")}</p>
            )}
            <p className="mt-2 text-xs text-slate-600">{t("admin.order.mailHint")}</p>
          </section>
          <OrderPayment payments={payments} lines={order.lines} formKey={refundKey} />
          <section aria-labelledby="order-customer" className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <h2 id="order-customer" className="font-semibold text-slate-900">
              {t("admin.order.customer")}
            </h2>
            {anonymised ? (
              <p className="mt-1 text-slate-600">{t("admin.order.anonymised")}</p>
            ) : (
              <p className="mt-1">
                {order.contact.name}
                <br />
                <a href={`mailto:${order.contact.email}`} className={linkClass}>
                  {order.contact.email}
                </a>
                <br />
                {order.contact.phone}
              </p>
            )}
            {account ? (
              <p className="mt-2">
                <Link to={localize(`/admin/orders?user=${encodeURIComponent(account.id)}`)} className={linkClass}>
                  {t("admin.order.customerOrders")}
                </Link>
              </p>
            ) : (
              <p className="mt-2 text-slate-600">{t("admin.order.guest")}</p>
            )}
            <h3 className="mt-4 font-semibold text-slate-900">{t("admin.orders.delivery")}</h3>
            <p className="mt-1">
              {order.delivery.method === "delivery" ? (
                <>
                  {order.delivery.addressLine}
                  <br />
                  {order.delivery.postcode} {order.delivery.city}
                </>
              ) : (
                t("admin.orders.method.pickup")
              )}
            </p>
            <h3 className="mt-4 font-semibold text-slate-900">{t("admin.order.payment")}</h3>
            <p className="mt-1">{tSite(`checkout.payment.${order.paymentMethod}` as MessageKey) || order.paymentMethod}</p>
            <h3 className="mt-4 font-semibold text-slate-900">{t("admin.order.language")}</h3>
            <p className="mt-1">{order.languageCode}</p>
          </section>
        </div>
      </div>
    </AdminLayout>
  );
}
