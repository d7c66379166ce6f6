import { redirect } from "react-router";
import { signOut } from "~/server/auth/commands.server";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { authHeaders, clearSessionCookies, cookieHeaders } from "~/server/auth/session.server";
import type { Route } from "./+types/auth.sign-out";

// Ends the session on the server; whatever happens there, the browser's session cookies are removed.
export async function action({ request, context }: Route.ActionArgs) {
  const secure = isSecureOrigin(context.origin);
  const fromServer = await signOut(context, authHeaders(request, context));
  throw redirect("/", { headers: cookieHeaders(fromServer, clearSessionCookies(secure), flashCookie("toast.signedOut", secure)) });
}

export function loader() {
  throw redirect("/");
}
