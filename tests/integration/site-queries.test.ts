import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listFeaturedProducts } from "~/server/catalog/queries.server";
import { loadPageTexts } from "~/server/content/queries.server";
import { pageContent, pageContentI18n, productsI18n, translations } from "~/server/db/schema";
import { loadSite, loadTranslations } from "~/server/site/queries.server";
import { testEngine, useTestDatabase } from "../support/database";

describe(`site queries on ${testEngine()}`, () => {
  const database = useTestDatabase();

  it("loads the oldest active factory with settings and ordered active languages", async () => {
    const site = await loadSite(database.handle.db);
    expect(site.factory.name).toBe("Fjellgården Mat AS");
    expect(site.settings?.companyName).toBe("Fjellgården Mat AS");
    expect(site.languages.map((language) => language.code)).toEqual(["nb", "en", "ar"]);
    expect(site.defaultLanguage.code).toBe("nb");
  });

  it("lists featured products in the visitor's language with the image preference", async () => {
    const { db } = database.handle;
    const site = await loadSite(db);
    const nb = await listFeaturedProducts(db, { factoryId: site.factory.id, languageCode: "nb", defaultLanguageCode: "nb" });
    const en = await listFeaturedProducts(db, { factoryId: site.factory.id, languageCode: "en", defaultLanguageCode: "nb" });
    expect(nb.length).toBe(8);
    expect(en.map((product) => product.id)).toEqual(nb.map((product) => product.id));
    expect(en[0]!.name).not.toBe(nb[0]!.name);
    for (const product of nb) {
      expect(product.imageUrl).toMatch(/\.svg$/);
      expect(product.shopPriceOre).toBeGreaterThan(0);
    }
    // A product without an English translation falls back to the default language.
    await db.delete(productsI18n).where(and(eq(productsI18n.productId, nb[0]!.id), eq(productsI18n.languageCode, "en")));
    const fallback = await listFeaturedProducts(db, { factoryId: site.factory.id, languageCode: "en", defaultLanguageCode: "nb" });
    expect(fallback[0]!.name).toBe(nb[0]!.name);
  });

  it("falls back to the default language for page texts and UI strings", async () => {
    const { db } = database.handle;
    const site = await loadSite(db);
    const options = { factoryId: site.factory.id, pageSlug: "home", defaultLanguageCode: "nb" };
    const nb = await loadPageTexts(db, { ...options, languageCode: "nb" });
    const ar = await loadPageTexts(db, { ...options, languageCode: "ar" });
    expect(nb["hero.title"]?.value).toBeTruthy();
    expect(ar["hero.title"]?.value).not.toBe(nb["hero.title"]?.value);

    const [hero] = await db
      .select()
      .from(pageContent)
      .where(and(eq(pageContent.pageSlug, "home"), eq(pageContent.contentKey, "hero.title")));
    await db.delete(pageContentI18n).where(and(eq(pageContentI18n.pageContentId, hero!.id), eq(pageContentI18n.languageCode, "ar")));
    expect((await loadPageTexts(db, { ...options, languageCode: "ar" }))["hero.title"]?.value).toBe(nb["hero.title"]?.value);

    await db.delete(translations).where(and(eq(translations.languageCode, "en"), eq(translations.translationKey, "nav.home")));
    const messages = await loadTranslations(db, site.factory.id, "en", "nb");
    const norwegian = await loadTranslations(db, site.factory.id, "nb", "nb");
    expect(messages["nav.home"]).toBe(norwegian["nav.home"]);
    expect(messages["nav.products"]).toBe("Products");
  });
});
