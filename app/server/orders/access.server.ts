import { randomBytes, timingSafeEqual } from "node:crypto";
import { cookieLine, readCookie } from "../auth/cookies.server";

/** Orders this browser placed: "orderId.token" pairs, newest first (not personal for the page cache: no shared page reads it). */
export const ORDER_ACCESS_COOKIE = "storefront_orders";
const MAX_REMEMBERED = 10;
const MAX_AGE = 60 * 60 * 24 * 90;

export function newAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

function pairs(request: Request): Array<[string, string]> {
  const value = readCookie(request, ORDER_ACCESS_COOKIE) ?? "";
  return value
    .split(",")
    .map((pair) => pair.split("."))
    .filter(
      (parts): parts is [string, string] =>
        parts.length === 2 && /^[0-9a-f-]{36}$/.test(parts[0]!) && /^[A-Za-z0-9_-]{43}$/.test(parts[1]!),
    );
}

/** The token this browser holds for `orderId`, if it placed that order. */
export function browserTokenFor(request: Request, orderId: string): string | null {
  return pairs(request).find(([id]) => id === orderId)?.[1] ?? null;
}

/** The cookie after placing an order: this order first, the older ones kept up to a bound. */
export function rememberOrderCookie(request: Request, orderId: string, token: string, secure: boolean): string {
  const kept = pairs(request).filter(([id]) => id !== orderId);
  const value = [[orderId, token], ...kept]
    .slice(0, MAX_REMEMBERED)
    .map((pair) => pair.join("."))
    .join(",");
  return cookieLine(ORDER_ACCESS_COOKIE, value, { maxAge: MAX_AGE, secure });
}

/** Constant-time comparison of a presented token with the order's. */
export function tokenMatches(presented: string | null | undefined, actual: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(actual);
  return a.length === b.length && timingSafeEqual(a, b);
}
