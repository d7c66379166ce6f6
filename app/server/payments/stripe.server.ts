import Stripe from "stripe";
import { z } from "zod";
import {
  type IncomingWebhook,
  type PaymentProvider,
  type ProviderPaymentState,
  type ProviderReport,
  WebhookSignatureError,
} from "../orders/payment-providers.server";

/**
 * Card payments through Stripe Checkout with the official `stripe` package: a Checkout Session with
 * the order's lines (VAT included in each price, its rate named on the line) and a manual-capture
 * PaymentIntent, success and cancel URLs on the order page; capture and cancel on the
 * PaymentIntent, refunds on /v1/refunds, each with our idempotency key; the signed
 * checkout.session.completed / expired webhooks checked with stripe.webhooks.constructEvent.
 * STRIPE_API_URL points the package at another host (the tests' local server).
 */

const stripeEnvironmentSchema = z.object({
  STRIPE_SECRET_KEY: z
    .string({ message: "STRIPE_SECRET_KEY is required" })
    .regex(/^(sk|rk)_(test|live)_\w+$/, { message: "STRIPE_SECRET_KEY must be a secret or restricted key (sk_test_…, sk_live_…)" }),
  STRIPE_WEBHOOK_SECRET: z
    .string({ message: "STRIPE_WEBHOOK_SECRET is required" })
    .regex(/^whsec_\w+$/, { message: "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)" }),
  STRIPE_API_URL: z
    .string()
    .refine(
      (value) => {
        try {
          return ["http:", "https:"].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: "STRIPE_API_URL must be a URL like https://api.stripe.com" },
    )
    .optional(),
});

export type StripeEnvironment = z.infer<typeof stripeEnvironmentSchema>;

/** The STRIPE_* variables, checked at boot; the message names each wrong variable (never its value). */
export function parseStripeEnvironment(env: NodeJS.ProcessEnv): StripeEnvironment {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith("STRIPE_") && value !== undefined && value !== ""),
  );
  const result = stripeEnvironmentSchema.safeParse(cleaned);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("; "));
  return result.data;
}

const header = (headers: IncomingWebhook["headers"], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export class StripeProvider implements PaymentProvider {
  readonly id = "stripe";
  readonly label = "Card";
  private readonly stripe: Stripe;

  constructor(private readonly env: StripeEnvironment) {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    this.stripe = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      appInfo: { name: "factory-storefront" },
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
            protocol: api.protocol.replace(":", "") as "http" | "https",
          }
        : {}),
    });
  }

  async startPayment(payment: Parameters<PaymentProvider["startPayment"]>[0]) {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: payment.reference,
        metadata: { reference: payment.reference, orderNumber: String(payment.orderNumber) },
        line_items: payment.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: payment.currency.toLowerCase(),
            unit_amount: line.unitPriceOre,
            tax_behavior: "inclusive",
            product_data: { name: line.title, description: `VAT ${line.vatRatePercent} % included` },
          },
        })),
        payment_intent_data: { capture_method: "manual", metadata: { reference: payment.reference } },
        success_url: payment.returnUrl,
        cancel_url: payment.cancelUrl,
      },
      { idempotencyKey: payment.reference },
    );
    if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
    return { providerReference: session.id, redirectUrl: session.url };
  }

  private async session(id: string) {
    const session = await this.stripe.checkout.sessions.retrieve(id, { expand: ["payment_intent"] });
    const intent = session.payment_intent;
    const intentId = typeof intent === "string" ? intent : (intent?.id ?? null);
    const intentStatus = typeof intent === "object" && intent ? intent.status : null;
    return { session, intentId, intentStatus };
  }

  async getPayment(id: string): Promise<{ state: ProviderPaymentState }> {
    const { session, intentId, intentStatus } = await this.session(id);
    if (session.status === "expired") return { state: "expired" };
    if (session.status !== "complete") return { state: "pending" };
    if (intentStatus === "canceled") return { state: "aborted" };
    return { state: intentId ? "authorised" : "pending" };
  }

  private async intentOf(id: string): Promise<string> {
    const { intentId } = await this.session(id);
    if (!intentId) throw new Error(`Stripe Checkout Session ${id} has no PaymentIntent`);
    return intentId;
  }

  async capture(id: string, amountOre: number, _currency: string, idempotencyKey: string) {
    await this.stripe.paymentIntents.capture(await this.intentOf(id), { amount_to_capture: amountOre }, { idempotencyKey });
  }

  async refund(id: string, amountOre: number, _currency: string, idempotencyKey: string) {
    await this.stripe.refunds.create({ payment_intent: await this.intentOf(id), amount: amountOre }, { idempotencyKey });
  }

  async cancel(id: string, idempotencyKey: string) {
    const { session, intentId } = await this.session(id);
    if (session.status === "open") await this.stripe.checkout.sessions.expire(id, {}, { idempotencyKey });
    else if (intentId) await this.stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey });
  }

  readWebhook(webhook: IncomingWebhook): ProviderReport[] {
    const signature = header(webhook.headers, "stripe-signature");
    if (!signature) throw new WebhookSignatureError("Stripe webhook without Stripe-Signature");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(webhook.rawBody, signature, this.env.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      throw new WebhookSignatureError(`Stripe webhook signature does not verify: ${(error as Error).message}`);
    }
    if (event.type === "checkout.session.completed")
      return [{ eventId: event.id, providerReference: event.data.object.id, state: "authorised" }];
    if (event.type === "checkout.session.expired")
      return [{ eventId: event.id, providerReference: event.data.object.id, state: "expired" }];
    return [];
  }
}
