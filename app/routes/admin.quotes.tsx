import { Form, Link } from "react-router";
import { z } from "zod";
import { useT } from "~/lib/i18n/use-t";
import { type QuoteStatus, quoteStatuses } from "~/lib/quotes";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { listQuotes, quoteReference } from "~/server/quotes/queries.server";
import type { Route } from "./+types/admin.quotes";

const filterSchema = z.object({
  status: z.enum(quoteStatuses).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
});

/** The quote desk: every request of the admin's factory, newest first, with a status filter and a search. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  const filter = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const quotes = await listQuotes(context.db, factoryId, { status: filter.status ?? null, search: filter.search ?? "" });
  return {
    filter: { status: filter.status ?? "", search: filter.search ?? "" },
    quotes: quotes.map((quote) => ({ ...quote, reference: quoteReference(quote.quoteNumber), createdAt: quote.createdAt.toISOString() })),
  };
}

export function meta() {
  return [{ title: "Quotes – Admin Panel" }, { name: "robots", content: "noindex" }];
}

/** The quote desk, in the admin's language like the storefront. */
export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localize = useLocalizePath();
  const { quotes, filter } = loaderData;
  const statusLabel = (status: string) =>
    (quoteStatuses as readonly string[]).includes(status) ? t(`quote.status.${status as QuoteStatus}`) : status;
  const th = "px-3 py-2 text-start font-semibold";
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p>
        <Link to={localize("/admin")} className="text-sm font-medium text-brand-700 hover:underline">
          {t("account.adminPanel")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t("quoteDesk.title")}</h1>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="quote-status" className="block text-sm font-medium text-slate-700">
            {t("quote.status")}
          </label>
          <select
            id="quote-status"
            name="status"
            defaultValue={filter.status}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t("quoteDesk.all")}</option>
            {quoteStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="quote-search" className="block text-sm font-medium text-slate-700">
            {t("quoteDesk.search")}
          </label>
          <input
            id="quote-search"
            name="search"
            type="search"
            defaultValue={filter.search}
            maxLength={200}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("quoteDesk.filter")}
        </button>
      </Form>
      {quotes.length === 0 ? (
        <p className="mt-8 text-slate-600">{t("quoteDesk.none")}</p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t("quoteDesk.reference")}
                </th>
                <th scope="col" className={th}>
                  {t("quote.status")}
                </th>
                <th scope="col" className={th}>
                  {t("quote.company")}
                </th>
                <th scope="col" className={th}>
                  {t("quoteDesk.contact")}
                </th>
                <th scope="col" className={th}>
                  {t("quote.items")}
                </th>
                <th scope="col" className={th}>
                  {t("quote.deliveryDate")}
                </th>
                <th scope="col" className={th}>
                  {t("quoteDesk.received")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {quotes.map((quote) => (
                <tr key={quote.id} data-testid="admin-quote-row">
                  <td className="px-3 py-2">
                    <Link to={localize(`/admin/quotes/${quote.id}`)} className="font-medium text-brand-700 hover:underline">
                      {quote.reference}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{statusLabel(quote.status)}</td>
                  <td className="px-3 py-2">{quote.company}</td>
                  <td className="px-3 py-2">
                    {quote.contactName} <span className="text-slate-500">{quote.contactEmail}</span>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{quote.items}</td>
                  <td className="px-3 py-2">
                    <span dir="ltr">{quote.desiredDeliveryDate}</span>
                  </td>
                  <td className="px-3 py-2">
                    <span dir="ltr">{quote.createdAt.slice(0, 10)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
