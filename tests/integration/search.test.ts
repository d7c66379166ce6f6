import { beforeAll, describe, expect, it } from "vitest";
import { searchProducts } from "~/server/catalog/search.server";
import { factories, languages, products, productsI18n } from "~/server/db/schema";
import { testEngine, useTestDatabase } from "../support/database";

/** A product of the test factory: nb (and optionally en) texts, or none for a base-only product. */
interface Fixture {
  key: string;
  nb?: string;
  en?: string;
  description?: string;
  active?: boolean;
  priceOre?: number;
  base?: string;
}

const fixtures: Fixture[] = [
  { key: "brod", nb: "Brød", en: "Bread", priceOre: 4990 },
  { key: "brodrister", nb: "Brødrister", en: "Toaster", priceOre: 49900 },
  { key: "grovbrod", nb: "Grovbrød med frø", en: "Wholemeal bread with seeds", priceOre: 5490 },
  { key: "brodd", nb: "Brodd kjeks", en: "Brodd biscuits", priceOre: 2990 },
  { key: "aal", nb: "Ål i gelé", en: "Jellied eel", priceOre: 8990 },
  { key: "alpeost", nb: "Alpeost", en: "Alpine cheese", priceOre: 9990 },
  { key: "brunost", nb: "Brunost", en: "Brown cheese", priceOre: 6990 },
  { key: "smor", nb: "Meierismør", en: "Dairy butter", description: "Kjernet av fløte, god på brød", priceOre: 6490 },
  { key: "inactive", nb: "Brødskive utgått", en: "Old bread slice", active: false, priceOre: 100 },
  { key: "lefse", nb: "Lefse", priceOre: 3990 },
  { key: "flatbrod", nb: "Flatbrød", en: "Flatbread", description: "Sprø og tynn fra Vinstra", priceOre: 4490 },
  { key: "torrfisk", base: "Tørrfisk fra Lofoten", priceOre: 19900 },
];

// The same rules hold for the full ranking (catalogue pages: counted, paged, sortable) and for the
// tiered first-page search the suggestions use.
describe.each(["ranked", "suggestions"] as const)(`product search (%s) on ${testEngine()}`, (mode) => {
  const database = useTestDatabase({ from: "migrated" });
  let factoryId: string;
  const ids = new Map<string, string>();

  const search = async (term: string, languageCode = "nb", extra: { limit?: number; sort?: "relevance" | "price-asc" } = {}) => {
    const ranked = mode === "ranked" || extra.sort !== undefined;
    const result = await searchProducts(database.handle.db, {
      factoryId,
      languageCode,
      defaultLanguageCode: "nb",
      term,
      limit: extra.limit ?? (ranked ? 50 : 8),
      sort: extra.sort,
      withTotal: ranked,
    });
    return { names: result.items.map((item) => item.name), total: result.total, items: result.items };
  };

  beforeAll(async () => {
    const { db } = database.handle;
    await db.insert(languages).values([
      { code: "nb", name: "Norwegian Bokmål", nativeName: "Norsk bokmål", isDefault: true, sortOrder: 0 },
      { code: "en", name: "English", nativeName: "English", sortOrder: 1 },
    ]);
    const [factory] = await db.insert(factories).values({ name: "Søketest AS" }).returning();
    factoryId = factory!.id;
    for (const [index, fixture] of fixtures.entries()) {
      const [row] = await db
        .insert(products)
        .values({
          factoryId,
          slug: `search-${fixture.key}`,
          name: fixture.base ?? fixture.nb ?? fixture.key,
          description: fixture.description ?? null,
          shopPriceOre: fixture.priceOre,
          isActive: fixture.active ?? true,
          sortOrder: index,
        })
        .returning();
      ids.set(fixture.key, row!.id);
      const translations = [
        ...(fixture.nb ? [{ languageCode: "nb", name: fixture.nb, description: fixture.description ?? null }] : []),
        ...(fixture.en ? [{ languageCode: "en", name: fixture.en, description: null }] : []),
      ];
      for (const translation of translations) {
        await db
          .insert(productsI18n)
          .values({ productId: row!.id, slug: `search-${fixture.key}-${translation.languageCode}`, ...translation });
      }
    }
  });

  it("ranks the exact name first, then names starting with the term, then names containing it, then descriptions", async () => {
    const { names } = await search("brød");
    expect(names[0]).toBe("Brød");
    expect(names[1]).toBe("Brødrister");
    // Contains-matches come after the prefix matches, a description match last.
    expect(names).toEqual(expect.arrayContaining(["Grovbrød med frø", "Flatbrød", "Meierismør"]));
    expect(names.indexOf("Meierismør")).toBe(names.length - 1);
  });

  it("never repeats a product and keeps the tier order when the limit cuts a tier", async () => {
    const { names } = await search("brød");
    expect(new Set(names).size).toBe(names.length);
    expect((await search("brød", "nb", { limit: 2 })).names).toEqual(["Brød", "Brødrister"]);
    const three = (await search("brød", "nb", { limit: 3 })).names;
    expect(three.slice(0, 2)).toEqual(["Brød", "Brødrister"]);
    expect(["Grovbrød med frø", "Flatbrød"]).toContain(three[2]);
  });

  it("is case-insensitive, also for æ, ø and å", async () => {
    expect((await search("BRØD")).names).toEqual((await search("brød")).names);
    expect((await search("ÅL I GELÉ")).names[0]).toBe("Ål i gelé");
  });

  it("keeps æ, ø and å distinct from a and o", async () => {
    const brod = await search("brod");
    expect(brod.names[0]).toBe("Brodd kjeks");
    // "brød" products are not matches for "brod" as exact or prefix matches (at most typo matches after them).
    expect(brod.names.filter((name) => name.toLowerCase().startsWith("brød"))).toEqual([]);
    const eel = await search("ål");
    expect(eel.names[0]).toBe("Ål i gelé");
    expect(eel.names).not.toContain("Alpeost");
    const al = await search("al");
    expect(al.names[0]).toBe("Alpeost");
    expect(al.names).not.toContain("Ål i gelé");
  });

  it("tolerates one typo in a word", async () => {
    expect((await search("brnost")).names).toContain("Brunost");
    expect((await search("brunots")).names).toContain("Brunost");
    expect((await search("flatbrd")).names).toContain("Flatbrød");
    // A typo match ranks after the real matches.
    const exact = await search("brunost");
    expect(exact.names[0]).toBe("Brunost");
  });

  it("never returns inactive products", async () => {
    const { names } = await search("brødskive");
    expect(names).not.toContain("Brødskive utgått");
    expect(names).toEqual([]);
    expect((await search("old bread", "en")).names).not.toContain("Old bread slice");
  });

  it("searches the current language and falls back to the default language's text", async () => {
    expect((await search("bread", "en")).names[0]).toBe("Bread");
    // Lefse has no English text: found by its Norwegian name.
    expect((await search("lefse", "en")).names).toEqual(["Lefse"]);
    // Flatbread has English text, so its Norwegian description is not searched in English.
    expect((await search("vinstra", "nb")).names).toEqual(["Flatbrød"]);
    expect((await search("vinstra", "en")).names).toEqual([]);
    // A product without any translation is found by its base name.
    expect((await search("tørrfisk")).names).toEqual(["Tørrfisk fra Lofoten"]);
  });

  it("limits, counts and sorts the matches", async () => {
    const limited = await searchProducts(database.handle.db, {
      factoryId,
      languageCode: "nb",
      defaultLanguageCode: "nb",
      term: "brød",
      limit: 2,
      withTotal: true,
    });
    expect(limited.items).toHaveLength(2);
    expect(limited.total).toBeGreaterThan(2);
    const byPrice = await search("brød", "nb", { sort: "price-asc" });
    const prices = byPrice.items.map((item) => item.shopPriceOre ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("treats LIKE wildcards and quotes in the term as plain text", async () => {
    expect((await search("%%")).names).toEqual([]);
    expect((await search("_r")).names).toEqual([]);
    expect((await search("o'brien\\")).names).toEqual([]);
  });
});
