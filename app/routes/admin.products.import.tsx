import { data, Form, Link, useNavigation } from "react-router";
import {
  AdminLayout,
  AdminNotice,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
} from "~/components/admin/AdminLayout";
import { MAX_FILE_UPLOAD_BYTES, MAX_FILE_UPLOAD_MB } from "~/lib/admin/csv-limits";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { type CsvImportResult, importProductsCsv } from "~/server/catalog/csv-commands.server";
import type { Route } from "./+types/admin.products.import";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireBackOffice(request, params, context);
  return null;
}

type ActionData = { error: AdminMessageKey } | { result: CsvImportResult };

/** The dry run (nothing written) or the import (one transaction), with every problem by line. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!Number.isFinite(length)) return data<ActionData>({ error: "admin.common.badRequest" }, { status: 411 });
  if (length > MAX_FILE_UPLOAD_BYTES + 64 * 1024) return data<ActionData>({ error: "admin.csv.error.tooLarge" }, { status: 413 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionData>({ error: "admin.common.badRequest" }, { status: 400 });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data<ActionData>({ error: "admin.csv.error.noFile" }, { status: 400 });
  if (file.size > MAX_FILE_UPLOAD_BYTES) return data<ActionData>({ error: "admin.csv.error.tooLarge" }, { status: 413 });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return data<ActionData>({ error: "admin.csv.error.encoding" }, { status: 400 });
  }
  const dryRun = form.get("intent") !== "import";
  const result = await importProductsCsv(context.db, actor, text, {
    languageCodes: actor.language.codes,
    defaultCode: actor.language.defaultCode,
    dryRun,
  });
  return data<ActionData>({ result }, { status: result.ok ? 200 : 422 });
}

export function meta() {
  return [{ title: "Import and export products · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function AdminProductImport({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const localize = useLocalizePath();
  const navigation = useNavigation();
  const working = navigation.state === "submitting" && navigation.formAction?.endsWith("/admin/products/import");
  const result = actionData && "result" in actionData ? actionData.result : null;
  return (
    <AdminLayout title={t("admin.csv.title")}>
      <p className="-mt-4 mb-4 text-sm">
        <Link to={localize("/admin/products")} className={linkClass}>
          {t("admin.product.backToList")}
        </Link>
      </p>
      <section aria-labelledby="csv-export" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="csv-export" className="font-semibold text-slate-900">
          {t("admin.csv.exportTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("admin.csv.exportBody")}</p>
        <a href={localize("/admin/products/export")} download="products.csv" className={`${secondaryButtonClass} mt-3`}>
          {t("admin.csv.download")}
        </a>
      </section>
      <section aria-labelledby="csv-import" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="csv-import" className="font-semibold text-slate-900">
          {t("admin.csv.importTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("admin.csv.importBody", { max: MAX_FILE_UPLOAD_MB })}</p>
        {actionData && "error" in actionData ? (
          <div className="mt-3">
            <AdminNotice kind="error">{t(actionData.error)}</AdminNotice>
          </div>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
          <label htmlFor="csv-file" className={labelClass}>
            {t("admin.csv.file")}
          </label>
          <input id="csv-file" type="file" name="file" accept=".csv,text/csv" required className={inputClass} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="dry-run" className={secondaryButtonClass} disabled={working}>
              {t("admin.csv.dryRun")}
            </button>
            <button type="submit" name="intent" value="import" className={buttonClass} disabled={working}>
              {t("admin.csv.import")}
            </button>
          </div>
          {working ? (
            <div role="status" className="text-sm text-slate-700">
              <progress aria-label={t("admin.csv.working")} className="w-full" />
              {t("admin.csv.working")}
            </div>
          ) : null}
        </Form>
        {result ? (
          <div className="mt-4">
            {result.ok ? (
              <AdminNotice kind="ok">
                {result.dryRun
                  ? t("admin.csv.dryRunOk", { rows: result.rows, created: result.created, updated: result.updated })
                  : t("admin.csv.imported", { created: result.created, updated: result.updated })}
              </AdminNotice>
            ) : (
              <>
                <AdminNotice kind="error">{t("admin.csv.problems", { count: result.problems.length })}</AdminNotice>
                <div className="overflow-x-auto">
                  <table className="min-w-full text-sm" aria-label={t("admin.csv.problems", { count: result.problems.length })}>
                    <thead>
                      <tr className="text-slate-600">
                        <th scope="col" className="py-1 pe-4 text-start font-medium">
                          {t("admin.csv.line")}
                        </th>
                        <th scope="col" className="py-1 pe-4 text-start font-medium">
                          {t("admin.csv.column")}
                        </th>
                        <th scope="col" className="py-1 text-start font-medium">
                          {t("admin.csv.problem")}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {result.problems.map((problem, index) => (
                        <tr key={index}>
                          <td className="py-1 pe-4">{problem.line}</td>
                          <td className="py-1 pe-4 font-mono text-xs">{problem.column ?? "—"}</td>
                          <td className="py-1">{t(problem.message)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </div>
        ) : null}
      </section>
    </AdminLayout>
  );
}
