import { expect, test } from "@playwright/test";

test("the catalogue filters by category, by its base or translated slug", async ({ page }) => {
  await page.goto("/products");
  // The whole count, not a substring: "148" must not pass for 48.
  await expect(page.getByTestId("result-count")).toContainText(/(?<!\d)48(?!\d)/);
  await page.getByRole("navigation", { name: "Kategorier" }).getByRole("link", { name: "Meieriprodukter" }).click();
  await expect(page).toHaveURL(/\/products\?category=meieri$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meieriprodukter");
  await expect(page.getByTestId("product-card")).toHaveCount(12);
  await page.goto("/en/products?category=dairy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dairy Products");
  await expect(page.getByTestId("product-card")).toHaveCount(12);
  await page.goto("/products?category=no-such-category");
  await expect(page.getByTestId("empty-state")).toBeVisible();
});

test("pagination and sorting work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/products");
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  // Text content, not innerText: cards below the fold are not rendered until scrolled to (content-visibility).
  const firstPage = await page.getByTestId("product-card").allTextContents();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/en\/products\?page=2$/);
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  expect(await page.getByTestId("product-card").allTextContents()).not.toEqual(firstPage);
  await expect(page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]')).toHaveText("2");

  await page.getByLabel("Sort by").selectOption("price-asc");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByTestId("product-card")).toHaveCount(24);
  const prices = (await page.getByTestId("price").allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
  // A sort check on an empty or one-price list proves nothing.
  expect(prices.length).toBeGreaterThan(10);
  expect(new Set(prices).size).toBeGreaterThan(1);
  expect(prices.every((price) => Number.isFinite(price) && price > 0)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await context.close();
});

test("bad query parameters fall back to defaults, never a server error", async ({ request }) => {
  for (const query of ["page=abc", "page=-1", "page=99999", "sort=evil", "search=%00%FF", `search=${"x".repeat(500)}`, "category=%27%22"]) {
    const response = await request.get(`/products?${query}`);
    expect(response.status(), query).toBe(200);
  }
});

test("a product page shows the product; an unknown or inactive slug is a 404", async ({ page, request }) => {
  const response = await page.goto("/en/products/whole-milk");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whole Milk");
  await expect(page.getByText("incl. VAT (15 %)")).toBeVisible();
  await expect(page.getByTestId("barcode")).toHaveText(/^\d{13}$/);
  const price = (await page.getByTestId("price").innerText()).replace(/[\u00a0\u202f]/g, " ");
  expect(price).toMatch(/^\d{1,3}( \d{3})*,\d{2} kr$/);
  const image = page
    .getByRole("img")
    .filter({ has: page.locator("[src*='whole-milk']") })
    .or(page.locator("main img[src*='whole-milk']"))
    .first();
  await expect(image).toHaveAttribute("width", "800");
  await expect(image).toHaveAttribute("height", "800");

  expect((await request.get("/products/no-such-product")).status()).toBe(404);
  expect((await request.get("/en/products/no-such-product")).status()).toBe(404);
  expect((await request.get("/products/okologisk-sjokolademelk")).status()).toBe(404);
  expect((await request.get("/products/%00")).status()).toBe(404);
  expect((await request.get("/categories/%00%FF")).status()).toBe(404);
  expect((await request.get("/%00")).status()).toBe(404);
});

test("a product opened with another language's slug redirects to this language's slug", async ({ request }) => {
  const english = await request.get("/en/products/helmelk", { maxRedirects: 0 });
  expect(english.status()).toBe(301);
  expect(english.headers().location).toBe("/en/products/whole-milk");
  const norwegian = await request.get("/products/whole-milk", { maxRedirects: 0 });
  expect(norwegian.status()).toBe(301);
  expect(norwegian.headers().location).toBe("/products/helmelk");
  const prefixed = await request.get("/nb/products/helmelk", { maxRedirects: 0 });
  expect(prefixed.status()).toBe(301);
  expect(prefixed.headers().location).toBe("/products/helmelk");
});

test("categories list and category pages use translated slugs", async ({ page, request }) => {
  await page.goto("/en/categories");
  await expect(page.getByTestId("category-card")).toHaveCount(4);
  await page.getByRole("main").getByRole("link", { name: "Grains & Cereals" }).click();
  await expect(page).toHaveURL(/\/en\/categories\/grains$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grains & Cereals");
  const redirected = await request.get("/categories/grains", { maxRedirects: 0 });
  expect(redirected.status()).toBe(301);
  expect(redirected.headers().location).toBe("/categories/korn");
  expect((await request.get("/categories/nope")).status()).toBe(404);
});

test("catalogue and product pages hydrate without console errors or CSP violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  for (const path of ["/products", "/en/products/whole-milk", "/ar/categories", "/about"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("cards past the first row and the footer are laid out only near the screen, and render when scrolled to", async ({ page }) => {
  await page.goto("/products");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toHaveCSS("content-visibility", "visible");
  await expect(cards.nth(4)).toHaveCSS("content-visibility", "auto");
  await expect(page.getByRole("contentinfo")).toHaveCSS("content-visibility", "auto");
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  // Rendered in a frame or two once on screen: innerText is empty while the card is skipped.
  await expect.poll(() => last.getByTestId("price").innerText()).toMatch(/\d+,\d{2}/);
});
