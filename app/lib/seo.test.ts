import { describe, expect, it } from "vitest";
import { buildSeo, clip, jsonLdText, seoMeta } from "./seo";

describe("buildSeo", () => {
  const seo = buildSeo({
    origin: "https://shop.example",
    languageCode: "en",
    defaultCode: "nb",
    codes: ["nb", "en", "ar"],
    path: "/products/helmelk",
    pathByLanguage: { nb: "/products/helmelk", en: "/products/whole-milk", ar: "/products/حليب" },
    title: "Whole Milk",
    description: "Fresh milk",
    siteName: "Fjellgården",
    image: "/demo/x.svg",
  });

  it("gives an absolute canonical URL in the page's language and alternates for every language plus x-default", () => {
    expect(seo.canonical).toBe("https://shop.example/en/products/whole-milk");
    expect(seo.alternates).toEqual([
      { hrefLang: "nb", href: "https://shop.example/products/helmelk" },
      { hrefLang: "en", href: "https://shop.example/en/products/whole-milk" },
      { hrefLang: "ar", href: "https://shop.example/ar/products/حليب" },
      { hrefLang: "x-default", href: "https://shop.example/products/helmelk" },
    ]);
    expect(seo.image).toBe("https://shop.example/demo/x.svg");
  });

  it("renders title, description, canonical, alternates and Open Graph tags", () => {
    const tags = seoMeta(seo);
    expect(tags).toContainEqual({ title: "Whole Milk" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: seo.canonical });
    expect(tags.filter((tag) => "rel" in tag && tag.rel === "alternate")).toHaveLength(4);
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.example/demo/x.svg" });
  });
});

describe("jsonLdText", () => {
  it("cannot close its script tag", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("clip", () => {
  it("cuts long descriptions at a word boundary", () => {
    expect(clip("a ".repeat(200), 20).length).toBeLessThanOrEqual(20);
    expect(clip("short", 20)).toBe("short");
  });
});
