import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the parts of the Stripe API the card adapter uses, shaped after Stripe's
 * API reference: form-encoded POSTs with Bearer secret keys and Idempotency-Key, Checkout Sessions
 * (create, retrieve with expand[]=payment_intent, expire), PaymentIntents (capture with
 * amount_to_capture, cancel), Refunds, and signed webhook events (Stripe-Signature: t=…,v1=HMAC-SHA256
 * of "t.payload"). Its /pay page stands in for the hosted Checkout page. The official `stripe`
 * package is pointed at it through STRIPE_API_URL.
 */
export const testStripeCredentials = { secretKey: "sk_test_localserver123", webhookSecret: "whsec_localserver123" };

export function stripeEnvironment(base: string, credentials = testStripeCredentials): Record<string, string> {
  return { STRIPE_API_URL: base, STRIPE_SECRET_KEY: credentials.secretKey, STRIPE_WEBHOOK_SECRET: credentials.webhookSecret };
}

interface Session {
  id: string;
  status: "open" | "complete" | "expired";
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  payment_intent: string | null;
  line_items: Array<{ name: string; quantity: number; unit_amount: number; description: string }>;
}
interface Intent {
  id: string;
  status: "requires_capture" | "succeeded" | "canceled";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  refunded: number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Reads Stripe's form encoding (a[b][0][c]=1) into nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") }).end(JSON.stringify(body));
const stripeError = (res: ServerResponse, status: number, message: string, type = "invalid_request_error") =>
  json(res, status, { error: { type, message } });

export async function startStripeServer(credentials = testStripeCredentials) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const answered = new Map<string, { status: number; body: unknown }>();
  let webhookUrl: string | undefined;

  const sessionView = (session: Session, expandIntent: boolean) => ({
    id: session.id,
    object: "checkout.session",
    mode: "payment",
    status: session.status,
    payment_status: session.status === "complete" ? "unpaid" : "unpaid",
    amount_total: session.amount_total,
    currency: session.currency,
    client_reference_id: session.client_reference_id,
    success_url: session.success_url,
    cancel_url: session.cancel_url,
    url: session.status === "open" ? `${base}/pay/${session.id}` : null,
    payment_intent: session.payment_intent && expandIntent ? intentView(intents.get(session.payment_intent)!) : session.payment_intent,
    livemode: false,
  });
  const intentView = (intent: Intent) => ({
    id: intent.id,
    object: "payment_intent",
    status: intent.status,
    amount: intent.amount,
    amount_capturable: intent.amount_capturable,
    amount_received: intent.amount_received,
    capture_method: "manual",
    currency: "nok",
  });

  async function sendWebhook(
    sessionId: string,
    type: "checkout.session.completed" | "checkout.session.expired",
    eventId = id("evt"),
  ): Promise<number> {
    if (!webhookUrl) throw new Error("no webhook URL");
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      data: { object: sessionView(sessions.get(sessionId)!, false) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac("sha256", credentials.webhookSecret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The buyer pays on the hosted page: the session completes with an uncaptured PaymentIntent. */
  function complete(sessionId: string) {
    const session = sessions.get(sessionId)!;
    if (session.status !== "open") return session;
    const intent: Intent = {
      id: id("pi"),
      status: "requires_capture",
      amount: session.amount_total,
      amount_capturable: session.amount_total,
      amount_received: 0,
      refunded: 0,
    };
    intents.set(intent.id, intent);
    session.status = "complete";
    session.payment_intent = intent.id;
    return session;
  }

  /** Every request the storefront made, in order (to count cancellations and their keys). */
  const calls: Array<{ method: string; path: string; idempotencyKey: string | null }> = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const body = await readBody(req);
      calls.push({
        method: req.method ?? "",
        path: url.pathname,
        idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null,
      });
      const pay = /^\/pay\/([^/]+)(?:\/(confirm|cancel))?$/.exec(url.pathname);
      if (pay) {
        const session = sessions.get(pay[1]!);
        if (!session) return stripeError(res, 404, "No such checkout session");
        if (req.method === "GET") {
          return res
            .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
            .end(
              `<!doctype html><html lang="en"><head><title>Stripe test checkout</title></head><body><main><h1>Pay ${session.amount_total / 100} kr by card</h1><form method="post" action="/pay/${session.id}/confirm"><button>Pay</button></form><form method="post" action="/pay/${session.id}/cancel"><button>Back</button></form></main></body></html>`,
            );
        }
        if (pay[2] === "confirm") {
          complete(session.id);
          if (webhookUrl) await sendWebhook(session.id, "checkout.session.completed").catch(() => 0);
          return res.writeHead(303, { Location: session.success_url }).end();
        }
        return res.writeHead(303, { Location: session.cancel_url }).end();
      }

      if (req.headers.authorization !== `Bearer ${credentials.secretKey}`)
        return stripeError(res, 401, "Invalid API Key provided", "authentication_error");
      const key = req.headers["idempotency-key"] as string | undefined;
      const remembered = req.method === "POST" && key ? answered.get(`${url.pathname}|${key}`) : undefined;
      if (remembered) return json(res, remembered.status, remembered.body);
      const answer = (status: number, answerBody: unknown) => {
        if (req.method === "POST" && key) answered.set(`${url.pathname}|${key}`, { status, body: answerBody });
        return json(res, status, answerBody);
      };
      const form = parseForm(body);

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const items = Object.values(
          (form.line_items ?? {}) as Record<
            string,
            {
              quantity: string;
              price_data: { currency: string; unit_amount: string; product_data: { name: string; description?: string } };
            }
          >,
        );
        if (form.mode !== "payment" || items.length === 0 || typeof form.success_url !== "string" || typeof form.cancel_url !== "string")
          return stripeError(res, 400, "Missing required param");
        const lines = items.map((item) => ({
          name: item.price_data.product_data.name,
          description: item.price_data.product_data.description ?? "",
          quantity: Number(item.quantity),
          unit_amount: Number(item.price_data.unit_amount),
        }));
        const session: Session = {
          id: id("cs"),
          status: "open",
          amount_total: lines.reduce((sum, line) => sum + line.quantity * line.unit_amount, 0),
          currency: items[0]!.price_data.currency,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          client_reference_id: (form.client_reference_id as string | undefined) ?? null,
          payment_intent: null,
          line_items: lines,
        };
        sessions.set(session.id, session);
        return answer(200, sessionView(session, false));
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
      if (sessionPath) {
        const session = sessions.get(sessionPath[1]!);
        if (!session) return stripeError(res, 404, "No such checkout.session");
        if (req.method === "GET")
          return json(
            res,
            200,
            sessionView(
              session,
              url.searchParams.getAll("expand[]").includes("payment_intent") ||
                url.searchParams.getAll("expand[0]").includes("payment_intent"),
            ),
          );
        if (session.status !== "open") return stripeError(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
        session.status = "expired";
        return answer(200, sessionView(session, false));
      }
      const intentPath = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(url.pathname);
      if (intentPath && req.method === "POST") {
        const intent = intents.get(intentPath[1]!);
        if (!intent) return stripeError(res, 404, "No such payment_intent");
        if (intent.status !== "requires_capture")
          return stripeError(
            res,
            400,
            `This PaymentIntent could not be ${intentPath[2] === "capture" ? "captured" : "canceled"} because it has a status of ${intent.status}.`,
          );
        if (intentPath[2] === "capture") {
          const amount = form.amount_to_capture === undefined ? intent.amount_capturable : Number(form.amount_to_capture);
          if (!(amount > 0 && amount <= intent.amount_capturable)) return stripeError(res, 400, "amount_to_capture is too large");
          intent.amount_received = amount;
          intent.amount_capturable = 0;
          intent.status = "succeeded";
        } else {
          intent.amount_capturable = 0;
          intent.status = "canceled";
        }
        return answer(200, intentView(intent));
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const intent = intents.get(String(form.payment_intent));
        const amount = Number(form.amount);
        if (!intent || intent.status !== "succeeded") return stripeError(res, 400, "This PaymentIntent has no charge to refund");
        if (!(amount > 0 && amount <= intent.amount_received - intent.refunded))
          return stripeError(res, 400, "Refund amount is greater than the unrefunded amount");
        intent.refunded += amount;
        return answer(200, { id: id("re"), object: "refund", amount, currency: "nok", payment_intent: intent.id, status: "succeeded" });
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    })().catch((error: unknown) => stripeError(res, 500, (error as Error).message, "api_error"));
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    sessions,
    intents,
    calls,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    complete,
    sendWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
