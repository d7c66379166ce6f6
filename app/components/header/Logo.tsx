import { Link } from "react-router";
import type { Shell } from "~/server/site/shell.server";
import { useShell } from "~/lib/use-shell";

export type Brand = NonNullable<Shell["brand"]>;

const logoShape = { rounded: "rounded-md", circular: "rounded-full", square: "rounded-none" } as const;

/**
 * The logo (size and shape from the settings) and, unless the settings hide it, the company name;
 * it links to the home page of the current language.
 */
export function Logo({
  brand,
  className = "",
  nameClassName = "text-lg text-brand-800",
}: {
  brand: Brand;
  className?: string;
  nameClassName?: string;
}) {
  const homePath = useShell()?.homePath ?? "/";
  const width = Math.min(brand.logoWidth, brand.maxLogoWidth);
  return (
    <Link
      to={homePath}
      // The name may shrink to an ellipsis, the logo never.
      style={brand.logoUrl ? { minWidth: width } : undefined}
      className={`flex min-w-0 items-center gap-2.5 ${className}`}
      aria-label={brand.showCompanyName ? undefined : brand.companyName}
    >
      {brand.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt=""
          width={width}
          height={brand.logoHeight}
          style={{ width, height: brand.logoHeight, maxWidth: brand.maxLogoWidth }}
          className={`${logoShape[brand.logoStyle]} shrink-0 object-contain`}
        />
      ) : null}
      {brand.showCompanyName ? (
        <span dir="auto" className={`truncate font-semibold ${nameClassName}`}>
          {brand.companyName}
        </span>
      ) : null}
    </Link>
  );
}
