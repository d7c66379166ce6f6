import { ChevronDown, X } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import type { MessageKey } from "~/lib/i18n/messages";
import {
  type PriceBandId,
  selectionFromForm,
  type ShopSelection,
  type ShopSort,
  shopHref,
  shopQueryString,
  shopSorts,
  toggled,
} from "~/lib/shop/params";
import { type ProductProperty, propertyLabels } from "~/lib/shop/properties";

export interface FacetOption<V extends string = string> {
  value: V;
  count: number;
}

export interface ShopFacetsView {
  categories: Array<FacetOption & { label: string }>;
  prices: Array<FacetOption<PriceBandId> & { fromKroner: number; toKroner: number | null }>;
  inStock: number;
  sizes: Array<FacetOption & { label: string }>;
  properties: Array<FacetOption<ProductProperty>>;
}

const sortLabels: Record<ShopSort, MessageKey> = {
  recommended: "catalog.sort.relevance",
  "price-asc": "catalog.sort.priceAsc",
  "price-desc": "catalog.sort.priceDesc",
  name: "catalog.sort.name",
  newest: "shop.sort.newest",
};

/**
 * The shop's filters: one GET form (search, checkboxes with their counts, sort) that works without
 * JavaScript through its Apply button; with JavaScript a change submits it at once (a new history
 * entry, so Back undoes it). Chosen filters also show as links that remove them.
 */
export function ShopFilters({
  path,
  selection,
  facets,
  total,
}: {
  path: string;
  selection: ShopSelection;
  facets: ShopFacetsView;
  total: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  // With JavaScript the form goes straight to the selection's canonical URL (the server redirects a plain form's submission there).
  const apply = (form: HTMLFormElement) => navigate(shopHref(path, selectionFromForm(new FormData(form))), { preventScrollReset: true });
  const priceLabel = (band: ShopFacetsView["prices"][number]) =>
    band.fromKroner === 0
      ? t("shop.price.under", { max: band.toKroner ?? 0 })
      : band.toKroner === null
        ? t("shop.price.over", { min: band.fromKroner })
        : t("shop.price.between", { min: band.fromKroner, max: band.toKroner });
  const at = { ...selection, page: 1 };
  const chips: Array<{ label: string; href: string }> = [
    ...(selection.search ? [{ label: t("shop.searchChip", { term: selection.search }), href: shopHref(path, { ...at, search: "" }) }] : []),
    ...selection.categories.map((slug) => ({
      label: facets.categories.find((category) => category.value === slug)?.label ?? slug,
      href: shopHref(path, { ...at, categories: toggled(selection.categories, slug) }),
    })),
    ...facets.prices
      .filter((band) => selection.prices.includes(band.value))
      .map((band) => ({ label: priceLabel(band), href: shopHref(path, { ...at, prices: toggled(selection.prices, band.value) }) })),
    ...(selection.inStock ? [{ label: t("shop.inStock"), href: shopHref(path, { ...at, inStock: false }) }] : []),
    ...selection.sizes.map((size) => ({ label: size, href: shopHref(path, { ...at, sizes: toggled(selection.sizes, size) }) })),
    ...selection.properties.map((property) => ({
      label: t(propertyLabels[property]),
      href: shopHref(path, { ...at, properties: toggled(selection.properties, property) }),
    })),
  ];
  const chosenCount = chips.length;
  const checkbox = "size-4 rounded border-slate-400 text-brand-700 accent-brand-700";
  const option = (name: string, value: string, label: string, count: number, checked: boolean) => (
    <li key={value}>
      <label className={`flex min-h-9 items-center gap-2 text-sm ${count === 0 && !checked ? "text-slate-500" : "text-slate-800"}`}>
        <input type="checkbox" name={name} value={value} defaultChecked={checked} disabled={count === 0 && !checked} className={checkbox} />
        <span className="flex-1">{label}</span>
        <span className="text-slate-600 tabular-nums" data-testid="facet-count">
          {count}
        </span>
      </label>
    </li>
  );
  const group = (legend: string, children: React.ReactNode) => (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="clear-both space-y-0.5">{children}</ul>
    </fieldset>
  );
  return (
    <div>
      {chosenCount > 0 ? (
        <nav aria-label={t("shop.activeFilters")} className="mb-4">
          <Chips chips={chips} clearHref={path} />
        </nav>
      ) : null}
      <details className="group rounded-lg border border-slate-200 bg-white lg:border-0 lg:bg-transparent lg:[&::details-content]:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between px-4 text-sm font-semibold text-slate-900 lg:hidden">
          {chosenCount > 0 ? t("shop.filtersChosen", { count: chosenCount }) : t("shop.filters")}
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <Form
          // A new selection renders a new form, so unchecked boxes do not keep a stale state.
          key={shopQueryString(selection)}
          method="get"
          action={path}
          role="search"
          aria-label={t("shop.filters")}
          className="space-y-4 px-4 pb-4 lg:px-0"
          onChange={(event) => {
            // Typing in the search field waits for Enter or Apply.
            if ((event.target as HTMLElement).getAttribute("name") !== "search") apply(event.currentTarget);
          }}
          onSubmit={(event) => {
            event.preventDefault();
            apply(event.currentTarget);
          }}
        >
          <div>
            <label htmlFor="shop-search" className="block text-sm font-semibold text-slate-900">
              {t("shop.filter.search")}
            </label>
            <input
              id="shop-search"
              type="search"
              name="search"
              defaultValue={selection.search}
              maxLength={100}
              className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
            />
          </div>
          <div>
            <label htmlFor="shop-sort" className="block text-sm font-semibold text-slate-900">
              {t("catalog.sort")}
            </label>
            <select
              id="shop-sort"
              name="sort"
              defaultValue={selection.sort}
              className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              {shopSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(sortLabels[sort])}
                </option>
              ))}
            </select>
          </div>
          {group(
            t("shop.filter.category"),
            facets.categories.map((category) =>
              option("category", category.value, category.label, category.count, selection.categories.includes(category.value)),
            ),
          )}
          {group(
            t("shop.filter.price"),
            facets.prices.map((band) => option("price", band.value, priceLabel(band), band.count, selection.prices.includes(band.value))),
          )}
          {group(t("shop.filter.availability"), option("stock", "in", t("shop.inStock"), facets.inStock, selection.inStock))}
          {facets.properties.some((property) => property.count > 0 || selection.properties.includes(property.value))
            ? group(
                t("shop.filter.properties"),
                facets.properties.map((property) =>
                  option(
                    "property",
                    property.value,
                    t(propertyLabels[property.value]),
                    property.count,
                    selection.properties.includes(property.value),
                  ),
                ),
              )
            : null}
          {facets.sizes.length > 0
            ? group(
                t("shop.filter.size"),
                facets.sizes.map((size) => option("size", size.value, size.label, size.count, selection.sizes.includes(size.value))),
              )
            : null}
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <button type="submit" className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
              {t("shop.apply")}
            </button>
            <span className="text-sm text-slate-600">{t("catalog.count", { count: total })}</span>
          </div>
        </Form>
      </details>
    </div>
  );
}

/** The chosen filters as links that remove them, and one that removes them all. */
function Chips({ chips, clearHref }: { chips: Array<{ label: string; href: string }>; clearHref: string }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.href}>
          <Link
            to={chip.href}
            preventScrollReset
            aria-label={t("shop.removeFilter", { label: chip.label })}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            <span>{chip.label}</span>
            <X aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={clearHref}
          className="inline-flex min-h-9 items-center px-2 text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
        >
          {t("shop.clearAll")}
        </Link>
      </li>
    </ul>
  );
}
