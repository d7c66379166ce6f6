import { data, Form, Link } from "react-router";
import { AiCallTable } from "~/components/admin/AiCallTable";
import { AdminLayout, AdminNotice, buttonClass, inputClass, labelClass } from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { platformFeatures } from "~/lib/admin/settings-form";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { aiSettingsSchema, saveAiSettings, topUpCredits, topUpSchema } from "~/server/ai/commands.server";
import { listAiCalls, loadAiAccount, loadAiStatus } from "~/server/ai/queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { headerLogoStyles, headerMenuStyles, saveSettings, settingsSchema } from "~/server/site/settings-commands.server";
import { loadSettings } from "~/server/site/settings-queries.server";
import type { Route } from "./+types/admin.settings";

const text = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? "" : String(value));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId } = await requireBackOffice(request, params, context);
  const { factory, settings } = await loadSettings(context.db, factoryId);
  const values: Record<string, string> = {
    name: text(factory?.name),
    description: text(factory?.description),
    address: text(factory?.address),
    phone: text(factory?.phone),
    email: text(factory?.email),
    website: text(factory?.website),
    organizationNumber: text(factory?.organizationNumber),
    siteName: text(settings?.siteName ?? factory?.name),
    companyName: text(settings?.companyName),
    headerMenuStyle: settings?.headerMenuStyle ?? "horizontal",
    headerLogoStyle: settings?.headerLogoStyle ?? "rounded",
    headerLogoWidth: text(settings?.headerLogoWidth ?? 32),
    headerLogoHeight: text(settings?.headerLogoHeight ?? 32),
    headerMaxLogoWidth: text(settings?.headerMaxLogoWidth ?? 200),
    logoUrl: text(settings?.logoUrl),
    faviconUrl: text(settings?.faviconUrl),
    contactPhone: text(settings?.contactPhone),
    contactEmail: text(settings?.contactEmail),
  };
  if (settings?.showCompanyNameInHeader ?? true) values.showCompanyNameInHeader = "on";
  const [ai, account, calls] = await Promise.all([
    loadAiStatus(context.db, factoryId),
    loadAiAccount(context.db, factoryId),
    listAiCalls(context.db, factoryId, { limit: 20 }),
  ]);
  return { values, menuStyles: [...headerMenuStyles], logoStyles: [...headerLogoStyles], ai, glossary: account.glossary, calls };
}

type ActionData = { ok: boolean; fields: string[]; values: Record<string, string>; ai?: "topped-up" | "saved"; aiError?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const form = Object.fromEntries(
    [...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  // The AI section's two forms: a top-up and the rate with the glossary (both audited).
  if (form.intent === "ai-top-up" || form.intent === "ai-settings") {
    const parsed = form.intent === "ai-top-up" ? topUpSchema.safeParse(form) : aiSettingsSchema.safeParse(form);
    if (!parsed.success)
      return data<ActionData>(
        { ok: false, fields: [], values: {}, aiError: parsed.error.issues[0]?.message ?? "Check this value." },
        { status: 400 },
      );
    if ("credits" in parsed.data) await topUpCredits(context.db, actor, parsed.data.credits);
    else await saveAiSettings(context.db, actor, parsed.data);
    return data<ActionData>({ ok: true, fields: [], values: {}, ai: form.intent === "ai-top-up" ? "topped-up" : "saved" });
  }
  const parsed = settingsSchema.safeParse(form);
  if (!parsed.success)
    return data<ActionData>(
      { ok: false, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))], values: form },
      { status: 400 },
    );
  await saveSettings(context.db, actor, parsed.data);
  return data<ActionData>({ ok: true, fields: [], values: form });
}

export function meta() {
  return [{ title: "Settings · Admin Panel" }, { name: "robots", content: "noindex" }];
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const localize = useLocalizePath();
  const aiAction = actionData?.ai !== undefined || actionData?.aiError !== undefined;
  const values = (aiAction ? undefined : actionData?.values) ?? loaderData.values;
  const { ai } = loaderData;
  const invalid = (field: string) => actionData?.fields.includes(field) ?? false;
  const field = (name: string, label: AdminMessageKey, options: { type?: string; inputMode?: "numeric" } = {}) => (
    <div>
      <label htmlFor={`settings-${name}`} className={labelClass}>
        {t(label)}
      </label>
      <input
        id={`settings-${name}`}
        name={name}
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        defaultValue={values[name] ?? ""}
        aria-invalid={invalid(name) ? true : undefined}
        aria-describedby={invalid(name) ? `settings-${name}-error` : undefined}
        className={inputClass}
      />
      {invalid(name) ? (
        <p id={`settings-${name}-error`} className="mt-1 text-sm text-red-700">
          {t("admin.settings.invalid")}
        </p>
      ) : null}
    </div>
  );
  return (
    <AdminLayout title={t("admin.settings.title")}>
      {actionData && !aiAction ? (
        <AdminNotice kind={actionData.ok ? "ok" : "error"}>
          {actionData.ok ? t("admin.settings.saved") : t("admin.product.fixProblems")}
        </AdminNotice>
      ) : null}
      <Form
        method="post"
        key={actionData && !aiAction ? JSON.stringify(actionData.fields) + String(actionData.ok) : "initial"}
        className="space-y-6"
        noValidate
      >
        <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.settings.factory")}</legend>
          {field("name", "admin.settings.name")}
          {field("organizationNumber", "admin.settings.organizationNumber", { inputMode: "numeric" })}
          {field("address", "admin.settings.address")}
          {field("website", "admin.settings.website", { type: "url" })}
          {field("phone", "admin.settings.phone", { type: "tel" })}
          {field("email", "admin.settings.email", { type: "email" })}
          <div className="sm:col-span-2">
            <label htmlFor="settings-description" className={labelClass}>
              {t("admin.product.description")}
            </label>
            <textarea
              id="settings-description"
              name="description"
              rows={3}
              defaultValue={values.description ?? ""}
              className={inputClass}
            />
          </div>
        </fieldset>
        <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.settings.contact")}</legend>
          {field("contactPhone", "admin.settings.phone", { type: "tel" })}
          {field("contactEmail", "admin.settings.email", { type: "email" })}
        </fieldset>
        <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.settings.header")}</legend>
          {field("siteName", "admin.settings.siteName")}
          {field("companyName", "admin.settings.companyName")}
          <label className="flex items-center gap-2 self-end text-sm text-slate-800">
            <input
              type="checkbox"
              name="showCompanyNameInHeader"
              defaultChecked={values.showCompanyNameInHeader === "on"}
              className="size-4"
            />
            {t("admin.settings.showCompanyName")}
          </label>
          <div>
            <label htmlFor="settings-headerMenuStyle" className={labelClass}>
              {t("admin.settings.menuStyle")}
            </label>
            <select id="settings-headerMenuStyle" name="headerMenuStyle" defaultValue={values.headerMenuStyle} className={inputClass}>
              {loaderData.menuStyles.map((style) => (
                <option key={style} value={style}>
                  {style}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="settings-headerLogoStyle" className={labelClass}>
              {t("admin.settings.logoStyle")}
            </label>
            <select id="settings-headerLogoStyle" name="headerLogoStyle" defaultValue={values.headerLogoStyle} className={inputClass}>
              {loaderData.logoStyles.map((style) => (
                <option key={style} value={style}>
                  {style}
                </option>
              ))}
            </select>
          </div>
          {field("headerLogoWidth", "admin.settings.logoWidth", { type: "number", inputMode: "numeric" })}
          {field("headerLogoHeight", "admin.settings.logoHeight", { type: "number", inputMode: "numeric" })}
          {field("headerMaxLogoWidth", "admin.settings.logoMaxWidth", { type: "number", inputMode: "numeric" })}
          {field("logoUrl", "admin.settings.logoUrl")}
          {field("faviconUrl", "admin.settings.faviconUrl")}
        </fieldset>
        <button type="submit" className={buttonClass}>
          {t("admin.product.save")}
        </button>
      </Form>
      <section aria-labelledby="platform-features" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="platform-features" className="font-semibold text-slate-900">
          {t("admin.settings.features")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("admin.settings.featuresIntro")}</p>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {platformFeatures.map((feature) => (
            <div key={feature.key} className="flex flex-wrap justify-between gap-2 py-2">
              <dt>
                <span className="font-medium text-slate-900">{t(`admin.settings.feature.${feature.key}`)}</span>
                <span className="block text-slate-600">{t(`admin.settings.feature.${feature.key}.meaning`)}</span>
              </dt>
              {feature.enabled === "configured" ? (
                <dd className={ai.configured ? "font-semibold text-green-800" : "max-w-md font-semibold text-slate-600"}>
                  {ai.configured ? t("admin.settings.on") : `${t("admin.settings.off")}. ${ai.reason ?? ""}`}
                </dd>
              ) : (
                <dd className={feature.enabled ? "font-semibold text-green-800" : "font-semibold text-slate-500"}>
                  {feature.enabled ? t("admin.settings.on") : t("admin.settings.off")}
                </dd>
              )}
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="ai-services" className="mt-8 space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="ai-services" className="font-semibold text-slate-900">
          {t("ai.status.title")}
        </h2>
        <p role="status" data-ai-status className={ai.available ? "text-sm text-green-800" : "text-sm font-medium text-amber-900"}>
          {ai.configured ? t("ai.status.on", { name: `${ai.model} (${ai.host})` }) : null}
          {ai.reason ? ` ${ai.reason}` : null}
        </p>
        {actionData?.ai ? (
          <AdminNotice kind="ok">{actionData.ai === "topped-up" ? t("ai.status.toppedUp") : t("ai.status.settingsSaved")}</AdminNotice>
        ) : null}
        {actionData?.aiError ? <AdminNotice kind="error">{actionData.aiError}</AdminNotice> : null}
        <p className="text-sm text-slate-800">
          {t("ai.status.balance")}: <strong data-ai-balance>{ai.creditBalance}</strong>
        </p>
        <Form method="post" className="flex flex-wrap items-end gap-3" key={`top-up-${ai.creditBalance}`}>
          <input type="hidden" name="intent" value="ai-top-up" />
          <div>
            <label htmlFor="ai-top-up" className={labelClass}>
              {t("ai.status.topUp")}
            </label>
            <input id="ai-top-up" name="credits" type="number" min={1} max={1000000} required inputMode="numeric" className={inputClass} />
          </div>
          <button type="submit" className={buttonClass}>
            {t("ai.status.topUpButton")}
          </button>
        </Form>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="ai-settings" />
          <div>
            <label htmlFor="ai-rate" className={labelClass}>
              {t("ai.status.rate")}
            </label>
            <input
              id="ai-rate"
              name="tokensPerCredit"
              type="number"
              min={1}
              max={1000000}
              required
              defaultValue={ai.tokensPerCredit}
              inputMode="numeric"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="ai-glossary" className={labelClass}>
              {t("ai.status.glossary")}
            </label>
            <textarea id="ai-glossary" name="glossary" rows={4} defaultValue={loaderData.glossary} className={inputClass} />
          </div>
          <div>
            <button type="submit" className={buttonClass}>
              {t("ai.status.saveSettings")}
            </button>
          </div>
        </Form>
        <h3 className="font-semibold text-slate-900">{t("ai.status.usage")}</h3>
        <AiCallTable calls={loaderData.calls} />
        <p>
          <Link to={localize("/ai-test")} className="text-sm font-medium text-brand-700 underline">
            {t("ai.status.testLink")}
          </Link>
        </p>
      </section>
    </AdminLayout>
  );
}
