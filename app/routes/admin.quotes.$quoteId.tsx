import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { formatMoney } from "~/lib/money";
import { isCalendarDate, osloToday } from "~/lib/quotes";
import { useLocalizePath } from "~/lib/use-shell";
import { adminFactoryId } from "~/server/auth/admins.server";
import { requireAdmin } from "~/server/auth/session.server";
import { DomainError } from "~/server/errors";
import { cancelQuote, sendQuote } from "~/server/quotes/commands.server";
import { sendQuoteMail } from "~/server/quotes/mail.server";
import { linkedOrder, loadQuote, quoteReference } from "~/server/quotes/queries.server";
import { notFound, resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.quotes.$quoteId";

const quoteIdSchema = z.uuid();

async function adminQuote(request: Request, params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const language = await resolveRouteLanguage(request, params, context);
  const user = await requireAdmin(request, context);
  const factoryId = (await adminFactoryId(context.db, user.id)) ?? language.site.factory.id;
  const id = quoteIdSchema.safeParse(params.quoteId);
  if (!id.success) throw notFound();
  const quote = await loadQuote(context.db, id.data);
  if (!quote || quote.factoryId !== factoryId) throw notFound();
  return { language, factoryId, quote };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { quote } = await adminQuote(request, params, context);
  const order = await linkedOrder(context.db, quote.orderId);
  // Never the access key or the guest id: those are the customer's secrets.
  const { accessToken, guestSessionId, ...shown } = quote;
  void accessToken;
  void guestSessionId;
  return {
    quote: { ...shown, reference: quoteReference(quote.quoteNumber), createdAt: quote.createdAt.toISOString(), quotedAt: quote.quotedAt?.toISOString() ?? null },
    orderNumber: order?.orderNumber ?? null,
    today: osloToday(),
  };
}

export function meta() {
  return [{ title: "Quote – Admin Panel" }, { name: "robots", content: "noindex" }];
}

// Prices are typed in kroner with up to two decimals ("1 249,50" or "1249.50").
const kroner = z
  .string()
  .transform((value) => value.replace(/\s/g, "").replace(",", "."))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter a price in NOK, e.g. 149.90."))
  .transform((value) => Math.round(Number(value) * 100));

const sendSchema = z.object({
  discountPercent: z.union([z.literal("").transform(() => 0), z.coerce.number().int("The discount is a whole percentage.").min(0, "The discount is 0 to 100 %.").max(100, "The discount is 0 to 100 %.")]),
  validUntil: z
    .string()
    .refine(isCalendarDate, "Enter a valid date.")
    .refine((value) => value >= osloToday(), "The validity date must be today or later."),
  message: z.string().trim().max(4000, "The message can be at most 4000 characters."),
});

type ActionResult = { error: string };

/** Send (price every line, discount, validity, message → quoted, and e-mail the customer) or cancel a request. Admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { quote, factoryId, language } = await adminQuote(request, params, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const self = language.localize(`/admin/quotes/${quote.id}`);
  try {
    if (intent === "cancel") {
      await cancelQuote(context.db, factoryId, quote.id);
      throw redirect(self, { status: 303 });
    }
    if (intent !== "send") return data<ActionResult>({ error: "Unknown action." }, { status: 400 });
    const prices: Record<string, number> = {};
    for (const line of quote.lines) {
      const parsed = kroner.safeParse(form.get(`price.${line.id}`) ?? "");
      if (!parsed.success) return data<ActionResult>({ error: `${line.title}: ${parsed.error.issues[0]?.message ?? "Enter a price in NOK."}` }, { status: 400 });
      prices[line.id] = parsed.data;
    }
    const parsed = sendSchema.safeParse({ discountPercent: form.get("discountPercent") ?? "", validUntil: form.get("validUntil") ?? "", message: form.get("message") ?? "" });
    if (!parsed.success) return data<ActionResult>({ error: parsed.error.issues[0]?.message ?? "Check the form." }, { status: 400 });
    await sendQuote(context.db, factoryId, quote.id, { prices, ...parsed.data });
  } catch (error) {
    if (error instanceof DomainError) return data<ActionResult>({ error: error.message }, { status: error.status });
    throw error;
  }
  const sent = await loadQuote(context.db, quote.id);
  if (sent) await sendQuoteMail(context, language.site, sent).catch((error: unknown) => context.logger.error({ err: error, quoteId: quote.id }, "quote mail failed"));
  throw redirect(self, { status: 303 });
}

const statusLabel: Record<string, string> = { requested: "Requested", quoted: "Quoted", accepted: "Accepted", declined: "Declined", expired: "Expired", cancelled: "Cancelled" };

export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const localize = useLocalizePath();
  const { quote } = loaderData;
  const editable = quote.storedStatus === "requested";
  const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p>
        <Link to={localize("/admin/quotes")} className="text-sm font-medium text-brand-700 hover:underline">
          Quotes
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Quote {quote.reference}</h1>
      <p className="mt-1 text-slate-700">
        Status: <strong data-testid="admin-quote-status">{statusLabel[quote.status] ?? quote.status}</strong>
        {loaderData.orderNumber !== null ? <span data-testid="admin-quote-order">{` · became order number ${loaderData.orderNumber}`}</span> : null}
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Contact</dt>
        <dd>
          {quote.contact.name}, {quote.contact.email}, {quote.contact.phone}
        </dd>
        <dt className="font-medium">Company</dt>
        <dd>
          {quote.contact.company}
          {quote.contact.orgNumber ? ` (org. no. ${quote.contact.orgNumber})` : ""}
        </dd>
        <dt className="font-medium">Delivery</dt>
        <dd>
          Postcode {quote.deliveryPostcode}, desired {quote.desiredDeliveryDate}
        </dd>
        <dt className="font-medium">Language</dt>
        <dd>{quote.languageCode}</dd>
        {quote.message ? (
          <>
            <dt className="font-medium">Message</dt>
            <dd className="whitespace-pre-line">{quote.message}</dd>
          </>
        ) : null}
      </dl>
      <Form method="post" className="mt-8 space-y-6">
        <input type="hidden" name="intent" value="send" />
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-2 text-start">Item</th>
              <th scope="col" className="px-2 py-2 text-start">Quantity</th>
              <th scope="col" className="px-2 py-2 text-start">Notes</th>
              <th scope="col" className="px-2 py-2 text-start">Unit price (NOK, incl. VAT)</th>
              <th scope="col" className="px-2 py-2 text-start">Line total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {quote.lines.map((line) => (
              <tr key={line.id}>
                <td className="px-2 py-2">
                  {line.title} <span className="text-slate-500">({line.vatRatePercent} % VAT)</span>
                </td>
                <td className="px-2 py-2 tabular-nums">{line.quantity}</td>
                <td className="px-2 py-2 whitespace-pre-line">{line.notes}</td>
                <td className="px-2 py-2">
                  {editable ? (
                    <>
                      <label htmlFor={`price-${line.id}`} className="sr-only">
                        Unit price for {line.title}
                      </label>
                      <input id={`price-${line.id}`} name={`price.${line.id}`} inputMode="decimal" required className="w-32 rounded-md border border-slate-300 px-2 py-1" />
                    </>
                  ) : line.unitPriceOre !== null ? (
                    <span dir="ltr">{formatMoney(line.unitPriceOre)}</span>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="px-2 py-2" dir="ltr">
                  {line.lineTotalOre !== null ? formatMoney(line.lineTotalOre) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {quote.totals ? (
          <p className="text-sm">
            Total <strong dir="ltr">{formatMoney(quote.totals.totalOre)}</strong>, of which VAT <span dir="ltr">{formatMoney(quote.totals.vatOre)}</span>
            {quote.discountPercent > 0 ? `, after a ${quote.discountPercent} % discount` : ""}; valid until {quote.validUntil}.
          </p>
        ) : null}
        {editable ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="discountPercent" className="block text-sm font-medium text-slate-700">
                  Discount (%)
                </label>
                <input id="discountPercent" name="discountPercent" type="number" min={0} max={100} step={1} defaultValue={0} className={input} />
              </div>
              <div>
                <label htmlFor="validUntil" className="block text-sm font-medium text-slate-700">
                  Valid until
                </label>
                <input id="validUntil" name="validUntil" type="date" min={loaderData.today} required className={input} />
              </div>
            </div>
            <div>
              <label htmlFor="factoryMessage" className="block text-sm font-medium text-slate-700">
                Message to the customer
              </label>
              <textarea id="factoryMessage" name="message" rows={4} maxLength={4000} className={input} />
            </div>
            <button type="submit" className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
              Send quote
            </button>
          </>
        ) : quote.factoryMessage ? (
          <p className="whitespace-pre-line text-sm text-slate-700">{quote.factoryMessage}</p>
        ) : null}
      </Form>
      {editable ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">
            Cancel request
          </button>
        </Form>
      ) : null}
    </div>
  );
}
