/** A restaurant order's statuses, in the order a guest sees them. */
export const restaurantOrderStatuses = [
  "received",
  "accepted",
  "preparing",
  "ready",
  "picked_up",
  "out_for_delivery",
  "completed",
  "rejected",
  "cancelled",
] as const;
export type RestaurantOrderStatus = (typeof restaurantOrderStatuses)[number];

export const fulfilments = ["pickup", "delivery"] as const;
export type Fulfilment = (typeof fulfilments)[number];

/** Statuses that need a reason the guest is shown. */
export const statusesWithReason: ReadonlySet<RestaurantOrderStatus> = new Set(["rejected", "cancelled"]);

/**
 * The declared process: the kitchen accepts or rejects a new order, prepares it, and a ready order
 * is picked up (pickup) or goes out for delivery (delivery), then completes. It may be cancelled
 * until it is ready. Everything else is refused.
 */
export const restaurantOrderTransitions: Record<RestaurantOrderStatus, readonly RestaurantOrderStatus[]> = {
  received: ["accepted", "rejected", "cancelled"],
  accepted: ["preparing", "cancelled"],
  preparing: ["ready", "cancelled"],
  ready: ["picked_up", "out_for_delivery"],
  picked_up: ["completed"],
  out_for_delivery: ["completed"],
  completed: [],
  rejected: [],
  cancelled: [],
};

const onlyFor: Partial<Record<RestaurantOrderStatus, Fulfilment>> = { picked_up: "pickup", out_for_delivery: "delivery" };

export function nextRestaurantStatuses(status: RestaurantOrderStatus, fulfilment: Fulfilment): RestaurantOrderStatus[] {
  return restaurantOrderTransitions[status].filter((next) => (onlyFor[next] ?? fulfilment) === fulfilment);
}

export function canMoveRestaurantOrder(from: RestaurantOrderStatus, to: RestaurantOrderStatus, fulfilment: Fulfilment): boolean {
  return nextRestaurantStatuses(from, fulfilment).includes(to);
}

/** The one-click step forward on the kitchen's ticket (rejecting and cancelling are separate buttons). */
export function forwardStatus(status: RestaurantOrderStatus, fulfilment: Fulfilment): RestaurantOrderStatus | null {
  return nextRestaurantStatuses(status, fulfilment).find((next) => !statusesWithReason.has(next)) ?? null;
}

/** Orders still in the kitchen's hands (shown on the dashboard). */
export const activeStatuses: readonly RestaurantOrderStatus[] = ["received", "accepted", "preparing", "ready", "out_for_delivery"];

/** Realtime constants from the spec: heartbeat every 25 s; reconnect after 1, 2, 5, 10 s, then every 10 s. */
export const HEARTBEAT_MS = 25_000;
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const reconnectDelay = (attempt: number): number => RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;

/** A ticket is late once it is past its estimated ready time and not yet ready. */
export function isLate(status: RestaurantOrderStatus, estimatedReadyAt: Date, now: Date): boolean {
  return (status === "received" || status === "accepted" || status === "preparing") && now.getTime() > estimatedReadyAt.getTime();
}
