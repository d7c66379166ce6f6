import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { cleanText } from "./drafting-commands.server";

describe("a reviewed draft as it is saved", () => {
  it("sanitises rich text like every rich-text edit", () => {
    expect(cleanText({ format: "html" }, '<p>Ost <strong>fra</strong> setra</p><script>alert("x")</script>')).toBe(
      "<p>Ost <strong>fra</strong> setra</p>",
    );
  });

  it("keeps plain text and UI strings with balanced placeholders, trimmed", () => {
    expect(cleanText({ format: "plain" }, "  Käse  ")).toBe("Käse");
    expect(cleanText({ format: "message" }, "{count, plural, one {# Artikel} other {# Artikel}}")).toBe(
      "{count, plural, one {# Artikel} other {# Artikel}}",
    );
  });

  it("refuses an empty draft, an overlong one and a UI string with an unclosed brace, with the reason", () => {
    expect(() => cleanText({ format: "plain" }, "   ")).toThrow(new DomainError("invalid", "The draft is empty."));
    expect(() => cleanText({ format: "plain" }, "x".repeat(20_001))).toThrow(/at most 20000 characters/);
    expect(() => cleanText({ format: "message" }, "Untermenü {title")).toThrow(/Every \{ of a UI string needs its \}/);
  });
});
