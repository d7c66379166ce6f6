import { isSecureOrigin } from "../auth/cookies.server";
import type { Flash } from "../auth/flash.server";
import type { RequestContext } from "../context.server";
import { mergeGuestCart } from "./commands.server";
import { clearGuestCookie, guestIdOf } from "./guest.server";

/**
 * The cart step of a sign-in: the visitor's guest cart joins the user's cart and the guest cookie
 * is cleared, with '{n} items merged from your guest cart' to show when n > 0. A failed merge is
 * logged and changes nothing: the guest cart and its cookie stay for the next sign-in.
 */
export async function mergeCartOnSignIn(request: Request, context: Pick<RequestContext, "db" | "logger" | "origin">, userId: string): Promise<{ flash: Flash | null; setCookies: string[] }> {
  const guestId = guestIdOf(request);
  if (!guestId) return { flash: null, setCookies: [] };
  try {
    const { mergedItems } = await mergeGuestCart(context.db, guestId, userId);
    return {
      flash: mergedItems > 0 ? { key: "cart.toast.merged", count: mergedItems } : null,
      setCookies: [clearGuestCookie(isSecureOrigin(context.origin))],
    };
  } catch (error) {
    context.logger.error({ err: error, userId }, "guest cart merge failed: the guest cart is kept");
    return { flash: null, setCookies: [] };
  }
}
