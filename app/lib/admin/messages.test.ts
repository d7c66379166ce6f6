import { describe, expect, it } from "vitest";
import { formatMessage } from "../message-format";
import { adminMessages, type AdminMessageKey } from "./messages";
import { adminMessagesSchema } from "./messages-schema";
import { adminText } from "./use-admin-t";

describe("back-office strings", () => {
  const keys = Object.keys(adminMessages.en) as AdminMessageKey[];
  it("exist in every seeded language and format there", () => {
    for (const code of ["en", "nb", "ar"]) {
      const table = adminMessages[code]!;
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
      for (const key of keys)
        expect(
          () =>
            formatMessage(
              table[key],
              { count: 2, name: "x", max: 1000, number: 7, status: "s", actor: "a", date: "d", from: "f", to: "t", note: "n" },
              code,
            ),
          `${code} ${key}`,
        ).not.toThrow();
    }
  });
  it("match their schema in every language: non-empty strings, every English key and no other", () => {
    for (const [code, table] of Object.entries(adminMessages)) {
      const result = adminMessagesSchema.safeParse(table);
      expect(result.error?.issues ?? [], `messages/${code}.json`).toEqual([]);
    }
    const missing = Object.fromEntries(Object.entries(adminMessages.nb!).slice(1));
    expect(adminMessagesSchema.safeParse(missing).error?.issues[0]?.message).toMatch(/^missing key admin\./);
    expect(adminMessagesSchema.safeParse({ ...adminMessages.ar, "admin.nope": "x" }).error?.issues[0]?.message).toBe(
      "unknown key admin.nope",
    );
  });
  it("falls back to English for a language without its own table", () => {
    expect(adminText("de", "admin.nav.products")).toBe("Products");
    expect(adminText("nb", "admin.products.count", { count: 1 })).toBe("1 produkt");
  });
});
