/**
 * Cookies that change what a page shows to the visitor who sends them. A request carrying any of
 * them is personal: it is rendered for that visitor alone and never served from, or written to,
 * the shared page cache. A visitor without them has, by definition, no session, no cart, no quote
 * basket, no pending toast and no Edit Mode, so the anonymous page is exactly right for them.
 * Every cookie that personalises a page is listed here and nowhere else.
 */
export const PERSONAL_COOKIES: readonly string[] = [
  // Better Auth's session (cookiePrefix "storefront"; the __Secure- form over https).
  "storefront.session_token",
  "__Secure-storefront.session_token",
  // A one-shot toast from an action to the next page (app/server/auth/flash.server.ts).
  "storefront_flash",
  // The guest identity that keys a visitor's cart and quote basket before they sign in.
  "storefront_guest",
  // Edit Mode, on for an admin's session (app/server/edit-mode/access.server.ts).
  "storefront_edit_mode",
];
