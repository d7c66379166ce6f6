import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { registeredUser } from "../support/e2e-auth";
import { submitCredentials } from "../support/e2e-flows";

// The back office's outbox in English (/en/admin/outbox). The end-to-end server has no SMTP_URL:
// every message is queued, so a resend is refused with its message (sending is covered by the
// integration tests with a fake transport).
const slow = { timeout: 20_000 };

test("the outbox shows each e-mail's status, filters by status, previews HTML as text, and refuses a resend without SMTP", async ({
  page,
  browser,
  baseURL,
}) => {
  const customerContext = await browser.newContext();
  const customer = await registeredUser(await customerContext.newPage(), browser, "outbox-status");
  await customerContext.close();

  await page.goto("/en/auth");
  await submitCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByRole("banner").locator("details summary").first()).toBeVisible(slow);

  await page.goto("/en/admin/outbox");
  const filters = page.getByRole("search", { name: "Filter e-mails" });
  await filters.getByLabel("Status").selectOption("queued");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]status=queued/, slow);
  const mail = page.getByRole("article").filter({ hasText: customer.email }).first();
  await expect(mail).toBeVisible(slow);
  await expect(mail.getByTestId("outbox-status")).toHaveText("Status: Queued");
  await expect(mail).toContainText("not tried");
  // Without SMTP nothing can be resent: no button.
  await expect(mail.getByRole("button", { name: /^Resend/ })).toHaveCount(0);

  // The HTML part is shown as its source text, masked, and never rendered.
  await mail.getByText("HTML version (shown as source, not rendered)").click();
  const source = mail.locator("details code");
  await expect(source).toContainText("<a href=");
  await expect(source).toContainText("token=[redacted]");
  await expect(mail.locator("details a")).toHaveCount(0);

  await filters.getByLabel("Status").selectOption("failed");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]status=failed/, slow);
  await expect(page.getByRole("article").filter({ hasText: customer.email })).toHaveCount(0);

  // A resend posted anyway is refused with a clear message, and the message stays queued.
  await page.goto("/en/admin/outbox?status=queued");
  const id = await page.getByRole("article").filter({ hasText: customer.email }).first().getAttribute("data-outbox-id");
  const response = await page.request.post("/en/admin/outbox", {
    form: { intent: "resend", id: id! },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(409);
  expect(await response.text()).toContain("No SMTP server is configured (SMTP_URL), so the e-mail stays in the outbox.");
  await page.reload();
  await expect(page.locator(`article[data-outbox-id="${id}"]`).getByTestId("outbox-status")).toHaveText("Status: Queued", slow);
});
