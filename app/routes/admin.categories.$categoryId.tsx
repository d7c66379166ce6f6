import { data, Form, Link, redirect } from "react-router";
import { AdminLayout, AdminNotice, buttonClass, linkClass } from "~/components/admin/AdminLayout";
import { TranslationFieldsets } from "~/components/admin/TranslationFieldsets";
import { parseCategoryForm } from "~/lib/admin/catalog-forms";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { saveCategory } from "~/server/catalog/category-commands.server";
import { loadCategory } from "~/server/catalog/category-queries.server";
import { loadAiStatus } from "~/server/ai/queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.categories.$categoryId";

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const isNew = params.categoryId === "new";
  if (!isNew && !isUuid(params.categoryId)) throw notFound();
  const loaded = isNew ? null : await loadCategory(context.db, factoryId, params.categoryId);
  if (!isNew && !loaded) throw notFound();
  const values: Record<string, string> = loaded ? (loaded.category.isActive ? { isActive: "on" } : {}) : { isActive: "on" };
  for (const translation of loaded?.translations ?? []) {
    values[`name.${translation.languageCode}`] = translation.name;
    values[`slug.${translation.languageCode}`] = translation.slug;
    values[`description.${translation.languageCode}`] = translation.description ?? "";
  }
  const ai = await loadAiStatus(context.db, factoryId);
  return {
    isNew,
    ai: { available: ai.available, reason: ai.reason },
    name: loaded?.category.name ?? null,
    values,
    languages: language.site.languages.map((lang) => ({
      code: lang.code,
      name: lang.nativeName,
      direction: lang.direction,
      isDefault: lang.code === language.defaultCode,
    })),
  };
}

type ActionData = { problems: { field: string; message: AdminMessageKey }[]; values: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const isNew = params.categoryId === "new";
  if (!isNew && !isUuid(params.categoryId)) throw notFound();
  const form = await request.formData();
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = parseCategoryForm(form, { languageCodes: actor.language.codes, defaultCode: actor.language.defaultCode });
  if (!parsed.ok) return data<ActionData>({ problems: parsed.problems, values }, { status: 400 });
  const result = await saveCategory(context.db, actor, isNew ? null : params.categoryId, parsed.value);
  if (result.ok) throw redirect(actor.language.localize("/admin/categories?saved=1"));
  if ("notFound" in result) throw notFound();
  return data<ActionData>({ problems: result.problems, values }, { status: 400 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.name ?? "New category"} · Admin Panel` }, { name: "robots", content: "noindex" }];
}

export default function AdminCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { isNew, name, languages, ai } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  const values = actionData?.values ?? loaderData.values;
  const errorFor = (field: string) => {
    const problem = actionData?.problems.find((each) => each.field === field);
    return problem ? t(problem.message) : undefined;
  };
  return (
    <AdminLayout title={isNew ? t("admin.category.newTitle") : t("admin.product.editTitle", { name: name ?? "" })}>
      <p className="-mt-4 mb-4 text-sm">
        <Link to={localize("/admin/categories")} className={linkClass}>
          {t("admin.category.backToList")}
        </Link>
      </p>
      {actionData ? <AdminNotice kind="error">{t("admin.product.fixProblems")}</AdminNotice> : null}
      <Form method="post" key={actionData ? "answered" : "initial"} className="space-y-6" noValidate>
        <TranslationFieldsets
          languages={languages}
          values={values}
          errorFor={errorFor}
          labels={{ name: t("admin.product.name"), slug: t("admin.product.slug"), description: t("admin.product.description") }}
          ai={{ status: ai }}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} className="size-4" />
          {t("admin.category.isActive")}
        </label>
        <button type="submit" className={buttonClass}>
          {isNew ? t("admin.category.create") : t("admin.product.save")}
        </button>
      </Form>
    </AdminLayout>
  );
}
