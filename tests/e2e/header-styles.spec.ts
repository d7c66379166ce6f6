import { PGlite } from "@electric-sql/pglite";
import { type Browser, expect, type Page, test } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ServerProcess, startServer, waitForStatus } from "../support/server-process";

// Each menu style is a factory setting: these tests change it in their own embedded database while
// no server runs, then start a server on it (the shared test server keeps the default style).
test.describe.configure({ mode: "serial" });

let dataDir: string;

async function withDatabase(statements: Array<[string, unknown[]?]>): Promise<void> {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
  const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm, btree_gin } });
  try {
    for (const [sql, params] of statements) await db.query(sql, params ?? []);
  } finally {
    await db.close();
  }
}

async function withStyle(browser: Browser, style: string, check: (page: Page) => Promise<void>): Promise<void> {
  await withDatabase([["update factory_settings set header_menu_style = $1", [style]]]);
  const server: ServerProcess = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const context = await browser.newContext({ baseURL: server.url, locale: "nb-NO", viewport: { width: 1280, height: 900 } });
  try {
    await waitForStatus(`${server.url}/readyz`, 200);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("banner")).toHaveAttribute("data-menu-style", style);
    await check(page);
  } finally {
    await context.close();
    await server.stop();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-styles-"));
  // The first start migrates and seeds the demo site.
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  await waitForStatus(`${server.url}/readyz`, 200);
  await server.stop();
  // A sixth top-level item: an external link with an icon name outside the fixed map.
  await withDatabase([
    [
      "insert into menu_items (factory_id, title, url, icon, is_external, sort_order) select id, 'Gårdsbutikken', 'https://farm-shop.example/', 'no-such-icon', true, 10 from factories",
    ],
  ]);
});

test.afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("split: the first three items sit before the logo, the rest after it", async ({ browser }) => {
  test.setTimeout(90_000);
  await withStyle(browser, "split", async (page) => {
    const nav = page.getByRole("navigation", { name: "Hovedmeny" });
    const logo = await nav.getByRole("link", { name: "Fjellgården Mat AS" }).boundingBox();
    for (const title of ["Hjem", "Produkter", "Kategorier"])
      expect((await nav.getByRole("link", { name: title, exact: true }).boundingBox())!.x).toBeLessThan(logo!.x);
    for (const title of ["Om oss", "Kontakt oss", "Gårdsbutikken"])
      expect((await nav.getByRole("link", { name: title, exact: true }).boundingBox())!.x).toBeGreaterThan(logo!.x);
    await expect(page.getByRole("banner").getByRole("combobox")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Logg inn" })).toBeVisible();
  });
});

test("compact: past four items the rest go under 'More...'", async ({ browser }) => {
  test.setTimeout(90_000);
  await withStyle(browser, "compact", async (page) => {
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Hovedmeny" });
    for (const title of ["Hjem", "Produkter", "Kategorier", "Om oss"])
      await expect(menu.getByRole("link", { name: title, exact: true })).toBeVisible();
    const contact = menu.getByRole("link", { name: "Kontakt oss" });
    await expect(contact).toBeHidden();
    await menu.getByRole("button", { name: "Mer …" }).click();
    await expect(contact).toBeVisible();
    const external = menu.getByRole("link", { name: "Gårdsbutikken" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    // An icon name outside the fixed map shows no icon.
    await expect(external.locator("svg")).toHaveCount(0);
  });
});

test("minimal: the logo without the company name", async ({ browser }) => {
  test.setTimeout(90_000);
  await withStyle(browser, "minimal", async (page) => {
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Fjellgården Mat AS")).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Fjellgården Mat AS" })).toHaveAttribute("href", "/");
    await expect(banner.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Hjem" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(banner.getByRole("combobox")).toBeVisible();
  });
});

test("mega: sub-menus open as wide panels; hiding the company name in the settings hides it", async ({ browser }) => {
  test.setTimeout(90_000);
  await withDatabase([["update factory_settings set show_company_name_in_header = false"]]);
  await withStyle(browser, "mega", async (page) => {
    const banner = page.getByRole("banner");
    await expect(banner.getByText("Fjellgården Mat AS")).toHaveCount(0);
    await banner.getByRole("button", { name: "Undermeny for Produkter" }).click();
    const dairy = banner.getByRole("link", { name: "Meieriprodukter" });
    await expect(dairy).toBeVisible();
    expect((await dairy.locator("xpath=ancestor::*[@popover]").boundingBox())!.width).toBeGreaterThan(500);
  });
});
