import { cookieLine, readCookie } from "./cookies.server";

/** One-shot messages from an action to the next page (shown as a toast), kept in a short cookie. */
export const flashMessages = [
  "toast.signedIn",
  "toast.signedOut",
  "toast.checkEmail",
  "toast.emailConfirmed",
  "toast.passwordChanged",
  "toast.passwordReset",
  "toast.accountDeleted",
  "toast.profileSaved",
] as const;
export type FlashMessage = (typeof flashMessages)[number];

const COOKIE = "storefront_flash";

export function flashCookie(message: FlashMessage, secure: boolean): string {
  return cookieLine(COOKIE, message, { maxAge: 60, secure });
}

/** The pending flash message and the Set-Cookie line that consumes it. */
export function readFlash(request: Request, secure: boolean): { message: FlashMessage | null; setCookie: string | null } {
  const value = readCookie(request, COOKIE);
  if (value === null) return { message: null, setCookie: null };
  return {
    message: (flashMessages as readonly string[]).includes(value) ? (value as FlashMessage) : null,
    setCookie: cookieLine(COOKIE, "", { maxAge: 0, secure }),
  };
}
