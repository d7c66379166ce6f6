import { Form, Link } from "react-router";
import {
  AdminFilterButton,
  AdminLayout,
  AdminResultCount,
  AdminTable,
  inputClass,
  labelClass,
  linkClass,
} from "~/components/admin/AdminLayout";
import { Pagination } from "~/components/catalog/Pagination";
import { formatDateTime } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useSellerT } from "~/lib/sellers/messages";
import { sellerReference, sellerStatuses } from "~/lib/sellers/sellers";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { listSellerApplications, parseSellerListFilter, SELLER_PAGE_SIZE } from "~/server/sellers/queries.server";
import type { Route } from "./+types/admin.sellers";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  const filter = parseSellerListFilter(new URL(request.url).searchParams);
  const { applications, total } = await listSellerApplications(context.db, factoryId, filter);
  return {
    filter,
    total,
    pageCount: Math.max(1, Math.ceil(total / SELLER_PAGE_SIZE)),
    applications: applications.map((application) => ({
      ...application,
      reference: sellerReference(application.applicationNumber),
      createdAt: formatDateTime(application.createdAt),
    })),
  };
}

export function meta() {
  return [{ title: "Sellers · Admin Panel" }, { name: "robots", content: "noindex" }];
}

/** Seller applications, newest first, by status and a search. */
export default function AdminSellers({ loaderData }: Route.ComponentProps) {
  const { filter, total, pageCount, applications } = loaderData;
  const t = useAdminT();
  const tSeller = useSellerT();
  const localize = useLocalizePath();
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filter.status) params.set("status", filter.status);
    if (filter.q) params.set("q", filter.q);
    params.set("page", String(page));
    return localize(`/admin/sellers?${params.toString()}`);
  };
  return (
    <AdminLayout title={t("admin.sellers.title")}>
      <Form
        method="get"
        role="search"
        aria-label={t("admin.sellers.filters")}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3"
      >
        <label className={`${labelClass} sm:col-span-2`}>
          {t("admin.sellers.search")}
          <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={inputClass} />
        </label>
        <label className={labelClass}>
          {t("admin.sellers.status")}
          <select name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">{t("admin.common.all")}</option>
            {sellerStatuses.map((status) => (
              <option key={status} value={status}>
                {tSeller(`seller.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <AdminFilterButton className="sm:col-span-3" />
      </Form>
      <AdminResultCount>{t("admin.sellers.count", { count: total })}</AdminResultCount>
      {applications.length === 0 ? null : (
        <AdminTable
          columns={[
            { label: t("admin.sellers.reference") },
            { label: t("admin.sellers.received") },
            { label: t("admin.sellers.company") },
            { label: t("admin.sellers.city") },
            { label: t("admin.sellers.shopType") },
            { label: t("admin.sellers.status") },
          ]}
        >
          {applications.map((application) => (
            <tr key={application.id}>
              <td className="px-3 py-2">
                <Link to={localize(`/admin/sellers/${application.id}`)} className={linkClass}>
                  {application.reference}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{application.createdAt}</td>
              <td className="px-3 py-2">
                {application.companyName}
                <span className="block text-xs text-slate-600">{application.email}</span>
              </td>
              <td className="px-3 py-2">{application.city}</td>
              <td className="px-3 py-2">{tSeller(`seller.shopType.${application.shopType}`)}</td>
              <td className="px-3 py-2">{tSeller(`seller.status.${application.status}`)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={filter.page} pageCount={pageCount} href={pageHref} />
    </AdminLayout>
  );
}
