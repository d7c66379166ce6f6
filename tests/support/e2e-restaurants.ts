import { expect, type Page } from "@playwright/test";

// Server work (orders, events, renders) may be slow on a loaded machine: expectations that follow it wait generously.
export const SLOW = { timeout: 20_000 };

/** A guest orders a large half-and-half pizza (Margherita and Pepperoni, extra cheese) for pickup; answers the tracking page's order number. */
export async function orderHalfAndHalf(page: Page): Promise<{ orderNumber: string; trackingUrl: string }> {
  await page.goto("/en/restaurants");
  await expect(page.getByTestId("restaurant-card")).toHaveCount(2);
  await page.getByRole("link", { name: "Menu: Fjellgården Pizzeria" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fjellgården Pizzeria" })).toBeVisible(SLOW);
  const margherita = page.getByTestId("menu-item").filter({ has: page.getByRole("heading", { name: "Margherita", exact: true }) });
  await expect(margherita).toContainText("Half-and-half: you pay the price of the dearer half.");
  await margherita.getByLabel("Size").selectOption("large");
  await margherita.getByLabel("Extra cheese").check();
  await margherita.getByLabel("Other half").selectOption({ label: "Half-and-half: ½ Margherita + ½ Pepperoni" });
  await margherita.getByRole("button", { name: "Add to cart: Margherita" }).click();
  await expect(page.getByRole("link", { name: "Go to checkout" })).toBeVisible(SLOW);
  await page.getByRole("link", { name: "Go to checkout" }).click();

  await expect(page.getByRole("heading", { name: "Order from Fjellgården Pizzeria" })).toBeVisible(SLOW);
  // Server-side price: the dearer half (Pepperoni 179,00) large (+60,00) plus extra cheese (+25,00).
  await expect(page.getByRole("complementary")).toContainText("264,00");
  await expect(page.getByRole("complementary")).toContainText("½ Margherita + ½ Pepperoni");
  await page.getByLabel("Pick up at Storgata 5, 2670 Otta").check();
  // Open now: as soon as possible; closed: the first time the restaurant offers.
  const asap = page.getByLabel("As soon as possible");
  if (await asap.isEnabled()) await asap.check();
  else {
    await page.getByLabel("At a chosen time").check();
    await page.getByLabel("Time", { exact: true }).selectOption({ index: 0 });
  }
  await page.getByLabel("Full name").fill("Kari Nordmann");
  await page.getByLabel("Phone").fill("+47 912 34 567");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/en\/order-tracking\/[0-9a-f-]{36}$/, SLOW);
  await expect(page.getByTestId("tracking-status")).toHaveText("Received");
  const title = await page.getByRole("heading", { level: 1 }).innerText();
  return { orderNumber: title.replace(/^Order /, ""), trackingUrl: page.url() };
}
