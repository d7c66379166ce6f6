import type { MetaDescriptor } from "react-router";
import { localizePath } from "./i18n/language";

/** Everything a page's <head> needs for search engines and link previews, built by its loader. */
export interface Seo {
  title: string;
  description: string;
  /** Absolute URL of this page in this language. */
  canonical: string;
  /** Absolute URL of the page in every active language, plus x-default (the default language). */
  alternates: Array<{ hrefLang: string; href: string }>;
  languageCode: string;
  type: "website" | "product" | "article";
  /** Absolute image URL for link previews. */
  image: string | null;
  siteName: string;
}

export interface SeoInput {
  origin: string;
  languageCode: string;
  defaultCode: string;
  /** Active language codes. */
  codes: string[];
  /** The page's unprefixed path in each language (translated slugs differ); defaults to `path`. */
  pathByLanguage?: Record<string, string>;
  path: string;
  title: string;
  description: string | null | undefined;
  siteName: string;
  type?: Seo["type"];
  image?: string | null;
}

/** Absolute URL for a site path; leaves absolute URLs alone. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Builds the page's SEO data; the localized URL of every language comes from `pathByLanguage`. */
export function buildSeo(input: SeoInput): Seo {
  const urlIn = (code: string) =>
    absoluteUrl(input.origin, localizePath(input.pathByLanguage?.[code] ?? input.path, code, input.defaultCode));
  const alternates = input.codes.map((code) => ({ hrefLang: code, href: urlIn(code) }));
  alternates.push({ hrefLang: "x-default", href: urlIn(input.defaultCode) });
  return {
    title: input.title,
    description: clip(input.description ?? "", 160),
    canonical: urlIn(input.languageCode),
    alternates,
    languageCode: input.languageCode,
    type: input.type ?? "website",
    image: input.image ? absoluteUrl(input.origin, input.image) : null,
    siteName: input.siteName,
  };
}

/** Meta descriptors for React Router's `meta` export. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href })),
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:type", content: seo.type === "product" ? "product" : seo.type },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: seo.languageCode },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  return tags;
}

/** Shortens text at a word boundary for descriptions (search engines cut around 160 characters). */
export function clip(text: string, max: number): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so the text can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
