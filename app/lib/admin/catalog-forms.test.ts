import { describe, expect, it } from "vitest";
import { isFlagUrl, parseCategoryForm, parseLanguageForm } from "./catalog-forms";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
};

describe("category form", () => {
  it("requires the default language's name, makes slugs, puts the default first", () => {
    expect(parseCategoryForm(form({ "name.en": "Cheese" }), { languageCodes: ["nb", "en"], defaultCode: "nb" })).toEqual({
      ok: false,
      problems: [{ field: "name.nb", message: "admin.category.error.nameRequired" }],
    });
    expect(
      parseCategoryForm(form({ "name.en": "Hard Cheese", "name.nb": "Hard ost", isActive: "on" }), {
        languageCodes: ["en", "nb"],
        defaultCode: "nb",
      }),
    ).toEqual({
      ok: true,
      value: {
        isActive: true,
        translations: [
          { languageCode: "nb", name: "Hard ost", slug: "hard-ost", description: null },
          { languageCode: "en", name: "Hard Cheese", slug: "hard-cheese", description: null },
        ],
      },
    });
    expect(parseCategoryForm(form({ "name.nb": "Ost", "slug.nb": "Ost Ost" }), { languageCodes: ["nb"], defaultCode: "nb" })).toMatchObject(
      { ok: false, problems: [{ field: "slug.nb" }] },
    );
  });
});

describe("language form", () => {
  it("validates code, names, direction and flag", () => {
    expect(
      parseLanguageForm(
        form({ code: "PT-BR", name: "Portuguese", nativeName: "Português", direction: "ltr", flagIconUrl: "/flags/br.svg" }),
        true,
      ),
    ).toEqual({
      ok: true,
      value: { code: "pt-br", name: "Portuguese", nativeName: "Português", direction: "ltr", flagIconUrl: "/flags/br.svg" },
    });
    const bad = parseLanguageForm(form({ code: "english", name: "", nativeName: "x", flagIconUrl: "javascript:alert(1)" }), true);
    expect(bad).toEqual({
      ok: false,
      problems: [
        { field: "code", message: "admin.languages.error.code" },
        { field: "name", message: "admin.languages.error.name" },
        { field: "flagIconUrl", message: "admin.languages.error.flag" },
      ],
    });
  });
  it("accepts only site paths and https addresses as flags", () => {
    expect(isFlagUrl("/flags/de.svg")).toBe(true);
    expect(isFlagUrl("https://cdn.example/de.png")).toBe(true);
    expect(isFlagUrl("//evil.example/x.svg")).toBe(false);
    expect(isFlagUrl("http://cdn.example/de.png")).toBe(false);
    expect(isFlagUrl("data:image/svg+xml,<svg/>")).toBe(false);
  });
});
