import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { E2E_ADMIN } from "../support/e2e-accounts";
import { submitCredentials } from "../support/e2e-flows";
import { orderHalfAndHalf, SLOW } from "../support/e2e-restaurants";
import { type RoundRobinProxy, startRoundRobinProxy } from "../support/round-robin-proxy";
import { startS3Server, type S3TestServer } from "../support/s3-server";
import { freePort, type ServerProcess, startServer, waitForStatus } from "../support/server-process";

// Three app processes on one PostgreSQL database and one bucket (s3rver), behind a round-robin
// proxy this test runs (ADR 0031). Writes go through the proxy (to whichever process's turn it is:
// the pages' Origin is the proxy's, as in production); what they change is then read from every
// process directly, so always from at least two that did not handle the write.
const adminUrl = process.env.TEST_DATABASE_URL;
const PROPAGATION_MS = 1_000;

test.describe.serial("three app processes behind one address", () => {
  test.skip(!adminUrl, "needs TEST_DATABASE_URL (PostgreSQL)");
  test.setTimeout(240_000);
  const name = `storefront_scale_${Date.now().toString(36)}`;
  let admin: pg.Client;
  let s3: S3TestServer;
  let proxy: RoundRobinProxy;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${name}`;
    s3 = await startS3Server();
    // Every process answers for the proxy's address (same-origin checks, links, cookies).
    const proxyPort = await freePort();
    const origin = `http://127.0.0.1:${proxyPort}`;
    const started = await Promise.all(
      [0, 1, 2].map(() => {
        // A data directory each: nothing shared but the database and the bucket.
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-scale-"));
        dataDirs.push(dataDir);
        return startServer({
          ...s3.env,
          NODE_ENV: "production",
          DATABASE_URL: databaseUrl.toString(),
          DATA_DIR: dataDir,
          ORIGIN: origin,
          AUTH_SECRET: "scale-out-secret-scale-out-secret-0123456789",
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          LOG_LEVEL: "warn",
          // Every browser of this test is one client address.
          EVENT_STREAMS_PER_CLIENT: "1000",
        });
      }),
    );
    servers.push(...started);
    await Promise.all(servers.map((server) => waitForStatus(`${server.url}/readyz`, 200, 180_000)));
    proxy = await startRoundRobinProxy(
      servers.map((server) => server.url),
      { port: proxyPort },
    );
  });

  test.afterAll(async () => {
    await proxy?.close();
    for (const server of servers) await server.stop();
    await s3?.close();
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser context whose relative addresses go to `base`: the proxy, or one process. */
  const contextOn = (browser: Browser, base: string) => browser.newContext({ baseURL: base });
  const signedInAdmin = async (browser: Browser): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await contextOn(browser, proxy.url);
    const page = await context.newPage();
    await page.goto("/en/auth");
    await submitCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page.getByRole("banner").locator("details summary").first()).toBeVisible(SLOW);
    return { context, page };
  };
  /** Polls every process until `check` holds for each; answers the milliseconds each took. */
  const untilEveryProcess = async (check: (server: ServerProcess) => Promise<boolean>, since: number): Promise<number[]> => {
    const delays = await Promise.all(
      servers.map(async (server) => {
        while (!(await check(server))) {
          if (performance.now() - since > 20_000) throw new Error(`${server.url} did not follow within 20 s`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return performance.now() - since;
      }),
    );
    return delays.map(Math.round);
  };

  test("a sign-in through one process is valid on the others, and a cart filled through one is seen through another", async ({
    browser,
  }) => {
    const { context, page } = await signedInAdmin(browser);
    const served = proxy.served;
    for (const server of servers) {
      await page.goto(`${server.url}/en/account`);
      expect(new URL(page.url()).pathname, server.url).toBe("/en/account");
    }
    expect([...served.values()].every((count) => count > 0)).toBe(true);
    await context.close();

    const guest = await contextOn(browser, proxy.url);
    const shopper = await guest.newPage();
    await shopper.goto("/en/products");
    await shopper.getByRole("button", { name: "Add to cart: Whole Milk" }).click();
    await expect(shopper.getByText("Added to cart")).toBeVisible(SLOW);
    for (const server of servers) {
      await shopper.goto(`${server.url}/en/cart`);
      await expect(shopper.getByRole("main"), server.url).toContainText("Whole Milk");
    }
    await guest.close();
  });

  test("an admin's price change through one process reaches every process's cached product page within one second", async ({ browser }) => {
    const { context, page } = await signedInAdmin(browser);
    await page.goto("/en/admin/products?q=Helmelk");
    await page.getByRole("main").getByRole("link", { name: "Helmelk", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible(SLOW);
    const productPage = (server: ServerProcess) => fetch(`${server.url}/en/products/whole-milk`);
    // Cached on every process first.
    for (const server of servers) {
      await productPage(server);
      expect((await productPage(server)).headers.get("x-cache"), server.url).toBe("hit");
    }
    await page.getByLabel("Shop price (NOK incl. VAT)").fill("123,45");
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Save changes" }).click();
    expect(servers.map((server) => server.url)).toContain((await saved).headers()["x-backend"]);
    // From the save's answer (the write is committed and NOTIFY sent) until each process's page shows the price: the drop and a new render.
    const delays = await untilEveryProcess(
      async (server) => (await (await productPage(server)).text()).includes("123,45"),
      performance.now(),
    );
    test.info().annotations.push({ type: "delays (ms)", description: delays.join(", ") });
    expect(Math.max(...delays), `per process: ${delays.join(", ")} ms`).toBeLessThanOrEqual(PROPAGATION_MS);
    await expect(page.getByRole("status").filter({ hasText: "The product has been saved." })).toBeVisible(SLOW);
    await context.close();
  });

  test("a kitchen move through one process reaches a tracking page streaming from another within one second", async ({ browser }) => {
    const guest = await contextOn(browser, proxy.url);
    const ordering = await guest.newPage();
    const { orderNumber, trackingUrl } = await orderHalfAndHalf(ordering);
    // The tracking page open on every process, each streaming from its own.
    const tracking = await Promise.all(
      servers.map(async (server) => {
        const page = await guest.newPage();
        await page.goto(`${server.url}${new URL(trackingUrl).pathname}`);
        await expect(page.getByTestId("tracking-status")).toHaveText("Received", SLOW);
        await page.waitForLoadState("networkidle").catch(() => undefined);
        return page;
      }),
    );

    const { context: kitchenContext, page: kitchen } = await signedInAdmin(browser);
    await kitchen.goto("/en/kitchen/dashboard");
    await kitchen.getByLabel("Restaurant").selectOption({ label: "Fjellgården Pizzeria" });
    await kitchen.getByRole("button", { name: "Show" }).click();
    const ticket = kitchen.locator(`[data-testid="kitchen-ticket"][data-order-number="${orderNumber}"]`);
    await expect(ticket).toBeVisible(SLOW);
    const moved = kitchen.waitForResponse((response) => response.request().method() === "POST");
    await ticket.getByRole("button", { name: `Accept: #${orderNumber}` }).click();
    const mover = (await moved).headers()["x-backend"];
    expect(servers.map((server) => server.url)).toContain(mover);
    for (const page of tracking) await expect(page.getByTestId("tracking-status")).toHaveText("Accepted", { timeout: PROPAGATION_MS });
    await kitchenContext.close();
    await guest.close();
  });

  test("an image uploaded through one process is served by every process from the bucket", async ({ browser }) => {
    const { context, page } = await signedInAdmin(browser);
    await page.goto("/en/admin/products?q=Helmelk");
    await page.getByRole("main").getByRole("link", { name: "Helmelk", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible(SLOW);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#4a8" } })
      .png()
      .toBuffer();
    await page.getByLabel("Choose an image or drop it here").setInputFiles({ name: "scale.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload image" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The image has been uploaded." })).toBeVisible(SLOW);
    const stored = s3.keys().filter((key) => key.startsWith("uploads/products/") && key.endsWith(".webp"));
    expect(stored.length).toBeGreaterThan(0);
    const url = `/media/${stored[0]!.slice("uploads/".length)}`;
    for (const server of servers) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, server.url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // No process wrote it to its own data directory.
    for (const dataDir of dataDirs) expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
    await context.close();
  });

  test("killing one process loses no GET: the proxy sends it to the others", async () => {
    const failedBefore = proxy.failed();
    const statuses: number[] = [];
    let killed = false;
    for (let i = 0; i < 60; i++) {
      if (i === 20) {
        servers[2]!.child.kill("SIGKILL");
        await servers[2]!.exited;
        killed = true;
      }
      const response = await fetch(`${proxy.url}/en/products/whole-milk`);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(killed).toBe(true);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(proxy.failed()).toBe(failedBefore);
  });
});
