import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, stringifyCsv } from "~/lib/admin/csv";
import { listAudit } from "~/server/backoffice/audit.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { importProductsCsv } from "~/server/catalog/csv-commands.server";
import { csvColumns, exportProductsCsv } from "~/server/catalog/csv-queries.server";
import type { Database } from "~/server/db/client.server";
import { products, productsI18n } from "~/server/db/schema";
import { testEngine, useTestDatabase } from "../support/database";

const database = useTestDatabase({ admin: "csv-admin" });
let db: Database;
let actor: AdminActor;
const codes = ["nb", "en", "ar"];
const options = (dryRun: boolean) => ({ languageCodes: codes, defaultCode: "nb", dryRun });

beforeAll(async () => {
  db = database.handle.db;
  actor = database.actor;
});

const productCount = async () => (await db.select({ total: count() }).from(products))[0]!.total;

describe(`product CSV on ${testEngine()}`, () => {
  it("round-trips: the export imports back as updates that change nothing", async () => {
    const [first, second] = await db.select({ id: products.id }).from(products).orderBy(products.sortOrder, products.id).limit(2);
    await db.update(products).set({ stockQuantity: 7, lowStockThreshold: 3 }).where(eq(products.id, first!.id));
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, second!.id));
    const stockBefore = await db
      .select({ id: products.id, stock: products.stockQuantity, threshold: products.lowStockThreshold })
      .from(products)
      .orderBy(products.id);
    const exported = await exportProductsCsv(db, actor.factoryId, codes);
    const rows = parseCsv(exported).rows;
    expect(rows[0]).toEqual(csvColumns(codes));
    const total = await productCount();
    expect(rows).toHaveLength(total + 1);
    const before = await db.select().from(productsI18n).orderBy(productsI18n.productId, productsI18n.languageCode);

    const dry = await importProductsCsv(db, actor, exported, options(true));
    expect(dry).toMatchObject({ ok: true, dryRun: true, rows: total, created: 0, updated: total, problems: [] });
    const real = await importProductsCsv(db, actor, exported, options(false));
    expect(real).toMatchObject({ ok: true, created: 0, updated: total });
    expect(await db.select().from(productsI18n).orderBy(productsI18n.productId, productsI18n.languageCode)).toEqual(before);
    expect(await exportProductsCsv(db, actor.factoryId, codes)).toBe(exported);
    expect(
      parseCsv(exported)
        .rows.find((row) => row[0] === first!.id)!
        .slice(8, 10),
    ).toEqual(["7", "3"]);
    expect(
      await db
        .select({ id: products.id, stock: products.stockQuantity, threshold: products.lowStockThreshold })
        .from(products)
        .orderBy(products.id),
    ).toEqual(stockBefore);
    expect((await listAudit(db, actor.factoryId, { page: 1, action: "product.import" })).entries[0]!.after).toEqual({
      rows: total,
      created: 0,
      updated: total,
    });
  });

  it("reports every problem with its line and column, and writes nothing when any line has one", async () => {
    const header = csvColumns(codes);
    const row = (values: Record<string, string>) => header.map((column) => values[column] ?? "");
    const text = stringifyCsv(
      [
        header,
        row({ sku: "CSV-OK-1", name_nb: "Ny ost", price: "59,90", vat_rate: "15", active: "true", categories: "meieri" }),
        row({ sku: "CSV-BAD-1", name_nb: "", price: "abc", vat_rate: "7", barcode: "1234567890123", active: "maybe" }),
        row({ sku: "CSV-BAD-2", name_nb: "Ost", categories: "no-such-category", id: "00000000-0000-4000-8000-000000000000" }),
        row({ sku: "CSV-BAD-3", name_nb: "Lageost", stock: "-1", low_stock_threshold: "ti" }),
      ],
      ",",
    );
    const total = await productCount();
    const result = await importProductsCsv(db, actor, text, options(false));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { line: 3, column: "active", message: "admin.csv.error.boolean" },
      { line: 3, column: "name_nb", message: "admin.product.error.nameRequired" },
      { line: 3, column: "price", message: "admin.product.error.price" },
      { line: 3, column: "vat_rate", message: "admin.product.error.vat" },
      { line: 3, column: "barcode", message: "admin.product.error.barcode" },
      { line: 4, column: "categories", message: "admin.csv.error.category" },
      { line: 5, column: "stock", message: "admin.product.error.stock" },
      { line: 5, column: "low_stock_threshold", message: "admin.product.error.lowStockThreshold" },
    ]);
    expect(await productCount()).toBe(total);
  });

  it("imports new products in one go, reading semicolons, a BOM and quoted line breaks", async () => {
    const text = `\uFEFFsku;name_nb;name_en;description_en;price;vat_rate;active\r\nCSV-NEW-1;Kvitost;White cheese;"Line one\nline two";49,90;15;true\r\nCSV-NEW-2;Gulost;;;;25;false\r\n`;
    const total = await productCount();
    const result = await importProductsCsv(db, actor, text, options(false));
    expect(result).toMatchObject({ ok: true, created: 2, updated: 0 });
    expect(await productCount()).toBe(total + 2);
    const [created] = await db.select().from(products).where(eq(products.sku, "CSV-NEW-1"));
    expect(created).toMatchObject({
      name: "Kvitost",
      shopPriceOre: 4990,
      isActive: true,
      slug: "kvitost",
      stockQuantity: null,
      lowStockThreshold: 10,
    });
  });

  it("sets tracked stock from the stock columns, and leaves it alone when a file has none", async () => {
    const withStock = `sku;name_nb;stock;low_stock_threshold\nCSV-STOCK-1;Lagerost;12;4\n`;
    expect(await importProductsCsv(db, actor, withStock, options(false))).toMatchObject({ ok: true, created: 1 });
    const read = async () =>
      (
        await db
          .select({ stock: products.stockQuantity, threshold: products.lowStockThreshold })
          .from(products)
          .where(eq(products.sku, "CSV-STOCK-1"))
      )[0];
    expect(await read()).toEqual({ stock: 12, threshold: 4 });
    expect(await importProductsCsv(db, actor, `sku;name_nb\nCSV-STOCK-1;Lagerost II\n`, options(false))).toMatchObject({
      ok: true,
      updated: 1,
    });
    expect(await read()).toEqual({ stock: 12, threshold: 4 });
    expect(await importProductsCsv(db, actor, `sku;name_nb;stock\nCSV-STOCK-1;Lagerost II;\n`, options(false))).toMatchObject({
      ok: true,
      updated: 1,
    });
    expect(await read()).toEqual({ stock: null, threshold: 4 });
  });

  it("round-trips the webshop properties, leaves them alone without the column, and reports an unknown one on its line", async () => {
    const [first] = await db.select({ id: products.id }).from(products).orderBy(products.sortOrder, products.id).limit(1);
    await db
      .update(products)
      .set({ properties: ["organic", "gluten_free"] })
      .where(eq(products.id, first!.id));
    const exported = await exportProductsCsv(db, actor.factoryId, codes);
    const column = csvColumns(codes).indexOf("properties");
    expect(parseCsv(exported).rows.find((row) => row[0] === first!.id)![column]).toBe("organic|gluten_free");
    expect(await importProductsCsv(db, actor, exported, options(false))).toMatchObject({ ok: true, created: 0 });
    expect(await exportProductsCsv(db, actor.factoryId, codes)).toBe(exported);

    const read = async () =>
      (await db.select({ properties: products.properties }).from(products).where(eq(products.sku, "CSV-PROP-1")))[0]?.properties;
    expect(
      await importProductsCsv(db, actor, `sku;name_nb;properties\nCSV-PROP-1;Egenskapsost;vegan | nut_free\n`, options(false)),
    ).toMatchObject({ ok: true, created: 1 });
    expect(await read()).toEqual(["vegan", "nut_free"]);
    expect(await importProductsCsv(db, actor, `sku;name_nb\nCSV-PROP-1;Egenskapsost II\n`, options(false))).toMatchObject({
      ok: true,
      updated: 1,
    });
    expect(await read()).toEqual(["vegan", "nut_free"]);
    const bad = await importProductsCsv(
      db,
      actor,
      `sku;name_nb;properties\nCSV-PROP-1;Egenskapsost;vegan\nCSV-PROP-2;Annen ost;organic|halal\n`,
      options(false),
    );
    expect(bad).toMatchObject({ ok: false, problems: [{ line: 3, column: "properties", message: "admin.product.error.property" }] });
    expect(await read()).toEqual(["vegan", "nut_free"]);
    expect(await importProductsCsv(db, actor, `sku;name_nb;properties\nCSV-PROP-1;Egenskapsost;\n`, options(false))).toMatchObject({
      ok: true,
      updated: 1,
    });
    expect(await read()).toEqual([]);
  });

  it("refuses files it cannot read: unknown columns, a missing name column, an open quote", async () => {
    expect((await importProductsCsv(db, actor, "sku;name_nb;colour\nA;B;C\n", options(true))).problems).toEqual([
      { line: 1, column: "colour", message: "admin.csv.error.unknownColumn" },
    ]);
    expect((await importProductsCsv(db, actor, "sku;price\nA;1\n", options(true))).problems).toEqual([
      { line: 1, column: "name_nb", message: "admin.csv.error.header" },
    ]);
    expect((await importProductsCsv(db, actor, 'sku;name_nb\nA;"open\n', options(true))).problems).toEqual([
      { line: 2, column: null, message: "admin.csv.error.quote" },
    ]);
  });
});
