import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { signInAs } from "../support/e2e-flows";
import { openAiEnvironment, startOpenAiServer } from "../support/openai-server";
import { type ServerProcess, startServer, waitForStatus } from "../support/server-process";

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
});
