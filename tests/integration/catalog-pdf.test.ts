import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CataloguePdfService } from "~/server/catalog-pdf/catalog-pdf.server";
import { type CatalogueFileStore, localCatalogueFiles } from "~/server/catalog-pdf/files.server";
import { products, translations } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { localMediaStorage } from "~/server/media/storage.server";
import { InvalidationBus } from "~/server/page-cache/invalidation.server";
import { ProcessMemo } from "~/server/page-cache/memo.server";
import { loadSite, type Site } from "~/server/site/queries.server";
import { testEngine, useTestDatabase } from "../support/database";

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`PDF catalogue versions on ${testEngine()}`, { timeout: 120_000 }, () => {
  const bus = new InvalidationBus();
  const database = useTestDatabase({ listen: bus });
  let directory: string;
  let service: CataloguePdfService;
  let generations = 0;
  /** Pictures scaled and symbols drawn (each is stored in the cache as it is made). */
  const cachePuts: string[] = [];

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-pdf-test-"));
    const local = localCatalogueFiles(directory);
    // Counts the files written, to tell one generation from several.
    const files: CatalogueFileStore = {
      ...local,
      put: (name, write) => {
        generations++;
        return local.put(name, write);
      },
      putBytes: (name, bytes) => {
        cachePuts.push(name);
        return local.putBytes(name, bytes);
      },
    };
    service = new CataloguePdfService({
      db: database.handle.db,
      media: localMediaStorage(path.join(directory, "uploads")),
      memo: new ProcessMemo(bus),
      files,
      origin: "http://localhost:3000",
      logger: createLogger("silent"),
    });
  });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  /** The ids of the products a catalogue shows. */
  const shownIn = async (site: Site, languageCode: string, categorySlug: string) =>
    (await service.current(site, languageCode, categorySlug)).model.sections.flatMap((section) => section.items).map((item) => item.id);
  const stored = () =>
    fs
      .readdirSync(directory)
      .filter((name) => name.endsWith(".pdf"))
      .sort();

  it("makes one file for concurrent requests of a missing catalogue, and serves it again without making it anew", async () => {
    const site = await loadSite(database.handle.db);
    const [first, second, third] = await Promise.all([
      service.file(site, "nb", "dairy"),
      service.file(site, "nb", "dairy"),
      service.file(site, "nb", "dairy"),
    ]);
    expect(generations).toBe(1);
    expect(second!.name).toBe(first!.name);
    expect(third!.name).toBe(first!.name);
    expect(first!.name).toMatch(/^nb-dairy-[0-9a-f]{16}\.pdf$/);
    expect(stored()).toEqual([first!.name]);
    expect(fs.readFileSync(path.join(directory, first!.name)).subarray(0, 5).toString()).toBe("%PDF-");
    expect(first!.downloadName).toMatch(/^fjellgarden-katalog-nb-dairy-\d{4}-\d{2}\.pdf$/);

    const again = await service.file(site, "nb", "dairy");
    expect(again.name).toBe(first!.name);
    expect(generations).toBe(1);
  });

  it("gives a new version and a new file after a price change, and drops the old file", async () => {
    const { db } = database.handle;
    const site = await loadSite(db);
    const before = await service.file(site, "nb", "dairy");
    const made = generations;
    // Any product the catalogue shows, not a demo row by its SKU.
    const [milk] = await db
      .select({ id: products.id, price: products.shopPriceOre })
      .from(products)
      .where(inArray(products.id, await shownIn(site, "nb", "dairy")))
      .limit(1);

    const heard = bus.generation;
    await db
      .update(products)
      .set({ shopPriceOre: milk!.price! + 1_000 })
      .where(eq(products.id, milk!.id));
    await waitFor(() => bus.generation > heard);

    const after = await service.file(site, "nb", "dairy");
    expect(after.version).not.toBe(before.version);
    expect(after.name).not.toBe(before.name);
    expect(generations).toBe(made + 1);
    expect(stored()).toEqual([after.name]);
    const { model } = await service.current(site, "nb", "dairy");
    const shown = model.sections.flatMap((section) => section.items).find((item) => item.id === milk!.id);
    expect(shown?.price).toBe(`${((milk!.price! + 1_000) / 100).toFixed(2).replace(".", ",")}\u00a0kr`);
  });

  it("scales each picture and draws each symbol once: made again after a price change, a catalogue reads them from the cache", async () => {
    const { db } = database.handle;
    const site = await loadSite(db);
    const cacheDirectory = path.join(directory, "cache");
    const cached = () =>
      Object.fromEntries(fs.readdirSync(cacheDirectory).map((name) => [name, fs.statSync(path.join(cacheDirectory, name)).mtimeMs]));
    const madeBefore = cachePuts.length;
    const before = await service.file(site, "nb", "grains");
    const made = cachePuts.slice(madeBefore);
    const { model } = await service.current(site, "nb", "grains");
    const items = model.sections.flatMap((section) => section.items);
    // The symbols (QR codes, EAN-13) of the catalogue in one file, and the pictures.
    expect(made.filter((name) => name.startsWith("cache/symbols-"))).toEqual(["cache/symbols-nb-grains.json"]);
    expect(made.filter((name) => /^cache\/picture-[0-9a-f]{32}\.jpg$/.test(name)).length).toBeGreaterThan(0);
    const snapshot = cached();
    for (const name of made) expect(snapshot[name.slice("cache/".length)]).toBeDefined();

    const heard = bus.generation;
    const product = items[0]!;
    const [row] = await db.select({ price: products.shopPriceOre }).from(products).where(eq(products.id, product.id));
    await db
      .update(products)
      .set({ shopPriceOre: row!.price! + 500 })
      .where(eq(products.id, product.id));
    await waitFor(() => bus.generation > heard);
    const putsBefore = cachePuts.length;
    const after = await service.file(site, "nb", "grains");
    expect(after.name).not.toBe(before.name);
    expect(cachePuts.slice(putsBefore)).toEqual([]);
    expect(cached()).toEqual(snapshot);

    // The Arabic catalogue's pictures are the same files (keyed by the source's bytes); its QR codes point at Arabic pages: its symbols are drawn.
    const arabicPuts = cachePuts.length;
    await service.file(site, "ar", "grains");
    const arabic = cachePuts.slice(arabicPuts);
    expect(arabic.filter((name) => name.startsWith("cache/picture-"))).toEqual([]);
    expect(arabic).toEqual(["cache/symbols-ar-grains.json"]);
  });

  it("keeps the version when a write changes nothing the catalogue shows (stock), and changes it for an edited UI string", async () => {
    const { db } = database.handle;
    const site = await loadSite(db);
    const before = await service.file(site, "nb", "dairy");
    const made = generations;

    let heard = bus.generation;
    // Stock reaching zero drops the product's cached pages (ADR 0018), but the catalogue shows no stock.
    const [inStock] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(inArray(products.id, await shownIn(site, "nb", "dairy")), or(isNull(products.stockQuantity), gt(products.stockQuantity, 0))),
      )
      .limit(1);
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, inStock!.id));
    await waitFor(() => bus.generation > heard);
    const unchanged = await service.file(site, "nb", "dairy");
    expect(unchanged.name).toBe(before.name);
    expect(generations).toBe(made);

    heard = bus.generation;
    await db
      .update(translations)
      .set({ content: "Produktkatalog 2027" })
      .where(and(eq(translations.translationKey, "catalogPdf.documentTitle"), eq(translations.languageCode, "nb")));
    await waitFor(() => bus.generation > heard);
    const retitled = await service.file(site, "nb", "dairy");
    expect(retitled.version).not.toBe(before.version);
    expect((await service.current(site, "nb", "dairy")).model.messages["catalogPdf.documentTitle"]).toBe("Produktkatalog 2027");
    expect(generations).toBe(made + 1);
    // The other languages' catalogues are versions of their own.
    expect((await service.current(site, "ar", "dairy")).model.messages["catalogPdf.documentTitle"]).toBe("كتالوج المنتجات");
  });
});
