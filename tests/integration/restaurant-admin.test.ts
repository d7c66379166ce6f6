import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RestaurantInput } from "~/lib/admin/restaurant-forms";
import { listAudit } from "~/server/backoffice/audit.server";
import type { AdminActor } from "~/server/backoffice/guard.server";
import { addKitchenStaff, removeKitchenStaff, saveMenuItem, saveRestaurant } from "~/server/restaurants/admin-commands.server";
import { listAdminRestaurants, listKitchenStaff, loadAdminRestaurant } from "~/server/restaurants/admin-queries.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, products, restaurantStaff, users } from "~/server/db/schema";
import { findRestaurant, loadMenu } from "~/server/restaurants/queries.server";
import { kitchenRestaurantsOf } from "~/server/restaurants/views.server";
import { createRestaurant, createUser } from "../factories/commerce";
import { waitFor } from "../support/back-office";
import { testEngine, useTestDatabase } from "../support/database";

const setup = useTestDatabase({ admin: "chef-admin", listen: true });
let db: Database;
let factoryId: string;
let actor: AdminActor;
let heard: string[];

beforeAll(async () => {
  ({ db, factoryId, actor, heard } = setup);
});

const language = (id: string) => ({ factoryId: id, languageCode: "en", defaultLanguageCode: "nb" });

describe(`back-office restaurants on ${testEngine()}`, () => {
  it("lists the factory's restaurants with their menu and staff counts", async () => {
    const list = await listAdminRestaurants(db, factoryId);
    expect(list.map((row) => row.slug)).toEqual(expect.arrayContaining(["fjellgarden-kafe", "fjellgarden-pizzeria"]));
    expect(list.every((row) => row.itemCount > 0)).toBe(true);
    expect(await listAdminRestaurants(db, crypto.randomUUID())).toEqual([]);
  });

  it("saves details, translations and opening hours past midnight in one audited transaction and drops the cached directory", async () => {
    // A restaurant of its own: the demo café stays as seeded for the other tests.
    const cafe = await createRestaurant(db);
    const input: RestaurantInput = {
      translations: [
        { languageCode: "nb", name: "Fjellgården kafé", description: "Vafler og kaffe" },
        { languageCode: "en", name: "Fjellgarden Café (late)", description: null },
      ],
      address: "Storgata 2, 0155 Oslo",
      phone: "+47 22 00 00 00",
      openingHours: { "5": [{ open: "18:00", close: "02:00" }] },
      offersPickup: true,
      offersDelivery: true,
      prepMinutes: 35,
      isActive: true,
    };
    const start = heard.length;
    expect(await saveRestaurant(db, actor, cafe.id, input)).toBe(true);
    await waitFor(() => heard.slice(start).includes("restaurants"));
    const shown = await findRestaurant(db, language(factoryId), { id: cafe.id });
    expect(shown).toMatchObject({
      name: "Fjellgarden Café (late)",
      address: "Storgata 2, 0155 Oslo",
      prepMinutes: 35,
      offersDelivery: true,
      openingHours: input.openingHours,
    });
    const loaded = await loadAdminRestaurant(db, factoryId, cafe.id);
    expect(loaded?.translations.map((row) => row.languageCode).sort()).toEqual(["en", "nb"]);
    const { entries } = await listAudit(db, factoryId, { entity: "restaurant", action: "restaurant.update", page: 1 });
    const entry = entries.find((row) => row.entityId === cafe.id);
    expect(entry).toMatchObject({
      actorEmail: actor.user.email,
      before: expect.objectContaining({ prepMinutes: cafe.prepMinutes }),
      after: expect.objectContaining({ prepMinutes: 35 }),
    });

    // Another factory's admin cannot touch it; a failed write leaves no audit entry.
    const before = (await db.select().from(auditLog)).length;
    expect(await saveRestaurant(db, { ...actor, factoryId: crypto.randomUUID() }, cafe.id, input)).toBe(false);
    expect((await db.select().from(auditLog)).length).toBe(before);
  });

  it("saves a dish's price, availability and allergens, audited; the menu shows them and the cached menus drop", async () => {
    const pizzeria = await createRestaurant(db);
    const margherita = pizzeria.dish;
    const start = heard.length;
    const result = await saveMenuItem(db, actor, pizzeria.id, {
      productId: margherita.id,
      priceOre: margherita.shopPriceOre + 1000,
      isAvailable: false,
      allergens: ["gluten", "milk", "mustard"],
      dietaryTags: ["vegetarian"],
    });
    expect(result).toBe("saved");
    await waitFor(() => heard.slice(start).includes("restaurants") && heard.slice(start).includes("catalog"));
    const menu = await loadMenu(db, pizzeria.id, language(factoryId));
    const item = menu.flatMap((category) => category.items).find((candidate) => candidate.productId === margherita.id);
    expect(item).toMatchObject({ priceOre: margherita.shopPriceOre + 1000, isAvailable: false, allergens: ["gluten", "milk", "mustard"] });
    const { entries } = await listAudit(db, factoryId, { entity: "restaurant", action: "restaurant.menu_item.update", page: 1 });
    expect(entries[0]).toMatchObject({
      entityId: pizzeria.id,
      before: expect.objectContaining({ productId: margherita.id, priceOre: margherita.shopPriceOre }),
      after: expect.objectContaining({ priceOre: margherita.shopPriceOre + 1000, isAvailable: false }),
    });

    // The same values again change nothing and write no entry; another restaurant's dish is not found.
    const count = (await db.select().from(auditLog)).length;
    expect(
      await saveMenuItem(db, actor, pizzeria.id, {
        productId: margherita.id,
        priceOre: margherita.shopPriceOre + 1000,
        isAvailable: false,
        allergens: ["gluten", "milk", "mustard"],
        dietaryTags: ["vegetarian"],
      }),
    ).toBe("unchanged");
    const cafe = await createRestaurant(db);
    expect(
      await saveMenuItem(db, actor, cafe.id, { productId: margherita.id, priceOre: 1, isAvailable: true, allergens: [], dietaryTags: [] }),
    ).toBe("not_found");
    expect((await db.select().from(auditLog)).length).toBe(count);
    const [row] = await db.select({ price: products.shopPriceOre }).from(products).where(eq(products.id, margherita.id));
    expect(row?.price).toBe(margherita.shopPriceOre + 1000);
  });

  it("adds kitchen staff by the e-mail of an existing account (any case), once; refuses unknown addresses; removes them; all audited", async () => {
    const pizzeria = await createRestaurant(db);
    const cook = await createUser(db, `cook-${crypto.randomUUID()}@example.com`);
    expect(await addKitchenStaff(db, actor, pizzeria.id, cook.email.toUpperCase())).toBe("added");
    expect(await addKitchenStaff(db, actor, pizzeria.id, cook.email)).toBe("already");
    expect(await addKitchenStaff(db, actor, pizzeria.id, `nobody-${crypto.randomUUID()}@example.com`)).toBe("user_not_found");
    expect(await addKitchenStaff(db, { ...actor, factoryId: crypto.randomUUID() }, pizzeria.id, cook.email)).toBe("not_found");
    expect((await listKitchenStaff(db, pizzeria.id)).map((member) => member.email)).toContain(cook.email);
    const [row] = await db
      .select()
      .from(restaurantStaff)
      .where(and(eq(restaurantStaff.restaurantId, pizzeria.id), eq(restaurantStaff.userId, cook.id)));
    expect(row?.role).toBe("kitchen");

    expect(await removeKitchenStaff(db, actor, pizzeria.id, cook.id)).toBe("removed");
    expect(await removeKitchenStaff(db, actor, pizzeria.id, cook.id)).toBe("not_staff");
    expect(await listKitchenStaff(db, pizzeria.id)).not.toContainEqual(expect.objectContaining({ userId: cook.id }));
    const { entries } = await listAudit(db, factoryId, { entity: "restaurant", action: "restaurant.staff", page: 1 });
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual(["restaurant.staff.remove", "restaurant.staff.add"]);
    expect(entries[1]).toMatchObject({ entityId: pizzeria.id, after: { userId: cook.id, email: cook.email, role: "kitchen" } });
  });

  it("kitchen staff must have a confirmed e-mail address, as admins must: not added, and no kitchen while unconfirmed", async () => {
    const pizzeria = await createRestaurant(db);
    const cook = await createUser(db, `unconfirmed-cook-${crypto.randomUUID()}@example.com`);
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, cook.id));
    expect(await addKitchenStaff(db, actor, pizzeria.id, cook.email)).toBe("not_verified");
    expect(await db.select().from(restaurantStaff).where(eq(restaurantStaff.userId, cook.id))).toHaveLength(0);

    // A staff row made before the rule (or by hand) gives no kitchen until the address is confirmed.
    await db.insert(restaurantStaff).values({ restaurantId: pizzeria.id, userId: cook.id, role: "kitchen" });
    expect(await kitchenRestaurantsOf(db, cook.id, factoryId, false)).toEqual([]);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, cook.id));
    expect(await kitchenRestaurantsOf(db, cook.id, factoryId, false)).toEqual([{ id: pizzeria.id, name: pizzeria.name }]);
    expect(await addKitchenStaff(db, actor, pizzeria.id, cook.email)).toBe("already");
  });
});
