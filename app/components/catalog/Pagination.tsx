import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";

/** Page numbers to show: first, last, and two either side of the current page, with gaps. */
export function pageWindow(page: number, pageCount: number): Array<number | "gap"> {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1]! > 1) result.push("gap");
    result.push(n);
  });
  return result;
}

/** Plain links (no JavaScript needed) to the pages of a listing; `href(n)` builds page n's URL. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const linkClass =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true" className="rtl:rotate-180">
            ‹
          </span>
          &nbsp;{t("pagination.previous")}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${linkClass} border-brand-700 bg-brand-700 text-white hover:bg-brand-700`}>
                  {item}
                </span>
              ) : (
                <Link to={href(item)} className={linkClass} aria-label={t("pagination.page", { page: item, count: pageCount })}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          {t("pagination.next")}&nbsp;<span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}
