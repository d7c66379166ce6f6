import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "~/server/db/schema";
import { pathInLanguage, targetInLanguage } from "~/server/site/path-in-language.server";
import { loadSite, type Site } from "~/server/site/queries.server";
import { createTranslatedProduct } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

describe(`the same page in another language on ${testEngine()}`, () => {
  const database = useTestDatabase();
  let site: Site;
  const inLanguage = (pathname: string, code: string) => pathInLanguage(database.handle.db, site, pathname, code);

  beforeAll(async () => {
    site = await loadSite(database.handle.db);
  });

  it("swaps the language prefix of pages without slugs", async () => {
    expect(await inLanguage("/", "en")).toBe("/en");
    expect(await inLanguage("/en", "nb")).toBe("/");
    expect(await inLanguage("/en/about", "ar")).toBe("/ar/about");
    expect(await inLanguage("/products", "en")).toBe("/en/products");
    expect(await inLanguage("/ar/products", "nb")).toBe("/products");
  });

  it("gives product and category pages their slug in the new language", async () => {
    expect(await inLanguage("/products/helmelk", "en")).toBe("/en/products/whole-milk");
    expect(await inLanguage("/en/products/whole-milk", "nb")).toBe("/products/helmelk");
    expect(await inLanguage("/en/products/whole-milk", "ar")).toBe(`/ar/products/${encodeURIComponent("حليب-كامل-الدسم")}`);
    expect(await inLanguage(`/ar/products/${encodeURIComponent("حليب-كامل-الدسم")}`, "en")).toBe("/en/products/whole-milk");
    expect(await inLanguage("/categories/meieri", "en")).toBe("/en/categories/dairy");
    // Another language's slug under this prefix still names the product.
    expect(await inLanguage("/products/whole-milk", "nb")).toBe("/products/helmelk");
  });

  it("keeps slugs that name nothing, an inactive product and malformed encodings as they are", async () => {
    expect(await inLanguage("/products/no-such-thing", "en")).toBe("/en/products/no-such-thing");
    expect(await inLanguage("/products/%E0%A4%A", "en")).toBe("/en/products/%E0%A4%A");
    expect(await inLanguage("/products/helmelk/extra", "en")).toBe("/en/products/helmelk/extra");
    const { db } = database.handle;
    const product = await createTranslatedProduct(db, { en: "Test milk" });
    expect(await inLanguage(`/products/${product.slug}`, "en")).toBe(`/en/products/${product.slugs.en}`);
    await db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await inLanguage(`/products/${product.slug}`, "en")).toBe(`/en/products/${product.slug}`);
  });

  it("moves a redirect target after sign-in into the visitor's language, keeping query and hash, but not the language route or files", async () => {
    const target = (value: string, code: string) => targetInLanguage(database.handle.db, site, value, code);
    expect(await target("/products/helmelk?sort=name#reviews", "en")).toBe("/en/products/whole-milk?sort=name#reviews");
    expect(await target("/en/account", "nb")).toBe("/account");
    expect(await target("/admin?tab=x", "ar")).toBe("/ar/admin?tab=x");
    expect(await target("/", "en")).toBe("/en");
    expect(await target("/language?code=nb&to=%2F", "en")).toBe("/language?code=nb&to=%2F");
    expect(await target("/demo/favicon.svg", "en")).toBe("/demo/favicon.svg");
  });
});
