import { Form, Link, useSubmit } from "react-router";
import type { ProductSort } from "~/lib/catalog-params";
import { useT } from "~/lib/i18n/use-t";

export interface CategoryLink {
  slug: string;
  name: string;
  href: string;
  current: boolean;
}

const sortLabels = {
  relevance: "catalog.sort.relevance",
  name: "catalog.sort.name",
  "price-asc": "catalog.sort.priceAsc",
  "price-desc": "catalog.sort.priceDesc",
} as const;

/**
 * Category links and a sort form. Both work without JavaScript (links, and a GET form with an
 * Apply button); with JavaScript a new sort order applies as soon as it is chosen.
 */
export function CatalogFilters(props: {
  action: string;
  categories: CategoryLink[];
  allHref: string;
  search: string;
  category: string;
  sort: ProductSort;
}) {
  const t = useT();
  const submit = useSubmit();
  const pill = "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium";
  const anyCurrent = props.categories.some((category) => category.current);
  return (
    <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label={t("catalog.categories")}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={props.allHref}
              aria-current={anyCurrent ? undefined : "page"}
              className={`${pill} ${anyCurrent ? "border-slate-300 text-slate-700 hover:bg-slate-50" : "border-brand-700 bg-brand-700 text-white"}`}
            >
              {t("catalog.allCategories")}
            </Link>
          </li>
          {props.categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={category.href}
                aria-current={category.current ? "page" : undefined}
                className={`${pill} ${category.current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={props.action} className="flex items-center gap-2" onChange={(event) => submit(event.currentTarget)}>
        {props.search ? <input type="hidden" name="search" value={props.search} /> : null}
        {props.category ? <input type="hidden" name="category" value={props.category} /> : null}
        <label htmlFor="catalog-sort" className="text-sm font-medium text-slate-700">
          {t("catalog.sort")}
        </label>
        <select
          key={props.sort}
          id="catalog-sort"
          name="sort"
          defaultValue={props.sort}
          className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          {(Object.keys(sortLabels) as ProductSort[]).map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabels[sort])}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          {t("catalog.apply")}
        </button>
      </Form>
    </div>
  );
}
