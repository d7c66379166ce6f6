import { redirect } from "react-router";
import { localizePath, stripLanguagePrefix } from "~/lib/i18n/language";
import type { RequestContext } from "../context.server";
import { isSecureOrigin } from "./cookies.server";
import { readFlash } from "./flash.server";
import { loadViewer, viewerIsAdmin } from "./session.server";

/**
 * A user who signed in with a one-time password sees /account (where the password is changed)
 * and nothing else until they have changed it; this is the redirect there, or null.
 */
async function passwordChangeRedirect(request: Request, context: RequestContext, languageCode: string): Promise<Response | null> {
  const site = await context.site();
  const path = stripLanguagePrefix(new URL(request.url).pathname, site.languages, site.defaultLanguage.code).replace(/\.data$/, "");
  if (path === "/account") return null;
  return redirect(localizePath("/account", languageCode, site.defaultLanguage.code));
}

/**
 * The account part of the root loader: who is signed in (name and e-mail only), whether they are
 * an admin (checked on the server for every request), the pending toast, and the Set-Cookie lines
 * (sliding session refresh, consumed flash) the response must carry.
 */
export async function loadAccountState(request: Request, context: RequestContext, languageCode: string) {
  const [viewer, isAdmin] = await Promise.all([loadViewer(request, context), viewerIsAdmin(request, context)]);
  if (viewer.user?.passwordChangeRequired) {
    const away = await passwordChangeRedirect(request, context, languageCode);
    if (away) throw away;
  }
  const flash = readFlash(request, isSecureOrigin(context.origin));
  const headers = new Headers();
  for (const line of viewer.setCookies) headers.append("Set-Cookie", line);
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  return {
    account: {
      user: viewer.user ? { name: viewer.user.name, email: viewer.user.email, passwordChangeRequired: viewer.user.passwordChangeRequired } : null,
      isAdmin,
      toast: flash.message,
    },
    headers,
  };
}
