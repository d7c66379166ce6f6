import { Link } from "react-router";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import { AddToQuoteForm } from "~/components/quotes/AddToQuoteForm";
import { useT } from "~/lib/i18n/use-t";
import type { ProductCardView } from "~/lib/product-card";
import { ResponsiveImage } from "./ResponsiveImage";

/** A product in a grid: picture, name, package size, price and price range, linking to its page, with 'Add to cart' (or 'Choose options') and 'Add to quote'. */
export function ProductCard({
  product,
  priority,
  headingLevel = 3,
}: {
  product: ProductCardView;
  priority: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li
      // Cards past the first row are laid out and painted only once they come near the screen.
      className={`group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${priority ? "" : "[contain-intrinsic-size:auto_20rem] [content-visibility:auto]"}`}
      data-testid="product-card"
    >
      {product.imageUrl ? (
        <ResponsiveImage
          src={product.imageUrl}
          alt=""
          width={800}
          height={800}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          priority={priority}
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="aspect-square w-full bg-slate-100" aria-hidden="true" />
      )}
      <div className="space-y-1 p-4">
        <Heading className="text-sm font-semibold break-words hyphens-auto text-slate-900 sm:text-base">
          {/* The whole card is clickable through the stretched link; its name is the link text. */}
          <Link
            to={product.href}
            prefetch="intent"
            className="group-hover:text-brand-700 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        {product.packageSize ? <p className="text-xs text-slate-600 sm:text-sm">{product.packageSize}</p> : null}
        {product.price ? (
          <p className="pt-1 text-base font-semibold text-brand-700" dir="ltr">
            <span data-testid="price">{product.price}</span>
          </p>
        ) : null}
        {product.priceRange ? (
          <p className="text-xs text-slate-600">
            {t("product.priceRange")}: {product.priceRange}
          </p>
        ) : null}
        {/* Above the stretched link, so the button is the button and not the card. */}
        {product.purchase === "add" ? (
          <AddToCartForm productId={product.id} productName={product.name} className="relative z-10 pt-2" />
        ) : null}
        {product.purchase === "options" ? (
          <p className="relative z-10 pt-2">
            <Link
              to={product.href}
              className="inline-flex rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              aria-label={`${t("cart.chooseOptions")}: ${product.name}`}
            >
              {t("cart.chooseOptions")}
            </Link>
          </p>
        ) : null}
        <AddToQuoteForm productId={product.id} productName={product.name} className="relative z-10 pt-2" />
      </div>
      <span className="pointer-events-none absolute inset-0 rounded-xl ring-brand-600 group-focus-within:ring-2" aria-hidden="true" />
    </li>
  );
}

/**
 * The product grid used by the home page, the catalogue and category pages. Card titles are
 * headings one level below the section they sit in (`headingLevel`), so the outline never skips.
 */
export function ProductGrid({
  products,
  eagerCount = 4,
  headingLevel = 3,
}: {
  products: ProductCardView[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < eagerCount} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
