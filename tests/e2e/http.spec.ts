import { expect, test } from "@playwright/test";

test("health endpoints answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", database: "pglite" });
});

test("pages carry security headers with a per-request CSP nonce", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  const html = await first.text();
  // Every inline script carries the nonce.
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.headers()["x-powered-by"]).toBeUndefined();
});

test("hashed assets are compressed and cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const brotli = await request.get(asset!, { headers: { "accept-encoding": "br" } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const gzip = await request.get(asset!, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect((await request.get("/assets/does-not-exist.js")).status()).toBe(404);
});

test("a request id sent by a proxy is kept", async ({ request }) => {
  const response = await request.get("/healthz", { headers: { "x-request-id": "lb-1234.abc" } });
  expect(response.headers()["x-request-id"]).toBe("lb-1234.abc");
  const unsafe = await request.get("/healthz", { headers: { "x-request-id": "<script>" } });
  expect(unsafe.headers()["x-request-id"]).not.toBe("<script>");
});
