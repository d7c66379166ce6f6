import { and, asc, eq, inArray, ne, not, sql } from "drizzle-orm";
import type { CategoryFormMessage, CategoryInput } from "~/lib/admin/catalog-forms";
import type { Database } from "../db/client.server";
import { categories, categoriesI18n, productCategories } from "../db/schema";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";
import { loadCategory } from "./category-queries.server";

type Snapshot = NonNullable<Awaited<ReturnType<typeof loadCategory>>>;
const auditShape = (snapshot: Snapshot | null) =>
  snapshot
    ? {
        slug: snapshot.category.slug,
        name: snapshot.category.name,
        isActive: snapshot.category.isActive,
        sortOrder: snapshot.category.sortOrder,
        translations: snapshot.translations,
      }
    : null;

export type SaveCategoryResult =
  | { ok: true; categoryId: string }
  | { ok: false; problems: { field: string; message: CategoryFormMessage }[] }
  | { ok: false; notFound: true };

/** Creates (categoryId null) or updates a category with its translations, audited, in one transaction. */
export async function saveCategory(
  db: Database,
  actor: AdminActor,
  categoryId: string | null,
  input: CategoryInput,
): Promise<SaveCategoryResult> {
  const main = input.translations[0]!;
  return db.transaction(async (tx) => {
    let before: Snapshot | null = null;
    if (categoryId) {
      const [locked] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.factoryId, actor.factoryId)))
        .for("update");
      if (!locked) return { ok: false, notFound: true };
      before = await loadCategory(tx, actor.factoryId, categoryId);
    }
    const problems: { field: string; message: CategoryFormMessage }[] = [];
    for (const translation of input.translations) {
      const [taken] = await tx
        .select({ id: categoriesI18n.categoryId })
        .from(categoriesI18n)
        .where(
          and(
            eq(categoriesI18n.languageCode, translation.languageCode),
            eq(categoriesI18n.slug, translation.slug),
            categoryId ? ne(categoriesI18n.categoryId, categoryId) : sql`true`,
          ),
        )
        .limit(1);
      if (taken) problems.push({ field: `slug.${translation.languageCode}`, message: "admin.category.error.slugTaken" });
    }
    const [baseTaken] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.factoryId, actor.factoryId),
          eq(categories.slug, main.slug),
          categoryId ? ne(categories.id, categoryId) : sql`true`,
        ),
      )
      .limit(1);
    if (baseTaken && !problems.some((problem) => problem.field === `slug.${main.languageCode}`))
      problems.push({ field: `slug.${main.languageCode}`, message: "admin.category.error.slugTaken" });
    if (problems.length > 0) return { ok: false, problems };

    const row = { slug: main.slug, name: main.name, description: main.description, isActive: input.isActive };
    let id = categoryId;
    if (id) await tx.update(categories).set(row).where(eq(categories.id, id));
    else {
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${categories.sortOrder}), -1)::int + 1` })
        .from(categories)
        .where(eq(categories.factoryId, actor.factoryId));
      const [created] = await tx
        .insert(categories)
        .values({ ...row, factoryId: actor.factoryId, sortOrder: next })
        .returning({ id: categories.id });
      id = created!.id;
    }
    await tx.delete(categoriesI18n).where(
      and(
        eq(categoriesI18n.categoryId, id),
        not(
          inArray(
            categoriesI18n.languageCode,
            input.translations.map((t) => t.languageCode),
          ),
        ),
      ),
    );
    for (const translation of input.translations) {
      await tx
        .insert(categoriesI18n)
        .values({ categoryId: id, ...translation })
        .onConflictDoUpdate({
          target: [categoriesI18n.categoryId, categoriesI18n.languageCode],
          set: { slug: translation.slug, name: translation.name, description: translation.description },
        });
    }
    const after = await loadCategory(tx, actor.factoryId, id);
    await recordAudit(tx, actor, {
      action: categoryId ? "category.update" : "category.create",
      entityType: "category",
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return { ok: true, categoryId: id };
  });
}

/** Moves a category one place up or down (swapping order with its neighbour), audited. */
export async function moveCategory(db: Database, actor: AdminActor, categoryId: string, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: categories.id, sortOrder: categories.sortOrder })
      .from(categories)
      .where(eq(categories.factoryId, actor.factoryId))
      .orderBy(asc(categories.sortOrder), asc(categories.name))
      .for("update");
    const index = rows.findIndex((row) => row.id === categoryId);
    if (index < 0) return false;
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= rows.length) return true;
    const order = rows.map((row) => row.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    // Renumbers 0…n-1 so that equal sort orders (from older data) cannot keep two in place.
    for (const [position, id] of order.entries()) {
      if (rows.find((row) => row.id === id)!.sortOrder !== position)
        await tx.update(categories).set({ sortOrder: position }).where(eq(categories.id, id));
    }
    await recordAudit(tx, actor, {
      action: "category.move",
      entityType: "category",
      entityId: categoryId,
      before: { position: index },
      after: { position: target },
    });
    return true;
  });
}

export type DeleteCategoryResult = "deleted" | "not_found" | "has_products";

/** Deletes an empty category (one that still holds products is refused: deactivate it instead). */
export async function deleteCategory(db: Database, actor: AdminActor, categoryId: string): Promise<DeleteCategoryResult> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.factoryId, actor.factoryId)))
      .for("update");
    if (!locked) return "not_found";
    const [used] = await tx
      .select({ id: productCategories.productId })
      .from(productCategories)
      .where(eq(productCategories.categoryId, categoryId))
      .limit(1);
    if (used) return "has_products";
    const before = await loadCategory(tx, actor.factoryId, categoryId);
    await tx.delete(categories).where(eq(categories.id, categoryId));
    await recordAudit(tx, actor, {
      action: "category.delete",
      entityType: "category",
      entityId: categoryId,
      before: auditShape(before),
      after: null,
    });
    return "deleted";
  });
}
