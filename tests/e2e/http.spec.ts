import { expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

test("health endpoints answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", database: "pglite" });
});

test("pages rendered for one visitor carry a per-request CSP nonce; shared pages the hashes of their inline scripts", async ({
  request,
}) => {
  // /auth is never shared: a fresh nonce per response, on every inline script.
  const first = await request.get("/auth");
  const second = await request.get("/auth");
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  const html = await first.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.headers()["x-powered-by"]).toBeUndefined();

  // The home page is shared through the page cache: no nonce, and the policy names each inline script by hash.
  const shared = await request.get("/");
  const sharedCsp = shared.headers()["content-security-policy"]!;
  expect(sharedCsp).not.toContain("nonce-");
  expect(sharedCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const sharedHtml = await shared.text();
  // Data blocks (JSON-LD, the visitor-state JSON of ADR 0035) are not scripts to CSP.
  const inline = [...sharedHtml.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, text] of inline) expect(sharedCsp).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  expect(shared.headers()["x-content-type-options"]).toBe("nosniff");
});

test("hashed assets are compressed and cached for a year", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/vendor-[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  // Chrome's own header: the build's brotli twin (quality 11) wins over gzip.
  const brotli = await request.get(asset!, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(Number(brotli.headers()["content-length"])).toBe(fs.statSync(path.join("build", "client", `${asset}.br`)).size);
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

test("the stylesheet is written into each page and stays through client-side navigation", async ({ page, request }) => {
  const response = await request.get("/auth");
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]!;
  const html = await response.text();
  expect(html).not.toContain('rel="stylesheet"');
  const styles = /<style id="app-styles" nonce="([^"]+)">([\s\S]+?)<\/style>/.exec(html);
  expect(styles?.[1]).toBe(nonce);
  expect(styles?.[2]).toContain(".footer-link");

  await page.goto("/");
  await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
  await page.getByRole("contentinfo").getByRole("link").first().waitFor();
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("style#app-styles").count()).toBe(1);
  expect(await page.locator("style#app-styles").evaluate((element) => element.textContent?.length ?? 0)).toBeGreaterThan(10_000);
  await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
});
