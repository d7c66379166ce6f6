import { Fragment } from "react";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import {
  AdminLayout,
  AdminNotice,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
  LanguageFieldset,
} from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import {
  type FieldProblem,
  formatDayPeriods,
  parseMenuItemForm,
  parseRestaurantForm,
  staffEmailSchema,
  WEEKDAYS,
} from "~/lib/admin/restaurant-forms";
import { formatDateTime } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { formatAmount } from "~/lib/money";
import { AiFieldsetTools } from "~/components/admin/AiFormTools";
import { RestaurantMenuTable } from "~/components/admin/RestaurantMenuTable";
import { RestaurantStaffSection } from "~/components/admin/RestaurantStaffSection";
import { AdminTextField } from "~/components/admin/TranslationFieldsets";
import { useLocalizePath } from "~/lib/use-shell";
import { loadAiStatus } from "~/server/ai/queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import {
  addKitchenStaff,
  removeKitchenStaff,
  saveMenuItem,
  saveRestaurant,
  type StaffChangeResult,
} from "~/server/restaurants/admin-commands.server";
import { loadAdminRestaurant } from "~/server/restaurants/admin-queries.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.restaurants.$restaurantId";

const restaurantId = z.uuid();

const priceText = (ore: number | null) => (ore === null ? "" : formatAmount(ore));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language } = await requireBackOffice(request, params, context);
  const id = restaurantId.safeParse(params.restaurantId);
  if (!id.success) throw notFound();
  const loaded = await loadAdminRestaurant(context.db, factoryId, id.data);
  if (!loaded) throw notFound();
  const { restaurant, translations, items, staff } = loaded;
  const values: Record<string, string> = {
    address: restaurant.address ?? "",
    phone: restaurant.phone ?? "",
    prepMinutes: String(restaurant.prepMinutes),
    ...(restaurant.offersPickup ? { offersPickup: "on" } : {}),
    ...(restaurant.offersDelivery ? { offersDelivery: "on" } : {}),
    ...(restaurant.isActive ? { isActive: "on" } : {}),
  };
  for (const day of WEEKDAYS) values[`hours.${day}`] = formatDayPeriods(restaurant.openingHours[day]);
  for (const translation of translations) {
    values[`name.${translation.languageCode}`] = translation.name;
    values[`description.${translation.languageCode}`] = translation.description ?? "";
  }
  values[`name.${language.defaultCode}`] ||= restaurant.name;
  const ai = await loadAiStatus(context.db, factoryId);
  return {
    ai: { available: ai.available, reason: ai.reason },
    restaurant: { id: restaurant.id, name: restaurant.name, slug: restaurant.slug },
    values,
    items: items.map((item) => ({ ...item, price: priceText(item.priceOre) })),
    staff: staff.map((member) => ({ ...member, since: formatDateTime(member.since) })),
    languages: language.site.languages.map((lang) => ({
      code: lang.code,
      name: lang.nativeName,
      direction: lang.direction,
      isDefault: lang.code === language.defaultCode,
    })),
  };
}

type ActionData =
  | { intent: "details"; ok: boolean; message: AdminMessageKey; problems: FieldProblem[]; values: Record<string, string> }
  | { intent: "item"; ok: boolean; message: AdminMessageKey; productId: string | null; problems: FieldProblem[]; price: string }
  | { intent: "staff"; ok: boolean; message: AdminMessageKey; email: string };

const staffMessages: Record<StaffChangeResult, { ok: boolean; message: AdminMessageKey; status: number }> = {
  added: { ok: true, message: "admin.restaurant.staffAdded", status: 200 },
  already: { ok: true, message: "admin.restaurant.staffAlready", status: 200 },
  removed: { ok: true, message: "admin.restaurant.staffRemoved", status: 200 },
  not_staff: { ok: false, message: "admin.restaurant.staffNotStaff", status: 404 },
  user_not_found: { ok: false, message: "admin.restaurant.staffUserNotFound", status: 404 },
  not_verified: { ok: false, message: "admin.restaurant.staffNotVerified", status: 409 },
  not_found: { ok: false, message: "admin.restaurant.notFound", status: 404 },
};

const badRequest = () =>
  data({ intent: "staff" as const, ok: false, message: "admin.common.badRequest" as AdminMessageKey, email: "" }, { status: 400 });

/** Saves the details, one dish, or adds or removes a member of the kitchen staff; every write audited and in one transaction. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const id = restaurantId.safeParse(params.restaurantId);
  if (!id.success) throw notFound();
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "details") {
    const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
    const parsed = parseRestaurantForm(form, { languageCodes: actor.language.codes, defaultCode: actor.language.defaultCode });
    if (!parsed.ok)
      return data<ActionData>(
        { intent, ok: false, message: "admin.restaurant.fixProblems", problems: parsed.problems, values },
        { status: 400 },
      );
    if (!(await saveRestaurant(context.db, actor, id.data, parsed.value))) throw notFound();
    return data<ActionData>({ intent, ok: true, message: "admin.restaurant.saved", problems: [], values });
  }
  if (intent === "item") {
    const parsed = parseMenuItemForm(form);
    if (!parsed) return badRequest();
    const productId = typeof form.get("productId") === "string" ? String(form.get("productId")) : null;
    const price = typeof form.get("price") === "string" ? String(form.get("price")) : "";
    if (!parsed.ok)
      return data<ActionData>(
        { intent, ok: false, message: "admin.restaurant.error.price", productId, problems: parsed.problems, price },
        { status: 400 },
      );
    const result = await saveMenuItem(context.db, actor, id.data, parsed.value);
    if (result === "not_found")
      return data<ActionData>(
        { intent, ok: false, message: "admin.restaurant.itemNotFound", productId, problems: [], price },
        { status: 404 },
      );
    return data<ActionData>({
      intent,
      ok: true,
      message: result === "saved" ? "admin.restaurant.itemSaved" : "admin.restaurant.itemUnchanged",
      productId,
      problems: [],
      price,
    });
  }
  if (intent === "addStaff") {
    const raw = typeof form.get("email") === "string" ? String(form.get("email")) : "";
    const email = staffEmailSchema.safeParse(raw);
    if (!email.success)
      return data<ActionData>({ intent: "staff", ok: false, message: "admin.restaurant.staffEmailInvalid", email: raw }, { status: 400 });
    const answer = staffMessages[await addKitchenStaff(context.db, actor, id.data, email.data)];
    return data<ActionData>(
      { intent: "staff", ok: answer.ok, message: answer.message, email: answer.ok ? "" : raw },
      { status: answer.status },
    );
  }
  if (intent === "removeStaff") {
    const userId = z.string().trim().min(1).max(100).safeParse(form.get("userId"));
    if (!userId.success) return badRequest();
    const answer = staffMessages[await removeKitchenStaff(context.db, actor, id.data, userId.data)];
    return data<ActionData>({ intent: "staff", ok: answer.ok, message: answer.message, email: "" }, { status: answer.status });
  }
  return badRequest();
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.restaurant.name ?? "Restaurant"} · Admin Panel` }, { name: "robots", content: "noindex" }];
}

function FieldError({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  const t = useAdminT();
  return problem ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {t(problem.message)}
    </p>
  ) : null;
}

export default function AdminRestaurant({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, items, staff, languages, ai } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  const details = actionData?.intent === "details" ? actionData : null;
  const values = details && !details.ok ? details.values : loaderData.values;
  const problemFor = (field: string) => details?.problems.find((problem) => problem.field === field);
  const described = (field: string, id: string) => (problemFor(field) ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {});
  const text = (name: string, label: string, options: { dir?: string; lang?: string; inputMode?: "numeric" } = {}) => {
    const problem = problemFor(name);
    return (
      <AdminTextField
        name={name}
        label={label}
        defaultValue={values[name] ?? ""}
        error={problem ? t(problem.message) : undefined}
        {...options}
      />
    );
  };
  // A dish's answer shows in its own row.
  const notice =
    actionData && actionData.intent !== "item" ? (
      <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message)}</AdminNotice>
    ) : null;
  return (
    <AdminLayout
      title={t("admin.restaurant.editTitle", { name: restaurant.name })}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={localize(`/restaurant-menu/${restaurant.slug}`)} className={secondaryButtonClass}>
            {t("admin.restaurant.viewMenu")}
          </Link>
          <Link to={localize(`/kitchen/dashboard?restaurant=${restaurant.id}`)} className={secondaryButtonClass}>
            {t("admin.restaurant.openDashboard")}
          </Link>
        </div>
      }
    >
      <p className="-mt-4 mb-4 text-sm">
        <Link to={localize("/admin/restaurants")} className={linkClass}>
          {t("admin.restaurant.backToList")}
        </Link>
      </p>
      {notice}

      <section aria-labelledby="restaurant-details" className="space-y-4">
        <h2 id="restaurant-details" className="text-xl font-semibold text-slate-900">
          {t("admin.restaurant.details")}
        </h2>
        <Form method="post" key={details ? `details-${details.ok}` : "details"} className="space-y-6" noValidate>
          <input type="hidden" name="intent" value="details" />
          {languages.map((language) => (
            <LanguageFieldset key={language.code} language={language}>
              {text(`name.${language.code}`, t("admin.restaurant.name"), { dir: language.direction, lang: language.code })}
              <label htmlFor={`field-description-${language.code}`} className={`${labelClass} mt-4`}>
                {t("admin.restaurant.description")}
              </label>
              <textarea
                id={`field-description-${language.code}`}
                name={`description.${language.code}`}
                dir={language.direction}
                lang={language.code}
                rows={2}
                defaultValue={values[`description.${language.code}`] ?? ""}
                className={inputClass}
                {...described(`description.${language.code}`, `field-description-${language.code}`)}
              />
              <FieldError id={`field-description-${language.code}-error`} problem={problemFor(`description.${language.code}`)} />
              <AiFieldsetTools
                ai={ai}
                language={language}
                languages={languages}
                fields={[
                  { name: "name", format: "plain" },
                  { name: "description", format: "plain" },
                ]}
              />
            </LanguageFieldset>
          ))}
          <div className="grid gap-4 sm:grid-cols-3">
            {(["address", "phone", "prepMinutes"] as const).map((field) => (
              <Fragment key={field}>
                {text(field, t(`admin.restaurant.${field}`), { inputMode: field === "prepMinutes" ? "numeric" : undefined })}
              </Fragment>
            ))}
          </div>
          <fieldset className="min-w-0 rounded-lg border border-slate-200 bg-white p-4" aria-describedby="hours-hint">
            <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.restaurant.hours")}</legend>
            <p id="hours-hint" className="mb-3 text-sm text-slate-600">
              {t("admin.restaurant.hoursHint")}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {WEEKDAYS.map((day) => (
                <Fragment key={day}>{text(`hours.${day}`, t(`admin.restaurant.weekday.${day}`), { dir: "ltr" })}</Fragment>
              ))}
            </div>
          </fieldset>
          <fieldset className="min-w-0" {...(problemFor("fulfilment") ? { "aria-describedby": "fulfilment-error" } : {})}>
            <legend className={labelClass}>{t("admin.restaurant.fulfilment")}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(["offersPickup", "offersDelivery"] as const).map((field) => (
                <label key={field} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" name={field} defaultChecked={values[field] === "on"} className="size-4" />
                  {t(`admin.restaurant.${field}`)}
                </label>
              ))}
            </div>
            <FieldError id="fulfilment-error" problem={problemFor("fulfilment")} />
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} className="size-4" />
            {t("admin.restaurant.isActive")}
          </label>
          <button type="submit" className={buttonClass}>
            {t("admin.restaurant.save")}
          </button>
        </Form>
      </section>

      <RestaurantMenuTable items={items} answer={actionData?.intent === "item" ? actionData : null} />
      <RestaurantStaffSection staff={staff} answer={actionData?.intent === "staff" ? actionData : null} />
    </AdminLayout>
  );
}
