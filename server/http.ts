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

/** A request's id: a sane incoming X-Request-Id, else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
}

/** Logs one answered request (health checks at debug, server errors at error). */
export function logRequest(
  logger: Logger,
  request: { requestId: string; method: string; url: string; path: string; status: number; startedAt: bigint },
): void {
  const ms = Number(process.hrtime.bigint() - request.startedAt) / 1e6;
  const entry = {
    requestId: request.requestId,
    method: request.method,
    url: redactSecretParameters(request.url),
    status: request.status,
    ms: Math.round(ms * 10) / 10,
  };
  if (request.path === "/healthz" || request.path === "/readyz") logger.debug(entry, "request");
  else if (request.status >= 500) logger.error(entry, "request");
  else logger.info(entry, "request");
}

/** Gives every request an id (a sane incoming X-Request-Id, else a new one) and logs it when it ends. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFor(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const startedAt = process.hrtime.bigint();
    res.on("finish", () =>
      logRequest(logger, { requestId, method: req.method, url: req.originalUrl, path: req.path, status: res.statusCode, startedAt }),
    );
    next();
  };
}

/** The Content-Security-Policy with `scriptSource` as its script-src (a nonce, or the hashes of a cached page's inline scripts). */
export function contentSecurityPolicy(
  scriptSource: string,
  options: { development: boolean; https: boolean; imageSources?: readonly string[] },
): string {
  return [
    "default-src 'self'",
    `script-src ${options.development ? "'self' 'unsafe-inline' 'unsafe-eval'" : scriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    // imageSources: the sellers map's tile server (MAP_TILE_URL), when one is configured.
    ["img-src 'self' data: blob:", ...(options.imageSources ?? [])].join(" "),
    "font-src 'self'",
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The security headers every response carries besides its Content-Security-Policy. */
export function fixedSecurityHeaders(options: { https: boolean }): ReadonlyArray<readonly [string, string]> {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ...(options.https ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as const) : []),
  ];
}

/** Security headers, with a fresh CSP nonce per response for React Router's inline scripts. */
export function securityHeaders(options: { development: boolean; https: boolean; imageSources?: readonly string[] }) {
  const fixed = fixedSecurityHeaders(options);
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(`'self' 'nonce-${nonce}'`, options));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

/**
 * A page the server answers by itself (no script, no database, no React): the frame and style of
 * the 503 page below and the 413 page of body-limit.ts. `body` is trusted HTML.
 */
export function plainPage(page: { lang: string; dir?: "ltr" | "rtl"; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${page.lang}"${page.dir ? ` dir="${page.dir}"` : ""}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
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
<h1>${page.title}</h1>
${page.body}
</main>
</body>
</html>`;
}

/** The page served while the database cannot be reached: plain HTML, no script, no database. */
export function unavailablePage(): string {
  return plainPage({
    lang: "en",
    title: "We will be right back",
    body: `<p>The shop cannot reach its database just now. Please try again in a moment.</p>
<p lang="nb">Nettbutikken får ikke kontakt med databasen akkurat nå. Prøv igjen om litt.</p>
<p><a href="">Try again</a></p>`,
  });
}
