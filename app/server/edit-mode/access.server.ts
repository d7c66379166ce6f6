import { data } from "react-router";
import type { RequestContext } from "../context.server";
import { adminFactoryId } from "../auth/admins.server";
import { readCookie } from "../auth/cookies.server";
import { loadViewer, viewerIsAdmin } from "../auth/session.server";

/** The cookie that keeps Edit Mode on for the admin's session (personal: see PERSONAL_COOKIES). */
export const EDIT_MODE_COOKIE = "storefront_edit_mode";

/**
 * Every Edit Mode endpoint starts here: the admin check on the server (anyone else, signed in or
 * not, gets 403), then the admin's factory (else the oldest active one). The request's origin was
 * checked before any route ran (server/csrf.ts).
 */
export async function requireEditor(request: Request, context: RequestContext): Promise<{ userId: string; factoryId: string }> {
  const { user } = await loadViewer(request, context);
  if (!user || user.passwordChangeRequired || !(await viewerIsAdmin(request, context))) {
    context.logger.info({ userId: user?.id ?? null, path: new URL(request.url).pathname }, "edit mode refused to a non-admin");
    throw data({ ok: false, error: "Forbidden" }, { status: 403 });
  }
  const factoryId = await adminFactoryId(context.db, user.id);
  if (!factoryId) throw data({ ok: false, error: "No factory found" }, { status: 409 });
  return { userId: user.id, factoryId };
}

/** True when the request asks for Edit Mode and comes from an admin (checked on the server). */
export async function editModeOn(request: Request, context: RequestContext): Promise<boolean> {
  if (readCookie(request, EDIT_MODE_COOKIE) !== "on") return false;
  return viewerIsAdmin(request, context);
}

/** The Set-Cookie line that turns Edit Mode on (a session cookie) or off. */
export function editModeCookie(on: boolean, secure: boolean): string {
  return `${EDIT_MODE_COOKIE}=${on ? "on" : ""}; Path=/; ${on ? "" : "Max-Age=0; "}HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
