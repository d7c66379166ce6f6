import { Form, redirect } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { isSecureOrigin } from "~/server/auth/cookies.server";
import { flashCookie, type FlashMessage } from "~/server/auth/flash.server";
import { cookieHeaders } from "~/server/auth/session.server";
import { subscribe, subscribeSchema } from "~/server/newsletters/commands.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/newsletter.subscribe";

/** The newsletter's own sign-up page (the footer has the same form on every page). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  return { action: language.localize("/newsletter/subscribe") };
}

export function meta() {
  return [{ title: "Newsletter" }];
}

/**
 * Every sign-up form posts here (the page is never cached): the address is validated, the
 * request rate-limited, the confirmation mail sent in the page's language, and the visitor sent
 * back to the page they came from (same site only) with a toast. Works without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const form = await request.formData();
  const parsed = subscribeSchema.safeParse({ email: form.get("email") ?? "" });
  let outcome: FlashMessage;
  if (!parsed.success) {
    outcome = "toast.newsletterInvalid";
  } else {
    const result = await subscribe(
      { db: context.db, mailer: context.mailer, origin: context.origin, site: language.site },
      { email: parsed.data.email, languageCode: language.languageCode, ip: context.clientIp, perClient: context.mailLimitPerClient },
    ).catch((error: unknown) => {
      context.logger.error({ err: error }, "newsletter confirmation mail failed");
      return "check_email" as const;
    });
    outcome = result === "limited" ? "toast.newsletterLimited" : "toast.newsletterCheckEmail";
    if (result === "limited") context.logger.warn({ ip: context.clientIp }, "newsletter sign-up refused: mail limit reached");
  }
  const back = backTo(request, context.origin) ?? language.localize("/newsletter/subscribe");
  throw redirect(back, { status: 303, headers: cookieHeaders(flashCookie(outcome, isSecureOrigin(context.origin))) });
}

/** The page the form was on, when the Referer names this site; never another origin. */
function backTo(request: Request, origin: string): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(origin).origin) return null;
    return safeRedirectPath(`${url.pathname}${url.search}`);
  } catch {
    return null;
  }
}

export default function NewsletterSubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("newsletter.title")}</h1>
      <p className="mt-3 text-slate-700">{t("newsletter.intro")}</p>
      <p className="mt-2 text-sm text-slate-600">{t("newsletter.pageIntro")}</p>
      <Form method="post" action={loaderData.action} reloadDocument className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="newsletter-email" className="block text-sm font-medium text-slate-700">
            {t("newsletter.email")}
          </label>
          <input
            id="newsletter-email"
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("newsletter.subscribe")}
        </button>
      </Form>
    </div>
  );
}
