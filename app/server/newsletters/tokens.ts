import { randomBytes } from "node:crypto";

/**
 * A subscriber's key to their confirm and unsubscribe links, and a newsletter's shareable URL:
 * 256 bits from the operating system's CSPRNG as 43 URL-safe characters, stored with the row (so a
 * link works without a sign-in and without the server's secret, and one row's token says nothing
 * about another's).
 */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` can be a token at all (anything else is answered 404 without a database read). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === "string" && TOKEN_SHAPE.test(value);
}

/**
 * The RFC 8058 headers of a newsletter mail: a one-click POST to `postUrl` (no sign-in, no
 * confirmation page) and a mailto-free https link the mail client shows as "Unsubscribe".
 */
export function listUnsubscribeHeaders(postUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${postUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
