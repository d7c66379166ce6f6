import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_MAX_SUGGESTIONS } from "~/lib/catalog-params";
import { listProducts } from "~/server/catalog/listing.server";
import { searchProducts } from "~/server/catalog/search.server";
import { products, productsI18n } from "~/server/db/schema";
import { seedBulkProducts } from "~/server/seed/bulk.server";
import { loadSite, type Site } from "~/server/site/queries.server";
import { testEngine, useTestDatabase } from "../support/database";

// The typo rule (typo-rule.test.ts) on the demo catalogue's real names, through the one search
// function as both callers use it: the suggestions (first eight by relevance) and the results page.
describe(`typo-tolerant search of the demo catalogue on ${testEngine()}`, () => {
  const database = useTestDatabase();
  let site: Site;

  const suggestions = async (term: string, languageCode: string) => {
    const { items } = await searchProducts(database.handle.db, {
      factoryId: site.factory.id,
      languageCode,
      defaultLanguageCode: "nb",
      term,
      limit: SEARCH_MAX_SUGGESTIONS,
    });
    return items.map((item) => item.name);
  };
  const resultsPage = async (term: string, languageCode: string) => {
    const listing = await listProducts(database.handle.db, {
      factoryId: site.factory.id,
      languageCode,
      defaultLanguageCode: "nb",
      term,
      categoryId: null,
      sort: undefined,
      page: 1,
    });
    return listing.items.map((item) => item.name);
  };
  /** Both callers find `expected` (and nothing with `absent`) for `term`. */
  const bothFind = async (term: string, languageCode: string, expected: string[]) => {
    for (const names of [await suggestions(term, languageCode), await resultsPage(term, languageCode)]) {
      expect(names, term).toEqual(expect.arrayContaining(expected));
    }
  };
  const neitherFinds = async (term: string, languageCode: string, absent: RegExp) => {
    for (const names of [await suggestions(term, languageCode), await resultsPage(term, languageCode)]) {
      expect(
        names.filter((name) => absent.test(name)),
        term,
      ).toEqual([]);
    }
  };

  beforeAll(async () => {
    site = await loadSite(database.handle.db);
  });

  it("English: a five-letter word with two adjacent letters swapped", async () => {
    await bothFind("hoeny", "en", ["Heather Honey"]);
    await bothFind("whloe milk", "en", ["Whole Milk", "Organic Whole Milk"]);
    await bothFind("Craem", "en", ["Whipping Cream 38 %", "Cloudberry Cream"]);
  });

  it("English: each kind of typo, up to the word-length thresholds", async () => {
    await bothFind("buter", "en", ["Dairy Butter", "Organic Butter"]); // a letter missing
    await bothFind("porrridge", "en", ["Sour Cream Porridge"]); // a letter too many (9 letters)
    await bothFind("salmom", "en", ["Smoked Salmon"]); // a letter replaced
    await neitherFinds("skyt", "en", /Skyr/); // … but not in four letters
  });

  it("English: two typos from nine letters on, one below, none under five", async () => {
    await bothFind("lignonbrery", "en", ["Lingonberry Jam"]); // two swaps in eleven letters
    await neitherFinds("lignonbrrery", "en", /Lingonberry/); // three typos
    await bothFind("porirdge", "en", ["Sour Cream Porridge"]); // one swap in eight letters
    await neitherFinds("proirdge", "en", /Porridge/); // two in eight
    await neitherFinds("mlik", "en", /Milk/); // a swap in four letters
  });

  it("Norwegian: typos in long and short words, æ, ø and å letters of their own", async () => {
    await bothFind("hemlelk", "nb", ["Helmelk", "Økologisk helmelk"]);
    await bothFind("lyngohnnign", "nb", ["Lynghonning"]); // two swaps in eleven letters
    await bothFind("flatbrod", "nb", ["Flatbrød fra Vinstra"]); // ø typed as o: one typo in eight letters
    await neitherFinds("brod", "nb", /brød/i); // … and none in four
    await neitherFinds("smor", "nb", /smør/i);
  });

  it("Arabic: a swap in a seven- and a five-letter word, none in a four-letter word", async () => {
    await bothFind("المزعرة", "ar", ["زبادي المزرعة", "جبن المزرعة العضوي"]);
    await bothFind("سملون", "ar", ["سلمون مدخن"]);
    await neitherFinds("حلبي", "ar", /حليب/);
  });

  it("matches every word of the term in any order, the last one as a beginning", async () => {
    await bothFind("rugmel sammalt", "nb", ["Sammalt rugmel"]);
    await bothFind("porridge sour cr", "en", ["Sour Cream Porridge"]);
    // Every word must match: a typo in one word does not excuse a missing other.
    await neitherFinds("hoeny zzzz", "en", /Honey/);
  });

  it("ranks matches as typed above typo matches on the results page", async () => {
    const { db } = database.handle;
    // A product whose name holds "honye" as typed, beside the real honey that is one typo away.
    const [product] = await db.insert(products).values({ factoryId: site.factory.id, slug: "honye-cake", name: "Honye-kake" }).returning();
    await db.insert(productsI18n).values({ productId: product!.id, languageCode: "en", slug: "honye-cake", name: "Honye Cake" });
    const names = await resultsPage("honye", "en");
    expect(names[0]).toBe("Honye Cake");
    expect(names).toContain("Heather Honey");
    // The suggestions show typo matches only when nothing matches as typed.
    expect(await suggestions("honye", "en")).toEqual(["Honye Cake"]);
    await db.delete(products).where(sql`${products.id} = ${product!.id}`);
    expect(await suggestions("honye", "en")).toEqual(["Heather Honey"]);
  });
});

describe(`the search dictionary on ${testEngine()}`, () => {
  const database = useTestDatabase();
  let site: Site;
  /** The dictionary as a fresh count from the names would make it. */
  const recount = sql`select language_code, word, count(*)::int as uses from (
      select '' as language_code, w.word from products p cross join lateral search_words_of(p.name) as w(word)
      union all
      select i.language_code, w.word from products_i18n i cross join lateral search_words_of(i.name) as w(word)) words
    group by language_code, word order by language_code, word`;
  const dictionary = sql`select language_code, word, uses from search_words order by language_code, word`;
  const expectInStep = async () => {
    const { db } = database.handle;
    expect((await db.execute(dictionary)).rows).toEqual((await db.execute(recount)).rows);
  };
  const words = async (languageCode: string) =>
    (await database.handle.db.execute<{ word: string }>(sql`select word from search_words where language_code = ${languageCode}`)).rows.map(
      (row) => row.word,
    );

  beforeAll(async () => {
    site = await loadSite(database.handle.db);
  });

  it("holds the words of four letters or more of every name, without numbers", async () => {
    await expectInStep();
    const english = await words("en");
    expect(english).toEqual(expect.arrayContaining(["heather", "honey", "whole", "milk", "wooden", "handled"]));
    expect(english).not.toContain("jam"); // three letters: no typo can reach it
    expect(english.filter((word) => /\d/.test(word))).toEqual([]);
    expect(await words("ar")).toContain("المزرعة");
    expect(await words("")).toContain("lynghonning");
  });

  it("follows inserts, renames and deletes, and a bulk load", async () => {
    const { db } = database.handle;
    const search = async (term: string) =>
      (await searchProducts(db, { factoryId: site.factory.id, languageCode: "nb", defaultLanguageCode: "nb", term, limit: 8 })).items.map(
        (item) => item.name,
      );
    const [first] = await db.insert(products).values({ factoryId: site.factory.id, slug: "zebra-1", name: "Zebrakake" }).returning();
    const [second] = await db
      .insert(products)
      .values({ factoryId: site.factory.id, slug: "zebra-2", name: "Zebrakake med krem" })
      .returning();
    await db.insert(productsI18n).values([
      { productId: first!.id, languageCode: "nb", slug: "zebrakake", name: "Zebrakake" },
      { productId: second!.id, languageCode: "nb", slug: "zebrakake-med-krem", name: "Zebrakake med krem" },
    ]);
    await expectInStep();
    expect(await search("zebrkake")).toEqual(["Zebrakake", "Zebrakake med krem"]);

    await db
      .update(productsI18n)
      .set({ name: "Tigerkake" })
      .where(sql`${productsI18n.productId} = ${first!.id}`);
    await expectInStep();
    expect(await search("tigrekake")).toEqual(["Tigerkake"]);
    expect(await search("zebrkake")).toEqual(["Zebrakake med krem"]);

    await db.delete(products).where(sql`${products.id} = ${second!.id}`);
    await expectInStep();
    expect(await words("nb")).not.toContain("zebrakake");
    expect(await words("")).toContain("zebrakake"); // the first product's base name is still Zebrakake
    expect(await search("zebrkake")).toEqual([]);

    await seedBulkProducts(db, 300);
    await expectInStep();
  });

  it("keeps at most eight suggestions and counts every typo match on the results page", async () => {
    const { db } = database.handle;
    const base = { factoryId: site.factory.id, languageCode: "en", defaultLanguageCode: "nb" };
    const suggested = await searchProducts(db, { ...base, term: "chese", limit: SEARCH_MAX_SUGGESTIONS });
    expect(suggested.items).toHaveLength(SEARCH_MAX_SUGGESTIONS);
    const listing = await listProducts(db, { ...base, term: "chese", categoryId: null, sort: undefined, page: 1 });
    expect(listing.total).toBeGreaterThan(20);
    expect(listing.items.every((item) => /cheese/i.test(item.name))).toBe(true);
  });
});
