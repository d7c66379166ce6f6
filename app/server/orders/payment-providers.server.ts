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

/**
 * The provider adapters this build includes, by the id `PAYMENT_PROVIDERS` names them with. Each
 * makes its provider from the process environment (its own variables, checked there, throwing a
 * one-line message naming the variable when one is missing or wrong). None is shipped yet: a real
 * adapter (e.g. `vipps: (env) => new VippsProvider(parseVippsEnvironment(env))`) is one entry here.
 */
export const PAYMENT_PROVIDER_ADAPTERS: Readonly<Record<string, (env: NodeJS.ProcessEnv) => PaymentProvider>> = {};

/** Why `PAYMENT_PROVIDERS` is refused at boot, or null when every id names an adapter of this build. */
export function unknownPaymentProviders(ids: readonly string[], adapters: Readonly<Record<string, unknown>> = PAYMENT_PROVIDER_ADAPTERS): string | null {
  const unknown = ids.filter((id) => !Object.hasOwn(adapters, id));
  if (unknown.length === 0) return null;
  const available = Object.keys(adapters);
  return `names a payment provider this build does not include: ${unknown.join(", ")} (available: ${available.length > 0 ? available.join(", ") : "none"})`;
}

/** A payment provider that cannot be set up from the configuration; its message is one line naming the variable. */
export class PaymentConfigurationError extends Error {
  override name = "PaymentConfigurationError";
}

let providers: readonly PaymentProvider[] = [];

/** Makes the providers `PAYMENT_PROVIDERS` names (already validated by the environment schema), once at start-up. */
export function configurePaymentProviders(ids: readonly string[], env: NodeJS.ProcessEnv = process.env, adapters = PAYMENT_PROVIDER_ADAPTERS): void {
  const problem = unknownPaymentProviders(ids, adapters);
  if (problem) throw new PaymentConfigurationError(`Invalid configuration: PAYMENT_PROVIDERS ${problem}`);
  providers = ids.map((id) => {
    try {
      return adapters[id]!(env);
    } catch (error) {
      throw new PaymentConfigurationError(`Invalid configuration for the payment provider ${id}: ${(error as Error).message}`, { cause: error });
    }
  });
}

/** The configured providers, in the order `PAYMENT_PROVIDERS` names them. */
export function paymentProviders(): readonly PaymentProvider[] {
  return providers;
}

/** The payment methods the checkout offers and accepts: the built-in ones for the delivery method, then the configured providers'. */
export function paymentMethodsFor(delivery: "delivery" | "pickup" | null, configured: readonly Pick<PaymentProvider, "id">[] = providers): Array<BuiltInPaymentMethod | string> {
  const builtIn: BuiltInPaymentMethod[] = delivery === "delivery" ? ["invoice"] : ["invoice", "pay_on_pickup"];
  return [...builtIn, ...configured.map((provider) => provider.id)];
}
