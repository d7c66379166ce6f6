import { redirect } from "react-router";
import type { RequestContext } from "../context.server";
import { isSecureOrigin } from "./cookies.server";
import { readFlash } from "./flash.server";
import { loadViewer, passwordChangePath, viewerIsAdmin } from "./session.server";

/**
 * The account part of the root loader: who is signed in (name and e-mail only), whether they are
 * an admin (checked on the server for every request), the pending toast, and the Set-Cookie lines
 * (sliding session refresh, consumed flash) the response must carry.
 */
export async function loadAccountState(request: Request, context: RequestContext) {
  const [viewer, isAdmin] = await Promise.all([loadViewer(request, context), viewerIsAdmin(request, context)]);
  // Signed in with a one-time password: /account (where it is changed) and nothing else until then.
  if (viewer.user?.passwordChangeRequired) {
    const target = await passwordChangePath(request, context);
    if (new URL(request.url).pathname.replace(/\.data$/, "") !== target) throw redirect(target);
  }
  const flash = readFlash(request, isSecureOrigin(context.origin));
  const headers = new Headers();
  for (const line of viewer.setCookies) headers.append("Set-Cookie", line);
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  return {
    account: {
      user: viewer.user ? { name: viewer.user.name, email: viewer.user.email } : null,
      isAdmin,
      toast: flash.message,
    },
    headers,
  };
}
