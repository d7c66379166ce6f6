import { expect, test } from "@playwright/test";

test("content pages render their sanitised rich text in each language", async ({ page, request }) => {
  for (const [path, title] of [
    ["/about", "Om oss"],
    ["/en/faq", /./],
    ["/ar/privacy", /[\u0600-\u06FF]/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
  await page.goto("/en/about");
  const article = page.getByTestId("content-page");
  await expect(article.locator("h2").first()).toBeVisible();
  await expect(article.locator("ul li").first()).toBeVisible();
  // Site-relative links in stored text point into the same language.
  await expect(article.locator('a[href="/en/contact"]')).toHaveCount(1);
  // Hostile stored text is checked in content-hostile.spec.ts (the demo text has none to remove).
  for (const slug of ["faq", "locations", "resellers", "contact", "support", "quality", "privacy", "terms", "cookies"]) {
    expect((await request.get(`/${slug}`)).status(), slug).toBe(200);
  }
  expect((await request.get("/no-such-page")).status()).toBe(404);
  expect((await request.get("/en/no-such-page")).status()).toBe(404);
});

test("every page has a title, description, canonical URL, hreflang alternates and Open Graph tags", async ({ page }) => {
  for (const path of ["/", "/en/products", "/ar/products/حليب-كامل-الدسم", "/categories", "/en/about"]) {
    await page.goto(path);
    await expect(page).toHaveTitle(/Fjellgården Mat AS/);
    const head = page.locator("head");
    expect(await head.locator('meta[name="description"]').getAttribute("content"), path).toBeTruthy();
    const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, path).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\//);
    const hreflangs = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(hreflangs.sort(), path).toEqual(["ar", "en", "nb", "x-default"]);
    await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
  }
});

test("product pages carry valid JSON-LD Product data with an Offer in NOK", async ({ page }) => {
  await page.goto("/en/products/whole-milk");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]!) as {
    "@type": string;
    name: string;
    gtin13: string;
    offers: { "@type": string; price: string; priceCurrency: string; availability: string };
  };
  expect(data["@type"]).toBe("Product");
  expect(data.name).toBe("Whole Milk");
  expect(data.gtin13).toMatch(/^\d{13}$/);
  expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "NOK", availability: "https://schema.org/InStock" });
  expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
  const hreflangs = await page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname])),
    );
  expect(hreflangs.nb).toBe("/products/helmelk");
  expect(hreflangs.en).toBe("/en/products/whole-milk");
});

test("/sitemap.xml lists every page and product in every language with alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs).toEqual(
    expect.arrayContaining([
      "/",
      "/en",
      "/ar",
      "/products",
      "/en/products",
      "/about",
      "/en/about",
      "/categories/meieri",
      "/en/categories/dairy",
      "/products/helmelk",
      "/en/products/whole-milk",
    ]),
  );
  // 48 active products in 3 languages; the inactive ones are left out.
  expect(locs.filter((path) => /\/products\/[^/]+$/.test(path))).toHaveLength(48 * 3);
  expect(xml).not.toContain("sjokolademelk");
  const milk = /<url><loc>[^<]*\/en\/products\/whole-milk<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
  expect(milk).toContain('hreflang="nb"');
  expect(milk).toMatch(/hreflang="nb" href="[^"]+\/products\/helmelk"/);
  expect(milk).toContain('hreflang="x-default"');
});

test("/robots.txt points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
