import { NavLink } from "react-router";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";

/** The back office's areas, in navigation order. An area not built yet has no entry. */
export const adminAreas: { path: string; label: AdminMessageKey; end?: boolean }[] = [
  { path: "/admin", label: "admin.nav.dashboard", end: true },
  { path: "/admin/products", label: "admin.nav.products" },
  { path: "/admin/orders", label: "admin.nav.orders" },
  { path: "/admin/quotes", label: "admin.nav.quotes" },
  { path: "/admin/sellers", label: "admin.nav.sellers" },
  { path: "/admin/newsletters", label: "admin.nav.newsletters" },
  { path: "/admin/categories", label: "admin.nav.categories" },
  { path: "/admin/restaurants", label: "admin.nav.restaurants" },
  { path: "/admin/languages", label: "admin.nav.languages" },
  { path: "/admin/users", label: "admin.nav.users" },
  { path: "/admin/settings", label: "admin.nav.settings" },
  { path: "/admin/outbox", label: "admin.nav.outbox" },
  { path: "/admin/audit", label: "admin.nav.audit" },
  { path: "/ai-test", label: "admin.nav.aiTest" },
];

/** Every back-office page: the area navigation, the page's heading and its content. */
export function AdminLayout({ title, actions, children }: { title: string; actions?: React.ReactNode; children: React.ReactNode }) {
  const t = useAdminT();
  const localize = useLocalizePath();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {/* The back office's own header (inside main, so not a banner landmark): its areas. */}
      <header data-admin-nav>
        <nav aria-label={t("admin.nav.label")} className="-mx-1 overflow-x-auto border-b border-slate-200 pb-2">
          <ul className="flex min-w-max gap-1">
            {adminAreas.map((area) => (
              <li key={area.path}>
                <NavLink
                  to={localize(area.path)}
                  end={area.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"}`
                  }
                >
                  {t(area.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** One language's fields of a translated form, titled with the language's name (and whether it is the default). */
export function LanguageFieldset({
  language,
  children,
}: {
  language: { code: string; name: string; isDefault: boolean };
  children: React.ReactNode;
}) {
  const t = useAdminT();
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {language.name}
        {language.isDefault ? ` (${t("admin.product.defaultLanguage")})` : ""}
      </legend>
      {children}
    </fieldset>
  );
}

/** A status line after an action (announced politely), or an error (announced at once). */
export function AdminNotice({ kind, children }: { kind: "ok" | "error"; children: React.ReactNode }) {
  return kind === "ok" ? (
    <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      {children}
    </p>
  ) : (
    <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      {children}
    </p>
  );
}

export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50";
export const dangerButtonClass =
  "inline-flex items-center justify-center rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50";
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
export const labelClass = "block text-sm font-medium text-slate-800";
export const linkClass = "font-medium text-brand-700 hover:underline";

/** A list page's filter button, after the filter fields (hidden fields that keep other filters go in `children`). */
export function AdminFilterButton({ className, children }: { className: string; children?: React.ReactNode }) {
  const t = useAdminT();
  return (
    <div className={className}>
      {children}
      <button type="submit" className={buttonClass}>
        {t("admin.common.filter")}
      </button>
    </div>
  );
}

/** How many rows a list's filter found, announced politely when it changes. */
export function AdminResultCount({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-4 text-sm text-slate-600" role="status">
      {children}
    </p>
  );
}

/** A list page's table: a scrolling frame and a header row of column titles (`end` aligns a column of amounts). */
export function AdminTable({ columns, children }: { columns: { label: string; end?: boolean }[]; children: React.ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-medium text-slate-700 ${column.end ? "text-end" : "text-start"}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
