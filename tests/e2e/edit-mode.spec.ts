import { type Browser, expect, type Page, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { registeredUser } from "../support/e2e-auth";
import { signInAs } from "../support/e2e-flows";
import { startServer, waitForStatus } from "../support/server-process";

// Server work follows most clicks here (a save, a reload of the page's data): generous timeouts.
const SERVER = { timeout: 20_000 };

/** Fails the test when any page of the context opens a JavaScript dialog (alert, confirm, prompt). */
function refuseDialogs(page: Page, dialogs: string[]) {
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
}

async function adminInEditMode(page: Page) {
  await signInAs(page, E2E_ADMIN, "en");
  await page.goto("/en");
  await page.getByRole("button", { name: "Edit Mode" }).click();
  await expect(page.getByRole("button", { name: "Exit Edit" })).toBeVisible(SERVER);
  await expect(page.getByRole("button", { name: "Edit hero.title" })).toBeVisible(SERVER);
}

/** What an anonymous visitor (a fresh context, no cookies: served from the shared page cache when cached) sees. */
async function anonymousHeading(
  browser: Browser,
  path: string,
  dialogs: string[] = [],
): Promise<{ text: string; close: () => Promise<void>; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  refuseDialogs(page, dialogs);
  await page.goto(path);
  await page.waitForLoadState("load");
  return { text: await page.getByRole("heading", { level: 1 }).innerText(), page, close: () => context.close() };
}

async function saveText(page: Page, field: string, value: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/en/edit-mode/save", {
    form: { intent: "text", page: "home", key: field, value },
    headers: { origin },
  });
  expect(response.status()).toBe(200);
}

test("an admin edits the home hero in place: Enter saves for that language only, Escape reverts, a revision is reverted, stored markup never runs", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  refuseDialogs(page, dialogs);
  const before = { en: await anonymousHeading(browser, "/en"), nb: await anonymousHeading(browser, "/") };
  await before.en.close();
  await before.nb.close();

  await adminInEditMode(page);
  await expect(page.locator("footer")).toHaveCount(1);
  const heading = page.getByRole("heading", { level: 1 });
  const input = page.getByLabel("Text hero.title");
  try {
    // Double-click the text, type, Enter.
    await heading.locator('[data-edit-field="hero.title"] > span').first().dblclick();
    await expect(input).toBeFocused();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await input.fill("E2E hero A");
    await input.press("Enter");
    await expect(input).toBeHidden(SERVER);
    await expect(heading).toContainText("E2E hero A");

    // An anonymous visitor sees it in English, and the old text in Norwegian.
    await expect
      .poll(async () => {
        const visitor = await anonymousHeading(browser, "/en");
        await visitor.close();
        return visitor.text;
      }, SERVER)
      .toBe("E2E hero A");
    const norwegian = await anonymousHeading(browser, "/");
    expect(norwegian.text).toBe(before.nb.text);
    await norwegian.close();

    // Escape reverts an edit without saving.
    await page.getByRole("button", { name: "Edit hero.title" }).click();
    await input.fill("Never saved");
    await input.press("Escape");
    await expect(input).toBeHidden();
    await expect(heading).toContainText("E2E hero A");
    await expect(page.getByRole("button", { name: "Edit hero.title" })).toBeFocused();

    // A second save, then the history: revert to the first one.
    await page.getByRole("button", { name: "Edit hero.title" }).click();
    await input.fill("E2E hero B");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(input).toBeHidden(SERVER);
    await expect(heading).toContainText("E2E hero B");
    await page.getByRole("button", { name: "History of hero.title" }).click();
    const history = page.getByRole("dialog", { name: "Revision history" });
    const revisions = history.getByTestId("revision");
    await expect(revisions.first()).toContainText("E2E hero B", SERVER);
    await expect(revisions.nth(1)).toContainText("E2E hero A");
    await revisions.nth(1).getByRole("button", { name: "Revert" }).click();
    await expect(history).toBeHidden(SERVER);
    await expect(heading).toContainText("E2E hero A", SERVER);
    await expect(heading).not.toContainText("E2E hero B");

    // Markup stored as a text is shown as text, for the admin and for visitors, and never runs.
    await page.getByRole("button", { name: "Edit hero.title" }).click();
    await input.fill("<img src=x onerror=alert(1)>");
    await input.press("Enter");
    await expect(input).toBeHidden(SERVER);
    await expect(heading).toContainText("<img src=x onerror=alert(1)>");
    await page.reload();
    await expect(heading).toContainText("<img src=x onerror=alert(1)>");
    await expect
      .poll(async () => {
        const visitor = await anonymousHeading(browser, "/en", dialogs);
        const images = await visitor.page.locator('img[src="x"]').count();
        await visitor.close();
        return `${visitor.text}|${images}`;
      }, SERVER)
      .toBe("<img src=x onerror=alert(1)>|0");
    expect(dialogs).toEqual([]);
  } finally {
    await saveText(page, "hero.title", before.en.text);
  }
});

test("footer in Edit Mode: a link is added, renamed, a second edit is cancelled; a colour template survives reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await adminInEditMode(page);
  const footer = page.locator("footer");
  await expect(footer).toHaveCount(1);
  const manage = footer.getByRole("button", { name: "Manage Footer Links: Quick Links" });
  const dialog = page.getByRole("dialog", { name: "Manage Footer Links" });
  const rows = dialog.getByTestId("footer-link-row");
  try {
    await manage.click();
    await expect(rows.first()).toBeVisible(SERVER);
    const count = await rows.count();
    await dialog.getByRole("button", { name: "Add Link" }).click();
    await expect(rows).toHaveCount(count + 1);
    const added = rows.last();
    await expect(added.getByLabel("Title", { exact: true })).toHaveValue("New Link");
    await expect(added.getByLabel("URL")).toHaveValue("/");
    await expect(added.getByRole("checkbox")).not.toBeChecked();
    await added.getByLabel("Title", { exact: true }).fill("E2E Footer Link");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden(SERVER);
    await expect(page.getByText("Section Updated")).toBeVisible(SERVER);
    await expect(footer.getByRole("link", { name: "E2E Footer Link" })).toBeVisible(SERVER);

    // Renamed in place (the link title in English), with the spec's toast.
    await footer.getByRole("button", { name: "Edit quicklinks: E2E Footer Link" }).click();
    const title = footer.getByLabel("Text quicklinks: E2E Footer Link");
    await title.fill("E2E Footer Link renamed");
    await title.press("Enter");
    await expect(page.getByText("Footer link updated for English")).toBeVisible(SERVER);
    await expect(footer.getByRole("link", { name: "E2E Footer Link renamed" })).toBeVisible(SERVER);

    // A second edit, cancelled: in place with Escape, and in the dialog with Cancel.
    await footer.getByRole("button", { name: "Edit quicklinks: E2E Footer Link renamed" }).click();
    await footer.getByLabel("Text quicklinks: E2E Footer Link renamed").fill("Not kept");
    await footer.getByRole("button", { name: "Cancel" }).click();
    await expect(footer.getByRole("link", { name: "E2E Footer Link renamed" })).toBeVisible();
    await manage.click();
    await expect(rows.last().getByLabel("Title", { exact: true })).toHaveValue("E2E Footer Link renamed", SERVER);
    await rows.last().getByLabel("Title", { exact: true }).fill("Not kept either");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await manage.click();
    await expect(rows.last().getByLabel("Title", { exact: true })).toHaveValue("E2E Footer Link renamed", SERVER);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await expect
      .poll(async () => {
        await visitorPage.goto("/en");
        return visitorPage.locator("footer").getByRole("link", { name: "E2E Footer Link renamed" }).count();
      }, SERVER)
      .toBe(1);
    await expect(visitorPage.locator("footer")).toHaveCount(1);
    await visitor.close();

    // A colour template, saved when applied, still there after a reload.
    await footer.getByRole("button", { name: "Customize Footer Colors" }).click();
    const colors = page.getByRole("dialog", { name: "Customize Footer Colors" });
    await expect(colors.getByRole("tab", { name: "Color Templates" })).toHaveAttribute("aria-selected", "true");
    await colors.getByRole("button", { name: /Ocean Depth/ }).click();
    await expect(page.getByText("Ocean Depth color scheme has been applied.")).toBeVisible(SERVER);
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(page.locator("footer")).toHaveCSS("background-color", "rgb(12, 45, 72)", SERVER);
    await signOutAndCheck(page);
    await page.goto("/en");
    await expect(page.locator("footer")).toHaveCSS("background-color", "rgb(12, 45, 72)", SERVER);
  } finally {
    // Put the demo footer back for the other specs.
    await adminInEditMode(page).catch(() => undefined);
    await page.locator("footer").getByRole("button", { name: "Customize Footer Colors" }).click();
    await page.getByRole("button", { name: "Reset to Default" }).click();
    await expect(page.getByText("Reset to Default").first()).toBeVisible(SERVER);
    await page.keyboard.press("Escape");
    await manage.click();
    await expect(rows.first()).toBeVisible(SERVER);
    const extra = rows.filter({ has: page.locator('input[value^="E2E Footer Link"]') });
    while ((await extra.count()) > 0)
      await extra
        .first()
        .getByRole("button", { name: /^Remove/ })
        .click();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden(SERVER);
  }
});

/** Signs out through the account menu: the Edit Mode cookie goes with the session. */
async function signOutAndCheck(page: Page) {
  await page.getByRole("banner").locator("details summary").first().click();
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible(SERVER);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("storefront_edit_mode");
}

test("only admins may save or toggle: anonymous and signed-in non-admins get 403 and never see the toggle", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const save = (path: string) =>
    page.request.post(path, {
      form: { intent: "text", page: "home", key: "hero.title", value: "Hacked" },
      headers: { origin },
      maxRedirects: 0,
    });
  expect((await save("/en/edit-mode/save")).status()).toBe(403);
  expect((await page.request.post("/edit-mode", { form: { mode: "on" }, headers: { origin }, maxRedirects: 0 })).status()).toBe(403);

  await registeredUser(page, browser, "edit-mode-visitor");
  await page.goto("/en");
  await expect(page.getByRole("banner").locator("details summary").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Mode" })).toHaveCount(0);
  for (const path of ["/edit-mode/save", "/en/edit-mode/save", "/ar/edit-mode/save"]) expect((await save(path)).status()).toBe(403);
  expect((await page.request.get("/en/edit-mode/save?kind=page_text&target=home/hero.title")).status()).toBe(403);
  // Even with the Edit Mode cookie set by hand, a non-admin gets the visitors' page.
  await page.context().addCookies([{ name: "storefront_edit_mode", value: "on", url: origin }]);
  await page.goto("/en");
  await expect(page.getByRole("button", { name: "Edit hero.title" })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(1);
  const hero = await page.getByRole("heading", { level: 1 }).innerText();
  expect(hero).not.toBe("Hacked");
});

test("the Edit Mode toggle exists in every language and its redirects keep the language", async ({ page }) => {
  await signInAs(page, E2E_ADMIN, "ar");
  const origin = new URL(page.url()).origin;
  for (const [path, back] of [
    ["/edit-mode", "/products"],
    ["/en/edit-mode", "/en/products"],
    ["/ar/edit-mode", "/ar/products"],
  ] as const) {
    const on = await page.request.post(path, { form: { mode: "on", redirectTo: back }, headers: { origin }, maxRedirects: 0 });
    expect(on.status()).toBe(303);
    expect(on.headers().location).toBe(back);
    const off = await page.request.post(path, { form: { mode: "off" }, headers: { origin }, maxRedirects: 0 });
    expect(new URL(off.headers().location!, origin).pathname).toBe(path.replace(/edit-mode$/, "").replace(/(.)\/$/, "$1"));
  }
  expect((await page.request.post("/en/edit-mode", { form: { mode: "sideways" }, headers: { origin }, maxRedirects: 0 })).status()).toBe(
    400,
  );
  await page.goto("/ar");
  await page.getByRole("button", { name: "وضع التحرير" }).click();
  await expect(page).toHaveURL(/\/ar$/, SERVER);
  await expect(page.getByRole("button", { name: "إنهاء التحرير" })).toBeVisible(SERVER);
  await expect(page.locator("footer")).toHaveCount(1);
  await expect(page.locator("footer").getByRole("button", { name: "تخصيص ألوان التذييل" })).toBeVisible(SERVER);
  await page.getByRole("button", { name: "إنهاء التحرير" }).click();
  await expect(page.getByRole("button", { name: "وضع التحرير" })).toBeVisible(SERVER);
  // Out of Edit Mode the footer's only button is the newsletter form's.
  await expect(page.locator("footer").getByRole("button")).toHaveCount(1);
  await expect(page.locator("footer").getByRole("button", { name: "اشترك" })).toBeVisible();
});

test("rich text: a content page section is edited in the rich text editor; stored script and handlers never run", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  refuseDialogs(page, dialogs);
  await adminInEditMode(page);
  const origin = new URL(page.url()).origin;
  await page.goto("/en/about");
  const article = page.getByTestId("content-page");
  await expect(article.getByRole("button", { name: "Edit body" })).toBeVisible(SERVER);
  const body = article.locator('[data-edit-field="body"]').first();
  const original = await body.locator(".rich-text").innerHTML();
  try {
    await article.getByRole("button", { name: "Edit body" }).click();
    const editor = page.getByRole("textbox", { name: "Text body" });
    await expect(editor).toBeVisible(SERVER);
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await editor.click();
    await page.keyboard.press("Control+Home");
    await page.getByRole("button", { name: "Bold", exact: true }).click();
    await page.keyboard.type("E2E rich text ");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(editor).toBeHidden(SERVER);
    await expect(article.locator("strong", { hasText: "E2E rich text" })).toBeVisible(SERVER);

    // A visitor sees it; markup an attacker might store is cleaned on save and on render.
    const saved = await page.request.post("/en/edit-mode/save", {
      form: {
        intent: "text",
        page: "about",
        key: "body",
        value: '<p>E2E safe <a href="javascript:alert(3)">link</a></p><img src=x onerror=alert(1)><script>alert(2)</script>',
      },
      headers: { origin },
    });
    expect(saved.status()).toBe(200);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    refuseDialogs(visitorPage, dialogs);
    await expect
      .poll(async () => {
        await visitorPage.goto("/en/about");
        return visitorPage.getByTestId("content-page").innerText();
      }, SERVER)
      .toContain("E2E safe");
    const html = await visitorPage.getByTestId("content-page").innerHTML();
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    await visitor.close();
    await page.reload();
    await article.getByRole("button", { name: "Edit body" }).click();
    await expect(page.getByRole("textbox", { name: "Text body" })).toContainText("E2E safe", SERVER);
    expect(dialogs).toEqual([]);
  } finally {
    await page.request.post("/en/edit-mode/save", {
      form: { intent: "text", page: "about", key: "body", value: original },
      headers: { origin },
    });
  }
});

test("Site texts: a menu title and a UI string are edited for one language, visitors see them in that language only", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await adminInEditMode(page);
  const origin = new URL(page.url()).origin;
  const dialog = page.getByRole("dialog", { name: "Site texts" });
  await page.locator("footer").getByRole("button", { name: "Site texts" }).click();
  try {
    await dialog.getByRole("tab", { name: "Menu" }).click();
    await dialog.getByRole("button", { name: "Edit menu: Categories" }).click();
    const title = dialog.getByLabel("Text menu: Categories");
    await title.fill("E2E Categories");
    await title.press("Enter");
    await expect(dialog.getByText("E2E Categories")).toBeVisible(SERVER);
    await dialog.getByRole("tab", { name: "UI Texts" }).click();
    await dialog.getByLabel("Filter").fill("search.placeholder");
    await dialog.getByRole("button", { name: "Edit search.placeholder" }).click();
    await dialog.getByLabel("Text search.placeholder").fill("E2E search the shop");
    await dialog.getByLabel("Text search.placeholder").press("Enter");
    await expect(dialog.getByText("E2E search the shop")).toBeVisible(SERVER);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await expect
      .poll(async () => {
        await visitorPage.goto("/en");
        return visitorPage.getByRole("banner").getByRole("link", { name: "E2E Categories" }).count();
      }, SERVER)
      .toBeGreaterThan(0);
    await expect(visitorPage.getByRole("banner").getByPlaceholder("E2E search the shop").first()).toBeAttached();
    await visitorPage.goto("/");
    await expect(visitorPage.getByRole("banner").getByRole("link", { name: "E2E Categories" })).toHaveCount(0);
    await visitor.close();
  } finally {
    // The demo's English texts back, for the other specs.
    await page.request.post("/en/edit-mode/save", {
      form: { intent: "ui-string", key: "search.placeholder", value: "Search products" },
      headers: { origin },
    });
    await page.goto("/en");
    await page.locator("footer").getByRole("button", { name: "Site texts" }).click();
    await dialog.getByRole("tab", { name: "Menu" }).click();
    const renamed = dialog.getByRole("button", { name: "Edit menu: E2E Categories" });
    if ((await renamed.count()) > 0) {
      await renamed.click();
      await dialog.getByLabel("Text menu: E2E Categories").fill("Categories");
      await dialog.getByLabel("Text menu: E2E Categories").press("Enter");
      await expect(dialog.getByRole("button", { name: "Edit menu: Categories" })).toBeVisible(SERVER);
    }
    await page.goto("/en");
  }
});

test("Header style: a style is previewed, applied for every visitor, and put back", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await adminInEditMode(page);
  const dialog = page.getByRole("dialog", { name: "Header style" });
  const choose = async (style: string) => {
    await page.locator("footer").getByRole("button", { name: "Header style" }).click();
    await dialog.getByRole("radio", { name: style }).check();
    await expect(dialog.getByTestId("header-style-preview")).toHaveAttribute("data-menu-style", style);
    await dialog.getByRole("button", { name: "Apply" }).click();
    // The page's header (hidden from the accessibility tree while the dialog is open, hence CSS).
    await expect(page.locator("header[data-menu-style]")).toHaveAttribute("data-menu-style", style, SERVER);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  try {
    await choose("compact");
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.locator("header")).toHaveCount(1);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await expect
      .poll(async () => {
        await visitorPage.goto("/en");
        return visitorPage.getByRole("banner").getAttribute("data-menu-style");
      }, SERVER)
      .toBe("compact");
    await visitor.close();
  } finally {
    if (await dialog.isVisible()) await page.keyboard.press("Escape");
    await choose("horizontal");
  }
});

test("every header style and the phone drawer let an admin turn Edit Mode off and on again", async ({ page }) => {
  test.setTimeout(150_000);
  await adminInEditMode(page);
  const dialog = page.getByRole("dialog", { name: "Header style" });
  const choose = async (style: string) => {
    await page.locator("footer").getByRole("button", { name: "Header style" }).click();
    await dialog.getByRole("radio", { name: style }).check();
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(page.locator("header[data-menu-style]")).toHaveAttribute("data-menu-style", style, SERVER);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  };
  try {
    for (const style of ["bbc", "compact", "split"]) {
      await choose(style);
      const [turnOff, turnOn] = [
        page.getByRole("banner").getByRole("button", { name: "Exit Edit" }),
        page.getByRole("banner").getByRole("button", { name: "Edit Mode" }),
      ];
      await expect(turnOff, style).toBeVisible(SERVER);
      await turnOff.click();
      await expect(turnOn, style).toBeVisible(SERVER);
      await expect(page.getByRole("button", { name: "Edit hero.title" })).toHaveCount(0);
      await turnOn.click();
      await expect(turnOff, style).toBeVisible(SERVER);
    }
    // On a phone the split style's row of controls is hidden: the drawer has the switch.
    await page.setViewportSize({ width: 390, height: 844 });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    for (const [from, to, pencils] of [
      ["Exit Edit", "Edit Mode", 0],
      ["Edit Mode", "Exit Edit", 1],
    ] as const) {
      await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
      await expect(drawer.getByRole("button", { name: from })).toBeVisible(SERVER);
      await drawer.getByRole("button", { name: from }).click();
      // The switch is a plain form: wait for the page it comes back to before opening the drawer there.
      await expect(page.getByRole("button", { name: "Edit hero.title" })).toHaveCount(pencils, SERVER);
      await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
      await expect(drawer.getByRole("button", { name: to })).toBeVisible(SERVER);
      await page.keyboard.press("Escape");
    }
  } finally {
    if (await dialog.isVisible()) await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 720 });
    // However the test ended, Edit Mode is on again for putting the style back.
    await page.goto("/en");
    const turnOn = page.getByRole("banner").getByRole("button", { name: "Edit Mode" });
    if (await turnOn.isVisible()) await turnOn.click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Exit Edit" })).toBeVisible(SERVER);
    await choose("horizontal");
  }
});

test("Manage Menu: an item is added and reordered, a sub-item added; visitors see it; Cancel restores; removed again", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await adminInEditMode(page);
  const dialog = page.getByRole("dialog", { name: "Manage Menu" });
  const rows = dialog.getByTestId("menu-row");
  const open = async () => {
    await page.locator("footer").getByRole("button", { name: "Manage Menu" }).click();
    await expect(rows.first()).toBeVisible(SERVER);
  };
  const saveChanges = async () => {
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden(SERVER);
  };
  try {
    await open();
    const count = await rows.count();
    const lastTitle = await rows.last().getByLabel("Title", { exact: true }).inputValue();
    await dialog.getByRole("button", { name: "Add item" }).click();
    await expect(rows).toHaveCount(count + 1);
    await expect(rows.last().getByLabel("Title", { exact: true })).toHaveValue("New item");
    await rows.last().getByLabel("Title", { exact: true }).fill("E2E Item");
    await rows.last().getByLabel("URL").fill("/about");
    await dialog.getByRole("button", { name: "Move up: E2E Item" }).click();
    await dialog.getByRole("button", { name: "Add sub-item: E2E Item" }).click();
    await dialog
      .getByTestId("menu-child-row")
      .filter({ has: page.locator('input[value="New item"]') })
      .getByLabel("Title", { exact: true })
      .fill("E2E Sub");
    await saveChanges();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "E2E Item" })).toBeVisible(SERVER);
    // Moved up one place: just before what was the last item.
    const links = await banner.getByRole("navigation").first().getByRole("link").allInnerTexts();
    expect(links.indexOf(lastTitle)).toBeGreaterThan(0);
    expect(links.indexOf("E2E Item")).toBe(links.indexOf(lastTitle) - 1);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await expect
      .poll(async () => {
        await visitorPage.goto("/en");
        return visitorPage.getByRole("banner").getByRole("link", { name: "E2E Item" }).count();
      }, SERVER)
      .toBeGreaterThan(0);
    await visitor.close();

    // Cancel throws away an edit.
    await open();
    await rows
      .filter({ has: page.locator('input[value="E2E Item"]') })
      .getByRole("button", { name: "Remove: E2E Item" })
      .click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await open();
    await expect(rows.filter({ has: page.locator('input[value="E2E Item"]') })).toHaveCount(1);
  } finally {
    if (!(await dialog.isVisible())) await open();
    const added = rows.filter({ has: page.locator('input[value="E2E Item"]') });
    while ((await added.count()) > 0) await added.first().getByRole("button", { name: "Remove: E2E Item" }).click();
    await saveChanges();
    await expect(page.getByRole("banner").getByRole("link", { name: "E2E Item" })).toHaveCount(0, SERVER);
  }
});

test("Logo and favicon: an image is uploaded and shown to visitors; other files, oversized bodies and non-admins are refused", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A server of its own: the uploaded logo must not change the demo site the other specs see.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-upload-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  const context = await browser.newContext({ baseURL: server.url, locale: "en-GB" });
  try {
    await waitForStatus(`${server.url}/readyz`, 200, 120_000);
    const anonymous = await context.request.post("/en/edit-mode/upload", {
      multipart: { purpose: "logo", file: { name: "logo.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG } },
      headers: { origin: server.url },
    });
    expect(anonymous.status()).toBe(403);

    const page = await context.newPage();
    await adminInEditMode(page);
    await page.locator("footer").getByRole("button", { name: "Logo and favicon" }).click();
    const dialog = page.getByRole("dialog", { name: "Logo and favicon" });
    await dialog
      .getByLabel("Favicon")
      .setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>not an image</svg>") });
    await dialog.getByRole("button", { name: "Upload" }).nth(1).click();
    await expect(page.getByText("The file is not a PNG, JPEG, GIF, WebP or ICO image.")).toBeVisible(SERVER);
    await dialog.getByLabel("Logo").setInputFiles({ name: "logo.png", mimeType: "application/octet-stream", buffer: ONE_PIXEL_PNG });
    await dialog.getByRole("button", { name: "Upload" }).first().click();
    await expect(page.getByText("Uploaded.")).toBeVisible(SERVER);
    await expect(page.locator('header img[src^="/uploads/"]').first()).toBeAttached(SERVER);
    const src = await page.locator('header img[src^="/uploads/"]').first().getAttribute("src");
    const image = await context.request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["x-content-type-options"]).toBe("nosniff");
    expect(image.headers()["content-security-policy"]).toContain("default-src 'self'");
    expect(Buffer.compare(await image.body(), ONE_PIXEL_PNG)).toBe(0);

    const tooLarge = await page.request.post("/en/edit-mode/upload", {
      multipart: {
        purpose: "logo",
        file: { name: "big.png", mimeType: "image/png", buffer: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]) },
      },
      headers: { origin: server.url },
    });
    expect(tooLarge.status()).toBe(413);
    expect((await page.request.get("/uploads/not-a-uuid")).status()).toBe(404);

    const visitor = await browser.newContext({ baseURL: server.url });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/en");
    await expect(visitorPage.locator(`header img[src="${src}"]`).first()).toBeAttached();
    await visitor.close();
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// A valid 1×1 PNG.
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
