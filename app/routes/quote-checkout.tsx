import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { Field, FormAlert, TextAreaField } from "~/components/ui/FormField";
import { fieldErrorOf } from "~/components/checkout/CheckoutFieldsets";
import { QuoteItems } from "~/components/quotes/QuoteItems";
import { useOptimisticQuote } from "~/components/quotes/use-optimistic-quote";
import type { QuoteActionData } from "~/components/quotes/use-quote";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { MAX_QUOTE_NOTES } from "~/lib/quote-basket";
import type { QuoteToast } from "~/lib/quote-toasts";
import { osloToday } from "~/lib/quotes";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { claimMailSend } from "~/server/auth/mail-limit.server";
import { flashCookie } from "~/server/auth/flash.server";
import { cookieHeaders, loadViewer } from "~/server/auth/session.server";
import { guestCookie, newGuestId } from "~/server/cart/guest.server";
import { cartOwnerOf } from "~/server/cart/visitor.server";
import { quantityField } from "~/server/forms/contact-fields.server";
import {
  addToQuote,
  clearQuote,
  type QuoteBasketResult,
  removeFromQuote,
  setQuoteNotes,
  setQuoteQuantity,
} from "~/server/quotes/basket.server";
import { submitQuoteRequest } from "~/server/quotes/commands.server";
import { sendQuoteRequestMails } from "~/server/quotes/mail.server";
import { loadQuote } from "~/server/quotes/queries.server";
import { parseQuoteRequestForm, type QuoteRequestField } from "~/server/quotes/request-form.server";
import { failedWith, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import type { Route } from "./+types/quote-checkout";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const { user } = await loadViewer(request, context);
  return {
    // A fresh key per rendered form: submitting this form twice makes one request.
    idempotencyKey: crypto.randomUUID(),
    prefill: { name: user?.name ?? "", email: user?.email ?? "" },
    today: osloToday(),
    productsPath: language.localize("/products"),
  };
}

export function meta() {
  return [{ title: "Request a quote" }, { name: "robots", content: "noindex" }];
}

const uuid = z.uuid();
const basketCall = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quote-add"), productId: uuid }),
  z.object({ intent: z.literal("quote-set"), itemId: uuid, quantity: quantityField }),
  z.object({ intent: z.literal("quote-notes"), itemId: uuid, notes: z.string().max(MAX_QUOTE_NOTES) }),
  z.object({ intent: z.literal("quote-remove"), itemId: uuid }),
  z.object({ intent: z.literal("quote-clear") }),
]);

const statusOf: Partial<Record<QuoteToast, number>> = { "quote.toast.productNotFound": 404, "quote.toast.failed": 400 };

type SubmitResult = { errors: Partial<Record<QuoteRequestField, MessageKey>>; formError?: MessageKey; products?: string };

/**
 * Basket calls (add, set a quantity — zero or less removes —, notes, remove, clear) and the
 * request itself (`submit`). Basket calls from JavaScript answer data; a plain form is redirected
 * back with the toast in the flash cookie. The guest cookie is set on a guest's first add.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  const secure = isSecureOrigin(context.origin);
  if (form.get("intent") === "submit") return submit(form, request, context, language);

  const fromScript = form.get("js") === "1";
  const back = safeRedirectPath(form.get("redirectTo")) ?? language.localize("/quote-checkout");
  const answer = (result: QuoteBasketResult, setCookies: string[] = []) => {
    if (fromScript)
      return data<QuoteActionData>(result, {
        status: result.ok ? 200 : (statusOf[result.error] ?? 400),
        headers: cookieHeaders(setCookies),
      });
    const message = result.ok ? result.toast : result.error;
    return redirect(back, { status: 303, headers: cookieHeaders(setCookies, message ? flashCookie(message, secure) : undefined) });
  };
  const parsed = basketCall.safeParse(Object.fromEntries(form.entries()));
  if (!parsed.success) return data<QuoteActionData>({ ok: false, error: "quote.toast.failed" }, { status: 400 });
  const call = parsed.data;
  let owner = await cartOwnerOf(request, context);
  try {
    if (call.intent === "quote-add") {
      const guestId = owner ? null : newGuestId();
      owner ??= { guestId: guestId! };
      const result = await addToQuote(context.db, owner, call.productId);
      return answer(result, result.ok && guestId ? [guestCookie(guestId, secure)] : []);
    }
    if (!owner)
      return answer(
        call.intent === "quote-clear" ? { ok: true, toast: "quote.toast.cleared" } : { ok: false, error: "quote.toast.failed" },
      );
    if (call.intent === "quote-set") return answer(await setQuoteQuantity(context.db, owner, call.itemId, call.quantity));
    if (call.intent === "quote-notes") return answer(await setQuoteNotes(context.db, owner, call.itemId, call.notes.trim()));
    if (call.intent === "quote-remove") return answer(await removeFromQuote(context.db, owner, call.itemId));
    return answer(await clearQuote(context.db, owner));
  } catch (error) {
    context.logger.error({ err: error, intent: call.intent }, "quote basket call failed");
    return data<QuoteActionData>({ ok: false, error: "quote.toast.failed" }, { status: 500 });
  }
}

async function submit(
  form: FormData,
  request: Request,
  context: Route.ActionArgs["context"],
  language: Awaited<ReturnType<typeof resolveRouteLanguage>>,
) {
  const parsed = parseQuoteRequestForm(form);
  if (!parsed.ok)
    return data<SubmitResult>({ errors: parsed.errors, formError: parsed.formError ?? "checkout.fixErrors" }, { status: 400 });
  const owner = await cartOwnerOf(request, context);
  if (!owner) throw redirect(language.localize("/quote-checkout"), { status: 303 });
  // The public forms' one limiter (per e-mail address and per client address): a request sends two mails.
  if (!(await claimMailSend(context.db, parsed.details.email, context.clientIp, new Date(), context.mailLimitPerClient))) {
    context.logger.info("quote request refused: rate limit reached");
    return data<SubmitResult>({ errors: {}, formError: "quote.error.tooMany" }, { status: 429 });
  }
  const result = await submitQuoteRequest(context.db, {
    owner,
    ...siteScope(language),
    idempotencyKey: parsed.idempotencyKey,
    details: parsed.details,
  }).catch(failedWith(context.logger, "submitting a quote request failed"));
  if (!result.ok) {
    if (result.error === "basketEmpty") throw redirect(language.localize("/quote-checkout"), { status: 303 });
    const formError: MessageKey =
      result.error === "unavailable"
        ? "quote.error.unavailable"
        : result.error === "keyUsed"
          ? "quote.error.keyUsed"
          : "quote.error.failed";
    return data<SubmitResult>(
      { errors: {}, formError, products: result.error === "unavailable" ? result.products.join(", ") : undefined },
      { status: result.error === "failed" ? 500 : 409 },
    );
  }
  if (!result.replayed) {
    const quote = await loadQuote(context.db, result.quoteId);
    // The request stands even when the mail cannot go out now.
    if (quote)
      await sendQuoteRequestMails(context, language.site, quote).catch((error: unknown) =>
        context.logger.error({ err: error, quoteId: result.quoteId }, "quote request mails failed"),
      );
  }
  throw redirect(`${language.localize("/quote-success")}?quote=${result.quoteId}`, { status: 303 });
}

export default function QuoteCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const quote = useOptimisticQuote();
  const result = actionData && "errors" in actionData ? (actionData as SubmitResult) : undefined;
  const refused = actionData && "ok" in actionData && !actionData.ok ? actionData.error : null;
  const error = fieldErrorOf(t, result?.errors);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 id="quote-heading" tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none">
        {t("quote.checkoutTitle")}
      </h1>
      <p className="mt-1 text-slate-600">{t("quote.title", { count: quote.totalItems })}</p>
      {refused ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(refused)}
        </p>
      ) : null}
      {quote.items.length === 0 ? (
        <div className="mt-10 rounded-xl border border-slate-200 bg-white p-10 text-center">
          <p className="text-lg text-slate-700">{t("quote.empty")}</p>
          <p className="mt-2 text-slate-600">{t("quote.emptyHint")}</p>
          <Link to={loaderData.productsPath} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {t("quote.browseProducts")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
          <aside
            aria-labelledby="quote-items-heading"
            className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-start-2 lg:row-start-1"
          >
            <h2 id="quote-items-heading" className="text-lg font-semibold text-slate-900">
              {t("quote.items")}
            </h2>
            <QuoteItems items={quote.items} focusAfterRemoval="quote-heading" idPrefix="quote-page" className="divide-y divide-slate-200" />
          </aside>
          <Form method="post" noValidate className="space-y-8 lg:col-start-1 lg:row-start-1">
            <input type="hidden" name="intent" value="submit" />
            <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
            <FormAlert>{result?.formError ? t(result.formError, { products: result.products ?? "" }) : null}</FormAlert>
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-slate-900">{t("quote.contact")}</legend>
              <Field
                name="name"
                label={t("quote.name")}
                autoComplete="name"
                defaultValue={loaderData.prefill.name}
                maxLength={200}
                required
                error={error("name")}
              />
              <Field
                name="company"
                label={t("quote.company")}
                autoComplete="organization"
                maxLength={200}
                required
                error={error("company")}
              />
              <Field
                name="orgNumber"
                label={t("quote.orgNumber")}
                hint={t("quote.orgNumberHint")}
                maxLength={11}
                error={error("orgNumber")}
              />
              <Field
                name="email"
                type="email"
                label={t("checkout.email")}
                autoComplete="email"
                defaultValue={loaderData.prefill.email}
                required
                error={error("email")}
              />
              <Field
                name="phone"
                type="tel"
                label={t("checkout.phone")}
                autoComplete="tel"
                maxLength={30}
                required
                error={error("phone")}
              />
            </fieldset>
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-slate-900">{t("quote.delivery")}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  name="postcode"
                  label={t("quote.postcode")}
                  autoComplete="postal-code"
                  maxLength={4}
                  required
                  error={error("postcode")}
                />
                <div>
                  <label htmlFor="field-deliveryDate" className="block text-sm font-medium text-slate-700">
                    {t("quote.deliveryDate")}
                  </label>
                  <input
                    id="field-deliveryDate"
                    name="deliveryDate"
                    type="date"
                    min={loaderData.today}
                    required
                    aria-invalid={error("deliveryDate") ? true : undefined}
                    aria-describedby={error("deliveryDate") ? "field-deliveryDate-error" : undefined}
                    className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-600"
                  />
                  {error("deliveryDate") ? (
                    <p id="field-deliveryDate-error" className="mt-1 text-sm text-red-700">
                      {error("deliveryDate")}
                    </p>
                  ) : null}
                </div>
              </div>
              <TextAreaField name="message" label={t("quote.message")} maxLength={4000} error={error("message")} />
            </fieldset>
            <button
              type="submit"
              className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto"
            >
              {t("quote.submit")}
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}
