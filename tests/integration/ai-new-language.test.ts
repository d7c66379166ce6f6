import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addLanguageWithDrafts,
  approveAllDrafts,
  approveDraft,
  editDraft,
  DRAFTING_LEASE_MS,
  resumeDrafting,
  runDraftingJob,
  startDraftingJob,
} from "~/server/ai/drafting-commands.server";
import { claimDraftItems } from "~/server/ai/drafting-job.server";
import { listDraftItems, loadDraftingProgress } from "~/server/ai/drafting-queries.server";
import { collectDraftSources } from "~/server/ai/drafting-sources.server";
import { OpenAiCompatibleProvider } from "~/server/ai/provider.server";
import { setAiProvider } from "~/server/ai/config.server";
import type { Database } from "~/server/db/client.server";
import {
  aiAccounts,
  aiCalls,
  aiDraftingItems,
  aiDraftingJobs,
  auditLog,
  contentRevisions,
  languages,
  pageContentI18n,
  productsI18n,
  translations,
} from "~/server/db/schema";
import { DomainError } from "~/server/errors";
import { createLogger } from "~/server/logger.server";
import { defaultMessages } from "~/lib/i18n/messages";
import { setLanguageActive } from "~/server/site/language-commands.server";
import { useTestDatabase } from "../support/database";
import { startOpenAiServer, testOpenAiKey, testOpenAiModel } from "../support/openai-server";

const setup = useTestDatabase({ admin: "ai-new-language" });
let db: Database;
let factoryId: string;
let server: Awaited<ReturnType<typeof startOpenAiServer>>;
let provider: OpenAiCompatibleProvider;
const logger = createLogger("silent");
const german = { code: "de", name: "German", nativeName: "Deutsch", direction: "ltr" as const, flagIconUrl: null };

/** Rows of the live i18n tables in a language: none may exist before an admin approves a draft. */
async function liveRows(code: string) {
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    pageTexts: await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(pageContentI18n)
        .where(eq(pageContentI18n.languageCode, code)),
    ),
    strings: await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(translations)
        .where(eq(translations.languageCode, code)),
    ),
    products: await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(productsI18n)
        .where(eq(productsI18n.languageCode, code)),
    ),
  };
}

beforeAll(async () => {
  ({ db, factoryId } = setup);
  server = await startOpenAiServer();
  provider = new OpenAiCompatibleProvider({
    baseUrl: `${server.base}/v1`,
    apiKey: testOpenAiKey,
    model: testOpenAiModel,
    timeoutMs: 10_000,
  });
  setAiProvider(provider);
  await db
    .insert(aiAccounts)
    .values({ factoryId, creditBalance: 1_000_000 })
    .onConflictDoUpdate({
      target: aiAccounts.factoryId,
      set: { creditBalance: 1_000_000 },
    });
});
afterAll(async () => {
  setAiProvider(null);
  await server.close();
});

describe("a new language in one step", () => {
  it("adding a language with drafting makes one item per text of the site and catalogue, inactive and with nothing live", async () => {
    const { result, items } = await addLanguageWithDrafts(db, setup.actor, german, { draft: true });
    expect(result).toBe("ok");
    const [language] = await db.select().from(languages).where(eq(languages.code, "de"));
    expect(language!.isActive).toBe(false);
    const expected = await collectDraftSources(db, factoryId, "nb");
    expect(items).toBe(expected.length);
    const rows = await db.select().from(aiDraftingItems);
    expect(rows).toHaveLength(expected.length);
    const kinds = new Map<string, number>();
    for (const row of rows) kinds.set(row.kind, (kinds.get(row.kind) ?? 0) + 1);
    // Every bundled UI string, and the seeded site's page texts, menu, footer links and catalogue.
    expect(kinds.get("translation")).toBeGreaterThanOrEqual(Object.keys(defaultMessages).length);
    for (const kind of [
      "page_text",
      "menu_item",
      "footer_link",
      "product_name",
      "product_description",
      "category_name",
      "restaurant_name",
      "restaurant_menu_category",
    ])
      expect(kinds.get(kind), kind).toBeGreaterThan(0);
    const productNames = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from products p join products_i18n i on i.product_id = p.id and i.language_code = 'nb' where p.factory_id = ${factoryId}`,
    );
    expect(kinds.get("product_name")).toBe(productNames.rows[0]!.n);
    expect(rows.every((row) => row.status === "pending" && row.draft === null)).toBe(true);
    expect(rows.find((row) => row.kind === "page_text" && row.target === "home/hero.title")).toMatchObject({ sourceLanguageCode: "nb" });
    expect(await liveRows("de")).toEqual({ pageTexts: 0, strings: 0, products: 0 });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "ai.drafting.start"));
    expect(audit).toMatchObject({ entityType: "ai_drafting_job" });
  });

  it("refuses drafting (and adds nothing) without a provider", async () => {
    setAiProvider(null);
    try {
      await expect(
        addLanguageWithDrafts(db, setup.actor, { ...german, code: "fr", name: "French", nativeName: "Français" }, { draft: true }),
      ).rejects.toThrow(/AI is off/);
      expect(await db.select().from(languages).where(eq(languages.code, "fr"))).toHaveLength(0);
    } finally {
      setAiProvider(provider);
    }
  });

  it("the runner resumes after a crash: a dead runner's items are taken back once its lease is over, each item is paid once", async () => {
    const balanceBefore = (await db.select().from(aiAccounts).where(eq(aiAccounts.factoryId, factoryId)))[0]!.creditBalance;
    // A runner claims five items and dies before drafting them.
    const abandoned = await claimDraftItems(db, 5, 60_000);
    expect(abandoned).toHaveLength(5);
    // Another runner, while that lease runs: it drafts the rest and leaves the five alone.
    const first = await runDraftingJob({ db, logger }, { provider });
    const total = (await loadDraftingProgress(db, factoryId, "de"))!;
    expect(first.drafted).toBe(total.total - 5);
    expect(total.counts.drafting).toBe(5);
    expect(total.status).toBe("running");
    // After the lease (here: the next process start on PGlite, lease 0) they are drafted once.
    const second = await runDraftingJob({ db, logger }, { provider, leaseMs: 0 });
    expect(second.drafted).toBe(5);
    const progress = (await loadDraftingProgress(db, factoryId, "de"))!;
    expect(progress.status).toBe("done");
    // Every text is drafted: the demo site's texts all pass the output checks.
    expect(progress.counts.drafted).toBe(progress.total);
    // One paid call per drafted item, and the balance went down by exactly what they cost.
    const calls = await db
      .select({ n: sql<number>`count(*)::int`, credits: sql<number>`coalesce(sum(${aiCalls.credits}), 0)::int` })
      .from(aiCalls)
      .where(and(eq(aiCalls.factoryId, factoryId), eq(aiCalls.purpose, "translate"), eq(aiCalls.status, "ok")));
    const items = await db.select({ credits: sql<number>`coalesce(sum(${aiDraftingItems.credits}), 0)::int` }).from(aiDraftingItems);
    expect(calls[0]!.n).toBe(progress.counts.drafted);
    expect(calls[0]!.credits).toBe(items[0]!.credits);
    const balanceAfter = (await db.select().from(aiAccounts).where(eq(aiAccounts.factoryId, factoryId)))[0]!.creditBalance;
    expect(balanceBefore - balanceAfter).toBe(items[0]!.credits);
    // Drafts are not live.
    expect(await liveRows("de")).toEqual({ pageTexts: 0, strings: 0, products: 0 });
    const [hero] = await db
      .select()
      .from(aiDraftingItems)
      .where(and(eq(aiDraftingItems.kind, "page_text"), eq(aiDraftingItems.target, "home/hero.title")));
    expect(hero!.draft).toBe(`[German] ${hero!.sourceText}`);
  });

  it("UI strings keep their placeholders; a draft is edited, then approved: the live row and a machine-drafted revision", async () => {
    const [placeholder] = await db
      .select()
      .from(aiDraftingItems)
      .where(and(eq(aiDraftingItems.kind, "translation"), eq(aiDraftingItems.target, "nav.submenu")));
    expect(placeholder!.draft).toContain("{title}");

    const [hero] = await db
      .select()
      .from(aiDraftingItems)
      .where(and(eq(aiDraftingItems.kind, "page_text"), eq(aiDraftingItems.target, "home/hero.title")));
    await editDraft(db, setup.actor, "de", hero!.id, "Käse aus den Bergen");
    expect((await db.select().from(aiDraftingItems).where(eq(aiDraftingItems.id, hero!.id)))[0]!.status).toBe("edited");
    expect(await liveRows("de")).toEqual({ pageTexts: 0, strings: 0, products: 0 });
    await expect(editDraft(db, setup.actor, "de", placeholder!.id, "Untermenü {title")).rejects.toThrow(DomainError);

    await approveDraft(db, setup.actor, "de", hero!.id, null);
    const live = await db.execute<{ content_value: string }>(
      sql`select i.content_value from page_content_i18n i join page_content p on p.id = i.page_content_id
          where p.page_slug = 'home' and p.content_key = 'hero.title' and i.language_code = 'de'`,
    );
    expect(live.rows[0]!.content_value).toBe("Käse aus den Bergen");
    const [revision] = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.target, "home/hero.title"), eq(contentRevisions.languageCode, "de")));
    expect(revision).toMatchObject({ newValue: "Käse aus den Bergen", machineDrafted: true, userId: setup.actor.user.id });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "ai.draft.approve"));
    expect(audits).toHaveLength(1);
    await expect(approveDraft(db, setup.actor, "de", hero!.id, null)).rejects.toThrow(/already approved/);
  });

  it("approve all drafted writes every draft live, products with a free slug, and the language can then be activated", async () => {
    const { approved, skipped } = await approveAllDrafts(db, setup.actor, "de");
    const progress = (await loadDraftingProgress(db, factoryId, "de"))!;
    expect(approved).toBeGreaterThan(0);
    expect(skipped).toBe(0);
    expect(progress.counts.approved).toBe(approved + 1);
    const live = await liveRows("de");
    expect(live.products).toBeGreaterThan(0);
    expect(live.strings).toBeGreaterThanOrEqual(Object.keys(defaultMessages).length);
    const [product] = await db.select().from(productsI18n).where(eq(productsI18n.languageCode, "de")).limit(1);
    expect(product!.name).toMatch(/^\[German\] /);
    expect(product!.slug).toMatch(/^german-/);
    // The restaurants' menu sections too (their dishes are products).
    const sections = await db.execute<{ name: string }>(sql`select name from restaurant_menu_categories_i18n where language_code = 'de'`);
    expect(sections.rows.length).toBeGreaterThan(0);
    expect(sections.rows.every((row) => row.name.startsWith("[German] "))).toBe(true);
    const { items } = await listDraftItems(db, progress.jobId, { statuses: ["approved"] });
    expect(items.length).toBeGreaterThan(0);
    expect(await setLanguageActive(db, setup.actor, "de", true)).toBe("ok");
    expect((await db.select().from(languages).where(eq(languages.code, "de")))[0]!.isActive).toBe(true);
  });

  it("at zero credits the job pauses with the reason, charges nothing, and resumes after a top-up", async () => {
    await db.update(aiAccounts).set({ creditBalance: 1_000_000 }).where(eq(aiAccounts.factoryId, factoryId));
    const { items } = await addLanguageWithDrafts(
      db,
      setup.actor,
      { ...german, code: "sv", name: "Swedish", nativeName: "Svenska" },
      { draft: true },
    );
    expect(items).toBeGreaterThan(0);
    await db.update(aiAccounts).set({ creditBalance: 0 }).where(eq(aiAccounts.factoryId, factoryId));
    const callsBefore = await db.select({ n: sql<number>`count(*)::int` }).from(aiCalls);
    const run = await runDraftingJob({ db, logger }, { provider });
    expect(run.drafted).toBe(0);
    const paused = (await loadDraftingProgress(db, factoryId, "sv"))!;
    expect(paused.status).toBe("paused");
    expect(paused.pauseReason).toMatch(/credits are used up/);
    expect(paused.counts.pending).toBe(items);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(aiCalls))[0]!.n).toBe(callsBefore[0]!.n);

    await db.update(aiAccounts).set({ creditBalance: 1_000_000 }).where(eq(aiAccounts.factoryId, factoryId));
    await resumeDrafting(db, setup.actor, "sv", { retryFailed: false });
    await runDraftingJob({ db, logger }, { provider, maxBatches: 1, batchSize: 3 });
    const resumed = (await loadDraftingProgress(db, factoryId, "sv"))!;
    expect(resumed).toMatchObject({ status: "running", pauseReason: null });
    // Three texts tried; a call that failed (here the first one can, on a keep-alive connection the
    // test server closed while the suite was idle) cost nothing and is retried on the admin's word.
    expect(resumed.counts.drafted + resumed.counts.failed).toBe(3);
    await resumeDrafting(db, setup.actor, "sv", { retryFailed: true });
    await runDraftingJob({ db, logger }, { provider, maxBatches: 1, batchSize: 3 });
    const retried = (await loadDraftingProgress(db, factoryId, "sv"))!;
    expect(retried.counts.failed).toBe(0);
    expect(retried.counts.drafted).toBeGreaterThanOrEqual(3);
    const failedCalls = await db
      .select({ credits: sql<number>`coalesce(sum(${aiCalls.credits}), 0)::int` })
      .from(aiCalls)
      .where(eq(aiCalls.status, "error"));
    expect(failedCalls[0]!.credits).toBe(0);
    const [job] = await db.select().from(aiDraftingJobs).where(eq(aiDraftingJobs.languageCode, "sv"));
    expect((await db.select().from(auditLog).where(eq(auditLog.entityId, job!.id))).map((row) => row.action).sort()).toEqual([
      "ai.drafting.resume",
      "ai.drafting.resume",
      "ai.drafting.start",
    ]);
  });

  it("the runner started with the server takes back a dead predecessor's items at once when it is the only process (PGlite), and finishes the job", async () => {
    // The predecessor claimed two items and was killed; this process starts its runner as the server does.
    const abandoned = await claimDraftItems(db, 2, DRAFTING_LEASE_MS);
    expect(abandoned).toHaveLength(2);
    const ids = abandoned.map((item) => item.id);
    const claims = new Map(
      (await db.select().from(aiDraftingItems).where(inArray(aiDraftingItems.id, ids))).map((item) => [item.id, item.attempts]),
    );
    const stop = startDraftingJob({ db, logger }, { soleProcess: true, everyMs: 60_000 });
    try {
      await expect
        .poll(async () => (await loadDraftingProgress(db, factoryId, "sv"))!.status, { timeout: 80_000, interval: 500 })
        .toBe("done");
    } finally {
      stop();
    }
    const done = (await loadDraftingProgress(db, factoryId, "sv"))!;
    expect(done.counts.drafted + done.counts.failed).toBe(done.total);
    // Each taken back once: claimed one more time, and drafted.
    const taken = await db.select().from(aiDraftingItems).where(inArray(aiDraftingItems.id, ids));
    expect(taken.map((item) => [item.status, item.attempts - claims.get(item.id)!])).toEqual([
      ["drafted", 1],
      ["drafted", 1],
    ]);
  }, 90_000);
});
