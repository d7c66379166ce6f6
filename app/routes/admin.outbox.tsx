import { data, Form } from "react-router";
import { z } from "zod";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { listOutbox, revealOutboxMessage } from "~/server/admin/queries.server";
import { recordAudit } from "~/server/backoffice/audit.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import type { Route } from "./+types/admin.outbox";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireBackOffice(request, params, context);
  const messages = await listOutbox(context.db);
  return {
    messages: messages.map((message) => ({
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      hasSecrets: message.hasSecrets,
      // Formatted on the server so that server and browser render the same string.
      createdAt: message.createdAt.toISOString().replace("T", " ").slice(0, 16) + " UTC",
      sent: message.sentAt !== null,
    })),
  };
}

const revealSchema = z.object({ intent: z.literal("reveal"), id: z.uuid() });

/** "Reveal": one message with its links intact, for the admin who asked; each reveal is logged. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const form = await request.formData();
  const parsed = revealSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) throw data({ message: "Unknown message" }, { status: 400 });
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

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const revealed = actionData?.revealed;
  const t = useAdminT();
  return (
    <AdminLayout title={t("admin.outbox.title")}>
      {/* The outbox's own texts stay in English (as before the back office): tests and tools find "Reveal" by name. */}
      <p className="-mt-2 text-slate-600">
        E-mails the site has written, newest first (the last 100). Without SMTP_URL they are kept here instead of sent. Links with tokens are masked; Reveal shows one message in full.
      </p>
      {loaderData.messages.length === 0 ? <p className="mt-8 text-slate-600">No e-mails yet.</p> : null}
      <ol className="mt-8 space-y-4">
        {loaderData.messages.map((message) => (
          <li key={message.id}>
            <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={message.subject} data-outbox-id={message.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="font-semibold text-slate-900">{message.subject}</h2>
                {message.hasSecrets && revealed?.id !== message.id ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="reveal" />
                    <input type="hidden" name="id" value={message.id} />
                    <button type="submit" className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50" aria-label={`Reveal: ${message.subject} to ${message.to}`}>
                      Reveal
                    </button>
                  </Form>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-slate-600">
                To <span data-testid="outbox-to">{message.to}</span> · {message.createdAt}
                {message.sent ? " · sent" : ""}
              </p>
              <pre className="mt-3 overflow-x-auto text-sm break-all whitespace-pre-wrap text-slate-800">{revealed?.id === message.id ? revealed.text : message.text}</pre>
            </article>
          </li>
        ))}
      </ol>
    </AdminLayout>
  );
}
