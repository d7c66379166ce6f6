import { Link } from "react-router";
import { adminFactoryId } from "~/server/auth/admins.server";
import { loadAdminOverview } from "~/server/admin/queries.server";
import { requireAdmin } from "~/server/auth/session.server";
import type { Route } from "./+types/admin";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import { useLocalizePath } from "~/lib/use-shell";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await resolveRouteLanguage(request, params, context);
  const user = await requireAdmin(request, context);
  return loadAdminOverview(context.db, await adminFactoryId(context.db, user.id));
}

export function meta() {
  return [{ title: "Admin Panel" }, { name: "robots", content: "noindex" }];
}

// English only for now: the admin panel is the staff's tool; later issues fill and translate it.
export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const { counts, factoryName } = loaderData;
  const localize = useLocalizePath();
  const rows: { label: string; count: number; href?: string }[] = [
    { label: "Products", count: counts.products },
    { label: "Categories", count: counts.categories },
    { label: "Active languages", count: counts.languages },
    { label: "Pages with content", count: counts.pages },
    { label: "Registered users", count: counts.users },
    { label: "Active admins", count: counts.admins },
    { label: "E-mails in the outbox", count: counts.outbox, href: localize("/admin/outbox") },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Panel</h1>
      {factoryName ? <p className="mt-2 text-slate-600">{factoryName}</p> : null}
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm text-slate-600">{row.href ? <Link to={row.href} className="font-medium text-brand-700 hover:underline">{row.label}</Link> : row.label}</dt>
            <dd className="mt-1 text-3xl font-semibold text-slate-900">{row.count}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8">
        <Link to={localize("/admin/quotes")} className="font-medium text-brand-700 hover:underline">
          Quotes
        </Link>
      </p>
    </div>
  );
}
