import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/server/db/client.server";

export type TestEngine = "pglite" | "postgres";

/** Every table the demo seed writes to. */
export const seededTables = [
  "languages",
  "factories",
  "factory_settings",
  "categories",
  "categories_i18n",
  "products",
  "products_i18n",
  "product_images",
  "product_categories",
  "page_content",
  "page_content_i18n",
  "menu_items",
  "menu_items_i18n",
  "translations",
  "footer_links",
  "footer_links_i18n",
  "restaurants",
  "restaurants_i18n",
  "restaurant_menu_categories",
  "restaurant_menu_categories_i18n",
  "restaurant_menu_items",
] as const;

/** Which engine this run tests: PGlite, or PostgreSQL when TEST_ENGINE=postgres (needs TEST_DATABASE_URL). */
export function testEngine(): TestEngine {
  return process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite";
}

// Named after this checkout, so that test runs in two checkouts at once never share templates.
const checkoutId = createHash("sha1")
  .update(path.resolve(import.meta.dirname, "..", ".."))
  .digest("hex")
  .slice(0, 10);

export const templateRoot = path.join(os.tmpdir(), `factory-storefront-test-templates-${checkoutId}`);

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL (an existing database on the server to connect through)");
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of its own for one test file. `from` picks the starting point: `empty`, `migrated`
 * or `seeded` (PGlite copies a template directory made once per run; PostgreSQL clones a template database).
 */
export async function createTestDatabase(from: "empty" | "migrated" | "seeded" = "seeded"): Promise<TestDatabase> {
  const suffix = `${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  if (testEngine() === "pglite") {
    const dataDir = path.join(os.tmpdir(), `factory-storefront-test-${suffix}`);
    if (from !== "empty") fs.cpSync(path.join(templateRoot, from), dataDir, { recursive: true });
    const handle = await openDatabase({ dataDir });
    return {
      handle,
      async destroy() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `storefront_test_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(
      from === "empty" ? `create database "${name}"` : `create database "${name}" template "${templateDatabaseName(from)}"`,
    );
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: os.tmpdir(), poolMax: 4 });
  return {
    handle,
    async destroy() {
      await handle.close();
      await dropDatabase(name);
    },
  };
}

export function templateDatabaseName(kind: "migrated" | "seeded"): string {
  return `storefront_template_${checkoutId}_${kind}`;
}

export { databaseUrl as testDatabaseUrl };

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
