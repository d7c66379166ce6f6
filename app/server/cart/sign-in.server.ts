import { isSecureOrigin } from "../auth/cookies.server";
import type { Flash } from "../auth/flash.server";
import type { RequestContext } from "../context.server";
import { mergeGuestQuoteBasket } from "../quotes/basket.server";
import { mergeGuestCart } from "./commands.server";
import { clearGuestCookie, guestIdOf } from "./guest.server";

/**
 * The guest step of a sign-in: the visitor's guest cart joins the user's cart and their guest
 * quote basket joins the user's basket, both in one transaction, and the guest cookie is cleared,
 * with '{n} items merged from your guest cart' (or the quote basket's equivalent) to show when
 * n > 0. A failed merge is logged and changes nothing: the guest cart, basket and cookie stay for
 * the next sign-in.
 */
export async function mergeCartOnSignIn(
  request: Request,
  context: Pick<RequestContext, "db" | "logger" | "origin">,
  userId: string,
): Promise<{ flash: Flash | null; setCookies: string[] }> {
  const guestId = guestIdOf(request);
  if (!guestId) return { flash: null, setCookies: [] };
  try {
    const { cart, quote } = await context.db.transaction(async (tx) => ({
      cart: await mergeGuestCart(tx, guestId, userId),
      quote: await mergeGuestQuoteBasket(tx, guestId, userId),
    }));
    const flash: Flash | null =
      cart.mergedItems > 0
        ? { key: "cart.toast.merged", count: cart.mergedItems }
        : quote.mergedItems > 0
          ? { key: "quote.toast.merged", count: quote.mergedItems }
          : null;
    return { flash, setCookies: [clearGuestCookie(isSecureOrigin(context.origin))] };
  } catch (error) {
    context.logger.error({ err: error, userId }, "guest cart merge failed: the guest cart is kept");
    return { flash: null, setCookies: [] };
  }
}
