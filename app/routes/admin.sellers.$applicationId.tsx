import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import {
  AdminLayout,
  AdminNotice,
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  linkClass,
} from "~/components/admin/AdminLayout";
import { SellerPinFields } from "~/components/sellers/SellerPinFields";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { formatDateTime } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { sellerText, useSellerT } from "~/lib/sellers/messages";
import { MAX_SELLER_MESSAGE, type SellerPosition, sellerReference, sellerTransitions } from "~/lib/sellers/sellers";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { decideSellerApplication, deleteSellerApplication, placeSeller } from "~/server/sellers/commands.server";
import { geocodeAddress } from "~/server/sellers/geocoder.server";
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
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const application = await applicationOf(factoryId, params.applicationId, context.db);
  const { idempotencyKey, decidedByUserId, ...shown } = application;
  void idempotencyKey;
  void decidedByUserId;
  const stored: SellerPosition | null =
    application.latitude !== null && application.longitude !== null
      ? { latitude: application.latitude, longitude: application.longitude }
      : null;
  // A seller without a pin gets a first guess from the geocoder, when one is configured.
  let guess: SellerPosition | null = null;
  if (!stored && context.maps.geocoderUrl) {
    guess = await geocodeAddress(context.maps.geocoderUrl, application, { userAgent: `storefront (${context.origin})` }).catch(
      (error: unknown) => {
        context.logger.warn({ err: error, applicationId: application.id }, "geocoder gave no guess");
        return null;
      },
    );
  }
  return {
    application: {
      ...shown,
      reference: sellerReference(application.applicationNumber),
      createdAt: formatDateTime(application.createdAt),
      decidedAt: application.decidedAt ? formatDateTime(application.decidedAt) : null,
    },
    next: sellerTransitions[application.status],
    position: stored ?? guess,
    guessed: guess !== null,
    mapSettings: {
      tileUrl: context.maps.tileUrl,
      tileAttribution: context.maps.tileAttribution,
      builtInAttribution: sellerText(language.languageCode, "seller.map.builtIn"),
    },
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `Seller ${loaderData?.application.reference ?? ""} · Admin Panel` }, { name: "robots", content: "noindex" }];
}

// A coordinate as typed: empty, or decimal degrees (a comma as the decimal mark is read too).
const coordinate = z
  .string()
  .trim()
  .transform((value) => value.replace(",", "."))
  .default("");

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["approved", "rejected"]),
    reason: z.string().trim().max(MAX_SELLER_MESSAGE).default(""),
    latitude: coordinate,
    longitude: coordinate,
  }),
  z.object({ intent: z.literal("position"), latitude: coordinate, longitude: coordinate }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("on") }),
]);

const pinSchema = z.union([
  z.object({ latitude: z.literal(""), longitude: z.literal("") }).transform(() => null),
  z.object({ latitude: z.coerce.number().min(-90).max(90), longitude: z.coerce.number().min(-180).max(180) }),
]);

/** The pin the form gives: both coordinates, or neither (null); anything else is refused. */
function pinOf(values: { latitude: string; longitude: string }): { ok: true; position: SellerPosition | null } | { ok: false } {
  const parsed = pinSchema.safeParse(values);
  return parsed.success ? { ok: true, position: parsed.data } : { ok: false };
}

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
    const message: AdminMessageKey =
      problem === "reason"
        ? "admin.seller.reasonRequired"
        : problem === "confirm"
          ? "admin.seller.deleteNeedsConfirm"
          : "admin.common.badRequest";
    return data<ActionResult>({ ok: false, message }, { status: 400 });
  }
  if (parsed.data.intent === "delete") {
    const deleted = await deleteSellerApplication(context.db, actor, application.id);
    if (!deleted.ok && deleted.reason === "not_found") throw notFound();
    if (!deleted.ok) return data<ActionResult>({ ok: false, message: "admin.seller.deleteRefused" }, { status: 409 });
    throw redirect(actor.language.localize("/admin/sellers"), { status: 303 });
  }
  const pin = pinOf(parsed.data);
  if (parsed.data.intent === "position") {
    if (!pin.ok) return data<ActionResult>({ ok: false, message: "admin.seller.positionInvalid" }, { status: 400 });
    const placed = await placeSeller(context.db, actor, application.id, pin.position);
    if (!placed.ok) throw notFound();
    return data<ActionResult>({ ok: true, message: "admin.seller.positionSaved" });
  }
  const { intent: to, reason } = parsed.data;
  // Approving places the pin from the same form; a rejection leaves the position as it was.
  if (to === "approved" && !pin.ok) return data<ActionResult>({ ok: false, message: "admin.seller.positionInvalid" }, { status: 400 });
  const result = await decideSellerApplication(
    context.db,
    actor,
    application.id,
    to,
    reason,
    to === "approved" && pin.ok ? pin.position : undefined,
  );
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
  // Remounted after each answer so that the fields and the map show what is stored now.
  const pinFields = (
    <SellerPinFields
      key={`${actionData?.message ?? "fresh"}-${application.latitude}-${application.longitude}`}
      initial={loaderData.position}
      settings={loaderData.mapSettings}
      labels={{
        legend: t("admin.seller.position"),
        hint: t("admin.seller.positionHint"),
        latitude: t("admin.seller.latitude"),
        longitude: t("admin.seller.longitude"),
        map: t("admin.seller.mapLabel"),
        loading: tSeller("seller.map.loading"),
        pin: application.companyName,
        guess: loaderData.guessed ? t("admin.seller.geocoded") : undefined,
      }}
    />
  );
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
          {application.website ? (
            <>
              <dt className="font-medium">{tSeller("seller.list.website")}</dt>
              <dd dir="ltr" className="break-all">
                {application.website}
              </dd>
            </>
          ) : null}
          {application.openingHours ? (
            <>
              <dt className="font-medium">{tSeller("seller.list.hours")}</dt>
              <dd className="whitespace-pre-line">{application.openingHours}</dd>
            </>
          ) : null}
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
                {t("admin.seller.decidedBy", {
                  status: status(application.status),
                  actor: application.decidedByEmail ?? "—",
                  date: application.decidedAt,
                })}
                {application.decisionReason ? (
                  <span className="block whitespace-pre-line text-slate-700">{application.decisionReason}</span>
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {next.length > 0 ? (
        <Form method="post" className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-5">
          {next.includes("approved") ? pinFields : null}
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
      {application.status === "approved" ? (
        <Form method="post" className="mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-5">
          {pinFields}
          <button type="submit" name="intent" value="position" className={buttonClass}>
            {t("admin.seller.savePosition")}
          </button>
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
