import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { inLanguage, mailedLink, signInAs, submitCredentials, uniqueEmail } from "../support/e2e-flows";

/**
 * The guard for "a visitor stays in the language they chose": from the home page (header, footer)
 * and the account area, crawl every same-origin link and form breadth-first, in each prefixed
 * language and as each kind of visitor, and fail on any that leaves the language. Pages are found
 * by crawling, so a page added later is covered without a change here.
 */

const LANGUAGES = ["en", "ar"] as const;
/** Enough for every page kind the site has, with room for the ones still to come. */
const MAX_PAGES = 120;
/**
 * Pages visited per path pattern, for links found in a page's content: a few product pages stand
 * for all of them. The start pages and every link in the header and footer are visited beside these.
 */
const PER_PATTERN = 3;

// Same-origin URLs that are not pages in a language: the switcher's cookie-setting route, machine
// resources, built assets and files (pictures, the favicon).
const NOT_A_PAGE = /^\/(language|api|assets|sitemap\.xml|robots\.txt)(\/|$)|\.[a-z0-9]+$/i;

interface Target {
  kind: "link" | "form";
  url: string;
  method: string;
  download: boolean;
  /** Found in the header or the footer. */
  inShell: boolean;
  label: string;
}

const isInLanguage = (pathname: string, code: string) => pathname === `/${code}` || pathname.startsWith(`/${code}/`);

/** The path with every segment below the first page segment wildcarded, plus the query's names: "/products/*?", "/products?category". */
function patternOf(url: URL, code: string): string {
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments[0] === code) segments.shift();
  const [section = "", ...rest] = segments;
  const names = [...new Set(url.searchParams.keys())].sort().join("&");
  return `/${[section, ...rest.map(() => "*")].join("/")}?${names}`;
}

async function targetsOf(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const label = (element: Element) =>
      (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40) ||
      element.getAttribute("aria-label") ||
      element.outerHTML.slice(0, 60);
    const inShell = (element: Element) => element.closest("header, footer") !== null;
    const targets: Target[] = [];
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      targets.push({
        kind: "link",
        url: anchor.href,
        method: "get",
        download: anchor.hasAttribute("download"),
        inShell: inShell(anchor),
        label: label(anchor),
      });
    }
    for (const form of document.querySelectorAll<HTMLFormElement>("form")) {
      // `form.action` is the resolved action: the page's own URL when the attribute is absent.
      targets.push({ kind: "form", url: form.action, method: form.method, download: false, inShell: inShell(form), label: label(form) });
    }
    for (const button of document.querySelectorAll<HTMLButtonElement>("button[formaction]")) {
      targets.push({
        kind: "form",
        url: button.formAction,
        method: button.formMethod || "post",
        download: false,
        inShell: inShell(button),
        label: label(button),
      });
    }
    return targets;
  });
}

/** Crawls from `starts` in `code`; returns every problem found (empty when the language holds everywhere). */
async function crawl(context: BrowserContext, code: string, starts: string[]): Promise<{ problems: string[]; visited: string[] }> {
  const page = await context.newPage();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // `always`: a start page or a link in the header or footer, visited whatever its pattern.
  const queue = starts.map((path) => ({ href: new URL(path, origin).href, always: true }));
  const seen = new Set(queue.map((item) => item.href));
  const perPattern = new Map<string, number>();
  const problems: string[] = [];
  const visited: string[] = [];
  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const { href, always } = queue.shift()!;
    const url = new URL(href);
    const pattern = patternOf(url, code);
    const count = perPattern.get(pattern) ?? 0;
    if (!always) {
      if (count >= PER_PATTERN) continue;
      perPattern.set(pattern, count + 1);
    }

    const response = await page.goto(href, { waitUntil: "load" });
    const at = `${url.pathname}${url.search}`;
    visited.push(at);
    const landed = new URL(page.url());
    const status = response?.status() ?? 0;
    if (status >= 500) problems.push(`${at}: answered ${status}`);
    if (!isInLanguage(landed.pathname, code)) problems.push(`${at}: ended up at ${landed.pathname}${landed.search}, outside /${code}`);
    const lang = await page.locator("html").getAttribute("lang");
    if (lang !== code) problems.push(`${at}: <html lang="${lang}">`);

    for (const target of await targetsOf(page)) {
      const next = new URL(target.url);
      if (next.origin !== origin || NOT_A_PAGE.test(next.pathname)) continue;
      if (!isInLanguage(next.pathname, code)) {
        problems.push(`${at}: ${target.kind} "${target.label}" (${target.method.toUpperCase()}) goes to ${next.pathname}${next.search}`);
        continue;
      }
      // Only safe requests are followed; downloads are checked but not opened.
      if (target.method !== "get" || target.download) continue;
      next.hash = "";
      if (!seen.has(next.href)) {
        seen.add(next.href);
        queue.push({ href: next.href, always: target.inShell });
      }
    }
  }
  await page.close();
  test.info().annotations.push({ type: "crawled", description: `${visited.length} pages: ${visited.join(" ")}` });
  return { problems: [...new Set(problems)], visited };
}

/** Waits until the page that is open is `path` in `code`, by its URL and its <html lang>. */
async function expectLanguage(page: Page, code: string, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === inLanguage(code, path));
  await expect(page.locator("html")).toHaveAttribute("lang", code);
}

async function signOut(page: Page) {
  await page.getByRole("banner").locator("details summary").first().click();
  await page.getByRole("banner").locator("details form button[type=submit]").click();
  await expect(page.getByRole("banner").locator("details summary")).toHaveCount(0);
}

/** A customer registered and confirmed in `code`: every step stays in that language. */
async function registerInLanguage(page: Page, code: string) {
  const account = { email: uniqueEmail(`crawl-${code}`), password: "rowanberry-jelly-58" };
  await page.goto(inLanguage(code, "/auth"));
  // The sign-in page's own link to registration, not a hand-made URL.
  await page.locator('main a[href*="mode=register"]').click();
  await expectLanguage(page, code, "/auth");
  await expect(page.locator('input[name="intent"]')).toHaveValue("register");
  await submitCredentials(page, account.email, account.password);
  await expect(page.getByRole("status").filter({ hasText: account.email })).toBeVisible();
  await expectLanguage(page, code, "/auth");

  const link = await mailedLink(page.context().browser()!, account.email, "/auth/verify");
  expect(link.startsWith(inLanguage(code, "/auth/verify?")), link).toBe(true);
  await page.goto(link);
  await expectLanguage(page, code, "/");
  await expect(page.getByRole("banner").locator("details summary", { hasText: account.email })).toBeVisible();
  return account;
}

for (const code of LANGUAGES) {
  test.describe(`every link and form keeps /${code}`, () => {
    test.describe.configure({ timeout: 240_000 });

    test(`signed out`, async ({ browser }) => {
      const context = await browser.newContext();
      // The confirmation and reset pages are reached from e-mails; without a token they show their error state and links.
      // The seller pages are started from too (the footer links the map and the registration, not every seller page).
      const starts = ["/", "/auth", "/auth/verify", "/auth/reset-password", "/become-seller", "/sellers-map"].map((path) =>
        inLanguage(code, path),
      );
      const { problems, visited } = await crawl(context, code, starts);
      await context.close();
      expect(problems).toEqual([]);
      expect(visited).toContain(inLanguage(code, "/auth?mode=register"));
      expect(visited).toContain(inLanguage(code, "/auth/forgot-password"));
      expect(visited).toContain(inLanguage(code, "/become-seller"));
      expect(visited).toContain(inLanguage(code, "/sellers-map"));
    });

    test(`signed in as a customer (registered and confirmed in /${code})`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await registerInLanguage(page, code);
      const { problems, visited } = await crawl(context, code, [inLanguage(code, "/"), inLanguage(code, "/account")]);
      expect(problems).toEqual([]);
      expect(visited).toContain(inLanguage(code, "/account"));
      await page.goto(inLanguage(code, "/products"));
      await signOut(page);
      await expectLanguage(page, code, "/");
      await context.close();
    });

    test(`signed in as an admin`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(inLanguage(code, "/auth"));
      await submitCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
      // Without a page to return to, sign-in lands on the home page in the visitor's language.
      await expect(page.getByRole("banner").locator("details summary")).toBeVisible();
      await expectLanguage(page, code, "/");
      const { problems, visited } = await crawl(context, code, [
        inLanguage(code, "/"),
        inLanguage(code, "/admin"),
        inLanguage(code, "/admin/sellers"),
        inLanguage(code, "/admin/restaurants"),
      ]);
      expect(problems).toEqual([]);
      expect(visited).toContain(inLanguage(code, "/admin/outbox"));
      expect(visited).toContain(inLanguage(code, "/admin/sellers"));
      expect(visited).toContain(inLanguage(code, "/admin/restaurants"));
      await signOut(page);
      await expectLanguage(page, code, "/");
      await context.close();
    });
  });
}

test.describe("account redirects keep the language", () => {
  for (const code of LANGUAGES) {
    test(`/${code}: sign-in required, sign-in from a page, password reset`, async ({ page, browser }) => {
      // A page that needs sign-in sends to sign-in in the same language, and back afterwards.
      await page.goto(inLanguage(code, "/account"));
      await expectLanguage(page, code, "/auth");
      await submitCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expectLanguage(page, code, "/account");
      await signOut(page);
      await expectLanguage(page, code, "/");

      // Sign-in from a page returns to that page.
      await page.goto(inLanguage(code, "/products"));
      await page
        .getByRole("banner")
        .locator(`a[href="${inLanguage(code, "/auth")}"]`)
        .first()
        .click();
      await expectLanguage(page, code, "/auth");
      await submitCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expectLanguage(page, code, "/products");
      await signOut(page);

      // Forgotten password: the link, the mail and the reset all stay in the language.
      const account = await registerInLanguage(page, code);
      await signOut(page);
      await page.goto(inLanguage(code, "/auth"));
      await page.locator('main a[href$="/auth/forgot-password"]').click();
      await expectLanguage(page, code, "/auth/forgot-password");
      await page.getByRole("main").locator('input[name="email"]').fill(account.email);
      await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
      await expect(page.getByRole("status").filter({ hasText: account.email })).toBeVisible();
      const link = await mailedLink(browser, account.email, "/auth/reset-password");
      expect(link.startsWith(inLanguage(code, "/auth/reset-password?")), link).toBe(true);
      await page.goto(link);
      await expectLanguage(page, code, "/auth/reset-password");
      await page.getByRole("main").locator('input[name="password"]').fill("juniper-syrup-73");
      await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
      await expectLanguage(page, code, "/auth");
      await signInAs(page, { email: account.email, password: "juniper-syrup-73" }, code);
      await expectLanguage(page, code, "/");
      await signOut(page);

      // A page remembered in Norwegian, then the language switched on the sign-in page: the
      // visitor returns to that page in the language they signed in with.
      await page.goto("/products/helmelk");
      await page.getByRole("banner").locator('a[href="/auth"]').first().click();
      await expect(page).toHaveURL((url) => url.pathname === "/auth");
      const switcher = page.locator(`a[href^="/language?code=${code}&"]`).first();
      await expect(switcher).toHaveAttribute("href", /&to=%2Fauth$/);
      await page.goto((await switcher.getAttribute("href"))!);
      await expectLanguage(page, code, "/auth");
      // With the choice stored, React Router's route discovery is still answered, not sent to /{code}/__manifest.
      const discovery = await page.request.get("/__manifest?paths=%2Fauth%2Fcallback&version=0", { maxRedirects: 0 });
      expect(discovery.status(), discovery.headers()["location"]).not.toBe(302);
      await submitCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL((url) => url.pathname.startsWith(inLanguage(code, "/products/")) && !url.pathname.endsWith("/helmelk"));
      await expect(page.locator("html")).toHaveAttribute("lang", code);
    });
  }
});
