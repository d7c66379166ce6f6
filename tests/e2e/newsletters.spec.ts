import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { accountMenu, mailedLink, outboxMailText, signIn, uniqueEmail } from "../support/e2e-auth";

// Issue 25's journey: a Norwegian visitor subscribes from the footer and confirms from the mail
// (read in the admin outbox, where the e2e server's mails land); an admin writes a newsletter
// with a product card, sends a test and sends it; the subscriber gets it in Norwegian, its
// one-click unsubscribe (RFC 8058: a POST of `List-Unsubscribe=One-Click`, no page, no sign-in)
// works, and its public URL shows it. Exactly-once sending is tested in tests/integration/newsletters.test.ts.

const slow = { timeout: 20_000 };

/** The confirmed subscribers the back office counts ("{count} confirmed subscribers"). */
async function confirmedCount(admin: Page): Promise<number> {
  await admin.goto("/en/admin/newsletters");
  const text = await admin.getByText(/\d+ confirmed subscribers/).innerText();
  return Number(/(\d+) confirmed subscribers/.exec(text)![1]);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password, "/en/auth");
  await expect(accountMenu(admin, "Admin")).toBeVisible(slow);
  return admin;
}

test("a Norwegian visitor subscribes from the footer, confirms, receives a newsletter with a product card in Norwegian, unsubscribes in one click, and its public page shows it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  const before = await confirmedCount(admin);

  // Subscribe from the footer of a Norwegian page, without signing in.
  const email = uniqueEmail("newsletter-nb");
  await page.goto("/products");
  const footerForm = page.getByRole("contentinfo").getByTestId("footer-newsletter");
  await footerForm.getByLabel("Din adresse for nyhetsbrevet").fill(email);
  await footerForm.getByRole("button", { name: "Abonner" }).click();
  await expect(page).toHaveURL(/\/products$/, slow);
  await expect(page.getByText("Sjekk e-posten din for å bekrefte abonnementet.")).toBeVisible(slow);
  expect(await confirmedCount(admin)).toBe(before);

  // The Norwegian confirmation mail's link: opening it (as a mail scanner would) confirms nothing;
  // the page's button does.
  const mail = await outboxMailText(browser, email, "Bekreft abonnementet");
  expect(mail).toContain("Bekreft abonnementet på nyhetsbrevet fra");
  const confirmLink = await mailedLink(browser, email, "/newsletter/confirm");
  expect(confirmLink).toMatch(/^\/newsletter\/confirm\?token=/);
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { name: "Bekreft abonnementet", level: 1 })).toBeVisible();
  expect(await confirmedCount(admin)).toBe(before);
  await page.getByRole("main").getByRole("button", { name: "Bekreft abonnementet" }).click();
  await expect(page.getByRole("heading", { name: "Abonnementet er bekreftet", level: 1 })).toBeVisible(slow);
  expect(await confirmedCount(admin)).toBe(before + 1);

  // The admin writes a newsletter: subjects in Norwegian and English, public, a product card.
  const subject = `Høstnytt ${Date.now().toString(36)}`;
  await admin.getByRole("button", { name: "New newsletter" }).click();
  await expect(admin.getByRole("heading", { name: "Edit newsletter", level: 1 })).toBeVisible(slow);
  await admin.locator('input[name="subject.nb"]').fill(subject);
  await admin.locator('input[name="subject.en"]').fill(`Autumn news ${Date.now().toString(36)}`);
  await admin.getByLabel(/^Show on the public newsletter page/).check();
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("The newsletter has been saved.")).toBeVisible(slow);

  const cardForm = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Insert product card" }) });
  const product = cardForm.getByLabel("Product");
  const productName = (await product.locator("option").first().innerText()).trim();
  await product.selectOption({ index: 0 });
  await cardForm.getByLabel("Language of the card").selectOption("nb");
  await cardForm.getByRole("button", { name: "Insert product card" }).click();
  await expect(admin.getByText("The product card has been added at the end of the body.")).toBeVisible(slow);
  const preview = admin.frameLocator('iframe[title="Preview (Norsk)"], iframe[title^="Preview (Norsk"]').first();
  await expect(preview.getByText(productName).first()).toBeVisible(slow);

  // A test to the admin, in Norwegian: marked as a test, with the card.
  const testSection = admin.getByRole("region", { name: "Send a test" });
  await testSection.getByLabel("Language of the test").selectOption("nb");
  await testSection.getByRole("button", { name: "Send a test" }).click();
  await expect(admin.getByText(`The test has been sent to ${E2E_ADMIN.email}.`)).toBeVisible(slow);
  const testMail = await outboxMailText(browser, E2E_ADMIN.email, `[Prøve] ${subject}`);
  expect(testMail).toContain(productName);

  // Send it; the job (every 30 s in the app process) sends it to every confirmed subscriber.
  const editUrl = admin.url();
  await admin.getByRole("button", { name: "Send now" }).click();
  await expect(async () => {
    await admin.goto(editUrl);
    await expect(admin.getByTestId("newsletter-state")).toContainText("Status: Sent", { timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });

  // The subscriber's copy: Norwegian, with the card and a visible unsubscribe link.
  const received = await outboxMailText(browser, email, subject);
  expect(received).toContain(productName);
  expect(received).toContain("Meld deg av");
  expect(received).not.toContain("[Prøve]");
  const unsubscribeLink = await mailedLink(browser, email, "/newsletter/unsubscribe");
  expect(unsubscribeLink).toMatch(/^\/newsletter\/unsubscribe\?token=/);

  // One click, as a mail client does it: a bare POST, no Origin, no cookies.
  const oneClick = await request.post(unsubscribeLink, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  expect(await confirmedCount(admin)).toBe(before);

  // The public page of the sent newsletter, and the archive that lists it.
  await admin.goto(editUrl);
  const publicPath = await admin.getByRole("link", { name: "Public page" }).getAttribute("href");
  expect(publicPath).toMatch(/\/newsletter\/[A-Za-z0-9_-]{20,}$/);
  await page.goto(publicPath!.replace(/^\/en\//, "/"));
  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible(slow);
  await expect(page.getByRole("main").getByText(productName).first()).toBeVisible();
  await page.goto("/newsletters");
  await expect(page.getByRole("main").getByRole("link", { name: subject })).toBeVisible(slow);
  await admin.context().close();
});
