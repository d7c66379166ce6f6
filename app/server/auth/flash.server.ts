import { cartToasts } from "~/lib/cart";
import { quoteToasts } from "~/lib/quote-toasts";
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
  "toast.newsletterCheckEmail",
  "toast.newsletterInvalid",
  "toast.newsletterLimited",
  "toast.newsletterSubscribed",
  "toast.newsletterUnsubscribed",
  ...cartToasts,
  ...quoteToasts,
] as const;
export type FlashMessage = (typeof flashMessages)[number];

/** A flash message with the count its text may need ('{n} items merged from your guest cart'). */
export interface Flash {
  key: FlashMessage;
  count?: number;
  /** Tells two flashes of the same message apart (so the browser shows both). */
  id?: string;
}

const COOKIE = "storefront_flash";

export function flashCookie(message: FlashMessage | Flash, secure: boolean): string {
  const flash = typeof message === "string" ? { key: message } : message;
  return cookieLine(COOKIE, `${flash.key}|${flash.count ?? ""}|${Date.now().toString(36)}`, { maxAge: 60, secure });
}

/** The pending flash message and the Set-Cookie line that consumes it. */
export function readFlash(request: Request, secure: boolean): { message: Flash | null; setCookie: string | null } {
  const value = readCookie(request, COOKIE);
  if (value === null) return { message: null, setCookie: null };
  const [key, count, stamp] = value.split("|");
  const known = (flashMessages as readonly string[]).includes(key ?? "");
  const parsedCount = count !== undefined && /^\d{1,6}$/.test(count) ? Number(count) : undefined;
  const id = `${key}|${parsedCount ?? ""}|${/^[a-z0-9]{1,12}$/.test(stamp ?? "") ? stamp : ""}`;
  return {
    message: known ? { key: key as FlashMessage, id, ...(parsedCount === undefined ? {} : { count: parsedCount }) } : null,
    setCookie: cookieLine(COOKIE, "", { maxAge: 0, secure }),
  };
}
