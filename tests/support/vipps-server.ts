import { createHash, createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Vipps MobilePay APIs, shaped after their published docs and OpenAPI
 * files: the Access Token API (POST /accesstoken/get with client_id, client_secret,
 * Ocp-Apim-Subscription-Key and Merchant-Serial-Number headers), the ePayment API
 * (/epayment/v1/payments: create with Idempotency-Key, get, capture, refund, cancel) and the
 * Webhooks API's signed callbacks (Authorization HMAC-SHA256 over method, path and query,
 * x-ms-date, host and x-ms-content-sha256). Its landing page stands in for the Vipps app:
 * approving or cancelling there sends the webhook and returns the buyer to the returnUrl.
 * Started by the tests; the adapter under test talks to it over HTTP.
 */
export interface VippsServerOptions {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  msn: string;
  webhookSecret: string;
  /** Where the signed webhooks go (set later with `setWebhookUrl` when the shop's port is not known yet). */
  webhookUrl?: string;
  port?: number;
}

type State = "CREATED" | "AUTHORIZED" | "ABORTED" | "EXPIRED" | "TERMINATED";
interface VippsPayment {
  reference: string;
  state: State;
  amount: { currency: string; value: number };
  authorized: number;
  captured: number;
  refunded: number;
  cancelled: number;
  returnUrl: string;
  pspReference: string;
}

export const testVippsCredentials = {
  clientId: "test-client-id",
  clientSecret: "test-client-secret",
  subscriptionKey: "test-subscription-key",
  msn: "123456",
  webhookSecret: "test-webhook-secret-0123456789",
};

/** The environment the storefront's Vipps adapter reads, pointed at this server. */
export function vippsEnvironment(base: string, credentials = testVippsCredentials): Record<string, string> {
  return {
    VIPPS_API_URL: base,
    VIPPS_CLIENT_ID: credentials.clientId,
    VIPPS_CLIENT_SECRET: credentials.clientSecret,
    VIPPS_SUBSCRIPTION_KEY: credentials.subscriptionKey,
    VIPPS_MERCHANT_SERIAL_NUMBER: credentials.msn,
    VIPPS_WEBHOOK_SECRET: credentials.webhookSecret,
  };
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

const problem = (res: ServerResponse, status: number, title: string, detail = title) =>
  res.writeHead(status, { "Content-Type": "application/problem+json" }).end(
    JSON.stringify({
      type: "https://developer.vippsmobilepay.com/docs/APIs/epayment-api/api-guide/errors",
      title,
      status,
      detail,
      traceId: randomUUID(),
    }),
  );

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

export async function startVippsServer(options: VippsServerOptions = { ...testVippsCredentials }) {
  const payments = new Map<string, VippsPayment>();
  const tokens = new Set<string>();
  // Idempotency-Key → the answer first given (a repeated request is answered the same, acting once).
  const answered = new Map<string, { status: number; body: unknown }>();
  const calls: Array<{ method: string; path: string; idempotencyKey: string | null }> = [];
  let webhookUrl = options.webhookUrl;

  const view = (payment: VippsPayment) => ({
    aggregate: {
      authorizedAmount: { currency: payment.amount.currency, value: payment.authorized },
      cancelledAmount: { currency: payment.amount.currency, value: payment.cancelled },
      capturedAmount: { currency: payment.amount.currency, value: payment.captured },
      refundedAmount: { currency: payment.amount.currency, value: payment.refunded },
    },
    amount: payment.amount,
    state: payment.state,
    paymentMethod: { type: "WALLET" },
    profile: {},
    pspReference: payment.pspReference,
    reference: payment.reference,
  });

  /** Sends the ePayment webhook event `name` for a payment, signed as the Webhooks API does; answers the shop's status. */
  async function sendWebhook(reference: string, name: string, url = webhookUrl): Promise<number> {
    if (!url) throw new Error("no webhook URL");
    const payment = payments.get(reference);
    const body = JSON.stringify({
      msn: options.msn,
      reference,
      pspReference: payment?.pspReference ?? randomUUID(),
      name,
      amount: payment?.amount ?? { currency: "NOK", value: 0 },
      timestamp: new Date().toISOString(),
      idempotencyKey: null,
      success: true,
    });
    const target = new URL(url);
    const date = new Date().toUTCString();
    const contentHash = createHash("sha256").update(body, "utf8").digest("base64");
    const signed = `POST\n${target.pathname}${target.search}\n${date};${target.host};${contentHash}`;
    const signature = createHmac("sha256", options.webhookSecret).update(signed, "utf8").digest("base64");
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-ms-date": date,
        "x-ms-content-sha256": contentHash,
        Authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
      },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  function setState(reference: string, state: State) {
    const payment = payments.get(reference);
    if (!payment) throw new Error(`no Vipps payment ${reference}`);
    payment.state = state;
    if (state === "AUTHORIZED") payment.authorized = payment.amount.value;
    return payment;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const body = await readBody(req);
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      calls.push({ method: req.method ?? "", path: url.pathname, idempotencyKey: key });

      // The landing page (the Vipps app, in a browser).
      const landing = /^\/landing\/([^/]+)(?:\/(approve|cancel))?$/.exec(url.pathname);
      if (landing) {
        const reference = decodeURIComponent(landing[1]!);
        const payment = payments.get(reference);
        if (!payment) return problem(res, 404, "Not found");
        if (req.method === "GET") {
          return res
            .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
            .end(
              `<!doctype html><html lang="en"><head><title>Vipps test payment</title></head><body><main><h1>Pay ${payment.amount.value / 100} kr with Vipps</h1><form method="post" action="/landing/${encodeURIComponent(reference)}/approve"><button>Approve payment</button></form><form method="post" action="/landing/${encodeURIComponent(reference)}/cancel"><button>Cancel payment</button></form></main></body></html>`,
            );
        }
        if (payment.state === "CREATED") {
          setState(reference, landing[2] === "approve" ? "AUTHORIZED" : "ABORTED");
          if (webhookUrl) await sendWebhook(reference, landing[2] === "approve" ? "AUTHORIZED" : "ABORTED").catch(() => 0);
        }
        return res.writeHead(303, { Location: payment.returnUrl }).end();
      }

      if (req.method === "POST" && url.pathname === "/accesstoken/get") {
        const h = req.headers;
        if (
          h.client_id !== options.clientId ||
          h.client_secret !== options.clientSecret ||
          h["ocp-apim-subscription-key"] !== options.subscriptionKey
        )
          return problem(res, 401, "Unauthorized");
        const token = randomUUID();
        tokens.add(token);
        const now = Math.floor(Date.now() / 1000);
        return json(res, 200, {
          token_type: "Bearer",
          expires_in: "3600",
          ext_expires_in: "3600",
          expires_on: String(now + 3600),
          not_before: String(now),
          resource: "00000002-0000-0000-c000-000000000000",
          access_token: token,
        });
      }

      if (!url.pathname.startsWith("/epayment/v1/payments")) return problem(res, 404, "Not found");
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!bearer || !tokens.has(bearer) || req.headers["ocp-apim-subscription-key"] !== options.subscriptionKey)
        return problem(res, 401, "Unauthorized");
      if (req.headers["merchant-serial-number"] !== options.msn)
        return problem(res, 403, "Forbidden", "Merchant-Serial-Number does not match the token");
      const input = (body.length > 0 ? JSON.parse(body.toString("utf8")) : {}) as {
        reference?: unknown;
        amount?: { currency?: unknown; value?: unknown };
        paymentMethod?: { type?: unknown };
        returnUrl?: unknown;
        userFlow?: unknown;
        modificationAmount?: { value?: unknown };
      };
      const remembered = key ? answered.get(`${url.pathname}|${key}`) : undefined;
      if (remembered) return json(res, remembered.status, remembered.body);
      const answer = (status: number, answerBody: unknown) => {
        if (key && status < 300) answered.set(`${url.pathname}|${key}`, { status, body: answerBody });
        return json(res, status, answerBody);
      };

      if (req.method === "POST" && url.pathname === "/epayment/v1/payments") {
        if (!key) return problem(res, 400, "Bad Request", "Idempotency-Key header is required");
        const reference = String(input.reference ?? "");
        const value = input.amount?.value;
        if (
          !/^[a-zA-Z0-9-]{8,64}$/.test(reference) ||
          typeof value !== "number" ||
          !Number.isInteger(value) ||
          value < 100 ||
          input.amount?.currency !== "NOK" ||
          input.paymentMethod?.type !== "WALLET" ||
          typeof input.returnUrl !== "string" ||
          input.userFlow !== "WEB_REDIRECT"
        ) {
          return problem(res, 400, "Bad Request", "The request body is invalid");
        }
        if (payments.has(reference)) return problem(res, 409, "Conflict", "A payment with this reference already exists");
        payments.set(reference, {
          reference,
          state: "CREATED",
          amount: { currency: "NOK", value },
          authorized: 0,
          captured: 0,
          refunded: 0,
          cancelled: 0,
          returnUrl: input.returnUrl as string,
          pspReference: String(Date.now()),
        });
        return answer(201, { redirectUrl: `http://${req.headers.host}/landing/${encodeURIComponent(reference)}`, reference });
      }

      const match = /^\/epayment\/v1\/payments\/([^/]+)(?:\/(capture|refund|cancel))?$/.exec(url.pathname);
      const payment = match ? payments.get(decodeURIComponent(match[1]!)) : undefined;
      if (!match || !payment) return problem(res, 404, "Not Found", "Payment not found");
      if (req.method === "GET" && !match[2]) return json(res, 200, view(payment));
      if (req.method !== "POST" || !match[2]) return problem(res, 405, "Method Not Allowed");
      if (!key) return problem(res, 400, "Bad Request", "Idempotency-Key header is required");
      const amount =
        typeof input.modificationAmount?.value === "number" && Number.isInteger(input.modificationAmount.value)
          ? input.modificationAmount.value
          : -1;
      if (match[2] === "capture") {
        if (payment.state !== "AUTHORIZED" || amount <= 0 || amount > payment.authorized - payment.captured - payment.cancelled)
          return problem(res, 400, "Bad Request", "Capture amount too high or payment not authorized");
        payment.captured += amount;
      } else if (match[2] === "refund") {
        if (amount <= 0 || amount > payment.captured - payment.refunded) return problem(res, 400, "Bad Request", "Refund amount too high");
        payment.refunded += amount;
      } else {
        if (payment.state === "CREATED") payment.state = "TERMINATED";
        else if (payment.state === "AUTHORIZED" && payment.captured === 0) payment.cancelled = payment.authorized;
        else if (payment.state === "AUTHORIZED") return problem(res, 400, "Bad Request", "A captured payment cannot be cancelled");
      }
      return answer(200, view(payment));
    })().catch((error: unknown) => problem(res, 500, "Internal Server Error", (error as Error).message));
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    payments,
    calls,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    /** The buyer approves in the app (no webhook: send one with sendWebhook). */
    authorise: (reference: string) => setState(reference, "AUTHORIZED"),
    abort: (reference: string) => setState(reference, "ABORTED"),
    sendWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
