import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { confirmSubscription } from "~/server/newsletters/commands.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/newsletter.confirm";

/** The link in the confirmation mail (?token=…): the double opt-in's second step. Never cached. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = await confirmSubscription(context.db, token);
  if (confirmed) context.logger.info("newsletter subscription confirmed");
  return { confirmed, subscribePath: language.localize("/newsletter/subscribe") };
}

export function meta() {
  return [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {loaderData.confirmed ? t("newsletter.confirmedTitle") : t("newsletter.title")}
      </h1>
      {loaderData.confirmed ? (
        <p className="mt-3 text-slate-700" role="status">
          {t("newsletter.confirmedBody")}
        </p>
      ) : (
        <p className="mt-3 text-slate-700" role="alert">
          {t("newsletter.invalidLink")}{" "}
          <Link to={loaderData.subscribePath} className="font-semibold text-brand-700 hover:underline">
            {t("newsletter.subscribe")}
          </Link>
        </p>
      )}
    </div>
  );
}
