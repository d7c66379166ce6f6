import { useT } from "~/lib/i18n/use-t";
import type { Suggestion } from "~/lib/product-card";

interface SuggestionPanelProps {
  listboxId: string;
  optionId: (index: number) => string;
  results: { status: "loading"; term: string } | { status: "done"; term: string; items: Suggestion[] } | { status: "failed"; term: string };
  active: number;
  seeAllHref: string;
  onChoose: (href: string) => void;
  onHover: (index: number) => void;
}

// Anchored at the box's end edge (the header puts the box after the logo), never wider than the screen.
/** The suggestion dropdown of the search box (loaded on first use): status line, options, "See all results". */
export default function SuggestionPanel({ listboxId, optionId, results, active, seeAllHref, onChoose, onHover }: SuggestionPanelProps) {
  const t = useT();
  const items = results.status === "done" ? results.items : [];
  const option = (index: number, selected: boolean) =>
    `flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${selected ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"}`;
  return (
    <div
      className="absolute end-0 top-full z-50 mt-2 w-[min(26rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg"
      data-testid="search-panel"
    >
      <p
        role="status"
        className={results.status === "done" && items.length > 0 ? "sr-only" : "flex items-center gap-2 px-4 py-3 text-sm text-slate-600"}
      >
        {results.status === "loading" ? (
          <>
            <span
              className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700 motion-reduce:animate-none"
              aria-hidden="true"
            />
            {t("search.searching")}
          </>
        ) : results.status === "done" && items.length === 0 ? (
          t("search.noResults", { term: results.term })
        ) : results.status === "failed" ? (
          t("search.noResults", { term: results.term })
        ) : (
          t("catalog.count", { count: items.length })
        )}
      </p>
      {items.length > 0 ? (
        <ul id={listboxId} role="listbox" aria-label={t("search.suggestions")} className="max-h-[70vh] overflow-y-auto py-1">
          {items.map((item, index) => (
            // Options are not links (no focusable content inside an option); choosing one navigates.
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={option(index, index === active)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(item.href)}
              onMouseMove={() => onHover(index)}
              data-href={item.href}
            >
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="size-10 shrink-0 rounded-md bg-slate-100 object-cover"
                />
              ) : (
                <span className="size-10 shrink-0 rounded-md bg-slate-100" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{item.name}</span>
                <span className="block truncate text-xs text-slate-600">
                  {[item.packageSize, item.priceRange].filter(Boolean).join(" · ")}
                </span>
              </span>
            </li>
          ))}
          <li
            id={optionId(items.length)}
            role="option"
            aria-selected={active === items.length}
            className={`${option(items.length, active === items.length)} border-t border-slate-100 font-semibold text-brand-700`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(seeAllHref)}
            onMouseMove={() => onHover(items.length)}
          >
            {t("search.seeAll", { term: results.term })}
          </li>
        </ul>
      ) : null}
    </div>
  );
}
