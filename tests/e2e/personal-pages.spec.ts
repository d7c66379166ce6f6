import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { registeredUser } from "../support/e2e-auth";
import { signedInContext } from "../support/e2e-flows";

// Issue 29 / ADR 0035: a visitor with a cart or a session gets the cached page with its holes
// (header controls, cart sheet, the JSON block of their state) filled in for them.

// A query parameter the pages ignore but the cache keys on: each test gets entries of its own.
const fresh = (path: string) =>
  `${path}${path.includes("?") ? "&" : "?"}probe=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const cartButton = (page: Page) => page.getByRole("banner").getByTestId("cart-button").first();
const sheet = (page: Page) => page.getByRole("dialog", { name: /^Cart \(/ });

/** Adds Whole Milk `quantity` times from its English product page, as a visitor does, and waits for the count. */
async function addWholeMilk(page: Page, quantity: number, expectedCount: number) {
  await page.goto("/en/products/whole-milk");
  await page.getByRole("main").getByLabel("Quantity").fill(String(quantity));
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName(`Cart (${expectedCount} item${expectedCount === 1 ? "" : "s"})`);
}

/** A signed-in customer with `quantity` of Whole Milk in their cart. */
async function customerWithCart(browser: Browser, label: string, quantity: number) {
  const registering = await browser.newContext();
  const account = await registeredUser(await registering.newPage(), browser, label);
  await registering.close();
  const { context, page } = await signedInContext(browser, account);
  await addWholeMilk(page, quantity, quantity);
  return { account, context, page };
}

/** The markup between each hole's marks, by hole name (the first occurrence). */
function holesOf(html: string): Map<string, string> {
  const holes = new Map<string, string>();
  for (const [, name, content] of html.matchAll(
    /<template data-hole="([a-z-]+)"><\/template>(.*?)<template data-hole-end=""><\/template>/gs,
  ))
    if (!holes.has(name!)) holes.set(name!, content!);
  return holes;
}

async function filled(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-cache"]).toBe("filled");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  return response.text();
}

test("two customers and a guest each see only their own cart and account on pages served from the cache, and anonymous visitors nothing of theirs", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const kari = await customerWithCart(browser, "kari-personal", 2);
  const ola = await customerWithCart(browser, "ola-personal", 5);
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await addWholeMilk(guestPage, 3, 3);
  const anonymous = await browser.newContext();
  try {
    const visitors = [
      { name: "Kari", request: kari.context.request, email: kari.account.email, count: "2", others: [ola.account.email] },
      { name: "Ola", request: ola.context.request, email: ola.account.email, count: "5", others: [kari.account.email] },
      { name: "the guest", request: guestContext.request, email: null, count: "3", others: [kari.account.email, ola.account.email] },
    ];
    for (const path of ["/en/products/whole-milk", "/en/products", "/en", "/products/helmelk"].map(fresh)) {
      // In turns, so that every visitor's page comes from the entry the one before filled.
      for (let round = 0; round < 2; round++) {
        for (const visitor of visitors) {
          const html = await filled(visitor.request, path);
          const holes = holesOf(html);
          expect(holes.get("cart-button"), `${visitor.name} on ${path}`).toContain(`data-testid="cart-count">${visitor.count}<`);
          if (visitor.email) expect(holes.get("account")).toContain(visitor.email);
          else expect(holes.get("account")).toMatch(/href="(\/en)?\/auth"/);
          for (const other of visitor.others) expect(html).not.toContain(other);
          // Edit Mode's switch is an admin's alone.
          expect(html).not.toMatch(/action="(\/en)?\/edit-mode"/);
        }
      }
      const shared = await anonymous.request.get(path);
      expect(shared.headers()["x-cache"]).toBe("hit");
      expect(shared.headers()["cache-control"]).toBe("public, no-cache");
      const html = await shared.text();
      for (const visitor of visitors) if (visitor.email) expect(html).not.toContain(visitor.email);
      expect(html).not.toContain('data-testid="cart-count"');
      expect(holesOf(html).get("data")).toContain('"user":null');
      expect(holesOf(html).get("data")).toContain('"cart":null');
    }
  } finally {
    await Promise.all([kari.context.close(), ola.context.close(), guestContext.close(), anonymous.close()]);
  }
});

test("a filled page hydrates without an error and works: the cart sheet, the account menu, adding to the cart, signing out", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const kari = await customerWithCart(browser, "kari-hydrate", 1);
  const { page } = kari;
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    const response = await page.goto(fresh("/en/products/whole-milk"));
    expect(response?.headers()["x-cache"]).toBe("filled");
    await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)");

    await cartButton(page).click();
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByTestId("cart-line")).toHaveCount(1);
    await sheet(page).getByRole("button", { name: "Increase quantity of Whole Milk" }).click();
    await expect(sheet(page).getByRole("heading", { name: "Cart (2 items)" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart (3 items)");
    // The next document is filled from what the writes left, not from what this process kept before them.
    const again = await page.reload();
    expect(again?.headers()["x-cache"]).toBe("filled");
    await expect(cartButton(page)).toHaveAccessibleName("Cart (3 items)");

    // A link followed in the browser keeps the visitor's header, and asks only for the page's own
    // data: the same for everyone, so answered from the cache for this visitor too.
    const data = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/en/products.data");
    await page.getByRole("main").getByRole("navigation").getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/en\/products$/);
    const navigation = await data;
    expect(new URL(navigation.url()).searchParams.get("_routes")).not.toContain("root");
    expect(navigation.headers()["x-cache"]).toMatch(/^(hit|miss)$/);
    await expect(cartButton(page)).toHaveAccessibleName("Cart (3 items)");

    const menu = page.getByRole("banner").locator("summary", { hasText: kari.account.email });
    await menu.click();
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart (0 items)");
    const signedOut = await page.goto("/en/products/whole-milk");
    expect(signedOut?.headers()["x-cache"]).toMatch(/^(hit|miss)$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await kari.context.close();
  }
});

test("a page that shows the visitor's state outside its holes (a restaurant's menu and its cart notice) is rendered for them whole", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await addWholeMilk(page, 1, 1);
    const path = fresh("/en/restaurant-menu/fjellgarden-kafe");
    // Cached for everyone first (no visitor's state in it), then asked for by the visitor with a cart.
    await browser.newContext().then(async (anonymous) => {
      await anonymous.request.get(path);
      expect((await anonymous.request.get(path)).headers()["x-cache"]).toBe("hit");
      await anonymous.close();
    });
    const own = await page.goto(path);
    expect(own?.headers()["x-cache"]).toBeUndefined();
    expect(own?.headers()["cache-control"]).toBe("private, no-store");
    await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)");
  } finally {
    await context.close();
  }
});

test("without JavaScript a filled page is whole: the count, the account and the cart sheet's lines", async ({ browser }) => {
  const kari = await customerWithCart(browser, "kari-nojs", 4);
  const state = await kari.context.storageState();
  await kari.context.close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  try {
    const page = await context.newPage();
    const response = await page.goto(fresh("/en/products"));
    expect(response?.headers()["x-cache"]).toBe("filled");
    await expect(page.getByTestId("cart-count").first()).toHaveText("4");
    await expect(page.getByRole("banner").locator("summary", { hasText: kari.account.email })).toBeVisible();
    await cartButton(page).click();
    await expect(sheet(page).getByTestId("cart-line")).toHaveCount(1);
    await expect(sheet(page).getByTestId("cart-subtotal")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a hole rendered standing alone is the markup the whole page renders for the same visitor on the same page", async ({ browser }) => {
  const kari = await customerWithCart(browser, "kari-parity", 2);
  try {
    const cookie = (await kari.context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    // A query with characters that markup escapes: the cart sheet's forms carry the page's path and query.
    const path = fresh("/en/products?sort=name&note=it's");
    const filledHtml = await (async () => {
      const response = await kari.context.request.get(path, { headers: { cookie } });
      expect(response.headers()["x-cache"]).toBe("filled");
      return response.text();
    })();
    // The same page rendered whole for the same visitor: a pending toast makes a page theirs alone.
    const whole = await kari.context.request.get(path, { headers: { cookie: `${cookie}; storefront_flash=toast.profileSaved||k1` } });
    expect(whole.headers()["x-cache"]).toBeUndefined();
    const wholeHtml = await whole.text();
    expect(wholeHtml).not.toContain('id="personal-data"');
    const filledHoles = holesOf(filledHtml);
    const wholeHoles = holesOf(wholeHtml);
    expect([...filledHoles.keys()].sort()).toEqual(["account", "cart-button", "cart-sheet", "data"]);
    for (const name of ["account", "cart-button", "cart-sheet"]) expect(filledHoles.get(name), name).toBe(wholeHoles.get(name));
    expect(filledHoles.get("cart-sheet")).toContain('data-testid="cart-line"');
    expect(filledHoles.get("cart-sheet")).toContain("sort=name&amp;note=it%27s");
    // A second page for the same visitor: the kept holes with this page's path and query.
    const other = holesOf(await filled(kari.context.request, fresh("/en/products/whole-milk")));
    expect(other.get("account")).toBe(filledHoles.get("account"));
    expect(other.get("cart-sheet")).toContain('name="redirectTo" value="/en/products/whole-milk?probe=');
  } finally {
    await kari.context.close();
  }
});
