import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { registeredUser } from "../support/e2e-auth";
import { signInAs } from "../support/e2e-flows";

// The restaurants' back office in English. Everything changed here is put back (the restaurant
// journeys in restaurants.spec.ts run later on the same database and expect the seed's menus).
const SLOW = { timeout: 20_000 };

async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account, "en");
  return page;
}

/** The admin's page of one restaurant, opened from the list. */
async function openRestaurant(page: Page, name: string): Promise<string> {
  await page.goto("/en/admin/restaurants");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Restaurants" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Restaurant: ${name}` })).toBeVisible(SLOW);
  return /\/admin\/restaurants\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

test("an admin names a user kitchen staff of one restaurant: that user opens its kitchen dashboard, others are refused", async ({
  browser,
}) => {
  const signUp = await (await browser.newContext()).newPage();
  const cook = await registeredUser(signUp, browser, "kitchen-cook");
  const stranger = await registeredUser(await (await browser.newContext()).newPage(), browser, "kitchen-stranger");
  const admin = await signedInPage(browser, E2E_ADMIN);
  const pizzeriaId = await openRestaurant(admin, "Fjellgården Pizzeria");
  const staff = admin.getByRole("region", { name: "Kitchen staff" });
  try {
    // Only an existing account can be added.
    await staff.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.com`);
    await staff.getByRole("button", { name: "Add to kitchen staff" }).click();
    await expect(admin.getByRole("alert")).toHaveText("No account uses this e-mail address. The user must sign up first.", SLOW);
    await staff.getByLabel("E-mail address").fill(cook.email.toUpperCase());
    await staff.getByRole("button", { name: "Add to kitchen staff" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The user has been added to the kitchen staff." })).toBeVisible(SLOW);
    await expect(staff.getByRole("listitem").filter({ hasText: cook.email })).toBeVisible();

    // The cook sees the pizzeria's kitchen, and only it.
    const cookPage = await signedInPage(browser, cook);
    const dashboard = await cookPage.goto(`/en/kitchen/dashboard?restaurant=${pizzeriaId}`);
    expect(dashboard?.status()).toBe(200);
    await expect(cookPage.getByRole("heading", { name: "Kitchen dashboard" })).toBeVisible(SLOW);
    // Another restaurant's kitchen stream is not theirs.
    await admin.goto("/en/admin/restaurants");
    const cafeId = /([0-9a-f-]{36})$/.exec(
      (await admin.getByRole("link", { name: "Fjellgården Kafé", exact: true }).getAttribute("href")) ?? "",
    )![1];
    expect((await cookPage.request.get(`/api/restaurant-events/kitchens/${cafeId}`, { maxRedirects: 0 })).status()).toBe(404);
    await admin.goto(`/en/admin/restaurants/${pizzeriaId}`);

    // Someone who is not kitchen staff is refused.
    const strangerPage = await signedInPage(browser, stranger);
    expect((await strangerPage.request.get(`/en/kitchen/dashboard?restaurant=${pizzeriaId}`, { maxRedirects: 0 })).status()).toBe(403);

    // Removed, the cook is refused too; the audit log has both changes.
    await staff.getByRole("button", { name: `Remove: ${cook.email}` }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The user has been removed from the kitchen staff." })).toBeVisible(SLOW);
    expect((await cookPage.request.get(`/en/kitchen/dashboard?restaurant=${pizzeriaId}`, { maxRedirects: 0 })).status()).toBe(403);
    await admin.goto(`/en/admin/audit?entity=restaurant&entityId=${pizzeriaId}`);
    await expect(admin.getByText("restaurant.staff.add").first()).toBeVisible(SLOW);
    await expect(admin.getByText("restaurant.staff.remove").first()).toBeVisible();
  } finally {
    // However the test ended, the cook is no longer staff.
    await admin.goto(`/en/admin/restaurants/${pizzeriaId}`);
    const remove = staff.getByRole("button", { name: `Remove: ${cook.email}` });
    if (await remove.count()) await remove.click();
    await admin.context().close();
  }
});

test("an admin changes a dish's price and a day's opening hours; the cached public menu shows them at once", async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  const menuPath = "/en/restaurant-menu/fjellgarden-kafe";
  const soup = () =>
    visitor.getByTestId("menu-item").filter({ has: visitor.getByRole("heading", { name: "Bergen fish soup", exact: true }) });
  await visitor.goto(menuPath);
  await expect(soup()).toBeVisible(SLOW);
  // A second visit is served from the page cache.
  await visitor.goto(menuPath);

  const admin = await signedInPage(browser, E2E_ADMIN);
  await openRestaurant(admin, "Fjellgården Kafé");
  const price = admin.getByLabel("Price (NOK incl. VAT): Bergensk fiskesuppe");
  const sunday = admin.getByLabel("Sunday");
  const originalPrice = await price.inputValue();
  const originalSunday = await sunday.inputValue();
  const [kroner = "0"] = originalPrice.split(",");
  const newPrice = `${Number(kroner) + 7},50`;
  try {
    await price.fill(newPrice);
    await admin.getByRole("button", { name: "Save dish: Bergensk fiskesuppe" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The dish has been saved." })).toBeVisible(SLOW);
    await visitor.goto(menuPath);
    await expect(soup()).toContainText(newPrice);

    // A period past midnight, on a day the café is closed.
    await sunday.fill("12:00-01:30");
    await admin.getByRole("button", { name: "Save restaurant" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The restaurant has been saved." })).toBeVisible(SLOW);
    await expect(admin.getByLabel("Sunday")).toHaveValue("12:00–01:30");
    await visitor.goto(menuPath);
    await expect(visitor.getByRole("main")).toContainText("12:00–01:30");

    // A malformed period is refused with the field marked; nothing is saved.
    await admin.getByLabel("Sunday").fill("noon till late");
    await admin.getByRole("button", { name: "Save restaurant" }).click();
    await expect(admin.getByRole("alert")).toHaveText("The restaurant was not saved. Fix the marked fields.", SLOW);
    await expect(admin.getByLabel("Sunday")).toHaveAttribute("aria-invalid", "true");
    await expect(admin.getByText("Write the periods as 11:00–14:00, separated by commas.")).toBeVisible();
  } finally {
    await admin.goto(admin.url());
    await admin.getByLabel("Price (NOK incl. VAT): Bergensk fiskesuppe").fill(originalPrice);
    await admin.getByRole("button", { name: "Save dish: Bergensk fiskesuppe" }).click();
    await expect(admin.getByRole("status").filter({ hasText: /The dish has been saved\.|Nothing to change\./ })).toBeVisible(SLOW);
    await admin.getByLabel("Sunday").fill(originalSunday);
    await admin.getByRole("button", { name: "Save restaurant" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "The restaurant has been saved." })).toBeVisible(SLOW);
    await admin.context().close();
  }
  await visitor.goto(menuPath);
  await expect(soup()).toContainText(originalPrice);
  await visitor.context().close();
});

test("a DomainError that escapes an action is its status, not a 500: moving an order that does not exist is 404", async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInPage(browser, E2E_ADMIN);
  const form = { intent: "move", orderId: "00000000-0000-4000-8000-000000000000", to: "accepted" };
  const headers = { origin: baseURL! };
  // The document request and the data request (what the page's own form sends) both go through the one mapping.
  expect((await admin.request.post("/en/kitchen/dashboard", { form, headers, maxRedirects: 0 })).status()).toBe(404);
  expect((await admin.request.post("/en/kitchen/dashboard.data", { form, headers, maxRedirects: 0 })).status()).toBe(404);
  // An expected outcome stays a value the board shows: a reject without a reason is a 400 with its message.
  expect(
    (
      await admin.request.post("/en/kitchen/dashboard", { form: { intent: "reject", orderId: form.orderId, reason: "" }, headers })
    ).status(),
  ).toBe(400);
  await admin.context().close();
});
