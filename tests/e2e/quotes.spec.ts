import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "../support/e2e-axe";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { outboxMailText } from "../support/e2e-auth";

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
// Server work (a post, a reload, a mail) under a loaded machine: wait generously for its result.
const slow = { timeout: 20_000 };

async function signInAsAdmin(page: Page) {
  await page.goto(`/en/auth?redirectTo=${encodeURIComponent("/en/admin/quotes")}`);
  await page.getByRole("main").locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.getByRole("main").locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible(slow);
}

const quoteButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Quote \(/ });
const sheet = (page: Page) => page.getByRole("dialog", { name: /^Cart \(/ });

async function fillRequest(page: Page, email: string, orgNumber: string) {
  await page.getByLabel("Contact name").fill("Kari Nordmann");
  await page.getByLabel("Company").fill("Fjellkafeen AS");
  await page.getByLabel("Organisation number (optional)").fill(orgNumber);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("912 34 567");
  await page.getByLabel("Delivery postcode").fill("2670");
  await page.getByLabel("Desired delivery date").fill("2099-06-01");
  await page.getByLabel("Message").fill("Weekly deliveries from June.");
}

test("a guest asks for a quote on two products, the admin prices and sends it, the customer accepts it from the e-mail and the order has the quoted prices", async ({
  page,
  browser,
}) => {
  // The whole journey, three browsers and two mails long (the desk's list, its audit entry): over a minute on a loaded machine.
  test.setTimeout(120_000);
  const email = uniqueEmail("quote");
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to quote: Whole Milk" }).click();
  await expect(page.getByText("Added to quote").first()).toBeVisible(slow);
  await expect(quoteButton(page)).toHaveAccessibleName("Quote (1 item)", slow);
  await page.getByRole("button", { name: "Add to quote: Semi-Skimmed Milk" }).click();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote (2 items)", slow);
  // The cart is a different list: it stays empty.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart \(/ })).toHaveAccessibleName("Cart (0 items)");

  await quoteButton(page).click();
  await expect(sheet(page)).toBeVisible();
  const notes = sheet(page).getByRole("textbox", { name: "Notes for Whole Milk" });
  await expect(notes).toHaveAttribute("rows", "2");
  await notes.fill("Lactose free, 20 crates a week");
  await sheet(page).getByRole("button", { name: "Save notes: Whole Milk" }).click();
  await expect(page.getByText("Notes saved").first()).toBeVisible(slow);

  // Kept on the server: a reload shows the basket and the notes again.
  await page.reload();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote (2 items)", slow);
  await quoteButton(page).click();
  await expect(sheet(page).getByRole("textbox", { name: "Notes for Whole Milk" })).toHaveValue("Lactose free, 20 crates a week");
  await sheet(page).getByRole("link", { name: "Request Quote" }).click();
  await expect(page).toHaveURL(/\/en\/quote-checkout$/, slow);
  await expect(page.getByRole("main").getByTestId("quote-item")).toHaveCount(2);

  await fillRequest(page, email, "923 609 017");
  await page.getByLabel("Desired delivery date").fill("2020-01-01");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByText("Enter a valid Norwegian organisation number (9 digits) or leave the field empty.")).toBeVisible(slow);
  await expect(page.getByText("Choose a valid date, today or later.")).toBeVisible();
  await page.getByLabel("Organisation number (optional)").fill("923 609 016");
  await page.getByLabel("Desired delivery date").fill("2099-06-01");
  await page.getByRole("button", { name: "Send quote request" }).click();

  await expect(page).toHaveURL(/\/en\/quote-success\?quote=[0-9a-f-]{36}$/, slow);
  await expect(page.getByRole("heading", { name: "Thank you for your quote request!" })).toBeVisible();
  const reference = (await page.getByTestId("quote-reference").innerText()).replace(/^Reference /, "");
  expect(reference).toMatch(/^Q-\d{5}$/);
  await expect(quoteButton(page)).toHaveCount(0);
  const receipt = await outboxMailText(browser, email, `Quote request ${reference}`);
  expect(receipt).toContain("1 × Whole Milk (Lactose free, 20 crates a week)");

  // The admin prices the request and sends it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.getByLabel("Search quotes").fill(reference);
  await admin.getByRole("button", { name: "Filter" }).click();
  // The list counts the request's items: one of each milk.
  const row = admin.getByTestId("admin-quote-row").filter({ hasText: reference });
  await expect(row.getByRole("cell").nth(4)).toHaveText("2", slow);
  await admin.getByRole("link", { name: reference }).click();
  await expect(admin.getByRole("heading", { name: `Quote ${reference}` })).toBeVisible(slow);
  await expect(admin.getByTestId("admin-quote-status")).toHaveText("Requested");
  // The back office's one amount reader: "kr 19,90" as well as "19.90".
  await admin.getByLabel("Unit price for Whole Milk").fill("kr 19,90");
  await admin.getByLabel("Unit price for Semi-Skimmed Milk").fill("17,50");
  await admin.getByLabel("Discount (%)").fill("10");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" }).format(new Date());
  await admin.getByLabel("Valid until").fill(today);
  await admin.getByLabel("Message to the customer").fill("Delivery on Tuesdays.");
  await admin.getByRole("button", { name: "Send quote" }).click();
  await expect(admin.getByTestId("admin-quote-status")).toHaveText("Quoted", slow);
  // Pricing is in the audit log, like every back-office write.
  const quoteId = new URL(admin.url()).pathname.split("/").pop()!;
  await admin.goto(`/en/admin/audit?entity=quote&entityId=${quoteId}`);
  await expect(admin.locator('[data-audit-action="quote.send"]')).toHaveCount(1, slow);
  // The desk speaks the admin's language too, right to left in Arabic.
  await admin.goto("/ar/admin/quotes");
  await expect(admin.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(admin.getByRole("heading", { name: "عروض الأسعار", level: 1 })).toBeVisible();
  await expect(admin.getByTestId("admin-quote-row").filter({ hasText: reference })).toContainText("تم تقديم العرض");
  await adminContext.close();

  // The customer opens the e-mailed link in a browser without any of their cookies.
  const mail = await outboxMailText(browser, email, `Your quote ${reference}`);
  expect(mail).toContain("Delivery on Tuesdays.");
  const link = new URL(/https?:\/\/\S+\/quotes\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43}/.exec(mail)![0]);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(link.pathname + link.search);
  await expect(customer.getByRole("heading", { name: `Quote ${reference}` })).toBeVisible(slow);
  await expect(customer.getByTestId("quote-status")).toHaveText("Quoted");
  // 10 % off: 19.90 → 17.91, 17.50 → 15.75.
  await expect(customer.getByTestId("quote-lines")).toContainText("17,91");
  await expect(customer.getByTestId("quote-lines")).toContainText("15,75");
  await customer.getByLabel("Pick up at the factory").check();
  await customer.getByLabel("Invoice (14 days)").check();
  await customer.getByLabel("I accept the terms of sale").check();
  await customer.getByRole("button", { name: "Accept quote" }).click();
  await expect(customer).toHaveURL(/\/en\/order-success\/[0-9a-f-]{36}$/, slow);
  await expect(customer.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  const main = customer.getByRole("main");
  await expect(main).toContainText("Whole Milk");
  await expect(main).toContainText("17,91");
  await expect(main).toContainText("15,75");
  await expect(main).toContainText("33,66");

  // The quote now shows as accepted, with its order.
  await customer.goto(link.pathname + link.search);
  await expect(customer.getByTestId("quote-status")).toHaveText("Accepted", slow);
  await expect(customer.getByRole("button", { name: "Accept quote" })).toHaveCount(0);

  // A wrong key, or none, is a 404.
  const wrongKey = link.searchParams.get("key")!.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(`${link.pathname}?key=${wrongKey}`))?.status()).toBe(404);
  expect((await strangerPage.goto(link.pathname))?.status()).toBe(404);
  // Whoever holds the e-mailed link sees the quote and the order it became.
  await strangerPage.goto(link.pathname + link.search);
  await strangerPage.getByRole("link", { name: "View the order" }).click();
  await expect(strangerPage.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible(slow);
  await stranger.close();
  await customerContext.close();
});

test("the quote basket, the request, the quote desk and accepting work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to quote: Kefir" }).click();
  await expect(page).toHaveURL(/\/en\/products$/, slow);
  await expect(page.getByTestId("quote-count").first()).toHaveText("1");
  await page.getByRole("button", { name: "Add to quote: Kefir" }).click();
  await expect(page.getByTestId("quote-count").first()).toHaveText("2", slow);

  await page.goto("/en/quote-checkout");
  const main = page.getByRole("main");
  await expect(main.getByTestId("quote-item-quantity")).toHaveText("2");
  await main.getByRole("textbox", { name: "Notes for Kefir" }).fill("Plain, 1 litre");
  await main.getByRole("button", { name: "Save notes: Kefir" }).click();
  await expect(main.getByRole("textbox", { name: "Notes for Kefir" })).toHaveValue("Plain, 1 litre", slow);
  await main.getByRole("button", { name: "Decrease quantity of Kefir" }).click();
  await expect(main.getByTestId("quote-item-quantity")).toHaveText("1", slow);

  await fillRequest(page, uniqueEmail("nojs-quote"), "");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your quote request!" })).toBeVisible(slow);
  const reference = (await page.getByTestId("quote-reference").innerText()).replace(/^Reference /, "");
  await page.getByRole("link", { name: "View your quote request" }).click();
  await expect(page.getByTestId("quote-status")).toHaveText("Requested", slow);
  await expect(page.getByRole("main")).toContainText("Plain, 1 litre");
  const quotePath = new URL(page.url()).pathname;

  const adminContext = await browser.newContext({ javaScriptEnabled: false });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.getByLabel("Status").selectOption("requested");
  await admin.getByLabel("Search quotes").fill(reference);
  await admin.getByRole("button", { name: "Filter" }).click();
  await admin.getByRole("link", { name: reference }).click();
  await admin.getByLabel("Unit price for Kefir").fill("thirty");
  await admin.getByLabel("Valid until").fill("2099-12-31");
  await admin.getByRole("button", { name: "Send quote" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "Kefir: enter a price in NOK, e.g. 149.90." })).toBeVisible(slow);
  await admin.getByLabel("Unit price for Kefir").fill("30");
  await admin.getByLabel("Valid until").fill("2099-12-31");
  await admin.getByRole("button", { name: "Send quote" }).click();
  await expect(admin.getByTestId("admin-quote-status")).toHaveText("Quoted", slow);
  await adminContext.close();

  // The guest browser that asked sees its quote without the e-mail's key, and accepts it with delivery to an address.
  await page.goto(quotePath);
  await expect(page.getByTestId("quote-status")).toHaveText("Quoted", slow);
  await page.getByLabel("Home delivery").check();
  await page.getByLabel("Street address").fill("Storgata 1");
  await page.getByLabel("City").fill("Otta");
  await page.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByText("You must accept the terms of sale to place the order.")).toBeVisible(slow);
  await page.getByLabel("Home delivery").check();
  await page.getByLabel("Street address").fill("Storgata 1");
  await page.getByLabel("City").fill("Otta");
  await page.getByLabel("I accept the terms of sale").check();
  await page.getByRole("button", { name: "Accept quote" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible(slow);
  await expect(page.getByRole("main")).toContainText("Storgata 1");
  await expect(page.getByRole("main")).toContainText("30,00");
  await context.close();
});

test("an empty quote basket offers the way back to the products, in every language and right to left in Arabic", async ({ page }) => {
  for (const [prefix, heading, link, dir] of [
    ["", "Be om tilbud", "Se produktene", "ltr"],
    ["/en", "Request a quote", "Browse products", "ltr"],
    ["/ar", "طلب عرض سعر", "تصفّح المنتجات", "rtl"],
  ] as const) {
    await page.goto(`${prefix}/quote-checkout`);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: link })).toHaveAttribute("href", `${prefix}/products`);
    await expect(page.getByRole("main").getByRole("button", { name: /./ })).toHaveCount(0);
  }
});

test("pages shared between visitors carry no quote count; a visitor with a basket gets their own page", async ({ browser, request }) => {
  await request.get("/en/categories");
  const shared = await request.get("/en/categories");
  expect(shared.headers()["x-cache"]).toBe("hit");
  expect(await shared.text()).not.toContain('data-testid="quote-count"');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/ar/products");
  await page
    .getByRole("button", {
      name: "أضف إلى عرض السعر: " + (await page.getByTestId("product-card").first().getByRole("heading").innerText()),
    })
    .click();
  await expect(page.getByText("أضيف إلى عرض السعر").first()).toBeVisible(slow);
  await expect(page.getByTestId("quote-count").first()).toHaveText("1", slow);
  // Their own page: the cached one with the quote control filled in for them (ADR 0035), never shared.
  const own = await page.request.get("/en/categories");
  expect(own.headers()["x-cache"]).toBe("filled");
  expect(await own.text()).toContain('data-testid="quote-count"');
  await context.close();
});

test("the quote desk answers only admins", async ({ request }) => {
  const anonymous = await request.get("/en/admin/quotes", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/en\/auth\?redirectTo=/);
  // A post from another site is refused before any page code runs.
  const forged = await request.post("/en/admin/quotes/00000000-0000-4000-8000-000000000000", {
    form: { intent: "cancel" },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});

test.describe("accessibility", () => {
  // The site's CSP forbids injected scripts; this context lets the test inject axe-core only.
  test.use({ bypassCSP: true });

  test("the sheet's quote section, /quote-checkout, /quote-success and the quote page have no serious violations, right to left in Arabic", async ({
    page,
  }) => {
    await page.goto("/ar/products/whole-milk");
    await page
      .getByRole("main")
      .getByRole("button", { name: /^أضف إلى عرض السعر/ })
      .click();
    await expect(quoteButtonAr(page)).toBeVisible(slow);
    await quoteButtonAr(page).click();
    await expect(page.getByTestId("quote-section")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/ar/quote-checkout");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("اسم جهة الاتصال").fill("كاري");
    await page.getByLabel("الشركة", { exact: true }).fill("Fjellkafeen AS");
    await page.getByLabel("البريد الإلكتروني").fill(uniqueEmail("ar-quote"));
    await page.getByLabel("الهاتف").fill("91234567");
    await page.getByLabel("الرمز البريدي للتوصيل").fill("2670");
    await page.getByLabel("تاريخ التوصيل المطلوب").fill("2099-06-01");
    await page.getByRole("button", { name: "إرسال طلب عرض السعر" }).click();
    await expect(page).toHaveURL(/\/ar\/quote-success\?quote=/, slow);
    await expect(page.getByRole("heading", { name: "شكرًا على طلب عرض السعر!" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "عرض طلب عرض السعر" }).click();
    await expect(page).toHaveURL(/\/ar\/quotes\/[0-9a-f-]{36}$/, slow);
    await expect(page.getByTestId("quote-status")).toHaveText("مطلوب");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

const quoteButtonAr = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^عرض السعر \(/ });

test("a quote request past the e-mail address's limit is refused with 429 and a translated message, the form keeping what was typed", async ({
  page,
}) => {
  const email = uniqueEmail("limited-quote");
  await page.goto("/en/products");
  const origin = new URL(page.url()).origin;
  // The public forms share one limiter: three reset-link requests use up the address's hour.
  for (let index = 0; index < 3; index += 1)
    expect((await page.request.post("/en/auth/forgot-password", { headers: { origin }, form: { email } })).status()).toBeLessThan(400);
  await page.getByRole("button", { name: "Add to quote: Whole Milk" }).click();
  await expect(quoteButton(page)).toHaveAccessibleName("Quote (1 item)", slow);
  await page.goto("/en/quote-checkout");
  await fillRequest(page, email, "923 609 016");
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/en/quote-checkout"),
  );
  await page.getByRole("button", { name: "Send quote request" }).click();
  expect((await answered).status()).toBe(429);
  await expect(
    page.getByText("Too many quote requests have been sent from here or for this e-mail address. Please try again in an hour."),
  ).toBeVisible(slow);
  for (const [label, value] of [
    ["Contact name", "Kari Nordmann"],
    ["Company", "Fjellkafeen AS"],
    ["E-mail", email],
    ["Delivery postcode", "2670"],
  ] as const)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(page.getByRole("main").getByTestId("quote-item")).toHaveCount(1);
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  const form = {
    intent: "submit",
    idempotencyKey: key,
    name: "Kari",
    company: "Fjellkafeen AS",
    email,
    phone: "91234567",
    postcode: "2670",
    deliveryDate: "2099-06-01",
    message: "",
  };
  // In Norwegian, the default language (no prefix).
  const response = await page.request.post("/quote-checkout", { headers: { origin }, form });
  expect(response.status()).toBe(429);
  expect(await response.text()).toContain(
    "Det er sendt for mange tilbudsforespørsler herfra eller for denne e-postadressen. Prøv igjen om en time.",
  );
});
