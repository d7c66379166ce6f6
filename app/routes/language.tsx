import { data, redirect } from "react-router";
import { z } from "zod";
import { preferredLanguageCookie } from "~/lib/i18n/choose-language";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { pathInLanguage } from "~/server/site/path-in-language.server";
import type { Route } from "./+types/language";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const querySchema = z.object({
  code: z.string().trim().min(2).max(12),
  // Where to go back to; anything that is not a path on this site falls back to the home page.
  to: z
    .string()
    .max(2000)
    .optional()
    .transform((to) => (to ? safeRedirectPath(to) : null) ?? "/"),
});

/**
 * `/language?code=en&to=/products`: stores the visitor's choice in the `preferred-language` cookie
 * (also for the default language, so the first-visit redirect stops) and goes to the same page in
 * that language (its own slug on a product or category page). A plain link, so the switcher
 * works before JavaScript loads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse({ code: url.searchParams.get("code") ?? "", to: url.searchParams.get("to") ?? undefined });
  const site = await context.site();
  const language = parsed.success ? site.languages.find((candidate) => candidate.code === parsed.data.code) : undefined;
  if (!parsed.success || !language) throw data({ message: "Unknown language" }, { status: 400 });

  const target = new URL(parsed.data.to, "http://localhost");
  const path = await pathInLanguage(context.db, site, target.pathname, language.code);
  const secure = context.origin.startsWith("https:") ? "; Secure" : "";
  return redirect(`${path}${target.search}`, {
    status: 302,
    headers: {
      "Set-Cookie": `${preferredLanguageCookie}=${encodeURIComponent(language.code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
      "Cache-Control": "no-store",
    },
  });
}
