import { data, Form } from "react-router";
import { z } from "zod";
import { AdminLayout, AdminNotice, buttonClass, inputClass, labelClass, secondaryButtonClass } from "~/components/admin/AdminLayout";
import { OUTBOX_STATUSES } from "~/lib/admin/constants";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import type { ResendResult } from "~/server/mail/mailer.server";
import { listOutbox, revealOutboxMessage } from "~/server/mail/outbox-queries.server";
import { recordAudit } from "~/server/backoffice/audit.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { resendOutboxMessage } from "~/server/mail/outbox-commands.server";
import type { Route } from "./+types/admin.outbox";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireBackOffice(request, params, context);
  const status = statusFilterSchema.parse(new URL(request.url).searchParams.get("status") ?? undefined);
  const messages = await listOutbox(context.db, { status });
  return {
    status: status ?? "all",
    smtpConfigured: context.mailer.smtpConfigured,
    messages: messages.map((message) => ({
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      hasSecrets: message.hasSecrets,
      // Formatted on the server so that server and browser render the same string.
      createdAt: message.createdAt.toISOString().replace("T", " ").slice(0, 16) + " UTC",
      status: message.status,
      attempts: message.attempts,
      lastAttemptAt: message.lastAttemptAt ? message.lastAttemptAt.toISOString().replace("T", " ").slice(0, 16) + " UTC" : null,
      error: message.error,
    })),
  };
}

// An unknown status in the address lists every message (like an empty filter), never a 500.
const statusFilterSchema = z.enum(OUTBOX_STATUSES).optional().catch(undefined);

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reveal"), id: z.uuid() }),
  z.object({ intent: z.literal("resend"), id: z.uuid() }),
]);

const resendAnswers: Record<Exclude<ResendResult["outcome"], "failed">, { ok: boolean; message: AdminMessageKey; status: number }> = {
  sent: { ok: true, message: "admin.outbox.resent", status: 200 },
  not_found: { ok: false, message: "admin.outbox.notFound", status: 404 },
  already_sent: { ok: false, message: "admin.outbox.alreadySent", status: 409 },
  no_smtp: { ok: false, message: "admin.outbox.noSmtp", status: 409 },
  busy: { ok: false, message: "admin.outbox.busy", status: 409 },
};

/**
 * "Reveal": one message with its links intact, for the admin who asked; each reveal is logged.
 * "Resend": a failed message (or a queued one, once SMTP is configured) tried again through the
 * mailer, which updates its status and attempts; every attempt is in the audit log.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const form = await request.formData();
  const parsed = actionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) throw data({ message: "Unknown message" }, { status: 400 });
  if (parsed.data.intent === "resend") {
    const result = await resendOutboxMessage(context, actor, parsed.data.id);
    if (result.outcome === "failed")
      return data({ resend: { ok: false, message: "admin.outbox.resendFailed" as AdminMessageKey, error: result.error } }, { status: 502 });
    const answer = resendAnswers[result.outcome];
    return data({ resend: { ok: answer.ok, message: answer.message, error: null } }, { status: answer.status });
  }
  const message = await revealOutboxMessage(context.db, parsed.data.id);
  if (!message) throw data({ message: "Unknown message" }, { status: 404 });
  // Who read which message's live links: the audit log keeps the fact, never the links themselves.
  await recordAudit(context.db, actor, { action: "outbox.reveal", entityType: "outbox", entityId: message.id });
  context.logger.info({ adminUserId: actor.user.id, outboxId: message.id }, "outbox message revealed");
  return data({ revealed: message }, { headers: { "Cache-Control": "no-store" } });
}

export function meta() {
  return [{ title: "Outbox · Admin Panel" }, { name: "robots", content: "noindex" }];
}

const statusBadge: Record<string, string> = {
  queued: "bg-slate-100 text-slate-800",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const revealed = actionData && "revealed" in actionData ? actionData.revealed : undefined;
  const resend = actionData && "resend" in actionData ? actionData.resend : undefined;
  const t = useAdminT();
  const statusLabel = (status: string) => t(`admin.outbox.status.${status}` as AdminMessageKey);
  return (
    <AdminLayout title={t("admin.outbox.title")}>
      {resend ? <AdminNotice kind={resend.ok ? "ok" : "error"}>{t(resend.message, { error: resend.error ?? "" })}</AdminNotice> : null}
      {/* "Reveal" stays in English (as before the back office): tests and tools find it by name. */}
      <p className="-mt-2 text-slate-600">{t("admin.outbox.intro")}</p>
      <Form
        method="get"
        role="search"
        aria-label={t("admin.outbox.filters")}
        className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <label className={labelClass}>
          {t("admin.outbox.status")}
          <select name="status" defaultValue={loaderData.status} className={inputClass}>
            <option value="all">{t("admin.common.all")}</option>
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t("admin.common.filter")}
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600" role="status">
        {t("admin.outbox.count", { count: loaderData.messages.length })}
      </p>
      <ol className="mt-4 space-y-4">
        {loaderData.messages.map((message) => {
          const canResend = message.status === "failed" || (message.status === "queued" && loaderData.smtpConfigured);
          return (
            <li key={message.id}>
              <article
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                aria-label={message.subject}
                data-outbox-id={message.id}
                data-status={message.status}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h2 className="font-semibold break-words text-slate-900">{message.subject}</h2>
                  <div className="flex flex-wrap gap-2">
                    {message.hasSecrets && revealed?.id !== message.id ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="reveal" />
                        <input type="hidden" name="id" value={message.id} />
                        <button
                          type="submit"
                          className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
                          aria-label={`Reveal: ${message.subject} to ${message.to}`}
                        >
                          Reveal
                        </button>
                      </Form>
                    ) : null}
                    {canResend ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="resend" />
                        <input type="hidden" name="id" value={message.id} />
                        <button
                          type="submit"
                          className={secondaryButtonClass}
                          aria-label={`${t("admin.outbox.resend")}: ${message.subject} (${message.to})`}
                        >
                          {t("admin.outbox.resend")}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-medium ${statusBadge[message.status] ?? ""}`}
                    data-testid="outbox-status"
                  >
                    <span className="sr-only">{t("admin.outbox.status")}: </span>
                    {statusLabel(message.status)}
                  </span>
                  <span>
                    {t("admin.outbox.to")}{" "}
                    <span data-testid="outbox-to" dir="ltr">
                      {message.to}
                    </span>{" "}
                    ·{" "}
                    <span dir="ltr" className="whitespace-nowrap">
                      {message.createdAt}
                    </span>
                  </span>
                  <span>
                    · {t("admin.outbox.attempts", { count: message.attempts })}
                    {message.lastAttemptAt ? `, ${t("admin.outbox.lastAttempt", { date: message.lastAttemptAt })}` : ""}
                  </span>
                </p>
                {message.error ? (
                  <p className="mt-2 text-sm break-words text-red-800" data-testid="outbox-error" dir="auto">
                    {t("admin.outbox.error", { error: message.error })}
                  </p>
                ) : null}
                <pre dir="auto" className="mt-3 overflow-x-auto text-sm break-all whitespace-pre-wrap text-slate-800">
                  {revealed?.id === message.id ? revealed.text : message.text}
                </pre>
                {message.html ? (
                  <details className="mt-3 text-sm">
                    <summary className="cursor-pointer text-slate-700">{t("admin.outbox.html")}</summary>
                    {/* The HTML part as text (React escapes it): a preview never renders mail HTML. */}
                    <code
                      className="mt-2 block overflow-x-auto rounded bg-slate-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-slate-700"
                      dir="ltr"
                    >
                      {message.html}
                    </code>
                  </details>
                ) : null}
              </article>
            </li>
          );
        })}
      </ol>
    </AdminLayout>
  );
}
