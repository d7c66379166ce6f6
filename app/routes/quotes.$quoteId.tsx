import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/ui/FormField";
import {
  DeliveryFieldset,
  deliveryChoiceClass,
  fieldErrorOf,
  PaymentFieldset,
  TermsCheckbox,
} from "~/components/checkout/CheckoutFieldsets";
import { OrderSummary } from "~/components/orders/OrderSummary";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { cookieHeaders, loadViewer } from "~/server/auth/session.server";
import { guestIdOf } from "~/server/cart/guest.server";
import { rememberOrderCookie } from "~/server/orders/access.server";
import { type CheckoutField, parseCheckoutForm } from "~/server/orders/checkout-form.server";
import { sendOrderConfirmation } from "~/server/orders/mail.server";
import { paymentMethodsFor, paymentProviders } from "~/server/orders/payment-providers.server";
import { loadOrder } from "~/server/orders/queries.server";
import { acceptQuote, declineQuote } from "~/server/quotes/commands.server";
import { linkedOrder, loadQuote, mayViewQuote, quoteReference } from "~/server/quotes/queries.server";
import { notFound, resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/quotes.$quoteId";

const quoteIdSchema = z.uuid();
const keySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The quote for whoever may see it (signed-in owner, the guest browser that asked, the e-mail's link); 404 for anyone else, a wrong key included. */
async function viewableQuote(
  request: Request,
  params: Route.LoaderArgs["params"],
  context: Route.LoaderArgs["context"],
  formKey?: FormDataEntryValue | null,
) {
  const id = quoteIdSchema.safeParse(params.quoteId);
  if (!id.success) throw notFound();
  const quote = await loadQuote(context.db, id.data);
  const { user } = await loadViewer(request, context);
  const presented = keySchema.safeParse(formKey ?? new URL(request.url).searchParams.get("key"));
  const visitor = { userId: user?.id ?? null, guestId: guestIdOf(request), linkToken: presented.success ? presented.data : null };
  if (!quote || !mayViewQuote(quote, visitor)) throw notFound();
  return { quote, key: presented.success ? presented.data : null };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const { quote, key } = await viewableQuote(request, params, context);
  // Whoever may see the quote may see the order it became: the link carries the order's key.
  const order = await linkedOrder(context.db, quote.orderId);
  return {
    key,
    quote: {
      reference: quoteReference(quote.quoteNumber),
      status: quote.status,
      company: quote.contact.company,
      deliveryPostcode: quote.deliveryPostcode,
      desiredDeliveryDate: quote.desiredDeliveryDate,
      validUntil: quote.validUntil,
      discountPercent: quote.discountPercent,
      factoryMessage: quote.factoryMessage,
      lines: quote.lines.map((line) => ({
        id: line.id,
        title: line.title,
        quantity: line.quantity,
        notes: line.notes,
        finalUnitPriceOre: line.finalUnitPriceOre,
        lineTotalOre: line.lineTotalOre,
      })),
      totals: quote.totals,
      currency: quote.currency,
    },
    orderPath: order ? `${language.localize(`/order-success/${order.id}`)}?key=${order.accessToken}` : null,
    paymentMethods: paymentMethodsFor(null).map((id) => ({
      id,
      label: paymentProviders().find((provider) => provider.id === id)?.label ?? null,
    })),
    locale: language.languageCode,
  };
}

export function meta() {
  return [{ title: "Quote" }, { name: "robots", content: "noindex" }];
}

type ActionResult = { errors: Partial<Record<CheckoutField, MessageKey>>; formError?: MessageKey; products?: string };

/** Accept (an order at the quoted prices, through the checkout's order code) or decline. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  const { quote, key } = await viewableQuote(request, params, context, form.get("key"));
  const back = `${language.localize(`/quotes/${quote.id}`)}${key ? `?key=${key}` : ""}`;
  if (form.get("intent") === "decline") {
    const result = await declineQuote(context.db, quote.id);
    if (!result.ok) return data<ActionResult>({ errors: {}, formError: `quote.error.${result.error}` }, { status: 409 });
    throw redirect(back, { status: 303 });
  }
  if (form.get("intent") !== "accept") return data<ActionResult>({ errors: {}, formError: "quote.error.notOpen" }, { status: 400 });
  // Contact details are the request's; the buyer chooses delivery and payment here, checked like checkout's.
  form.set("name", quote.contact.name);
  form.set("email", quote.contact.email);
  form.set("phone", quote.contact.phone);
  form.set("idempotencyKey", crypto.randomUUID());
  const parsed = parseCheckoutForm(form);
  if (!parsed.ok) return data<ActionResult>({ errors: parsed.errors, formError: "checkout.fixErrors" }, { status: 400 });
  const result = await acceptQuote(context.db, quote.id, {
    delivery: parsed.details.delivery,
    paymentMethod: parsed.details.paymentMethod,
  });
  if (!result.ok)
    return data<ActionResult>(
      { errors: {}, formError: `quote.error.${result.error}`, products: "products" in result ? result.products.join(", ") : undefined },
      { status: 409 },
    );
  if (!result.replayed) {
    const order = await loadOrder(context.db, result.orderId);
    if (order)
      await sendOrderConfirmation(context, language.site, order).catch((error: unknown) =>
        context.logger.error({ err: error, orderId: result.orderId }, "order confirmation mail failed"),
      );
  }
  throw redirect(language.localize(`/order-success/${result.orderId}`), {
    status: 303,
    headers: cookieHeaders(rememberOrderCookie(request, result.orderId, result.accessToken, isSecureOrigin(context.origin))),
  });
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { quote } = loaderData;
  const result = actionData as ActionResult | undefined;
  const error = fieldErrorOf(t, result?.errors);
  const statusNotice: Partial<Record<typeof quote.status, MessageKey>> = {
    requested: "quote.awaitingPrice",
    accepted: "quote.acceptedNotice",
    declined: "quote.declinedNotice",
    expired: "quote.expiredNotice",
    cancelled: "quote.cancelledNotice",
  };
  const notice = statusNotice[quote.status];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("quote.pageTitle", { reference: quote.reference })}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">{t("quote.status")}</dt>
        <dd data-testid="quote-status">{t(`quote.status.${quote.status}` as MessageKey)}</dd>
        <dt className="font-medium text-slate-900">{t("quote.company")}</dt>
        <dd>{quote.company}</dd>
        <dt className="font-medium text-slate-900">{t("quote.postcode")}</dt>
        <dd>{quote.deliveryPostcode}</dd>
        <dt className="font-medium text-slate-900">{t("quote.deliveryDate")}</dt>
        <dd>
          <span dir="ltr">{quote.desiredDeliveryDate}</span>
        </dd>
      </dl>
      <FormAlert>{result?.formError ? t(result.formError, { products: result.products ?? "" }) : null}</FormAlert>
      {notice ? (
        <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-slate-800" role="status">
          {t(notice)}{" "}
          {loaderData.orderPath ? (
            <a href={loaderData.orderPath} className="font-semibold text-brand-700 hover:underline">
              {t("quote.viewOrder")}
            </a>
          ) : null}
        </p>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="quote-lines-heading">
          <h2 id="quote-lines-heading" className="text-lg font-semibold text-slate-900">
            {t("quote.items")}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200" data-testid="quote-lines">
            {quote.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    <span className="tabular-nums">{line.quantity} ×</span> {line.title}
                  </p>
                  {line.notes ? (
                    <p className="text-sm text-slate-600">
                      {t("quote.notes")}: {line.notes}
                    </p>
                  ) : null}
                  {line.finalUnitPriceOre !== null ? (
                    <p className="text-sm text-slate-600">
                      {t("cart.unitPrice")}: <span dir="ltr">{formatMoney(line.finalUnitPriceOre, quote.currency)}</span>
                    </p>
                  ) : null}
                </div>
                {line.lineTotalOre !== null ? (
                  <p className="shrink-0 font-semibold tabular-nums" dir="ltr">
                    {formatMoney(line.lineTotalOre, quote.currency)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {quote.factoryMessage ? <p className="mt-4 whitespace-pre-line text-slate-700">{quote.factoryMessage}</p> : null}
        </section>
        {quote.totals ? (
          <aside
            aria-labelledby="quote-summary-heading"
            className="h-fit space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="quote-summary-heading" className="text-lg font-semibold text-slate-900">
              {t("checkout.summary")}
            </h2>
            <OrderSummary
              lines={[]}
              subtotalOre={quote.totals.subtotalOre}
              vat={quote.totals.vat}
              totalOre={quote.totals.totalOre}
              currency={quote.currency}
            />
            {quote.discountPercent > 0 ? (
              <p className="text-sm text-slate-600">{t("quote.discountApplied", { percent: quote.discountPercent })}</p>
            ) : null}
            {quote.validUntil ? (
              <p className="text-sm font-medium text-slate-900" data-testid="quote-valid-until">
                {t("quote.validUntil", { date: quote.validUntil })}
              </p>
            ) : null}
          </aside>
        ) : null}
      </div>
      {quote.status === "quoted" ? (
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Form
            method="post"
            noValidate
            className={`space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${deliveryChoiceClass}`}
          >
            <h2 className="text-lg font-semibold text-slate-900">{t("quote.acceptTitle")}</h2>
            <input type="hidden" name="intent" value="accept" />
            {loaderData.key ? <input type="hidden" name="key" value={loaderData.key} /> : null}
            <DeliveryFieldset first="delivery" size="card" postcode={quote.deliveryPostcode} error={error} />
            <PaymentFieldset methods={loaderData.paymentMethods} size="card" error={error} />
            <TermsCheckbox error={error} />
            <button
              type="submit"
              className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              {t("quote.accept")}
            </button>
          </Form>
          <Form method="post" className="h-fit">
            <input type="hidden" name="intent" value="decline" />
            {loaderData.key ? <input type="hidden" name="key" value={loaderData.key} /> : null}
            <button type="submit" className="w-full rounded-md border border-red-300 px-4 py-3 font-semibold text-red-700 hover:bg-red-50">
              {t("quote.decline")}
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
