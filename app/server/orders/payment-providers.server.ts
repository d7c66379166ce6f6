import type { BuiltInPaymentMethod } from "~/lib/orders";

/**
 * A payment service (card, Vipps …) plugged in by configuration. Checkout offers its method only
 * when one is configured; none is shipped, so a shop without one takes invoice and pay on pickup.
 */
export interface PaymentProvider {
  /** The payment method's id as the checkout form sends it, e.g. "card" or "vipps". */
  id: string;
  /** The method's name on the checkout page. */
  label: string;
  /** Starts the payment of a placed order; the buyer is sent to `redirectUrl` and comes back to the order page. */
  startPayment(order: { id: string; orderNumber: number; totalOre: number; currency: string; returnUrl: string }): Promise<{ redirectUrl: string }>;
}

const providers: PaymentProvider[] = [];

/** Adds a provider at start-up (from its own configuration). */
export function registerPaymentProvider(provider: PaymentProvider): void {
  if (providers.some((existing) => existing.id === provider.id)) throw new Error(`payment provider ${provider.id} is registered twice`);
  providers.push(provider);
}

/** The configured providers, in the order they were registered. */
export function paymentProviders(): readonly PaymentProvider[] {
  return providers;
}

/** The payment methods the checkout offers: the built-in ones for the delivery method, then the providers'. */
export function paymentMethodsFor(delivery: "delivery" | "pickup" | null): Array<BuiltInPaymentMethod | string> {
  const builtIn: BuiltInPaymentMethod[] = delivery === "delivery" ? ["invoice"] : ["invoice", "pay_on_pickup"];
  return [...builtIn, ...providers.map((provider) => provider.id)];
}
