import { formatMoney } from "./money";

/** What a product card or a search suggestion shows; prices are formatted on the server. */
export interface ProductCardView {
  id: string;
  name: string;
  /** Localized URL of the product page. */
  href: string;
  imageUrl: string | null;
  packageSize: string | null;
  priceRange: string | null;
  price: string | null;
  /** How the card offers the product: 'Add to cart', 'Choose options' (its page), or neither (no shop price). */
  purchase: "add" | "options" | null;
}

/** Turns a product row into its card, with the product URL in the page's language. */
export function toCardView(
  product: {
    id: string;
    slug: string;
    name: string;
    imageUrl: string | null;
    packageSize: string | null;
    priceRange: string | null;
    shopPriceOre: number | null;
    currency: string;
    hasOptions?: boolean;
  },
  localize: (path: string) => string,
): ProductCardView {
  return {
    id: product.id,
    name: product.name,
    href: localize(`/products/${encodeURIComponent(product.slug)}`),
    imageUrl: product.imageUrl,
    packageSize: product.packageSize,
    priceRange: product.priceRange,
    price: product.shopPriceOre === null ? null : formatMoney(product.shopPriceOre, product.currency),
    purchase: product.shopPriceOre === null ? null : product.hasOptions ? "options" : "add",
  };
}

/** What the search box's panel receives for each suggestion (GET /api/search/suggestions). */
export interface Suggestion {
  id: string;
  name: string;
  slug: string;
  /** Localized URL of the product page. */
  href: string;
  image: string | null;
  packageSize: string | null;
  priceRange: string | null;
  price: string | null;
}
