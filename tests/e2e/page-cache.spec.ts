import { expect, test } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { signedInContext } from "../support/e2e-flows";
import { type ServerProcess, startServer, waitForStatus } from "../support/server-process";

// A query parameter the pages ignore but the cache keys on: each test gets entries of its own.
const fresh = (path: string) =>
  `${path}${path.includes("?") ? "&" : "?"}probe=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a signed-in visitor's pages are never cached, and an anonymous visitor then sees no trace of them", async ({ page, browser }) => {
  const paths = ["/", "/products", "/products/helmelk", "/about"].map(fresh);
  await page.goto("/auth");
  await page.getByRole("main").locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.getByRole("main").locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
  await expect(page.getByRole("banner").locator("summary", { hasText: "Admin" })).toBeVisible();

  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-cache"]).toBeUndefined();
    await expect(page.locator('header a[href="/admin"]').first()).toBeAttached();
  }

  const anonymous = await browser.newContext();
  try {
    for (const path of paths) {
      const first = await anonymous.request.get(path);
      // Nothing the signed-in visits rendered was stored: the anonymous visitor's first request renders anew.
      expect(first.headers()["x-cache"]).toBe("miss");
      // Browsers revalidate every use (the ETag makes it cheap); only a CDN may keep it a while.
      expect(first.headers()["cache-control"]).toBe("public, no-cache");
      expect(first.headers()["cdn-cache-control"]).toBe("public, max-age=10, stale-while-revalidate=60");
      const second = await anonymous.request.get(path);
      expect(second.headers()["x-cache"]).toBe("hit");
      for (const html of [await first.text(), await second.text()]) {
        expect(html).not.toContain(E2E_ADMIN.email);
        expect(html).not.toContain('href="/admin"');
        expect(html).not.toContain('href="/account"');
        expect(html).toContain('href="/auth');
      }
    }
    // The admin's next page is still theirs, not the anonymous copy.
    const own = await page.goto(paths[1]!);
    expect(own?.headers()["x-cache"]).toBeUndefined();
    await expect(page.locator('header a[href="/admin"]').first()).toBeAttached();
  } finally {
    await anonymous.close();
  }
});

test("a cached page's own scripts run under its hash-based policy, and an injected inline script does not", async ({ page }) => {
  const path = fresh("/products/helmelk");
  expect((await page.request.get(path)).headers()["x-cache"]).toBe("miss");
  // Serve the cached copy with one more inline script slipped in, as an injection would.
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    expect(response.headers()["x-cache"]).toBe("hit");
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain("unsafe-inline'; style");
    const html = (await response.text()).replace("</body>", "<script>window.injected = true;</script></body>");
    await route.fulfill({ response, body: html });
  });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto(path);
  // Hydrated: a link navigates on the client, keeping this window's state.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator(`main nav a[href="/products"]`).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(violations.length).toBe(1);
});

const adminUrl = process.env.TEST_DATABASE_URL;

test("on PostgreSQL, a change written to the database reaches the anonymous visitors of two processes on their next load", async ({
  page,
}) => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");
  test.setTimeout(240_000);
  const name = `storefront_cache_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${name}`;
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: "/tmp/storefront-cache-unused",
    AUTH_SECRET: "cache-test-secret-cache-test-secret-012345",
    LOG_LEVEL: "warn",
  };
  const servers: ServerProcess[] = [];
  const database = new pg.Client({ connectionString: databaseUrl.toString() });
  try {
    servers.push(await startServer(env));
    await waitForStatus(`${servers[0]!.url}/readyz`, 200, 120_000);
    servers.push(await startServer(env));
    await waitForStatus(`${servers[1]!.url}/readyz`, 200, 120_000);
    await database.connect();

    const title = async (server: ServerProcess, path: string) => {
      const response = await fetch(server.url + path);
      return { cache: response.headers.get("x-cache"), html: await response.text() };
    };
    for (const server of servers) for (let i = 0; i < 2; i++) await title(server, "/about");
    expect((await title(servers[1]!, "/about")).cache).toBe("hit");

    // An admin's edit, as Edit Mode and the back office will write it: the page text and a UI string.
    await database.query(
      `update page_content_i18n set content_value = 'Om oss – oppdatert' from page_content
       where page_content.id = page_content_i18n.page_content_id and page_slug = 'about' and content_key = 'title' and language_code = 'nb'`,
    );
    const written = Date.now();
    for (const server of servers) {
      await expect
        .poll(async () => (await title(server, "/about")).html, { timeout: 1_000, intervals: [20] })
        .toContain("Om oss – oppdatert");
    }
    expect(Date.now() - written).toBeLessThan(2_000);

    // And in a browser, on the next load.
    await page.goto(`${servers[0]!.url}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Om oss – oppdatert");
  } finally {
    await database.end().catch(() => undefined);
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});

test("a hit (answered before Express) carries the same headers as the miss that stored it, and never skips a first-visit language redirect", async ({
  request,
}) => {
  // A URL of its own (a sorted query no other test uses), so its first answer is the miss.
  const path = `/products?sort=name&page=1&hits=${Date.now()}`;
  const headers = { "accept-language": "nb-NO,nb;q=0.9", "accept-encoding": "gzip, br" };
  const miss = await request.get(path, { headers });
  const hit = await request.get(path, { headers: { ...headers, "x-request-id": "lb-77.hit" } });
  expect(miss.headers()["x-cache"]).toBe("miss");
  expect(hit.headers()["x-cache"]).toBe("hit");
  const same = [
    "content-type",
    "cache-control",
    "cdn-cache-control",
    "surrogate-control",
    "content-security-policy",
    "etag",
    "content-encoding",
    "x-content-type-options",
    "referrer-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "permissions-policy",
  ];
  for (const name of same) expect.soft(hit.headers()[name], name).toBe(miss.headers()[name]);
  const varies = (response: typeof hit) => (response.headers().vary ?? "").split(/\s*,\s*/).sort();
  expect(varies(hit)).toEqual(varies(miss));
  expect(varies(hit)).toEqual(expect.arrayContaining(["Accept-Encoding", "Accept-Language", "Cookie"]));
  expect(hit.headers()["x-request-id"]).toBe("lb-77.hit");
  expect(await hit.text()).toBe(await miss.text());
  // Revalidation answers 304 from the fast path too.
  const revalidated = await request.get(path, { headers: { ...headers, "if-none-match": hit.headers().etag! } });
  expect(revalidated.status()).toBe(304);

  // The same cached URL for a first visitor who reads English: the redirect, not the Norwegian page.
  const english = await request.get(path, { headers: { "accept-language": "en-GB,en;q=0.9" }, maxRedirects: 0 });
  expect(english.status()).toBe(302);
  expect(english.headers().location).toMatch(/^\/en\/products\?/);
  // A personal cookie also takes the full way: a page of its own, the cached one filled in for it (ADR 0035), never shared.
  const personal = await request.get(path, { headers: { ...headers, cookie: "storefront_flash=x" } });
  expect(personal.headers()["x-cache"]).toBe("filled");
  expect(personal.headers()["cache-control"]).toBe("private, no-store");
  expect(personal.headers()["cdn-cache-control"]).toBeUndefined();
});

test("a visitor who follows links back to a product sees its new price every time: the browser revalidates pages and their data", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const slow = { timeout: 20_000 };
  const { context: adminContext, page: admin } = await signedInContext(browser, E2E_ADMIN);
  await admin.goto("/en/admin/products?q=Helmelk");
  await admin.getByRole("main").getByRole("link", { name: "Helmelk", exact: true }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible(slow);
  const productUrl = admin.url();
  const setPrice = async (price: string) => {
    await admin.goto(productUrl);
    await admin.getByLabel("Shop price (NOK incl. VAT)").fill(price);
    await admin.getByRole("button", { name: "Save changes" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The product has been saved." })).toBeVisible(slow);
  };
  const original = await admin.getByLabel("Shop price (NOK incl. VAT)").inputValue();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto("/en/products/whole-milk");
    await expect(visitor.getByRole("main")).toContainText(original);
    for (const price of ["111,11", "222,22", "333,33"]) {
      await setPrice(price);
      // Away by a link and back by a link: client-side navigations (each a `.data` request the browser has seen before).
      await visitor.getByRole("banner").getByRole("link", { name: "Products", exact: true }).first().click();
      await expect(visitor).toHaveURL(/\/en\/products$/);
      await visitor.getByRole("main").locator(`a[href="/en/products/whole-milk"]`).first().click();
      await expect(visitor).toHaveURL(/\/en\/products\/whole-milk$/);
      await expect(visitor.getByRole("main")).toContainText(price);
    }
  } finally {
    await setPrice(original);
    await visitorContext.close();
    await adminContext.close();
  }
});
