import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { AddToCartForm, type AttributeChoice } from "~/components/cart/AddToCartForm";
import { ResponsiveImage } from "~/components/catalog/ResponsiveImage";
import { useT } from "~/lib/i18n/use-t";
import type { ProductCardView } from "~/lib/product-card";

// Radix's dialog loads the first time a visitor opens one, not with the page.
const OptionsDialog = lazy(() => import("./OptionsDialog"));

export interface ShopProductView extends ProductCardView {
  soldOut: boolean;
  attributes: AttributeChoice[];
}

/**
 * A product in the webshop's grid: 'Add to cart' at once, or, for a product with options, 'Choose
 * options', which opens a small dialog with them (before JavaScript, and if it fails, a link to the
 * product page, where the same form is). A product out of stock says so and offers neither.
 */
export function ShopProductCard({ product, priority }: { product: ShopProductView; priority: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <li
      className={`group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${priority ? "" : "[contain-intrinsic-size:auto_20rem] [content-visibility:auto]"}`}
      data-testid="product-card"
    >
      {product.imageUrl ? (
        <ResponsiveImage
          src={product.imageUrl}
          alt=""
          width={800}
          height={800}
          sizes="(min-width: 1024px) 22vw, (min-width: 768px) 33vw, 50vw"
          priority={priority}
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="aspect-square w-full bg-slate-100" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-sm font-semibold break-words hyphens-auto text-slate-900 sm:text-base">
          <Link
            to={product.href}
            prefetch="intent"
            className="group-hover:text-brand-700 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h2>
        {product.packageSize ? <p className="text-xs text-slate-600 sm:text-sm">{product.packageSize}</p> : null}
        {product.price ? (
          <p className="pt-1 text-base font-semibold text-brand-700" dir="ltr">
            <span data-testid="price">{product.price}</span>
          </p>
        ) : null}
        <div className="relative z-10 mt-auto pt-2">
          {product.soldOut ? (
            <p className="text-sm font-medium text-slate-700">{t("product.outOfStock")}</p>
          ) : product.attributes.length > 0 ? (
            <>
              <Link
                to={product.href}
                onClick={(event) => {
                  // With JavaScript the options open here; the product page stays the fallback.
                  event.preventDefault();
                  setAsked(true);
                  setOpen(true);
                }}
                aria-haspopup="dialog"
                aria-label={`${t("cart.chooseOptions")}: ${product.name}`}
                className="inline-flex rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t("cart.chooseOptions")}
              </Link>
              {asked ? (
                <Suspense fallback={null}>
                  <OptionsDialog product={product} open={open} onOpenChange={setOpen} />
                </Suspense>
              ) : null}
            </>
          ) : (
            <AddToCartForm productId={product.id} productName={product.name} />
          )}
        </div>
      </div>
      <span className="pointer-events-none absolute inset-0 rounded-xl ring-brand-600 group-focus-within:ring-2" aria-hidden="true" />
    </li>
  );
}

/** The webshop's grid; card titles are h2 under the page's h1. */
export function ShopGrid({ products, eagerCount = 3 }: { products: ShopProductView[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3">
      {products.map((product, index) => (
        <ShopProductCard key={product.id} product={product} priority={index < eagerCount} />
      ))}
    </ul>
  );
}
