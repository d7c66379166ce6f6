import { expect, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, waitForStatus } from "../support/server-process";

// A production start without ADMIN_PASSWORD: the published demo password must not work.
const DEMO_PASSWORD = "fjellgarden-demo-admin";
const OWNER = "owner@example.com";

test("in production without ADMIN_PASSWORD the first admin gets a one-time password, shown once, changed at first sign-in", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-first-admin-"));
  const env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER,
    ADMIN_PASSWORD: "",
    ALLOW_DEMO_ADMIN_PASSWORD: "",
    LOG_LEVEL: "info",
  };
  const first = await startServer(env);
  let password = "";
  try {
    await waitForStatus(`${first.url}/readyz`, 200);
    await expect.poll(() => /Password:\s+(\S+)/.exec(first.output())?.[1] ?? "").not.toBe("");
    password = /Password:\s+(\S+)/.exec(first.output())![1]!;
    expect(password).toMatch(/^[\w-]{24}$/);
    // On the console as text, never inside a JSON log line.
    const logLines = first
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(line).not.toContain(password);

    const context = await browser.newContext({ baseURL: first.url, locale: "nb-NO" });
    const page = await context.newPage();
    const signIn = async (secret: string) => {
      await page.goto("/auth");
      await page.getByRole("main").locator('input[name="email"]').fill(OWNER);
      await page.getByRole("main").locator('input[name="password"]').fill(secret);
      await page.getByRole("main").locator('form[method="post"] button[type="submit"]').click();
    };
    await signIn(DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText("Feil e-post eller passord.");

    // The one-time password signs in, and every page leads to the password change first.
    await signIn(password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("status").filter({ hasText: "engangspassord" })).toBeVisible();
    await page.goto("/admin/outbox");
    await expect(page).toHaveURL(/\/account$/);
    const refused = await page.request.post("/admin/outbox", {
      headers: { Origin: first.url },
      form: { intent: "reveal", id: crypto.randomUUID() },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(302);
    expect(refused.headers()["location"]).toBe("/account");

    await page.locator('input[name="currentPassword"]').fill(password);
    await page.locator('input[name="newPassword"]').fill("my-own-admin-password-77");
    await page.locator('form:has(input[value="password"]) button[type="submit"]').click();
    await expect(page.getByText("Passordet ditt er endret.")).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Administrasjon", level: 1 })).toBeVisible();
    await context.close();
  } finally {
    await first.stop();
  }

  // Shown once: a second start on the same database prints no password.
  const second = await startServer(env);
  try {
    await waitForStatus(`${second.url}/readyz`, 200);
    await expect.poll(() => second.output()).toContain("database ready");
    expect(second.output()).not.toContain("Password:");
    expect(second.output()).not.toContain(password);
  } finally {
    await second.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("with NODE_ENV=test (as with development) the demo password still works", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-demo-admin-"));
  const server = await startServer({ NODE_ENV: "test", DATA_DIR: dataDir, ADMIN_PASSWORD: "", LOG_LEVEL: "warn" });
  try {
    await waitForStatus(`${server.url}/readyz`, 200);
    const response = await fetch(`${server.url}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "signin", email: "admin@fjellgarden.example", password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().join("\n")).toContain("storefront.session_token=");
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
