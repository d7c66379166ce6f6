import { randomBytes } from "node:crypto";
import { z } from "zod";
import { cookieLine, readCookie } from "../auth/cookies.server";

/** The guest identity cookie (listed in PERSONAL_COOKIES): keys a visitor's cart before they sign in. */
export const GUEST_COOKIE = "storefront_guest";

const GUEST_MAX_AGE = 60 * 60 * 24 * 90;

// 32 random bytes in base64url: 256 bits, far past guessing.
const guestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A fresh guest id (256 random bits). */
export function newGuestId(): string {
  return randomBytes(32).toString("base64url");
}

/** The request's guest id, or null when it carries none (or a malformed one, which is ignored). */
export function guestIdOf(request: Request): string | null {
  const parsed = guestIdSchema.safeParse(readCookie(request, GUEST_COOKIE));
  return parsed.success ? parsed.data : null;
}

export function guestCookie(guestId: string, secure: boolean): string {
  return cookieLine(GUEST_COOKIE, guestId, { maxAge: GUEST_MAX_AGE, secure });
}

export function clearGuestCookie(secure: boolean): string {
  return cookieLine(GUEST_COOKIE, "", { maxAge: 0, secure });
}
