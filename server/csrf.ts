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

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Every action of the site reads an HTML form's body (the forms and the pages' fetches post
 * `FormData` or `URLSearchParams`): a POST with any other body (JSON, `text/plain`, none) is
 * refused with 415, and any other state-changing method (PUT, PATCH, DELETE) with 405, before an
 * action tries to read it as a form (which threw: a 500). `text/plain` is also the body a page of
 * another site can post without asking (a CORS "simple" request), so this backs the Origin check.
 * Mounted after it; the payment webhooks (signed JSON) are mounted before both.
 */
export function formPostsOnly(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (req.method === "POST" && formTypes.has(type)) return next();
    const status = req.method === "POST" ? 415 : 405;
    logger.warn(
      { requestId: res.locals.requestId, method: req.method, url: redactSecretParameters(req.originalUrl), contentType: type || null },
      "request refused: not a form post",
    );
    if (status === 405) res.setHeader("Allow", "GET, HEAD, POST");
    res
      .status(status)
      .setHeader("Cache-Control", "no-store")
      .type("text/plain")
      .send(
        status === 405
          ? `Method ${req.method} is not allowed: the site's forms post.`
          : "Unsupported body: the site's forms post application/x-www-form-urlencoded or multipart/form-data.",
      );
  };
}
