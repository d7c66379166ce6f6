import { and, eq, inArray, not, sql } from "drizzle-orm";
import type { MenuItemInput, RestaurantInput } from "~/lib/admin/restaurant-forms";
import type { Database } from "../db/client.server";
import { products, restaurantMenuItems, restaurants, restaurantsI18n, restaurantStaff, users } from "../db/schema";
import { setProductPrice } from "../catalog/product-commands.server";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";
import { menuItemColumns, restaurantSnapshot } from "./admin-queries.server";

// Every write below goes to tables the page-cache triggers watch (restaurants, restaurants_i18n and
// restaurant_menu_items send 'restaurants'; products sends 'catalog' and the product's tag), so the
// directory and menu pages drop from the cache in the write's own commit, in every process.

type Snapshot = NonNullable<Awaited<ReturnType<typeof restaurantSnapshot>>>;
const auditShape = ({ restaurant, translations }: Snapshot) => ({
  name: restaurant.name,
  address: restaurant.address,
  phone: restaurant.phone,
  openingHours: restaurant.openingHours,
  offersPickup: restaurant.offersPickup,
  offersDelivery: restaurant.offersDelivery,
  prepMinutes: restaurant.prepMinutes,
  isActive: restaurant.isActive,
  translations,
});

/** Saves a restaurant's details and translations, audited, in one transaction. False when it is not the factory's. */
export async function saveRestaurant(db: Database, actor: AdminActor, restaurantId: string, input: RestaurantInput): Promise<boolean> {
  const main = input.translations[0]!;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.id, restaurantId), eq(restaurants.factoryId, actor.factoryId)))
      .for("update");
    if (!locked) return false;
    const before = (await restaurantSnapshot(tx, actor.factoryId, restaurantId))!;
    await tx
      .update(restaurants)
      .set({
        name: main.name,
        address: input.address,
        phone: input.phone,
        openingHours: input.openingHours,
        offersPickup: input.offersPickup,
        offersDelivery: input.offersDelivery,
        prepMinutes: input.prepMinutes,
        isActive: input.isActive,
      })
      .where(eq(restaurants.id, restaurantId));
    const codes = input.translations.map((translation) => translation.languageCode);
    await tx
      .delete(restaurantsI18n)
      .where(and(eq(restaurantsI18n.restaurantId, restaurantId), not(inArray(restaurantsI18n.languageCode, codes))));
    for (const translation of input.translations) {
      await tx
        .insert(restaurantsI18n)
        .values({ restaurantId, ...translation })
        .onConflictDoUpdate({
          target: [restaurantsI18n.restaurantId, restaurantsI18n.languageCode],
          set: { name: translation.name, description: translation.description },
        });
    }
    const after = (await restaurantSnapshot(tx, actor.factoryId, restaurantId))!;
    await recordAudit(tx, actor, {
      action: "restaurant.update",
      entityType: "restaurant",
      entityId: restaurantId,
      before: auditShape(before),
      after: auditShape(after),
    });
    return true;
  });
}

export type MenuItemSaveResult = "saved" | "unchanged" | "not_found";

/** Saves one menu item's price (its product's), availability, allergens and dietary tags, audited, in one transaction. */
export async function saveMenuItem(
  db: Database,
  actor: AdminActor,
  restaurantId: string,
  input: MenuItemInput,
): Promise<MenuItemSaveResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(menuItemColumns)
      .from(restaurantMenuItems)
      .innerJoin(products, eq(products.id, restaurantMenuItems.productId))
      .innerJoin(restaurants, eq(restaurants.id, restaurantMenuItems.restaurantId))
      .where(
        and(
          eq(restaurantMenuItems.productId, input.productId),
          eq(restaurantMenuItems.restaurantId, restaurantId),
          eq(restaurants.factoryId, actor.factoryId),
        ),
      )
      .for("update", { of: [restaurantMenuItems, products] });
    if (!before) return "not_found";
    const after = {
      name: before.name,
      priceOre: input.priceOre,
      isAvailable: input.isAvailable,
      allergens: input.allergens,
      dietaryTags: input.dietaryTags,
    };
    if (JSON.stringify(after) === JSON.stringify(before)) return "unchanged";
    if (before.priceOre !== input.priceOre) await setProductPrice(tx, input.productId, input.priceOre);
    await tx
      .update(restaurantMenuItems)
      .set({ isAvailable: input.isAvailable, allergens: input.allergens, dietaryTags: input.dietaryTags })
      .where(eq(restaurantMenuItems.productId, input.productId));
    await recordAudit(tx, actor, {
      action: "restaurant.menu_item.update",
      entityType: "restaurant",
      entityId: restaurantId,
      before: { productId: input.productId, ...before },
      after: { productId: input.productId, ...after },
    });
    return "saved";
  });
}

/** True when the restaurant is the admin's factory's; holds it (FOR SHARE) until the transaction ends, so it cannot be deleted under a staff change. */
async function holdOwnRestaurant(tx: Database, actor: AdminActor, restaurantId: string): Promise<boolean> {
  const [restaurant] = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.factoryId, actor.factoryId)))
    .for("share");
  return restaurant !== undefined;
}

export type StaffChangeResult = "added" | "already" | "user_not_found" | "not_verified" | "removed" | "not_staff" | "not_found";

/**
 * Makes the account with `email` kitchen staff of the restaurant, audited. The account must exist
 * and have confirmed its e-mail address: the rule that admins follow (`grantAdmin`).
 */
export async function addKitchenStaff(db: Database, actor: AdminActor, restaurantId: string, email: string): Promise<StaffChangeResult> {
  return db.transaction(async (tx) => {
    if (!(await holdOwnRestaurant(tx, actor, restaurantId))) return "not_found";
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for("share");
    if (!user) return "user_not_found";
    if (!user.emailVerified) return "not_verified";
    const inserted = await tx
      .insert(restaurantStaff)
      .values({ restaurantId, userId: user.id, role: "kitchen" })
      .onConflictDoNothing()
      .returning({ userId: restaurantStaff.userId });
    if (inserted.length === 0) return "already";
    await recordAudit(tx, actor, {
      action: "restaurant.staff.add",
      entityType: "restaurant",
      entityId: restaurantId,
      before: null,
      after: { userId: user.id, email: user.email, role: "kitchen" },
    });
    return "added";
  });
}

/** Takes a user off the restaurant's kitchen staff, audited. */
export async function removeKitchenStaff(
  db: Database,
  actor: AdminActor,
  restaurantId: string,
  userId: string,
): Promise<StaffChangeResult> {
  return db.transaction(async (tx) => {
    if (!(await holdOwnRestaurant(tx, actor, restaurantId))) return "not_found";
    const removed = await tx
      .delete(restaurantStaff)
      .where(and(eq(restaurantStaff.restaurantId, restaurantId), eq(restaurantStaff.userId, userId)))
      .returning({ role: restaurantStaff.role });
    if (removed.length === 0) return "not_staff";
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: "restaurant.staff.remove",
      entityType: "restaurant",
      entityId: restaurantId,
      before: { userId, email: user?.email ?? null, role: removed[0]!.role },
      after: null,
    });
    return "removed";
  });
}
