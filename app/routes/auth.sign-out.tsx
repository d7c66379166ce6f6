import { redirect } from "react-router";
import { signOut } from "~/server/auth/commands.server";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { authHeaders, clearSessionCookies, cookieHeaders } from "~/server/auth/session.server";
import { editModeCookie } from "~/server/edit-mode/access.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/auth.sign-out";

// Ends the session on the server; whatever happens there, the browser's session cookies (and Edit Mode) are removed.
// The visitor lands on the home page in the language they signed out in.
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const secure = isSecureOrigin(context.origin);
  const fromServer = await signOut(context, authHeaders(request, context));
  throw redirect(language.localize("/"), {
    headers: cookieHeaders(fromServer, clearSessionCookies(secure), editModeCookie(false, secure), flashCookie("toast.signedOut", secure)),
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  throw redirect(language.localize("/"));
}
