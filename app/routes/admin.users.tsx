import { data, Form, Link } from "react-router";
import { z } from "zod";
import {
  AdminFilterButton,
  AdminLayout,
  AdminNotice,
  AdminResultCount,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
} from "~/components/admin/AdminLayout";
import { Pagination } from "~/components/catalog/Pagination";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { formatDateTime } from "~/lib/admin/time";
import { USER_PAGE_SIZE } from "~/lib/admin/constants";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { grantAdmin, revokeAdmin } from "~/server/auth/admin-commands.server";
import { listAdminUsers, parseUserListFilter } from "~/server/auth/admin-queries.server";
import type { Route } from "./+types/admin.users";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireBackOffice(request, params, context);
  const filter = parseUserListFilter(new URL(request.url).searchParams);
  const { users, total } = await listAdminUsers(context.db, filter);
  return { filter, total, currentUserId: user.id, users: users.map((row) => ({ ...row, createdAt: formatDateTime(row.createdAt) })) };
}

const actionSchema = z.object({ intent: z.enum(["grant", "revoke"]), userId: z.string().trim().min(1).max(100) });

const messages: Record<string, { ok: boolean; message: AdminMessageKey; status: number }> = {
  granted: { ok: true, message: "admin.users.granted", status: 200 },
  revoked: { ok: true, message: "admin.users.revoked", status: 200 },
  unchanged: { ok: true, message: "admin.users.unchanged", status: 200 },
  not_found: { ok: false, message: "admin.users.notFound", status: 404 },
  not_verified: { ok: false, message: "admin.users.notVerified", status: 409 },
  last_admin: { ok: false, message: "admin.users.lastAdmin", status: 409 },
};

/** Grant or revoke admin rights; the last active admin cannot be revoked. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, message: "admin.common.badRequest" as AdminMessageKey }, { status: 400 });
  const result =
    parsed.data.intent === "grant"
      ? await grantAdmin(context.db, actor, parsed.data.userId)
      : await revokeAdmin(context.db, actor, parsed.data.userId);
  const answer = messages[result]!;
  return data({ ok: answer.ok, message: answer.message }, { status: answer.status });
}

export function meta() {
  return [{ title: "Users · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, total, users, currentUserId } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (filter.q) params.set("q", filter.q);
    if (filter.role !== "all") params.set("role", filter.role);
    params.set("page", String(page));
    return localize(`/admin/users?${params.toString()}`);
  };
  return (
    <AdminLayout title={t("admin.users.title")}>
      {actionData ? <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message)}</AdminNotice> : null}
      <Form
        method="get"
        role="search"
        aria-label={t("admin.users.filters")}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3"
      >
        <label className={`${labelClass} sm:col-span-2`}>
          {t("admin.users.search")}
          <input type="search" name="q" defaultValue={filter.q} className={inputClass} />
        </label>
        <label className={labelClass}>
          {t("admin.users.role")}
          <select name="role" defaultValue={filter.role} className={inputClass}>
            <option value="all">{t("admin.common.all")}</option>
            <option value="admins">{t("admin.users.adminsOnly")}</option>
          </select>
        </label>
        <AdminFilterButton className="sm:col-span-3" />
      </Form>
      <AdminResultCount>{t("admin.users.count", { count: total })}</AdminResultCount>
      {users.length === 0 ? null : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm" data-user-email={user.email}>
              <div>
                <p className="font-medium text-slate-900">
                  {user.email}
                  {user.isAdmin ? (
                    <span className="ms-2 rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{t("admin.users.admin")}</span>
                  ) : null}
                  {user.emailVerified ? null : (
                    <span className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t("admin.users.unverified")}</span>
                  )}
                </p>
                <p className="text-slate-600">
                  {user.name} · {t("admin.users.since", { date: user.createdAt })} ·{" "}
                  <Link to={localize(`/admin/orders?user=${encodeURIComponent(user.id)}`)} className={linkClass}>
                    {t("admin.users.orders", { count: user.orderCount })}
                  </Link>
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="userId" value={user.id} />
                {user.isAdmin ? (
                  <button
                    type="submit"
                    name="intent"
                    value="revoke"
                    className={secondaryButtonClass}
                    aria-label={`${t("admin.users.revoke")}: ${user.email}`}
                  >
                    {user.id === currentUserId ? t("admin.users.revokeSelf") : t("admin.users.revoke")}
                  </button>
                ) : (
                  <button
                    type="submit"
                    name="intent"
                    value="grant"
                    className={secondaryButtonClass}
                    aria-label={`${t("admin.users.grant")}: ${user.email}`}
                  >
                    {t("admin.users.grant")}
                  </button>
                )}
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={filter.page} pageCount={Math.max(1, Math.ceil(total / USER_PAGE_SIZE))} href={pageHref} />
    </AdminLayout>
  );
}
