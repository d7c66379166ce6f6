import { describe, expect, it } from "vitest";
import { languageFromPath, type LanguageSummary, localizePath, stripLanguagePrefix } from "./language";

const languages: LanguageSummary[] = [
  { code: "nb", nativeName: "Norsk bokmål", direction: "ltr", isDefault: true, flagIconUrl: null },
  { code: "en", nativeName: "English", direction: "ltr", isDefault: false, flagIconUrl: null },
  { code: "ar", nativeName: "العربية", direction: "rtl", isDefault: false, flagIconUrl: null },
];

describe("languageFromPath", () => {
  it("reads a non-default language prefix", () => {
    expect(languageFromPath("/en/products", languages, "nb")).toEqual({ code: "en", prefixed: true });
    expect(languageFromPath("/ar", languages, "nb")).toEqual({ code: "ar", prefixed: true });
  });

  it("uses the default language for unprefixed paths, unknown codes and the default's own code", () => {
    expect(languageFromPath("/", languages, "nb")).toEqual({ code: "nb", prefixed: false });
    expect(languageFromPath("/products", languages, "nb")).toEqual({ code: "nb", prefixed: false });
    expect(languageFromPath("/de/x", languages, "nb")).toEqual({ code: "nb", prefixed: false });
    expect(languageFromPath("/nb/x", languages, "nb")).toEqual({ code: "nb", prefixed: false });
  });
});

describe("localizePath", () => {
  it("prefixes all but the default language", () => {
    expect(localizePath("/", "nb", "nb")).toBe("/");
    expect(localizePath("/", "en", "nb")).toBe("/en");
    expect(localizePath("/products", "ar", "nb")).toBe("/ar/products");
  });
});

describe("stripLanguagePrefix", () => {
  it("removes an active non-default language prefix only", () => {
    expect(stripLanguagePrefix("/en/products", languages, "nb")).toBe("/products");
    expect(stripLanguagePrefix("/ar", languages, "nb")).toBe("/");
    expect(stripLanguagePrefix("/products", languages, "nb")).toBe("/products");
    expect(stripLanguagePrefix("/english", languages, "nb")).toBe("/english");
    expect(stripLanguagePrefix("/nb/x", languages, "nb")).toBe("/nb/x");
  });
});
