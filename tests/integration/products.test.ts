import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { factories, products } from "~/server/db/schema";
import { testEngine, useTestDatabase } from "../support/database";

describe(`products on ${testEngine()}`, () => {
  const database = useTestDatabase({ from: "migrated" });
  let factoryId: string;
  beforeAll(async () => {
    const [factory] = await database.handle.db.insert(factories).values({ name: "Testmeieriet AS" }).returning();
    factoryId = factory!.id;
  });

  it("reads a written product back identically", async () => {
    const { db } = database.handle;
    const written = {
      factoryId,
      slug: "blabaersyltetoy-rod",
      name: "Blåbærsyltetøy – rødt & søtt «ekstra» 🫐",
      description: "Linje 1\nLinje 2 med æøå ÆØÅ og العربية",
      imageUrl: "/demo/products/x.svg",
      packageSize: "400 g",
      priceRange: "NOK 180–220 per case of 12",
      shopPriceOre: 4990,
      currency: "NOK",
      vatRatePercent: 15,
      barcode: "7041234000017",
      sku: "T-1",
      attributesSchema: {
        attributes: [
          {
            key: "size",
            label: { nb: "Størrelse", en: "Size" },
            type: "select" as const,
            options: [{ value: "s", label: { nb: "Liten", en: "Small" } }],
          },
        ],
      },
      isActive: true,
      isFeatured: false,
      sortOrder: 7,
    };
    const [inserted] = await db.insert(products).values(written).returning();
    const [read] = await db.select().from(products).where(eq(products.id, inserted!.id));
    expect(read).toEqual(inserted);
    expect(read).toMatchObject(written);
    expect(read!.createdAt).toBeInstanceOf(Date);
  });

  it("round-trips money exactly as integer øre", async () => {
    const { db } = database.handle;
    const amounts = [0, 1, 9, 99, 100, 2490, 1999999, 2147483647];
    const rows = await db
      .insert(products)
      .values(amounts.map((shopPriceOre, index) => ({ factoryId, slug: `money-${index}`, name: `Money ${index}`, shopPriceOre })))
      .returning({ id: products.id, shopPriceOre: products.shopPriceOre });
    const read = await db.select({ id: products.id, shopPriceOre: products.shopPriceOre }).from(products);
    for (const row of rows) {
      const back = read.find((candidate) => candidate.id === row.id);
      expect(back?.shopPriceOre).toBe(row.shopPriceOre);
      expect(typeof back?.shopPriceOre).toBe("number");
    }
    expect(rows.map((row) => row.shopPriceOre)).toEqual(amounts);
  });

  it("refuses negative prices and malformed barcodes", async () => {
    const { db } = database.handle;
    await expect(db.insert(products).values({ factoryId, slug: "neg", name: "Neg", shopPriceOre: -1 })).rejects.toThrow();
    await expect(db.insert(products).values({ factoryId, slug: "bad", name: "Bad", barcode: "12ab" })).rejects.toThrow();
  });
});
