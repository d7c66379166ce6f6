import type { BuiltInPaymentMethod } from "~/lib/orders";
import { parseStripeEnvironment, StripeProvider } from "../payments/stripe.server";
import { parseVippsEnvironment, VippsProvider } from "../payments/vipps.server";

/** What a provider reports about a payment: its outcome before capture (captures, refunds and voids are ours, recorded when we make them). */
export type ProviderPaymentState = "pending" | "authorised" | "aborted" | "expired";

/** A provider's report that came by webhook, already verified: which payment (our reference or the provider's id) and what happened. */
export interface ProviderReport {
  /** The provider's id of this report (kept with the event, for support). */
  eventId: string;
  /** The payment as `startPayment` answered it (`providerReference`). */
  providerReference: string;
  state: Exclude<ProviderPaymentState, "pending">;
}

/** A webhook as it arrived: the body unread, the headers, the path and host it was sent to. */
export interface IncomingWebhook {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** Path and query, as the provider signed it. */
  pathAndQuery: string;
  method: string;
}

/** A webhook whose signature does not verify: answered 401, never read. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** A provider's API refused or failed a call; the message names the call and the status. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

/**
 * A payment service (Vipps, card …) plugged in by configuration: one file per provider, one entry
 * in PAYMENT_PROVIDER_ADAPTERS (ADR 0026). The buyer pays on the provider's hosted
 * page; we authorise at checkout and capture on dispatch. Every call that moves money carries our
 * idempotency key, so a retried call moves it once.
 */
export interface PaymentProvider {
  /** The payment method's id as the checkout form sends it, e.g. "card" or "vipps". */
  id: string;
  /** The method's name on the checkout page. */
  label: string;
  /** Creates the payment on the provider's side; the buyer is sent to `redirectUrl` and comes back to `returnUrl` (the order page). */
  startPayment(payment: {
    /** Ours, unique, 8–64 of [A-Za-z0-9-]; also the idempotency key of the creation. */
    reference: string;
    orderNumber: number;
    amountOre: number;
    currency: string;
    lines: ReadonlyArray<{ title: string; quantity: number; unitPriceOre: number; vatRatePercent: number }>;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ providerReference: string; redirectUrl: string }>;
  /** The provider's current word on a payment (return visits and reconciliation). */
  getPayment(providerReference: string): Promise<{ state: ProviderPaymentState }>;
  capture(providerReference: string, amountOre: number, currency: string, idempotencyKey: string): Promise<void>;
  refund(providerReference: string, amountOre: number, currency: string, idempotencyKey: string): Promise<void>;
  /** Voids an authorisation, or ends a payment the buyer has not finished. */
  cancel(providerReference: string, idempotencyKey: string): Promise<void>;
  /** Verifies a webhook's signature (WebhookSignatureError when it does not) and only then reads it; reports it does not act on are left out. */
  readWebhook(webhook: IncomingWebhook): ProviderReport[];
}

/**
 * The provider adapters this build includes, by the id `PAYMENT_PROVIDERS` names them with. Each
 * makes its provider from the process environment (its own variables, checked there, throwing a
 * one-line message naming the variable when one is missing or wrong).
 */
export const PAYMENT_PROVIDER_ADAPTERS: Readonly<Record<string, (env: NodeJS.ProcessEnv) => PaymentProvider>> = {
  vipps: (env) => new VippsProvider(parseVippsEnvironment(env)),
  stripe: (env) => new StripeProvider(parseStripeEnvironment(env)),
};

/** Why `PAYMENT_PROVIDERS` is refused at boot, or null when every id names an adapter of this build. */
export function unknownPaymentProviders(
  ids: readonly string[],
  adapters: Readonly<Record<string, unknown>> = PAYMENT_PROVIDER_ADAPTERS,
): string | null {
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
export function configurePaymentProviders(
  ids: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  adapters = PAYMENT_PROVIDER_ADAPTERS,
): void {
  const problem = unknownPaymentProviders(ids, adapters);
  if (problem) throw new PaymentConfigurationError(`Invalid configuration: PAYMENT_PROVIDERS ${problem}`);
  providers = ids.map((id) => {
    try {
      return adapters[id]!(env);
    } catch (error) {
      throw new PaymentConfigurationError(`Invalid configuration for the payment provider ${id}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  });
}

/** The configured providers, in the order `PAYMENT_PROVIDERS` names them. */
export function paymentProviders(): readonly PaymentProvider[] {
  return providers;
}

/** The payment methods the checkout offers and accepts: the built-in ones for the delivery method, then the configured providers'. */
export function paymentMethodsFor(
  delivery: "delivery" | "pickup" | null,
  configured: readonly Pick<PaymentProvider, "id">[] = providers,
): Array<BuiltInPaymentMethod | string> {
  const builtIn: BuiltInPaymentMethod[] = delivery === "delivery" ? ["invoice"] : ["invoice", "pay_on_pickup"];
  return [...builtIn, ...configured.map((provider) => provider.id)];
}
