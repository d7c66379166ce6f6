import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { AdminActor } from "../backoffice/guard.server";
import { recordAudit } from "../backoffice/audit.server";
import type { Database } from "../db/client.server";
import { aiAccounts, aiCalls, type AiPurpose, languages } from "../db/schema";
import { DomainError } from "../errors";
import { aiProvider } from "./config.server";
import { type CheckedOutput, checkOutput, describePrompt, MAX_SOURCE_CHARS, type TextFormat, translatePrompt } from "./prompts.server";
import { type AiProvider, AiProviderError, estimateTokens } from "./provider.server";
import { AI_OFF_REASON, creditsFor, ensureAiAccount, loadAiAccount, NO_CREDITS_REASON } from "./queries.server";

export { AiProviderError } from "./provider.server";

/** Who calls: the factory whose credits pay and the admin (recorded on the call). */
export interface AiCaller {
  factoryId: string;
  /** Null for a background job whose admin's account was deleted since. */
  userId: string | null;
}

/** A pending call older than this was cut off (a restart, a crash): its held credits go back. */
const STALE_AFTER_MINUTES = 15;
const EXCERPT = 500;

export interface AiCallResult {
  callId: string;
  text: string;
  promptTokens: number;
  completionTokens: number;
  credits: number;
  latencyMs: number;
  model: string;
  usageReported: boolean;
}

export interface AiCallInput {
  purpose: AiPurpose;
  system: string;
  user: string;
  maxOutputTokens: number;
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
  /** Checks the reply before it is offered; a refused reply costs nothing, like any failed call. */
  check?: (text: string) => CheckedOutput;
}

/** Gives back the credits of calls left pending by a process that stopped mid-call (one statement, safe under concurrency). */
async function releaseStaleHolds(tx: Database, factoryId: string): Promise<void> {
  await tx.execute(sql`
    with released as (
      update ai_calls set status = 'error', error = 'Interrupted before the provider answered (the server stopped). Nothing was charged.', held_credits = 0
      from (select id, held_credits from ai_calls
            where factory_id = ${factoryId} and status = 'pending' and created_at < now() - make_interval(mins => ${STALE_AFTER_MINUTES})
            for update) as old
      where ai_calls.id = old.id and ai_calls.status = 'pending'
      returning old.held_credits as held
    )
    update ai_accounts set credit_balance = credit_balance + (select coalesce(sum(held), 0) from released)
    where factory_id = ${factoryId} and exists (select 1 from released)`);
}

/**
 * One metered AI call. Before the provider is asked, the most the call can cost (its prompt's
 * estimate and its reply budget, by the rate) is held from the balance by a conditional UPDATE
 * (`… where credit_balance >= hold`), so two concurrent calls can never spend the same credits
 * and the balance never goes below zero. Afterwards one transaction settles it with the call's
 * record: the tokens used at the rate (at most the hold) are spent and the rest goes back; a
 * failed call (timeout, rate limit, provider error, a reply that fails its checks) gets all of it
 * back and costs nothing.
 */
export async function runAiCall(
  db: Database,
  caller: AiCaller,
  input: AiCallInput,
  provider: AiProvider | null = aiProvider(),
): Promise<AiCallResult> {
  if (!provider) throw new DomainError("unavailable", AI_OFF_REASON);
  const held = await db.transaction(async (tx) => {
    await ensureAiAccount(tx, caller.factoryId);
    await releaseStaleHolds(tx, caller.factoryId);
    const [account] = await tx.select().from(aiAccounts).where(eq(aiAccounts.factoryId, caller.factoryId));
    const hold = creditsFor(estimateTokens(input.system + input.user) + input.maxOutputTokens, account!.tokensPerCredit);
    const [taken] = await tx
      .update(aiAccounts)
      .set({ creditBalance: sql`${aiAccounts.creditBalance} - ${hold}`, updatedAt: new Date() })
      .where(and(eq(aiAccounts.factoryId, caller.factoryId), gte(aiAccounts.creditBalance, hold)))
      .returning({ balance: aiAccounts.creditBalance, rate: aiAccounts.tokensPerCredit });
    if (!taken) {
      const [now] = await tx
        .select({ balance: aiAccounts.creditBalance })
        .from(aiAccounts)
        .where(eq(aiAccounts.factoryId, caller.factoryId));
      throw new DomainError(
        "conflict",
        (now?.balance ?? 0) <= 0
          ? NO_CREDITS_REASON
          : `Not enough AI credits: this call may cost up to ${hold} credits and ${now?.balance ?? 0} are left. An admin can top them up in the settings.`,
      );
    }
    const [call] = await tx
      .insert(aiCalls)
      .values({
        factoryId: caller.factoryId,
        userId: caller.userId,
        purpose: input.purpose,
        model: provider.model,
        heldCredits: hold,
        promptExcerpt: input.user.slice(0, EXCERPT),
      })
      .returning({ id: aiCalls.id });
    return { callId: call!.id, hold, rate: taken.rate };
  });

  const started = performance.now();
  let outcome:
    { ok: true; text: string; promptTokens: number; completionTokens: number; usageReported: boolean } | { ok: false; error: string };
  try {
    const reply = await provider.complete({
      system: input.system,
      user: input.user,
      maxOutputTokens: input.maxOutputTokens,
      onDelta: input.onDelta,
      signal: input.signal,
    });
    const checked = input.check ? input.check(reply.text) : ({ ok: true, text: reply.text } as const);
    outcome = checked.ok ? { ...reply, ok: true, text: checked.text } : { ok: false, error: `${checked.problem} Nothing was charged.` };
  } catch (error) {
    outcome = {
      ok: false,
      error: error instanceof AiProviderError ? error.message : "The AI call failed. Nothing was saved or charged.",
    };
  }
  const latencyMs = Math.round(performance.now() - started);

  const credits = outcome.ok ? Math.min(held.hold, creditsFor(outcome.promptTokens + outcome.completionTokens, held.rate)) : 0;
  await db.transaction(async (tx) => {
    // Settles only a call still pending (a stale-hold release may have settled it already).
    const [settled] = await tx
      .update(aiCalls)
      .set(
        outcome.ok
          ? {
              status: "ok",
              heldCredits: 0,
              promptTokens: outcome.promptTokens,
              completionTokens: outcome.completionTokens,
              credits,
              latencyMs,
              replyExcerpt: outcome.text.slice(0, EXCERPT),
            }
          : { status: "error", heldCredits: 0, credits: 0, latencyMs, error: outcome.error },
      )
      .where(and(eq(aiCalls.id, held.callId), eq(aiCalls.status, "pending")))
      .returning({ id: aiCalls.id });
    if (!settled) return;
    await tx
      .update(aiAccounts)
      .set({ creditBalance: sql`${aiAccounts.creditBalance} + ${held.hold - credits}`, updatedAt: new Date() })
      .where(eq(aiAccounts.factoryId, caller.factoryId));
  });
  if (!outcome.ok) throw new DomainError("unavailable", outcome.error);
  return {
    callId: held.callId,
    text: outcome.text,
    promptTokens: outcome.promptTokens,
    completionTokens: outcome.completionTokens,
    credits,
    latencyMs,
    model: provider.model,
    usageReported: outcome.usageReported,
  };
}

const languageCode = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/);

export const translateInputSchema = z.object({
  text: z.string().trim().min(1, "There is no text to translate.").max(MAX_SOURCE_CHARS),
  format: z.enum(["plain", "html", "message"]),
  from: languageCode,
  to: z.array(languageCode).min(1).max(20),
});
export type TranslateInput = z.infer<typeof translateInputSchema>;

export type TranslationDraft =
  { languageCode: string; ok: true; text: string; credits: number } | { languageCode: string; ok: false; error: string };

/**
 * Drafts `text` from one active language into others, one metered call each, with the glossary in
 * every prompt; every reply is checked (length, markup, placeholders) before it is offered. Nothing
 * is saved here: the admin reviews each draft and saves it as a normal, machine-drafted revision.
 */
export async function draftTranslations(
  db: Database,
  caller: AiCaller,
  input: TranslateInput,
  provider: AiProvider | null = aiProvider(),
): Promise<TranslationDraft[]> {
  const codes = [input.from, ...input.to];
  const rows = await db.select().from(languages).where(inArray(languages.code, codes));
  const nameOf = (code: string) => rows.find((row) => row.code === code)?.name;
  if (!nameOf(input.from)) throw new DomainError("invalid", "Unknown source language.");
  const account = await loadAiAccount(db, caller.factoryId);
  const drafts: TranslationDraft[] = [];
  for (const code of [...new Set(input.to)].filter((code) => code !== input.from)) {
    const to = nameOf(code);
    if (!to) {
      drafts.push({ languageCode: code, ok: false, error: "Unknown language." });
      continue;
    }
    try {
      const result = await draftTranslation(
        db,
        caller,
        { text: input.text, format: input.format, from: nameOf(input.from)!, to, glossary: account.glossary },
        provider,
      );
      drafts.push({ languageCode: code, ok: true, text: result.text, credits: result.credits });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      drafts.push({ languageCode: code, ok: false, error: error.message });
    }
  }
  return drafts;
}

/**
 * One translation draft of one text into one language (by the languages' English names): one
 * metered call with the glossary, the reply checked (length, markup, placeholders). Throws the
 * call's DomainError: `conflict` when the credits do not cover it, `unavailable` when AI is off,
 * the provider failed or the reply was refused (nothing charged then).
 */
export async function draftTranslation(
  db: Database,
  caller: AiCaller,
  input: { text: string; format: TextFormat; from: string; to: string; glossary: string },
  provider: AiProvider | null = aiProvider(),
): Promise<{ text: string; credits: number }> {
  const prompt = translatePrompt(input);
  const result = await runAiCall(
    db,
    caller,
    {
      purpose: "translate",
      ...prompt,
      maxOutputTokens: Math.min(8000, estimateTokens(input.text) * 3 + 100),
      check: (text) => checkOutput(input.text, text, input.format),
    },
    provider,
  );
  return { text: result.text, credits: result.credits };
}

export const describeInputSchema = z.object({
  name: z.string().trim().min(1, "Write the product's name in this language first.").max(200),
  category: z.string().trim().max(500).default(""),
  attributes: z.string().trim().max(4000).default(""),
  language: languageCode,
});
export type DescribeInput = z.infer<typeof describeInputSchema>;

/**
 * Suggests a product description from its name, attributes and category, in one active language:
 * one metered call with the glossary; the reply is checked as plain text. Nothing is saved: the
 * admin accepts or edits it in the form and saves the product as usual.
 */
export async function suggestDescription(
  db: Database,
  caller: AiCaller,
  input: DescribeInput,
  provider: AiProvider | null = aiProvider(),
): Promise<{ text: string; credits: number }> {
  const [language] = await db.select({ name: languages.name }).from(languages).where(eq(languages.code, input.language));
  if (!language) throw new DomainError("invalid", "Unknown language.");
  const account = await loadAiAccount(db, caller.factoryId);
  const prompt = describePrompt({
    name: input.name,
    category: input.category || null,
    attributes: input.attributes,
    language: language.name,
    glossary: account.glossary,
  });
  const result = await runAiCall(
    db,
    caller,
    { purpose: "describe", ...prompt, maxOutputTokens: 400, check: (text) => checkOutput(prompt.user, text, "plain", 1500) },
    provider,
  );
  return { text: result.text, credits: result.credits };
}

export const topUpSchema = z.object({
  credits: z.coerce
    .number({ message: "Enter a whole number of credits between 1 and 1000000." })
    .int({ message: "Enter a whole number of credits between 1 and 1000000." })
    .min(1, { message: "Enter a whole number of credits between 1 and 1000000." })
    .max(1_000_000, { message: "Enter a whole number of credits between 1 and 1000000." }),
});

/** Adds credits to the factory's balance, audited, in one transaction. */
export async function topUpCredits(db: Database, actor: AdminActor, credits: number): Promise<number> {
  return db.transaction(async (tx) => {
    await ensureAiAccount(tx, actor.factoryId);
    const [row] = await tx
      .update(aiAccounts)
      .set({ creditBalance: sql`${aiAccounts.creditBalance} + ${credits}`, updatedAt: new Date() })
      .where(eq(aiAccounts.factoryId, actor.factoryId))
      .returning({ balance: aiAccounts.creditBalance });
    await recordAudit(tx, actor, {
      action: "ai.credits.top_up",
      entityType: "ai_credits",
      entityId: actor.factoryId,
      before: { balance: row!.balance - credits },
      after: { balance: row!.balance, added: credits },
    });
    return row!.balance;
  });
}

export const aiSettingsSchema = z.object({
  tokensPerCredit: z.coerce
    .number({ message: "Enter a whole number of tokens per credit between 1 and 1000000." })
    .int({ message: "Enter a whole number of tokens per credit between 1 and 1000000." })
    .min(1, { message: "Enter a whole number of tokens per credit between 1 and 1000000." })
    .max(1_000_000, { message: "Enter a whole number of tokens per credit between 1 and 1000000." }),
  glossary: z.string().max(10_000, { message: "The glossary can be at most 10000 characters." }).default(""),
});

/** Saves the rate and the glossary, audited. */
export async function saveAiSettings(db: Database, actor: AdminActor, input: z.infer<typeof aiSettingsSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureAiAccount(tx, actor.factoryId);
    const [before] = await tx
      .select({ tokensPerCredit: aiAccounts.tokensPerCredit, glossary: aiAccounts.glossary })
      .from(aiAccounts)
      .where(eq(aiAccounts.factoryId, actor.factoryId));
    const glossary = input.glossary.replace(/\r\n/g, "\n").trim();
    await tx
      .update(aiAccounts)
      .set({ tokensPerCredit: input.tokensPerCredit, glossary, updatedAt: new Date() })
      .where(eq(aiAccounts.factoryId, actor.factoryId));
    await recordAudit(tx, actor, {
      action: "ai.settings.update",
      entityType: "ai_settings",
      entityId: actor.factoryId,
      before,
      after: { tokensPerCredit: input.tokensPerCredit, glossary },
    });
  });
}
