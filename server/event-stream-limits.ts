import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../app/server/logger.server";

/** Where the order-event streams (Server-Sent Events) live: app/routes/api.restaurant-events.ts. */
export const EVENT_STREAM_PREFIX = "/api/restaurant-events/";

/** Seconds a refused client is asked to wait; browsers' EventSource reconnects on their own (1, 2, 5, 10 s). */
const RETRY_AFTER_SECONDS = 10;
/** At most one warning per kind of refusal in this many milliseconds (a crowd at the cap would flood the log). */
const WARN_EVERY_MS = 60_000;

export interface EventStreamLimits {
  /** Open streams one client address may hold (EVENT_STREAMS_PER_CLIENT). */
  perClient: number;
  /** Open streams this process holds at most (EVENT_STREAMS_MAX). */
  total: number;
}

/**
 * Caps the open order-event streams per client address (429) and per process (503), before React
 * Router or the database are asked anything. A request counts from its arrival until its response
 * closes (the stream ends, or the client goes), whatever it was answered. The client address is
 * `req.ip`, which honours TRUST_PROXY. Answers the middleware and its counts (for tests).
 */
export function eventStreamLimits(limits: EventStreamLimits, logger: Logger) {
  const perClient = new Map<string, number>();
  let total = 0;
  const lastWarned = { client: 0, total: 0 };
  const warn = (kind: "client" | "total", details: object) => {
    const now = Date.now();
    if (now - lastWarned[kind] < WARN_EVERY_MS) return;
    lastWarned[kind] = now;
    logger.warn(
      { ...details, open: total, limit: kind === "client" ? limits.perClient : limits.total },
      kind === "client"
        ? "event streams: a client reached its cap (EVENT_STREAMS_PER_CLIENT)"
        : "event streams: this process reached its cap (EVENT_STREAMS_MAX)",
    );
  };
  const refuse = (res: Response, status: 429 | 503, text: string) =>
    void res
      .status(status)
      .set({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
      .type("text/plain")
      .send(text);

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith(EVENT_STREAM_PREFIX)) return next();
    const client = req.ip ?? req.socket.remoteAddress ?? "unknown";
    const held = perClient.get(client) ?? 0;
    if (total >= limits.total) {
      warn("total", { requestId: res.locals.requestId });
      return refuse(res, 503, "This server has as many live connections as it can hold just now. Try again in a moment.");
    }
    if (held >= limits.perClient) {
      warn("client", { requestId: res.locals.requestId });
      return refuse(res, 429, "Too many live connections from your address. Close some pages and try again.");
    }
    total++;
    perClient.set(client, held + 1);
    res.once("close", () => {
      total--;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    next();
  };
  return Object.assign(middleware, {
    /** Open streams in all, and of one client address. */
    open: (client?: string) => (client === undefined ? total : (perClient.get(client) ?? 0)),
  });
}
