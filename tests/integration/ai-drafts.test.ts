import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeInputSchema, suggestDescription } from "~/server/ai/commands.server";
import { setAiProvider } from "~/server/ai/config.server";
import { OpenAiCompatibleProvider } from "~/server/ai/provider.server";
import { listAiLanguages, loadAiStatus } from "~/server/ai/queries.server";
import type { Database } from "~/server/db/client.server";
import { aiAccounts, aiCalls } from "~/server/db/schema";
import { listRevisions } from "~/server/edit-mode/revisions.server";
import { saveUiString } from "~/server/edit-mode/strings.server";
import { savePageText } from "~/server/edit-mode/texts.server";
import { DomainError } from "~/server/errors";
import { useTestDatabase } from "../support/database";
import { startOpenAiServer, testOpenAiKey, testOpenAiModel } from "../support/openai-server";

const setup = useTestDatabase({ admin: "ai-drafts" });
let db: Database;
let factoryId: string;
let server: Awaited<ReturnType<typeof startOpenAiServer>>;
let provider: OpenAiCompatibleProvider;
const caller = () => ({ factoryId, userId: setup.actor.user.id });
const balance = async () => (await loadAiStatus(db, factoryId)).creditBalance;

beforeAll(async () => {
  ({ db, factoryId } = setup);
  server = await startOpenAiServer();
  provider = new OpenAiCompatibleProvider({
    baseUrl: `${server.base}/v1`,
    apiKey: testOpenAiKey,
    model: testOpenAiModel,
    timeoutMs: 10_000,
  });
});
afterAll(async () => {
  await server.close();
});

describe("AI writing help", () => {
  it("suggests a description from the name, category and attributes in the form's language, metered like any call", async () => {
    const before = await balance();
    const input = describeInputSchema.parse({
      name: "Gudbrandsdalsost",
      category: "Ost",
      attributes: "500 g; Lactose-free",
      language: "nb",
    });
    const suggestion = await suggestDescription(db, caller(), input, provider);
    expect(suggestion.text).toBe("Echo: Product: Gudbrandsdalsost\nCategory: Ost\nAttributes: 500 g; Lactose-free");
    expect(suggestion.credits).toBeGreaterThan(0);
    expect(await balance()).toBe(before - suggestion.credits);
    const request = server.requests.at(-1)!;
    expect(request.messages?.[0]?.content).toContain("product descriptions in Norwegian Bokmål");
    const [call] = await db.select().from(aiCalls).where(eq(aiCalls.factoryId, factoryId));
    expect(call).toMatchObject({ purpose: "describe", status: "ok", credits: suggestion.credits });
  });

  it("refuses a description without a name or in an unknown language, and a failed call costs nothing", async () => {
    expect(describeInputSchema.safeParse({ name: " ", language: "nb" }).success).toBe(false);
    await expect(suggestDescription(db, caller(), { name: "Ost", category: "", attributes: "", language: "xx" }, provider)).rejects.toThrow(
      DomainError,
    );
    const before = await balance();
    await expect(
      suggestDescription(db, caller(), { name: "FAIL500 Ost", category: "", attributes: "", language: "en" }, provider),
    ).rejects.toThrow(/answered with an error \(500\)/);
    expect(await balance()).toBe(before);
    // At zero credits the controls' status says why, and a suggestion is refused without a call.
    setAiProvider(provider);
    try {
      await db.update(aiAccounts).set({ creditBalance: 0 }).where(eq(aiAccounts.factoryId, factoryId));
      expect((await loadAiStatus(db, factoryId)).reason).toMatch(/credits are used up/);
      const calls = server.requests.length;
      await expect(
        suggestDescription(db, caller(), { name: "Ost", category: "", attributes: "", language: "nb" }, provider),
      ).rejects.toThrow(/used up/);
      expect(server.requests.length).toBe(calls);
    } finally {
      setAiProvider(null);
      await db.update(aiAccounts).set({ creditBalance: 1000 }).where(eq(aiAccounts.factoryId, factoryId));
    }
  });

  it("lists the active languages with their English names for the controls", async () => {
    const languages = await listAiLanguages(db);
    expect(languages.map((language) => language.code).sort()).toEqual(["ar", "en", "nb"]);
    expect(languages.find((language) => language.code === "nb")?.name).toBe("Norwegian Bokmål");
  });

  it("records a saved draft as a machine-drafted revision, for page texts and UI strings alike", async () => {
    const scope = { factoryId, languageCode: "en", userId: setup.actor.user.id };
    await savePageText(db, scope, { pageSlug: "home", contentKey: "hero.title", value: "[English] Velkommen", machineDrafted: true });
    await savePageText(db, scope, { pageSlug: "home", contentKey: "hero.title", value: "Welcome" });
    const page = await listRevisions(db, { factoryId, kind: "page_text", target: "home/hero.title", languageCode: "en" });
    expect(page.slice(0, 2).map((revision) => [revision.newValue, revision.machineDrafted])).toEqual([
      ["Welcome", false],
      ["[English] Velkommen", true],
    ]);
    await saveUiString(db, { ...scope, languageCode: "ar" }, { key: "nav.home", value: "[Arabic] Hjem", machineDrafted: true });
    const strings = await listRevisions(db, { factoryId, kind: "translation", target: "nav.home", languageCode: "ar" });
    expect(strings[0]).toMatchObject({ newValue: "[Arabic] Hjem", machineDrafted: true });
  });
});
