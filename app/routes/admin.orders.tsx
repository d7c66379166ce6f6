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
import { formatDateTime, startOfDay } from "~/lib/admin/time";
import { ORDER_PAGE_SIZE } from "~/lib/admin/constants";
import { useAdminT } from "~/lib/admin/use-admin-t";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { formatMoney } from "~/lib/money";
import { orderStatuses } from "~/lib/orders";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { listAdminOrders, parseOrderListFilter } from "~/server/orders/admin-queries.server";
import type { Route } from "./+types/admin.orders";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  const filter = parseOrderListFilter(new URL(request.url).searchParams);
  const { orders, total } = await listAdminOrders(context.db, factoryId, filter, startOfDay(new Date()));
  return { filter, total, orders: orders.map((order) => ({ ...order, createdAt: formatDateTime(order.createdAt) })) };
}

export function meta() {
  return [{ title: "Orders · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { filter, total, orders } = loaderData;
  const t = useAdminT();
  const tSite = useT();
  const localize = useLocalizePath();
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filter.status) params.set("status", filter.status);
    if (filter.q) params.set("q", filter.q);
    if (filter.since) params.set("since", filter.since);
    if (filter.user) params.set("user", filter.user);
    params.set("page", String(page));
    return localize(`/admin/orders?${params.toString()}`);
  };
  return (
    <AdminLayout title={t("admin.orders.title")}>
      <Form
        method="get"
        role="search"
        aria-label={t("admin.orders.filters")}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4"
      >
        <label className={`${labelClass} sm:col-span-2`}>
          {t("admin.orders.search")}
          <input type="search" name="q" defaultValue={filter.q} className={inputClass} />
        </label>
        <label className={labelClass}>
          {t("admin.orders.status")}
          <select name="status" defaultValue={filter.status ?? ""} className={inputClass}>
            <option value="">{t("admin.common.all")}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {tSite(`order.status.${status}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.orders.period")}
          <select name="since" defaultValue={filter.since ?? ""} className={inputClass}>
            <option value="">{t("admin.common.all")}</option>
            <option value="today">{t("admin.orders.today")}</option>
          </select>
        </label>
        {filter.user ? <input type="hidden" name="user" value={filter.user} /> : null}
        <AdminFilterButton className="sm:col-span-4" />
      </Form>
      <AdminResultCount>{t("admin.orders.count", { count: total })}</AdminResultCount>
      {orders.length === 0 ? null : (
        <AdminTable
          columns={[
            { label: t("admin.orders.number") },
            { label: t("admin.orders.date") },
            { label: t("admin.orders.customer") },
            { label: t("admin.orders.delivery") },
            { label: t("admin.orders.status") },
            { label: t("admin.orders.total"), end: true },
          ]}
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <td className="px-3 py-2">
                <Link to={localize(`/admin/orders/${order.id}`)} className={linkClass}>
                  #{order.orderNumber}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{order.createdAt}</td>
              <td className="px-3 py-2">
                {order.contactName || "—"}
                <span className="block text-xs text-slate-600">{order.contactEmail}</span>
              </td>
              <td className="px-3 py-2">
                {order.deliveryMethod === "delivery" ? t("admin.orders.method.delivery") : t("admin.orders.method.pickup")}
              </td>
              <td className="px-3 py-2">{tSite(`order.status.${order.status}` as MessageKey)}</td>
              <td className="px-3 py-2 text-end whitespace-nowrap">{formatMoney(order.totalOre, order.currency)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pagination page={filter.page} pageCount={Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE))} href={pageHref} />
    </AdminLayout>
  );
}
