import { useEffect } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { z } from "zod";
import { AdminLayout, AdminTable, buttonClass, linkClass } from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { createNewsletter } from "~/server/newsletters/commands.server";
import { contentFor, listNewsletters, subscriberCount } from "~/server/newsletters/queries.server";
import type { Route } from "./+types/admin.newsletters";

const stamp = (date: Date | null) => (date ? `${date.toISOString().replace("T", " ").slice(0, 16)} UTC` : "");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const [rows, subscribers] = await Promise.all([listNewsletters(context.db, factoryId), subscriberCount(context.db, factoryId)]);
  return {
    subscribers,
    newsletters: rows.map((row) => ({
      id: row.id,
      subject: contentFor(row, language.languageCode)?.subject ?? null,
      status: row.status,
      total: row.total,
      done: row.done,
      failed: row.failed,
      date: stamp(row.sentAt ?? row.scheduledAt ?? row.createdAt),
      href: language.localize(`/admin/newsletter/${row.id}/edit`),
    })),
  };
}

const actionSchema = z.object({ intent: z.literal("create") });

/** "New newsletter": a draft in every active language, audited; then its edit page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const form = await request.formData();
  if (!actionSchema.safeParse({ intent: form.get("intent") }).success) throw data({ message: "Unknown action" }, { status: 400 });
  const id = await createNewsletter(context.db, actor, actor.language.site);
  throw redirect(actor.language.localize(`/admin/newsletter/${id}/edit`), 303);
}

export function meta() {
  return [{ title: "Newsletters · Admin Panel" }, { name: "robots", content: "noindex" }];
}

/** While a newsletter is sending, the list reloads its progress every few seconds. */
export function useLiveProgress(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

export default function AdminNewsletters({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  useLiveProgress(loaderData.newsletters.some((row) => row.status === "sending"));
  return (
    <AdminLayout
      title={t("admin.newsletters.title")}
      actions={
        <Form method="post">
          <input type="hidden" name="intent" value="create" />
          <button type="submit" className={buttonClass}>
            {t("admin.newsletters.new")}
          </button>
        </Form>
      }
    >
      <p className="-mt-2 text-slate-600">{t("admin.newsletters.intro")}</p>
      <p className="mt-2 text-sm text-slate-600" data-testid="newsletter-subscribers">
        {t("admin.newsletters.subscribers", { count: loaderData.subscribers })}
      </p>
      {loaderData.newsletters.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("admin.newsletters.none")}</p>
      ) : (
        <AdminTable
          columns={[
            { label: t("admin.newsletters.subject") },
            { label: t("admin.newsletters.status") },
            { label: t("admin.newsletters.progress") },
            { label: t("admin.newsletters.date") },
          ]}
        >
          {loaderData.newsletters.map((row) => (
            <tr key={row.id} data-newsletter-id={row.id} data-status={row.status}>
              <td className="px-3 py-2">
                <Link to={row.href} className={linkClass}>
                  {row.subject ?? t("admin.newsletters.untitled")}
                </Link>
              </td>
              <td className="px-3 py-2" data-testid="newsletter-status">
                {t(`admin.newsletter.status.${row.status}` as AdminMessageKey)}
              </td>
              <td className="px-3 py-2" data-testid="newsletter-progress">
                {row.total > 0 ? t("admin.newsletters.progressValue", { done: row.done, total: row.total, failed: row.failed }) : "–"}
              </td>
              <td className="px-3 py-2 whitespace-nowrap" dir="ltr">
                {row.date}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminLayout>
  );
}
