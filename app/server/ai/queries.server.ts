import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { AI_CREDITS_DEFAULT, AI_TOKENS_PER_CREDIT_DEFAULT, aiAccounts, aiCalls, languages, users } from "../db/schema";
import { aiProvider } from "./config.server";

export const AI_OFF_REASON = "AI is off: no AI provider is configured on this server (set AI_BASE_URL and AI_MODEL, see the README).";
export const NO_CREDITS_REASON = "AI is paused: the AI credits are used up. An admin can top them up in the settings.";

/** Credits for a number of tokens at the rate: rounded up, at least one. */
export const creditsFor = (tokens: number, tokensPerCredit: number) => Math.max(1, Math.ceil(tokens / tokensPerCredit));

/** Makes the factory's AI account with aiCreditsDefault when it has none. */
export async function ensureAiAccount(db: Database, factoryId: string): Promise<void> {
  await db.insert(aiAccounts).values({ factoryId }).onConflictDoNothing();
}

/** The factory's balance, rate and glossary (the defaults when no account was made yet). */
export async function loadAiAccount(db: Database, factoryId: string) {
  const [row] = await db.select().from(aiAccounts).where(eq(aiAccounts.factoryId, factoryId));
  return {
    creditBalance: row?.creditBalance ?? AI_CREDITS_DEFAULT,
    tokensPerCredit: row?.tokensPerCredit ?? AI_TOKENS_PER_CREDIT_DEFAULT,
    glossary: row?.glossary ?? "",
  };
}

/** What every AI control shows: whether it can be used and, when not, why. */
export interface AiStatus {
  configured: boolean;
  /** True when a call can be made now: a provider is configured and credits are left. */
  available: boolean;
  /** Why the controls are off, or null when they are on. */
  reason: string | null;
  model: string | null;
  host: string | null;
  creditBalance: number;
  tokensPerCredit: number;
}

export async function loadAiStatus(db: Database, factoryId: string): Promise<AiStatus> {
  const provider = aiProvider();
  const account = await loadAiAccount(db, factoryId);
  const reason = !provider ? AI_OFF_REASON : account.creditBalance <= 0 ? NO_CREDITS_REASON : null;
  return {
    configured: provider !== null,
    available: reason === null,
    reason,
    model: provider?.model ?? null,
    host: provider?.host ?? null,
    creditBalance: account.creditBalance,
    tokensPerCredit: account.tokensPerCredit,
  };
}

export interface AiCallView {
  id: string;
  purpose: string;
  status: string;
  model: string;
  promptTokens: number;
  completionTokens: number;
  credits: number;
  latencyMs: number | null;
  error: string | null;
  promptExcerpt: string;
  by: string | null;
  createdAt: string;
}

/** The factory's latest AI calls (errors included), newest first. */
export async function listAiCalls(
  db: Database,
  factoryId: string,
  options: { limit?: number; errorsOnly?: boolean } = {},
): Promise<AiCallView[]> {
  const rows = await db
    .select({
      id: aiCalls.id,
      purpose: aiCalls.purpose,
      status: aiCalls.status,
      model: aiCalls.model,
      promptTokens: aiCalls.promptTokens,
      completionTokens: aiCalls.completionTokens,
      credits: aiCalls.credits,
      latencyMs: aiCalls.latencyMs,
      error: aiCalls.error,
      promptExcerpt: aiCalls.promptExcerpt,
      by: users.email,
      createdAt: aiCalls.createdAt,
    })
    .from(aiCalls)
    .leftJoin(users, eq(users.id, aiCalls.userId))
    .where(options.errorsOnly ? and(eq(aiCalls.factoryId, factoryId), eq(aiCalls.status, "error")) : eq(aiCalls.factoryId, factoryId))
    .orderBy(desc(aiCalls.createdAt), desc(aiCalls.id))
    .limit(options.limit ?? 20);
  return rows.map((row) => ({ ...row, promptExcerpt: row.promptExcerpt.slice(0, 120), createdAt: row.createdAt.toISOString() }));
}

/** The active languages a text can be drafted into, with the English names the prompts and the 'Translate from …' buttons use. */
export async function listAiLanguages(db: Database): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: languages.code, name: languages.name })
    .from(languages)
    .where(eq(languages.isActive, true))
    .orderBy(asc(languages.sortOrder), asc(languages.code));
}
