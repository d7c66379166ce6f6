import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { outboxMailText, uniqueEmail } from "../support/e2e-auth";

// The routes that send the mails added with the mails' own language tables: the restaurant
// checkout (its confirmation, here in Arabic) and the quote desk's cancellation. What each mail
// says in nb, en and ar is tested in tests/integration/mail-languages.test.ts.

const slow = { timeout: 20_000 };

/** The submit button of the page's main form (labels differ by language; the form's fields do not). */
const submitOf = (page: Page) => page.getByRole("main").locator('form[method="post"] button[type="submit"]').last();

test("an Arabic guest who gives an e-mail at the restaurant checkout gets the order's confirmation in Arabic, linking to the Arabic tracking page", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("restaurant-ar");
  await page.goto("/ar/restaurant-menu/fjellgarden-pizzeria");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const juice = page.getByTestId("menu-item").filter({ has: page.getByRole("heading", { name: "عصير تفاح 0.33 لتر" }) });
  await juice.locator('button[type="submit"]').click();
  const checkout = page.getByRole("link", { name: "الذهاب إلى الدفع" });
  await expect(checkout).toBeVisible(slow);
  await checkout.click();
  await expect(page).toHaveURL(/\/ar\/restaurant-checkout\//, slow);
  await page.locator('input[name="fulfilment"][value="pickup"]').check();
  const asap = page.locator('input[name="when"][value="asap"]');
  if (await asap.isEnabled()) await asap.check();
  else {
    await page.locator('input[name="when"][value="later"]').check();
    await page.locator('select[name="slot"]').selectOption({ index: 0 });
  }
  await page.locator('input[name="name"]').fill("Kari Nordmann");
  await page.locator('input[name="phone"]').fill("+47 912 34 567");
  await page.getByRole("main").locator('input[name="email"]').fill(email);
  await submitOf(page).click();
  await expect(page).toHaveURL(/\/ar\/order-tracking\/[0-9a-f-]{36}$/, slow);
  const tracking = new URL(page.url()).pathname;

  const mail = await outboxMailText(browser, email, "الطلب");
  expect(mail).toContain("شكرًا لطلبك من بيتزيريا فيالغوردن");
  expect(mail).toContain("تابع طلبك");
  expect(mail).toContain(tracking);
});

test("cancelling a request on the quote desk tells the customer", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("quote-cancel");
  await page.goto("/en/products");
  await page.getByRole("button", { name: "Add to quote: Whole Milk" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Quote \(/ })).toHaveAccessibleName("Quote (1 item)", slow);
  await page.goto("/en/quote-checkout");
  await page.getByLabel("Contact name").fill("Kari Nordmann");
  await page.getByLabel("Company").fill("Fjellkafeen AS");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("912 34 567");
  await page.getByLabel("Delivery postcode").fill("2670");
  await page.getByLabel("Desired delivery date").fill("2099-06-01");
  await page.getByRole("button", { name: "Send quote request" }).click();
  await expect(page).toHaveURL(/\/en\/quote-success\?quote=/, slow);
  const reference = (await page.getByTestId("quote-reference").innerText()).replace(/^Reference /, "");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(`/en/auth?redirectTo=${encodeURIComponent("/en/admin/quotes")}`);
  await admin.getByRole("main").locator('input[name="email"]').fill(E2E_ADMIN.email);
  await admin.getByRole("main").locator('input[name="password"]').fill(E2E_ADMIN.password);
  await admin.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(admin.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible(slow);
  await admin.getByLabel("Search quotes").fill(reference);
  await admin.getByRole("button", { name: "Filter" }).click();
  await admin.getByRole("link", { name: reference }).click();
  await admin.getByRole("button", { name: "Cancel request" }).click();
  await expect(admin.getByTestId("admin-quote-status")).toHaveText("Cancelled", slow);
  await adminContext.close();

  const mail = await outboxMailText(browser, email, `Quote request ${reference} closed`);
  expect(mail).toContain("cannot make you a quote for your request");
  expect(mail).toMatch(/\/en\/quotes\/[0-9a-f-]{36}\?key=/);
});
