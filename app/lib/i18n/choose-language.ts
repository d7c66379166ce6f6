/**
 * The spec's language choice order for a first visit without a language prefix: the stored
 * `preferred-language` cookie if it names an active language, else the primary tag of the first
 * language the browser lists (if active), else the default language, else the first active one.
 */
export function chooseLanguage(input: {
  cookieCode: string | null | undefined;
  acceptLanguage: string | null | undefined;
  /** Active languages in sort order. */
  languages: ReadonlyArray<{ code: string; isDefault: boolean }>;
}): string | null {
  const active = new Set(input.languages.map((language) => language.code));
  const cookieCode = input.cookieCode?.trim().toLowerCase();
  if (cookieCode && active.has(cookieCode)) return cookieCode;
  const browser = browserPrimaryTag(input.acceptLanguage);
  if (browser && active.has(browser)) return browser;
  return (input.languages.find((language) => language.isDefault) ?? input.languages[0])?.code ?? null;
}

/** The primary subtag of the first language in an Accept-Language header ("en-US,nb;q=0.8" → "en"). */
export function browserPrimaryTag(header: string | null | undefined): string | null {
  const first = header?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  if (!first || first === "*") return null;
  const primary = first.split("-")[0]!;
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

export const preferredLanguageCookie = "preferred-language";
