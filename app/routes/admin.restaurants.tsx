import { Link } from "react-router";
import { AdminLayout, AdminResultCount, AdminTable, linkClass } from "~/components/admin/AdminLayout";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { formatDayPeriods, WEEKDAYS } from "~/lib/admin/restaurant-forms";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { listAdminRestaurants } from "~/server/restaurants/admin-queries.server";
import type { Route } from "./+types/admin.restaurants";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  return { restaurants: await listAdminRestaurants(context.db, factoryId) };
}

export function meta() {
  return [{ title: "Restaurants · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function AdminRestaurants({ loaderData }: Route.ComponentProps) {
  const { restaurants } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  return (
    <AdminLayout title={t("admin.restaurants.title")}>
      <AdminResultCount>{t("admin.restaurants.count", { count: restaurants.length })}</AdminResultCount>
      {restaurants.length === 0 ? null : (
        <AdminTable
          columns={[
            { label: t("admin.restaurants.name") },
            { label: t("admin.restaurant.hours") },
            { label: t("admin.restaurants.items"), end: true },
            { label: t("admin.restaurants.staff"), end: true },
            { label: t("admin.restaurants.status") },
          ]}
        >
          {restaurants.map((restaurant) => (
            <tr key={restaurant.id}>
              <td className="px-3 py-2">
                <Link to={localize(`/admin/restaurants/${restaurant.id}`)} className={linkClass}>
                  {restaurant.name}
                </Link>
              </td>
              <td className="px-3 py-2 text-slate-700">
                <ul className="text-xs">
                  {WEEKDAYS.map((day) => (
                    <li key={day}>
                      {t(`admin.restaurant.weekday.${day}`)}: <span dir="ltr">{formatDayPeriods(restaurant.openingHours[day]) || "–"}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{restaurant.itemCount}</td>
              <td className="px-3 py-2 text-end tabular-nums">{restaurant.staffCount}</td>
              <td className="px-3 py-2">{restaurant.isActive ? t("admin.restaurants.active") : t("admin.restaurants.inactive")}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminLayout>
  );
}
