import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { accountMenu, mailedLink, registeredUser, signIn, uniqueEmail } from "../support/e2e-auth";

const RETURN_TO_COOKIE = "storefront_return_to";
const hostileReturnPaths = ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/%2E%2e//evil.example/x"];

/** The Location of a response that must be a redirect, checked to stay on this site. */
function sameSiteLocation(response: { status(): number; headers(): Record<string, string> }, what: string): string {
  expect(response.status(), what).toBeGreaterThanOrEqual(300);
  expect(response.status(), what).toBeLessThan(400);
  const location = response.headers()["location"] ?? "";
  expect(location, what).toMatch(/^\/(?![/\\])/);
  expect(location, what).not.toContain("evil.example");
  return location;
}

async function signOutEverywhere(page: Page) {
  await page.context().clearCookies();
}

test("every route that takes a return path keeps the visitor on this site", async ({ page, baseURL, playwright }) => {
  const origin = new URL(baseURL!).origin;
  const anonymous = await playwright.request.newContext({ baseURL });
  for (const target of hostileReturnPaths) {
    // Sign-in POST with redirectTo.
    const signedIn = await anonymous.post("/auth", {
      headers: { Origin: origin },
      form: { intent: "signin", email: E2E_ADMIN.email, password: E2E_ADMIN.password, redirectTo: target },
      maxRedirects: 0,
    });
    expect(sameSiteLocation(signedIn, `POST /auth redirectTo=${target}`)).toBe("/auth/callback");
    // /auth/callback with a forged return-to cookie.
    const callback = await anonymous.get("/auth/callback", {
      headers: { Cookie: `${RETURN_TO_COOKIE}=${encodeURIComponent(target)}` },
      maxRedirects: 0,
    });
    expect(sameSiteLocation(callback, `/auth/callback cookie ${target}`)).toBe("/");
    // The language switcher's return path.
    const language = await anonymous.get(`/language?code=en&to=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(sameSiteLocation(language, `/language to=${target}`)).toBe("/en");
  }
  await anonymous.dispose();

  // GET /auth?redirectTo=… for a visitor who is already signed in.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(accountMenu(page, "Admin")).toBeVisible();
  for (const target of hostileReturnPaths) {
    const response = await page.request.get(`/auth?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(sameSiteLocation(response, `GET /auth redirectTo=${target}`)).toBe("/");
  }
  // And in the browser: a signed-in visitor following such a link stays here.
  await page.goto(`/auth?redirectTo=${encodeURIComponent("/.//evil.example")}`);
  expect(new URL(page.url()).origin).toBe(origin);
});

test("sign-in from a page goes back there through /auth/callback, once", async ({ page, context }) => {
  await page.goto("/products");
  await page.getByRole("banner").getByRole("link", { name: "Logg inn" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await context.cookies()).find((cookie) => cookie.name === RETURN_TO_COOKIE)?.value).toBe(encodeURIComponent("/products"));
  await page.getByRole("main").locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.getByRole("main").locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(accountMenu(page, "Admin")).toBeVisible();
  // The remembered page is used once: the cookie is gone, and the callback alone goes home.
  expect((await context.cookies()).find((cookie) => cookie.name === RETURN_TO_COOKIE)).toBeUndefined();
  await page.goto("/auth/callback");
  await expect(page).toHaveURL(/\/$/);
});

test("forgot and reset password through the pages: the reset lifts a lock and voids the earlier link", async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await registeredUser(page, browser, "reset");
  await signOutEverywhere(page);
  // Someone else guesses until the account locks.
  for (let attempt = 0; attempt < 10; attempt++) {
    const guess = await page.request.post("/auth", {
      headers: { Origin: new URL(baseURL!).origin },
      form: { intent: "signin", email, password: `guess-${attempt}` },
    });
    expect(guess.status()).toBe(401);
  }
  await signIn(page, email, "cloudberry-jam-2024");
  await expect(page.getByRole("alert")).toContainText("For mange forsøk.");

  // The lock message leads to the reset form.
  await page.getByRole("alert").getByRole("link", { name: "Tilbakestill passordet for å logge inn nå." }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  const requestLink = async () => {
    await page.goto("/auth/forgot-password");
    await page.getByLabel("E-post").fill(email);
    await page.getByRole("button", { name: "Send lenke" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Hvis det finnes en konto for ${email}, har vi sendt en lenke for å velge nytt passord.`,
    );
    return mailedLink(browser, email, "/auth/reset-password");
  };
  const firstLink = await requestLink();
  const secondLink = await requestLink();
  expect(secondLink).not.toBe(firstLink);

  await page.goto(secondLink);
  await page.getByLabel("Nytt passord").fill("blackcurrant-jam-51");
  await page.getByRole("button", { name: "Lagre passord" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Passordet ditt er endret. Du kan logge inn nå.")).toBeVisible();

  // The lock is lifted: the new password signs in at once.
  await signIn(page, email, "blackcurrant-jam-51");
  await expect(accountMenu(page, email)).toBeVisible();

  // The first link died with the reset.
  await signOutEverywhere(page);
  await page.goto(firstLink);
  await page.getByLabel("Nytt passord").fill("attacker-chosen-pass-9");
  await page.getByRole("button", { name: "Lagre passord" }).click();
  await expect(page.getByRole("alert")).toHaveText("Lenken er ugyldig eller utløpt. Be om en ny.");
  await signIn(page, email, "attacker-chosen-pass-9");
  await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");
});

test("reset requests are limited per address, with the same answer every time", async ({ page, browser }) => {
  const { email } = await registeredUser(page, browser, "flood");
  await signOutEverywhere(page);
  for (let request = 0; request < 4; request++) {
    await page.goto("/auth/forgot-password");
    await page.getByLabel("E-post").fill(email);
    await page.getByRole("button", { name: "Send lenke" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Hvis det finnes en konto for ${email}, har vi sendt en lenke for å velge nytt passord.`,
    );
  }
  // The confirmation mail and two reset mails: three an hour for one address.
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(accountMenu(page, "Admin")).toBeVisible();
  await page.goto("/admin/outbox");
  await expect(page.getByRole("article").filter({ hasText: email })).toHaveCount(3);
});

test("the outbox masks every token until one message is revealed", async ({ page, browser }) => {
  const first = uniqueEmail("masked-a");
  const second = uniqueEmail("masked-b");
  for (const email of [first, second]) {
    await page.goto("/auth?mode=register");
    await page.getByRole("main").locator('input[name="email"]').fill(email);
    await page.getByRole("main").locator('input[name="password"]').fill("cloudberry-jam-2024");
    await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
    await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
  }
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(accountMenu(admin, "Admin")).toBeVisible();
  const response = await admin.goto("/admin/outbox");
  const html = (await response?.text()) ?? "";
  expect(html).toContain("/auth/verify?token=[redacted]");
  expect(html).not.toMatch(/token=(?!\[redacted\])/);

  const mailTo = (email: string) => admin.getByRole("article").filter({ hasText: email });
  await mailTo(first)
    .getByRole("button", { name: /^Reveal/ })
    .click();
  await expect(mailTo(first).locator("pre")).toContainText(/\/auth\/verify\?token=[\w.-]{20,}/);
  await expect(mailTo(second).locator("pre")).toContainText("/auth/verify?token=[redacted]");
  // Revealing is an admin action: an anonymous POST is sent to sign in, and reveals nothing.
  const id = await mailTo(second).getAttribute("data-outbox-id");
  const anonymous = await page.request.post("/admin/outbox", {
    headers: { Origin: new URL(page.url()).origin },
    form: { intent: "reveal", id: id! },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toMatch(/^\/auth\?redirectTo=/);
  await context.close();
});

test("the account page changes the name, exports the data and deletes the account", async ({ page, browser, playwright, baseURL }) => {
  const { email, password } = await registeredUser(page, browser, "owner");
  await page.goto("/account");
  await page.getByLabel("Navn").fill("Kari Nordmann");
  await page.getByRole("button", { name: "Lagre", exact: true }).click();
  await expect(page.getByText("Profilen din er lagret.")).toBeVisible();
  await expect(accountMenu(page, "Kari Nordmann")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Navn")).toHaveValue("Kari Nordmann");

  // Export: a download, never cached, with what is stored about the user.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Eksporter dataene mine" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("my-data.json");
  const exported = await page.request.get("/account/export");
  expect(exported.headers()["content-disposition"]).toBe('attachment; filename="my-data.json"');
  expect(exported.headers()["cache-control"]).toBe("no-store");
  expect(JSON.stringify(await exported.json())).toContain(email);
  expect(JSON.stringify(await exported.json())).toContain("Kari Nordmann");
  // Signed out, the export sends to sign-in instead.
  const anonymous = await playwright.request.newContext({ baseURL });
  const refused = await anonymous.get("/account/export", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers()["location"]).toBe("/auth?redirectTo=%2Faccount%2Fexport");
  await anonymous.dispose();

  // Delete: the password is checked first.
  const deleteSection = page.locator("section").filter({ has: page.getByRole("heading", { name: "Slett konto" }) });
  await deleteSection.getByLabel("Passord").fill("not-my-password");
  await deleteSection.getByRole("button", { name: "Slett kontoen min" }).click();
  await expect(deleteSection.getByText("Passordet er ikke riktig.")).toBeVisible();
  await deleteSection.getByLabel("Passord").fill(password);
  await deleteSection.getByRole("button", { name: "Slett kontoen min" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Kontoen din er slettet.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Logg inn" })).toBeVisible();
  expect((await page.context().cookies()).filter((cookie) => cookie.name.includes("session_token"))).toEqual([]);
  await signIn(page, email, password);
  await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");
});
