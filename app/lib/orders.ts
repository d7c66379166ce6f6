/** Order statuses and the transitions between them: used by checkout now and the back office later. */
export const orderStatuses = [
  "awaiting_payment",
  "placed",
  "confirmed",
  "packed",
  "shipped",
  "ready_for_pickup",
  "delivered",
  "picked_up",
  "cancelled",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const deliveryMethods = ["delivery", "pickup"] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** Payment methods built in; card and Vipps come from payment providers when one is configured. */
export const builtInPaymentMethods = ["invoice", "pay_on_pickup"] as const;
export type BuiltInPaymentMethod = (typeof builtInPaymentMethods)[number];

/**
 * The declared order process. Shipping is for delivered orders, "ready for pickup" for collected
 * ones; an order may be cancelled until it has left the packing table. Everything else is refused.
 * An order paid through a provider waits in `awaiting_payment` until the provider answers.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  // Left only by the payment's outcome (app/server/payments): placed when authorised, cancelled when aborted or expired.
  awaiting_payment: [],
  placed: ["confirmed", "cancelled"],
  confirmed: ["packed", "cancelled"],
  packed: ["shipped", "ready_for_pickup", "cancelled"],
  shipped: ["delivered"],
  ready_for_pickup: ["picked_up"],
  delivered: [],
  picked_up: [],
  cancelled: [],
};

const onlyFor: Partial<Record<OrderStatus, DeliveryMethod>> = {
  shipped: "delivery",
  delivered: "delivery",
  ready_for_pickup: "pickup",
  picked_up: "pickup",
};

/** The statuses an order may move to next. */
export function nextOrderStatuses(status: OrderStatus, delivery: DeliveryMethod): OrderStatus[] {
  return orderTransitions[status].filter((next) => (onlyFor[next] ?? delivery) === delivery);
}

/** Whether `from` → `to` is a declared transition for an order with this delivery method. */
export function canTransition(from: OrderStatus, to: OrderStatus, delivery: DeliveryMethod): boolean {
  return nextOrderStatuses(from, delivery).includes(to);
}
