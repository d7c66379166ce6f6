import { useState } from "react";
import { z } from "zod";
import { useOrderEvents } from "~/components/restaurants/use-order-events";
import { useT } from "~/lib/i18n/use-t";
import type { RestaurantOrderStatus } from "~/lib/restaurant-orders";
import { findRestaurant } from "~/server/restaurants/queries.server";
import { loadQueue } from "~/server/restaurants/views.server";
import { notFound, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/public-queue";

/** The queue display for a TV: order numbers being prepared and ready, nothing personal. Live, never cached. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const id = z.uuid().safeParse(params.restaurantId);
  const restaurant = id.success ? await findRestaurant(context.db, siteScope(language), { id: id.data }) : null;
  if (!restaurant) throw notFound();
  const queue = await loadQueue(context.db, restaurant.id);
  return { restaurantName: restaurant.name, ...queue, streamUrl: `/api/restaurant-events/queues/${restaurant.id}` };
}

export function meta() {
  return [{ title: "Queue" }, { name: "robots", content: "noindex" }];
}

const preparing: ReadonlySet<RestaurantOrderStatus> = new Set(["received", "accepted", "preparing"]);

export default function PublicQueue({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // Keyed by order number; an order that leaves the board is deleted, so hours of events do not pile up.
  const [board, setBoard] = useState(() => new Map(loaderData.orders.map((order) => [order.orderNumber, order.status])));
  useOrderEvents<{ id: number; orderNumber: number; status: RestaurantOrderStatus }>(
    loaderData.streamUrl,
    loaderData.lastEventId,
    (event) =>
      setBoard((before) => {
        const next = new Map(before);
        if (preparing.has(event.status) || event.status === "ready") next.set(event.orderNumber, event.status);
        else next.delete(event.orderNumber);
        return next;
      }),
  );
  const numbers = (ready: boolean) =>
    [...board].filter(([, status]) => (ready ? status === "ready" : preparing.has(status))).map(([number]) => number);
  const column = (ready: boolean) => (
    <section
      aria-labelledby={`queue-${ready ? "ready" : "preparing"}`}
      className={`flex flex-col rounded-2xl p-6 ${ready ? "bg-emerald-900/60" : "bg-slate-800"}`}
    >
      <h2 id={`queue-${ready ? "ready" : "preparing"}`} className="text-4xl font-bold lg:text-6xl">
        {ready ? t("rstatus.ready") : t("rstatus.preparing")}
      </h2>
      <ul className="mt-6 flex flex-wrap content-start gap-4" data-testid={ready ? "queue-ready" : "queue-preparing"}>
        {numbers(ready).map((number) => (
          <li
            key={number}
            className="min-w-[5ch] rounded-xl bg-white/10 px-4 py-2 text-center text-5xl font-extrabold tabular-nums lg:text-7xl"
            dir="ltr"
          >
            {number}
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="fixed inset-0 z-[100] flex flex-col gap-6 overflow-hidden bg-slate-950 p-6 text-white">
      <h1 className="text-2xl font-semibold text-slate-300 lg:text-4xl">{t("queue.title", { restaurant: loaderData.restaurantName })}</h1>
      <div className="grid min-h-0 flex-1 gap-6 md:grid-cols-2">
        {column(false)}
        {column(true)}
      </div>
    </div>
  );
}
