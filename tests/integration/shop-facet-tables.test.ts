import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priceBands } from "~/lib/shop/params";
import { createProduct, createTranslatedProduct } from "../factories/commerce";
import { testEngine, useTestDatabase } from "../support/database";

/** One facet row as a comparable string: product, language, band, stock, size, sorted claims and categories, searchable text. */
type FacetRow = {
  product_id: string;
  language_code: string;
  factory_id: string;
  band: string;
  in_stock: boolean;
  size: string | null;
  properties: string[];
  category_ids: string[];
  name: string;
  description: string | null;
};
const key = (row: FacetRow) =>
  [
    row.product_id,
    row.language_code,
    row.band,
    row.in_stock,
    row.size ?? "∅",
    [...row.properties].sort().join("|"),
    [...row.category_ids].sort().join("|"),
  ].join(" ");
const bandOf = (price: number) => priceBands.find((entry) => entry.toOre === null || price < entry.toOre)!.id;

describe(`the webshop's facet tables on ${testEngine()}`, () => {
  const database = useTestDatabase();

  /** What the facet rows must be, worked out in JavaScript from the source tables. */
  async function expectedRows(): Promise<string[]> {
    const db = database.handle.db;
    const products = await db.execute<{
      id: string;
      buyable: boolean;
      price: number | null;
      stock: number | null;
      package_size: string | null;
      properties: string[];
      name: string;
    }>(sql`select id, name, is_active and shop_price_ore is not null and restaurant_id is null as buyable, shop_price_ore as price,
      stock_quantity as stock, package_size, properties from products`);
    const texts = await db.execute<{
      product_id: string;
      language_code: string;
      package_size: string | null;
      name: string;
      description: string | null;
    }>(sql`select product_id, language_code, package_size, name, description from products_i18n`);
    const pairs = await db.execute<{ product_id: string; category_id: string }>(
      sql`select product_id, category_id from product_categories`,
    );
    const languages = await db.execute<{ code: string; is_default: boolean }>(sql`select code, is_default from languages`);
    const fallback = languages.rows.find((language) => language.is_default)?.code;
    const text = new Map(texts.rows.map((row) => [`${row.product_id} ${row.language_code}`, row]));
    const rows: string[] = [];
    for (const product of products.rows.filter((row) => row.buyable)) {
      for (const language of languages.rows) {
        rows.push(
          key({
            product_id: product.id,
            language_code: language.code,
            factory_id: "",
            band: bandOf(product.price!),
            in_stock: product.stock === null || product.stock > 0,
            size:
              text.get(`${product.id} ${language.code}`)?.package_size ??
              text.get(`${product.id} ${fallback}`)?.package_size ??
              product.package_size,
            properties: product.properties,
            category_ids: pairs.rows.filter((pair) => pair.product_id === product.id).map((pair) => pair.category_id),
            // The search's text: the translation, else the default language's, else the base name without a description.
            name: (text.get(`${product.id} ${language.code}`) ?? text.get(`${product.id} ${fallback}`))?.name ?? product.name,
            description: (text.get(`${product.id} ${language.code}`) ?? text.get(`${product.id} ${fallback}`))?.description ?? null,
          }),
        );
      }
    }
    return rows.sort();
  }

  /** Checks the per-product rows against the sources, and the groups against the per-product rows. */
  async function expectTablesTrue(step: string) {
    const db = database.handle.db;
    const actual = await db.execute<FacetRow>(sql`select * from shop_facet_products`);
    expect(actual.rows.map(key).sort(), step).toEqual(await expectedRows());
    const groups = await db.execute<FacetRow & { product_count: number }>(
      sql`select *, '' as name, null as description from shop_facet_groups`,
    );
    expect(
      groups.rows.every((group) => group.product_count > 0),
      `${step}: no empty group is kept`,
    ).toBe(true);
    const groupKey = (row: FacetRow) => key({ ...row, product_id: row.factory_id, name: "", description: null });
    const recount = new Map<string, number>();
    for (const row of actual.rows) recount.set(groupKey(row), (recount.get(groupKey(row)) ?? 0) + 1);
    expect(new Map(groups.rows.map((group) => [groupKey(group), group.product_count])), `${step}: groups`).toEqual(recount);
  }

  it("stay true through every kind of write to products, their texts, their categories and the languages", async () => {
    const db = database.handle.db;
    await expectTablesTrue("the seeded catalogue");
    const jam = await createTranslatedProduct(db, { en: "Test jam" }, { packageSize: "250 g", properties: ["vegan"], stockQuantity: 2 });
    const cheese = await createProduct(db, { shopPriceOre: 4_999, packageSize: "1 kg" });
    const quoteOnly = await createProduct(db, { shopPriceOre: null });
    await expectTablesTrue("created");
    const [dairy, organic] = (await db.execute<{ id: string }>(sql`select id from categories order by sort_order, id limit 2`)).rows.map(
      (row) => row.id,
    );
    await db.execute(
      sql`insert into product_categories (product_id, category_id) values (${jam.id}, ${dairy}), (${jam.id}, ${organic}), (${cheese.id}, ${dairy})`,
    );
    await expectTablesTrue("categories added");
    await db.execute(sql`update products set shop_price_ore = 5000 where id = ${cheese.id}`); // the next band starts here
    await db.execute(sql`update products set stock_quantity = 0 where id = ${jam.id}`);
    await expectTablesTrue("a price crossing a band, a product sold out");
    await db.execute(sql`update products set stock_quantity = 1, properties = array['organic', 'vegan'] where id = ${jam.id}`);
    await db.execute(sql`update products set shop_price_ore = 12000 where id = ${quoteOnly.id}`);
    await expectTablesTrue("back in stock with a claim more; a quote-only product gets a shop price");
    await db.execute(
      sql`insert into products_i18n (product_id, language_code, slug, name, package_size) values (${jam.id}, 'nb', ${`${jam.slug}-nb`}, 'Testsyltetøy', '0,25 kg')`,
    );
    await expectTablesTrue("a default-language size, the fallback of the languages without one");
    await db.execute(sql`update products_i18n set package_size = '250 gram' where product_id = ${jam.id} and language_code = 'en'`);
    await db.execute(sql`update products_i18n set name = 'Testsyltetøy fra Lom' where product_id = ${jam.id} and language_code = 'nb'`);
    await db.execute(sql`update products set name = 'Test cheese from Lom' where id = ${cheese.id}`); // its only text
    await expectTablesTrue("a size edited, a name edited, a base name edited");
    await db.execute(sql`delete from product_categories where product_id = ${jam.id} and category_id = ${organic}`);
    await db.execute(sql`delete from products_i18n where product_id = ${jam.id} and language_code = 'nb'`);
    await expectTablesTrue("a category and a text removed");
    await db.execute(sql`update products set is_active = false where id = ${cheese.id}`);
    await db.execute(sql`delete from products where id = ${quoteOnly.id}`);
    await expectTablesTrue("deactivated, deleted");
    await db.execute(sql`update products set is_active = true where id = ${cheese.id}`);
    await db.execute(sql`delete from categories where id = ${organic}`);
    await expectTablesTrue("reactivated; a category deleted with its pairs");
    await db.execute(sql`insert into languages (code, name, native_name, sort_order) values ('sv', 'Swedish', 'Svenska', 9)`);
    await expectTablesTrue("a language added");
    await db.execute(sql`delete from languages where code = 'sv'`);
    await expectTablesTrue("a language removed");
    // A bulk statement over many products at once, as a CSV import makes.
    await db.execute(sql`update products set shop_price_ore = shop_price_ore + 20000 where shop_price_ore is not null`);
    await expectTablesTrue("every price at once");
  });

  it("bands prices in the database as priceBands does, at every boundary", async () => {
    const prices = priceBands.flatMap((entry) => [
      entry.fromOre,
      entry.fromOre + 1,
      ...(entry.toOre === null ? [10_000_000] : [entry.toOre - 1]),
    ]);
    const result = await database.handle.db.execute<{ price: number; band: string }>(
      sql`select price, shop_price_ore_band.band from unnest(${`{${prices.join(",")}}`}::int[]) as price, lateral (select shop_price_band(price) as band) shop_price_ore_band`,
    );
    expect(result.rows.map((row) => [row.price, row.band])).toEqual(prices.map((price) => [price, bandOf(price)]));
  });
});
