import { formatAmount } from "~/lib/money";
import { absoluteUrl } from "~/lib/seo";
import type { ProductDetail } from "../catalog/product.server";

/** schema.org Product with an Offer in NOK for search engines' rich results. */
export function productJsonLd(product: ProductDetail, options: { url: string; origin: string; brand: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description ?? undefined,
    image: product.images.map((image) => absoluteUrl(options.origin, image.url)),
    sku: product.sku ?? undefined,
    // EAN-13 barcodes are GTIN-13.
    gtin13: product.barcode && product.barcode.length === 13 ? product.barcode : undefined,
    brand: { "@type": "Brand", name: options.brand },
    offers:
      product.shopPriceOre === null
        ? undefined
        : {
            "@type": "Offer",
            url: options.url,
            // A decimal string from whole øre: no float rounding.
            price: formatAmount(product.shopPriceOre, "."),
            priceCurrency: product.currency,
            availability: product.soldOut ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
            itemCondition: "https://schema.org/NewCondition",
          },
  };
}
