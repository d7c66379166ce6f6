import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { AdminLayout, AdminNotice, buttonClass, dangerButtonClass, inputClass, labelClass, linkClass } from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { formatDateTime } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useSellerT } from "~/lib/sellers/messages";
import { MAX_SELLER_MESSAGE, sellerReference, sellerTransitions } from "~/lib/sellers/sellers";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { decideSellerApplication, deleteSellerApplication } from "~/server/sellers/commands.server";
import { sendSellerDecisionMail } from "~/server/sellers/mail.server";
import { loadSellerApplication } from "~/server/sellers/queries.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.sellers.$applicationId";

const idSchema = z.uuid();

async function applicationOf(factoryId: string, applicationId: string | undefined, db: Route.LoaderArgs["context"]["db"]) {
  const id = idSchema.safeParse(applicationId);
  if (!id.success) throw notFound();
  const application = await loadSellerApplication(db, id.data);
  if (!application || application.factoryId !== factoryId) throw notFound();
  return application;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  const application = await applicationOf(factoryId, params.applicationId, context.db);
  const { idempotencyKey, decidedByUserId, ...shown } = application;
  void idempotencyKey;
  void decidedByUserId;
  return {
    application: { ...shown, reference: sellerReference(application.applicationNumber), createdAt: formatDateTime(application.createdAt), decidedAt: application.decidedAt ? formatDateTime(application.decidedAt) : null },
    next: sellerTransitions[application.status],
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Seller ${loaderData?.application.reference ?? ""} · Admin Panel` }, { name: "robots", content: "noindex" }];
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["approved", "rejected"]), reason: z.string().trim().max(MAX_SELLER_MESSAGE).default("") }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("on") }),
]);

type ActionResult = { ok: boolean; message: AdminMessageKey };

/**
 * Approve or reject (with a reason) along the declared table; the applicant is e-mailed in their
 * language. Or delete a pending or rejected application (confirmed with a tick).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const application = await applicationOf(actor.factoryId, params.applicationId, context.db);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.path[0];
    const message: AdminMessageKey = problem === "reason" ? "admin.seller.reasonRequired" : problem === "confirm" ? "admin.seller.deleteNeedsConfirm" : "admin.common.badRequest";
    return data<ActionResult>({ ok: false, message }, { status: 400 });
  }
  if (parsed.data.intent === "delete") {
    const deleted = await deleteSellerApplication(context.db, actor, application.id);
    if (!deleted.ok && deleted.reason === "not_found") throw notFound();
    if (!deleted.ok) return data<ActionResult>({ ok: false, message: "admin.seller.deleteRefused" }, { status: 409 });
    throw redirect(actor.language.localize("/admin/sellers"), { status: 303 });
  }
  const { intent: to, reason } = parsed.data;
  const result = await decideSellerApplication(context.db, actor, application.id, to, reason);
  if (!result.ok) {
    if (result.reason === "not_found") throw notFound();
    const refused: Record<typeof result.reason, [AdminMessageKey, number]> = {
      reason_required: ["admin.seller.reasonRequired", 400],
      not_allowed: ["admin.seller.transitionRefused", 409],
      duplicate: ["admin.seller.duplicate", 409],
    };
    const [message, status] = refused[result.reason];
    return data<ActionResult>({ ok: false, message }, { status });
  }
  const mailed = await sendSellerDecisionMail(context, actor.language.site, application, to, reason === "" ? null : reason).then(
    () => true,
    (error: unknown) => {
      context.logger.error({ err: error, applicationId: application.id }, "seller decision e-mail failed");
      return false;
    },
  );
  return data<ActionResult>({ ok: true, message: mailed ? "admin.seller.changedMailed" : "admin.seller.changed" });
}

export default function AdminSeller({ loaderData, actionData }: Route.ComponentProps) {
  const { application, next } = loaderData;
  const t = useAdminT();
  const tSeller = useSellerT();
  const localize = useLocalizePath();
  const status = (value: "pending" | "approved" | "rejected") => tSeller(`seller.status.${value}`);
  return (
    <AdminLayout title={t("admin.seller.title", { number: application.reference })}>
      <p className="-mt-2 mb-4 text-sm">
        <Link to={localize("/admin/sellers")} className={linkClass}>
          {t("admin.seller.back")}
        </Link>
      </p>
      {actionData ? <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message)}</AdminNotice> : null}
      <section aria-labelledby="seller-details" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="seller-details" className="text-lg font-semibold text-slate-900">
          {t("admin.seller.details")}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t("admin.sellers.status")}</dt>
          <dd data-testid="seller-status">{status(application.status)}</dd>
          <dt className="font-medium">{t("admin.sellers.company")}</dt>
          <dd>
            {application.companyName} (<span dir="ltr">{application.orgNumber}</span>)
          </dd>
          <dt className="font-medium">{t("admin.sellers.shopType")}</dt>
          <dd>{tSeller(`seller.shopType.${application.shopType}`)}</dd>
          <dt className="font-medium">{t("admin.seller.address")}</dt>
          <dd>
            {application.streetAddress}, <span dir="ltr">{application.postcode}</span> {application.city}
          </dd>
          <dt className="font-medium">{t("admin.seller.contact")}</dt>
          <dd>
            {application.contactName}, {application.email}, <span dir="ltr">{application.phone}</span>
          </dd>
          <dt className="font-medium">{t("admin.seller.language")}</dt>
          <dd>{application.languageCode}</dd>
          <dt className="font-medium">{t("admin.seller.received")}</dt>
          <dd>{application.createdAt}</dd>
          {application.message ? (
            <>
              <dt className="font-medium">{tSeller("seller.message")}</dt>
              <dd className="whitespace-pre-line">{application.message}</dd>
            </>
          ) : null}
          {application.decidedAt ? (
            <>
              <dt className="font-medium">{t("admin.seller.decision")}</dt>
              <dd>
                {t("admin.seller.decidedBy", { status: status(application.status), actor: application.decidedByEmail ?? "—", date: application.decidedAt })}
                {application.decisionReason ? <span className="block whitespace-pre-line text-slate-700">{application.decisionReason}</span> : null}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {next.length > 0 ? (
        <Form method="post" className="mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-5">
          <label className={labelClass}>
            {t("admin.seller.reason")}
            <textarea name="reason" rows={3} maxLength={MAX_SELLER_MESSAGE} className={inputClass} />
          </label>
          <div className="flex flex-wrap gap-3">
            {next.includes("approved") ? (
              <button type="submit" name="intent" value="approved" className={buttonClass}>
                {t("admin.seller.approve")}
              </button>
            ) : null}
            {next.includes("rejected") ? (
              <button type="submit" name="intent" value="rejected" className={dangerButtonClass}>
                {t("admin.seller.reject")}
              </button>
            ) : null}
          </div>
        </Form>
      ) : null}
      {application.status !== "approved" ? (
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-white p-5">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="confirm" required className="size-4" />
            {t("admin.seller.deleteConfirm")}
          </label>
          <button type="submit" name="intent" value="delete" className={dangerButtonClass}>
            {t("admin.seller.delete")}
          </button>
        </Form>
      ) : null}
    </AdminLayout>
  );
}
