import { data, Form, Link, redirect } from "react-router";
import { Field, FormAlert } from "~/components/ui/FormField";
import { OrderSummary } from "~/components/orders/OrderSummary";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { orderTotals } from "~/lib/vat";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { cookieHeaders, loadViewer } from "~/server/auth/session.server";
import { findCart } from "~/server/cart/owner.server";
import { cartOwnerOf } from "~/server/cart/visitor.server";
import { endEmptyGuestVisit } from "~/server/guest/guest-state.server";
import { rememberOrderCookie } from "~/server/orders/access.server";
import { type CheckoutField, parseCheckoutForm } from "~/server/orders/checkout-form.server";
import { placeOrder } from "~/server/orders/commands.server";
import { sendOrderConfirmation } from "~/server/orders/mail.server";
import { paymentMethodsFor, paymentProviders } from "~/server/orders/payment-providers.server";
import { checkoutLines, loadOrder } from "~/server/orders/queries.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/checkout";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const owner = await cartOwnerOf(request, context);
  const cart = owner ? await findCart(context.db, owner) : null;
  // A restaurant's order has its own checkout (pickup time, kitchen, live tracking).
  if (cart?.restaurantId) throw redirect(language.localize(`/restaurant-checkout/${cart.restaurantId}`));
  const lines = cart ? await checkoutLines(context.db, cart.id, { languageCode: language.languageCode, defaultLanguageCode: language.defaultCode }) : [];
  if (lines.length === 0) throw redirect(language.localize("/cart"));
  const { user } = await loadViewer(request, context);
  const totals = orderTotals(lines);
  const factory = language.site.factory;
  return {
    // A fresh key per rendered form: submitting this form twice makes one order.
    idempotencyKey: crypto.randomUUID(),
    prefill: { name: user?.name ?? "", email: user?.email ?? "" },
    lines: lines.map((line, index) => ({ key: `${line.productId}-${index}`, title: line.title, quantity: line.quantity, lineTotalOre: line.lineTotalOre })),
    unavailable: lines.filter((line) => !line.available).map((line) => line.title),
    totals,
    pickupAddress: factory.address,
    // Built-in methods are named by the page (translated); a provider brings its own name.
    paymentMethods: paymentMethodsFor(null).map((id) => ({ id, label: paymentProviders().find((provider) => provider.id === id)?.label ?? null })),
    termsPath: language.localize("/terms"),
    cartPath: language.localize("/cart"),
  };
}

export function meta() {
  return [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
}

type ActionResult = { errors: Partial<Record<CheckoutField, MessageKey>>; formError?: MessageKey; products?: string };

/** Places the order (prices from the server, one order per idempotency key), e-mails the confirmation and opens the order page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  const parsed = parseCheckoutForm(form);
  if (!parsed.ok) return data<ActionResult>({ errors: parsed.errors, formError: parsed.formError ?? "checkout.fixErrors" }, { status: 400 });
  const owner = await cartOwnerOf(request, context);
  if (!owner) throw redirect(language.localize("/cart"));
  const restaurantCart = await findCart(context.db, owner);
  if (restaurantCart?.restaurantId) throw redirect(language.localize(`/restaurant-checkout/${restaurantCart.restaurantId}`), 303);
  const result = await placeOrder(context.db, {
    ...parsed.details,
    owner,
    factoryId: language.site.factory.id,
    languageCode: language.languageCode,
    defaultLanguageCode: language.defaultCode,
    idempotencyKey: parsed.idempotencyKey,
  }).catch((error: unknown) => {
    context.logger.error({ err: error }, "placing an order failed");
    return { ok: false as const, error: "failed" as const };
  });
  if (!result.ok) {
    if (result.error === "cartEmpty") throw redirect(language.localize("/cart"));
    const formError: MessageKey = result.error === "unavailable" ? "checkout.error.unavailable" : result.error === "keyUsed" ? "checkout.error.keyUsed" : "checkout.error.failed";
    const products = result.error === "unavailable" ? result.products.join(", ") : undefined;
    return data<ActionResult>({ errors: {}, formError, products }, { status: result.error === "failed" ? 500 : 409 });
  }
  if (!result.replayed) {
    const order = await loadOrder(context.db, result.orderId);
    // The order stands even when the mail cannot go out now; the buyer sees it on the next page.
    if (order) await sendOrderConfirmation(context, language.site, order).catch((error: unknown) => context.logger.error({ err: error, orderId: result.orderId }, "order confirmation mail failed"));
  }
  const provider = paymentProviders().find((candidate) => candidate.id === parsed.details.paymentMethod);
  const orderPath = language.localize(`/order-success/${result.orderId}`);
  // The order emptied the cart: a guest who holds nothing else leaves the guest cookie behind.
  const guestEnded = "guestId" in owner ? await endEmptyGuestVisit(request, context) : [];
  const headers = cookieHeaders(rememberOrderCookie(request, result.orderId, result.accessToken, isSecureOrigin(context.origin)), guestEnded);
  if (provider && !result.replayed) {
    const order = await loadOrder(context.db, result.orderId);
    const payment = await provider.startPayment({ id: result.orderId, orderNumber: result.orderNumber, totalOre: order!.totalOre, currency: "NOK", returnUrl: `${context.origin}${orderPath}` });
    throw redirect(payment.redirectUrl, { headers });
  }
  throw redirect(orderPath, { status: 303, headers });
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as ActionResult | undefined;
  const error = (field: CheckoutField) => (result?.errors[field] ? t(result.errors[field]) : null);
  const radio = "size-4 accent-brand-700";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("checkout.title")}</h1>
      <Form
        method="post"
        noValidate
        className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] [&:has(input[name=deliveryMethod][value=delivery]:checked)_.only-pickup]:hidden [&:has(input[name=deliveryMethod][value=pickup]:checked)_.only-delivery]:hidden"
      >
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <div className="space-y-8">
          <FormAlert>{result?.formError ? t(result.formError, { products: result.products ?? "" }) : null}</FormAlert>
          {loaderData.unavailable.length > 0 && !result?.formError ? <FormAlert>{t("checkout.error.unavailable", { products: loaderData.unavailable.join(", ") })}</FormAlert> : null}
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">{t("checkout.contact")}</legend>
            <Field name="name" label={t("checkout.name")} autoComplete="name" defaultValue={loaderData.prefill.name} maxLength={200} required error={error("name")} />
            <Field name="email" type="email" label={t("checkout.email")} autoComplete="email" defaultValue={loaderData.prefill.email} required error={error("email")} />
            <Field name="phone" type="tel" label={t("checkout.phone")} autoComplete="tel" maxLength={30} required error={error("phone")} />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">{t("checkout.delivery")}</legend>
            <div className="space-y-2">
              <label className="flex items-center gap-2">
                <input type="radio" name="deliveryMethod" value="pickup" defaultChecked className={radio} />
                <span>{t("checkout.method.pickup")}</span>
              </label>
              {loaderData.pickupAddress ? <p className="ms-6 text-sm text-slate-600">{t("checkout.pickupAddress", { address: loaderData.pickupAddress })}</p> : null}
              <label className="flex items-center gap-2">
                <input type="radio" name="deliveryMethod" value="delivery" className={radio} />
                <span>{t("checkout.method.delivery")}</span>
              </label>
            </div>
            <div className="only-delivery space-y-4">
              <Field name="addressLine" label={t("checkout.address")} autoComplete="street-address" maxLength={200} error={error("addressLine")} />
              <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                <Field name="postcode" label={t("checkout.postcode")} autoComplete="postal-code" maxLength={4} error={error("postcode")} />
                <Field name="city" label={t("checkout.city")} autoComplete="address-level2" maxLength={100} error={error("city")} />
              </div>
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-lg font-semibold text-slate-900">{t("checkout.payment")}</legend>
            {loaderData.paymentMethods.map((method, index) => (
              <label key={method.id} className={`flex items-center gap-2 ${method.id === "pay_on_pickup" ? "only-pickup" : ""}`}>
                <input type="radio" name="paymentMethod" value={method.id} defaultChecked={index === 0} className={radio} />
                <span>{method.label ?? t(`checkout.payment.${method.id}` as MessageKey)}</span>
              </label>
            ))}
            {error("paymentMethod") ? <p className="text-sm text-red-700">{error("paymentMethod")}</p> : null}
          </fieldset>
        </div>
        <aside aria-labelledby="summary-heading" className="h-fit space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
            {t("checkout.summary")}
          </h2>
          <OrderSummary lines={loaderData.lines} subtotalOre={loaderData.totals.subtotalOre} vat={loaderData.totals.vat} totalOre={loaderData.totals.totalOre} />
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="terms" className="mt-0.5 size-4 accent-brand-700" aria-invalid={error("terms") ? true : undefined} aria-describedby={error("terms") ? "terms-error" : undefined} />
              <span>{t("checkout.acceptTerms")}</span>
            </label>
            <Link to={loaderData.termsPath} target="_blank" className="ms-6 text-sm font-medium text-brand-700 hover:underline">
              {t("checkout.readTerms")}
            </Link>
            {error("terms") ? (
              <p id="terms-error" className="mt-1 text-sm text-red-700">
                {error("terms")}
              </p>
            ) : null}
          </div>
          <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-800">
            {t("checkout.placeOrder")}
          </button>
          <Link to={loaderData.cartPath} className="block text-center text-sm font-medium text-brand-700 hover:underline">
            {t("cart.pageTitle")}
          </Link>
        </aside>
      </Form>
    </div>
  );
}
