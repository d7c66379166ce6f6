import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { InvalidationBus } from "../app/server/page-cache/invalidation.server";
import { PageCache } from "../app/server/page-cache/page-cache.server";
import { PERSONAL_CACHE_CONTROL, SHARED_CACHE_CONTROL, sharedPageWriter } from "./pages";

/** What the shared page writer sends for a page: its status and headers (the body is not read here). */
function sent(page: { status: number; setsCookie?: boolean; headers?: Array<[string, string]> }, xCache: "hit" | "miss" | "stale" | null) {
  const writer = sharedPageWriter(new PageCache(new InvalidationBus(), { enabled: true, maxBytes: 1 << 20 }), {
    development: false,
    https: false,
  });
  const req = new IncomingMessage(new Socket());
  req.method = "GET";
  const res = new ServerResponse(req);
  const rendered = {
    status: page.status,
    headers: page.headers ?? [["content-type", "text/html; charset=utf-8"]],
    setsCookie: page.setsCookie ?? false,
    body: Buffer.from("<!doctype html><title>x</title>"),
    tags: new Set<string>(),
    scriptHashes: [],
    fillable: false,
  };
  writer.send(req, res, "/en/products", rendered, xCache);
  return { status: res.statusCode, header: (name: string) => res.getHeader(name) };
}

describe("the shared page writer's cache headers", () => {
  it("lets browsers and CDNs keep a shared page, and says it varies by Cookie", () => {
    const page = sent({ status: 200 }, "miss");
    expect(page.header("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(page.header("cdn-cache-control")).toBeDefined();
    expect(String(page.header("vary"))).toContain("Cookie");
  });

  it("keeps a response that sets a cookie private, with no CDN header", () => {
    const page = sent({ status: 200, setsCookie: true }, null);
    expect(page.header("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    expect(page.header("cdn-cache-control")).toBeUndefined();
    expect(page.header("surrogate-control")).toBeUndefined();
  });

  it("answers a page served while the database is down (stale) with no-store, so no cache keeps it past the outage", () => {
    const page = sent({ status: 200 }, "stale");
    expect(page.header("cache-control")).toBe("no-store");
    expect(page.header("cdn-cache-control")).toBeUndefined();
    expect(page.header("x-cache")).toBe("stale");
  });

  it("gives a 503 no-store and a Retry-After, and other errors no-store", () => {
    const unavailable = sent({ status: 503 }, null);
    expect(unavailable.header("cache-control")).toBe("no-store");
    expect(unavailable.header("retry-after")).toBe("5");
    const missing = sent({ status: 404 }, null);
    expect(missing.header("cache-control")).toBe("no-store");
    expect(missing.header("retry-after")).toBeUndefined();
  });
});
