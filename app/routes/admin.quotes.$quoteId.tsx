import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney, parseAmountToOre } from "~/lib/money";
import { isCalendarDate, osloToday } from "~/lib/quotes";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { DomainError } from "~/server/errors";
import { OrderTooLargeError } from "~/server/orders/commands.server";
import { cancelQuote, sendQuote } from "~/server/quotes/commands.server";
import { sendQuoteCancelledMail, sendQuoteMail } from "~/server/quotes/mail.server";
import { linkedOrder, loadQuote, quoteReference } from "~/server/quotes/queries.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.quotes.$quoteId";

const quoteIdSchema = z.uuid();

async function adminQuote(request: Request, params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  // The back office's guard: admin check, this site as the origin of every write, the admin's factory.
  const actor = await requireBackOffice(request, params, context);
  const id = quoteIdSchema.safeParse(params.quoteId);
  if (!id.success) throw notFound();
  const quote = await loadQuote(context.db, id.data);
  if (!quote || quote.factoryId !== actor.factoryId) throw notFound();
  return { actor, quote };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { quote } = await adminQuote(request, params, context);
  const order = await linkedOrder(context.db, quote.orderId);
  // Never the access key or the guest id: those are the customer's secrets.
  const { accessToken, guestSessionId, ...shown } = quote;
  void accessToken;
  void guestSessionId;
  return {
    quote: {
      ...shown,
      reference: quoteReference(quote.quoteNumber),
      createdAt: quote.createdAt.toISOString(),
      quotedAt: quote.quotedAt?.toISOString() ?? null,
    },
    orderNumber: order?.orderNumber ?? null,
    today: osloToday(),
  };
}

export function meta() {
  return [{ title: "Quote – Admin Panel" }, { name: "robots", content: "noindex" }];
}

const sendFields = {
  discountPercent: z.union([z.literal("").transform(() => 0), z.coerce.number().int().min(0).max(100)]),
  validUntil: z
    .string()
    .refine(isCalendarDate)
    .refine((value) => value >= osloToday()),
  message: z.string().trim().max(4000),
};
const fieldError: Record<keyof typeof sendFields, MessageKey> = {
  discountPercent: "quoteDesk.error.discount",
  validUntil: "quoteDesk.error.validUntil",
  message: "quoteDesk.error.message",
};

type ActionResult = { error: MessageKey; name?: string };

/** Send (price every line, discount, validity, message → quoted, and e-mail the customer) or cancel a request. Admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { quote, actor } = await adminQuote(request, params, context);
  const { language } = actor;
  const form = await request.formData();
  const intent = form.get("intent");
  const self = language.localize(`/admin/quotes/${quote.id}`);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    if (intent === "cancel") {
      await cancelQuote(context.db, actor, quote.id);
      await sendQuoteCancelledMail(context, language.site, quote).catch((error: unknown) =>
        context.logger.error({ err: error, quoteId: quote.id }, "quote cancelled mail failed"),
      );
      throw redirect(self, { status: 303 });
    }
    if (intent !== "send") return data<ActionResult>({ error: "quote.error.notOpen" }, { status: 400 });
    const prices: Record<string, number> = {};
    for (const line of quote.lines) {
      // Kroner with up to two decimals ("1 249,50", "1249.50", "kr 1 249,-"): the back office's one reader.
      const price = parseAmountToOre(text(`price.${line.id}`));
      if (price === undefined) return data<ActionResult>({ error: "quoteDesk.error.price", name: line.title }, { status: 400 });
      prices[line.id] = price;
    }
    const values: Partial<Record<keyof typeof sendFields, unknown>> = {};
    for (const field of Object.keys(sendFields) as (keyof typeof sendFields)[]) {
      const parsed = sendFields[field].safeParse(text(field));
      if (!parsed.success) return data<ActionResult>({ error: fieldError[field] }, { status: 400 });
      values[field] = parsed.data;
    }
    await sendQuote(context.db, actor, quote.id, {
      prices,
      discountPercent: values.discountPercent as number,
      validUntil: values.validUntil as string,
      message: values.message as string,
    });
  } catch (error) {
    // Only a request may be priced or cancelled; the table refuses the rest (and anything that changed meanwhile).
    if (error instanceof OrderTooLargeError) return data<ActionResult>({ error: "quoteDesk.error.tooLarge" }, { status: 400 });
    if (error instanceof DomainError && error.kind === "conflict")
      return data<ActionResult>({ error: "quoteDesk.error.notRequested" }, { status: 409 });
    if (error instanceof DomainError && error.kind === "invalid")
      return data<ActionResult>({ error: "quoteDesk.error.validUntil" }, { status: 400 });
    throw error;
  }
  const sent = await loadQuote(context.db, quote.id);
  if (sent)
    await sendQuoteMail(context, language.site, sent).catch((error: unknown) =>
      context.logger.error({ err: error, quoteId: quote.id }, "quote mail failed"),
    );
  throw redirect(self, { status: 303 });
}

/** A request's page on the quote desk, in the admin's language. */
export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizePath();
  const { quote } = loaderData;
  const editable = quote.storedStatus === "requested";
  const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
  const status = t(`quote.status.${quote.status}`);
  const th = "px-2 py-2 text-start";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p>
        <Link to={localize("/admin/quotes")} className="text-sm font-medium text-brand-700 hover:underline">
          {t("quoteDesk.title")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t("quote.pageTitle", { reference: quote.reference })}</h1>
      <p className="mt-1 text-slate-700">
        {t("quote.status")}: <strong data-testid="admin-quote-status">{status}</strong>
        {loaderData.orderNumber !== null ? (
          <span data-testid="admin-quote-order">{` · ${t("quoteDesk.becameOrder", { number: loaderData.orderNumber })}`}</span>
        ) : null}
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(actionData.error, { name: actionData.name ?? "", status })}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("quoteDesk.contact")}</dt>
        <dd>
          {quote.contact.name}, {quote.contact.email}, <span dir="ltr">{quote.contact.phone}</span>
        </dd>
        <dt className="font-medium">{t("quote.company")}</dt>
        <dd>
          {quote.contact.company}
          {quote.contact.orgNumber ? ` (${t("quoteDesk.orgNumberText", { number: quote.contact.orgNumber })})` : ""}
        </dd>
        <dt className="font-medium">{t("quote.delivery")}</dt>
        <dd>{t("quoteDesk.deliveryText", { postcode: quote.deliveryPostcode, date: quote.desiredDeliveryDate })}</dd>
        <dt className="font-medium">{t("quoteDesk.language")}</dt>
        <dd>{quote.languageCode}</dd>
        {quote.message ? (
          <>
            <dt className="font-medium">{t("quote.message")}</dt>
            <dd className="whitespace-pre-line">{quote.message}</dd>
          </>
        ) : null}
      </dl>
      <Form method="post" className="mt-8 space-y-6">
        <input type="hidden" name="intent" value="send" />
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t("quoteDesk.item")}
                </th>
                <th scope="col" className={th}>
                  {t("cart.quantity")}
                </th>
                <th scope="col" className={th}>
                  {t("quote.notes")}
                </th>
                <th scope="col" className={th}>
                  {t("quoteDesk.unitPrice")}
                </th>
                <th scope="col" className={th}>
                  {t("cart.lineTotal")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {quote.lines.map((line) => (
                <tr key={line.id}>
                  <td className="px-2 py-2">
                    {line.title} <span className="text-slate-500">({t("quoteDesk.vatRate", { rate: line.vatRatePercent })})</span>
                  </td>
                  <td className="px-2 py-2 tabular-nums">{line.quantity}</td>
                  <td className="px-2 py-2 whitespace-pre-line">{line.notes}</td>
                  <td className="px-2 py-2">
                    {editable ? (
                      <>
                        <label htmlFor={`price-${line.id}`} className="sr-only">
                          {t("quoteDesk.unitPriceFor", { name: line.title })}
                        </label>
                        <input
                          id={`price-${line.id}`}
                          name={`price.${line.id}`}
                          inputMode="decimal"
                          required
                          dir="ltr"
                          className="w-32 rounded-md border border-slate-300 px-2 py-1"
                        />
                      </>
                    ) : line.unitPriceOre !== null ? (
                      <span dir="ltr">{formatMoney(line.unitPriceOre, quote.currency)}</span>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-2 py-2">
                    <span dir="ltr">{line.lineTotalOre !== null ? formatMoney(line.lineTotalOre, quote.currency) : "—"}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {quote.totals ? (
          <p className="text-sm">
            {t("quoteDesk.summary", {
              total: formatMoney(quote.totals.totalOre, quote.currency),
              vat: formatMoney(quote.totals.vatOre, quote.currency),
              date: quote.validUntil ?? "",
            })}
            {quote.discountPercent > 0 ? ` ${t("quote.discountApplied", { percent: quote.discountPercent })}` : ""}
          </p>
        ) : null}
        {editable ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="discountPercent" className="block text-sm font-medium text-slate-700">
                  {t("quoteDesk.discount")}
                </label>
                <input
                  id="discountPercent"
                  name="discountPercent"
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  defaultValue={0}
                  className={input}
                />
              </div>
              <div>
                <label htmlFor="validUntil" className="block text-sm font-medium text-slate-700">
                  {t("quoteDesk.validUntil")}
                </label>
                <input id="validUntil" name="validUntil" type="date" min={loaderData.today} required className={input} />
              </div>
            </div>
            <div>
              <label htmlFor="factoryMessage" className="block text-sm font-medium text-slate-700">
                {t("quoteDesk.factoryMessage")}
              </label>
              <textarea id="factoryMessage" name="message" rows={4} maxLength={4000} className={input} />
            </div>
            <button type="submit" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
              {t("quoteDesk.send")}
            </button>
          </>
        ) : quote.factoryMessage ? (
          <p className="text-sm whitespace-pre-line text-slate-700">{quote.factoryMessage}</p>
        ) : null}
      </Form>
      {editable ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">
            {t("quoteDesk.cancel")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
