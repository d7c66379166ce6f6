import { data, Form, Link } from "react-router";
import { z } from "zod";
import {
  AdminLayout,
  AdminNotice,
  buttonClass,
  inputClass,
  labelClass,
  LanguageFieldset,
  linkClass,
  secondaryButtonClass,
} from "~/components/admin/AdminLayout";
import { BodyField, LanguageSelect, NewsletterSendControls } from "~/components/admin/NewsletterEditorParts";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { fromLocalDateTime } from "~/lib/admin/time";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { isEditable, type NewsletterStatus } from "~/lib/newsletters";
import { formatMoney } from "~/lib/money";
import { localizePath } from "~/lib/i18n/language";
import { listAdminProducts, parseProductListFilter } from "~/server/catalog/product-queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { loadProductCards } from "~/server/catalog/queries.server";
import { DomainError } from "~/server/errors";
import {
  appendToBody,
  changeNewsletterState,
  newsletterFormSchema,
  scheduleNewsletter,
  sendTestNewsletter,
  updateNewsletter,
} from "~/server/newsletters/commands.server";
import { deliveryCounts, getNewsletter, newsletterMail, productCardHtml } from "~/server/newsletters/queries.server";
import { notFound } from "~/server/site/route-language.server";
import type { Route } from "./+types/admin.newsletter.$newsletterId.edit";
import { useLiveProgress } from "./admin.newsletters";

const idSchema = z.uuid();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { factoryId, language, user } = await requireBackOffice(request, params, context);
  if (!idSchema.safeParse(params.newsletterId).success) throw notFound();
  const newsletter = await getNewsletter(context.db, factoryId, params.newsletterId);
  if (!newsletter) throw notFound();
  const site = language.site;
  const [counts, products] = await Promise.all([
    deliveryCounts(context.db, [newsletter.id]),
    listAdminProducts(context.db, factoryId, parseProductListFilter(new URLSearchParams("active=active"))),
  ]);
  const own = counts.get(newsletter.id) ?? {};
  const of = (status: string) => own[status] ?? 0;
  return {
    id: newsletter.id,
    status: newsletter.status,
    editable: isEditable(newsletter.status),
    isPublic: newsletter.isPublic,
    chosen: newsletter.languages,
    languages: site.languages.map((l) => ({
      code: l.code,
      name: l.nativeName,
      isDefault: l.code === site.defaultLanguage.code,
      direction: l.direction,
    })),
    content: Object.fromEntries(site.languages.map((l) => [l.code, newsletter.content[l.code] ?? { subject: "", body: "" }])),
    previews: site.languages.flatMap((l) => {
      const mail = newsletterMail({ origin: context.origin, site }, newsletter, { email: user.email, languageCode: l.code, token: null });
      return mail?.html ? [{ code: l.code, name: l.nativeName, html: mail.html }] : [];
    }),
    products: products.products.map((p) => ({ id: p.id, name: p.name })),
    progress: { total: Object.values(own).reduce((sum, n) => sum + n, 0), done: of("sent") + of("skipped"), failed: of("failed") },
    publicPath:
      newsletter.status === "draft" || newsletter.status === "scheduled"
        ? null
        : language.localize(`/newsletter/${newsletter.shareableUrl}`),
    listPath: language.localize("/admin/newsletters"),
    adminEmail: user.email,
  };
}

const codeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/);
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save") }),
  z.object({ intent: z.literal("card"), productId: z.uuid(), languageCode: codeSchema }),
  z.object({ intent: z.literal("test"), to: z.string().trim().max(254).pipe(z.email()), languageCode: codeSchema }),
  z.object({ intent: z.literal("send") }),
  z.object({ intent: z.literal("schedule"), at: z.string().max(20) }),
  z.object({ intent: z.enum(["pause", "resume", "unschedule", "retry"]) }),
]);

type ActionAnswer = { ok: boolean; message: AdminMessageKey; values?: Record<string, string> };

/** Every change to a newsletter: saves, product cards, tests, sending and its pause, resume and retry (all audited). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  if (!idSchema.safeParse(params.newsletterId).success) throw notFound();
  const id = params.newsletterId;
  const site = actor.language.site;
  const form = await request.formData();
  const parsed = actionSchema.safeParse(Object.fromEntries([...form.entries()].filter(([key]) => !key.includes("."))));
  if (!parsed.success)
    return data<ActionAnswer>(
      { ok: false, message: "admin.newsletter.error", values: { error: parsed.error.issues[0]?.message ?? "Invalid" } },
      { status: 400 },
    );
  const input = parsed.data;
  try {
    if (input.intent === "save") {
      const content: Record<string, { subject: string; body: string }> = {};
      for (const language of site.languages) {
        content[language.code] = {
          subject: String(form.get(`subject.${language.code}`) ?? ""),
          body: String(form.get(`body.${language.code}`) ?? ""),
        };
      }
      const valid = newsletterFormSchema.safeParse({
        languages: form.getAll("languages").map(String),
        isPublic: form.get("isPublic") === "on",
        content,
      });
      if (!valid.success)
        return data<ActionAnswer>(
          { ok: false, message: "admin.newsletter.error", values: { error: valid.error.issues[0]?.message ?? "Invalid" } },
          { status: 400 },
        );
      await updateNewsletter(context.db, actor, site, id, valid.data);
      return { ok: true, message: "admin.newsletter.saved" } satisfies ActionAnswer;
    }
    if (input.intent === "card") {
      const [card] = await loadProductCards(context.db, {
        ids: [input.productId],
        languageCode: input.languageCode,
        defaultLanguageCode: site.defaultLanguage.code,
      });
      if (!card) throw new DomainError("not_found", "No such product");
      const href = `${context.origin}${localizePath(`/products/${encodeURIComponent(card.slug)}`, input.languageCode, site.defaultLanguage.code)}`;
      const price = card.shopPriceOre === null ? card.priceRange : formatMoney(card.shopPriceOre, card.currency);
      const imageUrl = card.imageUrl && card.imageUrl.startsWith("/") ? `${context.origin}${card.imageUrl}` : card.imageUrl;
      await appendToBody(context.db, actor, id, input.languageCode, productCardHtml({ ...card, imageUrl, price }, href));
      return { ok: true, message: "admin.newsletter.cardInserted" } satisfies ActionAnswer;
    }
    if (input.intent === "test") {
      await sendTestNewsletter({ db: context.db, mailer: context.mailer, origin: context.origin, site }, actor, id, {
        to: input.to,
        languageCode: input.languageCode,
      });
      return { ok: true, message: "admin.newsletter.testSent", values: { email: input.to } } satisfies ActionAnswer;
    }
    if (input.intent === "send" || input.intent === "schedule") {
      const at = input.intent === "schedule" ? fromLocalDateTime(input.at) : null;
      if (input.intent === "schedule" && !at)
        return data<ActionAnswer>(
          { ok: false, message: "admin.newsletter.error", values: { error: "Choose a date and time" } },
          { status: 400 },
        );
      await scheduleNewsletter(context.db, actor, id, at);
      return { ok: true, message: "admin.newsletter.changed" } satisfies ActionAnswer;
    }
    await changeNewsletterState(context.db, actor, id, input.intent);
    return { ok: true, message: "admin.newsletter.changed" } satisfies ActionAnswer;
  } catch (error) {
    if (error instanceof DomainError)
      return data<ActionAnswer>(
        { ok: false, message: "admin.newsletter.error", values: { error: error.message } },
        { status: error.status },
      );
    throw error;
  }
}

export function meta() {
  return [{ title: "Edit newsletter · Admin Panel" }, { name: "robots", content: "noindex" }];
}

/** One language's body: the stored HTML in a hidden field, edited with Edit Mode's rich text editor (a plain textarea before JavaScript runs). */
export default function AdminNewsletterEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const d = loaderData;
  useLiveProgress(d.status === "sending");
  const status = d.status as NewsletterStatus;
  return (
    <AdminLayout
      title={t("admin.newsletter.title")}
      actions={
        <Link to={d.listPath} className={linkClass}>
          {t("admin.newsletter.back")}
        </Link>
      }
    >
      {actionData ? (
        <AdminNotice kind={actionData.ok ? "ok" : "error"}>{t(actionData.message, actionData.values ?? {})}</AdminNotice>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="newsletter-state">
        {t("admin.newsletters.status")}: <strong>{t(`admin.newsletter.status.${status}` as AdminMessageKey)}</strong>
        {d.progress.total > 0
          ? ` · ${t("admin.newsletters.progressValue", { done: d.progress.done, total: d.progress.total, failed: d.progress.failed })}`
          : ""}
        {d.publicPath ? (
          <>
            {" · "}
            <Link to={d.publicPath} className={linkClass}>
              {t("admin.newsletter.publicLink")}
            </Link>
          </>
        ) : null}
      </p>
      {!d.editable ? <p className="mt-2 text-sm text-slate-600">{t("admin.newsletter.locked")}</p> : null}

      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="save" />
        <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("admin.newsletter.languages")}</legend>
          <div className="flex flex-wrap gap-4">
            {d.languages.map((language) => (
              <label key={language.code} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="languages"
                  value={language.code}
                  defaultChecked={d.chosen.includes(language.code)}
                  disabled={!d.editable}
                />
                {language.name}
              </label>
            ))}
            {!d.editable ? d.chosen.map((code) => <input key={code} type="hidden" name="languages" value={code} />) : null}
          </div>
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isPublic" defaultChecked={d.isPublic} />
          {t("admin.newsletter.public")}
        </label>
        {d.languages.map((language) => (
          <LanguageFieldset key={language.code} language={language}>
            <div dir={language.direction} lang={language.code}>
              <label className={labelClass}>
                {t("admin.newsletters.subject")}
                <input
                  name={`subject.${language.code}`}
                  defaultValue={d.content[language.code]?.subject ?? ""}
                  maxLength={200}
                  readOnly={!d.editable}
                  className={inputClass}
                />
              </label>
              <BodyField
                key={d.content[language.code]?.body ?? ""}
                code={language.code}
                html={d.content[language.code]?.body ?? ""}
                editable={d.editable}
              />
            </div>
          </LanguageFieldset>
        ))}
        <button type="submit" className={buttonClass}>
          {t("admin.newsletter.save")}
        </button>
      </Form>

      {d.editable ? (
        <Form method="post" className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <input type="hidden" name="intent" value="card" />
          <label className={labelClass}>
            {t("admin.newsletter.product")}
            <select name="productId" className={inputClass}>
              {d.products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          </label>
          <LanguageSelect label={t("admin.newsletter.cardLanguage")} languages={d.languages} />
          <button type="submit" className={secondaryButtonClass}>
            {t("admin.newsletter.insertCard")}
          </button>
        </Form>
      ) : null}

      <section aria-labelledby="newsletter-test" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="newsletter-test" className="text-lg font-semibold text-slate-900">
          {t("admin.newsletter.testTitle")}
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="test" />
          <label className={labelClass}>
            {t("admin.newsletter.testTo")}
            <input type="email" name="to" required defaultValue={d.adminEmail} className={inputClass} />
          </label>
          <LanguageSelect label={t("admin.newsletter.testLanguage")} languages={d.languages} />
          <button type="submit" className={secondaryButtonClass}>
            {t("admin.newsletter.testTitle")}
          </button>
        </Form>
      </section>

      <NewsletterSendControls status={status} />

      {d.previews.map((preview) => (
        <section key={preview.code} aria-labelledby={`preview-${preview.code}`} className="mt-6">
          <h2 id={`preview-${preview.code}`} className="text-lg font-semibold text-slate-900">
            {t("admin.newsletter.preview", { language: preview.name })}
          </h2>
          {/* The mail as it will look, in a sandboxed frame (no scripts, no same-origin access). */}
          <iframe
            title={t("admin.newsletter.preview", { language: preview.name })}
            sandbox=""
            srcDoc={preview.html}
            className="mt-2 h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        </section>
      ))}
    </AdminLayout>
  );
}
