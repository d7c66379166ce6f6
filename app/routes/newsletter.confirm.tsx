import { data, Form, Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { confirmSubscription } from "~/server/newsletters/commands.server";
import { isTokenShaped } from "~/server/newsletters/tokens";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/newsletter.confirm";

/**
 * The link in the confirmation mail (?token=…), the double opt-in's second step. GET only shows a
 * 'Confirm subscription' button (mail scanners that open links confirm nobody); its POST confirms.
 * Never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = isTokenShaped(token);
  return {
    valid,
    confirmed: false,
    action: valid ? `${language.localize("/newsletter/confirm")}?token=${token}` : "",
    subscribePath: language.localize("/newsletter/subscribe"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await resolveRouteLanguage(request, params, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = await confirmSubscription(context.db, token);
  if (confirmed) context.logger.info("newsletter subscription confirmed");
  return data({ valid: confirmed, confirmed }, { status: confirmed ? 200 : 404 });
}

export function meta() {
  return [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {state.confirmed ? t("newsletter.confirmedTitle") : state.valid ? t("newsletter.confirmTitle") : t("newsletter.title")}
      </h1>
      {state.confirmed ? (
        <p className="mt-3 text-slate-700" role="status">
          {t("newsletter.confirmedBody")}
        </p>
      ) : state.valid ? (
        <Form method="post" action={loaderData.action} className="mt-4 space-y-4">
          <p className="text-slate-700">{t("newsletter.confirmBody")}</p>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t("newsletter.confirmButton")}
          </button>
        </Form>
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
