import { expect, type Page, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { signInAs } from "../support/e2e-flows";
import { openAiEnvironment, startOpenAiServer } from "../support/openai-server";
import { type ServerProcess, startServer, waitForStatus } from "../support/server-process";

// A save, a reload or an AI call follows most clicks here: generous timeouts.
const SERVER = { timeout: 30_000 };

/** Turns Edit Mode on for the signed-in admin (the toggle's own form post), from the page `path`. */
async function turnOnEditMode(page: Page, path: string) {
  await page.goto(path);
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}${path === "/" ? "" : path}/edit-mode`, {
    form: { mode: "on" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

test.describe("without an AI provider (the shared server has no AI_* variables)", () => {
  test("the settings page and /ai-test say AI is off and why, and the test control is disabled", async ({ page }) => {
    await signInAs(page, E2E_ADMIN, "en");
    await page.goto("/en/admin/settings");
    const reason = /AI is off: no AI provider is configured on this server \(set AI_BASE_URL and AI_MODEL/;
    await expect(page.getByRole("region", { name: "Platform features" })).toContainText(reason);
    await expect(page.locator("[data-ai-status]")).toContainText(reason);
    await page.goto("/en/ai-test");
    await expect(page.getByRole("heading", { level: 1, name: "AI test" })).toBeVisible();
    await page.getByLabel("Prompt").fill("Hello");
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
    await expect(page.locator("#ai-test-off")).toContainText(reason);
  });

  test("every AI control of Edit Mode and of the product and category forms is disabled and says why", async ({ page }) => {
    test.setTimeout(90_000);
    const reason = /AI is off: no AI provider is configured on this server/;
    await signInAs(page, E2E_ADMIN, "en");
    await turnOnEditMode(page, "/en");
    await page.goto("/en");
    const translate = page.locator('[data-ai-translate="hero.title"]').getByRole("button", { name: "Translate from English" });
    await expect(translate).toBeDisabled(SERVER);
    await expect(translate).toHaveAccessibleDescription(reason, SERVER);
    // The footer's texts and links have theirs too, each off with the same reason.
    const footerButtons = page.locator("footer [data-ai-translate] button");
    expect(await footerButtons.count()).toBeGreaterThan(0);
    for (const button of await footerButtons.all()) await expect(button).toBeDisabled();
    await page.getByRole("button", { name: "Site texts" }).click();
    await expect(page.getByRole("dialog").locator("[data-ai-translate] button").first()).toHaveAccessibleDescription(reason, SERVER);

    await page.goto("/en/admin/products/new");
    const tools = page.locator('[data-ai-tools="en"]');
    for (const name of ["Translate from English", "Suggest a description"]) {
      await expect(tools.getByRole("button", { name })).toBeDisabled();
      await expect(tools.getByRole("button", { name })).toHaveAccessibleDescription(reason);
    }
    await page.goto("/en/admin/categories/new");
    await expect(page.locator('[data-ai-tools="nb"]').getByRole("button", { name: /^Translate from/ })).toHaveAccessibleDescription(reason);
  });
});

test.describe("without an AI provider: adding a language", () => {
  test("the 'Draft every text with AI' checkbox is disabled and says why", async ({ page }) => {
    await signInAs(page, E2E_ADMIN, "en");
    await page.goto("/en/admin/languages");
    const box = page.getByRole("checkbox", { name: "Draft every text with AI" });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(/AI is off: no AI provider is configured on this server/);
  });
});

test.describe("with an OpenAI-compatible provider", () => {
  test.describe.configure({ mode: "serial" });
  let ai: Awaited<ReturnType<typeof startOpenAiServer>>;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ai = await startOpenAiServer();
    server = await startServer({
      NODE_ENV: "production",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "storefront-ai-")),
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...openAiEnvironment(ai.base),
    });
    await waitForStatus(`${server.url}/readyz`, 200, 150_000);
  });
  test.afterAll(async () => {
    await server?.stop();
    await ai?.close();
  });

  test("/ai-test shows the streamed reply, its tokens, its cost and latency, and lists the call", async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await signInAs(page, E2E_ADMIN, "en");
    await page.goto(`${server.url}/en/ai-test`);
    await expect(page.locator("[data-ai-status]")).toContainText("On: local-test-model");
    await expect(page.locator("[data-ai-balance]")).toHaveText("1000");
    await page.getByLabel("Prompt").fill("Hello from the test");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator("[data-ai-reply]")).toHaveText("Echo: Hello from the test");
    const credits = Number(await page.locator("[data-ai-credits]").innerText());
    expect(credits).toBeGreaterThan(0);
    await expect(page.locator("[data-ai-balance]")).toHaveText(String(1000 - credits));
    await expect(page.locator("[data-ai-figures]")).toContainText("Tokens in");
    await expect(page.locator("[data-ai-calls] tbody tr").first()).toContainText("Done");

    // A provider error says so, costs nothing, and is listed with its error.
    await page.getByLabel("Prompt").fill("FAIL429");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText(/limiting requests right now \(429\)/).first()).toBeVisible();
    await expect(page.locator("[data-ai-calls] tbody tr").first()).toContainText("Failed");
    await page.goto(`${server.url}/en/admin/settings`);
    await expect(page.locator("[data-ai-balance]")).toHaveText(String(1000 - credits));
  });

  test("an admin translates a page text from Norwegian into English and Arabic in Edit Mode, edits a draft, saves, and visitors see it", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInAs(page, E2E_ADMIN, "en");
    await turnOnEditMode(page, "/");
    await page.goto(`${server.url}/`);
    const source = (await page.locator('[data-edit-field="hero.title"] > span').first().innerText()).trim();
    const tools = page.locator('[data-ai-translate="hero.title"]');
    await tools.getByRole("button", { name: "Oversett fra Norwegian Bokmål" }).click();
    const english = tools.getByLabel("Utkast på English: hero.title");
    const arabic = tools.getByLabel("Utkast på Arabic: hero.title");
    await expect(english).toHaveValue(`[English] ${source}`, SERVER);
    await expect(arabic).toHaveValue(`[Arabic] ${source}`);
    await english.fill("E2E machine-drafted hero, checked by a person");
    await tools.getByRole("button", { name: "Lagre på English" }).click();
    await expect(tools.getByRole("button", { name: "Lagret på English" })).toBeDisabled(SERVER);
    await tools.getByRole("button", { name: "Lagre på Arabic" }).click();
    await expect(tools.getByRole("button", { name: "Lagret på Arabic" })).toBeDisabled(SERVER);
    // The Norwegian text is untouched.
    await expect(page.locator('[data-edit-field="hero.title"]').first()).toContainText(source);

    // Visitors see the saved drafts in their languages.
    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await visitor.goto(`${server.url}/en`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("E2E machine-drafted hero, checked by a person");
    await visitor.goto(`${server.url}/ar`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`[Arabic] ${source}`);
    await visitor.goto(`${server.url}/`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(source);
    await visitor.context().close();

    // Each save is a revision marked as machine-drafted.
    const history = await page.request.get(`${server.url}/en/edit-mode/save?kind=page_text&target=home/hero.title`);
    const { revisions } = (await history.json()) as { revisions: { newValue: string; machineDrafted: boolean }[] };
    expect(revisions[0]).toMatchObject({ newValue: "E2E machine-drafted hero, checked by a person", machineDrafted: true });
    await context.close();
  });

  test("the product form drafts the other languages and suggests a description, filled in for the admin to check", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInAs(page, E2E_ADMIN, "en");
    await page.goto(`${server.url}/en/admin/products/new`);
    await page.locator("#field-name-nb").fill("Brunost fra setra");
    await page.locator('[data-ai-tools="nb"]').getByRole("button", { name: "Suggest a description" }).click();
    await expect(page.locator("#field-description-nb")).toHaveValue(/^Echo: Product: Brunost fra setra/, SERVER);
    await expect(page.locator('[data-ai-tools="nb"]').getByRole("status")).toContainText("Suggested description filled in");
    await page
      .locator('[data-ai-tools="nb"]')
      .getByRole("button", { name: /^Translate from/ })
      .click();
    await expect(page.locator("#field-name-en")).toHaveValue("[English] Brunost fra setra", SERVER);
    await expect(page.locator("#field-name-ar")).toHaveValue("[Arabic] Brunost fra setra");
    await expect(page.locator("#field-description-en")).toHaveValue(/^\[English\] Echo: Product: Brunost fra setra/);
    await expect(page.locator('[data-ai-tools="nb"]').getByRole("status")).toContainText("Drafts filled in for English, العربية");
    await context.close();
  });
  test("adding a language drafts every text in the background; the admin reviews, approves and activates it, and visitors see it", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signInAs(page, E2E_ADMIN, "en");
    // Enough credits for every text of the demo site.
    await page.goto(`${server.url}/en/admin/settings`);
    await page.getByLabel("Credits to add").fill("100000");
    await page.getByRole("button", { name: "Top up credits" }).click();
    await expect(page.getByText("The credits have been added.")).toBeVisible(SERVER);

    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await visitor.goto(`${server.url}/`);
    const source = (await visitor.getByRole("heading", { level: 1 }).innerText()).trim();

    await page.goto(`${server.url}/en/admin/languages`);
    const add = page.getByRole("region", { name: "Add a language" });
    await add.getByLabel("Code (for example de or pt-br)").fill("de");
    await add.getByLabel("Name (in English)").fill("German");
    await add.getByLabel("Name in the language itself").fill("Deutsch");
    await add.getByRole("checkbox", { name: "Draft every text with AI" }).check();
    await add.getByRole("button", { name: "Add language" }).click();

    // The review page: progress updates by itself until every text is drafted; nothing is live yet.
    await expect(page).toHaveURL(/\/en\/admin\/languages\/de\/review$/, SERVER);
    await expect(page.getByRole("heading", { level: 1, name: "AI drafts: German" })).toBeVisible();
    const summary = page.locator("[data-drafts-summary]");
    await expect(summary).toHaveText(/^\d+ of \d+ texts drafted$/);
    await expect(page.locator('[data-job-status="done"]')).toBeVisible({ timeout: 180_000 });
    const [, done, total] = /^(\d+) of (\d+)/.exec(await summary.innerText())!;
    expect(Number(total)).toBeGreaterThan(100);
    expect(done).toBe(total);
    const failed = Number(await page.locator('[data-count="failed"]').innerText());
    await expect(page.locator("[data-language-state]")).toHaveAttribute("data-language-state", "inactive");
    let response = await visitor.goto(`${server.url}/de`);
    expect(response?.status()).toBe(404);

    // The review list: source and draft side by side; one draft edited, then approved.
    const first = page.locator('li[data-draft-item][data-status="drafted"]').first();
    const draft = first.getByRole("textbox");
    await expect(draft).toHaveValue(/^\[German\] /);
    await draft.fill("Geprüft von einem Menschen");
    await first.getByRole("button", { name: /^Save draft:/ }).click();
    await expect(page.locator('[data-count="edited"]')).toHaveText("1", SERVER);
    const edited = page.locator('li[data-draft-item][data-status="edited"]').first();
    await expect(edited.getByRole("textbox")).toHaveValue("Geprüft von einem Menschen");
    await edited.getByRole("button", { name: /^Approve:/ }).click();
    await expect(page.locator('[data-count="approved"]')).toHaveText("1", SERVER);

    // A forged post with a bad item is refused with a 400, and one for a language without drafts with a 404.
    const origin = new URL(page.url()).origin;
    const forged = await page.request.post(`${server.url}/en/admin/languages/de/review`, {
      form: { intent: "approve", itemId: "not-an-item" },
      headers: { origin },
    });
    expect(forged.status()).toBe(400);
    const none = await page.request.post(`${server.url}/en/admin/languages/ar/review`, {
      form: { intent: "approve-all" },
      headers: { origin },
    });
    expect(none.status()).toBe(404);

    // Approve all the rest, then activate the language.
    await page.getByRole("button", { name: "Approve all drafted" }).click();
    await expect(page.locator('[data-count="approved"]')).toHaveText(String(Number(total) - failed), SERVER);
    await page.getByRole("button", { name: "Activate language" }).click();
    await expect(page.locator("[data-language-state]")).toHaveAttribute("data-language-state", "active", SERVER);

    // A visitor sees the new language, with the approved drafts.
    response = await visitor.goto(`${server.url}/de`);
    expect(response?.status()).toBe(200);
    await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`[German] ${source}`);
    await visitor.context().close();
    await context.close();
  });
});
