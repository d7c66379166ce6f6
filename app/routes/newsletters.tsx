import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { contentFor, newsletterTags, publicNewsletters } from "~/server/newsletters/queries.server";
import { pageTags } from "~/server/page-cache/tags";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/newsletters";

/** /newsletters: the newsletters the admin made public, newest first (shared through the page cache). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.shell, newsletterTags.archive);
  const rows = await publicNewsletters(context.db, language.site.factory.id);
  const format = new Intl.DateTimeFormat(language.languageCode, { dateStyle: "long", timeZone: "Europe/Oslo" });
  return {
    subscribePath: language.localize("/newsletter/subscribe"),
    newsletters: rows.flatMap((row) => {
      const content = contentFor(row, language.languageCode);
      return content
        ? [
            {
              href: language.localize(`/newsletter/${row.shareableUrl}`),
              subject: content.subject,
              date: row.sentAt ? format.format(row.sentAt) : "",
            },
          ]
        : [];
    }),
  };
}

export function meta() {
  return [{ title: "Newsletters" }];
}

export default function Newsletters({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("newsletter.archiveTitle")}</h1>
      <p className="mt-3 text-slate-700">
        {t("newsletter.intro")}{" "}
        <Link to={loaderData.subscribePath} className="font-semibold text-brand-700 hover:underline">
          {t("newsletter.subscribe")}
        </Link>
      </p>
      {loaderData.newsletters.length === 0 ? (
        <p className="mt-8 text-slate-600">{t("newsletter.archiveEmpty")}</p>
      ) : (
        <ul className="mt-8 divide-y divide-slate-200">
          {loaderData.newsletters.map((newsletter) => (
            <li key={newsletter.href} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <Link to={newsletter.href} className="font-semibold text-brand-700 hover:underline">
                {newsletter.subject}
              </Link>
              <span className="text-sm text-slate-600">{newsletter.date}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
