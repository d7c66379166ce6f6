import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { LanguageInput } from "~/lib/admin/catalog-forms";
import { recordAudit } from "../backoffice/audit.server";
import type { AdminActor } from "../backoffice/guard.server";
import { type ProductTexts, saveCategoryText, saveProductText, saveProductTexts } from "../catalog/translation-commands.server";
import { sanitizeRichText } from "../content/rich-text.server";
import type { Database } from "../db/client.server";
import { aiDraftingItems, aiDraftingJobs, languages } from "../db/schema";
import { saveFooterLinkTitle } from "../edit-mode/footer.server";
import { balancedMessage, saveMenuItemTitle, saveUiString } from "../edit-mode/strings.server";
import { savePageText } from "../edit-mode/texts.server";
import { DomainError } from "../errors";
import { saveMenuSectionName, saveRestaurantText } from "../restaurants/translation-commands.server";
import { addLanguage, type LanguageChangeResult } from "../site/language-commands.server";
import { collectDraftSources } from "./drafting-sources.server";
import { MAX_SOURCE_CHARS } from "./prompts.server";
import { loadAiStatus } from "./queries.server";

export { DRAFTING_LEASE_MS, runDraftingJob, startDraftingJob, wakeDraftingJob } from "./drafting-job.server";
export type { DraftingJobDeps, DraftingJobOptions } from "./drafting-job.server";

/**
 * Adds a language (inactive, as always) and, when asked, its drafting job with one item per text of
 * the site and the catalogue in the default language, in one transaction with both audit entries.
 * The drafting itself runs in the background (`startDraftingJob`); nothing is written to a live
 * row until an admin approves it. Drafting is refused (and nothing added) when AI is off or out of credits.
 */
export async function addLanguageWithDrafts(
  db: Database,
  actor: AdminActor,
  input: LanguageInput,
  options: { draft: boolean },
): Promise<{ result: LanguageChangeResult; items: number }> {
  if (options.draft) {
    const status = await loadAiStatus(db, actor.factoryId);
    if (!status.available) throw new DomainError("unavailable", status.reason ?? "AI is off.");
  }
  return db.transaction(async (tx) => {
    const result = await addLanguage(tx, actor, input);
    if (result !== "ok" || !options.draft) return { result, items: 0 };
    const [defaultLanguage] = await tx.select({ code: languages.code }).from(languages).where(eq(languages.isDefault, true));
    if (!defaultLanguage) throw new DomainError("conflict", "The site has no default language to draft from.");
    const sources = await collectDraftSources(tx, actor.factoryId, defaultLanguage.code);
    const [job] = await tx
      .insert(aiDraftingJobs)
      .values({ factoryId: actor.factoryId, languageCode: input.code, startedByUserId: actor.user.id })
      .returning({ id: aiDraftingJobs.id });
    for (let start = 0; start < sources.length; start += 200) {
      await tx
        .insert(aiDraftingItems)
        .values(sources.slice(start, start + 200).map((source, index) => ({ ...source, jobId: job!.id, position: start + index })));
    }
    await recordAudit(tx, actor, {
      action: "ai.drafting.start",
      entityType: "ai_drafting_job",
      entityId: job!.id,
      before: null,
      after: { language: input.code, from: defaultLanguage.code, items: sources.length },
    });
    return { result, items: sources.length };
  });
}

async function jobOf(tx: Database, actor: AdminActor, languageCode: string, lock = false) {
  const query = tx
    .select()
    .from(aiDraftingJobs)
    .where(and(eq(aiDraftingJobs.factoryId, actor.factoryId), eq(aiDraftingJobs.languageCode, languageCode)));
  const [job] = lock ? await query.for("update") : await query;
  if (!job) throw new DomainError("not_found", "This language has no AI drafts.");
  return job;
}

async function itemOf(tx: Database, jobId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(aiDraftingItems)
    .where(and(eq(aiDraftingItems.id, itemId), eq(aiDraftingItems.jobId, jobId)))
    .for("update");
  if (!item) throw new DomainError("not_found", "The draft no longer exists.");
  return item;
}

export const draftTextSchema = z
  .string()
  .trim()
  .min(1, "The draft is empty.")
  .max(MAX_SOURCE_CHARS, `A draft can be at most ${MAX_SOURCE_CHARS} characters.`);

type Item = typeof aiDraftingItems.$inferSelect;

/** A reviewed text as it will be saved: rich text sanitised, a UI string's braces balanced. */
export function cleanText(item: Pick<Item, "format">, text: string): string {
  const parsed = draftTextSchema.safeParse(text);
  if (!parsed.success) throw new DomainError("invalid", parsed.error.issues[0]?.message ?? "The draft is not valid.");
  const value = parsed.data;
  if (item.format === "html") return sanitizeRichText(value);
  if (item.format === "message" && !balancedMessage(value))
    throw new DomainError("invalid", "Every { of a UI string needs its }: the draft was not saved.");
  return value;
}

/** Saves an admin's change to a draft (→ edited); nothing goes live. */
export async function editDraft(db: Database, actor: AdminActor, languageCode: string, itemId: string, text: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await jobOf(tx, actor, languageCode);
    const item = await itemOf(tx, job.id, itemId);
    if (!["drafted", "edited", "failed"].includes(item.status))
      throw new DomainError(
        "conflict",
        item.status === "approved" ? "This draft is already approved." : "This text is still being drafted.",
      );
    const draft = cleanText(item, text);
    await tx
      .update(aiDraftingItems)
      .set({ status: "edited", draft, error: null, updatedAt: new Date() })
      .where(eq(aiDraftingItems.id, item.id));
    await recordAudit(tx, actor, {
      action: "ai.draft.edit",
      entityType: "ai_draft",
      entityId: item.id,
      before: { status: item.status, draft: item.draft },
      after: { status: "edited", draft },
    });
  });
}

/** Writes an approved text to its live row in the job's language, marked as machine-drafted where the row keeps revisions. */
async function writeLive(tx: Database, actor: AdminActor, languageCode: string, item: Item, value: string) {
  const scope = { factoryId: actor.factoryId, languageCode, userId: actor.user.id };
  const field = item.kind.endsWith("_description") ? "description" : item.kind.endsWith("_package_size") ? "packageSize" : "name";
  switch (item.kind) {
    case "page_text": {
      const slash = item.target.indexOf("/");
      return savePageText(tx, scope, {
        pageSlug: item.target.slice(0, slash),
        contentKey: item.target.slice(slash + 1),
        value,
        machineDrafted: true,
      });
    }
    case "translation":
      return saveUiString(tx, scope, { key: item.target, value, machineDrafted: true });
    case "menu_item": {
      const saved = await saveMenuItemTitle(tx, scope, { id: item.target, title: value, machineDrafted: true });
      if (!saved) throw new DomainError("not_found", "The menu item no longer exists.");
      return saved;
    }
    case "footer_link": {
      const [section, id] = item.target.split("/") as [Parameters<typeof saveFooterLinkTitle>[2]["section"], string];
      return saveFooterLinkTitle(tx, scope, { id, section, title: value, machineDrafted: true });
    }
    case "product_name":
    case "product_description":
    case "product_package_size":
      return saveProductText(tx, { factoryId: actor.factoryId, productId: item.target, languageCode, field, value });
    case "category_name":
    case "category_description":
      return saveCategoryText(tx, {
        factoryId: actor.factoryId,
        categoryId: item.target,
        languageCode,
        field: field === "description" ? "description" : "name",
        value,
      });
    case "restaurant_name":
    case "restaurant_description":
      return saveRestaurantText(tx, {
        factoryId: actor.factoryId,
        restaurantId: item.target,
        languageCode,
        field: field === "description" ? "description" : "name",
        value,
      });
    case "restaurant_menu_category":
      return saveMenuSectionName(tx, { factoryId: actor.factoryId, categoryId: item.target, languageCode, value });
  }
}

async function approveItem(tx: Database, actor: AdminActor, languageCode: string, item: Item, text: string | null) {
  if (!["drafted", "edited"].includes(item.status))
    throw new DomainError(
      "conflict",
      item.status === "approved" ? "This draft is already approved." : "There is no draft to approve yet: edit the text or retry it first.",
    );
  const value = cleanText(item, text ?? item.draft ?? "");
  const edited = value !== item.draft;
  const saved = await writeLive(tx, actor, languageCode, item, value);
  await tx.update(aiDraftingItems).set({ status: "approved", draft: value, updatedAt: new Date() }).where(eq(aiDraftingItems.id, item.id));
  return { item, value, edited, oldValue: saved.oldValue };
}

/**
 * Approves one draft (the admin's edit of it when `text` is given): written to the live row of the
 * job's language in the same transaction as the item's state and the audit entry.
 */
export async function approveDraft(
  db: Database,
  actor: AdminActor,
  languageCode: string,
  itemId: string,
  text: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await jobOf(tx, actor, languageCode);
    const item = await itemOf(tx, job.id, itemId);
    const approved = await approveItem(tx, actor, languageCode, item, text);
    await recordAudit(tx, actor, {
      action: "ai.draft.approve",
      entityType: "ai_draft",
      entityId: item.id,
      before: { status: item.status, value: approved.oldValue },
      after: {
        status: "approved",
        kind: item.kind,
        target: item.target,
        language: languageCode,
        value: approved.value,
        machineDrafted: true,
      },
    });
  });
}

/**
 * Approves every drafted or edited item of the language's job, in one transaction with one audit
 * entry. An item that cannot be written (its row was deleted; a description whose name is not
 * approved) stays as it is and is counted, with the first reason.
 */
export async function approveAllDrafts(
  db: Database,
  actor: AdminActor,
  languageCode: string,
): Promise<{ approved: number; skipped: number; reason: string | null }> {
  return db.transaction(async (tx) => {
    const job = await jobOf(tx, actor, languageCode, true);
    const items = await tx
      .select()
      .from(aiDraftingItems)
      .where(and(eq(aiDraftingItems.jobId, job.id), inArray(aiDraftingItems.status, ["drafted", "edited"])))
      .orderBy(asc(aiDraftingItems.position))
      .for("update");
    const approved: string[] = [];
    let skipped = 0;
    let reason: string | null = null;
    const skip = (why: string) => {
      skipped++;
      reason ??= why;
    };
    // Product texts are written together, one statement for all (the catalogue's triggers run per statement).
    const productKinds = ["product_name", "product_description", "product_package_size"];
    const byProduct = new Map<string, { texts: ProductTexts; items: { id: string; value: string }[] }>();
    for (const item of items.filter((each) => productKinds.includes(each.kind))) {
      let value: string;
      try {
        value = cleanText(item, item.draft ?? "");
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        skip(error.message);
        continue;
      }
      const entry = byProduct.get(item.target) ?? { texts: { productId: item.target }, items: [] };
      if (item.kind === "product_name") entry.texts.name = value;
      else if (item.kind === "product_description") entry.texts.description = value;
      else entry.texts.packageSize = value;
      entry.items.push({ id: item.id, value });
      byProduct.set(item.target, entry);
    }
    const products = await saveProductTexts(tx, {
      factoryId: actor.factoryId,
      languageCode,
      entries: [...byProduct.values()].map((entry) => entry.texts),
    });
    for (const refusal of products.refused) for (const _ of byProduct.get(refusal.productId)!.items) skip(refusal.reason);
    for (const productId of products.saved)
      for (const item of byProduct.get(productId)!.items) {
        await tx
          .update(aiDraftingItems)
          .set({ status: "approved", draft: item.value, updatedAt: new Date() })
          .where(eq(aiDraftingItems.id, item.id));
        approved.push(item.id);
      }
    for (const item of items.filter((each) => !productKinds.includes(each.kind))) {
      try {
        await tx.transaction(async (savepoint) => {
          await approveItem(savepoint, actor, languageCode, item, null);
        });
        approved.push(item.id);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        skip(error.message);
      }
    }
    await recordAudit(tx, actor, {
      action: "ai.draft.approve_all",
      entityType: "ai_drafting_job",
      entityId: job.id,
      before: null,
      after: { language: languageCode, approved: approved.length, skipped, items: approved, machineDrafted: true },
    });
    return { approved: approved.length, skipped, reason };
  });
}

/**
 * Puts a paused job back to running (after a top-up, or once a provider is configured), and with
 * `retryFailed` its failed items back to pending. Audited. The caller wakes the runner.
 */
export async function resumeDrafting(
  db: Database,
  actor: AdminActor,
  languageCode: string,
  options: { retryFailed: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    const job = await jobOf(tx, actor, languageCode, true);
    let retried = 0;
    if (options.retryFailed) {
      const rows = await tx
        .update(aiDraftingItems)
        .set({ status: "pending", error: null, updatedAt: new Date() })
        .where(and(eq(aiDraftingItems.jobId, job.id), eq(aiDraftingItems.status, "failed")))
        .returning({ id: aiDraftingItems.id });
      retried = rows.length;
    }
    const [{ left } = { left: 0 }] = await tx
      .select({ left: sql<number>`count(*)::int` })
      .from(aiDraftingItems)
      .where(and(eq(aiDraftingItems.jobId, job.id), inArray(aiDraftingItems.status, ["pending", "drafting"])));
    const status = left > 0 ? "running" : "done";
    await tx
      .update(aiDraftingJobs)
      .set({ status, pauseReason: null, finishedAt: status === "done" ? (job.finishedAt ?? new Date()) : null, updatedAt: new Date() })
      .where(eq(aiDraftingJobs.id, job.id));
    await recordAudit(tx, actor, {
      action: "ai.drafting.resume",
      entityType: "ai_drafting_job",
      entityId: job.id,
      before: { status: job.status, pauseReason: job.pauseReason },
      after: { status, retriedFailed: retried },
    });
    return retried;
  });
}
