import { data, Form } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { unsubscribeByToken } from "~/server/newsletters/commands.server";
import { isTokenShaped } from "~/server/newsletters/tokens";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/newsletter.unsubscribe";

/**
 * The unsubscribe link of every newsletter (?token=…): GET shows one button (link scanners that
 * open links change nothing); POST unsubscribes at once, without sign-in. The same POST is the
 * RFC 8058 one-click request mail clients send (body `List-Unsubscribe=One-Click`, no Origin
 * header: server/csrf.ts lets this path through, the token being the proof). Never cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = isTokenShaped(token);
  return { valid, done: false, action: valid ? `${language.localize("/newsletter/unsubscribe")}?token=${token}` : "" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await resolveRouteLanguage(request, params, context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const done = await unsubscribeByToken(context.db, token);
  if (done) context.logger.info("newsletter unsubscribed");
  return data({ valid: done, done }, { status: done ? 200 : 404 });
}

export function meta() {
  return [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("newsletter.unsubscribeTitle")}</h1>
      {state.done ? (
        <p className="mt-3 text-slate-700" role="status">
          {t("newsletter.unsubscribedBody")}
        </p>
      ) : state.valid ? (
        <Form method="post" action={loaderData.action} className="mt-4 space-y-4">
          <p className="text-slate-700">{t("newsletter.unsubscribeBody")}</p>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t("newsletter.unsubscribeButton")}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-slate-700" role="alert">
          {t("newsletter.invalidLink")}
        </p>
      )}
    </div>
  );
}
