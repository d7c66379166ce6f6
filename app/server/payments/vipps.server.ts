import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type IncomingWebhook,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentState,
  type ProviderReport,
  WebhookSignatureError,
} from "../orders/payment-providers.server";

/**
 * Vipps MobilePay through the ePayment API (https://developer.vippsmobilepay.com/docs/APIs/epayment-api/):
 * an access token from the Access Token API, POST /epayment/v1/payments with our reference and an
 * Idempotency-Key, the buyer redirected (WEB_REDIRECT) and sent back to the order page, capture,
 * refund and cancel on /epayment/v1/payments/{reference}/…, GET for the state. Webhooks come from
 * the Webhooks API, signed with HMAC-SHA256 over method, path, x-ms-date, host and the body's hash.
 */

const required = (name: string) => z.string({ message: `${name} is required` }).min(1, { message: `${name} is required` });

const vippsEnvironmentSchema = z.object({
  VIPPS_CLIENT_ID: required("VIPPS_CLIENT_ID"),
  VIPPS_CLIENT_SECRET: required("VIPPS_CLIENT_SECRET"),
  VIPPS_SUBSCRIPTION_KEY: required("VIPPS_SUBSCRIPTION_KEY"),
  VIPPS_MERCHANT_SERIAL_NUMBER: z
    .string({ message: "VIPPS_MERCHANT_SERIAL_NUMBER is required" })
    .regex(/^\d{4,10}$/, { message: "VIPPS_MERCHANT_SERIAL_NUMBER must be the sales unit's number (4 to 10 digits)" }),
  VIPPS_WEBHOOK_SECRET: required("VIPPS_WEBHOOK_SECRET"),
  VIPPS_API_URL: z
    .string()
    .refine(
      (value) => {
        try {
          return ["http:", "https:"].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: "VIPPS_API_URL must be a URL like https://apitest.vipps.no (test) or https://api.vipps.no (production)" },
    )
    .default("https://apitest.vipps.no"),
});

export type VippsEnvironment = z.infer<typeof vippsEnvironmentSchema>;

/** The VIPPS_* variables, checked at boot; the message names each wrong variable (never a secret's value). */
export function parseVippsEnvironment(env: NodeJS.ProcessEnv): VippsEnvironment {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith("VIPPS_") && value !== undefined && value !== ""),
  );
  const result = vippsEnvironmentSchema.safeParse(cleaned);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join("; "));
  return { ...result.data, VIPPS_API_URL: result.data.VIPPS_API_URL.replace(/\/+$/, "") };
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().int().positive() });
const createdSchema = z.object({ redirectUrl: z.string().url(), reference: z.string() });
const paymentSchema = z.object({ state: z.enum(["CREATED", "AUTHORIZED", "ABORTED", "EXPIRED", "TERMINATED"]) });
const webhookSchema = z.object({
  msn: z.string(),
  reference: z.string().min(1),
  pspReference: z.string().optional(),
  name: z.string(),
  timestamp: z.string().optional(),
  success: z.boolean().optional(),
});

const stateOf: Record<z.infer<typeof paymentSchema>["state"], ProviderPaymentState> = {
  CREATED: "pending",
  AUTHORIZED: "authorised",
  ABORTED: "aborted",
  EXPIRED: "expired",
  TERMINATED: "aborted",
};

const header = (headers: IncomingWebhook["headers"], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The Webhooks API's signature: `Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=…`,
 * the HMAC-SHA256 (base64, with the webhook's secret) of "METHOD\npathAndQuery\ndate;host;contentHash",
 * where contentHash (x-ms-content-sha256) is the base64 SHA-256 of the body. Exported for the test's Vipps server.
 */
export function vippsWebhookSignature(
  secret: string,
  request: { method: string; pathAndQuery: string; date: string; host: string; body: Buffer | string },
) {
  const contentHash = createHash("sha256").update(request.body).digest("base64");
  const signed = `${request.method.toUpperCase()}\n${request.pathAndQuery}\n${request.date};${request.host};${contentHash}`;
  const signature = createHmac("sha256", secret).update(signed).digest("base64");
  return { contentHash, authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}` };
}

export class VippsProvider implements PaymentProvider {
  readonly id = "vipps";
  readonly label = "Vipps";
  private token: { value: string; until: number } | null = null;

  constructor(private readonly env: VippsEnvironment) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const response = await fetch(`${this.env.VIPPS_API_URL}/accesstoken/get`, {
      method: "POST",
      headers: {
        client_id: this.env.VIPPS_CLIENT_ID,
        client_secret: this.env.VIPPS_CLIENT_SECRET,
        "Ocp-Apim-Subscription-Key": this.env.VIPPS_SUBSCRIPTION_KEY,
        "Merchant-Serial-Number": this.env.VIPPS_MERCHANT_SERIAL_NUMBER,
      },
    });
    if (!response.ok) throw new PaymentProviderError(`Vipps access token: HTTP ${response.status}`);
    const token = tokenSchema.parse(await response.json());
    // Renewed a minute before it runs out.
    this.token = { value: token.access_token, until: Date.now() + Math.max(0, token.expires_in - 60) * 1000 };
    return token.access_token;
  }

  private async call(
    what: string,
    method: "GET" | "POST",
    path: string,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<unknown> {
    const response = await fetch(`${this.env.VIPPS_API_URL}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        "Ocp-Apim-Subscription-Key": this.env.VIPPS_SUBSCRIPTION_KEY,
        "Merchant-Serial-Number": this.env.VIPPS_MERCHANT_SERIAL_NUMBER,
        "Vipps-System-Name": "factory-storefront",
        "Vipps-System-Version": "1.0.0",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (!response.ok) {
      const problem = await response.text().catch(() => "");
      throw new PaymentProviderError(`Vipps ${what}: HTTP ${response.status}${problem ? ` ${problem.slice(0, 300)}` : ""}`);
    }
    return response.status === 204 ? null : response.json();
  }

  async startPayment(payment: Parameters<PaymentProvider["startPayment"]>[0]) {
    const created = createdSchema.parse(
      await this.call("create payment", "POST", "/epayment/v1/payments", {
        idempotencyKey: payment.reference,
        body: {
          amount: { currency: payment.currency, value: payment.amountOre },
          paymentMethod: { type: "WALLET" },
          reference: payment.reference,
          returnUrl: payment.returnUrl,
          userFlow: "WEB_REDIRECT",
          paymentDescription: `Order ${payment.orderNumber}`,
        },
      }),
    );
    return { providerReference: payment.reference, redirectUrl: created.redirectUrl };
  }

  async getPayment(reference: string) {
    const payment = paymentSchema.parse(await this.call("get payment", "GET", `/epayment/v1/payments/${encodeURIComponent(reference)}`));
    return { state: stateOf[payment.state] };
  }

  async capture(reference: string, amountOre: number, currency: string, idempotencyKey: string) {
    await this.call("capture", "POST", `/epayment/v1/payments/${encodeURIComponent(reference)}/capture`, {
      idempotencyKey,
      body: { modificationAmount: { currency, value: amountOre } },
    });
  }

  async refund(reference: string, amountOre: number, currency: string, idempotencyKey: string) {
    await this.call("refund", "POST", `/epayment/v1/payments/${encodeURIComponent(reference)}/refund`, {
      idempotencyKey,
      body: { modificationAmount: { currency, value: amountOre } },
    });
  }

  async cancel(reference: string, idempotencyKey: string) {
    await this.call("cancel", "POST", `/epayment/v1/payments/${encodeURIComponent(reference)}/cancel`, { idempotencyKey });
  }

  readWebhook(webhook: IncomingWebhook): ProviderReport[] {
    const date = header(webhook.headers, "x-ms-date");
    const hash = header(webhook.headers, "x-ms-content-sha256");
    const host = header(webhook.headers, "host");
    const authorization = header(webhook.headers, "authorization");
    if (!date || !hash || !host || !authorization) throw new WebhookSignatureError("Vipps webhook without its signature headers");
    const expected = vippsWebhookSignature(this.env.VIPPS_WEBHOOK_SECRET, {
      method: webhook.method,
      pathAndQuery: webhook.pathAndQuery,
      date,
      host,
      body: webhook.rawBody,
    });
    if (!sameText(hash, expected.contentHash) || !sameText(authorization, expected.authorization))
      throw new WebhookSignatureError("Vipps webhook signature does not match");
    // Signed by Vipps: only now is the body read.
    const event = webhookSchema.parse(JSON.parse(webhook.rawBody.toString("utf8")));
    if (event.msn !== this.env.VIPPS_MERCHANT_SERIAL_NUMBER) return [];
    const state = ({ AUTHORIZED: "authorised", ABORTED: "aborted", EXPIRED: "expired", TERMINATED: "aborted" } as const)[
      event.name as "AUTHORIZED"
    ];
    if (!state || event.success === false) return [];
    return [{ eventId: `${event.pspReference ?? event.reference}:${event.name}`, providerReference: event.reference, state }];
  }
}
