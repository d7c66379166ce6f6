import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { draftTranslations, runAiCall, topUpCredits } from "~/server/ai/commands.server";
import { OpenAiCompatibleProvider } from "~/server/ai/provider.server";
import { listAiCalls, loadAiStatus } from "~/server/ai/queries.server";
import { listAudit } from "~/server/backoffice/audit.server";
import type { Database } from "~/server/db/client.server";
import { aiAccounts, aiCalls } from "~/server/db/schema";
import { DomainError } from "~/server/errors";
import { useTestDatabase } from "../support/database";
import { startOpenAiServer, testOpenAiKey, testOpenAiModel } from "../support/openai-server";

const setup = useTestDatabase({ admin: "ai" });
let db: Database;
let factoryId: string;
let server: Awaited<ReturnType<typeof startOpenAiServer>>;
let provider: OpenAiCompatibleProvider;
/** Gives up after 300 ms: the server's SLOW answers take 1.5 s. */
let hasty: OpenAiCompatibleProvider;
const caller = () => ({ factoryId, userId: setup.actor.user.id });
const balance = async () => (await db.select().from(aiAccounts).where(eq(aiAccounts.factoryId, factoryId)))[0]!.creditBalance;
const setBalance = (creditBalance: number, tokensPerCredit = 100) =>
  db.insert(aiAccounts).values({ factoryId, creditBalance, tokensPerCredit }).onConflictDoUpdate({
    target: aiAccounts.factoryId,
    set: { creditBalance, tokensPerCredit },
  });

beforeAll(async () => {
  ({ db, factoryId } = setup);
  server = await startOpenAiServer({ slowMs: 1500 });
  provider = new OpenAiCompatibleProvider({
    baseUrl: `${server.base}/v1`,
    apiKey: testOpenAiKey,
    model: testOpenAiModel,
    timeoutMs: 10_000,
  });
  hasty = new OpenAiCompatibleProvider({ baseUrl: `${server.base}/v1`, apiKey: testOpenAiKey, model: testOpenAiModel, timeoutMs: 300 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await db.delete(aiCalls).where(eq(aiCalls.factoryId, factoryId));
});

describe("AI credits", () => {
  it("start at aiCreditsDefault (1000), and a call is debited by its tokens at the rate, recorded with the call", async () => {
    expect((await loadAiStatus(db, factoryId)).creditBalance).toBe(1000);
    const result = await runAiCall(db, caller(), { purpose: "test", system: "s", user: "hello world", maxOutputTokens: 100 }, provider);
    expect(result.text).toBe("Echo: hello world");
    expect(result.credits).toBe(Math.ceil((result.promptTokens + result.completionTokens) / 100));
    expect(await balance()).toBe(1000 - result.credits);
    const [call] = await db.select().from(aiCalls).where(eq(aiCalls.id, result.callId));
    expect(call).toMatchObject({ status: "ok", credits: result.credits, heldCredits: 0, promptTokens: result.promptTokens });
  });

  it("are spent once under concurrency: calls that would overdraw are refused, and the balance never goes below zero", async () => {
    // Each call holds ceil((prompt estimate + 100) / 10) = 11 credits; 25 leave room for two at once.
    await setBalance(25, 10);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        runAiCall(db, caller(), { purpose: "test", system: "s", user: `call ${index}`, maxOutputTokens: 100 }, provider),
      ),
    );
    const done = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) expect((outcome.reason as DomainError).message).toMatch(/Not enough AI credits|used up/);
    const spent = done.reduce((sum, outcome) => sum + outcome.value.credits, 0);
    const left = await balance();
    expect(left).toBe(25 - spent);
    expect(left).toBeGreaterThanOrEqual(0);
    const recorded = await db
      .select()
      .from(aiCalls)
      .where(and(eq(aiCalls.factoryId, factoryId), eq(aiCalls.status, "ok")));
    expect(recorded.reduce((sum, call) => sum + call.credits, 0)).toBe(spent);
    expect(await db.select().from(aiCalls).where(eq(aiCalls.status, "pending"))).toEqual([]);
  });

  it("at zero, say why and make no call", async () => {
    await setBalance(0);
    const before = server.requests.length;
    await expect(runAiCall(db, caller(), { purpose: "test", system: "s", user: "x", maxOutputTokens: 10 }, provider)).rejects.toThrow(
      /credits are used up/,
    );
    expect(server.requests.length).toBe(before);
    expect((await loadAiStatus(db, factoryId)).available).toBe(false);
  });

  it("cost nothing for a failed call (rate limit, server error, timeout, a reply failing its checks), which is listed with its error", async () => {
    await setBalance(500);
    for (const user of ["FAIL429", "FAIL500", "SLOW"])
      await expect(
        runAiCall(db, caller(), { purpose: "test", system: "s", user, maxOutputTokens: 10 }, user === "SLOW" ? hasty : provider),
      ).rejects.toBeInstanceOf(DomainError);
    const drafts = await draftTranslations(
      db,
      caller(),
      { text: "{n} varer DROP_PLACEHOLDERS", format: "message", from: "nb", to: ["en"] },
      provider,
    );
    expect(drafts).toEqual([{ languageCode: "en", ok: false, error: expect.stringContaining("placeholders") }]);
    expect(await balance()).toBe(500);
    const errors = await listAiCalls(db, factoryId, { errorsOnly: true });
    expect(errors).toHaveLength(4);
    expect(errors.every((call) => call.credits === 0 && call.error)).toBe(true);
    expect(errors.map((call) => call.error).join(" ")).toMatch(/limiting requests/);
  });

  it("translate with {placeholders} kept, one metered call per language", async () => {
    await setBalance(500);
    const drafts = await draftTranslations(
      db,
      caller(),
      { text: "Du har {n} varer", format: "message", from: "nb", to: ["en", "ar"] },
      provider,
    );
    expect(drafts).toEqual([
      { languageCode: "en", ok: true, text: "[English] Du har {n} varer", credits: expect.any(Number) },
      { languageCode: "ar", ok: true, text: "[Arabic] Du har {n} varer", credits: expect.any(Number) },
    ]);
    expect(await balance()).toBe(500 - drafts.reduce((sum, draft) => sum + (draft.ok ? draft.credits : 0), 0));
  });

  it("are topped up by an admin, audited", async () => {
    await setBalance(3);
    expect(await topUpCredits(db, setup.actor, 200)).toBe(203);
    const { entries } = await listAudit(db, factoryId, { page: 1, entity: "ai_credits" });
    expect(entries[0]).toMatchObject({ action: "ai.credits.top_up", after: { balance: 203, added: 200 } });
  });
});
