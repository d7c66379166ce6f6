import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { readCookie } from "../app/lib/cookies";
import { chooseLanguage, preferredLanguageCookie } from "../app/lib/i18n/choose-language";
import { localizePath } from "../app/lib/i18n/language";
import type { Logger } from "../app/server/logger.server";
import { NOT_A_PAGE, pathInLanguage } from "../app/server/site/path-in-language.server";
import type { Site } from "../app/server/site/queries.server";

/** What the first-visit rule says of a page request: no say (not a page, or already under a language prefix), stay in the default language (an answer that varies by Cookie and Accept-Language), or go to another language. */
export type LanguageRule = { kind: "none" } | { kind: "stay" } | { kind: "redirect"; code: string };

/** The first-visit rule for a GET or HEAD of `path` (shared by the redirect below and the cached-page fast path in server/pages.ts). */
export function languageRuleFor(
  path: string,
  headers: { cookie?: string; userAgent?: string; acceptLanguage?: string },
  site: Pick<Site, "languages" | "defaultLanguage">,
): LanguageRule {
  if (NOT_A_PAGE.test(path)) return { kind: "none" };
  const firstSegment = path.split("/")[1] ?? "";
  if (site.languages.some((language) => language.code === firstSegment)) return { kind: "none" };
  if (headers.userAgent && isbot(headers.userAgent)) return { kind: "stay" };
  const chosen = chooseLanguage({
    cookieCode: readCookie(headers.cookie, preferredLanguageCookie),
    acceptLanguage: headers.acceptLanguage,
    languages: site.languages,
  });
  return !chosen || chosen === site.defaultLanguage.code ? { kind: "stay" } : { kind: "redirect", code: chosen };
}

/**
 * First visit to an unprefixed page: when the spec's choice order (cookie, browser language,
 * default) picks another language than the default, redirect to the same page under `/{code}`
 * (with that language's slug on product and category pages).
 * Unprefixed pages depend on those two headers, so every such answer says so in `Vary`.
 */
export function languageRedirect(logger: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || NOT_A_PAGE.test(req.path)) return next();
    let site: Site;
    try {
      // The request's own site lookup: the page's loaders reuse it rather than asking again.
      site = await res.locals.requestContext.site();
    } catch (error) {
      // The page itself reports the outage; the redirect is only a convenience.
      logger.warn({ err: error }, "language redirect skipped");
      return next();
    }
    const rule = languageRuleFor(
      req.path,
      { cookie: req.get("cookie"), userAgent: req.get("user-agent"), acceptLanguage: req.get("accept-language") },
      site,
    );
    if (rule.kind === "none") return next();
    res.vary("Cookie");
    res.vary("Accept-Language");
    if (rule.kind === "stay") return next();
    const query = req.originalUrl.slice(req.originalUrl.indexOf("?") === -1 ? req.originalUrl.length : req.originalUrl.indexOf("?"));
    let target: string;
    try {
      target = await pathInLanguage(res.locals.requestContext.db, site, req.path, rule.code);
    } catch (error) {
      // Without the slug lookup the page's own redirect finishes the job, one hop later.
      logger.warn({ err: error }, "language redirect without slug translation");
      target = localizePath(req.path, rule.code, site.defaultLanguage.code);
    }
    res.setHeader("Cache-Control", "no-store");
    res.redirect(302, `${target}${query}`);
  };
}
