import { type Browser, expect, type Page } from "@playwright/test";

/** `path` (starting with /) under a language prefix; "" is the default language. */
export const inLanguage = (code: string, path: string) => (code ? (path === "/" ? `/${code}` : `/${code}${path}`) : path);

/** Fills and submits the e-mail/password form of the page that is open (sign-in or registration). */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("main").locator('input[name="email"]').fill(email);
  await page.getByRole("main").locator('input[name="password"]').fill(password);
  await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
}

/** Signs in on the language's sign-in page and waits for the account menu. */
export async function signInAs(page: Page, account: { email: string; password: string }, code = ""): Promise<void> {
  await page.goto(inLanguage(code, "/auth"));
  await submitCredentials(page, account.email, account.password);
  await expect(page.getByRole("banner").locator("details summary").first()).toBeVisible();
}

/** A new browser context (with `options`) signed in as `account` on the English sign-in page. */
export async function signedInContext(
  browser: Browser,
  account: { email: string; password: string },
  options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/en/auth");
  await submitCredentials(page, account.email, account.password);
  await expect(page.getByRole("banner").locator("details summary").first()).toBeVisible({ timeout: 20_000 });
  return { context, page };
}

// One outbox reader (masked links, "Reveal") and one address maker for every end-to-end test.
export { mailedLink, uniqueEmail } from "./e2e-auth";
