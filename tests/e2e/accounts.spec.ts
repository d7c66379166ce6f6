import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { accountMenu, confirmationLink, register, registeredUser, signIn, uniqueEmail } from "../support/e2e-auth";

const ADMIN = E2E_ADMIN;

test("register, confirm from the outbox, sign out, sign in again and change the password", async ({ page, browser }) => {
  const email = uniqueEmail("kari");
  await register(page, email, "lingonberry-jam-47");
  // Not signed in before confirming.
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Logg inn" })).toBeVisible();

  const link = await confirmationLink(browser, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, email)).toBeVisible();
  await expect(page.getByText("E-postadressen er bekreftet, og du er logget inn.")).toBeVisible();

  // The menu: My account and Sign Out, no Admin Panel for a customer.
  await accountMenu(page, email).click();
  await expect(page.getByRole("link", { name: "Min konto" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Administrasjon" })).toHaveCount(0);
  await page.getByRole("button", { name: "Logg ut" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Logg inn" })).toBeVisible();

  await signIn(page, email, "lingonberry-jam-47");
  await expect(accountMenu(page, email)).toBeVisible();

  await page.goto("/account");
  await page.locator('input[name="currentPassword"]').fill("lingonberry-jam-47");
  await page.locator('input[name="newPassword"]').fill("cloudberry-cream-19");
  await page.locator('form:has(input[value="password"]) button[type="submit"]').click();
  await expect(page.getByText("Passordet ditt er endret.")).toBeVisible();

  await accountMenu(page, email).click();
  await page.getByRole("button", { name: "Logg ut" }).click();
  // Signed out before going on: a navigation right after the click could cancel the sign-out.
  await expect(page.getByRole("banner").getByRole("link", { name: "Logg inn" })).toBeVisible();
  await signIn(page, email, "lingonberry-jam-47");
  await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");
  await signIn(page, email, "cloudberry-cream-19");
  await expect(accountMenu(page, email)).toBeVisible();
});

test("/admin redirects anonymous visitors to sign-in and refuses signed-in customers with 403", async ({ page, browser }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin$/);

  const customer = await registeredUser(page, browser, "ola");
  await expect(accountMenu(page, customer.email)).toBeVisible();
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ingen tilgang");
  expect((await page.request.get("/admin/outbox")).status()).toBe(403);

  // The admin signs in through the redirect and lands on the panel.
  await page.context().clearCookies();
  await page.goto("/admin");
  await signIn(page, ADMIN.email, ADMIN.password, page.url());
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Administrasjon", level: 1 })).toBeVisible();
  await accountMenu(page, "Admin").click();
  await expect(page.getByRole("link", { name: "Administrasjon" })).toBeVisible();
});

test("redirectTo pointing to another site is ignored", async ({ page }) => {
  for (const target of ["https://evil.example", "//evil.example", "/%2F%2Fevil.example"]) {
    await page.context().clearCookies();
    await signIn(page, ADMIN.email, ADMIN.password, `/auth?redirectTo=${encodeURIComponent(target)}`);
    await expect(accountMenu(page, "Admin")).toBeVisible();
    expect(page.url()).not.toContain("evil.example");
    expect(new URL(page.url()).pathname).toBe("/");
  }
});

test("after sign-in without redirectTo the visitor returns to the page they came from", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("main").locator('input[name="email"]').fill(ADMIN.email);
  await page.getByRole("main").locator('input[name="password"]').fill(ADMIN.password);
  await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText("You are signed in.")).toBeVisible();
});

test("a cross-origin POST to any action is refused with 403", async ({ page, baseURL }) => {
  for (const path of ["/auth", "/auth/sign-out", "/account", "/auth/forgot-password"]) {
    const forged = await page.request.post(path, {
      headers: { Origin: "https://evil.example" },
      form: { intent: "signin", email: ADMIN.email, password: ADMIN.password },
    });
    expect(forged.status(), path).toBe(403);
    const bare = await page.request.post(path, { headers: { Origin: "", Referer: "" }, form: { email: ADMIN.email } });
    expect(bare.status(), path).toBe(403);
  }
  // The same request from the site itself is accepted (and here answered with a bad-credentials 401).
  const own = await page.request.post("/auth", {
    headers: { Origin: new URL(baseURL!).origin },
    form: { intent: "signin", email: ADMIN.email, password: "wrong-password-1" },
  });
  expect(own.status()).toBe(401);
});

test("sign-in works with JavaScript disabled", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, ADMIN.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, "Admin")).toBeVisible();
  await context.close();
});

test("after 10 failed sign-ins the form says how long to wait", async ({ page, baseURL }) => {
  const email = uniqueEmail("guess");
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await page.request.post("/auth", {
      headers: { Origin: new URL(baseURL!).origin },
      form: { intent: "signin", email, password: `wrong-${attempt}` },
    });
    expect(response.status()).toBe(401);
  }
  await signIn(page, email, "wrong-again");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("For mange forsøk. Prøv igjen om 15 minutter. Tilbakestill passordet for å logge inn nå.");
  // The lock points the owner to the reset, which lifts it.
  await expect(alert.getByRole("link", { name: "Tilbakestill passordet for å logge inn nå." })).toHaveAttribute(
    "href",
    "/auth/forgot-password",
  );
});
