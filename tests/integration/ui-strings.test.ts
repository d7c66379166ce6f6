import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultMessages } from "~/lib/i18n/messages";
import { translations } from "~/server/db/schema";
import { loadSite } from "~/server/site/queries.server";
import { loadShell, shellForClient } from "~/server/site/shell.server";
import { testEngine, useTestDatabase } from "../support/database";

// The browser bundles no copy of the UI strings (useT reads the root loader's messagesJson): the
// server sends every one, translated where the language has it, else in English.
describe(`UI strings come from the server, complete (${testEngine()})`, () => {
  const database = useTestDatabase();

  const sent = async (code: string) => {
    const shell = await loadShell(database.handle.db, await loadSite(database.handle.db), code);
    return JSON.parse(shellForClient(shell).messagesJson) as Record<string, string>;
  };

  it("sends every bundled key in every language, translated where the translations table has it", async () => {
    for (const code of ["nb", "en", "ar"]) {
      const messages = await sent(code);
      expect(Object.keys(defaultMessages).filter((key) => messages[key] === undefined)).toEqual([]);
    }
    expect((await sent("nb"))["nav.products"]).toBe("Produkter");
    expect((await sent("ar"))["cart.viewCart"]).not.toBe(defaultMessages["cart.viewCart"]);
  });

  it("a key no language has is sent in English, never left out (nor shown as its key)", async () => {
    const { db } = database.handle;
    const factoryId = (await loadSite(db)).factory.id;
    const keys = ["restaurants.openNow", "quote.add"];
    const removed = await db
      .delete(translations)
      .where(and(eq(translations.factoryId, factoryId), inArray(translations.translationKey, keys)))
      .returning();
    try {
      for (const code of ["nb", "ar"]) {
        const messages = await sent(code);
        expect(messages["restaurants.openNow"]).toBe("Open now");
        expect(messages["quote.add"]).toBe(defaultMessages["quote.add"]);
      }
    } finally {
      await db.insert(translations).values(removed);
    }
  });
});
