import { localizePath } from "~/lib/i18n/language";
import type { CartView } from "~/lib/cart";
import { loadViewer } from "../auth/session.server";
import type { RequestContext } from "../context.server";
import { guestIdOf } from "./guest.server";
import type { CartOwner } from "./owner.server";
import { loadCart } from "./queries.server";

/** Whose cart this request acts on: the signed-in user's, else the guest cookie's, else nobody's yet. */
export async function cartOwnerOf(request: Request, context: RequestContext): Promise<CartOwner | null> {
  const { user } = await loadViewer(request, context);
  if (user) return { userId: user.id };
  const guestId = guestIdOf(request);
  return guestId ? { guestId } : null;
}

/**
 * The visitor's cart for the header and the cart sheet. A page shared between visitors (the page
 * cache) carries no cookie, so it never reads one: its header shows the empty cart, which is right
 * for every visitor without a guest cookie or session (the only ones ever served that page).
 */
export async function loadVisitorCart(
  request: Request,
  context: RequestContext,
  languageCode: string,
  defaultLanguageCode: string,
): Promise<CartView | null> {
  if (context.sharedRender) return null;
  const owner = await cartOwnerOf(request, context);
  if (!owner) return null;
  try {
    return await loadCart(context.db, owner, {
      languageCode,
      defaultLanguageCode,
      localize: (path) => localizePath(path, languageCode, defaultLanguageCode),
    });
  } catch (error) {
    // The spec's rule: a failed cart load leaves the cart empty; the page itself still renders.
    context.logger.error({ err: error }, "cart load failed: showing an empty cart");
    return null;
  }
}
