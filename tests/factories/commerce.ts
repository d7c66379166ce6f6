import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { factories, products, productsI18n, restaurantMenuCategories, restaurantMenuItems, restaurants, users } from "~/server/db/schema";
import { newGuestId } from "~/server/cart/guest.server";

/** A user row (no password: cart and order code only needs the id). */
export async function createUser(db: Database, email = `buyer-${randomUUID()}@example.com`) {
  const [user] = await db.insert(users).values({ id: randomUUID(), name: "Test Buyer", email, emailVerified: true }).returning();
  return user!;
}

/** A seeded active product without options, and one with an attributes schema. */
export async function seededProducts(db: Database) {
  // Demo products only: products other tests create (slug "test-…") come and go.
  const rows = (
    await db.select().from(products).where(eq(products.isActive, true)).orderBy(asc(products.sortOrder), asc(products.id))
  ).filter((row) => !row.slug.startsWith("test-") && row.restaurantId === null);
  const plain = rows.filter((row) => !row.attributesSchema && row.shopPriceOre !== null);
  const withOptions = rows.find((row) => row.attributesSchema && row.attributesSchema.attributes.length > 0);
  if (plain.length < 2 || !withOptions) throw new Error("the demo seed lacks products the cart tests need");
  return { plain: plain[0]!, other: plain[1]!, withOptions };
}

/** A fresh active product of the first factory (for tests that change or deactivate it). */
export async function createProduct(db: Database, values: Partial<typeof products.$inferInsert> = {}) {
  const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
  const slug = `test-${randomUUID()}`;
  const [product] = await db
    .insert(products)
    .values({ factoryId: factory!.id, slug, name: `Test product ${slug.slice(5, 13)}`, shopPriceOre: 4990, vatRatePercent: 15, ...values })
    .returning();
  return product!;
}

/**
 * A fresh product (as `createProduct`) with a name and slug of its own in each language given
 * (`{ en: "Test milk" }`: slug `<base slug>-en`), for tests of what a product page is called elsewhere.
 */
export async function createTranslatedProduct(
  db: Database,
  names: Record<string, string>,
  values: Partial<typeof products.$inferInsert> = {},
) {
  const product = await createProduct(db, values);
  const translations = Object.entries(names).map(([languageCode, name]) => ({
    productId: product.id,
    languageCode,
    slug: `${product.slug}-${languageCode}`,
    name,
  }));
  if (translations.length > 0) await db.insert(productsI18n).values(translations);
  return { ...product, slugs: Object.fromEntries(translations.map((row) => [row.languageCode, row.slug])) as Record<string, string> };
}

export const guest = () => ({ guestId: newGuestId() });

/** The demo restaurants' menu items: the café's (whole items only) and the pizzeria's pizzas (half-and-half, sizes and extras). */
export async function seededMenu(db: Database) {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      restaurantId: products.restaurantId,
      shopPriceOre: products.shopPriceOre,
      attributesSchema: products.attributesSchema,
    })
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.id));
  const [cafe] = await db.select().from(restaurants).where(eq(restaurants.slug, "fjellgarden-kafe"));
  const [pizzeria] = await db.select().from(restaurants).where(eq(restaurants.slug, "fjellgarden-pizzeria"));
  if (!cafe || !pizzeria) throw new Error("the demo seed lacks its restaurants");
  const bySlug = (slug: string) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) throw new Error(`no menu item ${slug}`);
    return { ...row, shopPriceOre: row.shopPriceOre! };
  };
  return {
    cafe,
    pizzeria,
    waffles: bySlug("fjellgarden-kafe-vafler"),
    coffee: bySlug("fjellgarden-kafe-kaffe"),
    margherita: bySlug("fjellgarden-pizzeria-margherita"),
    pepperoni: bySlug("fjellgarden-pizzeria-pepperoni"),
    reindeer: bySlug("fjellgarden-pizzeria-reinsdyr"),
    juice: bySlug("fjellgarden-pizzeria-eplemost"),
  };
}

/**
 * A fresh active restaurant of the first factory (pickup, no opening hours set) with one menu
 * section and one dish (a product of the restaurant, 14 900 øre), for tests that change or staff it.
 */
export async function createRestaurant(db: Database, values: Partial<typeof restaurants.$inferInsert> = {}) {
  const [factory] = await db.select({ id: factories.id }).from(factories).limit(1);
  const slug = `test-restaurant-${randomUUID()}`;
  const [restaurant] = await db
    .insert(restaurants)
    .values({
      factoryId: factory!.id,
      name: `Test restaurant ${slug.slice(16, 24)}`,
      slug,
      ...values,
    })
    .returning();
  const [section] = await db.insert(restaurantMenuCategories).values({ restaurantId: restaurant!.id, name: "Retter" }).returning();
  const dish = await createProduct(db, { factoryId: restaurant!.factoryId, restaurantId: restaurant!.id, shopPriceOre: 14_900 });
  await db.insert(restaurantMenuItems).values({ productId: dish.id, restaurantId: restaurant!.id, categoryId: section!.id });
  return { ...restaurant!, dish: { ...dish, shopPriceOre: dish.shopPriceOre! } };
}
