import { expect, test } from "@playwright/test";
import { SEARCH_DEBOUNCE_MS as DEBOUNCE_MS } from "../../app/lib/catalog-params";
import { mainFrameNavigations, pathsOf, suggestionRequests } from "../support/e2e-watch";

test("suggestions appear after two characters, link to products, and show the empty state", async ({ page }) => {
  // The page's timers run on a clock the test moves: the debounce has certainly run when it says so.
  await page.clock.install();
  const requested = suggestionRequests(page);
  await page.goto("/en");
  const box = page.getByRole("combobox", { name: "Search products" });
  await expect(box).toHaveAttribute("placeholder", "Search products");
  await box.fill("c");
  await page.clock.runFor(DEBOUNCE_MS + 200);

  await box.fill("ch");
  await page.clock.runFor(DEBOUNCE_MS + 200);
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  // By now a request for the one-character term would have been made, before the one for "ch".
  expect(requested).toEqual(["ch"]);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = listbox.getByRole("option");
  expect(await options.count()).toBeLessThanOrEqual(9); // at most 8 products plus "See all results"
  await expect(options.last()).toHaveText("See all results for ch");
  await expect(options.first().locator("img")).toHaveCount(1);

  // Keyboard: the first option becomes the active descendant, Escape closes the panel.
  await box.press("ArrowDown");
  const firstId = await options.first().getAttribute("id");
  await expect(box).toHaveAttribute("aria-activedescendant", firstId!);
  await box.press("Escape");
  await expect(page.getByTestId("search-panel")).toHaveCount(0);
  await expect(box).toHaveAttribute("aria-expanded", "false");

  await box.fill("qqqzzz");
  await page.clock.runFor(DEBOUNCE_MS + 200);
  await expect(page.getByTestId("search-panel")).toContainText("No products found for qqqzzz");
});

test("choosing a suggestion opens the product and clears the box; outside clicks close the panel", async ({ page }) => {
  await page.goto("/en");
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("whole milk");
  const option = page.getByRole("option", { name: /^Whole Milk\b/ });
  await expect(option).toBeVisible();
  await page.locator("h1").click();
  await expect(page.getByTestId("search-panel")).toHaveCount(0);
  await box.focus();
  await box.fill("whole mil");
  await page.getByRole("option", { name: /^Whole Milk\b/ }).click();
  await expect(page).toHaveURL(/\/en\/products\/whole-milk$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Whole Milk");
  await expect(box).toHaveValue("");
});

test("Enter goes to the results page; a blank search is ignored", async ({ page }) => {
  await page.goto("/");
  const visited = mainFrameNavigations(page);
  const box = page.getByRole("combobox").first();
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await box.fill("  flatbrød ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=flatbr%C3%B8d$/);
  // A navigation from the blank search, however late, would have come before this one.
  expect(pathsOf(visited)).toEqual(["/products?search=flatbr%C3%B8d"]);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("flatbrød");
  await expect(page.getByTestId("product-card").first()).toContainText(/Flatbrød/i);
});

test("the search form works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  await page.getByRole("combobox").first().fill("cheese");
  await page.getByRole("combobox").first().press("Enter");
  await expect(page).toHaveURL(/\/en\/products\?search=cheese$/);
  await expect(page.getByTestId("product-card").first()).toContainText(/cheese/i);
  await context.close();
});

test("the suggestions endpoint validates its input and never answers 500", async ({ request }) => {
  const ok = await request.get("/api/search/suggestions?q=ost&lang=nb");
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as {
    suggestions: Array<{ id: string; name: string; slug: string; href: string; image: string; packageSize: string; priceRange: string }>;
  };
  expect(body.suggestions.length).toBeGreaterThan(0);
  expect(body.suggestions.length).toBeLessThanOrEqual(8);
  expect(Object.keys(body.suggestions[0]!)).toEqual(
    expect.arrayContaining(["id", "name", "slug", "href", "image", "packageSize", "priceRange"]),
  );
  expect((await (await request.get("/api/search/suggestions?q=%20o%20")).json()).suggestions).toEqual([]);
  expect((await (await request.get("/api/search/suggestions")).json()).suggestions).toEqual([]);
  expect((await request.get(`/api/search/suggestions?q=${"x".repeat(101)}`)).status()).toBe(400);
  expect((await request.get("/api/search/suggestions?q=ost&lang=xx")).status()).toBe(400);
  // The inactive demo product never appears.
  const inactive = await request.get("/api/search/suggestions?q=sjokolademelk&lang=nb");
  expect((await inactive.json()).suggestions).toEqual([]);
});

test("a word typed with two letters swapped still finds the product, in the suggestions and on the results page", async ({ page }) => {
  await page.goto("/en");
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("hoeny");
  await expect(page.getByRole("option", { name: /^Heather Honey\b/ })).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/products\?search=hoeny$/);
  await expect(page.getByTestId("product-card").first()).toContainText("Heather Honey");
});
