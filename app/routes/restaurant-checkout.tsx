import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/ui/FormField";
import { AddressFields, CheckoutSummary, ContactFieldset, fieldErrorOf, radioClass } from "~/components/checkout/CheckoutFieldsets";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { isOpenAt, orderSlots } from "~/lib/opening-hours";
import { orderTotals } from "~/lib/vat";
import { claimMailSend } from "~/server/auth/mail-limit.server";
import { loadViewer } from "~/server/auth/session.server";
import { loadCart } from "~/server/cart/queries.server";
import { cartOwnerOf } from "~/server/cart/visitor.server";
import { parseRestaurantCheckoutForm, type RestaurantCheckoutField } from "~/server/restaurants/checkout-form.server";
import { ORDER_HORIZON_HOURS, placeRestaurantOrder } from "~/server/restaurants/orders.server";
import { findRestaurant } from "~/server/restaurants/queries.server";
import { sendRestaurantOrderMail } from "~/server/restaurants/mail.server";
import { failedWith, notFound, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/restaurant-checkout";

async function restaurantOf(request: Request, params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const language = await resolveRouteLanguage(request, params, context);
  const id = z.uuid().safeParse(params.restaurantId);
  if (!id.success) throw notFound();
  const restaurant = await findRestaurant(context.db, siteScope(language), { id: id.data });
  if (!restaurant) throw notFound();
  return { language, restaurant };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { language, restaurant } = await restaurantOf(request, params, context);
  const menuPath = language.localize(`/restaurant-menu/${encodeURIComponent(restaurant.slug)}`);
  const owner = await cartOwnerOf(request, context);
  const cart = owner
    ? await loadCart(context.db, owner, {
        languageCode: language.languageCode,
        defaultLanguageCode: language.defaultCode,
        localize: language.localize,
      })
    : null;
  if (!cart || cart.items.length === 0 || cart.restaurantId !== restaurant.id) throw redirect(menuPath);
  const { user } = await loadViewer(request, context);
  const now = new Date();
  const timeFormat = new Intl.DateTimeFormat(language.languageCode, {
    timeZone: restaurant.timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  return {
    idempotencyKey: crypto.randomUUID(),
    prefill: { name: user?.name ?? "", email: user?.email ?? "" },
    restaurant: {
      name: restaurant.name,
      address: restaurant.address,
      offersPickup: restaurant.offersPickup,
      offersDelivery: restaurant.offersDelivery,
    },
    openNow: isOpenAt(restaurant.openingHours, now, restaurant.timeZone),
    slots: orderSlots(
      restaurant.openingHours,
      new Date(now.getTime() + restaurant.prepMinutes * 60_000),
      ORDER_HORIZON_HOURS,
      restaurant.timeZone,
    ).map((slot) => ({ value: slot.toISOString(), label: timeFormat.format(slot) })),
    lines: cart.items.map((item) => ({
      key: item.id,
      title: [item.name, ...item.options].join(" · "),
      quantity: item.quantity,
      lineTotalOre: item.lineTotalOre,
    })),
    totals: orderTotals(cart.items),
    menuPath,
  };
}

export function meta() {
  return [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
}

type ActionResult = { errors: Partial<Record<RestaurantCheckoutField, MessageKey>>; formError?: MessageKey; products?: string };

const refusal: Record<string, MessageKey> = {
  closed: "rcheckout.error.closed",
  slot: "rcheckout.error.slot",
  fulfilment: "rcheckout.error.fulfilment",
  keyUsed: "checkout.error.keyUsed",
  unavailable: "checkout.error.unavailable",
  openOrders: "rcheckout.error.openOrders",
  queueFull: "rcheckout.error.queueFull",
  tooLarge: "checkout.error.tooLarge",
  failed: "checkout.error.failed",
};

/** Places the order (prices from the menu, one order per idempotency key) and opens its live tracking page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { language, restaurant } = await restaurantOf(request, params, context);
  const parsed = parseRestaurantCheckoutForm(await request.formData());
  if (!parsed.ok)
    return data<ActionResult>({ errors: parsed.errors, formError: parsed.formError ?? "checkout.fixErrors" }, { status: 400 });
  const owner = await cartOwnerOf(request, context);
  const menuPath = language.localize(`/restaurant-menu/${encodeURIComponent(restaurant.slug)}`);
  if (!owner) throw redirect(menuPath, 303);
  // The public forms' one limiter (per e-mail address when one is given, and per client address).
  if (!(await claimMailSend(context.db, parsed.details.contact.email, context.clientIp, new Date(), context.mailLimitPerClient))) {
    context.logger.info("restaurant checkout refused: rate limit reached");
    return data<ActionResult>({ errors: {}, formError: "checkout.error.tooMany" }, { status: 429 });
  }
  const result = await placeRestaurantOrder(context.db, {
    ...parsed.details,
    owner,
    restaurantId: restaurant.id,
    ...siteScope(language),
  }).catch(failedWith(context.logger, "placing a restaurant order failed"));
  if (!result.ok) {
    if (result.error === "cartEmpty" || result.error === "notFound") throw redirect(menuPath, 303);
    const products = result.error === "unavailable" ? result.products.join(", ") : undefined;
    const status =
      result.error === "failed"
        ? 500
        : result.error === "queueFull"
          ? 503
          : result.error === "keyUsed" || result.error === "unavailable" || result.error === "openOrders"
            ? 409
            : 400;
    return data<ActionResult>(
      { errors: result.error === "slot" ? { slot: "rcheckout.error.slot" } : {}, formError: refusal[result.error], products },
      { status },
    );
  }
  if (!result.replayed) {
    await sendRestaurantOrderMail(context, language.site, result.orderId).catch((error: unknown) =>
      context.logger.error({ err: error, orderId: result.orderId }, "restaurant order mail failed"),
    );
  }
  throw redirect(language.localize(`/order-tracking/${result.orderId}`), 303);
}

export default function RestaurantCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData as ActionResult | undefined;
  const error = fieldErrorOf(t, result?.errors);
  const { restaurant } = loaderData;
  const firstFulfilment = restaurant.offersPickup ? "pickup" : "delivery";
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("rcheckout.title", { restaurant: restaurant.name })}</h1>
      <Form
        method="post"
        noValidate
        className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem] [&:has(input[name=fulfilment][value=delivery]:checked)_.only-pickup]:hidden [&:has(input[name=fulfilment][value=pickup]:checked)_.only-delivery]:hidden [&:has(input[name=when][value=asap]:checked)_.only-later]:hidden"
      >
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <div className="space-y-8">
          <FormAlert>{result?.formError ? t(result.formError, { products: result.products ?? "" }) : null}</FormAlert>
          {!loaderData.openNow && !result?.formError ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t("menu.closedNotice")}</p>
          ) : null}
          <fieldset className="space-y-2">
            <legend className="text-lg font-semibold text-slate-900">{t("rcheckout.fulfilment")}</legend>
            {restaurant.offersPickup ? (
              <label className="flex items-center gap-2">
                <input type="radio" name="fulfilment" value="pickup" defaultChecked={firstFulfilment === "pickup"} className={radioClass} />
                <span>{restaurant.address ? t("rcheckout.pickupAt", { address: restaurant.address }) : t("restaurants.pickup")}</span>
              </label>
            ) : null}
            {restaurant.offersDelivery ? (
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="fulfilment"
                  value="delivery"
                  defaultChecked={firstFulfilment === "delivery"}
                  className={radioClass}
                />
                <span>{t("rcheckout.deliveryOption")}</span>
              </label>
            ) : null}
            <AddressFields className="only-delivery space-y-4 pt-2" error={error} />
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-lg font-semibold text-slate-900">{t("rcheckout.when")}</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="when"
                value="asap"
                defaultChecked={loaderData.openNow}
                disabled={!loaderData.openNow}
                className={radioClass}
              />
              <span>{t("rcheckout.asap")}</span>
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="when" value="later" defaultChecked={!loaderData.openNow} className={radioClass} />
              <span>{t("rcheckout.later")}</span>
            </label>
            <div className="only-later pt-2">
              <label htmlFor="field-slot" className="block text-sm font-medium text-slate-900">
                {t("rcheckout.slot")}
              </label>
              <select
                id="field-slot"
                name="slot"
                aria-invalid={error("slot") ? true : undefined}
                aria-describedby={error("slot") ? "field-slot-error" : undefined}
                className="mt-1 block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                {loaderData.slots.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {slot.label}
                  </option>
                ))}
              </select>
              {error("slot") ? (
                <p id="field-slot-error" className="mt-1 text-sm text-red-700">
                  {error("slot")}
                </p>
              ) : null}
            </div>
          </fieldset>
          <ContactFieldset prefill={loaderData.prefill} email="optional" error={error}>
            <div>
              <label htmlFor="field-notes" className="block text-sm font-medium text-slate-900">
                {t("rcheckout.notes")}
              </label>
              <textarea
                id="field-notes"
                name="notes"
                maxLength={500}
                rows={3}
                aria-invalid={error("notes") ? true : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
              />
              {error("notes") ? <p className="mt-1 text-sm text-red-700">{error("notes")}</p> : null}
            </div>
          </ContactFieldset>
          <fieldset className="space-y-2">
            <legend className="text-lg font-semibold text-slate-900">{t("checkout.payment")}</legend>
            <p className="text-sm text-slate-700">
              <span className="only-delivery">{t("rcheckout.payment.pay_on_delivery")}</span>
              <span className="only-pickup">{t("rcheckout.payment.pay_at_pickup")}</span>
            </p>
          </fieldset>
        </div>
        <CheckoutSummary lines={loaderData.lines} totals={loaderData.totals} back={{ to: loaderData.menuPath, label: t("menu.title") }} />
      </Form>
    </div>
  );
}
