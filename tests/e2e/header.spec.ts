import { expect, test } from "@playwright/test";
import { SEARCH_DEBOUNCE_MS } from "../../app/lib/catalog-params";
import { mainFrameNavigations, pathsOf, suggestionRequests } from "../support/e2e-watch";

test.describe("header (horizontal style)", () => {
  test("shows the logo, company name, translated menu, search and Sign In, with the home item active", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner).toHaveAttribute("data-menu-style", "horizontal");
    await expect(banner.getByRole("link", { name: "Fjellgården Mat AS" })).toHaveAttribute("href", "/");
    const menu = banner.getByRole("navigation", { name: "Hovedmeny" });
    for (const title of ["Hjem", "Produkter", "Kategorier", "Om oss", "Kontakt oss"])
      await expect(menu.getByRole("link", { name: title, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Hjem" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Produkter", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(banner.getByRole("combobox", { name: "Søk etter produkter" })).toHaveAttribute("placeholder", "Søk etter produkter");
    await expect(banner.getByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/auth");
    await expect(page.locator("link[rel=icon]")).toHaveAttribute("href", "/demo/favicon.svg");
  });

  test("a sub-menu opens and closes from the keyboard", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const toggle = page.getByRole("button", { name: "Undermeny for Produkter" });
    const dairy = page.getByRole("banner").getByRole("link", { name: "Meieriprodukter" });
    await expect(dairy).toBeHidden();
    // Reach the button with Tab from the link before it.
    await page.getByRole("banner").getByRole("link", { name: "Produkter", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dairy).toBeVisible();
    await expect(dairy).toHaveAttribute("href", "/products?category=dairy");
    // The panel's links come next in the tab order.
    await page.keyboard.press("Tab");
    await expect(dairy).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dairy).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dairy).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(dairy).toBeHidden();
  });

  test("the search box ignores blank searches and goes to the product list with the trimmed term", async ({ page }) => {
    // The page's timers run on a clock the test can move: pending debounces fire when it says so.
    await page.clock.install();
    await page.goto("/en");
    await page.waitForLoadState("networkidle");
    const visited = mainFrameNavigations(page);
    const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await search.fill("   ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/en$/);
    // While the results load, the search icon becomes a loading indicator.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/products.data*", async (route) => {
      await held;
      await route.continue();
    });
    await search.fill("  brown cheese ");
    const requested = suggestionRequests(page);
    await search.press("Enter");
    await expect(page.getByRole("banner").getByRole("status", { name: "Searching..." })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/en\/products\?search=brown%20cheese$/);
    // The blank search navigated nowhere: a late navigation from it would have come before this one.
    expect(pathsOf(visited)).toEqual(["/en/products?search=brown%20cheese"]);
    await expect(page.getByRole("banner").getByRole("status")).toHaveCount(0);
    // The submitted term's suggestion timer must not reopen the panel on the results page: run every
    // pending timer, then type a new term, whose suggestions do open (so requests were being made).
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 300);
    await expect(page.getByTestId("search-panel")).toHaveCount(0);
    await search.fill("brown");
    await page.clock.runFor(SEARCH_DEBOUNCE_MS + 300);
    await expect(page.getByTestId("search-panel")).toBeVisible();
    expect(requested).toEqual(["brown"]);
  });
});

test.describe("languages", () => {
  test("switching to English and to Arabic goes to the same page in that language and stores the choice", async ({ page, context }) => {
    await page.goto("/");
    const cookie = async () => (await context.cookies()).find((candidate) => candidate.name === "preferred-language");

    await page.getByRole("button", { name: "Språk: Norsk bokmål" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Home" })).toBeVisible();
    const english = await cookie();
    expect(english?.value).toBe("en");
    expect(english?.path).toBe("/");
    expect(english?.sameSite).toBe("Lax");
    expect(english!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);

    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    expect((await cookie())?.value).toBe("ar");
    // The layout mirrors: the logo sits at the right-hand side.
    const logo = await page.getByRole("banner").getByRole("link", { name: "Fjellgården Mat AS" }).boundingBox();
    expect(logo!.x).toBeGreaterThan(640);

    // Back to Norwegian: the cookie says so, so the unprefixed page no longer redirects.
    await page.getByRole("button", { name: /^اللغة/ }).click();
    await page.getByRole("link", { name: "Norsk bokmål" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect((await cookie())?.value).toBe("nb");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("the language route keeps the path and query, and refuses other sites and unknown languages", async ({ request }) => {
    const response = await request.get("/language?code=en&to=%2Far%2Fproducts%3Fcategory%3Ddairy", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/en/products?category=dairy");
    expect(response.headers()["set-cookie"]).toMatch(/^preferred-language=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const home = await request.get("/language?code=nb&to=%2Fen%2Fabout", { maxRedirects: 0 });
    expect(home.headers().location).toBe("/about");
    // A product page goes straight to the product's slug in that language, not through a second redirect.
    const product = await request.get("/language?code=en&to=%2Fproducts%2Fhelmelk%3Fx%3D1", { maxRedirects: 0 });
    expect(product.headers().location).toBe("/en/products/whole-milk?x=1");
    for (const to of ["//evil.example/x", "https://evil.example", "/\\evil.example", "/%2F%2Fevil.example"]) {
      const offsite = await request.get(`/language?code=en&to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
      expect(offsite.headers().location).toBe("/en");
    }
    expect((await request.get("/language?code=xx", { maxRedirects: 0 })).status()).toBe(400);
  });

  test("a first visit without a prefix follows the cookie, then the browser language", async ({ browser, baseURL }) => {
    const english = await browser.newContext({ locale: "en-GB", baseURL });
    const page = await english.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await english.close();

    const arabicCookie = await browser.newContext({ locale: "en-GB", baseURL });
    await arabicCookie.addCookies([{ name: "preferred-language", value: "ar", url: baseURL! }]);
    const second = await arabicCookie.newPage();
    await second.goto("/about?x=1");
    await expect(second).toHaveURL(/\/ar\/about\?x=1$/);
    await arabicCookie.close();

    const german = await browser.newContext({ locale: "de-DE", baseURL });
    const third = await german.newPage();
    await third.goto("/");
    await expect(third).toHaveURL(/:\d+\/$/);
    await german.close();
  });

  test("the redirect is a 302 that varies on Cookie and Accept-Language, and skips bots, other methods and non-pages", async ({
    request,
  }) => {
    const browserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    const redirected = await request.get("/", {
      headers: { "accept-language": "en-US,en;q=0.9", "user-agent": browserAgent },
      maxRedirects: 0,
    });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers().location).toBe("/en");
    expect(redirected.headers().vary).toMatch(/Cookie, Accept-Language/);
    const byCookie = await request.get("/", {
      headers: { cookie: "preferred-language=ar", "accept-language": "en", "user-agent": browserAgent },
      maxRedirects: 0,
    });
    expect(byCookie.headers().location).toBe("/ar");
    const product = await request.get("/products/helmelk", {
      headers: { "accept-language": "en-US,en;q=0.9", "user-agent": browserAgent },
      maxRedirects: 0,
    });
    expect(product.status()).toBe(302);
    expect(product.headers().location).toBe("/en/products/whole-milk");
    const category = await request.get("/categories/meieri?sort=price", {
      headers: { "accept-language": "en", "user-agent": browserAgent },
      maxRedirects: 0,
    });
    expect(category.headers().location).toBe("/en/categories/dairy?sort=price");
    const stays = await request.get("/", { headers: { "accept-language": "nb-NO", "user-agent": browserAgent }, maxRedirects: 0 });
    expect(stays.status()).toBe(200);
    expect(stays.headers().vary).toMatch(/Accept-Language/);

    const bot = await request.get("/", {
      headers: { "accept-language": "en", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(200);
    const post = await request.post("/", { headers: { "accept-language": "en", "user-agent": browserAgent }, maxRedirects: 0 });
    expect(post.status()).not.toBe(302);
    const file = await request.get("/favicon.svg", { headers: { "accept-language": "en", "user-agent": browserAgent }, maxRedirects: 0 });
    expect(file.status()).toBe(200);
    const health = await request.get("/healthz", { headers: { "accept-language": "en", "user-agent": browserAgent }, maxRedirects: 0 });
    expect(health.status()).toBe(200);
  });
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the menu button, keeps focus inside, closes on Escape and on navigation", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const toggle = page.getByRole("button", { name: "Åpne meny" });
    const drawer = page.getByRole("dialog", { name: "Meny" });
    await expect(drawer).toBeHidden();
    await toggle.click();
    await expect(drawer).toBeVisible();
    // It slides in from the start edge; measure once the animation has settled.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())!.width).toBe(320);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole("link", { name: "Om oss" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test("the footer shows the company and four link sections with translated titles and localized links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const title of ["Snarveier", "Produkter", "Kundeservice", "Juridisk"])
    await expect(footer.getByRole("heading", { name: title })).toBeAttached();
  await expect(footer.getByRole("navigation", { name: "Kundeservice" }).getByRole("link")).toHaveText([
    "Kontakt oss",
    "Forhandlere",
    "Kundeservice",
    "Kvalitetssikring",
  ]);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Fjellgården Mat AS. Alle rettigheter forbeholdt.`);

  await page.goto("/en");
  for (const title of ["Quick Links", "Products", "Support", "Legal"])
    await expect(footer.getByRole("heading", { name: title })).toBeAttached();
  await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/en/about");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/en/privacy");
  // Four columns on large screens.
  const columns = await footer
    .locator("> div")
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(4);
});

test("sub-menus, the language switcher and the drawer work before JavaScript loads", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "nb-NO", baseURL });
  try {
    const page = await context.newPage();
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Undermeny for Produkter" }).click();
    await expect(banner.getByRole("link", { name: "Meieriprodukter" })).toBeVisible();
    await page.keyboard.press("Escape");
    await banner.getByRole("button", { name: "Språk: Norsk bokmål" }).click();
    await banner.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  } finally {
    await context.close();
  }
});
