import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { CartForm } from "~/components/cart/CartForm";
import { CartLines, useCartRemoval } from "~/components/cart/CartLine";
import { type CartActionData, useCartFetcher, useOptimisticCart } from "~/components/cart/use-cart";
import { type CartToast, optionsFromForm } from "~/lib/cart";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie } from "~/server/auth/flash.server";
import { cookieHeaders } from "~/server/auth/session.server";
import { addToCart, CartCreateFailed, type CartResult, clearCart, removeLine, setLineQuantity } from "~/server/cart/commands.server";
import { guestCookie, newGuestId } from "~/server/cart/guest.server";
import { cartOwnerOf } from "~/server/cart/visitor.server";
import { quantityField } from "~/server/forms/contact-fields.server";
import { endEmptyGuestVisit } from "~/server/guest/guest-state.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/cart";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  return { productsPath: language.localize("/products"), checkoutPath: language.localize("/checkout") };
}

export function meta() {
  return [{ title: "Cart" }, { name: "robots", content: "noindex" }];
}

const uuid = z.uuid();
const cartCall = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: uuid,
    quantity: quantityField.optional().default(1),
    restaurantId: uuid.optional(),
    secondHalfId: z.union([uuid, z.literal("")]).optional(),
  }),
  z.object({ intent: z.literal("set"), itemId: uuid, quantity: quantityField }),
  z.object({ intent: z.literal("remove"), itemId: uuid }),
  z.object({ intent: z.literal("clear") }),
]);

const failureOf: Record<z.infer<typeof cartCall>["intent"], CartToast> = {
  add: "cart.toast.addFailed",
  set: "cart.toast.updateFailed",
  remove: "cart.toast.removeFailed",
  clear: "cart.toast.clearFailed",
};

const statusOf: Partial<Record<CartToast, number>> = {
  "cart.toast.productNotFound": 404,
  "cart.toast.mixedRestaurants": 409,
  "cart.toast.updateFailed": 404,
  "cart.toast.removeFailed": 404,
  "cart.toast.createFailed": 500,
  "cart.toast.addFailed": 500,
  "cart.toast.clearFailed": 500,
};

/**
 * Every cart call: add, set a quantity (zero or less removes), remove, clear. From JavaScript
 * (`js`) it answers data; a plain form is redirected back to where it came from, with the toast
 * in the flash cookie. The guest cookie is set on a guest's first successful add, never before.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  const fromScript = form.get("js") === "1";
  const back = safeRedirectPath(form.get("redirectTo")) ?? language.localize("/cart");
  const secure = isSecureOrigin(context.origin);
  const fields = Object.fromEntries([...form.entries()].filter(([name]) => !name.startsWith("option.")));
  const parsed = cartCall.safeParse(fields);
  const intent = (["add", "set", "remove", "clear"] as const).find((candidate) => candidate === form.get("intent")) ?? "add";
  const answer = (result: CartResult, setCookies: string[] = []) => {
    if (fromScript)
      return data<CartActionData>(result, {
        status: result.ok ? 200 : (statusOf[result.error] ?? 400),
        headers: cookieHeaders(setCookies),
      });
    const message = result.ok ? result.toast : result.error;
    return redirect(back, { status: 303, headers: cookieHeaders(setCookies, message ? flashCookie(message, secure) : undefined) });
  };
  // Malformed input (only a hand-made request sends it): a 400 that names what failed, shown on this page.
  if (!parsed.success) return data<CartActionData>({ ok: false, error: failureOf[intent] }, { status: 400 });

  const call = parsed.data;
  let owner = await cartOwnerOf(request, context);
  const setCookies: string[] = [];
  try {
    if (call.intent === "add") {
      const attributes = optionsFromForm(form.entries());
      // Only a hand-made request names a prototype (or sends a file) as an option.
      if (!attributes) return data<CartActionData>({ ok: false, error: "cart.toast.chooseOptions" }, { status: 400 });
      const guestId = owner ? null : newGuestId();
      owner ??= { guestId: guestId! };
      const result = await addToCart(context.db, owner, {
        productId: call.productId,
        quantity: call.quantity,
        attributes,
        restaurantId: call.restaurantId ?? null,
        secondHalfId: call.secondHalfId || null,
      });
      if (result.ok && guestId) setCookies.push(guestCookie(guestId, secure));
      return answer(result, setCookies);
    }
    if (!owner)
      return answer(
        call.intent === "clear" ? { ok: true, toast: "cart.toast.cleared" } : { ok: false, error: failureOf[call.intent] },
        await endEmptyGuestVisit(request, context),
      );
    const result =
      call.intent === "set"
        ? await setLineQuantity(context.db, owner, call.itemId, call.quantity)
        : call.intent === "remove"
          ? await removeLine(context.db, owner, call.itemId)
          : await clearCart(context.db, owner);
    // A guest whose cart is now empty (and who holds nothing else) loses the guest cookie: shared pages again.
    return answer(result, "guestId" in owner ? await endEmptyGuestVisit(request, context) : []);
  } catch (error) {
    context.logger.error({ err: error, intent: call.intent }, "cart call failed");
    return answer({ ok: false, error: error instanceof CartCreateFailed ? "cart.toast.createFailed" : failureOf[call.intent] });
  }
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const refused = actionData && !actionData.ok ? actionData.error : null;
  const cart = useOptimisticCart();
  // Held by the page, not the list: removing the last line replaces the list, and its toast must still show.
  const removal = useCartRemoval();
  const clear = useCartFetcher("cart-clear");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 id="cart-heading" tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none">
        {t("cart.pageTitle")}
      </h1>
      <p className="mt-1 text-slate-600">{t("cart.title", { count: cart.totalItems })}</p>
      {refused ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(refused)}
        </p>
      ) : null}
      {cart.items.length === 0 ? (
        <div className="mt-10 rounded-xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-lg text-slate-700">{t("cart.empty")}</p>
          <Link to={loaderData.productsPath} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {t("cart.continueShopping")}
          </Link>
        </div>
      ) : (
        <>
          <CartLines
            items={cart.items}
            removal={removal}
            focusAfterRemoval="cart-heading"
            large
            className="mt-6 divide-y divide-slate-200 border-y border-slate-200"
          />
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex flex-wrap items-center gap-4">
              <Link to={loaderData.productsPath} className="font-semibold text-brand-700 hover:underline">
                {t("cart.continueShopping")}
              </Link>
              <CartForm fetcher={clear} intent="clear">
                <button type="submit" className="rounded-md px-3 py-2 text-sm text-red-700 hover:bg-red-50">
                  {t("cart.clear")}
                </button>
              </CartForm>
            </div>
            <div className="min-w-64 space-y-3">
              <p className="flex justify-between text-lg font-semibold">
                <span>{t("cart.subtotal")}</span>
                <span dir="ltr" data-testid="cart-page-subtotal">
                  {formatMoney(cart.subtotalOre, cart.currency)}
                </span>
              </p>
              <p className="text-sm text-slate-600">{t("cart.vatIncluded")}</p>
              <Link
                to={loaderData.checkoutPath}
                className="block rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                {t("cart.checkout")}
              </Link>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
