import { redirect } from "react-router";
import { cookieLine, isSecureOrigin, readCookie, RETURN_TO_COOKIE } from "~/server/auth/cookies.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/auth.callback";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { targetInLanguage } from "~/server/site/path-in-language.server";

// The default landing after sign-in: the page the visitor came from (remembered by /auth), else the
// home page; either in the language the visitor signed in with.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const remembered = safeRedirectPath(readCookie(request, RETURN_TO_COOKIE));
  const target = remembered ? await targetInLanguage(context.db, language.site, remembered, language.languageCode) : language.localize("/");
  throw redirect(target, {
    headers: { "Set-Cookie": cookieLine(RETURN_TO_COOKIE, "", { maxAge: 0, secure: isSecureOrigin(context.origin) }) },
  });
}

export default function AuthCallback() {
  return null;
}
