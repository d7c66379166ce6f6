import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/lib/catalog-params";
import { findCategoryBySlug, listCategories } from "~/server/catalog/categories.server";
import { listProducts } from "~/server/catalog/listing.server";
import { findProductIdBySlug, loadProductDetail } from "~/server/catalog/product.server";
import { loadContentPage, listContentPageSlugs } from "~/server/content/pages.server";
import { seedBulkProducts } from "~/server/seed/bulk.server";
import { productCategories, productImages } from "~/server/db/schema";
import { loadSite, type Site } from "~/server/site/queries.server";
import { testEngine, useTestDatabase } from "../support/database";

describe(`catalogue queries on ${testEngine()}`, () => {
  const database = useTestDatabase();
  let site: Site;
  const languages = (languageCode = "nb") => ({ factoryId: site.factory.id, languageCode, defaultLanguageCode: "nb" });
  const list = (options: Partial<Parameters<typeof listProducts>[1]> = {}) =>
    listProducts(database.handle.db, { ...languages(), term: "", categoryId: null, sort: undefined, page: 1, ...options });

  beforeAll(async () => {
    site = await loadSite(database.handle.db);
  });

  it("lists active products only, 24 a page, with the total", async () => {
    const first = await list();
    expect(first.total).toBe(48);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    const second = await list({ page: 2 });
    expect(second.items).toHaveLength(48 - PAGE_SIZE);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(48);
    expect((await list({ page: 3 })).items).toEqual([]);
  });

  it("filters by category, found by its base slug or its slug in the current language", async () => {
    const dairy = await findCategoryBySlug(database.handle.db, { ...languages(), slug: "dairy" });
    expect(dairy?.slug).toBe("meieri");
    expect((await findCategoryBySlug(database.handle.db, { ...languages("en"), slug: "meieri" }))?.slug).toBe("dairy");
    expect(await findCategoryBySlug(database.handle.db, { ...languages(), slug: "nope" })).toBeNull();
    const listed = await list({ categoryId: dairy!.id });
    expect(listed.total).toBe(dairy!.productCount);
    expect(listed.total).toBe(12);
    const categories = await listCategories(database.handle.db, languages("en"));
    expect(categories.map((category) => category.baseSlug)).toEqual(["dairy", "grains", "specialty", "organic"]);
    expect(categories.reduce((sum, category) => sum + category.productCount, 0)).toBe(48);
  });

  it("sorts by name and by price either way", async () => {
    const prices = async (sort: "price-asc" | "price-desc") => {
      const pages = [await list({ sort }), await list({ sort, page: 2 })];
      return pages.flatMap((page) => page.items.map((item) => item.shopPriceOre ?? 0));
    };
    const ascending = await prices("price-asc");
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices("price-desc");
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const names = (await list({ sort: "name" })).items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("searches through the same function, counted and paged", async () => {
    const result = await list({ term: "ost" });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((item) => item.name.length > 0)).toBe(true);
    expect((await list({ term: "zzzzqqq" })).total).toBe(0);
  });

  it("resolves translated product slugs and loads the product in the visitor's language", async () => {
    const db = database.handle.db;
    const id = await findProductIdBySlug(db, { ...languages("en"), slug: "helmelk" });
    expect(id).not.toBeNull();
    expect(await findProductIdBySlug(db, { ...languages("en"), slug: "whole-milk" })).toBe(id);
    const product = await loadProductDetail(db, { ...languages("en"), id: id! });
    expect(product?.name).toBe("Whole Milk");
    expect(product?.slug).toBe("whole-milk");
    expect(product?.slugByLanguage).toMatchObject({ nb: "helmelk", en: "whole-milk" });
    expect(product?.images[0]?.url).toBe("/demo/products/whole-milk-1l.svg");
    expect(product?.barcode).toMatch(/^\d{13}$/);
    expect(await findProductIdBySlug(db, { ...languages(), slug: "no-such-product" })).toBeNull();
  });

  it("loads a product's gallery (primary first, then by order), categories and slugs in one statement", async () => {
    const db = database.handle.db;
    const id = (await findProductIdBySlug(db, { ...languages(), slug: "helmelk" }))!;
    const [primary] = await db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(desc(productImages.isPrimary));
    const added = await db
      .insert(productImages)
      .values([
        { productId: id, originalUrl: "/x/second.svg", altText: "Second", sortOrder: 1002, width: 640, height: 480 },
        { productId: id, originalUrl: "/x/first.svg", processedUrl: "/x/first-processed.svg", sortOrder: 1001 },
      ])
      .returning();
    try {
      const product = await loadProductDetail(db, { ...languages(), id });
      const urls = product?.images.map((image) => image.url) ?? [];
      expect(urls[0]).toBe(primary?.isPrimary ? (primary.processedUrl ?? primary.originalUrl) : "/demo/products/whole-milk-1l.svg");
      expect(urls.slice(-2)).toEqual(["/x/first-processed.svg", "/x/second.svg"]);
      expect(product?.images.at(-1)).toEqual({ url: "/x/second.svg", alt: "Second", width: 640, height: 480 });
      expect(product?.images.at(-2)).toEqual({ url: "/x/first-processed.svg", alt: product?.name, width: 800, height: 800 });
      const categories = await db
        .select({ id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.productId, id));
      expect([...(product?.categoryIds ?? [])].sort()).toEqual(categories.map((category) => category.id).sort());
      expect(product?.categoryIds.length).toBeGreaterThan(0);
    } finally {
      await db.delete(productImages).where(
        inArray(
          productImages.id,
          added.map((image) => image.id),
        ),
      );
    }
  });

  it("gives attributes their labels in the current language", async () => {
    const db = database.handle.db;
    const ids = (await list()).items.concat((await list({ page: 2 })).items).map((item) => item.id);
    const details = await Promise.all(ids.map((id) => loadProductDetail(db, { ...languages("en"), id })));
    const attributed = details.find((detail) => (detail?.attributes.length ?? 0) > 0);
    expect(attributed).toBeDefined();
    expect(attributed!.attributes[0]!.label).toMatch(/^[A-Z]/);
    expect(attributed!.attributes[0]!.options.length).toBeGreaterThan(0);
  });

  it("loads content pages with sanitised, localized rich text and lists them", async () => {
    const db = database.handle.db;
    const page = await loadContentPage(db, { ...languages("en"), slug: "about", localize: (path) => `/en${path}` });
    expect(page?.title).toBe("About Us");
    expect(page?.sections.map((section) => section.html).join("")).toContain('href="/en/contact"');
    expect(await loadContentPage(db, { ...languages(), slug: "home", localize: (path) => path })).toBeNull();
    expect(await loadContentPage(db, { ...languages(), slug: "nothing-here", localize: (path) => path })).toBeNull();
    const slugs = await listContentPageSlugs(db, site.factory.id);
    expect(slugs).toEqual(
      expect.arrayContaining(["about", "faq", "locations", "resellers", "contact", "support", "quality", "privacy", "terms", "cookies"]),
    );
    expect(slugs).not.toContain("home");
    expect(slugs).not.toContain("footer");
  });

  it("never lists the inactive synthetic products from the bulk seed", async () => {
    await seedBulkProducts(database.handle.db, 100);
    // Every 50th bulk product is inactive: 100 bulk products add 98 active ones.
    expect((await list()).total).toBe(48 + 98);
  });
});
