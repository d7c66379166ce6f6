import { Link } from "react-router";
import { z } from "zod";
import { useSellerT } from "~/lib/sellers/messages";
import { sellerReference } from "~/lib/sellers/sellers";
import { loadSellerApplication } from "~/server/sellers/queries.server";
import { notFound, resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/seller-registration-success";

const query = z.object({ application: z.uuid() });

/** After an application: its reference (the address holds the application's unguessable id; nothing personal is shown). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw notFound();
  const application = await loadSellerApplication(context.db, parsed.data.application);
  if (!application || application.factoryId !== language.site.factory.id) throw notFound();
  return { reference: sellerReference(application.applicationNumber), mapPath: language.localize("/sellers-map") };
}

export function meta() {
  return [{ title: "Seller registration" }, { name: "robots", content: "noindex" }];
}

export default function SellerRegistrationSuccess({ loaderData }: Route.ComponentProps) {
  const t = useSellerT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("seller.success.title")}</h1>
      <p className="mt-2 text-lg font-semibold text-brand-800" data-testid="seller-reference">
        {t("seller.success.reference", { reference: loaderData.reference })}
      </p>
      <p className="mt-1 text-slate-600">{t("seller.success.body")}</p>
      <p className="mt-8">
        <Link to={loaderData.mapPath} className="font-semibold text-brand-700 hover:underline">
          {t("seller.success.map")}
        </Link>
      </p>
    </div>
  );
}
