import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import { randomBytes, randomUUID } from "node:crypto";
import type { Logger } from "../app/server/logger.server";
import { redactSecretParameters } from "../app/server/secret-params.server";

declare module "express-serve-static-core" {
  interface Locals {
    requestId: string;
    cspNonce: string;
    /** The page request's React Router context (set just before the language redirect). */
    requestContext: AppLoadContext;
  }
}

const requestIdPattern = /^[\w.:-]{1,128}$/;

/** Gives every request an id (a sane incoming X-Request-Id, else a new one) and logs it when it ends. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { requestId, method: req.method, url: redactSecretParameters(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (req.path === "/healthz" || req.path === "/readyz") logger.debug(entry, "request");
      else if (res.statusCode >= 500) logger.error(entry, "request");
      else logger.info(entry, "request");
    });
    next();
  };
}

/** The Content-Security-Policy with `scriptSource` as its script-src (a nonce, or the hashes of a cached page's inline scripts). */
export function contentSecurityPolicy(scriptSource: string, options: { development: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src ${options.development ? "'self' 'unsafe-inline' 'unsafe-eval'" : scriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Security headers, with a fresh CSP nonce per response for React Router's inline scripts. */
export function securityHeaders(options: { development: boolean; https: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'self' 'nonce-${nonce}'`, options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

/** The page served while the database cannot be reached: plain HTML, no script, no database. */
export function unavailablePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>We will be right back</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8faf7;color:#1f2937}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem;color:#1f5135}
p{line-height:1.6;margin:.5rem 0}
a{color:#1f5135}
</style>
</head>
<body>
<main>
<h1>We will be right back</h1>
<p>The shop cannot reach its database just now. Please try again in a moment.</p>
<p lang="nb">Nettbutikken får ikke kontakt med databasen akkurat nå. Prøv igjen om litt.</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>`;
}
