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
  return `${COOKIE}=${message}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The pending flash message and the Set-Cookie line that consumes it. */
export function readFlash(request: Request, secure: boolean): { message: FlashMessage | null; setCookie: string | null } {
  const match = /(?:^|;\s*)storefront_flash=([^;]*)/.exec(request.headers.get("cookie") ?? "");
  if (!match) return { message: null, setCookie: null };
  const value = match[1] as FlashMessage;
  return {
    message: flashMessages.includes(value) ? value : null,
    setCookie: `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  };
}
