import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { sanitizeRichText } from "~/server/content/rich-text.server";
import { archivedNewsletter, contentFor, newsletterTags } from "~/server/newsletters/queries.server";
import { pageTags } from "~/server/page-cache/tags";
import { notFound, resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/newsletter.view";

/**
 * A newsletter that has gone out, at its unguessable address (and under each language prefix), in
 * the page's language when it was written in it. Shared through the page cache, tagged with the
 * newsletter; `noindex` unless the admin made it public.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.shell, newsletterTags.one(params.shareableUrl));
  const newsletter = await archivedNewsletter(context.db, params.shareableUrl);
  if (!newsletter || newsletter.factoryId !== language.site.factory.id) throw notFound();
  const content = contentFor(newsletter, language.languageCode);
  if (!content) throw notFound();
  const date = newsletter.sentAt ?? newsletter.startedAt;
  return {
    subject: content.subject,
    lang: content.code,
    html: sanitizeRichText(content.body, { localize: language.localize }),
    isPublic: newsletter.isPublic,
    date: date ? new Intl.DateTimeFormat(language.languageCode, { dateStyle: "long", timeZone: "Europe/Oslo" }).format(date) : null,
    archivePath: language.localize("/newsletters"),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.subject ?? "Newsletter" }, ...(data?.isPublic ? [] : [{ name: "robots", content: "noindex" }])];
}

export default function NewsletterView({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" lang={loaderData.lang}>
      <p className="text-sm font-semibold text-brand-700">
        {loaderData.isPublic ? (
          <Link to={loaderData.archivePath} className="hover:underline">
            {t("newsletter.archiveTitle")}
          </Link>
        ) : (
          t("newsletter.title")
        )}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{loaderData.subject}</h1>
      {loaderData.date ? <p className="mt-1 text-sm text-slate-600">{t("newsletter.sentOn", { date: loaderData.date })}</p> : null}
      <div className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}
