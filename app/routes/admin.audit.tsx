import { Form, Link } from "react-router";
import { AdminFilterButton, AdminLayout, inputClass, labelClass, linkClass } from "~/components/admin/AdminLayout";
import { formatDateTime } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { auditEntityTypes, listAudit, parseAuditFilter } from "~/server/backoffice/audit.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import type { Route } from "./+types/admin.audit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const [{ entries, hasMore }, entityTypes] = await Promise.all([
    listAudit(context.db, factoryId, filter),
    auditEntityTypes(context.db, factoryId),
  ]);
  return {
    filter,
    entityTypes,
    hasMore,
    entries: entries.map((entry) => ({
      id: entry.id,
      createdAt: formatDateTime(entry.createdAt),
      actorEmail: entry.actorEmail,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before === null ? null : JSON.stringify(entry.before, null, 2),
      after: entry.after === null ? null : JSON.stringify(entry.after, null, 2),
    })),
  };
}

export function meta() {
  return [{ title: "Audit log · Admin Panel" }, { name: "robots", content: "noindex" }];
}

/** Every back-office write: who, what, before, after, when; filterable by area, action, person and dates. */
export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filter, entityTypes, entries, hasMore } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    for (const key of ["entity", "action", "actor", "entityId", "from", "to"] as const) if (filter[key]) params.set(key, filter[key]!);
    params.set("page", String(page));
    return localize(`/admin/audit?${params.toString()}`);
  };
  return (
    <AdminLayout title={t("admin.audit.title")}>
      <Form method="get" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6">
        <label className={labelClass}>
          {t("admin.audit.entity")}
          <select name="entity" defaultValue={filter.entity ?? ""} className={inputClass}>
            <option value="">{t("admin.common.all")}</option>
            {entityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t("admin.audit.action")}
          <input name="action" defaultValue={filter.action ?? ""} className={inputClass} />
        </label>
        <label className={labelClass}>
          {t("admin.audit.actor")}
          <input name="actor" defaultValue={filter.actor ?? ""} className={inputClass} />
        </label>
        <label className={labelClass}>
          {t("admin.audit.from")}
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={inputClass} />
        </label>
        <label className={labelClass}>
          {t("admin.audit.to")}
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={inputClass} />
        </label>
        <AdminFilterButton className="flex items-end">
          {filter.entityId ? <input type="hidden" name="entityId" value={filter.entityId} /> : null}
        </AdminFilterButton>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("admin.audit.empty")}</p>
      ) : (
        <ol className="mt-6 space-y-3" aria-label={t("admin.audit.title")}>
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm" data-audit-action={entry.action}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono font-semibold text-slate-900">{entry.action}</span>
                <span className="text-slate-600">{entry.createdAt}</span>
              </div>
              <p className="mt-1 text-slate-700">
                {t("admin.audit.by", { actor: entry.actorEmail })} · {entry.entityType}
                {entry.entityId ? (
                  <>
                    {" · "}
                    <Link
                      to={localize(
                        `/admin/audit?entity=${encodeURIComponent(entry.entityType)}&entityId=${encodeURIComponent(entry.entityId)}`,
                      )}
                      className={linkClass}
                    >
                      {entry.entityId}
                    </Link>
                  </>
                ) : null}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-brand-700">{t("admin.audit.details")}</summary>
                <div className="mt-2 grid gap-3 md:grid-cols-2">
                  <div>
                    <h2 className="font-medium text-slate-800">{t("admin.audit.before")}</h2>
                    <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
                      {entry.before ?? "—"}
                    </pre>
                  </div>
                  <div>
                    <h2 className="font-medium text-slate-800">{t("admin.audit.after")}</h2>
                    <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
                      {entry.after ?? "—"}
                    </pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={t("admin.common.pages")} className="mt-6 flex justify-between">
        {filter.page > 1 ? (
          <Link to={pageHref(filter.page - 1)} rel="prev" className={linkClass}>
            {t("admin.common.previous")}
          </Link>
        ) : (
          <span />
        )}
        {hasMore ? (
          <Link to={pageHref(filter.page + 1)} rel="next" className={linkClass}>
            {t("admin.common.next")}
          </Link>
        ) : null}
      </nav>
    </AdminLayout>
  );
}
