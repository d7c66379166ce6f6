import { Link, redirect } from "react-router";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import { AddToQuoteForm } from "~/components/quotes/AddToQuoteForm";
import { ProductGallery } from "~/components/catalog/ProductGallery";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import { useNonce } from "~/lib/nonce";
import { jsonLdText, seoMeta } from "~/lib/seo";
import { findProductIdBySlug, loadProductDetail } from "~/server/catalog/product.server";
import { productJsonLd } from "~/server/seo/product-json-ld.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { notFound, resolveRouteLanguage, siteScope } from "~/server/site/route-language.server";
import { pageTags } from "~/server/page-cache/tags";
import type { Route } from "./+types/products.$slug";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  const languages = siteScope(language);
  const id = await findProductIdBySlug(context.db, { ...languages, slug: params.slug });
  const product = id ? await loadProductDetail(context.db, { ...languages, id }) : null;
  if (!product) throw notFound();
  context.tagPage(pageTags.product(product.id));
  // Another language's slug (or the base slug): send visitors and crawlers to this language's URL.
  if (product.slug !== params.slug)
    throw redirect(`${language.localize(`/products/${encodeURIComponent(product.slug)}`)}${new URL(request.url).search}`, 301);

  const path = (slug: string) => `/products/${encodeURIComponent(slug)}`;
  const seo = pageSeo(context.origin, language, {
    path: path(product.slug),
    pathByLanguage: Object.fromEntries(
      language.codes.map((code) => [
        code,
        path(product.slugByLanguage[code] ?? product.slugByLanguage[language.defaultCode] ?? product.slug),
      ]),
    ),
    title: product.name,
    description: product.description,
    type: "product",
    image: product.images[0]?.url ?? null,
  });
  return {
    seo,
    jsonLd: jsonLdText(
      productJsonLd(product, {
        url: seo.canonical,
        origin: context.origin,
        brand: language.site.settings?.companyName ?? language.site.factory.name,
      }),
    ),
    productsPath: language.localize("/products"),
    homePath: language.localize("/"),
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      packageSize: product.packageSize,
      priceRange: product.priceRange,
      price: product.shopPriceOre === null ? null : formatMoney(product.shopPriceOre, product.currency),
      // Only priced products are sold through the cart; the others are asked for through a quote.
      purchasable: product.shopPriceOre !== null,
      soldOut: product.soldOut,
      vatRatePercent: product.vatRatePercent,
      barcode: product.barcode,
      sku: product.sku,
      attributes: product.attributes,
      images: product.images,
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const t = useT();
  const nonce = useNonce();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {/* Data, not code: JSON-LD is never executed, and `<` is escaped so it cannot end the tag. */}
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <nav aria-label={t("nav.breadcrumb")} className="mb-6 text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={loaderData.homePath} className="hover:text-brand-700 hover:underline">
              {t("nav.home")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={loaderData.productsPath} className="hover:text-brand-700 hover:underline">
              {t("catalog.title")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-slate-900">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2">
        <ProductGallery images={product.images} name={product.name} />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{product.name}</h1>
          {product.packageSize ? <p className="mt-2 text-lg text-slate-600">{product.packageSize}</p> : null}
          {product.price ? (
            <p className="mt-6">
              <span className="text-3xl font-bold text-brand-700" dir="ltr" data-testid="price">
                {product.price}
              </span>{" "}
              <span className="text-sm text-slate-600">{t("product.inclVatRate", { rate: product.vatRatePercent })}</span>
            </p>
          ) : null}
          {product.description ? <p className="mt-6 leading-7 text-slate-700">{product.description}</p> : null}
          {product.purchasable && product.soldOut ? (
            <section className="mt-8" aria-label={t("product.addToCart")}>
              <p className="text-lg font-semibold text-red-700" data-testid="out-of-stock">
                {t("product.outOfStock")}
              </p>
              <button
                type="button"
                disabled
                className="mt-3 inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white opacity-50 shadow-sm"
              >
                {t("product.addToCart")}
              </button>
            </section>
          ) : product.purchasable ? (
            <section className="mt-8" aria-label={t("product.addToCart")}>
              <AddToCartForm productId={product.id} productName={product.name} attributes={product.attributes} withQuantity />
            </section>
          ) : product.attributes.length > 0 ? (
            <section className="mt-8" aria-labelledby="options-heading">
              <h2 id="options-heading" className="text-lg font-semibold text-slate-900">
                {t("product.options")}
              </h2>
              <dl className="mt-3 space-y-3">
                {product.attributes.map((attribute) => (
                  <div key={attribute.key}>
                    <dt className="text-sm font-medium text-slate-900">{attribute.label}</dt>
                    <dd className="mt-1 flex flex-wrap gap-2">
                      {attribute.options.map((option) => (
                        <span key={option.value} className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700">
                          {option.label}
                        </span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <AddToQuoteForm productId={product.id} productName={product.name} className="mt-4" />
          <section className="mt-8" aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-lg font-semibold text-slate-900">
              {t("product.details")}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {product.packageSize ? <Detail label={t("product.packageSize")} value={product.packageSize} /> : null}
              {product.priceRange ? <Detail label={t("product.priceRange")} value={product.priceRange} /> : null}
              {product.barcode ? <Detail label={t("product.barcode")} value={product.barcode} testId="barcode" /> : null}
              {product.sku ? <Detail label={t("product.sku")} value={product.sku} /> : null}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="text-slate-700" dir="auto" data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
