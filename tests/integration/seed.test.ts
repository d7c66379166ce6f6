import { and, count, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isValidEan13 } from "~/lib/barcode";
import {
  categories,
  factories,
  factorySettings,
  languages,
  productCategories,
  productImages,
  products,
  productsI18n,
} from "~/server/db/schema";
import { prepareDatabase } from "~/server/db/setup.server";
import { createLogger } from "~/server/logger.server";
import { seedDemoData } from "~/server/seed/seed.server";
import { seededTables, testEngine, type UsedTestDatabase, useTestDatabase } from "../support/database";

/** Row count and a digest of every row's content, per table. */
async function fingerprint(database: UsedTestDatabase): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of seededTables) {
    const rows = await database.handle.db.execute<{ n: number; digest: string | null }>(
      sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    result[table] = `${rows.rows[0]!.n}:${rows.rows[0]!.digest}`;
  }
  return result;
}

describe(`demo seed on ${testEngine()}`, () => {
  const database = useTestDatabase();

  it("is idempotent: running it twice changes nothing", async () => {
    const before = await fingerprint(database);
    await seedDemoData(database.handle.db);
    expect(await fingerprint(database)).toEqual(before);
    // Start-up preparation on a seeded database neither re-seeds nor changes anything either.
    await prepareDatabase(database.handle, createLogger("silent"));
    expect(await fingerprint(database)).toEqual(before);
  });

  it("loads the factory, its settings and three languages with one right-to-left", async () => {
    const { db } = database.handle;
    const [factory] = await db.select().from(factories);
    expect(factory?.name).toBe("Fjellgården Mat AS");
    const [settings] = await db.select().from(factorySettings);
    expect(settings).toMatchObject({
      siteName: "Factory Management System",
      headerMenuStyle: "horizontal",
      headerLogoWidth: 32,
      headerLogoHeight: 32,
      headerMaxLogoWidth: 200,
    });
    const rows = await db.select().from(languages);
    expect(rows.map((row) => row.code).sort()).toEqual(["ar", "en", "nb"]);
    expect(rows.find((row) => row.isDefault)?.code).toBe("nb");
    expect(rows.find((row) => row.code === "ar")?.direction).toBe("rtl");
  });

  it("has at least 48 active products across the four categories, each complete", async () => {
    const { db } = database.handle;
    // The shop's catalogue: restaurants' menu items are products too, sold from their menus only.
    const all = (await db.select().from(products)).filter((product) => product.restaurantId === null);
    const active = all.filter((product) => product.isActive);
    expect(active.length).toBeGreaterThanOrEqual(48);
    expect(all.some((product) => !product.isActive)).toBe(true);
    for (const product of all) {
      expect(isValidEan13(product.barcode ?? ""), product.name).toBe(true);
      expect(product.shopPriceOre).toBeGreaterThan(0);
      expect(Number.isInteger(product.shopPriceOre)).toBe(true);
      expect(product.currency).toBe("NOK");
      expect(product.packageSize).toBeTruthy();
      expect(product.priceRange).toBeTruthy();
      expect(product.imageUrl).toMatch(/^\/demo\/products\/.+\.svg$/);
    }
    expect(all.filter((product) => product.attributesSchema !== null).length).toBeGreaterThan(0);

    const perCategory = await db
      .select({ slug: categories.slug, total: count() })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .innerJoin(products, and(eq(products.id, productCategories.productId), eq(products.isActive, true)))
      .groupBy(categories.slug);
    expect(Object.fromEntries(perCategory.map((row) => [row.slug, row.total]))).toEqual({
      dairy: 12,
      grains: 12,
      specialty: 12,
      organic: 12,
    });

    const images = await db.select({ total: count() }).from(productImages).where(eq(productImages.isPrimary, true));
    expect(images[0]?.total).toBe(all.length);
    const translations = await db
      .select({ language: productsI18n.languageCode, total: count() })
      .from(productsI18n)
      .innerJoin(products, and(eq(products.id, productsI18n.productId), isNull(products.restaurantId)))
      .groupBy(productsI18n.languageCode);
    for (const row of translations) expect(row.total).toBe(all.length);
    expect(translations).toHaveLength(3);
  });
});
