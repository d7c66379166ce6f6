import { localizePath } from "~/lib/i18n/language";
import type { QuoteBasketView } from "~/lib/quote-basket";
import { cartOwnerOf } from "../cart/visitor.server";
import type { RequestContext } from "../context.server";
import { loadQuoteBasket } from "./basket.server";

/**
 * The visitor's quote basket for the header and the sheet. Like the cart, a page shared between
 * visitors never reads one: its header shows an empty basket, right for every visitor it is served to.
 */
export async function loadVisitorQuoteBasket(
  request: Request,
  context: RequestContext,
  languageCode: string,
  defaultLanguageCode: string,
): Promise<QuoteBasketView | null> {
  if (context.sharedRender) return null;
  const owner = await cartOwnerOf(request, context);
  if (!owner) return null;
  try {
    return await loadQuoteBasket(context.db, owner, {
      languageCode,
      defaultLanguageCode,
      localize: (path) => localizePath(path, languageCode, defaultLanguageCode),
    });
  } catch (error) {
    context.logger.error({ err: error }, "quote basket load failed: showing an empty basket");
    return null;
  }
}
