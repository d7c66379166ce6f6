import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { factories } from "./factories";
import { languages } from "./languages";

/** What an AI call was made for. */
export const aiPurposes = ["test", "translate", "describe"] as const;
export type AiPurpose = (typeof aiPurposes)[number];

/** A call's state: `pending` while the provider answers (its credits are held), then `ok` or `error`. */
export const aiCallStatuses = ["pending", "ok", "error"] as const;
export type AiCallStatus = (typeof aiCallStatuses)[number];

/** The spec's aiCreditsDefault: the balance a factory starts with. */
export const AI_CREDITS_DEFAULT = 1000;
/** The default rate: one credit per this many tokens (prompt and reply together). */
export const AI_TOKENS_PER_CREDIT_DEFAULT = 100;

/**
 * A factory's AI account and settings: the credit balance (never below zero, a check constraint
 * backs the conditional UPDATE that spends it), the rate, and the glossary every prompt carries.
 * Made on first use with aiCreditsDefault.
 */
export const aiAccounts = pgTable(
  "ai_accounts",
  {
    factoryId: uuid()
      .primaryKey()
      .references(() => factories.id, { onDelete: "cascade" }),
    creditBalance: integer().notNull().default(AI_CREDITS_DEFAULT),
    tokensPerCredit: integer().notNull().default(AI_TOKENS_PER_CREDIT_DEFAULT),
    glossary: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ai_accounts_balance_not_negative", sql`${t.creditBalance} >= 0`),
    check("ai_accounts_rate_positive", sql`${t.tokensPerCredit} > 0`),
  ],
);

/**
 * Every AI call: who, what for, the model, tokens in and out, the credits it cost (0 when it
 * failed), how long it took and the error a failed call gave. `heldCredits` is what a pending call
 * holds from the balance until it is settled in one transaction with this row.
 */
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    purpose: text({ enum: aiPurposes }).notNull(),
    status: text({ enum: aiCallStatuses }).notNull().default("pending"),
    model: text().notNull(),
    heldCredits: integer().notNull().default(0),
    promptTokens: integer().notNull().default(0),
    completionTokens: integer().notNull().default(0),
    credits: integer().notNull().default(0),
    latencyMs: integer(),
    error: text(),
    promptExcerpt: text().notNull().default(""),
    replyExcerpt: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_calls_factory_created_idx").on(t.factoryId, t.createdAt),
    check("ai_calls_purpose_valid", sql`${t.purpose} in ('test', 'translate', 'describe')`),
    check("ai_calls_status_valid", sql`${t.status} in ('pending', 'ok', 'error')`),
    check("ai_calls_credits_not_negative", sql`${t.credits} >= 0 and ${t.heldCredits} >= 0`),
  ],
);

/** A new-language drafting job: `running` while items are left, `paused` (with the reason) at zero credits or without a provider, `done` when every item was tried. */
export const aiDraftingJobStatuses = ["running", "paused", "done"] as const;
export type AiDraftingJobStatus = (typeof aiDraftingJobStatuses)[number];

/**
 * One job per language added with "Draft every text with AI" (ADR 0034): which language it drafts
 * into, who started it (the calls are recorded on that admin), and its state.
 */
export const aiDraftingJobs = pgTable(
  "ai_drafting_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    factoryId: uuid()
      .notNull()
      .references(() => factories.id, { onDelete: "cascade" }),
    languageCode: text()
      .notNull()
      .references(() => languages.code, { onDelete: "cascade", onUpdate: "cascade" }),
    status: text({ enum: aiDraftingJobStatuses }).notNull().default("running"),
    pauseReason: text(),
    startedByUserId: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("ai_drafting_jobs_factory_language_idx").on(t.factoryId, t.languageCode),
    check("ai_drafting_jobs_status_valid", sql`${t.status} in ('running', 'paused', 'done')`),
  ],
);

/** What a drafted text is: a page text, a UI string, a menu or footer link title, or a catalogue field. */
export const aiDraftKinds = [
  "page_text",
  "translation",
  "menu_item",
  "footer_link",
  "product_name",
  "product_description",
  "product_package_size",
  "category_name",
  "category_description",
  "restaurant_name",
  "restaurant_description",
  "restaurant_menu_category",
] as const;
export type AiDraftKind = (typeof aiDraftKinds)[number];

/**
 * An item's state: `pending` (waiting), `drafting` (claimed by a runner, with its lease in
 * `claimedAt`), `drafted` (the AI's draft, not live), `edited` (changed by an admin, not live),
 * `approved` (written to the live row as a machine-drafted revision), `failed` (with its error).
 */
export const aiDraftItemStatuses = ["pending", "drafting", "drafted", "edited", "approved", "failed"] as const;
export type AiDraftItemStatus = (typeof aiDraftItemStatuses)[number];

/** One text of the site or catalogue to draft into the job's language: its source, the draft, and its state. */
export const aiDraftingItems = pgTable(
  "ai_drafting_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => aiDraftingJobs.id, { onDelete: "cascade" }),
    kind: text({ enum: aiDraftKinds }).notNull(),
    // What the text belongs to: `page/key`, a UI string key, or a row id (footer: `section/id`).
    target: text().notNull(),
    format: text({ enum: ["plain", "html", "message"] }).notNull(),
    sourceLanguageCode: text().notNull(),
    sourceText: text().notNull(),
    draft: text(),
    status: text({ enum: aiDraftItemStatuses }).notNull().default("pending"),
    error: text(),
    attempts: integer().notNull().default(0),
    credits: integer().notNull().default(0),
    position: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ai_drafting_items_job_target_idx").on(t.jobId, t.kind, t.target),
    index("ai_drafting_items_job_status_idx").on(t.jobId, t.status, t.position),
    check("ai_drafting_items_status_valid", sql`${t.status} in ('pending', 'drafting', 'drafted', 'edited', 'approved', 'failed')`),
    check("ai_drafting_items_format_valid", sql`${t.format} in ('plain', 'html', 'message')`),
  ],
);
