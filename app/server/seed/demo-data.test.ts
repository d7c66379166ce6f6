import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { demoDataDirectory, loadDemoData, readDemoData } from "./demo-data.server";

/** A copy of the demo data files to break one at a time. */
function copyOfDemoData(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "demo-data-"));
  fs.cpSync(demoDataDirectory(), directory, { recursive: true });
  return directory;
}

function edit<T>(directory: string, file: string, change: (data: T) => void): void {
  const fullPath = path.join(directory, file);
  const data = JSON.parse(fs.readFileSync(fullPath, "utf8")) as T;
  change(data);
  fs.writeFileSync(fullPath, JSON.stringify(data));
}

describe("the demo data files", () => {
  const copies: string[] = [];
  const copy = () => {
    const directory = copyOfDemoData();
    copies.push(directory);
    return directory;
  };
  afterEach(() => {
    for (const directory of copies.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
  });

  it("load and match their schemas", () => {
    const data = loadDemoData();
    expect(data.categories.map((category) => category.key)).toEqual(["dairy", "grains", "specialty", "organic"]);
    expect(data.products.length).toBeGreaterThan(40);
    expect(data.site.languages.map((language) => language.code)).toEqual(["nb", "en", "ar"]);
    // A menu item's defaults come from the schema: 15 % VAT, no allergens or dietary tags unless given.
    const items = data.restaurants.flatMap((restaurant) => restaurant.categories.flatMap((category) => category.items));
    expect(items.every((item) => item.vatRatePercent === 15 && Array.isArray(item.allergens) && Array.isArray(item.dietaryTags))).toBe(
      true,
    );
  });

  it("name the file and the value at fault when one does not match its schema", () => {
    const directory = copy();
    edit<Array<{ shopPriceOre: unknown; name: Partial<Record<string, string>> }>>(directory, "products.json", (products) => {
      products[2]!.shopPriceOre = "26,90";
      delete products[3]!.name.ar;
    });
    expect(() => readDemoData(directory)).toThrow(/products\.json does not match its schema[\s\S]*shopPriceOre[\s\S]*name\.ar/);
  });

  it("refuse references to what is not there", () => {
    const directory = copy();
    edit<{ productStock: Record<string, number> }>(directory, "shop.json", (shop) => {
      shop.productStock["no-such-product"] = 3;
    });
    expect(() => readDemoData(directory)).toThrow(/shop\.json productStock: unknown product no-such-product/);
  });
});
