import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
const base = "http://localhost:4637";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
// A mail that fails: a reset for the admin (SMTP port closed).
await page.goto(base + "/en/auth/forgot-password");
await page.locator('input[name="email"]').fill("admin@fjellgarden.example");
await page.locator('form[method="post"] button[type="submit"]').click();
await page.waitForLoadState("networkidle");
await page.screenshot({ path: "/tmp/outbox-shots/forgot-after.png" });
await page.goto(base + "/en/auth");
await page.locator('input[name="email"]').fill("admin@fjellgarden.example");
await page.locator('input[name="password"]').fill("outbox-admin-pass-1");
await page.locator('form[method="post"] button[type="submit"]').click();
await page.waitForLoadState("networkidle");
for (const lang of ["en", "nb", "ar"]) {
  await page.goto(`${base}/${lang === "nb" ? "" : lang + "/"}admin/outbox`);
  await page.screenshot({ path: `/tmp/outbox-shots/failed-${lang}-desktop.png`, fullPage: true });
}
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await ctx.storageState() });
const pp = await phone.newPage();
await pp.goto(base + "/ar/admin/outbox");
await pp.screenshot({ path: "/tmp/outbox-shots/failed-ar-phone.png", fullPage: true });
// Resend while SMTP still refuses: failure notice.
await page.goto(base + "/en/admin/outbox");
await page.getByRole("button", { name: /^Resend/ }).first().click();
await page.waitForLoadState("networkidle");
await page.screenshot({ path: "/tmp/outbox-shots/resend-failed-en.png", fullPage: true });
// Start the sink and resend: success.
const sink = spawn("node", ["/tmp/outbox-smtp-sink.mjs", "4638"], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 800));
await page.goto(base + "/nb/admin/outbox".replace("/nb", ""));
await page.getByRole("button", { name: /^Send på nytt/ }).first().click();
await page.waitForLoadState("networkidle");
await page.screenshot({ path: "/tmp/outbox-shots/resend-ok-nb.png", fullPage: true });
await pp.goto(base + "/ar/admin/outbox");
await pp.screenshot({ path: "/tmp/outbox-shots/after-ar-phone.png", fullPage: true });
await page.goto(base + "/en/admin/audit?entity=outbox");
await page.screenshot({ path: "/tmp/outbox-shots/audit-en.png", fullPage: true });
sink.kill();
await browser.close();
