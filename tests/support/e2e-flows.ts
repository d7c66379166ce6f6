import { type Browser, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-accounts";

/** `path` (starting with /) under a language prefix; "" is the default language. */
export const inLanguage = (code: string, path: string) => (code ? (path === "/" ? `/${code}` : `/${code}${path}`) : path);

/** Fills and submits the e-mail/password form of the page that is open (sign-in or registration). */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[method="post"] button[type="submit"]').click();
}

/** Signs in on the language's sign-in page and waits for the account menu. */
export async function signInAs(page: Page, account: { email: string; password: string }, code = ""): Promise<void> {
  await page.goto(inLanguage(code, "/auth"));
  await submitCredentials(page, account.email, account.password);
  await expect(page.getByRole("banner").locator("details summary").first()).toBeVisible();
}

/**
 * The path and query of the last link to a path ending in `pathEnd` mailed to `to`, read from the
 * admin outbox in a browser context of its own.
 */
export async function mailedLink(browser: Browser, to: string, pathEnd: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signInAs(admin, E2E_ADMIN);
    await admin.goto("/admin/outbox");
    const text = await admin.getByRole("article").filter({ hasText: to }).filter({ hasText: `${pathEnd}?token=` }).first().locator("pre").innerText();
    const link = new RegExp(`https?://\\S+${pathEnd.replace(/[/.]/g, "\\$&")}\\?token=\\S+`).exec(text)?.[0];
    if (!link) throw new Error(`no ${pathEnd} link mailed to ${to}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } finally {
    await context.close();
  }
}

let counter = 0;
/** An e-mail address no other test uses. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.com`;
