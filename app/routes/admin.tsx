import { Link } from "react-router";
import { AdminLayout, linkClass } from "~/components/admin/AdminLayout";
import { formatDateTime, startOfDay } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { formatMoney } from "~/lib/money";
import { useLocalizePath } from "~/lib/use-shell";
import type { MessageKey } from "~/lib/i18n/messages";
import { useT } from "~/lib/i18n/use-t";
import { loadDashboard } from "~/server/backoffice/dashboard.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import type { Route } from "./+types/admin";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const todayStart = startOfDay(new Date());
  const { today, waiting, openQuotes, pendingSellers, inactive, lowStock, audit } = await loadDashboard(context.db, factoryId, todayStart);
  return {
    factoryName: language.site.factory.name,
    today,
    waiting,
    openQuotes,
    pendingSellers,
    inactive,
    lowStock,
    recent: audit.entries
      .slice(0, 5)
      .map((entry) => ({ id: entry.id, action: entry.action, actorEmail: entry.actorEmail, createdAt: formatDateTime(entry.createdAt) })),
  };
}

export function meta() {
  return [{ title: "Admin Panel" }, { name: "robots", content: "noindex" }];
}

function Card({
  title,
  count,
  href,
  linkLabel,
  children,
}: {
  title: string;
  count: number;
  href: string;
  linkLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-600">{title}</h2>
      <p className="mt-1 text-3xl font-semibold text-slate-900" data-testid="card-count">
        {count}
      </p>
      {children}
      <p className="mt-3 text-sm">
        <Link to={href} className={linkClass}>
          {linkLabel}
        </Link>
      </p>
    </section>
  );
}

function ProductLinks({
  products,
  withStock = false,
}: {
  products: { id: string; name: string; stockQuantity: number | null }[];
  withStock?: boolean;
}) {
  const localize = useLocalizePath();
  if (products.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm">
      {products.map((product) => (
        <li key={product.id}>
          <Link to={localize(`/admin/products/${product.id}`)} className={linkClass}>
            {product.name}
          </Link>
          {withStock ? ` · ${product.stockQuantity}` : ""}
        </li>
      ))}
    </ul>
  );
}

/** The back office's start page: what needs attention today, each card leading to its list. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { today, waiting, openQuotes, pendingSellers, inactive, lowStock, recent, factoryName } = loaderData;
  const t = useAdminT();
  const tSite = useT();
  const localize = useLocalizePath();
  return (
    <AdminLayout title={t("admin.dashboard.title")}>
      <p className="-mt-4 mb-6 text-slate-600">{factoryName}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Card
          title={t("admin.dashboard.todaysOrders")}
          count={today.total}
          href={localize("/admin/orders?since=today")}
          linkLabel={t("admin.dashboard.viewOrders")}
        >
          {today.orders.length > 0 ? (
            <ul className="mt-3 space-y-1 text-sm text-slate-700">
              {today.orders.map((order) => (
                <li key={order.id}>
                  <Link to={localize(`/admin/orders/${order.id}`)} className={linkClass}>
                    #{order.orderNumber}
                  </Link>{" "}
                  {order.contactName} · {formatMoney(order.totalOre, order.currency)} ·{" "}
                  {tSite(`order.status.${order.status}` as MessageKey)}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
        <Card
          title={t("admin.dashboard.waitingOrders")}
          count={waiting}
          href={localize("/admin/orders?status=placed")}
          linkLabel={t("admin.dashboard.viewOrders")}
        />
        <Card
          title={t("admin.dashboard.openQuotes")}
          count={openQuotes}
          href={localize("/admin/quotes?status=requested")}
          linkLabel={t("admin.dashboard.viewQuotes")}
        />
        <Card
          title={t("admin.dashboard.pendingSellers")}
          count={pendingSellers}
          href={localize("/admin/sellers?status=pending")}
          linkLabel={t("admin.dashboard.viewSellers")}
        />
        <Card
          title={t("admin.dashboard.lowStock")}
          count={lowStock.total}
          href={localize("/admin/products?stock=low")}
          linkLabel={t("admin.dashboard.viewProducts")}
        >
          <ProductLinks products={lowStock.products} withStock />
        </Card>
        <Card
          title={t("admin.dashboard.inactiveProducts")}
          count={inactive.total}
          href={localize("/admin/products?active=inactive")}
          linkLabel={t("admin.dashboard.viewProducts")}
        >
          <ProductLinks products={inactive.products} />
        </Card>
      </div>
      <section aria-labelledby="recent-changes" className="mt-8">
        <h2 id="recent-changes" className="text-lg font-semibold text-slate-900">
          {t("admin.dashboard.recentChanges")}
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("admin.audit.empty")}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {recent.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <span className="font-mono text-slate-800">{entry.action}</span>
                <span className="text-slate-600">
                  {entry.actorEmail} · {entry.createdAt}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm">
          <Link to={localize("/admin/audit")} className={linkClass}>
            {t("admin.dashboard.viewAudit")}
          </Link>
        </p>
      </section>
    </AdminLayout>
  );
}
