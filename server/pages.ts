import type { NextFunction, Request, Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { isCacheablePage } from "../app/server/page-cache/cacheable-routes";
import { inlineScriptHashes } from "../app/server/page-cache/csp.server";
import { pageCacheKey, pagePathOf } from "../app/server/page-cache/keys.server";
import { type CachedPage, chooseEncoding, type PageCache } from "../app/server/page-cache/page-cache.server";
import { carriesPersonalCookie } from "../app/server/page-cache/personal.server";
import { UNKNOWN_DEPENDENCIES, pageTags } from "../app/server/page-cache/tags";
import type { Logger } from "../app/server/logger.server";
import { withDomainErrorMapping } from "../app/server/route-errors.server";
import { attachEventStream } from "../app/server/restaurants/realtime.server";
import type { ProcessMemo } from "../app/server/page-cache/memo.server";
import type { Site } from "../app/server/site/queries.server";
import { bufferedBodyOf } from "./body-limit";
import { fillHoles, findHoles, gzipFilled, type PageHoles } from "./holes";
import { contentSecurityPolicy, fixedSecurityHeaders, logRequest, requestIdFor } from "./http";
import { languageRuleFor } from "./language-redirect";

/**
 * A shared page (and its `.data`) in a browser: kept, but revalidated on every use (`no-cache`; the
 * ETag makes that a 304), so following a link never shows an older copy than the server's. Never
 * `stale-while-revalidate` here: Chromium applies it itself and would show a page two changes old.
 */
export const SHARED_CACHE_CONTROL = "public, no-cache";
/**
 * How long a CDN may keep a shared page: briefly, since it hears of no invalidation. Only CDNs read
 * these (RFC 9213's CDN-Cache-Control, and Surrogate-Control for the CDNs that use it).
 */
export const SHARED_CDN_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=60";
export const SHARED_SURROGATE_CONTROL = "max-age=10, stale-while-revalidate=60";
export const PERSONAL_CACHE_CONTROL = "private, no-store";
// Headers of a rendered page worth keeping with it (never Set-Cookie or per-request ones).
const keptHeaders = new Set(["content-type", "vary", "link", "content-language", "x-robots-tag"]);
const pageTypes = /^text\/html|^text\/x-script/;

interface Rendered {
  status: number;
  headers: Array<[string, string]>;
  setsCookie: boolean;
  body: Buffer;
  tags: Set<string>;
  scriptHashes: string[];
  fillable: boolean;
}

/** What the app's build offers for filling a cached page's holes (app/entry.server.tsx `personalPages`, ADR 0035). */
interface PersonalPages {
  load(
    request: globalThis.Request,
    context: AppLoadContext,
  ): Promise<{ root: unknown; headers: Headers; fragments?: Map<string, string> } | null>;
  render(names: readonly string[], root: never, url: URL, kept?: Map<string, string>): Map<string, string> | null;
}

// A page's holes, found once per rendered or stored page.
const pageHoles = new WeakMap<Rendered | CachedPage, PageHoles | null>();

function holesOf(page: Rendered | CachedPage): PageHoles | null {
  let holes = pageHoles.get(page);
  if (holes === undefined) pageHoles.set(page, (holes = page.fillable ? findHoles(page.body) : null));
  return holes;
}

/**
 * A data request that asks only for loaders below the root (a client-side navigation: React Router
 * names them in `_routes`): those of a cacheable page read nothing of the visitor, so the answer is
 * the same for everyone, whatever their cookies.
 */
function loadsOnlySharedData(req: Request): boolean {
  if (!req.path.endsWith(".data")) return false;
  const routes = typeof req.query._routes === "string" ? req.query._routes.split(",") : null;
  return routes !== null && routes.length > 0 && !routes.includes("root");
}

export interface PageHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  cache: PageCache;
  /** Writes shared pages; the cached-page fast path uses the same one. */
  writer: SharedPageWriter;
  origin: string;
}

/**
 * React Router behind the shared page cache (ADR 0008). A GET or HEAD of a cacheable page without
 * personal cookies is answered from the cache, or rendered once for everyone (no nonce: the CSP
 * lists the hashes of its inline scripts) and stored when it is a 200 without Set-Cookie. A
 * visitor with a cart or a session gets the same page with its holes filled in for them (ADR
 * 0035), `private, no-store`. Every other request is rendered for its visitor alone and marked
 * `private, no-store`.
 */
export function pageHandler(options: PageHandlerOptions) {
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    // Every loader and action goes through the one DomainError → status mapping (app/server/route-errors.server.ts).
    if (!handler) handlers.set(build, (handler = createRequestHandler(withDomainErrorMapping(build), options.mode)));
    return handler;
  };
  const { cache, writer } = options;

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const build = await options.build();
      const handler = handlerFor(build);
      const context = res.locals.requestContext;
      const key = req.method === "GET" || req.method === "HEAD" ? pageCacheKey(req.originalUrl) : null;
      const cacheable = key !== null && isCacheablePage(build.routes, pagePathOf(req.path));
      const personal = carriesPersonalCookie(req.get("cookie"));
      if (!cacheable || (personal && !loadsOnlySharedData(req))) {
        if (cacheable && personal && !req.path.endsWith(".data") && (await sendFilled(build, handler, req, res, key!, context))) return;
        return await sendPersonal(req, res, await handler(fetchRequest(req, res, options.origin), context));
      }
      const { page, xCache } = await sharedPage(handler, req, key!, context);
      writer.send(req, res, key!, page, xCache);
    } catch (error) {
      next(error);
    }
  };

  /** The shared page for `key`: the cache's, or rendered for everyone (once for concurrent requests) and stored when it may be. */
  async function sharedPage(
    handler: ReturnType<typeof createRequestHandler>,
    req: Request,
    key: string,
    context: AppLoadContext,
  ): Promise<{ page: Rendered | CachedPage; xCache: "hit" | "miss" | null }> {
    const hit = cache.get(key);
    if (hit) return { page: hit, xCache: "hit" };
    const generation = cache.bus.generation;
    const rendered = await cache.coalesce(
      key,
      () => renderShared(handler, req, context),
      (result) => !result.setsCookie,
    );
    const stored = cache.enabled && rendered.status === 200 && !rendered.setsCookie ? cache.store(key, rendered, generation) : undefined;
    return { page: stored ?? rendered, xCache: cache.enabled ? "miss" : null };
  }

  /**
   * A cacheable page for a visitor with a cart or a session: the shared page with its holes filled
   * in from the visitor's state (ADR 0035). False, having written nothing, when it must be
   * rendered for them whole (a page that reads their state outside its holes, an admin, a pending
   * toast, an answer other than 200).
   */
  async function sendFilled(
    build: ServerBuild,
    handler: ReturnType<typeof createRequestHandler>,
    req: Request,
    res: Response,
    key: string,
    context: AppLoadContext,
  ) {
    const personalPages = (build.entry.module as { personalPages?: PersonalPages }).personalPages;
    // Without the cache a filled page would cost a shared render and the holes: the visitor's own render is cheaper.
    if (!personalPages || !cache.enabled) return false;
    const kept = cache.get(key);
    if (kept && !holesOf(kept)) return false;
    // The visitor's state first: a visitor whose pages are theirs alone (an admin) renders no shared page.
    const personal = await personalPages.load(fetchRequest(req, res, options.origin), context);
    if (!personal) return false;
    const { page } = kept ? { page: kept } : await sharedPage(handler, req, key, context);
    if (page.status !== 200 || ("setsCookie" in page && page.setsCookie)) return false;
    const holes = holesOf(page);
    if (!holes) return false;
    const fragments = personalPages.render(
      holes.names,
      personal.root as never,
      new URL(req.originalUrl, options.origin),
      personal.fragments,
    );
    if (!fragments) return false;
    writer.sendFilled(req, res, page, holes, fragments, personal.headers);
    return true;
  }

  /** Renders a page for everyone: no request headers beyond Accept reach the loaders, no nonce, the whole document at once. */
  async function renderShared(handler: ReturnType<typeof createRequestHandler>, req: Request, context: AppLoadContext): Promise<Rendered> {
    const tags = new Set<string>();
    let document: Buffer | undefined;
    let personalOutsideHoles = false;
    const sharedContext: AppLoadContext = {
      ...context,
      cspNonce: "",
      sharedRender: true,
      tagPage: (...added) => added.forEach((tag) => tags.add(tag)),
      keepDocument: (body) => void (document = body),
      personalOutsideHoles: () => void (personalOutsideHoles = true),
    };
    const request = new Request(new URL(req.originalUrl, options.origin), { headers: { accept: req.get("accept") ?? "*/*" } });
    const response = await handler(request, sharedContext);
    // Documents arrive through keepDocument; data requests, redirects and errors through the body.
    const body = document ?? Buffer.from(await response.arrayBuffer());
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (keptHeaders.has(name) || (response.status >= 300 && response.status < 400 && name === "location")) headers.push([name, value]);
    });
    if (tags.size === 0) tags.add(UNKNOWN_DEPENDENCIES);
    tags.add(pageTags.shell);
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    return {
      status: response.status,
      headers,
      setsCookie: response.headers.has("set-cookie"),
      body,
      tags,
      scriptHashes: isHtml ? inlineScriptHashes(body) : [],
      fillable: isHtml && !personalOutsideHoles,
    };
  }
}

/** Adds `field` to a response's Vary header unless it is there already (what Express's `res.vary` does). */
function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader("vary");
  const fields =
    current === undefined
      ? []
      : String(current)
          .split(/\s*,\s*/)
          .filter(Boolean);
  if (fields.some((name) => name === "*" || name.toLowerCase() === field.toLowerCase())) return;
  res.setHeader("Vary", [...fields, field].join(", "));
}

/** The headers kept with a shared page; its Vary is added to, not replaced (the language redirect has said that unprefixed pages vary by Cookie and Accept-Language). */
function writeKeptHeaders(res: ServerResponse, page: Rendered | CachedPage): void {
  for (const [name, value] of page.headers) {
    if (name === "vary") appendVary(res, value);
    else res.setHeader(name, value);
  }
}

export type SharedPageWriter = ReturnType<typeof sharedPageWriter>;

/** Writes pages shared between visitors (stored, or rendered for everyone): their headers, CSP by hash, ETag and precompressed body. */
export function sharedPageWriter(cache: PageCache, csp: { development: boolean; https: boolean; imageSources?: readonly string[] }) {
  const policies = new WeakMap<Rendered | CachedPage, string | null>();

  /** A page's Content-Security-Policy (for HTML and scripts), written once per rendered or stored page. */
  function policyOf(page: Rendered | CachedPage): string | null {
    let policy = policies.get(page);
    if (policy === undefined) {
      const needsPolicy =
        page.scriptHashes.length > 0 || page.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"));
      policy = needsPolicy ? contentSecurityPolicy(["'self'", ...page.scriptHashes].join(" "), csp) : null;
      policies.set(page, policy);
    }
    return policy;
  }

  return {
    /**
     * A shared page with its holes filled in for one visitor (ADR 0035): the page's own headers and
     * CSP (its inline scripts are the shared ones), the visitor's Set-Cookie lines, `private,
     * no-store`; gzip from the segments compressed once when the client takes it, else plain.
     */
    sendFilled(
      req: IncomingMessage,
      res: ServerResponse,
      page: Rendered | CachedPage,
      holes: PageHoles,
      fragments: ReadonlyMap<string, string>,
      headers: Headers,
    ) {
      res.statusCode = 200;
      writeKeptHeaders(res, page);
      res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
      for (const line of headers.getSetCookie()) res.appendHeader("Set-Cookie", line);
      appendVary(res, "Cookie");
      appendVary(res, "Accept-Encoding");
      const policy = policyOf(page);
      if (policy) res.setHeader("Content-Security-Policy", policy);
      res.setHeader("X-Cache", "filled");
      const gzip = chooseEncoding(req.headers["accept-encoding"], ["gzip"]) === "gzip";
      const chunks = gzip ? gzipFilled(holes, fragments) : fillHoles(holes, fragments);
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader(
        "Content-Length",
        chunks.reduce((sum, chunk) => sum + chunk.length, 0),
      );
      if (req.method === "HEAD") return void res.end();
      res.cork();
      for (const chunk of chunks) res.write(chunk);
      res.end();
    },
    send(req: IncomingMessage, res: ServerResponse, key: string, page: Rendered | CachedPage, xCache: "hit" | "miss" | "stale" | null) {
      res.statusCode = page.status;
      writeKeptHeaders(res, page);
      if ("setsCookie" in page && page.setsCookie) res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
      // Served while the database is down: no cache downstream keeps it past the outage.
      else if (page.status !== 200 || xCache === "stale") res.setHeader("Cache-Control", "no-store");
      else {
        res.setHeader("Cache-Control", SHARED_CACHE_CONTROL);
        res.setHeader("CDN-Cache-Control", SHARED_CDN_CACHE_CONTROL);
        res.setHeader("Surrogate-Control", SHARED_SURROGATE_CONTROL);
      }
      if (page.status === 503 && !page.headers.some(([name]) => name === "retry-after")) res.setHeader("Retry-After", "5");
      // A shared page is for visitors without personal cookies only: once the browser holds one (the
      // guest cart's, after a first 'Add to cart'), a cache must not answer for a client-side page
      // (a `.data` request) with the shared copy.
      appendVary(res, "Cookie");
      const policy = policyOf(page);
      if (policy) res.setHeader("Content-Security-Policy", policy);
      if (xCache) res.setHeader("X-Cache", xCache);
      if (!("etag" in page)) return void res.end(req.method === "HEAD" ? undefined : page.body);
      // A stored page: its own ETag, and its body compressed once for every later request.
      res.setHeader("ETag", page.etag);
      appendVary(res, "Accept-Encoding");
      if (req.headers["if-none-match"] === page.etag) {
        res.statusCode = 304;
        return void res.end();
      }
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      const body = cache.body(key, page, encoding);
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    },
  };
}

export interface CachedPageFastPathOptions {
  cache: PageCache;
  writer: SharedPageWriter;
  memo: ProcessMemo;
  logger: Logger;
  https: boolean;
  /** False while the database is down or being set up: then only a page the cache kept is answered here (stale), every other request takes the full way (and gets its 503). */
  ready: () => boolean;
}

/**
 * A cache hit answered before Express and React Router run: a GET or HEAD without personal cookies
 * whose URL is in the page cache (only cacheable pages ever are), when the first-visit language
 * rule keeps the visitor on it. It sends what the full way would send for the hit (request id,
 * security headers, Vary, the stored page with its hash CSP, ETag and precompressed body) and logs
 * it the same way. While the database cannot be reached, it answers with the page the cache kept
 * from before (`X-Cache: stale`, `Cache-Control: no-store`) instead of the 503 the full way gives.
 * Answers false, having written nothing, for every other request.
 */
export function cachedPageFastPath(options: CachedPageFastPathOptions) {
  const { cache, writer, memo, logger } = options;
  const security = fixedSecurityHeaders({ https: options.https });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !cache.enabled) return false;
    const stale = !options.ready();
    const { cookie } = req.headers;
    if (carriesPersonalCookie(cookie)) return false;
    const url = req.url ?? "/";
    const key = pageCacheKey(url);
    if (key === null) return false;
    const page = stale ? cache.stale(key) : cache.get(key);
    if (!page) return false;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    // A name with an extension may be a static file, which the full way serves first.
    if (/\.[^/]+$/.test(path) && !path.endsWith(".data")) return false;
    const site = memo.settled<Site>("site", { stale });
    if (!site) return false;
    const userAgent = req.headers["user-agent"];
    const acceptLanguage = req.headers["accept-language"];
    const rule = languageRuleFor(path, { cookie, userAgent, acceptLanguage }, site);
    if (rule.kind === "redirect") return false;

    const startedAt = process.hrtime.bigint();
    const incomingId = req.headers["x-request-id"];
    const requestId = requestIdFor(typeof incomingId === "string" ? incomingId : undefined);
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of security) res.setHeader(name, value);
    if (rule.kind === "stay") {
      appendVary(res, "Cookie");
      appendVary(res, "Accept-Language");
    }
    writer.send(req, res, key, page, stale ? "stale" : "hit");
    logRequest(logger, { requestId, method: req.method, url, path, status: res.statusCode, startedAt });
    return true;
  };
}

/** Sends a response rendered for one visitor; pages and their data are never stored by anyone. */
async function sendPersonal(req: Request, res: Response, response: globalThis.Response) {
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.append(name, value);
  for (const line of response.headers.getSetCookie()) res.append("Set-Cookie", line);
  // A 503 is the database gone (a thrown `Service unavailable` whose headers the error boundary does not carry): say when to come back.
  if (response.status === 503 && !response.headers.has("retry-after")) res.setHeader("Retry-After", "5");
  if (pageTypes.test(response.headers.get("content-type") ?? "") && !response.headers.has("cache-control"))
    res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
  if (!response.body || req.method === "HEAD") return void res.end();
  // The order-event streams are written to the socket by the hub itself: one write per event, no pump.
  if (attachEventStream(response, { write: (chunk) => res.write(chunk), end: () => res.end(), buffered: () => res.writableLength })) return;
  // Chunks that arrive together leave in one write (React flushes its output in small pieces).
  let corked = false;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!corked) {
      corked = true;
      res.cork();
      setImmediate(() => {
        corked = false;
        res.uncork();
      });
    }
    res.write(value);
  }
  res.end();
}

/** The Fetch request React Router sees for an Express request (body streamed for actions; aborted when the client goes). */
function fetchRequest(req: Request, res: Response, origin: string): globalThis.Request {
  let url: URL;
  try {
    url = new URL(req.originalUrl, `${req.protocol}://${req.get("host")}`);
  } catch {
    url = new URL(req.originalUrl, origin);
  }
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    // A chunked body was read ahead by the body limit (server/body-limit.ts); any other streams.
    ...(hasBody ? { body: bufferedBodyOf(req) ?? Readable.toWeb(req), duplex: "half" } : {}),
  } as RequestInit);
}
