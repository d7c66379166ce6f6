import { Link } from "react-router";
import { z } from "zod";
import { useT } from "~/lib/i18n/use-t";
import { loadViewer } from "~/server/auth/session.server";
import { guestIdOf } from "~/server/cart/guest.server";
import { loadQuote, mayViewQuote, quoteReference } from "~/server/quotes/queries.server";
import { notFound, resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/quote-success";

const query = z.object({ quote: z.uuid() });

/** After a request: its reference and where the receipt went, for the visitor who sent it; 404 for anyone else. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw notFound();
  const quote = await loadQuote(context.db, parsed.data.quote);
  const { user } = await loadViewer(request, context);
  if (!quote || !mayViewQuote(quote, { userId: user?.id ?? null, guestId: guestIdOf(request), linkToken: null })) throw notFound();
  return {
    reference: quoteReference(quote.quoteNumber),
    email: quote.contact.email,
    quotePath: language.localize(`/quotes/${quote.id}`),
    productsPath: language.localize("/products"),
  };
}

export function meta() {
  return [{ title: "Quote request sent" }, { name: "robots", content: "noindex" }];
}

export default function QuoteSuccessPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("quote.successTitle")}</h1>
      <p className="mt-2 text-lg font-semibold text-brand-800" data-testid="quote-reference">
        {t("quote.reference", { reference: loaderData.reference })}
      </p>
      <p className="mt-1 text-slate-600">{t("quote.receiptSent", { email: loaderData.email })}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to={loaderData.quotePath} className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t("quote.viewQuote")}
        </Link>
        <Link to={loaderData.productsPath} className="rounded-md px-4 py-2.5 font-semibold text-brand-700 hover:underline">
          {t("cart.continueShopping")}
        </Link>
      </div>
    </div>
  );
}
