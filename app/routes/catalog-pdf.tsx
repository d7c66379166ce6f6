import { FileDown } from "lucide-react";
import { Form } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { seoMeta } from "~/lib/seo";
import { requestedCatalogue } from "~/server/catalog-pdf/request.server";
import { pageTags } from "~/server/page-cache/tags";
import { pageSeo } from "~/server/seo/page-seo.server";
import { loadTranslations } from "~/server/site/queries.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { defaultMessages } from "~/lib/i18n/messages";
import type { Route } from "./+types/catalog-pdf";

/** A file size as people read it, in the page's language: "1,2 MB", "850 kB". */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)));
}

/**
 * The PDF catalogue in the page's language: the whole range or one category (a GET form, so it
 * works without JavaScript), with the file's pages, size and date and its download link. The same
 * for every visitor: it goes through the page cache, tagged `catalog` (and, like every page,
 * `shell`), which every write to products, prices, categories and texts drops; the file is made
 * when the page is first rendered after such a write.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  context.tagPage(pageTags.catalog);
  const [{ categories, category, file }, messages] = await Promise.all([
    requestedCatalogue(request, language, context),
    loadTranslations(context.db, language.site.factory.id, language.languageCode, language.defaultCode),
  ]);
  const title = messages["catalogPdf.title"] ?? defaultMessages["catalogPdf.title"];
  const download = language.localize("/catalog-pdf/download");
  return {
    seo: pageSeo(context.origin, language, {
      path: "/catalog-pdf",
      title,
      description: messages["catalogPdf.intro"] ?? defaultMessages["catalogPdf.intro"],
    }),
    action: language.localize("/catalog-pdf"),
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    selected: category?.slug ?? "",
    selectedName: category?.name ?? null,
    file: {
      href: category ? `${download}?category=${encodeURIComponent(category.slug)}` : download,
      name: file.downloadName,
      pages: file.pageCount,
      size: fileSize(file.size, language.languageCode),
      date: new Intl.DateTimeFormat(`${language.languageCode}-u-nu-latn`, {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Europe/Oslo",
      }).format(file.generatedAt),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function CatalogPdf({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { file } = loaderData;
  const scopeName = loaderData.selectedName ?? t("catalogPdf.wholeRange");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("catalogPdf.title")}</h1>
      <p className="mt-2 text-slate-600">{t("catalogPdf.intro")}</p>
      <Form method="get" action={loaderData.action} className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="catalog-pdf-category" className="block text-sm font-medium text-slate-700">
            {t("catalogPdf.scope")}
          </label>
          <select
            id="catalog-pdf-category"
            name="category"
            defaultValue={loaderData.selected}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">{t("catalogPdf.wholeRange")}</option>
            {loaderData.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t("catalogPdf.show")}
        </button>
      </Form>
      <section aria-labelledby="catalog-pdf-file" className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="catalog-pdf-file" className="text-lg font-semibold text-slate-900">
          {scopeName}
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="catalog-pdf-details">
          {t("catalogPdf.details", { pages: file.pages, size: file.size, date: file.date })}
        </p>
        <p className="mt-1 text-xs text-slate-500" dir="ltr">
          {file.name}
        </p>
        <a
          href={file.href}
          download={file.name}
          aria-label={t("catalogPdf.downloadNamed", { name: scopeName })}
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t("catalogPdf.download")}
        </a>
      </section>
    </div>
  );
}
