import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../app/server/logger.server";
import { redactSecretParameters } from "../app/server/secret-params.server";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The newsletter's one-click unsubscribe (RFC 8058): mail clients POST it from no page at all, so
 * it carries no Origin of this site. Its token (a query parameter) is the proof, and all it can do
 * is unsubscribe the token's own subscriber, so it is let through (also under a language prefix).
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/(?:[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?\/)?newsletter\/unsubscribe$/;

function originOf(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard for every action: a request that changes state must come from
 * a page of this site, as its `Origin` header (or, when a browser sends none, its `Referer`) says.
 * Anything else, including a request carrying neither, is refused with 403.
 */
export function sameOriginRequests(siteOrigin: string, logger: Logger) {
  const expected = new URL(siteOrigin).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    if (req.method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(req.path)) return next();
    const claimed = originOf(req.get("origin")) ?? originOf(req.get("referer"));
    if (claimed === expected) return next();
    const referer = req.get("referer");
    logger.warn(
      {
        requestId: res.locals.requestId,
        method: req.method,
        url: redactSecretParameters(req.originalUrl),
        origin: req.get("origin") ?? null,
        referer: referer ? redactSecretParameters(referer) : null,
      },
      "cross-origin request refused",
    );
    res
      .status(403)
      .setHeader("Cache-Control", "no-store")
      .type("text/plain")
      .send(`Forbidden: this request did not come from ${expected}. If that is not the address in your browser, set ORIGIN.`);
  };
}
