import { readCookie as readCookieHeader } from "~/lib/cookies";

/** The value of cookie `name` in the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  return readCookieHeader(request.headers.get("cookie"), name);
}

/** A Set-Cookie line for one of our own small cookies: HttpOnly, SameSite=Lax, Secure over https. */
export function cookieLine(name: string, value: string, options: { maxAge: number; secure: boolean }): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${options.maxAge}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export const isSecureOrigin = (origin: string) => origin.startsWith("https:");

/** The page a visitor came from before /auth, where /auth/callback sends them after sign-in. */
export const RETURN_TO_COOKIE = "storefront_return_to";
