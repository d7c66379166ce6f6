import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { z } from "zod";
import { OrderSummary } from "~/components/orders/OrderSummary";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { loadViewer } from "~/server/auth/session.server";
import { browserTokenFor } from "~/server/orders/access.server";
import { loadOrder, mayViewOrder } from "~/server/orders/queries.server";
import { buyerPaymentState, paymentOfOrder, refreshPendingPayment } from "~/server/payments/service.server";
import { notFound, resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/order-success";

const orderIdSchema = z.uuid();

/** The order page: only for its buyer (signed-in owner, the browser that placed it, or the e-mail's link); 404 for anyone else. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const id = orderIdSchema.safeParse(params.orderId);
  if (!id.success) throw notFound();
  let order = await loadOrder(context.db, id.data);
  const { user } = await loadViewer(request, context);
  const visitor = {
    userId: user?.id ?? null,
    browserToken: browserTokenFor(request, id.data),
    linkToken: new URL(request.url).searchParams.get("key"),
  };
  if (!order || !mayViewOrder(order, visitor)) throw notFound();
  if (order.status === "awaiting_payment") {
    // Back from the provider (or the page's own poll) before its webhook: the provider is asked.
    await refreshPendingPayment(context, order.id);
    order = (await loadOrder(context.db, order.id)) ?? order;
  }
  const payment = await paymentOfOrder(context.db, order.id);
  return {
    payment: payment ? { state: buyerPaymentState(payment), continueUrl: payment.status === "pending" ? payment.redirectUrl : null } : null,
    order: {
      orderNumber: order.orderNumber,
      status: order.status,
      email: order.contact.email,
      createdAt: order.createdAt.toISOString(),
      delivery: order.delivery,
      paymentMethod: order.paymentMethod,
      lines: order.lines.map((line) => ({ key: line.id, title: line.title, quantity: line.quantity, lineTotalOre: line.lineTotalOre })),
      subtotalOre: order.subtotalOre,
      vat: order.vat,
      totalOre: order.totalOre,
      currency: order.currency,
    },
    locale: language.languageCode,
    productsPath: language.localize("/products"),
  };
}

export function meta() {
  return [{ title: "Order" }, { name: "robots", content: "noindex" }];
}

export default function OrderSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, payment } = loaderData;
  const revalidator = useRevalidator();
  const waiting = order.status === "awaiting_payment";
  // While the payment is open the page asks again every few seconds (a light poll; ADR 0026).
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, 3_000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
  const date = new Intl.DateTimeFormat(loaderData.locale, { dateStyle: "long", timeZone: "Europe/Oslo" }).format(new Date(order.createdAt));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("order.successTitle")}</h1>
      <p className="mt-2 text-lg font-semibold text-brand-800" data-testid="order-number">
        {t("order.number", { number: order.orderNumber })}
      </p>
      {order.email ? <p className="mt-1 text-slate-600">{t("order.confirmationSent", { email: order.email })}</p> : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{t("order.date")}</dt>
        <dd>{date}</dd>
        <dt className="font-medium text-slate-900">{t("order.status")}</dt>
        <dd data-testid="order-status">{t(`order.status.${order.status}` as MessageKey)}</dd>
        <dt className="font-medium text-slate-900">{t("checkout.delivery")}</dt>
        <dd>
          {order.delivery.method === "delivery"
            ? `${order.delivery.addressLine ?? ""}, ${order.delivery.postcode ?? ""} ${order.delivery.city ?? ""}`
            : t("checkout.method.pickup")}
        </dd>
        <dt className="font-medium text-slate-900">{t("checkout.payment")}</dt>
        <dd>{t(`checkout.payment.${order.paymentMethod}` as MessageKey) || order.paymentMethod}</dd>
        {payment ? (
          <>
            <dt className="font-medium text-slate-900">{t("order.payment.state")}</dt>
            <dd data-testid="payment-state" aria-live="polite">
              {t(`order.payment.${payment.state}` as MessageKey)}
            </dd>
          </>
        ) : null}
      </dl>
      {waiting ? <p className="mt-4 text-sm text-slate-600">{t("order.payment.updating")}</p> : null}
      {payment?.continueUrl ? (
        <a
          href={payment.continueUrl}
          className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("order.payment.continue")}
        </a>
      ) : null}
      <section aria-labelledby="items-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="items-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t("order.items")}
        </h2>
        <OrderSummary
          lines={order.lines}
          subtotalOre={order.subtotalOre}
          vat={order.vat}
          totalOre={order.totalOre}
          currency={order.currency}
        />
      </section>
      <Link to={loaderData.productsPath} className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
        {t("cart.continueShopping")}
      </Link>
    </div>
  );
}
