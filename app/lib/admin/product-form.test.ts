import { describe, expect, it } from "vitest";
import { toEan13 } from "../barcode";
import { parseProductForm, slugify } from "./product-form";

const options = { languageCodes: ["nb", "en", "ar"], defaultCode: "nb", categoryIds: ["11111111-1111-4111-8111-111111111111"] };

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

const valid = { "name.nb": "Brunost", "slug.nb": "brunost", vatRatePercent: "15", price: "49,90", isActive: "on" };

describe("the product form", () => {
  it("reads a valid product: price in øre, translations with a name only, slugs made from names", () => {
    const result = parseProductForm(
      form({
        ...valid,
        "name.en": "Brown Cheese 500 g",
        "name.ar": "جبن بني",
        barcode: toEan13("704123400001"),
        categoryIds: options.categoryIds,
      }),
      options,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.shopPriceOre).toBe(4990);
    expect(result.value.translations.map((t) => [t.languageCode, t.slug])).toEqual([
      ["nb", "brunost"],
      ["en", "brown-cheese-500-g"],
      ["ar", "جبن-بني"],
    ]);
    expect(result.value).toMatchObject({
      vatRatePercent: 15,
      isActive: true,
      isFeatured: false,
      categoryIds: options.categoryIds,
      barcode: toEan13("704123400001"),
    });
  });

  it("reads the webshop properties: only the fixed list's values, none ticked clears them, an absent field leaves them", () => {
    const parse = (values: Record<string, string | string[]>) => parseProductForm(form({ ...valid, ...values }), options);
    expect(parse({ properties: ["", "vegan", "nut_free", "vegan"] })).toMatchObject({
      ok: true,
      value: { properties: ["vegan", "nut_free"] },
    });
    expect(parse({ properties: "" })).toMatchObject({ ok: true, value: { properties: [] } });
    const absent = parse({});
    expect(absent.ok && "properties" in absent.value).toBe(false);
    expect(parse({ properties: ["", "vegan", "Vegan"] })).toEqual({
      ok: false,
      problems: [{ field: "properties", message: "admin.product.error.property" }],
    });
  });

  it("needs the default language's name, and reports every problem by field", () => {
    const result = parseProductForm(
      form({
        "name.en": "Cheese",
        "slug.en": "Not A Slug",
        vatRatePercent: "17",
        price: "12,345",
        barcode: "7041234000010",
        sku: "a b",
        attributesSchema: "{not json",
      }),
      options,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { field: "name.nb", message: "admin.product.error.nameRequired" },
      { field: "slug.en", message: "admin.product.error.slugInvalid" },
      { field: "price", message: "admin.product.error.price" },
      { field: "vatRatePercent", message: "admin.product.error.vat" },
      { field: "barcode", message: "admin.product.error.barcode" },
      { field: "sku", message: "admin.product.error.sku" },
      { field: "attributesSchema", message: "admin.product.error.attributes" },
    ]);
  });

  it("checks the EAN-13 check digit", () => {
    const good = toEan13("590123412345");
    const bad = good.slice(0, 12) + String((Number(good[12]) + 1) % 10);
    expect(parseProductForm(form({ ...valid, barcode: good }), options).ok).toBe(true);
    expect(parseProductForm(form({ ...valid, barcode: bad }), options)).toMatchObject({ ok: false, problems: [{ field: "barcode" }] });
    expect(parseProductForm(form({ ...valid, barcode: "12345678" }), options)).toMatchObject({
      ok: false,
      problems: [{ field: "barcode" }],
    });
  });

  it("validates the attributes schema's shape, not just its JSON", () => {
    const ok = {
      attributes: [{ key: "size", type: "select", label: { nb: "Størrelse" }, options: [{ value: "small", label: { nb: "Liten" } }] }],
    };
    expect(parseProductForm(form({ ...valid, attributesSchema: JSON.stringify(ok) }), options)).toMatchObject({
      ok: true,
      value: { attributesSchema: ok },
    });
    const duplicate = { attributes: [{ ...ok.attributes[0], options: [ok.attributes[0]!.options[0], ok.attributes[0]!.options[0]] }] };
    expect(parseProductForm(form({ ...valid, attributesSchema: JSON.stringify(duplicate) }), options).ok).toBe(false);
    expect(parseProductForm(form({ ...valid, attributesSchema: JSON.stringify({ attributes: [], extra: 1 }) }), options).ok).toBe(false);
    expect(parseProductForm(form({ ...valid, attributesSchema: JSON.stringify({ attributes: [] }) }), options)).toMatchObject({
      ok: true,
      value: { attributesSchema: null },
    });
  });

  it("accepts a menu item's priced sizes and extras, and refuses a negative or fractional price", () => {
    const menu = {
      attributes: [
        {
          key: "size",
          type: "select",
          label: { en: "Size" },
          options: [
            { value: "medium", label: { en: "Medium" }, priceOre: 0 },
            { value: "large", label: { en: "Large" }, priceOre: 6000 },
          ],
        },
        { key: "extras", type: "multi", label: { en: "Extras" }, options: [{ value: "cheese", label: { en: "Cheese" }, priceOre: 1500 }] },
      ],
    };
    expect(parseProductForm(form({ ...valid, attributesSchema: JSON.stringify(menu) }), options)).toMatchObject({
      ok: true,
      value: { attributesSchema: menu },
    });
    for (const priceOre of [-1, 12.5, "100"]) {
      const bad = { attributes: [{ ...menu.attributes[1], options: [{ value: "cheese", label: { en: "Cheese" }, priceOre }] }] };
      expect(parseProductForm(form({ ...valid, attributesSchema: JSON.stringify(bad) }), options).ok).toBe(false);
    }
    expect(
      parseProductForm(
        form({ ...valid, attributesSchema: JSON.stringify({ attributes: [{ ...menu.attributes[0], type: "free" }] }) }),
        options,
      ).ok,
    ).toBe(false);
  });

  it("refuses categories that are not the factory's", () => {
    expect(parseProductForm(form({ ...valid, categoryIds: "22222222-2222-4222-8222-222222222222" }), options)).toMatchObject({
      ok: false,
      problems: [{ field: "categoryIds" }],
    });
  });

  it("empty price means not sold in the shop", () => {
    expect(parseProductForm(form({ ...valid, price: "" }), options)).toMatchObject({ ok: true, value: { shopPriceOre: null } });
  });
});

describe("slugify", () => {
  it("keeps letters of every script and joins words with single hyphens", () => {
    expect(slugify("  Brød & Smør – 500 g ")).toBe("brød-smør-500-g");
    expect(slugify("حليب كامل الدسم")).toBe("حليب-كامل-الدسم");
    expect(slugify("!!!")).toBe("");
  });

  it("reads stock: empty is not tracked, a whole number is tracked, an untouched count or a missing field is left alone", () => {
    const read = (values: Record<string, string>) => {
      const result = parseProductForm(form({ ...valid, ...values }), options);
      return result.ok
        ? { stock: result.value.stockQuantity, threshold: result.value.lowStockThreshold, has: "stockQuantity" in result.value }
        : result.problems;
    };
    expect(read({ stockQuantity: "", lowStockThreshold: "" })).toEqual({ stock: null, threshold: 10, has: true });
    expect(read({ stockQuantity: " 12 ", lowStockThreshold: "3" })).toEqual({ stock: 12, threshold: 3, has: true });
    expect(read({ stockQuantity: "0", lowStockThreshold: "0" })).toEqual({ stock: 0, threshold: 0, has: true });
    expect(read({ stockQuantity: "7", stockQuantityLoaded: "7", lowStockThreshold: "5" })).toEqual({
      stock: undefined,
      threshold: 5,
      has: false,
    });
    expect(read({ stockQuantity: "8", stockQuantityLoaded: "7" })).toEqual({ stock: 8, threshold: undefined, has: true });
    expect(read({})).toEqual({ stock: undefined, threshold: undefined, has: false });
    expect(read({ stockQuantity: "-1", lowStockThreshold: "2.5" })).toEqual([
      { field: "stockQuantity", message: "admin.product.error.stock" },
      { field: "lowStockThreshold", message: "admin.product.error.lowStockThreshold" },
    ]);
    expect(read({ stockQuantity: "1e3" })).toEqual([{ field: "stockQuantity", message: "admin.product.error.stock" }]);
  });
});
