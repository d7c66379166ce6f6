import { type Browser, expect, type Page, test } from "@playwright/test";
import { outboxMailText } from "../support/e2e-auth";

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signIn(page: Page, email: string, password: string, then = "/en") {
  await page.goto(`/en/auth?redirectTo=${encodeURIComponent(then)}`);
  await page.getByRole("main").locator('input[name="email"]').fill(email);
  await page.getByRole("main").locator('input[name="password"]').fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
}

/** A registered, confirmed user signed in in a browser of its own, who leaves one Whole Milk in their cart. */
async function userWithCart(browser: Browser) {
  const email = uniqueEmail("buyer");
  const password = "cloudberry-jam-2024";
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/en/auth?mode=register");
  await page.getByRole("main").locator('input[name="email"]').fill(email);
  await page.getByRole("main").locator('input[name="password"]').fill(password);
  await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  const mail = await outboxMailText(browser, email, "/auth/verify?token=");
  const link = new URL(/https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(mail)![0]);
  await page.goto(link.pathname + link.search);
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to cart: Whole Milk" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await context.close();
  return { email, password };
}

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart \(/ });
const sheet = (page: Page) => page.getByRole("dialog", { name: /^Cart \(/ });

test("a guest fills a cart, signs in to an account with a cart, checks out by invoice and gets the e-mail; another browser cannot see the order", async ({
  page,
  browser,
}) => {
  const user = await userWithCart(browser);

  await page.goto("/en/products");
  await expect(cartButton(page)).toHaveAccessibleName("Cart (0 items)");
  await page.getByRole("button", { name: "Add to cart: Whole Milk" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)");
  await page.getByRole("button", { name: "Add to cart: Semi-Skimmed Milk" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Cart (2 items)");

  await cartButton(page).click();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByRole("button", { name: "Increase quantity of Whole Milk" }).click();
  await expect(sheet(page).getByRole("heading", { name: "Cart (3 items)" })).toBeVisible();
  await sheet(page).getByRole("button", { name: "Remove Semi-Skimmed Milk" }).click();
  await expect(page.getByText("Item removed from cart")).toBeVisible();
  await expect(sheet(page).getByRole("heading", { name: "Cart (2 items)" })).toBeVisible();
  await expect(sheet(page).getByTestId("cart-line")).toHaveCount(1);

  // The cart is kept on the server: a reload shows it again.
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Cart (2 items)");

  await signIn(page, user.email, user.password, "/en/cart");
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByText("2 items merged from your guest cart")).toBeVisible();
  await expect(page.getByRole("main").getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByRole("main").getByTestId("cart-line-quantity")).toHaveText("3");

  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByLabel("E-mail")).toHaveValue(user.email);
  await page.getByLabel("Full name").fill("Kari Nordmann");
  await page.getByLabel("Phone").fill("912 34 567");
  await page.getByLabel("Home delivery").check();
  await page.getByLabel("Street address").fill("Storgata 1");
  await page.getByLabel("Postcode").fill("26a0");
  await page.getByLabel("City").fill("Otta");
  await page.getByLabel("Invoice (14 days)").check();
  await page.getByLabel("I accept the terms of sale").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText("Enter a Norwegian postcode of 4 digits.")).toBeVisible();
  await page.getByLabel("Postcode").fill("2670");
  await page.getByLabel("I accept the terms of sale").check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/en\/order-success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").innerText()).replace(/\D/g, "");
  await expect(cartButton(page)).toHaveAccessibleName("Cart (0 items)");
  const orderUrl = page.url();

  const mail = await outboxMailText(browser, user.email, `Order confirmation ${orderNumber}`);
  expect(mail).toContain("3 × Whole Milk");
  expect(mail).toContain(new URL(orderUrl).pathname);

  await page.goto("/en/account");
  await expect(page.getByTestId("account-orders").getByRole("link", { name: `Order number ${orderNumber}` })).toBeVisible();

  const stranger = await browser.newContext();
  const response = await (await stranger.newPage()).goto(orderUrl);
  expect(response?.status()).toBe(404);
  await stranger.close();
});

test("cart and checkout work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");

  await page.goto("/en/cart");
  await page.getByRole("button", { name: "Increase quantity of Kefir" }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole("main").getByTestId("cart-line-quantity")).toHaveText("2");
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await page.getByLabel("Full name").fill("Ola Nordmann");
  await page.getByLabel("E-mail").fill(uniqueEmail("nojs"));
  await page.getByLabel("Phone").fill("+47 912 34 567");
  await page.getByLabel("Pay on pickup").check();
  await page.getByLabel("I accept the terms of sale").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  await expect(page.getByText("Pay on pickup")).toBeVisible();
  await context.close();
});

test("removing the last line on /cart says 'Item removed from cart' and ends the guest visit, with JavaScript and without", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    try {
      await page.goto("/en/products");
      await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
      // The answer has arrived (its guest cookie stored): the toast, or without JavaScript the redirect's message.
      await expect(page.getByText("Added to cart")).toBeVisible({ timeout: 15_000 });
      await page.goto("/en/cart");
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("main").getByTestId("cart-line")).toHaveCount(1);
      // With JavaScript the removal is a fetch that keeps the page; without, a form post and a redirect back.
      const removal = javaScriptEnabled
        ? page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname.endsWith(".data"))
        : null;
      await page.getByRole("main").getByRole("button", { name: "Remove Kefir" }).click();
      await removal;
      await expect(page.getByText("Item removed from cart"), javaScriptEnabled ? "with JavaScript" : "without JavaScript").toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole("main").getByText("Your cart is empty")).toBeVisible();
      await expect
        .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "storefront_guest"), { timeout: 15_000 })
        .toBe(false);
    } finally {
      await context.close();
    }
  }
});

test("pages shared between visitors show the empty cart; a visitor with a cart gets their own page", async ({ browser, request }) => {
  await request.get("/en/products");
  const shared = await request.get("/en/products");
  expect(shared.headers()["x-cache"]).toBe("hit");
  const html = await shared.text();
  expect(html).toContain("Cart (0 items)");
  expect(html).not.toContain('data-testid="cart-count"');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)");
  const cookies = await context.cookies();
  const guest = cookies.find((cookie) => cookie.name === "storefront_guest");
  expect(guest).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(guest!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Their own page: the cached one with the cart filled in for them (ADR 0035), never shared.
  const own = await page.request.get("/en/products");
  expect(own.headers()["x-cache"]).toBe("filled");
  expect(own.headers()["cache-control"]).toContain("private");
  expect(await own.text()).toContain("Cart (1 item)");
  await context.close();
});

test("confirming a new account from the e-mail brings the guest cart along", async ({ page, browser }) => {
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  const email = uniqueEmail("newbuyer");
  await page.goto("/en/auth?mode=register");
  await page.getByRole("main").locator('input[name="email"]').fill(email);
  await page.getByRole("main").locator('input[name="password"]').fill("cloudberry-jam-2024");
  await page.getByRole("main").getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  const link = new URL(/https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(await outboxMailText(browser, email, "/auth/verify?token="))![0]);
  await page.goto(link.pathname + link.search);
  // The confirmation lands on the home page in the link's language, signed in, with the guest's item in the account's cart.
  await expect(page.getByText("1 items merged from your guest cart")).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === "storefront_guest")).toBe(false);
  await page.goto("/en/cart");
  await expect(page.getByRole("main").getByRole("link", { name: "Kefir" })).toBeVisible();
});

test("the cart sheet keeps focus inside, closes on Escape back to the cart button, and an emptied guest cart ends the guest cookie", async ({
  page,
  context,
}) => {
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart (1 item)", { timeout: 15_000 });
  expect((await context.cookies()).some((cookie) => cookie.name === "storefront_guest")).toBe(true);

  await cartButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(sheet(page)).toBeVisible();
  const focusInSheet = () => page.evaluate(() => document.getElementById("cart-sheet")!.contains(document.activeElement));
  // More presses than the sheet has controls: Tab cycles inside, forwards and backwards.
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Tab");
    expect(await focusInSheet()).toBe(true);
  }
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInSheet()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // Opened by a click and closed by its close button, focus comes back to the cart button too.
  await cartButton(page).click();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByRole("button", { name: "Remove Kefir" }).click();
  await expect(sheet(page).getByText("Your cart is empty")).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "storefront_guest"), { timeout: 15_000 })
    .toBe(false);
  await sheet(page).getByRole("button", { name: "Close cart" }).click();
  await expect(sheet(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // No personal cookie left: this visitor is served the shared pages again.
  await page.request.get("/en/products");
  const shared = await page.request.get("/en/products");
  expect(shared.headers()["x-cache"]).toBe("hit");
  expect(shared.headers()["cache-control"]).toContain("public");
});

test("without a payment provider, a posted card or Vipps payment is refused with a clear message", async ({ page }) => {
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await page.goto("/en/checkout");
  await expect(page.getByRole("group", { name: "Payment" }).getByRole("radio")).toHaveCount(2);
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  for (const paymentMethod of ["card", "vipps"]) {
    const response = await page.request.post("/en/checkout", {
      headers: { origin: new URL(page.url()).origin },
      form: {
        idempotencyKey: key,
        name: "Kari",
        email: "kari@example.com",
        phone: "91234567",
        deliveryMethod: "pickup",
        paymentMethod,
        terms: "on",
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("That payment method is not offered here. Choose one of the payment methods listed.");
  }
});

/** Uses up an e-mail address's hourly allowance of the public forms' one limiter (three reset-link requests). */
async function useUpMailAllowance(page: Page, email: string) {
  for (let index = 0; index < 3; index += 1) {
    const response = await page.request.post("/en/auth/forgot-password", {
      headers: { origin: new URL(page.url()).origin },
      form: { email },
    });
    expect(response.status()).toBeLessThan(400);
  }
}

test("a checkout past the e-mail address's limit is refused with 429 and a translated message, the form keeping what was typed", async ({
  page,
}) => {
  const email = uniqueEmail("limited");
  await page.goto("/en/products");
  await useUpMailAllowance(page, email);
  await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await page.goto("/en/checkout");
  await page.getByLabel("Full name").fill("Kari Nordmann");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("912 34 567");
  await page.getByLabel("Home delivery").check();
  await page.getByLabel("Street address").fill("Storgata 1");
  await page.getByLabel("Postcode").fill("2670");
  await page.getByLabel("City").fill("Otta");
  await page.getByLabel("Invoice (14 days)").check();
  await page.getByLabel("I accept the terms of sale").check();
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/en/checkout"),
  );
  await page.getByRole("button", { name: "Place order" }).click();
  expect((await answered).status()).toBe(429);
  await expect(
    page.getByText("Too many orders have been sent from here or for this e-mail address. Please try again in an hour."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  for (const [label, value] of [
    ["Full name", "Kari Nordmann"],
    ["E-mail", email],
    ["Phone", "912 34 567"],
    ["Street address", "Storgata 1"],
    ["City", "Otta"],
  ] as const)
    await expect(page.getByLabel(label)).toHaveValue(value);
  // The cart is untouched, and the message speaks the page's language.
  await expect(page.getByRole("complementary")).toContainText("Kefir");
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  const form = {
    idempotencyKey: key,
    name: "Kari",
    email,
    phone: "91234567",
    deliveryMethod: "pickup",
    paymentMethod: "pay_on_pickup",
    terms: "on",
  };
  // Norwegian, the default language, has no prefix.
  for (const [prefix, text] of [
    ["", "Det er sendt for mange bestillinger herfra eller for denne e-postadressen. Prøv igjen om en time."],
    ["/ar", "أُرسل عدد كبير جدًا من الطلبات من هنا أو لعنوان البريد الإلكتروني هذا. يرجى المحاولة مرة أخرى بعد ساعة."],
  ] as const) {
    const response = await page.request.post(`${prefix}/checkout`, { headers: { origin: new URL(page.url()).origin }, form });
    expect(response.status()).toBe(429);
    expect(await response.text()).toContain(text);
  }
});

test("posting an option that names a prototype to /cart is refused, and adds nothing", async ({ page }) => {
  await page.goto("/en/products");
  const origin = new URL(page.url()).origin;
  const productId = await page
    .getByRole("button", { name: "Add to cart: Kefir" })
    .locator("xpath=ancestor::form")
    .locator('input[name="productId"]')
    .inputValue();
  for (const key of ["__proto__", "constructor", "prototype"]) {
    const response = await page.request.post("/en/cart", {
      headers: { origin },
      form: { intent: "add", productId, quantity: "1", js: "1", [`option.${key}`]: "x" },
    });
    expect(response.status()).toBe(400);
  }
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart \(/ })).toHaveAccessibleName("Cart (0 items)");
});
