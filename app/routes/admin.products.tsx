import { data, Form, Link } from "react-router";
import { z } from "zod";
import {
  AdminFilterButton,
  AdminLayout,
  AdminNotice,
  AdminResultCount,
  AdminTable,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
} from "~/components/admin/AdminLayout";
import { Pagination } from "~/components/catalog/Pagination";
import { formatDateTime } from "~/lib/admin/time";
import { PRODUCT_PAGE_SIZE } from "~/lib/admin/constants";
import { useAdminT } from "~/lib/admin/use-admin-t";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { formatMoney } from "~/lib/money";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { setProductActive } from "~/server/catalog/product-commands.server";
import { listAdminProducts, listCategoryChoices, parseProductListFilter } from "~/server/catalog/product-queries.server";
import type { Route } from "./+types/admin.products";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const filter = parseProductListFilter(new URL(request.url).searchParams);
  const [{ products, total }, categories] = await Promise.all([
    listAdminProducts(context.db, factoryId, filter),
    listCategoryChoices(context.db, factoryId, language.languageCode),
  ]);
  return {
    filter,
    total,
    categories,
    languages: language.site.languages.map((lang) => ({ code: lang.code, name: lang.nativeName })),
    products: products.map((product) => ({ ...product, updatedAt: formatDateTime(product.updatedAt) })),
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("activate"), id: z.uuid() }),
  z.object({ intent: z.literal("deactivate"), id: z.uuid() }),
]);

type ActionResult = { ok: boolean; message: AdminMessageKey };

/** Activate or deactivate one product from the list (deleting is on the product's own page). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ ok: false, message: "admin.common.badRequest" }, { status: 400 });
  const { intent, id } = parsed.data;
  const found = await setProductActive(context.db, actor, id, intent === "activate");
  if (!found) return data<ActionResult>({ ok: false, message: "admin.product.notFound" }, { status: 404 });
  return data<ActionResult>({ ok: true, message: intent === "activate" ? "admin.product.activated" : "admin.product.deactivated" });
}

export function meta() {
  return [{ title: "Products · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, total, categories, languages, products, deleted } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  const pageCount = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filter.q) params.set("q", filter.q);
    if (filter.category) params.set("category", filter.category);
    if (filter.active !== "all") params.set("active", filter.active);
    if (filter.stock !== "all") params.set("stock", filter.stock);
    if (filter.missing) params.set("missing", filter.missing);
    if (filter.sort !== "name") params.set("sort", filter.sort);
    params.set("page", String(page));
    return localize(`/admin/products?${params.toString()}`);
  };
  return (
    <AdminLayout
      title={t("admin.products.title")}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={localize("/admin/products/import")} className={secondaryButtonClass}>
            {t("admin.csv.link")}
          </Link>
          <Link to={localize("/admin/products/new")} className={buttonClass}>
            {t("admin.products.new")}
          </Link>
        </div>
      }
    >
      {actionData ? <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message)}</AdminNotice> : null}
      {deleted && !actionData ? <AdminNotice kind="ok">{t("admin.product.deleted")}</AdminNotice> : null}
      <Form
        method="get"
        role="search"
        aria-label={t("admin.products.filters")}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7"
      >
        <label className={`${labelClass} lg:col-span-2`}>
          {t("admin.common.search")}
          <input type="search" name="q" defaultValue={filter.q} className={inputClass} />
        </label>
        <label className={labelClass}>
          {t("admin.products.category")}
          <select name="category" defaultValue={filter.category ?? ""} className={inputClass}>
            <option value="">{t("admin.common.all")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.products.status")}
          <select name="active" defaultValue={filter.active} className={inputClass}>
            <option value="all">{t("admin.common.all")}</option>
            <option value="active">{t("admin.products.active")}</option>
            <option value="inactive">{t("admin.products.inactive")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.products.stockFilter")}
          <select name="stock" defaultValue={filter.stock} className={inputClass}>
            <option value="all">{t("admin.common.all")}</option>
            <option value="low">{t("admin.products.lowStock")}</option>
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.products.missingLanguage")}
          <select name="missing" defaultValue={filter.missing ?? ""} className={inputClass}>
            <option value="">—</option>
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.products.sort")}
          <select name="sort" defaultValue={filter.sort} className={inputClass}>
            <option value="name">{t("admin.products.sort.name")}</option>
            <option value="-name">{t("admin.products.sort.nameDesc")}</option>
            <option value="-updated">{t("admin.products.sort.updatedDesc")}</option>
            <option value="updated">{t("admin.products.sort.updated")}</option>
            <option value="price">{t("admin.products.sort.price")}</option>
            <option value="-price">{t("admin.products.sort.priceDesc")}</option>
          </select>
        </label>
        <AdminFilterButton className="flex items-end sm:col-span-2 lg:col-span-7" />
      </Form>
      <AdminResultCount>{t("admin.products.count", { count: total })}</AdminResultCount>
      {products.length === 0 ? null : (
        <AdminTable
          columns={[
            { label: t("admin.products.name") },
            { label: t("admin.products.sku") },
            { label: t("admin.products.price"), end: true },
            { label: t("admin.products.stock"), end: true },
            { label: t("admin.products.languages") },
            { label: t("admin.products.status") },
            { label: t("admin.products.updated") },
            { label: t("admin.common.actions") },
          ]}
        >
          {products.map((product) => (
            <tr key={product.id} data-product-id={product.id}>
              <td className="px-3 py-2">
                <Link to={localize(`/admin/products/${product.id}`)} className={linkClass}>
                  {product.name}
                </Link>
              </td>
              <td className="px-3 py-2 font-mono text-xs text-slate-700">{product.sku ?? "—"}</td>
              <td className="px-3 py-2 text-end whitespace-nowrap">
                {product.shopPriceOre === null ? "—" : formatMoney(product.shopPriceOre, product.currency)}
              </td>
              <td
                className={`px-3 py-2 text-end ${product.stockQuantity !== null && product.stockQuantity <= product.lowStockThreshold ? "font-semibold text-red-700" : "text-slate-700"}`}
              >
                {product.stockQuantity === null ? (
                  <span className="text-slate-500">{t("admin.products.notTracked")}</span>
                ) : (
                  product.stockQuantity
                )}
              </td>
              <td className="px-3 py-2 text-slate-700">{product.languages.join(", ")}</td>
              <td className="px-3 py-2">{product.isActive ? t("admin.products.active") : t("admin.products.inactive")}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{product.updatedAt}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="id" value={product.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={product.isActive ? "deactivate" : "activate"}
                      className={secondaryButtonClass}
                      aria-label={`${product.isActive ? t("admin.products.deactivate") : t("admin.products.activate")}: ${product.name}`}
                    >
                      {product.isActive ? t("admin.products.deactivate") : t("admin.products.activate")}
                    </button>
                  </Form>
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={filter.page} pageCount={pageCount} href={pageHref} />
    </AdminLayout>
  );
}
