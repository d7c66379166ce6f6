import express, { type Request, type Response } from "express";
import { ZodError } from "zod";
import { paymentProviders, WebhookSignatureError } from "../app/server/orders/payment-providers.server";
import { applyProviderReport, type PaymentDeps } from "../app/server/payments/service.server";

/** Where a provider sends its webhooks: POST /api/payments/webhooks/<provider id>. */
export const PAYMENT_WEBHOOK_PATH = "/api/payments/webhooks";

/**
 * The payment providers' webhooks. Mounted before the Origin check (server/csrf.ts), because a
 * provider's server sends no Origin: instead each request must carry the provider's signature,
 * verified over the raw body before anything in it is read (401 otherwise). Applying a report is
 * idempotent, so the provider's retries and duplicates are answered 200 and change nothing.
 */
export function paymentWebhooks(deps: PaymentDeps & { ready: () => boolean }) {
  const router = express.Router();
  router.post(
    `${PAYMENT_WEBHOOK_PATH}/:provider`,
    express.raw({ type: () => true, limit: "256kb" }),
    async (req: Request, res: Response) => {
      res.setHeader("Cache-Control", "no-store");
      const provider = paymentProviders().find((candidate) => candidate.id === req.params.provider);
      if (!provider) return void res.status(404).type("text/plain").send("Not found");
      if (!deps.ready()) return void res.status(503).setHeader("Retry-After", "5").type("text/plain").send("Unavailable");
      let reports;
      try {
        reports = provider.readWebhook({
          rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          headers: req.headers,
          pathAndQuery: req.originalUrl,
          method: req.method,
        });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          deps.logger.warn(
            { provider: provider.id, requestId: res.locals.requestId, reason: error.message },
            "payment webhook refused: bad signature",
          );
          return void res.status(401).type("text/plain").send("Invalid signature");
        }
        if (error instanceof ZodError || error instanceof SyntaxError)
          return void res.status(400).type("text/plain").send("Unreadable event");
        throw error;
      }
      try {
        for (const report of reports) {
          const outcome = await applyProviderReport(deps, provider.id, report, "webhook");
          deps.logger.info({ provider: provider.id, event: report.eventId, state: report.state, outcome }, "payment webhook");
        }
        res.status(200).json({ received: true });
      } catch (error) {
        deps.logger.error({ err: error, provider: provider.id }, "payment webhook failed");
        // The provider retries; applying again is safe.
        res.status(500).type("text/plain").send("Internal server error");
      }
    },
  );
  return router;
}
