import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { aiDraftingItems, aiDraftingJobs, languages } from "../db/schema";
import { DomainError } from "../errors";
import type { Logger } from "../logger.server";
import { draftTranslation } from "./commands.server";
import { aiProvider } from "./config.server";
import type { TextFormat } from "./prompts.server";
import type { AiProvider } from "./provider.server";
import { AI_OFF_REASON, loadAiAccount } from "./queries.server";

export interface DraftingJobDeps {
  db: Database;
  logger: Logger;
}

export interface DraftingJobOptions {
  /** An item left `drafting` longer than this belongs to a runner that died: the next run takes it back. */
  leaseMs?: number;
  batchSize?: number;
  /** Stop after this many batches (tests); otherwise run until nothing is left. */
  maxBatches?: number;
  provider?: AiProvider | null;
  /** Called with each claimed item just before its AI call (the tests' crash point). */
  beforeDraft?: (item: { id: string }) => void | Promise<void>;
  now?: () => Date;
}

/** Longer than any AI call may take (AI_TIMEOUT_SECONDS), so a live runner's item is never taken from it. */
export const DRAFTING_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 10;

interface ClaimedItem {
  id: string;
  jobId: string;
  format: TextFormat;
  sourceLanguageCode: string;
  sourceText: string;
}

/**
 * Claims up to `size` items of running jobs in one transaction, as the newsletter runner claims its
 * rows (ADR 0027): `pending` items, and `drafting` items whose runner's lease ran out, FOR UPDATE
 * SKIP LOCKED, each set to `drafting` with this runner's lease before the transaction ends, so two
 * runners never draft the same item.
 */
export async function claimDraftItems(db: Database, size: number, leaseMs: number, now = new Date()): Promise<ClaimedItem[]> {
  return db.transaction(async (tx) => {
    const stale = new Date(now.getTime() - leaseMs);
    const rows = await tx
      .select({
        id: aiDraftingItems.id,
        jobId: aiDraftingItems.jobId,
        format: aiDraftingItems.format,
        sourceLanguageCode: aiDraftingItems.sourceLanguageCode,
        sourceText: aiDraftingItems.sourceText,
      })
      .from(aiDraftingItems)
      .innerJoin(aiDraftingJobs, eq(aiDraftingJobs.id, aiDraftingItems.jobId))
      .where(
        and(
          eq(aiDraftingJobs.status, "running"),
          or(eq(aiDraftingItems.status, "pending"), and(eq(aiDraftingItems.status, "drafting"), lt(aiDraftingItems.claimedAt, stale))),
        ),
      )
      .orderBy(asc(aiDraftingItems.jobId), asc(aiDraftingItems.position))
      .limit(size)
      .for("update", { of: aiDraftingItems, skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(aiDraftingItems)
        .set({ status: "drafting", claimedAt: now, attempts: sql`${aiDraftingItems.attempts} + 1`, updatedAt: now })
        .where(
          inArray(
            aiDraftingItems.id,
            rows.map((row) => row.id),
          ),
        );
    return rows;
  });
}

/** Puts claimed items back to `pending` (the job paused before they were drafted). */
async function release(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(aiDraftingItems)
    .set({ status: "pending", claimedAt: null, updatedAt: new Date() })
    .where(and(inArray(aiDraftingItems.id, ids), eq(aiDraftingItems.status, "drafting")));
}

/** Pauses a running job with the reason the admin sees (no credits, no provider). */
async function pauseJob(db: Database, jobId: string, reason: string): Promise<void> {
  await db
    .update(aiDraftingJobs)
    .set({ status: "paused", pauseReason: reason, updatedAt: new Date() })
    .where(and(eq(aiDraftingJobs.id, jobId), eq(aiDraftingJobs.status, "running")));
}

/** A running job with no item left to draft (none pending or drafting) is done. */
export async function finishDraftingJobs(db: Database, now = new Date()): Promise<void> {
  await db.execute(sql`update ai_drafting_jobs set status = 'done', finished_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    where status = 'running' and not exists (
      select 1 from ai_drafting_items i where i.job_id = ai_drafting_jobs.id and i.status in ('pending', 'drafting'))`);
}

/**
 * The drafting runner: any app process may run it, several at once (each claims its own items).
 * Each item is one metered `draftTranslation` call (credits held and settled as for every call);
 * the draft goes to the item, never to a live row. When the credits do not cover a call, or no
 * provider is configured, the job pauses with that reason and its claimed items go back to pending.
 */
export async function runDraftingJob(
  deps: DraftingJobDeps,
  options: DraftingJobOptions = {},
): Promise<{ drafted: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DRAFTING_LEASE_MS;
  const provider = options.provider === undefined ? aiProvider() : options.provider;
  const jobs = new Map<string, { factoryId: string; userId: string | null; to: string; glossary: string } | null>();
  const names = new Map<string, string>();
  const nameOf = async (code: string) => {
    if (!names.has(code)) {
      const [row] = await deps.db.select({ name: languages.name }).from(languages).where(eq(languages.code, code));
      // The bundled UI strings are English even where the site has no English language row.
      names.set(code, row?.name ?? (code === "en" ? "English" : code));
    }
    return names.get(code)!;
  };
  let drafted = 0;
  let failed = 0;
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch++) {
    const items = await claimDraftItems(deps.db, options.batchSize ?? BATCH_SIZE, leaseMs, now());
    if (items.length === 0) break;
    const paused = new Set<string>();
    for (const [index, item] of items.entries()) {
      if (paused.has(item.jobId)) continue;
      if (!jobs.has(item.jobId)) {
        const [job] = await deps.db.select().from(aiDraftingJobs).where(eq(aiDraftingJobs.id, item.jobId));
        jobs.set(
          item.jobId,
          job
            ? {
                factoryId: job.factoryId,
                userId: job.startedByUserId,
                to: await nameOf(job.languageCode),
                glossary: (await loadAiAccount(deps.db, job.factoryId)).glossary,
              }
            : null,
        );
      }
      const job = jobs.get(item.jobId);
      if (!job) continue;
      const stop = async (reason: string) => {
        await pauseJob(deps.db, item.jobId, reason);
        paused.add(item.jobId);
        await release(
          deps.db,
          items
            .slice(index)
            .filter((each) => each.jobId === item.jobId)
            .map((each) => each.id),
        );
      };
      if (!provider) {
        await stop(AI_OFF_REASON);
        continue;
      }
      await options.beforeDraft?.(item);
      try {
        const result = await draftTranslation(
          deps.db,
          { factoryId: job.factoryId, userId: job.userId },
          { text: item.sourceText, format: item.format, from: await nameOf(item.sourceLanguageCode), to: job.to, glossary: job.glossary },
          provider,
        );
        await deps.db
          .update(aiDraftingItems)
          .set({ status: "drafted", draft: result.text, credits: result.credits, error: null, claimedAt: null, updatedAt: now() })
          .where(and(eq(aiDraftingItems.id, item.id), eq(aiDraftingItems.status, "drafting")));
        drafted++;
      } catch (error) {
        if (error instanceof DomainError && error.kind === "conflict") {
          // The credits do not cover the call: nothing was charged; the job waits for a top-up.
          await stop(error.message);
          continue;
        }
        const message = error instanceof DomainError ? error.message : "The AI call failed. Nothing was saved or charged.";
        if (!(error instanceof DomainError)) deps.logger.error({ err: error, item: item.id }, "drafting an item failed");
        await deps.db
          .update(aiDraftingItems)
          .set({ status: "failed", error: message, claimedAt: null, updatedAt: now() })
          .where(and(eq(aiDraftingItems.id, item.id), eq(aiDraftingItems.status, "drafting")));
        failed++;
      }
    }
  }
  await finishDraftingJobs(deps.db, now());
  return { drafted, failed };
}

let wakeRunner: (() => void) | null = null;

/** Runs the drafting job now (a job was started or resumed in this process); other processes find it on their next run. */
export function wakeDraftingJob(): void {
  wakeRunner?.();
}

/** Runs the drafting job now and every `everyMs` in this process, like the newsletter job (one run at a time here). */
export function startDraftingJob(deps: DraftingJobDeps, options: { everyMs?: number; soleProcess?: boolean } = {}): () => void {
  let running = false;
  let again = false;
  // The only process on its data (PGlite): an item left `drafting` at start was its dead predecessor's, taken back at once.
  let first = options.soleProcess === true;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const leaseMs = first ? 0 : undefined;
    first = false;
    void runDraftingJob(deps, leaseMs === undefined ? {} : { leaseMs })
      .then(({ drafted, failed }) => {
        if (drafted + failed > 0) deps.logger.info({ drafted, failed }, "AI drafting run finished");
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, "AI drafting failed"))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  wakeRunner = run;
  run();
  const timer = setInterval(run, options.everyMs ?? 30_000);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (wakeRunner === run) wakeRunner = null;
  };
}
