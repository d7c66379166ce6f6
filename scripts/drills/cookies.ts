// The cookie crawl of `npm run drill:access`: every public page (check:html's page plan, as a
// visitor, in every language) opened by a browser that holds no cookie and has chosen nothing, with
// the first-visit language redirect too; every cookie any answer sets is recorded. Only the strictly
// necessary ones may be set, and each must be named on the cookie page in every language.
import routes from "../../app/routes";
import { htmlCheckPlan } from "../check-html-plan";
import { send } from "./http";
import type { DrillServer } from "./server";

/**
 * The cookies a visitor may get before choosing anything, by what they are for. Each is strictly
 * necessary (no consent needed) and named on the cookie page (seed/pages.json, page "cookies").
 */
export const NECESSARY_COOKIES: Record<string, string> = {
  "storefront.session_token": "session",
  "storefront.session_data": "session",
  "storefront.dont_remember": "session",
  storefront_return_to: "session (the page to return to after signing in)",
  storefront_guest: "guest cart",
  "preferred-language": "language preference",
  storefront_flash: "flash message",
};

export interface CookieCrawl {
  pages: number;
  /** Every cookie name seen, with the first page that set it. */
  seen: Map<string, string>;
  /** Cookies outside NECESSARY_COOKIES, with the page that set them. */
  unexpected: string[];
  /** Necessary cookies the cookie page does not name, per language. */
  undocumented: string[];
}

const cookieName = (line: string) =>
  line
    .split("=", 1)[0]!
    .trim()
    .replace(/^__Secure-/, "");

export async function crawlCookies(server: DrillServer, languages: readonly string[]): Promise<CookieCrawl> {
  const plan = htmlCheckPlan(routes);
  const urls = [
    ...new Set(
      plan
        .pages(server.fixtures)
        .filter((page) => page.role === "visitor")
        .map((page) => page.url),
    ),
  ];
  const seen = new Map<string, string>();
  // A browser in each of the site's languages, arriving with nothing chosen (the first-visit redirect may answer).
  for (const url of urls) {
    for (const language of languages) {
      const sent = await send(server.origin, url, { headers: { "accept-language": language } });
      for (const line of sent.setCookies) {
        const name = cookieName(line);
        if (!seen.has(name)) seen.set(name, `${url} (Accept-Language: ${language})`);
      }
    }
  }
  const unexpected = [...seen].filter(([name]) => !(name in NECESSARY_COOKIES)).map(([name, page]) => `${name}, set by ${page}`);
  const undocumented: string[] = [];
  for (const path of ["/cookies", "/en/cookies", "/ar/cookies"]) {
    const page = await send(server.origin, path);
    for (const name of Object.keys(NECESSARY_COOKIES))
      if (!page.body.includes(name)) undocumented.push(`${name} on ${path} (${page.status})`);
  }
  return { pages: urls.length * languages.length, seen, unexpected, undocumented };
}
