import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { factories } from "./factories";

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
