import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { type AiDraftItemStatus, type AiDraftKind, aiDraftItemStatuses, aiDraftingItems, aiDraftingJobs } from "../db/schema";

/** A state of a drafted text, as the review list filters by it. */
export const draftStatusSchema = z.enum(aiDraftItemStatuses);

export interface DraftingProgress {
  jobId: string;
  languageCode: string;
  status: "running" | "paused" | "done";
  pauseReason: string | null;
  total: number;
  /** Items by state; `drafting` counts with `pending` as not drafted yet. */
  counts: Record<AiDraftItemStatus, number>;
  createdAt: string;
  finishedAt: string | null;
}

/** The drafting job of a language with its items counted by state, or null when the language was added without one. */
export async function loadDraftingProgress(db: Database, factoryId: string, languageCode: string): Promise<DraftingProgress | null> {
  const [job] = await db
    .select()
    .from(aiDraftingJobs)
    .where(and(eq(aiDraftingJobs.factoryId, factoryId), eq(aiDraftingJobs.languageCode, languageCode)));
  if (!job) return null;
  const rows = await db
    .select({ status: aiDraftingItems.status, n: sql<number>`count(*)::int` })
    .from(aiDraftingItems)
    .where(eq(aiDraftingItems.jobId, job.id))
    .groupBy(aiDraftingItems.status);
  const counts: Record<AiDraftItemStatus, number> = { pending: 0, drafting: 0, drafted: 0, edited: 0, approved: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return {
    jobId: job.id,
    languageCode: job.languageCode,
    status: job.status,
    pauseReason: job.pauseReason,
    total: rows.reduce((sum, row) => sum + row.n, 0),
    counts,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** The languages of the factory that have a drafting job (the languages page links their review). */
export async function listDraftingLanguages(db: Database, factoryId: string): Promise<string[]> {
  const rows = await db.select({ code: aiDraftingJobs.languageCode }).from(aiDraftingJobs).where(eq(aiDraftingJobs.factoryId, factoryId));
  return rows.map((row) => row.code);
}

export interface DraftItemView {
  id: string;
  kind: AiDraftKind;
  target: string;
  format: "plain" | "html" | "message";
  sourceLanguageCode: string;
  sourceText: string;
  draft: string | null;
  status: AiDraftItemStatus;
  error: string | null;
}

export const DRAFT_PAGE_SIZE = 50;

/** One page of a job's items in their order, optionally of some states only. */
export async function listDraftItems(
  db: Database,
  jobId: string,
  options: { statuses?: AiDraftItemStatus[]; page?: number } = {},
): Promise<{ items: DraftItemView[]; total: number }> {
  const where = and(
    eq(aiDraftingItems.jobId, jobId),
    options.statuses && options.statuses.length > 0 ? inArray(aiDraftingItems.status, options.statuses) : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(aiDraftingItems)
    .where(where);
  const items = await db
    .select({
      id: aiDraftingItems.id,
      kind: aiDraftingItems.kind,
      target: aiDraftingItems.target,
      format: aiDraftingItems.format,
      sourceLanguageCode: aiDraftingItems.sourceLanguageCode,
      sourceText: aiDraftingItems.sourceText,
      draft: aiDraftingItems.draft,
      status: aiDraftingItems.status,
      error: aiDraftingItems.error,
    })
    .from(aiDraftingItems)
    .where(where)
    .orderBy(asc(aiDraftingItems.position))
    .limit(DRAFT_PAGE_SIZE)
    .offset(Math.max(0, (options.page ?? 1) - 1) * DRAFT_PAGE_SIZE);
  return { items, total };
}
