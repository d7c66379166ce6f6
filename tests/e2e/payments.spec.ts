import { expect, type Page, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { uniqueEmail } from "../support/e2e-auth";
import { signInAs } from "../support/e2e-flows";
import { type ServerProcess, startServer, waitForStatus } from "../support/server-process";
import { startStripeServer, stripeEnvironment } from "../support/stripe-server";
import { startVippsServer, vippsEnvironment } from "../support/vipps-server";

// A storefront of its own with PAYMENT_PROVIDERS=vipps,stripe, talking to local Vipps and Stripe API servers (the
// shared e2e server runs without the variable: its checkout tests prove checkout is unchanged).
test.describe.configure({ mode: "serial" });

let vipps: Awaited<ReturnType<typeof startVippsServer>>;
let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  vipps = await startVippsServer();
  stripe = await startStripeServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-payments-"));
  server = await startServer({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PAYMENT_PROVIDERS: "vipps,stripe",
    ...vippsEnvironment(vipps.base),
    ...stripeEnvironment(stripe.base),
  });
  await waitForStatus(`${server.url}/readyz`, 200, 150_000);
  vipps.setWebhookUrl(`${server.url}/api/payments/webhooks/vipps`);
  stripe.setWebhookUrl(`${server.url}/api/payments/webhooks/stripe`);
});

test.afterAll(async () => {
  await server?.stop();
  await vipps?.close();
  await stripe?.close();
});

async function checkoutWith(page: Page, method: "Vipps" | "Card") {
  await page.goto(`${server.url}/en/products`);
  await page.getByRole("button", { name: "Add to cart: Kefir" }).click();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  await page.goto(`${server.url}/en/checkout`);
  await page.getByLabel("Full name").fill("Ola Nordmann");
  await page.getByLabel("E-mail").fill(uniqueEmail("payer"));
  await page.getByLabel("Phone").fill("+47 912 34 567");
  await page.getByLabel(method, { exact: true }).check();
  await page.getByLabel("I accept the terms of sale").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(new RegExp(`^${method === "Vipps" ? `${vipps.base}/landing/` : `${stripe.base}/pay/`}`));
}

test("a guest pays with Vipps, comes back to the order page and sees 'Paid'; the admin captures on pickup and refunds", async ({
  page,
  browser,
}) => {
  await checkoutWith(page, "Vipps");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/en/order-success/[0-9a-f-]{36}$`));
  await expect(page.getByTestId("payment-state")).toHaveText("Paid");
  await expect(page.getByTestId("order-status")).toHaveText("Placed");
  const orderId = page.url().split("/").pop()!;

  const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signInAs(admin, E2E_ADMIN, "en");
  await admin.goto(`${server.url}/en/admin/orders/${orderId}`);
  await expect(admin.getByTestId("payment-status")).toHaveText("Authorised");
  for (const status of ["Confirmed", "Packed", "Ready for pickup", "Picked up"]) {
    await admin.getByRole("button", { name: `Mark as ${status}` }).click();
    await expect(admin.getByTestId("order-status")).toHaveText(status);
  }
  await expect(admin.getByTestId("payment-status")).toHaveText("Captured");
  const reference = await admin.getByTestId("order-payment").locator(".font-mono").innerText();
  expect(vipps.payments.get(reference)!.captured).toBeGreaterThan(0);
  await admin.getByLabel("Amount to refund (kr)").fill("10,00");
  await admin.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(admin.getByText("The amount has been refunded.")).toBeVisible();
  expect(vipps.payments.get(reference)!.refunded).toBe(1000);
  await expect(admin.getByTestId("order-payment").getByText(/Refunded 10,00\s*kr/)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("payment-state")).toHaveText("Partly refunded");
});

test("a buyer who cancels in Vipps comes back to a cancelled order; the order page updates by itself", async ({ page }) => {
  await checkoutWith(page, "Vipps");
  const reference = decodeURIComponent(page.url().split("/").pop()!);
  // The buyer leaves Vipps open and goes back to the order page, which waits and polls.
  const returnUrl = vipps.payments.get(reference)!.returnUrl;
  await page.goto(returnUrl);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await expect(page.getByTestId("payment-state")).toHaveText("Waiting for payment");
  // Cancelled in the app (another device): the webhook arrives, and the open page shows it without a reload.
  vipps.abort(reference);
  expect(await vipps.sendWebhook(reference, "ABORTED")).toBe(200);
  await expect(page.getByTestId("order-status")).toHaveText("Cancelled", { timeout: 10_000 });
  await expect(page.getByTestId("payment-state")).toHaveText("Payment cancelled");
});

test("a guest pays by card on Stripe Checkout, comes back to 'Paid'; the admin captures on pickup and refunds the line", async ({
  page,
  browser,
}) => {
  await checkoutWith(page, "Card");
  const sessionId = page.url().split("/").pop()!;
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${server.url}/en/order-success/[0-9a-f-]{36}$`));
  await expect(page.getByTestId("payment-state")).toHaveText("Paid");
  const orderId = page.url().split("/").pop()!;

  const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signInAs(admin, E2E_ADMIN, "en");
  await admin.goto(`/en/admin/orders/${orderId}`);
  for (const status of ["Confirmed", "Packed", "Ready for pickup", "Picked up"]) {
    await admin.getByRole("button", { name: `Mark as ${status}` }).click();
    await expect(admin.getByTestId("order-status")).toHaveText(status);
  }
  await expect(admin.getByTestId("payment-status")).toHaveText("Captured");
  const intent = stripe.intents.get(stripe.sessions.get(sessionId)!.payment_intent!)!;
  expect(intent.status).toBe("succeeded");
  await admin.getByRole("button", { name: /^Refund Kefir/ }).click();
  await expect(admin.getByText("The amount has been refunded.")).toBeVisible();
  expect(intent.refunded).toBe(intent.amount_received);
  await expect(admin.getByTestId("payment-status")).toHaveText("Refunded");
});
