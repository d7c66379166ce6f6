import { type Browser, expect, type Page, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { accountMenu, signIn, uniqueEmail } from "../support/e2e-auth";
import { startServer, waitForStatus } from "../support/server-process";
import { type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink";

// Issue 25's journey, on a server of its own that sends through SMTP to a local sink (the mails
// are read there, as a subscriber's mail client gets them): a Norwegian visitor subscribes from
// the footer and confirms from the mail; an admin writes a newsletter
// with a product card, sends a test and sends it; the subscriber gets it in Norwegian, its
// one-click unsubscribe (RFC 8058: a POST of `List-Unsubscribe=One-Click`, no page, no sign-in)
// works, and its public URL shows it. Exactly-once sending is tested in tests/integration/newsletters.test.ts.

const slow = { timeout: 20_000 };

/** The confirmed subscribers the back office counts ("{count} confirmed subscribers"). */
async function confirmedCount(admin: Page): Promise<number> {
  await admin.goto("/en/admin/newsletters");
  const text = await admin.getByText(/\d+ confirmed subscribers/).innerText();
  return Number(/(\d+) confirmed subscribers/.exec(text)![1]);
}

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password, "/en/auth");
  await expect(accountMenu(admin, "Admin")).toBeVisible(slow);
  return admin;
}

/** The newest mail the sink got for `to` whose subject contains `subject` (waits for it). */
async function mailTo(sink: SmtpSink, to: string, subject: string): Promise<SinkMessage> {
  const find = () => sink.messages.findLast((message) => message.to.includes(to) && (message.header("Subject") ?? "").includes(subject));
  await expect.poll(() => find() !== undefined, { timeout: 120_000, intervals: [500, 1_000, 2_000] }).toBe(true);
  return find()!;
}

/** The path and query of the mail's first link to `linkPath` (the site's own origin dropped). */
function linkIn(message: SinkMessage, linkPath: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${linkPath.replace(/[/]/g, "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(message.text())?.[0];
  if (!link) throw new Error(`no ${linkPath} link in the mail to ${message.to.join(", ")}`);
  return new URL(link).pathname + new URL(link).search;
}

// On PGlite, and on PostgreSQL (a database of its own on TEST_DATABASE_URL's server) when that is set.
for (const engine of ["pglite", "postgres"] as const) {
  test(`${engine}: a Norwegian visitor subscribes from the footer, confirms, receives a newsletter with a product card in Norwegian, unsubscribes in one click, and its public page shows it`, async ({
    browser,
  }) => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    test.skip(engine === "postgres" && !adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");
    test.setTimeout(300_000);
    const sink = await startSmtpSink();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-newsletter-"));
    const name = `storefront_newsletter_${Date.now().toString(36)}`;
    const admin = engine === "postgres" ? new pg.Client({ connectionString: adminUrl }) : null;
    let databaseUrl = "";
    if (admin) {
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SMTP_URL: sink.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });
    try {
      await waitForStatus(`${server.url}/readyz`, 200, 120_000);
      await journey(browser, server.url, sink);
    } finally {
      await server.stop();
      await sink.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (admin) {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    }
  });
}

async function journey(browser: Browser, baseURL: string, sink: SmtpSink) {
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const admin = await adminPage(browser, baseURL);
  const before = await confirmedCount(admin);

  // Subscribe from the footer of a Norwegian page, without signing in.
  const email = uniqueEmail("newsletter-nb");
  await page.goto("/products");
  const footerForm = page.getByRole("contentinfo").getByTestId("footer-newsletter");
  await footerForm.getByLabel("Din adresse for nyhetsbrevet").fill(email);
  await footerForm.getByRole("button", { name: "Abonner" }).click();
  await expect(page).toHaveURL(/\/products$/, slow);
  await expect(page.getByText("Sjekk e-posten din for å bekrefte abonnementet.")).toBeVisible(slow);
  expect(await confirmedCount(admin)).toBe(before);

  // The Norwegian confirmation mail's link: opening it (as a mail scanner would) confirms nothing;
  // the page's button does.
  const mail = await mailTo(sink, email, "Bekreft abonnementet");
  expect(mail.text()).toContain("Bekreft abonnementet på nyhetsbrevet fra");
  const confirmLink = linkIn(mail, "/newsletter/confirm");
  expect(confirmLink).toMatch(/^\/newsletter\/confirm\?token=/);
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { name: "Bekreft abonnementet", level: 1 })).toBeVisible();
  expect(await confirmedCount(admin)).toBe(before);
  await page.getByRole("main").getByRole("button", { name: "Bekreft abonnementet" }).click();
  await expect(page.getByRole("heading", { name: "Abonnementet er bekreftet", level: 1 })).toBeVisible(slow);
  expect(await confirmedCount(admin)).toBe(before + 1);

  // The admin writes a newsletter: subjects in Norwegian and English, public, a product card.
  const subject = `Høstnytt ${Date.now().toString(36)}`;
  await admin.getByRole("button", { name: "New newsletter" }).click();
  await expect(admin.getByRole("heading", { name: "Edit newsletter", level: 1 })).toBeVisible(slow);
  await admin.locator('input[name="subject.nb"]').fill(subject);
  await admin.locator('input[name="subject.en"]').fill(`Autumn news ${Date.now().toString(36)}`);
  await admin.getByLabel(/^Show on the public newsletter page/).check();
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByText("The newsletter has been saved.")).toBeVisible(slow);

  const cardForm = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Insert product card" }) });
  const product = cardForm.getByLabel("Product");
  const productName = (await product.locator("option").first().innerText()).trim();
  await product.selectOption({ index: 0 });
  await cardForm.getByLabel("Language of the card").selectOption("nb");
  await cardForm.getByRole("button", { name: "Insert product card" }).click();
  await expect(admin.getByText("The product card has been added at the end of the body.")).toBeVisible(slow);
  const preview = admin.frameLocator('iframe[title="Preview (Norsk)"], iframe[title^="Preview (Norsk"]').first();
  await expect(preview.getByText(productName).first()).toBeVisible(slow);

  // A test to the admin, in Norwegian: marked as a test, with the card.
  const testSection = admin.getByRole("region", { name: "Send a test" });
  await testSection.getByLabel("Language of the test").selectOption("nb");
  await testSection.getByRole("button", { name: "Send a test" }).click();
  await expect(admin.getByText(`The test has been sent to ${E2E_ADMIN.email}.`)).toBeVisible(slow);
  const testMail = await mailTo(sink, E2E_ADMIN.email, `[Prøve] ${subject}`);
  expect(testMail.text()).toContain(productName);

  // Send it; the job (every 30 s in the app process) sends it to every confirmed subscriber.
  const editUrl = admin.url();
  await admin.getByRole("button", { name: "Send now" }).click();
  await expect(async () => {
    await admin.goto(editUrl);
    await expect(admin.getByTestId("newsletter-state")).toContainText("Status: Sent", { timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });

  // The subscriber's copy: Norwegian, with the card and a visible unsubscribe link.
  const received = await mailTo(sink, email, subject);
  expect(received.header("Subject")).toBe(subject);
  expect(received.text()).toContain(productName);
  expect(received.text()).toContain("Meld deg av");
  const unsubscribeLink = linkIn(received, "/newsletter/unsubscribe");
  expect(unsubscribeLink).toMatch(/^\/newsletter\/unsubscribe\?token=/);
  // RFC 8058: the headers a mail client's unsubscribe button uses.
  expect(received.header("List-Unsubscribe")).toBe(`<${baseURL}${unsubscribeLink}>`);
  expect(received.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  // One click, as a mail client does it: a bare POST, no Origin, no cookies.
  const oneClick = await visitor.request.post(unsubscribeLink, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  expect(await confirmedCount(admin)).toBe(before);

  // The public page of the sent newsletter, and the archive that lists it.
  await admin.goto(editUrl);
  const publicPath = await admin.getByRole("link", { name: "Public page" }).getAttribute("href");
  expect(publicPath).toMatch(/\/newsletter\/[A-Za-z0-9_-]{20,}$/);
  await page.goto(publicPath!.replace(/^\/en\//, "/"));
  await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible(slow);
  await expect(page.getByRole("main").getByText(productName).first()).toBeVisible();
  await page.goto("/newsletters");
  await expect(page.getByRole("main").getByRole("link", { name: subject })).toBeVisible(slow);
  await admin.context().close();
  await visitor.close();
}
