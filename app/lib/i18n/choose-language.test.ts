import { describe, expect, it } from "vitest";
import { browserPrimaryTag, chooseLanguage } from "./choose-language";

const languages = [
  { code: "nb", isDefault: true },
  { code: "en", isDefault: false },
  { code: "ar", isDefault: false },
];

describe("chooseLanguage", () => {
  it("prefers the stored cookie when it names an active language", () => {
    expect(chooseLanguage({ cookieCode: "ar", acceptLanguage: "en-US,en;q=0.9", languages })).toBe("ar");
    expect(chooseLanguage({ cookieCode: "nb", acceptLanguage: "en-US", languages })).toBe("nb");
  });

  it("ignores a cookie for an inactive or unknown language and uses the browser's first language", () => {
    expect(chooseLanguage({ cookieCode: "de", acceptLanguage: "en-GB,nb;q=0.5", languages })).toBe("en");
    expect(chooseLanguage({ cookieCode: "", acceptLanguage: "AR-EG", languages })).toBe("ar");
  });

  it("uses only the first browser language, then the default, then the first language", () => {
    expect(chooseLanguage({ cookieCode: null, acceptLanguage: "de-DE,en;q=0.9", languages })).toBe("nb");
    expect(chooseLanguage({ cookieCode: null, acceptLanguage: undefined, languages })).toBe("nb");
    expect(
      chooseLanguage({ cookieCode: null, acceptLanguage: "fr", languages: languages.map((l) => ({ ...l, isDefault: false })).slice(1) }),
    ).toBe("en");
    expect(chooseLanguage({ cookieCode: "en", acceptLanguage: "en", languages: [] })).toBeNull();
  });
});

describe("browserPrimaryTag", () => {
  it("reads the primary subtag of the first listed language", () => {
    expect(browserPrimaryTag("nb-NO,nb;q=0.9,en;q=0.8")).toBe("nb");
    expect(browserPrimaryTag(" en ; q=0.7")).toBe("en");
    expect(browserPrimaryTag("*")).toBeNull();
    expect(browserPrimaryTag("")).toBeNull();
    expect(browserPrimaryTag("x1-foo")).toBeNull();
  });
});
