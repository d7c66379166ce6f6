import { data, Form, Link } from "react-router";
import { z } from "zod";
import { AdminLayout, AdminNotice, buttonClass, dangerButtonClass, linkClass, secondaryButtonClass } from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { deleteCategory, moveCategory } from "~/server/catalog/category-commands.server";
import { listAdminCategories } from "~/server/catalog/category-queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import type { Route } from "./+types/admin.categories";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  return { categories: await listAdminCategories(context.db, factoryId), saved: new URL(request.url).searchParams.get("saved") === "1" };
}

const actionSchema = z.object({ intent: z.enum(["up", "down", "delete"]), id: z.uuid() });
type ActionResult = { ok: boolean; message: AdminMessageKey };

/** Reorders (one place up or down) or deletes an empty category. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ ok: false, message: "admin.common.badRequest" }, { status: 400 });
  const { intent, id } = parsed.data;
  if (intent === "delete") {
    const result = await deleteCategory(context.db, actor, id);
    if (result === "not_found") return data<ActionResult>({ ok: false, message: "admin.category.notFound" }, { status: 404 });
    if (result === "has_products") return data<ActionResult>({ ok: false, message: "admin.category.hasProducts" }, { status: 409 });
    return data<ActionResult>({ ok: true, message: "admin.category.deleted" });
  }
  if (!(await moveCategory(context.db, actor, id, intent)))
    return data<ActionResult>({ ok: false, message: "admin.category.notFound" }, { status: 404 });
  return data<ActionResult>({ ok: true, message: "admin.category.moved" });
}

export function meta() {
  return [{ title: "Categories · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, saved } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  return (
    <AdminLayout
      title={t("admin.categories.title")}
      actions={
        <Link to={localize("/admin/categories/new")} className={buttonClass}>
          {t("admin.categories.new")}
        </Link>
      }
    >
      {actionData ? <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message)}</AdminNotice> : null}
      {saved && !actionData ? <AdminNotice kind="ok">{t("admin.category.saved")}</AdminNotice> : null}
      <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label={t("admin.categories.title")}>
        {categories.map((category, index) => (
          <li key={category.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <div>
              <Link to={localize(`/admin/categories/${category.id}`)} className={linkClass}>
                {category.name}
              </Link>
              <span className="ms-2 text-slate-600">
                {category.isActive ? t("admin.products.active") : t("admin.products.inactive")} · {category.languages.join(", ")} ·{" "}
                {t("admin.categories.products", { count: category.productCount })}
              </span>
            </div>
            <Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="id" value={category.id} />
              <button
                type="submit"
                name="intent"
                value="up"
                disabled={index === 0}
                className={secondaryButtonClass}
                aria-label={`${t("admin.common.moveUp")}: ${category.name}`}
              >
                ↑
              </button>
              <button
                type="submit"
                name="intent"
                value="down"
                disabled={index === categories.length - 1}
                className={secondaryButtonClass}
                aria-label={`${t("admin.common.moveDown")}: ${category.name}`}
              >
                ↓
              </button>
              {category.productCount === 0 ? (
                <button
                  type="submit"
                  name="intent"
                  value="delete"
                  className={dangerButtonClass}
                  aria-label={`${t("admin.category.delete")}: ${category.name}`}
                >
                  {t("admin.category.delete")}
                </button>
              ) : null}
            </Form>
          </li>
        ))}
      </ol>
    </AdminLayout>
  );
}
