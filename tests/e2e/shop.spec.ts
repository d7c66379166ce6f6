import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/e2e-axe";

// The demo webshop: its 48 active products can be bought online (the inactive ones are only in the
// catalogue's back office); in Specialty Items, 12, of which Cloudberry Cream and Rakfisk are sold out.
const count = (page: Page) => page.getByTestId("result-count");
const filters = (page: Page) => page.getByRole("search", { name: "Filters" });
/** The number shown beside a filter's checkbox. */
const facetCount = (option: Locator) => option.locator("xpath=ancestor::label").getByTestId("facet-count");
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart \(/ });

test("filter by category and 'In stock': the counts change, the URL carries them, Back undoes; add to cart from the grid, with options in a dialog", async ({
  page,
}) => {
  await page.goto("/en/shop");
  await expect(count(page)).toContainText(/(?<!\d)48 products/);
  const specialty = filters(page).getByRole("checkbox", { name: /^Specialty Items/ });
  const inStock = filters(page).getByRole("checkbox", { name: /^In stock/ });
  await expect(facetCount(inStock)).toHaveText("46");
  await expect(facetCount(specialty)).toHaveText("12");

  await specialty.check();
  await expect(page).toHaveURL(/\/en\/shop\?category=specialty$/);
  await expect(count(page)).toContainText(/(?<!\d)12 products/);
  await expect(page.getByTestId("product-card")).toHaveCount(12);
  // The other facets' counts follow the category; its own facet's do not.
  await expect(facetCount(filters(page).getByRole("checkbox", { name: /^In stock/ }))).toHaveText("10");
  await expect(facetCount(filters(page).getByRole("checkbox", { name: /^Dairy Products/ }))).toHaveText("12");

  await filters(page)
    .getByRole("checkbox", { name: /^In stock/ })
    .check();
  await expect(page).toHaveURL(/\/en\/shop\?category=specialty&stock=in$/);
  await expect(count(page)).toContainText(/(?<!\d)10 products/);
  await expect(page.getByTestId("product-card").filter({ hasText: "Cloudberry Cream" })).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Chosen filters" }).getByRole("link", { name: "Remove filter: In stock" }),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/shop\?category=specialty$/);
  await expect(count(page)).toContainText(/(?<!\d)12 products/);
  await expect(page.getByTestId("product-card").filter({ hasText: "Cloudberry Cream" })).toContainText("Out of stock");

  await expect(cartButton(page)).toHaveAccessibleName("Cart (0 items)");
  await page.getByRole("button", { name: "Add to cart: Lingonberry Jam" }).click();
  // The count shows the add at once; the toast says the server has it (leaving sooner would cancel it).
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)");

  await page.goto("/en/shop?category=dairy");
  await page.getByRole("link", { name: "Choose options: Dairy Butter" }).click();
  const dialog = page.getByRole("dialog", { name: "Dairy Butter" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/shop\?category=dairy$/);
  await dialog.getByRole("combobox").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Add to cart: Dairy Butter" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart (2 items)", { timeout: 15_000 });
  await cartButton(page).click();
  await expect(page.getByRole("dialog", { name: /^Cart \(/ })).toContainText("Dairy Butter");
});

test("works without JavaScript: the filter form, the links that remove a filter, sorting and 'Add to cart'", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop");
  const form = page.getByRole("search", { name: "Filtre" });
  // On a desktop screen the filters are open without a click (a <details> that the layout opens).
  await form.getByRole("checkbox", { name: /^Meieriprodukter/ }).check();
  await form
    .getByRole("checkbox", { name: /^Økologisk/ })
    .first()
    .check();
  await form.getByLabel("Sorter etter").selectOption("price-desc");
  await form.getByRole("button", { name: "Bruk filtrene" }).click();
  await expect(page).toHaveURL(/\/shop\?category=meieri&category=okologisk&sort=price-desc$/);
  await expect(count(page)).toContainText(/(?<!\d)24 produkter/);
  const prices = (await page.getByTestId("price").allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
  expect(prices.length).toBeGreaterThan(10);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.getByRole("navigation", { name: "Valgte filtre" }).getByRole("link", { name: "Fjern filter: Økologisk" }).click();
  await expect(page).toHaveURL(/\/shop\?category=meieri&sort=price-desc$/);
  await expect(count(page)).toContainText(/(?<!\d)12 produkter/);

  await page.getByRole("button", { name: "Legg i handlekurven: Helmelk" }).click();
  await expect(page).toHaveURL(/\/shop\?category=meieri&sort=price-desc$/);
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: /^Handlekurv \(1 vare\)/ })
      .or(page.getByRole("banner").getByRole("button", { name: /^Handlekurv \(1 vare\)/ })),
  ).toBeVisible();
  // Without JavaScript 'Choose options' is the product page, where the same form is.
  await page.getByRole("link", { name: "Velg variant: Meierismør" }).click();
  await expect(page).toHaveURL(/\/products\/meierismor$/);
  await context.close();
});

test("a shared page like /products: cached for visitors, and the two pages say how they differ and link each other", async ({
  page,
  request,
}) => {
  const first = await request.get("/en/shop?category=dairy&stock=in");
  expect(first.status()).toBe(200);
  expect(["miss", "hit"]).toContain(first.headers()["x-cache"]);
  expect((await request.get("/en/shop?category=dairy&stock=in")).headers()["x-cache"]).toBe("hit");

  await page.goto("/en/products");
  await expect(page.getByRole("main")).toContainText("including those we sell on quote only");
  await page.getByRole("main").getByRole("link", { name: "Buy online in the webshop" }).click();
  await expect(page).toHaveURL(/\/en\/shop$/);
  await page
    .getByRole("main")
    .getByRole("link", { name: /The catalogue shows all our products/ })
    .click();
  await expect(page).toHaveURL(/\/en\/products$/);
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });
  for (const path of ["/shop", "/en/shop?category=dairy&stock=in", "/ar/shop?property=organic"]) {
    test(`axe finds nothing serious on ${path}, on a desktop and a phone`, async ({ page }) => {
      await page.goto(path);
      await expect(count(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator("summary").first().click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
