import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { registeredUser } from "../support/e2e-auth";
import { orderHalfAndHalf, SLOW } from "../support/e2e-restaurants";

async function signInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/en/auth?redirectTo=${encodeURIComponent("/en/kitchen/dashboard")}`);
  await page.getByRole("main").locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.getByRole("main").locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Kitchen dashboard" })).toBeVisible(SLOW);
  return page;
}

test("a guest orders a half-and-half pizza; the kitchen moves it along and tracking and queue follow live", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const kitchen = await signInAdmin(browser);
  await kitchen.getByLabel("Restaurant").selectOption({ label: "Fjellgården Pizzeria" });
  await kitchen.getByRole("button", { name: "Show" }).click();
  await expect(kitchen).toHaveURL(/restaurant=/);
  const pizzeriaUrl = new URL(kitchen.url());
  const restaurantId = pizzeriaUrl.searchParams.get("restaurant")!;

  const queueContext = await browser.newContext();
  const queue = await queueContext.newPage();
  await queue.goto(`/en/public-queue/${restaurantId}`);
  await expect(queue.getByRole("heading", { name: "Fjellgården Pizzeria: orders" })).toBeVisible();
  // The queue's event stream is open before the order is placed (its page shows no JavaScript-free fallback state to wait on).
  await queue.waitForLoadState("networkidle").catch(() => undefined);

  const { orderNumber, trackingUrl } = await orderHalfAndHalf(page);
  const ticket = kitchen.locator(`[data-testid="kitchen-ticket"][data-order-number="${orderNumber}"]`);
  // New orders appear on the dashboard without a reload.
  await expect(ticket).toBeVisible(SLOW);
  await expect(ticket).toContainText("½ Margherita + ½ Pepperoni");
  await expect(kitchen.getByTestId("kitchen-new-count")).not.toHaveText("0 new orders");
  await expect(queue.getByTestId("queue-preparing")).toContainText(orderNumber, SLOW);

  await ticket.getByRole("button", { name: `Accept: #${orderNumber}` }).click();
  await expect(page.getByTestId("tracking-status")).toHaveText("Accepted", SLOW);
  await ticket.getByRole("button", { name: `Start preparing: #${orderNumber}` }).click();
  await expect(page.getByTestId("tracking-status")).toHaveText("Preparing", SLOW);
  await expect(queue.getByTestId("queue-preparing")).toContainText(orderNumber);
  await ticket.getByRole("button", { name: `Mark ready: #${orderNumber}` }).click();
  await expect(page.getByTestId("tracking-status")).toHaveText("Ready", SLOW);
  await expect(queue.getByTestId("queue-ready").getByText(orderNumber, { exact: true })).toBeVisible(SLOW);
  await expect(queue.getByTestId("queue-preparing").getByText(orderNumber, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(trackingUrl);

  await ticket.getByRole("button", { name: `Picked up: #${orderNumber}` }).click();
  await expect(page.getByTestId("tracking-status")).toHaveText("Picked up", SLOW);
  await expect(queue.getByTestId("queue-ready").getByText(orderNumber, { exact: true })).toHaveCount(0, SLOW);
  // The queue shows numbers only: nothing of the guest.
  await expect(queue.locator("body")).not.toContainText("Kari");

  await kitchen.context().close();
  await queueContext.close();
});

test("a wrong tracking id is 404; the queue and kitchen refuse what they should", async ({ page, browser }) => {
  // Several restaurants: the menu without a slug is the list.
  await page.goto("/en/restaurant-menu");
  await expect(page).toHaveURL(/\/en\/restaurants$/);
  await expect(page.getByTestId("restaurant-card")).toHaveCount(2);
  const response = await page.goto("/en/order-tracking/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  expect((await page.goto("/en/order-tracking/not-a-uuid"))?.status()).toBe(404);
  expect((await page.goto("/en/public-queue/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
  // Anonymous visitors are sent to sign in.
  await page.goto("/en/kitchen/dashboard");
  await expect(page).toHaveURL(/\/en\/auth\?redirectTo=/);
  const context = await browser.newContext();
  const stream = await context.request.get("/api/restaurant-events/orders/00000000-0000-4000-8000-000000000000");
  expect(stream.status()).toBe(404);
  // A customer who is neither admin nor kitchen staff is refused by the server.
  const customer = await context.newPage();
  await registeredUser(customer, browser, "not-kitchen");
  expect((await customer.goto("/en/kitchen/dashboard"))?.status()).toBe(403);
  await context.close();
});

test("adding from a second restaurant is refused, with the offer to clear the cart", async ({ page }) => {
  await page.goto("/en/restaurant-menu/fjellgarden-kafe");
  const waffles = page.getByTestId("menu-item").filter({ hasText: "Waffles with brown cheese and jam" });
  await waffles.getByRole("button", { name: "Add to cart: Waffles with brown cheese and jam" }).click();
  await expect(page.getByRole("link", { name: "Go to checkout" })).toBeVisible(SLOW);
  await page.goto("/en/restaurant-menu/fjellgarden-pizzeria");
  await expect(page.getByRole("alert").filter({ hasText: "Your cart holds items from another restaurant." })).toBeVisible();
  const juice = page.getByTestId("menu-item").filter({ hasText: "Apple juice 0.33 l" });
  await juice.getByRole("button", { name: "Add to cart: Apple juice 0.33 l" }).click();
  await expect(page.getByText("Cannot mix items from different restaurants").first()).toBeVisible(SLOW);
  await page
    .getByRole("alert")
    .filter({ hasText: "Your cart holds items from another restaurant." })
    .getByRole("button", { name: "Clear cart" })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: "Your cart holds items from another restaurant." })).toHaveCount(0, SLOW);
  await juice.getByRole("button", { name: "Add to cart: Apple juice 0.33 l" }).click();
  await expect(page.getByRole("link", { name: "Go to checkout" })).toBeVisible(SLOW);
});

test("a restaurant order past the e-mail address's limit is refused with 429 and a translated message", async ({ page }) => {
  const email = `limited-kitchen-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto("/en/restaurant-menu/fjellgarden-kafe");
  const origin = new URL(page.url()).origin;
  // The public forms share one limiter: three reset-link requests use up the address's hour.
  for (let index = 0; index < 3; index += 1)
    expect((await page.request.post("/en/auth/forgot-password", { headers: { origin }, form: { email } })).status()).toBeLessThan(400);
  const waffles = page.getByTestId("menu-item").filter({ hasText: "Waffles with brown cheese and jam" });
  await waffles.getByRole("button", { name: "Add to cart: Waffles with brown cheese and jam" }).click();
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page).toHaveURL(/\/en\/restaurant-checkout\/[0-9a-f-]{36}$/, SLOW);
  const path = new URL(page.url()).pathname;
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  const form = { idempotencyKey: key, fulfilment: "pickup", when: "asap", name: "Kari Nordmann", phone: "+4791234567", email, notes: "" };
  const english = await page.request.post(path, { headers: { origin }, form });
  expect(english.status()).toBe(429);
  expect(await english.text()).toContain(
    "Too many orders have been sent from here or for this e-mail address. Please try again in an hour.",
  );
  // In Norwegian, the default language (no prefix).
  const norwegian = await page.request.post(path.replace(/^\/en\//, "/"), { headers: { origin }, form });
  expect(norwegian.status()).toBe(429);
  expect(await norwegian.text()).toContain(
    "Det er sendt for mange bestillinger herfra eller for denne e-postadressen. Prøv igjen om en time.",
  );
  // Nothing was ordered: the cart still holds the waffles.
  await page.goto(path);
  await expect(page.getByRole("complementary")).toContainText("Waffles");
});
