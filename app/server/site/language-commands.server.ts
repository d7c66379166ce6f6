import { asc, eq } from "drizzle-orm";
import type { LanguageInput } from "~/lib/admin/catalog-forms";
import type { Database } from "../db/client.server";
import { languages } from "../db/schema";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";

export type LanguageChangeResult = "ok" | "not_found" | "exists" | "default_stays_active" | "default_must_be_active";

/** Adds a language (inactive, last in order, so that it can be translated before visitors see it). */
export async function addLanguage(db: Database, actor: AdminActor, input: LanguageInput): Promise<LanguageChangeResult> {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(languages).for("update");
    if (all.some((language) => language.code === input.code)) return "exists";
    const sortOrder = Math.max(-1, ...all.map((language) => language.sortOrder)) + 1;
    const row = { ...input, isActive: false, isDefault: false, sortOrder };
    await tx.insert(languages).values(row);
    await recordAudit(tx, actor, { action: "language.create", entityType: "language", entityId: input.code, before: null, after: row });
    return "ok";
  });
}

/** Changes a language's names, direction and flag. */
export async function updateLanguage(
  db: Database,
  actor: AdminActor,
  code: string,
  input: Omit<LanguageInput, "code">,
): Promise<LanguageChangeResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(languages).where(eq(languages.code, code)).for("update");
    if (!before) return "not_found";
    const change = { name: input.name, nativeName: input.nativeName, direction: input.direction, flagIconUrl: input.flagIconUrl };
    await tx.update(languages).set(change).where(eq(languages.code, code));
    await recordAudit(tx, actor, {
      action: "language.update",
      entityType: "language",
      entityId: code,
      before,
      after: { ...before, ...change },
    });
    return "ok";
  });
}

/** Activates or deactivates a language; the default language is never deactivated. */
export async function setLanguageActive(db: Database, actor: AdminActor, code: string, isActive: boolean): Promise<LanguageChangeResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(languages).where(eq(languages.code, code)).for("update");
    if (!before) return "not_found";
    if (!isActive && before.isDefault) return "default_stays_active";
    if (before.isActive === isActive) return "ok";
    await tx.update(languages).set({ isActive }).where(eq(languages.code, code));
    await recordAudit(tx, actor, {
      action: isActive ? "language.activate" : "language.deactivate",
      entityType: "language",
      entityId: code,
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return "ok";
  });
}

/** Makes an active language the default (it moves to the unprefixed URLs; the old default gets its prefix). */
export async function setDefaultLanguage(db: Database, actor: AdminActor, code: string): Promise<LanguageChangeResult> {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(languages).orderBy(asc(languages.code)).for("update");
    const target = all.find((language) => language.code === code);
    if (!target) return "not_found";
    if (!target.isActive) return "default_must_be_active";
    if (target.isDefault) return "ok";
    const previous = all.find((language) => language.isDefault);
    // One statement per row, old default first: the unique index allows a single default at a time.
    if (previous) await tx.update(languages).set({ isDefault: false }).where(eq(languages.code, previous.code));
    await tx.update(languages).set({ isDefault: true }).where(eq(languages.code, code));
    await recordAudit(tx, actor, {
      action: "language.set_default",
      entityType: "language",
      entityId: code,
      before: { default: previous?.code ?? null },
      after: { default: code },
    });
    return "ok";
  });
}

/** Moves a language one place up or down in the switcher's order. */
export async function moveLanguage(db: Database, actor: AdminActor, code: string, direction: "up" | "down"): Promise<LanguageChangeResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ code: languages.code, sortOrder: languages.sortOrder })
      .from(languages)
      .orderBy(asc(languages.sortOrder), asc(languages.code))
      .for("update");
    const index = rows.findIndex((row) => row.code === code);
    if (index < 0) return "not_found";
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= rows.length) return "ok";
    const order = rows.map((row) => row.code);
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [position, each] of order.entries()) {
      if (rows.find((row) => row.code === each)!.sortOrder !== position)
        await tx.update(languages).set({ sortOrder: position }).where(eq(languages.code, each));
    }
    await recordAudit(tx, actor, {
      action: "language.move",
      entityType: "language",
      entityId: code,
      before: { position: index },
      after: { position: target },
    });
    return "ok";
  });
}
