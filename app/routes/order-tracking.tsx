import { useState } from "react";
import { z } from "zod";
import { useOrderEvents } from "~/components/restaurants/use-order-events";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import type { RestaurantOrderStatus } from "~/lib/restaurant-orders";
import { findRestaurant } from "~/server/restaurants/queries.server";
import { loadTrackedOrder } from "~/server/restaurants/views.server";
import { notFound, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/order-tracking";

/** Whoever holds the order's unguessable id follows it here; any other id is 404. No contact details are shown. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const id = z.uuid().safeParse(params.orderId);
  const order = id.success ? await loadTrackedOrder(context.db, id.data) : null;
  if (!order) throw notFound();
  const restaurant = await findRestaurant(context.db, siteScope(language), { id: order.restaurantId });
  return {
    order,
    restaurantName: restaurant?.name ?? "",
    timeZone: restaurant?.timeZone ?? "Europe/Oslo",
    locale: language.languageCode,
    streamUrl: `/api/restaurant-events/orders/${order.id}`,
  };
}

export function meta() {
  return [{ title: "Order tracking" }, { name: "robots", content: "noindex" }];
}

const steps: Record<"pickup" | "delivery", RestaurantOrderStatus[]> = {
  pickup: ["received", "accepted", "preparing", "ready", "picked_up", "completed"],
  delivery: ["received", "accepted", "preparing", "ready", "out_for_delivery", "completed"],
};

interface StatusEvent {
  id: number;
  status: RestaurantOrderStatus;
  reason: string | null;
  estimatedReadyAt: string;
}

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order } = loaderData;
  const [state, setState] = useState({ status: order.status, reason: order.statusReason, estimatedReadyAt: order.estimatedReadyAt });
  const { connected } = useOrderEvents<StatusEvent>(loaderData.streamUrl, order.lastEventId, (event) =>
    setState({ status: event.status, reason: event.reason, estimatedReadyAt: event.estimatedReadyAt }),
  );
  const time = new Intl.DateTimeFormat(loaderData.locale, { timeZone: loaderData.timeZone, hour: "2-digit", minute: "2-digit" }).format(
    new Date(state.estimatedReadyAt),
  );
  const flow = steps[order.fulfilment];
  const reached = flow.indexOf(state.status);
  const stopped = state.status === "rejected" || state.status === "cancelled";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("tracking.title", { number: order.orderNumber })}</h1>
      <p className="mt-1 text-slate-600">{t("tracking.restaurant", { restaurant: loaderData.restaurantName })}</p>
      <p
        role="status"
        aria-live="polite"
        className="mt-6 text-2xl font-semibold text-slate-900"
        data-testid="tracking-status"
        data-status={state.status}
      >
        {t(`rstatus.${state.status}` as MessageKey)}
      </p>
      {stopped && state.reason ? <p className="mt-2 text-slate-700">{t("tracking.reason", { reason: state.reason })}</p> : null}
      {!stopped && state.status !== "completed" ? <p className="mt-2 text-slate-700">{t("tracking.estimatedReady", { time })}</p> : null}
      {!stopped ? (
        <ol className="mt-6 grid gap-2 sm:grid-cols-6">
          {flow.map((step, index) => (
            <li
              key={step}
              aria-current={index === reached ? "step" : undefined}
              className={`rounded-md px-3 py-2 text-center text-sm font-medium ${index < reached ? "bg-emerald-100 text-emerald-900" : index === reached ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-600"}`}
            >
              {t(`rstatus.${step}` as MessageKey)}
            </li>
          ))}
        </ol>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">{connected ? t("tracking.live") : t("tracking.reconnecting")}</p>
      <ul className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-3 text-sm">
            <span className="min-w-0">
              <span className="tabular-nums">{line.quantity} ×</span> {line.title}
              {line.options.length > 0 ? <span className="block text-slate-600">{line.options.join(" · ")}</span> : null}
            </span>
            <span dir="ltr" className="shrink-0 tabular-nums">
              {formatMoney(line.lineTotalOre, order.currency)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between font-semibold">
        <span>{t("checkout.total")}</span>
        <span dir="ltr">{formatMoney(order.totalOre, order.currency)}</span>
      </p>
      <p className="mt-6 text-sm text-slate-600">{t("tracking.keepLink")}</p>
    </div>
  );
}
