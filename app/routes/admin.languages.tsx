import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import {
  AdminLayout,
  AdminNotice,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
} from "~/components/admin/AdminLayout";
import { parseLanguageForm } from "~/lib/admin/catalog-forms";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { addLanguageWithDrafts, wakeDraftingJob } from "~/server/ai/drafting-commands.server";
import { listDraftingLanguages } from "~/server/ai/drafting-queries.server";
import { loadAiStatus } from "~/server/ai/queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { DomainError } from "~/server/errors";
import {
  type LanguageChangeResult,
  moveLanguage,
  setDefaultLanguage,
  setLanguageActive,
  updateLanguage,
} from "~/server/site/language-commands.server";
import { listAllLanguages } from "~/server/site/language-queries.server";
import type { Route } from "./+types/admin.languages";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = await requireBackOffice(request, params, context);
  const [languages, ai, drafted] = await Promise.all([
    listAllLanguages(context.db),
    loadAiStatus(context.db, actor.factoryId),
    listDraftingLanguages(context.db, actor.factoryId),
  ]);
  return { languages, ai: { available: ai.available, reason: ai.reason }, drafted };
}

const intentSchema = z.object({
  intent: z.enum(["add", "update", "activate", "deactivate", "default", "up", "down"]),
  code: z.string().trim().max(20).optional(),
  draftWithAi: z.literal("1").optional(),
});

type ActionResult = {
  ok: boolean;
  message: AdminMessageKey;
  form?: string;
  problems?: { field: string; message: AdminMessageKey }[];
  /** Why AI drafting was refused (the AI status's own words). */
  reason?: string;
};

const outcomes: Record<LanguageChangeResult, { ok: boolean; message: AdminMessageKey; status: number }> = {
  ok: { ok: true, message: "admin.languages.saved", status: 200 },
  not_found: { ok: false, message: "admin.languages.notFound", status: 404 },
  exists: { ok: false, message: "admin.languages.error.exists", status: 409 },
  default_stays_active: { ok: false, message: "admin.languages.defaultStaysActive", status: 409 },
  default_must_be_active: { ok: false, message: "admin.languages.defaultMustBeActive", status: 409 },
};

/** Add, edit, activate, deactivate (never the default), make default and reorder languages. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const form = await request.formData();
  const parsed = intentSchema.safeParse({
    intent: form.get("intent"),
    code: form.get("code") ?? undefined,
    draftWithAi: form.get("draftWithAi") ?? undefined,
  });
  if (!parsed.success) return data<ActionResult>({ ok: false, message: "admin.common.badRequest" }, { status: 400 });
  const { intent } = parsed.data;
  const code = parsed.data.code ?? "";
  let result: LanguageChangeResult;
  if (intent === "add" || intent === "update") {
    const fields = parseLanguageForm(form, intent === "add");
    if (!fields.ok)
      return data<ActionResult>(
        { ok: false, message: "admin.product.fixProblems", form: intent === "add" ? "add" : code, problems: fields.problems },
        { status: 400 },
      );
    if (intent === "add") {
      const draft = parsed.data.draftWithAi === "1";
      try {
        result = (await addLanguageWithDrafts(context.db, actor, fields.value, { draft })).result;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Drafting was asked for while AI is off or out of credits (the checkbox was disabled): nothing was added.
        return data<ActionResult>(
          { ok: false, message: "admin.product.fixProblems", form: "add", reason: error.message },
          { status: error.kind === "unavailable" ? 409 : error.status },
        );
      }
      if (result === "ok" && draft) {
        wakeDraftingJob();
        throw redirect(actor.language.localize(`/admin/languages/${fields.value.code}/review`), 303);
      }
    } else result = await updateLanguage(context.db, actor, code, fields.value);
  } else if (intent === "activate" || intent === "deactivate")
    result = await setLanguageActive(context.db, actor, code, intent === "activate");
  else if (intent === "default") result = await setDefaultLanguage(context.db, actor, code);
  else result = await moveLanguage(context.db, actor, code, intent);
  const outcome = outcomes[result];
  return data<ActionResult>(
    { ok: outcome.ok, message: outcome.message, form: intent === "add" ? "add" : code },
    { status: outcome.status },
  );
}

export function meta() {
  return [{ title: "Languages · Admin Panel" }, { name: "robots", content: "noindex" }];
}

function LanguageFields({
  values,
  problems,
  idPrefix,
}: {
  values: { name?: string; nativeName?: string; direction?: string; flagIconUrl?: string | null };
  problems: { field: string; message: AdminMessageKey }[];
  idPrefix: string;
}) {
  const t = useAdminT();
  const problem = (field: string) => problems.find((each) => each.field === field);
  const text = (field: "name" | "nativeName" | "flagIconUrl", label: string) => (
    <div>
      <label htmlFor={`${idPrefix}-${field}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${idPrefix}-${field}`}
        name={field}
        defaultValue={values[field] ?? ""}
        aria-invalid={problem(field) ? true : undefined}
        aria-describedby={problem(field) ? `${idPrefix}-${field}-error` : undefined}
        className={inputClass}
      />
      {problem(field) ? (
        <p id={`${idPrefix}-${field}-error`} className="mt-1 text-sm text-red-700">
          {t(problem(field)!.message)}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      {text("name", t("admin.languages.name"))}
      {text("nativeName", t("admin.languages.nativeName"))}
      <div>
        <label htmlFor={`${idPrefix}-direction`} className={labelClass}>
          {t("admin.languages.direction")}
        </label>
        <select id={`${idPrefix}-direction`} name="direction" defaultValue={values.direction ?? "ltr"} className={inputClass}>
          <option value="ltr">{t("admin.languages.ltr")}</option>
          <option value="rtl">{t("admin.languages.rtl")}</option>
        </select>
      </div>
      {text("flagIconUrl", t("admin.languages.flag"))}
    </>
  );
}

export default function AdminLanguages({ loaderData, actionData }: Route.ComponentProps) {
  const { languages, ai, drafted } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  return (
    <AdminLayout title={t("admin.languages.title")}>
      {actionData ? <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message)}</AdminNotice> : null}
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t("admin.languages.intro")}</p>
      <ol className="space-y-3" aria-label={t("admin.languages.title")}>
        {languages.map((language, index) => (
          <li key={language.code} className="rounded-lg border border-slate-200 bg-white p-4 text-sm" data-language={language.code}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p>
                <span className="font-semibold text-slate-900" lang={language.code} dir={language.direction}>
                  {language.nativeName}
                </span>{" "}
                <span className="font-mono text-slate-600">{language.code}</span>
                {language.isDefault ? (
                  <span className="ms-2 rounded bg-brand-100 px-2 py-0.5 text-xs text-brand-800">{t("admin.languages.default")}</span>
                ) : null}
                <span className="ms-2 text-slate-600">{language.isActive ? t("admin.products.active") : t("admin.products.inactive")}</span>
                {drafted.includes(language.code) ? (
                  <Link to={localize(`/admin/languages/${language.code}/review`)} className={`ms-3 ${linkClass}`}>
                    {t("admin.languages.reviewDrafts")}
                  </Link>
                ) : null}
              </p>
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="code" value={language.code} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  disabled={index === 0}
                  className={secondaryButtonClass}
                  aria-label={`${t("admin.common.moveUp")}: ${language.nativeName}`}
                >
                  ↑
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  disabled={index === languages.length - 1}
                  className={secondaryButtonClass}
                  aria-label={`${t("admin.common.moveDown")}: ${language.nativeName}`}
                >
                  ↓
                </button>
                {language.isDefault ? null : language.isActive ? (
                  <>
                    <button
                      type="submit"
                      name="intent"
                      value="default"
                      className={secondaryButtonClass}
                      aria-label={`${t("admin.languages.makeDefault")}: ${language.nativeName}`}
                    >
                      {t("admin.languages.makeDefault")}
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="deactivate"
                      className={secondaryButtonClass}
                      aria-label={`${t("admin.products.deactivate")}: ${language.nativeName}`}
                    >
                      {t("admin.products.deactivate")}
                    </button>
                  </>
                ) : (
                  <button
                    type="submit"
                    name="intent"
                    value="activate"
                    className={secondaryButtonClass}
                    aria-label={`${t("admin.products.activate")}: ${language.nativeName}`}
                  >
                    {t("admin.products.activate")}
                  </button>
                )}
              </Form>
            </div>
            <details className="mt-2" open={actionData?.form === language.code && !actionData.ok}>
              <summary className="cursor-pointer text-brand-700">{t("admin.languages.edit")}</summary>
              <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="code" value={language.code} />
                <LanguageFields
                  values={language}
                  problems={actionData?.form === language.code ? (actionData.problems ?? []) : []}
                  idPrefix={`language-${language.code}`}
                />
                <div className="sm:col-span-2 lg:col-span-4">
                  <button type="submit" className={buttonClass}>
                    {t("admin.product.save")}
                  </button>
                </div>
              </Form>
            </details>
          </li>
        ))}
      </ol>
      <section aria-labelledby="add-language" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="add-language" className="font-semibold text-slate-900">
          {t("admin.languages.add")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("admin.languages.addHint")}</p>
        <Form
          method="post"
          className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
          key={actionData?.form === "add" && actionData.ok ? "added" : "adding"}
        >
          <input type="hidden" name="intent" value="add" />
          <div>
            <label htmlFor="language-new-code" className={labelClass}>
              {t("admin.languages.code")}
            </label>
            <input
              id="language-new-code"
              name="code"
              required
              className={inputClass}
              aria-invalid={actionData?.form === "add" && actionData.problems?.some((p) => p.field === "code") ? true : undefined}
            />
            {actionData?.form === "add" && actionData.problems?.some((p) => p.field === "code") ? (
              <p className="mt-1 text-sm text-red-700">{t("admin.languages.error.code")}</p>
            ) : null}
          </div>
          <LanguageFields values={{}} problems={actionData?.form === "add" ? (actionData.problems ?? []) : []} idPrefix="language-new" />
          <div className="sm:col-span-2 lg:col-span-5">
            <div className="flex items-start gap-2">
              <input
                id="language-new-draft"
                type="checkbox"
                name="draftWithAi"
                value="1"
                disabled={!ai.available}
                aria-describedby={ai.available ? "language-new-draft-hint" : "language-new-draft-hint language-new-draft-off"}
                className="mt-1"
              />
              <div>
                <label htmlFor="language-new-draft" className={labelClass}>
                  {t("admin.languages.draftWithAi")}
                </label>
                <p id="language-new-draft-hint" className="text-xs text-slate-600">
                  {t("admin.languages.draftWithAiHint")}
                </p>
                {ai.reason ? (
                  <p id="language-new-draft-off" className="text-xs font-medium text-amber-900" data-ai-off>
                    {ai.reason}
                  </p>
                ) : null}
              </div>
            </div>
            {actionData?.form === "add" && actionData.reason ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {actionData.reason}
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-2 lg:col-span-5">
            <button type="submit" className={buttonClass}>
              {t("admin.languages.addButton")}
            </button>
          </div>
        </Form>
      </section>
    </AdminLayout>
  );
}
