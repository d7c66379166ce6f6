import { Link } from "react-router";
import type { Shell } from "~/server/site/shell.server";
import { useT } from "~/lib/i18n/use-t";
import { SearchBox } from "../search/SearchBox";

const logoShape = { rounded: "rounded-md", circular: "rounded-full", square: "rounded-none" } as const;

/** The fixed site header: logo and company name for now; menus, search, languages and the cart come next. */
export function SiteHeader({ brand, homePath }: { brand: Shell["brand"] | undefined; homePath: string }) {
  const t = useT();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {brand ? (
          <Link to={homePath} className="flex min-w-0 items-center gap-3" aria-label={brand.showCompanyName ? undefined : brand.companyName}>
            {brand.logoUrl ? (
              <img
                src={brand.logoUrl}
                alt=""
                width={brand.logoWidth}
                height={brand.logoHeight}
                style={{ maxWidth: brand.maxLogoWidth }}
                className={`${logoShape[brand.logoStyle]} object-contain`}
              />
            ) : null}
            {brand.showCompanyName ? <span className="truncate text-lg font-semibold text-brand-800">{brand.companyName}</span> : null}
          </Link>
        ) : (
          <div className="flex items-center gap-3" aria-hidden="true">
            <div className="size-8 animate-pulse rounded-md bg-slate-200" />
            <div className="h-5 w-40 animate-pulse rounded bg-slate-200" />
          </div>
        )}
        <SearchBox className="w-full max-w-xs flex-1 sm:max-w-sm" />
        <nav aria-label={t("nav.home")} className="hidden items-center gap-6 text-sm font-medium text-slate-700 md:flex">
          <Link to={homePath} className="hover:text-brand-700">
            {t("nav.home")}
          </Link>
        </nav>
      </div>
    </header>
  );
}
