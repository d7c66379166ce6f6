import { data, redirect } from "react-router";
import { languageFromPath, localizePath } from "~/lib/i18n/language";
import type { RequestContext } from "../context.server";
import { localizerOf } from "../site/route-language.server";
import { isAdminUser } from "./admins.server";

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  /** Signed in with a one-time password: must choose a new one before anything else. */
  passwordChangeRequired: boolean;
}

export interface Viewer {
  user: SignedInUser | null;
  /** Set-Cookie lines to send back (the sliding refresh of the session cookie). */
  setCookies: string[];
}

/** The header Better Auth reads the client address from; any copy sent by the client is replaced. */
export const CLIENT_IP_HEADER = "x-storefront-client-ip";

/** The request's headers as Better Auth should see them: cookies, user agent and our client address. */
export function authHeaders(request: Request, context: Pick<RequestContext, "clientIp">): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.clientIp);
  return headers;
}

const viewers = new WeakMap<object, Promise<Viewer>>();
const adminChecks = new WeakMap<object, Promise<boolean>>();

/** Who is signed in, looked up once per request however many loaders ask. */
export function loadViewer(request: Request, context: RequestContext): Promise<Viewer> {
  let viewer = viewers.get(context);
  if (!viewer) {
    viewer = lookUpViewer(request, context);
    viewers.set(context, viewer);
  }
  return viewer;
}

async function lookUpViewer(request: Request, context: RequestContext): Promise<Viewer> {
  if (!/(^|;\s*)(__Secure-)?storefront\.session_token=/.test(request.headers.get("cookie") ?? "")) return { user: null, setCookies: [] };
  try {
    const { headers, response } = await context.auth.api.getSession({ headers: authHeaders(request, context), returnHeaders: true });
    const user = response?.user
      ? {
          id: response.user.id,
          name: response.user.name,
          email: response.user.email,
          passwordChangeRequired: response.user.passwordChangeRequired === true,
        }
      : null;
    return { user, setCookies: headers.getSetCookie() };
  } catch (error) {
    context.logger.error({ err: error }, "session lookup failed: treating the visitor as signed out");
    return { user: null, setCookies: [] };
  }
}

/** Whether the signed-in visitor is an admin; computed on the server, once per request. */
export function viewerIsAdmin(request: Request, context: RequestContext): Promise<boolean> {
  let check = adminChecks.get(context);
  if (!check) {
    check = loadViewer(request, context).then(({ user }) => (user ? isAdminUser(context.db, user.id, context.logger) : false));
    adminChecks.set(context, check);
  }
  return check;
}

async function signInRedirect(request: Request, context: RequestContext): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const localize = await localizerOf(request, context);
  return redirect(localize(`/auth?redirectTo=${encodeURIComponent(pathname + search)}`));
}

/** The signed-in user, or a redirect to sign-in (in the page's language) that comes back here afterwards. */
export async function requireUser(request: Request, context: RequestContext): Promise<SignedInUser> {
  const { user } = await loadViewer(request, context);
  if (!user) throw await signInRedirect(request, context);
  return user;
}

/** /account in the language of the request, where a required password change happens. */
export async function passwordChangePath(request: Request, context: RequestContext): Promise<string> {
  const site = await context.site();
  const language = languageFromPath(new URL(request.url).pathname, site.languages, site.defaultLanguage.code);
  return localizePath("/account", language.code, site.defaultLanguage.code);
}

/**
 * Every admin page and admin action starts here: anonymous → /auth, signed in but not admin → 403,
 * an admin who still has to replace a one-time password → /account.
 */
export async function requireAdmin(request: Request, context: RequestContext): Promise<SignedInUser> {
  const user = await requireUser(request, context);
  if (user.passwordChangeRequired) throw redirect(await passwordChangePath(request, context));
  if (!(await viewerIsAdmin(request, context))) {
    context.logger.info({ userId: user.id, path: new URL(request.url).pathname }, "admin page refused to a non-admin");
    throw data({ message: "Forbidden" }, { status: 403 });
  }
  return user;
}

/** Set-Cookie lines that remove every session cookie, whatever Better Auth managed to do. */
export function clearSessionCookies(secure: boolean): string[] {
  const prefix = secure ? "__Secure-storefront" : "storefront";
  const attributes = `Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return ["session_token", "session_data", "dont_remember"].map((name) => `${prefix}.${name}=; ${attributes}`);
}

/** Headers carrying the given Set-Cookie lines. */
export function cookieHeaders(...groups: (string | string[] | undefined)[]): Headers {
  const headers = new Headers();
  for (const group of groups) for (const line of [group ?? []].flat()) headers.append("Set-Cookie", line);
  return headers;
}
