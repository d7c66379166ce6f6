import { data, Form, redirect } from "react-router";
import { FormAlert } from "~/components/ui/FormField";
import {
  CheckoutSummary,
  ContactFieldset,
  deliveryChoiceClass,
  DeliveryFieldset,
  fieldErrorOf,
  PaymentFieldset,
  TermsCheckbox,
} from "~/components/checkout/CheckoutFieldsets";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { orderTotals } from "~/lib/vat";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { claimMailSend } from "~/server/auth/mail-limit.server";
import { cookieHeaders, loadViewer } from "~/server/auth/session.server";
import { findCart } from "~/server/cart/owner.server";
import { cartOwnerOf } from "~/server/cart/visitor.server";
import { endEmptyGuestVisit } from "~/server/guest/guest-state.server";
import { rememberOrderCookie } from "~/server/orders/access.server";
import { type CheckoutField, parseCheckoutForm } from "~/server/orders/checkout-form.server";
import { placeOrder } from "~/server/orders/commands.server";
import { sendOrderConfirmation } from "~/server/orders/mail.server";
import { paymentMethodsFor, paymentProviders } from "~/server/orders/payment-providers.server";
import { startOrderPayment } from "~/server/payments/service.server";
import { checkoutLines, loadOrder } from "~/server/orders/queries.server";
import { failedWith, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/checkout";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const owner = await cartOwnerOf(request, context);
  const cart = owner ? await findCart(context.db, owner) : null;
  // A restaurant's order has its own checkout (pickup time, kitchen, live tracking).
  if (cart?.restaurantId) throw redirect(language.localize(`/restaurant-checkout/${cart.restaurantId}`));
  const lines = cart
    ? await checkoutLines(context.db, cart.id, { languageCode: language.languageCode, defaultLanguageCode: language.defaultCode })
    : [];
  if (lines.length === 0) throw redirect(language.localize("/cart"));
  const { user } = await loadViewer(request, context);
  const totals = orderTotals(lines);
  const factory = language.site.factory;
  return {
    // A fresh key per rendered form: submitting this form twice makes one order.
    idempotencyKey: crypto.randomUUID(),
    prefill: { name: user?.name ?? "", email: user?.email ?? "" },
    lines: lines.map((line, index) => ({
      key: `${line.productId}-${index}`,
      title: line.title,
      quantity: line.quantity,
      lineTotalOre: line.lineTotalOre,
    })),
    unavailable: lines.filter((line) => !line.available).map((line) => line.title),
    totals,
    pickupAddress: factory.address,
    // Built-in methods are named by the page (translated); a provider brings its own name.
    paymentMethods: paymentMethodsFor(null).map((id) => ({
      id,
      label: paymentProviders().find((provider) => provider.id === id)?.label ?? null,
    })),
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
  if (!parsed.ok)
    return data<ActionResult>({ errors: parsed.errors, formError: parsed.formError ?? "checkout.fixErrors" }, { status: 400 });
  const owner = await cartOwnerOf(request, context);
  if (!owner) throw redirect(language.localize("/cart"));
  const restaurantCart = await findCart(context.db, owner);
  if (restaurantCart?.restaurantId) throw redirect(language.localize(`/restaurant-checkout/${restaurantCart.restaurantId}`), 303);
  // The public forms' one limiter (per e-mail address and per client address): an order takes stock and sends mail.
  if (!(await claimMailSend(context.db, parsed.details.contact.email, context.clientIp, new Date(), context.mailLimitPerClient))) {
    context.logger.info("checkout refused: rate limit reached");
    return data<ActionResult>({ errors: {}, formError: "checkout.error.tooMany" }, { status: 429 });
  }
  const provider = paymentProviders().find((candidate) => candidate.id === parsed.details.paymentMethod);
  const result = await placeOrder(context.db, {
    ...parsed.details,
    owner,
    ...siteScope(language),
    idempotencyKey: parsed.idempotencyKey,
    // Paid through a provider: the order waits for the payment, its stock held (ADR 0026).
    status: provider ? "awaiting_payment" : "placed",
  }).catch(failedWith(context.logger, "placing an order failed"));
  if (!result.ok) {
    if (result.error === "cartEmpty") throw redirect(language.localize("/cart"));
    // A dish added since the check above: the restaurant's checkout takes it, as it would have.
    if (result.error === "restaurantItems") throw redirect(language.localize(`/restaurant-checkout/${result.restaurantId}`), 303);
    const formError: MessageKey =
      result.error === "unavailable"
        ? "checkout.error.unavailable"
        : result.error === "outOfStock"
          ? "checkout.error.outOfStock"
          : result.error === "keyUsed"
            ? "checkout.error.keyUsed"
            : result.error === "tooLarge"
              ? "checkout.error.tooLarge"
              : result.error === "openOrders"
                ? "checkout.error.openOrders"
                : "checkout.error.failed";
    const products = result.error === "unavailable" || result.error === "outOfStock" ? result.products.join(", ") : undefined;
    return data<ActionResult>({ errors: {}, formError, products }, { status: result.error === "failed" ? 500 : 409 });
  }
  if (!result.replayed) {
    const order = await loadOrder(context.db, result.orderId);
    // The order stands even when the mail cannot go out now; the buyer sees it on the next page.
    if (order)
      await sendOrderConfirmation(context, language.site, order).catch((error: unknown) =>
        context.logger.error({ err: error, orderId: result.orderId }, "order confirmation mail failed"),
      );
  }
  const orderPath = language.localize(`/order-success/${result.orderId}`);
  // The order emptied the cart: a guest who holds nothing else leaves the guest cookie behind.
  const guestEnded = "guestId" in owner ? await endEmptyGuestVisit(request, context) : [];
  const headers = cookieHeaders(
    rememberOrderCookie(request, result.orderId, result.accessToken, isSecureOrigin(context.origin)),
    guestEnded,
  );
  if (provider) {
    const order = await loadOrder(context.db, result.orderId);
    if (order?.status === "awaiting_payment") {
      // The provider's hosted page; a repeated submission gets the same one. Back on the order page either way.
      const returnUrl = `${context.origin}${orderPath}`;
      const payment = await startOrderPayment(
        context.db,
        provider,
        { ...order, lines: order.lines },
        { returnUrl, cancelUrl: returnUrl },
      ).catch((error: unknown) => {
        context.logger.error({ err: error, orderId: result.orderId }, "starting the payment failed");
        return null;
      });
      // Could not start: the order was cancelled and its stock released; the order page says so.
      throw redirect(payment?.redirectUrl ?? orderPath, { status: 303, headers });
    }
  }
  throw redirect(orderPath, { status: 303, headers });
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as ActionResult | undefined;
  const error = fieldErrorOf(t, result?.errors);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("checkout.title")}</h1>
      <Form method="post" noValidate className={`mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] ${deliveryChoiceClass}`}>
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <div className="space-y-8">
          <FormAlert>{result?.formError ? t(result.formError, { products: result.products ?? "" }) : null}</FormAlert>
          {loaderData.unavailable.length > 0 && !result?.formError ? (
            <FormAlert>{t("checkout.error.unavailable", { products: loaderData.unavailable.join(", ") })}</FormAlert>
          ) : null}
          <ContactFieldset prefill={loaderData.prefill} email="required" error={error} />
          <DeliveryFieldset first="pickup" size="page" pickupAddress={loaderData.pickupAddress} error={error} />
          <PaymentFieldset methods={loaderData.paymentMethods} size="page" error={error} />
        </div>
        <CheckoutSummary lines={loaderData.lines} totals={loaderData.totals} back={{ to: loaderData.cartPath, label: t("cart.pageTitle") }}>
          <TermsCheckbox termsPath={loaderData.termsPath} error={error} />
        </CheckoutSummary>
      </Form>
    </div>
  );
}
