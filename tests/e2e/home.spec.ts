import { expect, test } from "@playwright/test";

test("the home page loads with the factory name, hero text and priced products", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "nb");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("banner").getByText("Fjellgården Mat AS")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(8);
  // Norwegian NOK formatting, e.g. "24,90 kr".
  const price = (await page.getByTestId("price").first().innerText()).replace(/[\u00a0\u202f]/g, " ");
  expect(price).toMatch(/^\d{1,3}( \d{3})*,\d{2} kr$/);
  await expect(page.getByRole("contentinfo")).toContainText("Fjellgården Mat AS");
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  await expect(page).toHaveTitle(/Fjellgården Mat AS/);
});

test("the home page is served in English and in right-to-left Arabic", async ({ page }) => {
  const norwegian = await (await page.goto("/"))!.text();
  const response = await page.goto("/en");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const englishHeading = await page.getByRole("heading", { level: 1 }).innerText();
  expect(norwegian).not.toContain(englishHeading);

  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/does-not-exist/at/all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole("link", { name: /./ })
      .filter({ hasText: /hjem|home/i })
      .first(),
  ).toBeVisible();
  expect((await page.request.get("/xx")).status()).toBe(404);
  // The default language's own prefix is an alias of "/".
  const alias = await page.request.get("/nb", { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe("/");
});

test("the page hydrates without console errors or CSP violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
