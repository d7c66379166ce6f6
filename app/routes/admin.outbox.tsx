import { Link } from "react-router";
import { listOutbox } from "~/server/admin/queries.server";
import { requireAdmin } from "~/server/auth/session.server";
import type { Route } from "./+types/admin.outbox";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { useLocalizePath } from "~/lib/use-shell";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await resolveRouteLanguage(request, params, context);
  await requireAdmin(request, context);
  const messages = await listOutbox(context.db);
  return {
    messages: messages.map((message) => ({
      id: message.id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      // Formatted on the server so that server and browser render the same string.
      createdAt: message.createdAt.toISOString().replace("T", " ").slice(0, 16) + " UTC",
      sent: message.sentAt !== null,
    })),
  };
}

export function meta() {
  return [{ title: "Outbox · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const localize = useLocalizePath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="text-sm">
        <Link to={localize("/admin")} className="font-medium text-brand-700 hover:underline">
          Admin Panel
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Outbox</h1>
      <p className="mt-2 text-slate-600">E-mails the site has written, newest first (the last 100). Without SMTP_URL they are kept here instead of sent.</p>
      {loaderData.messages.length === 0 ? <p className="mt-8 text-slate-600">No e-mails yet.</p> : null}
      <ol className="mt-8 space-y-4">
        {loaderData.messages.map((message) => (
          <li key={message.id}>
            <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={message.subject}>
              <h2 className="font-semibold text-slate-900">{message.subject}</h2>
              <p className="mt-1 text-sm text-slate-600">
                To <span data-testid="outbox-to">{message.to}</span> · {message.createdAt}
                {message.sent ? " · sent" : ""}
              </p>
              <pre className="mt-3 overflow-x-auto text-sm whitespace-pre-wrap text-slate-800">{message.text}</pre>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
