import { data, Form, Link, redirect } from "react-router";
import { AdminLayout, AdminNotice, buttonClass, inputClass, labelClass, linkClass } from "~/components/admin/AdminLayout";
import { AttributesEditor } from "~/components/admin/AttributesEditor";
import { AdminTextField, TranslationFieldsets } from "~/components/admin/TranslationFieldsets";
import { ProductDeleteSection, ProductImagesSection } from "~/components/admin/ProductImagesSection";
import { isImageOutcome } from "~/lib/admin/image-rules";
import type { AdminMessageKey } from "~/lib/admin/messages";
import {
  ATTRIBUTES_EXAMPLE,
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_PRODUCTS_PER_FACTORY,
  parseProductForm,
  VAT_RATES,
} from "~/lib/admin/product-form";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useT } from "~/lib/i18n/use-t";
import { formatAmount } from "~/lib/money";
import { productProperties, propertyLabels } from "~/lib/shop/properties";
import { useLocalizePath } from "~/lib/use-shell";
import { loadAiStatus } from "~/server/ai/queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { deleteProduct, saveProduct } from "~/server/catalog/product-commands.server";
import { listCategoryChoices, loadProductSnapshot } from "~/server/catalog/product-queries.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.products.$productId";

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The form's starting values: the product's, or empty for a new one (VAT 15 %, active). */
function formValues(snapshot: Awaited<ReturnType<typeof loadProductSnapshot>>): Record<string, string> {
  if (!snapshot) return { vatRatePercent: "15", isActive: "on", lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD) };
  const { product, translations } = snapshot;
  const values: Record<string, string> = {
    price: product.shopPriceOre === null ? "" : formatAmount(product.shopPriceOre),
    vatRatePercent: String(product.vatRatePercent),
    priceRange: product.priceRange ?? "",
    barcode: product.barcode ?? "",
    sku: product.sku ?? "",
    attributesSchema: product.attributesSchema ? JSON.stringify(product.attributesSchema, null, 2) : "",
    stockQuantity: product.stockQuantity === null ? "" : String(product.stockQuantity),
    // Posted back unchanged: a count the admin did not touch is not written over orders taken meanwhile.
    stockQuantityLoaded: product.stockQuantity === null ? "" : String(product.stockQuantity),
    lowStockThreshold: String(product.lowStockThreshold),
  };
  if (product.isActive) values.isActive = "on";
  if (product.isFeatured) values.isFeatured = "on";
  for (const translation of translations) {
    values[`name.${translation.languageCode}`] = translation.name;
    values[`slug.${translation.languageCode}`] = translation.slug;
    values[`description.${translation.languageCode}`] = translation.description ?? "";
    values[`packageSize.${translation.languageCode}`] = translation.packageSize ?? "";
  }
  return values;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const isNew = params.productId === "new";
  if (!isNew && !isUuid(params.productId)) throw notFound();
  const snapshot = isNew ? null : await loadProductSnapshot(context.db, factoryId, params.productId);
  if (!isNew && !snapshot) throw notFound();
  const [categories, ai] = await Promise.all([
    listCategoryChoices(context.db, factoryId, language.languageCode),
    loadAiStatus(context.db, factoryId),
  ]);
  return {
    isNew,
    ai: { available: ai.available, reason: ai.reason },
    productId: snapshot?.product.id ?? null,
    productName: snapshot?.product.name ?? null,
    orderLineCount: snapshot?.orderLineCount ?? 0,
    values: formValues(snapshot),
    categoryIds: snapshot?.categoryIds ?? [],
    properties: snapshot?.product.properties ?? [],
    categories,
    languages: language.site.languages.map((lang) => ({
      code: lang.code,
      name: lang.nativeName,
      direction: lang.direction,
      isDefault: lang.code === language.defaultCode,
    })),
    saved: new URL(request.url).searchParams.get("saved") === "1",
    imageOutcome: ((value) => (isImageOutcome(value) ? value : null))(new URL(request.url).searchParams.get("image")),
    images: (snapshot?.images ?? []).map((image) => ({
      id: image.id,
      url: image.processedUrl ?? image.originalUrl,
      originalUrl: image.originalUrl,
      width: image.width,
      height: image.height,
      isPrimary: image.isPrimary,
      altText: image.altText,
    })),
  };
}

type ActionData = {
  message: AdminMessageKey;
  problems: { field: string; message: AdminMessageKey }[];
  values: Record<string, string>;
  categoryIds: string[];
  properties?: string[];
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const { language } = actor;
  const isNew = params.productId === "new";
  if (!isNew && !isUuid(params.productId)) throw notFound();
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "delete" && !isNew) {
    if (form.get("confirm") !== "on")
      return data<ActionData>(
        { message: "admin.product.deleteConfirmRequired", problems: [], values: {}, categoryIds: [] },
        { status: 400 },
      );
    const result = await deleteProduct(context.db, actor, params.productId, context.media);
    if (result === "not_found") throw notFound();
    if (result === "ordered")
      return data<ActionData>({ message: "admin.product.deleteOrdered", problems: [], values: {}, categoryIds: [] }, { status: 409 });
    throw redirect(language.localize("/admin/products?deleted=1"));
  }
  if (intent !== "save")
    return data<ActionData>({ message: "admin.common.badRequest", problems: [], values: {}, categoryIds: [] }, { status: 400 });
  const categories = await listCategoryChoices(context.db, actor.factoryId, language.languageCode);
  const codes = language.site.languages.map((lang) => lang.code);
  const parsed = parseProductForm(form, {
    languageCodes: codes,
    defaultCode: language.defaultCode,
    categoryIds: categories.map((category) => category.id),
  });
  const echo = () => ({
    values: Object.fromEntries(
      [...form].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "categoryIds" && entry[0] !== "properties",
      ),
    ),
    categoryIds: form.getAll("categoryIds").filter((value): value is string => typeof value === "string"),
    properties: form.getAll("properties").filter((value): value is string => typeof value === "string" && value !== ""),
  });
  if (!parsed.ok) return data<ActionData>({ message: "admin.product.fixProblems", problems: parsed.problems, ...echo() }, { status: 400 });
  const result = await saveProduct(context.db, actor, isNew ? null : params.productId, parsed.value, { defaultCode: language.defaultCode });
  if (result.ok) throw redirect(language.localize(`/admin/products/${result.productId}?saved=1`));
  if ("notFound" in result) throw notFound();
  if ("limit" in result) return data<ActionData>({ message: "admin.product.limitReached", problems: [], ...echo() }, { status: 409 });
  return data<ActionData>({ message: "admin.product.fixProblems", problems: result.problems, ...echo() }, { status: 400 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.productName ?? "New product"} · Admin Panel` }, { name: "robots", content: "noindex" }];
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { isNew, productId, productName, orderLineCount, categories, languages, saved, images, imageOutcome, ai } = loaderData;
  const t = useAdminT();
  // The properties' labels are the webshop's own UI strings (translated with the site's).
  const siteT = useT();
  const localize = useLocalizePath();
  const values = actionData && Object.keys(actionData.values).length > 0 ? actionData.values : loaderData.values;
  const categoryIds = actionData && Object.keys(actionData.values).length > 0 ? actionData.categoryIds : loaderData.categoryIds;
  const chosenProperties: string[] =
    actionData && Object.keys(actionData.values).length > 0 ? (actionData.properties ?? []) : loaderData.properties;
  const problems = actionData?.problems ?? [];
  const problemFor = (field: string) => problems.find((problem) => problem.field === field);
  // Re-mounts the fields when the server answers, so that they show what it echoed.
  const formKey = actionData ? JSON.stringify(actionData.values).length : 0;

  const errorFor = (name: string) => {
    const problem = problemFor(name);
    return problem ? t(problem.message) : undefined;
  };
  const field = (name: string, label: string, options: { hint?: string; inputMode?: "decimal" | "numeric" } = {}) => (
    <AdminTextField
      name={name}
      label={label}
      defaultValue={values[name] ?? ""}
      error={errorFor(name)}
      hint={options.hint}
      inputMode={options.inputMode}
    />
  );

  return (
    <AdminLayout title={isNew ? t("admin.product.newTitle") : t("admin.product.editTitle", { name: productName ?? "" })}>
      <p className="-mt-4 mb-4 text-sm">
        <Link to={localize("/admin/products")} className={linkClass}>
          {t("admin.product.backToList")}
        </Link>
        {productId ? (
          <>
            {" · "}
            <Link to={localize(`/admin/audit?entity=product&entityId=${productId}`)} className={linkClass}>
              {t("admin.product.history")}
            </Link>
          </>
        ) : null}
      </p>
      {saved && !actionData ? <AdminNotice kind="ok">{t("admin.product.saved")}</AdminNotice> : null}
      {actionData ? (
        <AdminNotice kind="error">
          {actionData.message === "admin.product.limitReached"
            ? t("admin.product.limitReached", { max: MAX_PRODUCTS_PER_FACTORY })
            : t(actionData.message)}
        </AdminNotice>
      ) : null}
      <Form method="post" key={formKey} className="space-y-8" noValidate>
        <input type="hidden" name="intent" value="save" />
        <TranslationFieldsets
          languages={languages}
          values={values}
          errorFor={errorFor}
          labels={{
            name: t("admin.product.name"),
            slug: t("admin.product.slug"),
            slugHint: t("admin.product.slugHint"),
            description: t("admin.product.description"),
            descriptionHint: t("admin.product.descriptionHint"),
          }}
          extraFields={[{ name: "packageSize", label: t("admin.product.packageSize") }]}
          descriptionRows={5}
          ai={{ status: ai, describe: true }}
        />
        <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.product.pricing")}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {field("price", t("admin.product.price"), { inputMode: "decimal", hint: t("admin.product.priceHint") })}
            <div>
              <label htmlFor="field-vatRatePercent" className={labelClass}>
                {t("admin.product.vat")}
              </label>
              <select id="field-vatRatePercent" name="vatRatePercent" defaultValue={values.vatRatePercent ?? "15"} className={inputClass}>
                {VAT_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate} %
                  </option>
                ))}
              </select>
            </div>
            {field("priceRange", t("admin.product.priceRange"), { hint: t("admin.product.priceRangeHint") })}
            {field("barcode", t("admin.product.barcode"), { inputMode: "numeric", hint: t("admin.product.barcodeHint") })}
            {field("sku", t("admin.product.sku"))}
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.product.stock")}</legend>
          {values.stockQuantityLoaded !== undefined ? (
            <input type="hidden" name="stockQuantityLoaded" value={values.stockQuantityLoaded} />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("stockQuantity", t("admin.product.stockQuantity"), { inputMode: "numeric", hint: t("admin.product.stockHint") })}
            {field("lowStockThreshold", t("admin.product.lowStockThreshold"), { inputMode: "numeric" })}
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.product.categories")}</legend>
          {problemFor("categoryIds") ? <p className="mb-2 text-sm text-red-700">{t(problemFor("categoryIds")!.message)}</p> : null}
          <div className="grid gap-2 sm:grid-cols-3">
            {categories.map((category) => (
              <label key={category.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="categoryIds"
                  value={category.id}
                  defaultChecked={categoryIds.includes(category.id)}
                  className="size-4"
                />
                {category.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4" aria-describedby="properties-hint">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.product.properties")}</legend>
          <p id="properties-hint" className="mb-2 text-sm text-slate-600">
            {t("admin.product.propertiesHint")}
          </p>
          {problemFor("properties") ? <p className="mb-2 text-sm text-red-700">{t(problemFor("properties")!.message)}</p> : null}
          {/* Sent with the checkboxes: none ticked clears them. */}
          <input type="hidden" name="properties" value="" />
          <div className="grid gap-2 sm:grid-cols-3">
            {productProperties.map((property) => (
              <label key={property} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="properties"
                  value={property}
                  defaultChecked={chosenProperties.includes(property)}
                  className="size-4"
                />
                {siteT(propertyLabels[property])}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.product.attributes")}</legend>
          <AttributesEditor
            name="attributesSchema"
            defaultValue={values.attributesSchema ?? ""}
            languages={languages}
            error={problemFor("attributesSchema") ? t("admin.product.error.attributes") : undefined}
            hint={t("admin.product.attributesHint")}
            example={ATTRIBUTES_EXAMPLE}
          />
        </fieldset>
        <fieldset className="flex min-w-0 flex-wrap gap-6 rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.product.visibility")}</legend>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} className="size-4" />
            {t("admin.product.isActive")}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="isFeatured" defaultChecked={values.isFeatured === "on"} className="size-4" />
            {t("admin.product.isFeatured")}
          </label>
        </fieldset>
        <button type="submit" className={buttonClass}>
          {isNew ? t("admin.product.create") : t("admin.product.save")}
        </button>
      </Form>
      {productId ? (
        <ProductImagesSection images={images} imageOutcome={imageOutcome} imagesAction={localize(`/admin/products/${productId}/images`)} />
      ) : null}
      {productId ? <ProductDeleteSection orderLineCount={orderLineCount} /> : null}
    </AdminLayout>
  );
}
