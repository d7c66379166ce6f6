import { type Browser, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-accounts";

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.com`;

export async function signIn(page: Page, email: string, password: string, path = "/auth") {
  await page.goto(path);
  await page.getByRole("main").locator('input[name="email"]').fill(email);
  await page.getByRole("main").locator('input[name="password"]').fill(password);
  await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
}

export async function register(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=register");
  await page.getByRole("main").locator('input[name="email"]').fill(email);
  await page.getByRole("main").locator('input[name="password"]').fill(password);
  await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
}

/** The header's account menu, labelled with the user's name or, without one, their e-mail. */
export const accountMenu = (page: Page, label: string) => page.getByRole("banner").locator("summary", { hasText: label });

/**
 * The newest outbox message to `email` with a link to `linkPath`, read by an admin in a separate
 * browser context: masked in the list, in full after "Reveal". Returns the link's path and query.
 */
export async function mailedLink(browser: Browser, email: string, linkPath: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(accountMenu(admin, "Admin")).toBeVisible();
  await admin.goto("/admin/outbox");
  const listed = admin
    .getByRole("article")
    .filter({ hasText: email })
    .filter({ hasText: `${linkPath}?token=[redacted]` })
    .first();
  const id = await listed.getAttribute("data-outbox-id");
  const mail = admin.locator(`article[data-outbox-id="${id}"]`);
  await mail.getByRole("button", { name: /^Reveal/ }).click();
  await expect(mail.locator("pre")).not.toContainText("[redacted]");
  const text = await mail.locator("pre").innerText();
  await context.close();
  const link = new RegExp(`https?://\\S+${linkPath.replace(/[/]/g, "\\/")}\\?token=\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${linkPath} link for ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

/**
 * The newest outbox message to `to` whose listing holds `needle`, read by an admin in a separate
 * browser context: its whole text as the page shows it, the text part in full after "Reveal" when
 * it has masked links (the HTML part stays shown as masked source).
 */
export async function outboxMailText(browser: Browser, to: string, needle: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(accountMenu(admin, "Admin")).toBeVisible();
  await admin.goto("/admin/outbox");
  const listed = admin.getByRole("article").filter({ hasText: to }).filter({ hasText: needle }).first();
  const id = await listed.getAttribute("data-outbox-id");
  const mail = admin.locator(`article[data-outbox-id="${id}"]`);
  const reveal = mail.getByRole("button", { name: /^Reveal/ });
  if (await reveal.count()) {
    await reveal.click();
    await expect(mail.locator("pre").first()).not.toContainText("[redacted]", { timeout: 20_000 });
  }
  const text = await mail.innerText();
  await context.close();
  return text;
}

/** Reads the confirmation link mailed to `email` from the admin outbox. */
export const confirmationLink = (browser: Browser, email: string) => mailedLink(browser, email, "/auth/verify");

export async function registeredUser(page: Page, browser: Browser, label: string, password = "cloudberry-jam-2024") {
  const email = uniqueEmail(label);
  await register(page, email, password);
  await page.goto(await confirmationLink(browser, email));
  return { email, password };
}
