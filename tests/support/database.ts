import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { type Database, type DatabaseHandle, openDatabase } from "~/server/db/client.server";
import { admins, factories } from "~/server/db/schema";
import { InvalidationBus, type InvalidationListener, listenForInvalidations } from "~/server/page-cache/invalidation.server";
import { createUser } from "../factories/commerce";

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

/**
 * Which engine this run tests: `TEST_ENGINE` when set (`pglite` or `postgres`; `npm test` sets it for each
 * of its two runs), otherwise PostgreSQL when `TEST_DATABASE_URL` is set and PGlite when it is not.
 */
export function testEngine(): TestEngine {
  const chosen = process.env.TEST_ENGINE;
  if (chosen === "postgres" || chosen === "pglite") return chosen;
  return process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
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
  if (!url) throw new Error("Tests on PostgreSQL need TEST_DATABASE_URL (an existing database on the server to connect through)");
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
export async function createTestDatabase(from: "empty" | "migrated" | "seeded" = "seeded", poolMax = 4): Promise<TestDatabase> {
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
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: os.tmpdir(), poolMax });
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

export type TestDatabaseStart = "empty" | "migrated" | "seeded";

export interface UseTestDatabaseOptions {
  /** The starting point: `seeded` (the demo data, the default), `migrated` (the tables, no rows) or `empty`. */
  from?: TestDatabaseStart;
  /**
   * Makes an active admin of the first factory (the actor of back-office writes, `actor`); the string
   * starts the admin's e-mail address. Needs a factory, so `from: "seeded"`.
   */
  admin?: string;
  /**
   * Listens to the database's page-cache notifications (as the server does) into this bus, or into a
   * new one (`true`); `bus` is it and `heard` collects every tag announced. Stopped before the drop.
   */
  listen?: boolean | InvalidationBus;
  /** PostgreSQL: the handle's pool size (4). A test of many transactions at once gives each its own connection. */
  poolMax?: number;
}

/** What `useTestDatabase()` gives: each field is there from the first `beforeAll` to the last `afterAll`. */
export interface UsedTestDatabase {
  readonly handle: DatabaseHandle;
  readonly db: Database;
  /** The first factory's id (a seeded database). */
  readonly factoryId: string;
  /** The admin made by `admin`. */
  readonly actor: AdminActor;
  /** The bus the notifications arrive on (`listen`); there at once, for code built before the hooks run. */
  readonly bus: InvalidationBus;
  /** Every page-cache tag heard, in order (`listen`). */
  readonly heard: string[];
}

/**
 * The one way a test file gets its database. Called at the top of a file (or of a `describe`), it
 * registers the hooks that make a database of the file's own before its tests (PGlite: a copy of a
 * template directory; PostgreSQL: `create database … template …` on the server `TEST_DATABASE_URL`
 * names; the templates are migrated and seeded once per run by global-setup.ts) and drop it after
 * them. Engine: see `testEngine()`.
 *
 *     const database = useTestDatabase({ admin: "quote-desk" });
 *     it("…", async () => { await doSomething(database.db, database.actor); });
 *
 * A file's own `beforeAll` hooks declared after the call run after the database exists; its own
 * `afterAll` hooks run before the database is dropped. Rows a test needs come from the factories
 * in tests/factories/, not from demo rows picked by name, unless the demo data is what is tested.
 */
export function useTestDatabase(options: UseTestDatabaseOptions = {}): UsedTestDatabase {
  const from = options.from ?? "seeded";
  const bus = options.listen instanceof InvalidationBus ? options.listen : new InvalidationBus();
  const heard: string[] = [];
  if (options.listen) bus.subscribe((tags) => heard.push(...tags));
  let database: TestDatabase | undefined;
  let listener: InvalidationListener | undefined;
  let factoryId: string | undefined;
  let actor: AdminActor | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(from, options.poolMax);
    const { db } = database.handle;
    if (from === "seeded") factoryId = (await db.select({ id: factories.id }).from(factories).limit(1))[0]?.id;
    if (options.admin !== undefined) {
      if (!factoryId) throw new Error("useTestDatabase({ admin }) needs a seeded database (a factory to be the admin of)");
      const user = await createUser(db, `${options.admin}-${crypto.randomUUID()}@example.com`);
      await db.insert(admins).values({ userId: user.id, factoryId, role: "admin", isActive: true });
      actor = { user: { id: user.id, name: user.name, email: user.email, passwordChangeRequired: false }, factoryId };
    }
    if (options.listen) {
      listener = listenForInvalidations(database.handle, bus);
      await listener.ready;
    }
  });

  afterAll(async () => {
    await listener?.stop();
    await database?.destroy();
    listener = database = undefined;
  });

  const present = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useTestDatabase(): no ${what} (outside the tests and hooks, or not asked for)`);
    return value;
  };
  return {
    get handle() {
      return present(database, "database").handle;
    },
    get db() {
      return present(database, "database").handle.db;
    },
    get factoryId() {
      return present(factoryId, "factory");
    },
    get actor() {
      return present(actor, "admin (option admin)");
    },
    bus,
    heard,
  };
}
