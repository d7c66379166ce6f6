/** The parts of a language the browser needs. */
export interface LanguageSummary {
  code: string;
  nativeName: string;
  direction: "ltr" | "rtl";
  isDefault: boolean;
  flagIconUrl: string | null;
}

/**
 * The language a path is in: a leading `/{code}` of an active non-default language, else the
 * default language (which lives at unprefixed paths).
 */
export function languageFromPath(pathname: string, languages: LanguageSummary[], defaultCode: string): { code: string; prefixed: boolean } {
  const first = pathname.split("/")[1] ?? "";
  const match = languages.find((language) => language.code === first && language.code !== defaultCode);
  return match ? { code: match.code, prefixed: true } : { code: defaultCode, prefixed: false };
}

/** `path` (starting with /) as a URL in `code`: unprefixed for the default language. */
export function localizePath(path: string, code: string, defaultCode: string): string {
  if (code === defaultCode) return path;
  return path === "/" ? `/${code}` : `/${code}${path}`;
}

/** `pathname` without a leading non-default language prefix: "/en/products" → "/products". */
export function stripLanguagePrefix(pathname: string, languages: LanguageSummary[], defaultCode: string): string {
  const { code, prefixed } = languageFromPath(pathname, languages, defaultCode);
  if (!prefixed) return pathname;
  const rest = pathname.slice(code.length + 1);
  return rest === "" ? "/" : rest;
}
