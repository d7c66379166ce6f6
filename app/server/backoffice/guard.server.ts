import { data } from "react-router";
import type { RequestContext } from "../context.server";
import { adminFactoryId } from "../auth/admins.server";
import { requireAdmin, type SignedInUser } from "../auth/session.server";
import { resolveRouteLanguage, type RouteLanguage } from "../site/route-language.server";

/** Who is acting in the back office and on which factory. */
export interface AdminActor {
  user: SignedInUser;
  factoryId: string;
}

export interface AdminRequest extends AdminActor {
  language: RouteLanguage;
}

/**
 * Whether a state-changing request names this site as its origin. The Express CSRF guard
 * (server/csrf.ts) already refuses other requests before React Router sees them; this check keeps
 * every back-office action safe on its own too (it also runs where that guard does not, in tests).
 */
export function isSameOrigin(request: Request, siteOrigin: string): boolean {
  const expected = new URL(siteOrigin).origin;
  for (const header of ["origin", "referer"]) {
    const value = request.headers.get(header);
    if (!value || value === "null") continue;
    try {
      return new URL(value).origin === expected;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The start of every back-office loader and action: the route's language, then the admin check on
 * the server (anonymous → sign-in, non-admin → 403), then, for anything but GET and HEAD, the
 * request's origin (403 when it is not this site).
 */
export async function requireBackOffice(request: Request, params: { lang?: string }, context: RequestContext): Promise<AdminRequest> {
  const language = await resolveRouteLanguage(request, params, context);
  const user = await requireAdmin(request, context);
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request, context.origin)) {
    context.logger.warn({ userId: user.id, path: new URL(request.url).pathname }, "back-office action refused: not from this site");
    throw data({ message: "Forbidden" }, { status: 403 });
  }
  const factoryId = await adminFactoryId(context.db, user.id);
  if (!factoryId) throw data({ message: "No active factory" }, { status: 409 });
  return { user, factoryId, language };
}
