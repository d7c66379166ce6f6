import { PERSONAL_COOKIES } from "./personal-cookies.server";

const personal = new Set(PERSONAL_COOKIES);

/** True when a Cookie header carries any personal cookie (a session, a flash message, a guest cart): the page is that visitor's alone. */
export function carriesPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    const name = (index === -1 ? part : part.slice(0, index)).trim();
    if (personal.has(name)) return true;
  }
  return false;
}
