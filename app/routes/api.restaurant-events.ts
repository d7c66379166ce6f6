import { z } from "zod";
import { findRestaurant } from "~/server/restaurants/queries.server";
import type { OrderEventView } from "~/server/restaurants/order-events-queries.server";
import { lastEventIdOf } from "~/server/restaurants/realtime.server";
import { requireKitchenAccess } from "~/server/restaurants/views.server";
import { loadTrackedOrder } from "~/server/restaurants/views.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/api.restaurant-events";

const params = z.object({ kind: z.enum(["orders", "queues", "kitchens"]), id: z.uuid() });

// What each kind of stream shows of an event; one function per kind, so that the hub encodes an event once per kind.
const forTracking = (event: OrderEventView) => ({
  id: event.id,
  status: event.status,
  reason: event.reason,
  estimatedReadyAt: event.estimatedReadyAt,
});
const forQueue = (event: OrderEventView) => ({ id: event.id, orderNumber: event.orderNumber, status: event.status });
const forKitchen = (event: OrderEventView) => ({
  id: event.id,
  orderId: event.orderId,
  orderNumber: event.orderNumber,
  status: event.status,
});

/**
 * The order-event streams (Server-Sent Events), authorised like their pages: `orders/{orderId}`
 * for whoever has the order's unguessable id (its tracking page), `queues/{restaurantId}` for the
 * public queue (order numbers and states only), `kitchens/{restaurantId}` for that kitchen's staff
 * and admins.
 */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw notFound();
  const hub = context.orderEvents;
  if (!hub) throw new Response("Event streams are not available", { status: 503 });
  const { kind, id } = parsed.data;
  const lastEventId = lastEventIdOf(request);
  const site = await context.site();
  if (kind === "orders") {
    const order = await loadTrackedOrder(context.db, id);
    if (!order) throw notFound();
    return hub.stream(request, `order:${id}`, { orderId: id }, lastEventId, forTracking);
  }
  if (kind === "queues") {
    const restaurant = await findRestaurant(
      context.db,
      { factoryId: site.factory.id, languageCode: site.defaultLanguage.code, defaultLanguageCode: site.defaultLanguage.code },
      { id },
    );
    if (!restaurant) throw notFound();
    return hub.stream(request, `restaurant:${id}`, { restaurantId: id }, lastEventId, forQueue);
  }
  const allowed = await requireKitchenAccess(request, context, site.factory.id);
  if (!allowed.some((restaurant) => restaurant.id === id)) throw notFound();
  return hub.stream(request, `restaurant:${id}`, { restaurantId: id }, lastEventId, forKitchen);
}
