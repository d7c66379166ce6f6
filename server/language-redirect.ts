import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { readCookie } from "../app/lib/cookies";
import { chooseLanguage, preferredLanguageCookie } from "../app/lib/i18n/choose-language";
import { localizePath } from "../app/lib/i18n/language";
import type { Logger } from "../app/server/logger.server";
import { NOT_A_PAGE, pathInLanguage } from "../app/server/site/path-in-language.server";
import type { Site } from "../app/server/site/queries.server";

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
    const { languages } = site;
    const defaultCode = site.defaultLanguage.code;
    const firstSegment = req.path.split("/")[1] ?? "";
    if (languages.some((language) => language.code === firstSegment)) return next();
    res.vary("Cookie");
    res.vary("Accept-Language");
    const userAgent = req.get("user-agent");
    if (userAgent && isbot(userAgent)) return next();
    const chosen = chooseLanguage({ cookieCode: readCookie(req.get("cookie"), preferredLanguageCookie), acceptLanguage: req.get("accept-language"), languages });
    if (!chosen || chosen === defaultCode) return next();
    const query = req.originalUrl.slice(req.originalUrl.indexOf("?") === -1 ? req.originalUrl.length : req.originalUrl.indexOf("?"));
    let target: string;
    try {
      target = await pathInLanguage(res.locals.requestContext.db, site, req.path, chosen);
    } catch (error) {
      // Without the slug lookup the page's own redirect finishes the job, one hop later.
      logger.warn({ err: error }, "language redirect without slug translation");
      target = localizePath(req.path, chosen, defaultCode);
    }
    res.setHeader("Cache-Control", "no-store");
    res.redirect(302, `${target}${query}`);
  };
}
