import { data, Form, Link, redirect } from "react-router";
import { PostcodeCityFill } from "~/components/forms/PostcodeCityFill";
import { Field, FormAlert, SelectField, TextAreaField } from "~/components/ui/FormField";
import { seoMeta } from "~/lib/seo";
import { type SellerMessageKey, sellerText, useSellerT } from "~/lib/sellers/messages";
import { MAX_OPENING_HOURS, MAX_SELLER_MESSAGE, shopTypes } from "~/lib/sellers/sellers";
import { claimMailSend } from "~/server/auth/mail-limit.server";
import { isSameOrigin } from "~/server/backoffice/guard.server";
import { parseSellerApplicationForm, type SellerApplicationField } from "~/server/sellers/application-form.server";
import { submitSellerApplication } from "~/server/sellers/commands.server";
import { sendSellerApplicationMails } from "~/server/sellers/mail.server";
import { applicationByKey, loadSellerApplication } from "~/server/sellers/queries.server";
import { pageSeo } from "~/server/seo/page-seo.server";
import { resolveRouteLanguage } from "~/server/site/route-language.server";
import type { Route } from "./+types/become-seller";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  return {
    // A fresh key per rendered form: submitting this form twice makes one application.
    idempotencyKey: crypto.randomUUID(),
    mapPath: language.localize("/sellers-map"),
    seo: pageSeo(context.origin, language, {
      path: "/become-seller",
      title: sellerText(language.languageCode, "seller.register.title"),
      description: sellerText(language.languageCode, "seller.register.intro"),
    }),
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

type ActionResult = {
  errors: Partial<Record<SellerApplicationField, SellerMessageKey>>;
  formError: SellerMessageKey;
  values: Partial<Record<SellerApplicationField, string>>;
};

const fields: SellerApplicationField[] = [
  "company",
  "orgNumber",
  "contactName",
  "email",
  "phone",
  "streetAddress",
  "postcode",
  "city",
  "shopType",
  "website",
  "openingHours",
  "message",
];

/**
 * A seller application: checked field by field, limited per client address and e-mail like the
 * other mail-sending forms, stored once per rendered form, then the receipt and the factory's
 * notice are mailed and the applicant is sent to the receipt page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = await resolveRouteLanguage(request, params, context);
  if (!isSameOrigin(request, context.origin)) throw data({ message: "Forbidden" }, { status: 403 });
  const form = await request.formData();
  const values = Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "").slice(0, 4000)]));
  const refuse = (formError: SellerMessageKey, status: number, errors: ActionResult["errors"] = {}) =>
    data<ActionResult>({ errors, formError, values }, { status });
  const parsed = parseSellerApplicationForm(form);
  if (!parsed.ok) return refuse(parsed.formError, 400, parsed.errors);
  const success = (id: string) => redirect(`${language.localize("/seller-registration-success")}?application=${id}`, { status: 303 });

  const earlier = await applicationByKey(context.db, parsed.idempotencyKey);
  if (earlier) throw success(earlier.id);
  if (!(await claimMailSend(context.db, parsed.details.email, context.clientIp, new Date(), context.mailLimitPerClient))) {
    context.logger.info("seller application refused: mail limit reached");
    return refuse("seller.error.tooMany", 429);
  }
  const result = await submitSellerApplication(context.db, {
    factoryId: language.site.factory.id,
    languageCode: language.languageCode,
    idempotencyKey: parsed.idempotencyKey,
    details: parsed.details,
  });
  if (!result.ok) return refuse("seller.error.duplicate", 409, { orgNumber: "seller.error.duplicate" });
  if (!result.replayed) {
    const application = await loadSellerApplication(context.db, result.id);
    // The application stands even when the mail cannot go out now (the outbox records the failure).
    if (application)
      await sendSellerApplicationMails(context, language.site, application).catch((error: unknown) =>
        context.logger.error({ err: error, applicationId: result.id }, "seller application mails failed"),
      );
  }
  throw success(result.id);
}

export default function BecomeSeller({ loaderData, actionData }: Route.ComponentProps) {
  const t = useSellerT();
  const error = (field: SellerApplicationField) => (actionData?.errors[field] ? t(actionData.errors[field]) : null);
  const value = (field: SellerApplicationField) => actionData?.values[field] ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("seller.register.title")}</h1>
      <p className="mt-2 text-slate-600">{t("seller.register.intro")}</p>
      <p className="mt-2">
        <Link to={loaderData.mapPath} className="font-medium text-brand-700 hover:underline">
          {t("seller.register.mapLink")}
        </Link>
      </p>
      {/* Mounted afresh after the first refusal, so the fields show what was sent (without JavaScript they always do). */}
      <Form method="post" noValidate className="mt-8 space-y-8" key={actionData ? "answered" : "fresh"}>
        <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
        <FormAlert>{actionData?.formError ? t(actionData.formError) : null}</FormAlert>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">{t("seller.legend.shop")}</legend>
          <Field
            name="company"
            label={t("seller.company")}
            autoComplete="organization"
            maxLength={200}
            required
            defaultValue={value("company")}
            error={error("company")}
          />
          <Field
            name="orgNumber"
            label={t("seller.orgNumber")}
            hint={t("seller.orgNumberHint")}
            maxLength={11}
            required
            defaultValue={value("orgNumber")}
            error={error("orgNumber")}
          />
          <SelectField name="shopType" label={t("seller.shopType")} required defaultValue={value("shopType")} error={error("shopType")}>
            <option value="">{t("seller.shopType.choose")}</option>
            {shopTypes.map((type) => (
              <option key={type} value={type}>
                {t(`seller.shopType.${type}`)}
              </option>
            ))}
          </SelectField>
          <Field
            name="streetAddress"
            label={t("seller.street")}
            autoComplete="address-line1"
            maxLength={200}
            required
            defaultValue={value("streetAddress")}
            error={error("streetAddress")}
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <Field
              name="postcode"
              label={t("seller.postcode")}
              autoComplete="postal-code"
              maxLength={4}
              required
              defaultValue={value("postcode")}
              error={error("postcode")}
            />
            <Field
              name="city"
              label={t("seller.city")}
              autoComplete="address-level2"
              maxLength={100}
              required
              defaultValue={value("city")}
              error={error("city")}
            />
          </div>
          <PostcodeCityFill />
          <Field
            name="website"
            type="url"
            label={t("seller.website")}
            autoComplete="url"
            maxLength={200}
            defaultValue={value("website")}
            error={error("website")}
          />
          <TextAreaField
            name="openingHours"
            label={t("seller.openingHours")}
            hint={t("seller.openingHoursHint")}
            rows={2}
            maxLength={MAX_OPENING_HOURS}
            defaultValue={value("openingHours")}
            error={error("openingHours")}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-slate-900">{t("seller.legend.contact")}</legend>
          <Field
            name="contactName"
            label={t("seller.contactName")}
            autoComplete="name"
            maxLength={200}
            required
            defaultValue={value("contactName")}
            error={error("contactName")}
          />
          <Field
            name="email"
            type="email"
            label={t("seller.email")}
            autoComplete="email"
            maxLength={254}
            required
            defaultValue={value("email")}
            error={error("email")}
          />
          <Field
            name="phone"
            type="tel"
            label={t("seller.phone")}
            hint={t("seller.phoneHint")}
            autoComplete="tel"
            maxLength={30}
            required
            defaultValue={value("phone")}
            error={error("phone")}
          />
          <TextAreaField
            name="message"
            label={t("seller.message")}
            maxLength={MAX_SELLER_MESSAGE}
            defaultValue={value("message")}
            error={error("message")}
          />
        </fieldset>
        <button
          type="submit"
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto"
        >
          {t("seller.submit")}
        </button>
      </Form>
    </div>
  );
}
