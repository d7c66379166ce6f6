import { redirect } from "react-router";
import { cookieLine, isSecureOrigin, readCookie, RETURN_TO_COOKIE } from "~/server/auth/cookies.server";
import { safeRedirectPath } from "~/server/auth/redirect";
import type { Route } from "./+types/auth.callback";

// The default landing after sign-in: the page the visitor came from (remembered by /auth), else "/".
export function loader({ request, context }: Route.LoaderArgs) {
  const target = safeRedirectPath(readCookie(request, RETURN_TO_COOKIE)) ?? "/";
  throw redirect(target, { headers: { "Set-Cookie": cookieLine(RETURN_TO_COOKIE, "", { maxAge: 0, secure: isSecureOrigin(context.origin) }) } });
}

export default function AuthCallback() {
  return null;
}
