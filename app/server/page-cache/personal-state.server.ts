import type { PersonalState } from "~/lib/personal";
import { loadAccountState } from "../auth/viewer.server";
import { readCookie } from "../auth/cookies.server";
import { cartOwnerOf, loadVisitorCart } from "../cart/visitor.server";
import type { RequestContext } from "../context.server";
import { EDIT_MODE_COOKIE } from "../edit-mode/access.server";
import { endEmptyGuestVisit } from "../guest/guest-state.server";
import { loadVisitorQuoteBasket } from "../quotes/visitor.server";
import { editModeMessagesJson, type Shell, shellForClient } from "../site/shell.server";

/**
 * The visitor's own state for a page (ADR 0035), read from their cookies: who is signed in, the
 * cart, the quote basket, an admin's Edit Mode and the pending toast; with the Set-Cookie lines the
 * response must carry (a session's sliding refresh, a consumed toast, a guest cookie that keys
 * nothing any more). Throws the redirect of a session that must change its password first. The root
 * loader and the filling of cached pages (server/pages.ts) both read it here.
 */
export async function loadPersonalState(
  request: Request,
  context: RequestContext,
  shell: Shell,
): Promise<{ state: PersonalState; headers: Headers; owners: string[] }> {
  const languageCode = shell.language.code;
  const defaultCode = shell.defaultLanguageCode;
  const [{ account, headers }, cart, quote, owner] = await Promise.all([
    loadAccountState(request, context),
    loadVisitorCart(request, context, languageCode, defaultCode),
    loadVisitorQuoteBasket(request, context, languageCode, defaultCode),
    cartOwnerOf(request, context),
  ]);
  // A guest cookie that keys nothing any more (an emptied cart and quote basket, a stale cookie) goes, so the visitor's next pages are shared ones.
  if (!account.user && !cart?.items.length && !quote?.items.length)
    for (const line of await endEmptyGuestVisit(request, context)) headers.append("Set-Cookie", line);
  // Edit Mode is on only for an admin (checked on the server) who turned it on.
  const editMode = account.isAdmin && readCookie(request, EDIT_MODE_COOKIE) === "on";
  const editor = account.isAdmin ? { editMode, messagesJson: editModeMessagesJson(shell) } : null;
  // Whose rows the state shows, as migration 0029's triggers name them (the visitor-state memo's tags).
  const owners = owner ? ["userId" in owner ? `visitor:user:${owner.userId}` : `visitor:guest:${owner.guestId}`] : [];
  return { state: { user: account.user, isAdmin: account.isAdmin, toast: account.toast, cart, quote, editMode, editor }, headers, owners };
}

/**
 * Whether a shared page may be filled in with this state: not for an admin (Edit Mode and its
 * switch change more than the holes) nor with a pending toast (shown once, by a page rendered for
 * the visitor); those pages are rendered for the visitor whole.
 */
export function fillable(state: PersonalState): boolean {
  return !state.isAdmin && state.toast === null;
}

/** The root loader's data: the language's shell as the browser gets it, and the visitor's state (null on a page shared between visitors). */
export function rootData(shell: Shell, personal: PersonalState | null) {
  return { ...shellForClient(shell), personal };
}
