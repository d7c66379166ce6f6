import { data, redirect } from "react-router";
import { languageFromPath, localizePath } from "~/lib/i18n/language";
import type { Site } from "./queries.server";

/** The language a page was asked in, with what its loader needs to build localized links. */
export interface RouteLanguage {
  site: Site;
  languageCode: string;
  defaultCode: string;
  /** Active language codes in their display order. */
  codes: string[];
  /** `path` (starting with /) in the current language. */
  localize(path: string): string;
}

/**
 * Reads the optional `:lang` segment of a route. An unknown or inactive code answers 404; the
 * default language's own prefix (`/nb/…`) is an alias, so it redirects permanently to the
 * unprefixed URL, keeping the query.
 */
export async function resolveRouteLanguage(
  request: Request,
  params: { lang?: string },
  context: { site(): Promise<Site> },
): Promise<RouteLanguage> {
  const site = await context.site();
  const defaultCode = site.defaultLanguage.code;
  if (params.lang !== undefined) {
    if (params.lang === defaultCode) {
      const url = new URL(request.url);
      const rest = url.pathname.slice(defaultCode.length + 1) || "/";
      throw redirect(`${rest}${url.search}`, 301);
    }
    if (!site.languages.some((language) => language.code === params.lang)) throw notFound();
  }
  const languageCode = params.lang ?? defaultCode;
  return {
    site,
    languageCode,
    defaultCode,
    codes: site.languages.map((language) => language.code),
    localize: (path) => localizePath(path, languageCode, defaultCode),
  };
}

/** What the catalogue's and the restaurants' queries take of the page's language: the site's factory, the language and the default one. */
export function siteScope(language: RouteLanguage): { factoryId: string; languageCode: string; defaultLanguageCode: string } {
  return { factoryId: language.site.factory.id, languageCode: language.languageCode, defaultLanguageCode: language.defaultCode };
}

/**
 * A `.catch` for a write an action waits on: logs the error with `message` and answers the write's
 * own 'failed' result, so the page shows its message instead of a 500 page.
 */
export function failedWith(logger: { error(fields: object, message: string): void }, message: string) {
  return (error: unknown) => {
    logger.error({ err: error }, message);
    return { ok: false as const, error: "failed" as const };
  };
}

/**
 * `localize` in the language of the request's own path, for code that has no route params at hand
 * (the sign-in redirect of a page that needs a signed-in user).
 */
export async function localizerOf(request: Request, context: { site(): Promise<Site> }): Promise<(path: string) => string> {
  const site = await context.site();
  const defaultCode = site.defaultLanguage.code;
  const { code } = languageFromPath(new URL(request.url).pathname, site.languages, defaultCode);
  return (path) => localizePath(path, code, defaultCode);
}

/** The thrown 404 the root error boundary renders as the not-found page. */
export function notFound() {
  return data({ message: "Not found" }, { status: 404 });
}

/** A 400 with a message that names what was wrong. */
export function badRequest(message: string) {
  return data({ message }, { status: 400 });
}
