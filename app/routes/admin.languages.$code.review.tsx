import { useEffect } from "react";
import { data, Form, Link, useLocation, useRevalidator } from "react-router";
import { z } from "zod";
import { AdminLayout, AdminNotice, buttonClass, inputClass, linkClass, secondaryButtonClass } from "~/components/admin/AdminLayout";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useLocalizePath } from "~/lib/use-shell";
import { approveAllDrafts, approveDraft, editDraft, resumeDrafting, wakeDraftingJob } from "~/server/ai/drafting-commands.server";
import { DRAFT_PAGE_SIZE, draftStatusSchema, listDraftItems, loadDraftingProgress } from "~/server/ai/drafting-queries.server";
import { requireBackOffice } from "~/server/backoffice/guard.server";
import { DomainError } from "~/server/errors";
import { setLanguageActive } from "~/server/site/language-commands.server";
import { listAllLanguages } from "~/server/site/language-queries.server";
import type { Route } from "./+types/admin.languages.$code.review";

const codeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/);
const querySchema = z.object({
  status: draftStatusSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = await requireBackOffice(request, params, context);
  const code = codeSchema.safeParse(params.code);
  const languages = await listAllLanguages(context.db);
  const language = code.success ? languages.find((each) => each.code === code.data) : undefined;
  if (!language) throw data({ message: "The language does not exist." }, { status: 404 });
  const progress = await loadDraftingProgress(context.db, actor.factoryId, language.code);
  const url = new URL(request.url);
  const query = querySchema.parse({ status: url.searchParams.get("status") ?? undefined, page: url.searchParams.get("page") ?? undefined });
  const list = progress
    ? await listDraftItems(context.db, progress.jobId, { statuses: query.status ? [query.status] : undefined, page: query.page })
    : { items: [], total: 0 };
  const names = Object.fromEntries(languages.map((each) => [each.code, each.name]));
  return {
    language: {
      code: language.code,
      name: language.name,
      nativeName: language.nativeName,
      direction: language.direction,
      isActive: language.isActive,
    },
    progress,
    status: query.status ?? null,
    page: query.page ?? 1,
    pages: Math.max(1, Math.ceil(list.total / DRAFT_PAGE_SIZE)),
    items: list.items.map((item) => ({
      ...item,
      sourceName: names[item.sourceLanguageCode] ?? (item.sourceLanguageCode === "en" ? "English" : item.sourceLanguageCode),
    })),
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("edit"), itemId: z.string().uuid(), draft: z.string().max(40_000) }),
  z.object({ intent: z.literal("approve"), itemId: z.string().uuid(), draft: z.string().max(40_000).optional() }),
  z.object({ intent: z.literal("approve-all") }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("retry") }),
  z.object({ intent: z.literal("activate") }),
]);

type ActionResult = { ok: boolean; message?: AdminMessageKey; values?: Record<string, string | number>; error?: string; itemId?: string };

/** Edit and approve drafts, approve all, resume or retry the drafting, activate the language: each one audited. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireBackOffice(request, params, context);
  const code = codeSchema.safeParse(params.code);
  const form = await request.formData();
  const parsed = actionSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")));
  if (!code.success || !parsed.success) return data<ActionResult>({ ok: false, message: "admin.common.badRequest" }, { status: 400 });
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "edit":
        await editDraft(context.db, actor, code.data, input.itemId, input.draft);
        return data<ActionResult>({ ok: true, message: "admin.drafts.edited", itemId: input.itemId });
      case "approve":
        await approveDraft(context.db, actor, code.data, input.itemId, input.draft ?? null);
        return data<ActionResult>({ ok: true, message: "admin.drafts.approved", itemId: input.itemId });
      case "approve-all": {
        const result = await approveAllDrafts(context.db, actor, code.data);
        return data<ActionResult>({
          ok: result.skipped === 0,
          message: "admin.drafts.approvedAll",
          values: { approved: result.approved },
          ...(result.skipped > 0 ? { error: `${result.skipped}: ${result.reason ?? ""}` } : {}),
        });
      }
      case "resume":
      case "retry":
        await resumeDrafting(context.db, actor, code.data, { retryFailed: input.intent === "retry" });
        wakeDraftingJob();
        return data<ActionResult>({ ok: true, message: "admin.drafts.resumed" });
      case "activate": {
        const result = await setLanguageActive(context.db, actor, code.data, true);
        if (result !== "ok") return data<ActionResult>({ ok: false, message: "admin.languages.notFound" }, { status: 404 });
        return data<ActionResult>({ ok: true, message: "admin.drafts.activated" });
      }
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<ActionResult>(
      { ok: false, error: error.message, ...("itemId" in input ? { itemId: input.itemId } : {}) },
      { status: error.status },
    );
  }
}

export function meta() {
  return [{ title: "AI drafts · Admin Panel" }, { name: "robots", content: "noindex" }];
}

/** While the job drafts, the page reloads its progress every two seconds (without JavaScript: the Refresh link). */
function useLiveProgress(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

export default function AdminLanguageReview({ loaderData, actionData }: Route.ComponentProps) {
  const { language, progress, items, status, page, pages } = loaderData;
  const t = useAdminT();
  const localize = useLocalizePath();
  const location = useLocation();
  useLiveProgress(progress?.status === "running");
  const base = localize(`/admin/languages/${language.code}/review`);
  const href = (next: { status?: string | null; page?: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set("status", next.status);
    if (next.page && next.page > 1) query.set("page", String(next.page));
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };
  const counts = progress?.counts;
  const done = counts ? counts.drafted + counts.edited + counts.approved + counts.failed : 0;
  const reviewable = counts ? counts.drafted + counts.edited : 0;
  return (
    <AdminLayout title={t("admin.drafts.title", { language: language.name })}>
      <p className="-mt-2 mb-4 text-sm">
        <Link to={localize("/admin/languages")} className={linkClass}>
          {t("admin.drafts.back")}
        </Link>
      </p>
      {actionData && !actionData.itemId ? (
        <AdminNotice kind={actionData.ok ? "ok" : "error"}>
          {actionData.message ? t(actionData.message, actionData.values) : null}
          {actionData.error ? ` ${actionData.error}` : null}
        </AdminNotice>
      ) : null}
      <p className="mb-4 text-sm text-slate-700" data-language-state={language.isActive ? "active" : "inactive"}>
        {language.isActive ? t("admin.drafts.isActive") : t("admin.drafts.isInactive")}
      </p>
      {!progress || !counts ? (
        <p className="text-slate-600">{t("admin.drafts.noJob")}</p>
      ) : (
        <>
          <section
            aria-labelledby="drafts-progress"
            className="rounded-lg border border-slate-200 bg-white p-4"
            data-job-status={progress.status}
          >
            <h2 id="drafts-progress" className="font-semibold text-slate-900">
              {t("admin.drafts.progress")}
            </h2>
            <p className="mt-2 text-sm" role="status" data-drafts-summary>
              {t("admin.drafts.summary", { done, total: progress.total })}
            </p>
            <progress className="mt-2 w-full" max={progress.total} value={done} aria-labelledby="drafts-progress" />
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {(["drafted", "edited", "approved", "failed", "pending"] as const).map((each) => (
                <div key={each} className="flex gap-1">
                  <dt className="text-slate-600">{t(`admin.drafts.status.${each}`)}:</dt>
                  <dd className="font-semibold" data-count={each}>
                    {each === "pending" ? counts.pending + counts.drafting : counts[each]}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-sm text-slate-700">
              {progress.status === "running"
                ? t("admin.drafts.job.running")
                : progress.status === "paused"
                  ? t("admin.drafts.job.paused")
                  : t("admin.drafts.job.done")}{" "}
              {progress.pauseReason ? (
                <span className="font-medium text-amber-900" data-pause-reason>
                  {progress.pauseReason}
                </span>
              ) : null}{" "}
              <a href={`${location.pathname}${location.search}`} className={linkClass}>
                {t("admin.drafts.refresh")}
              </a>
            </p>
            <Form method="post" className="mt-3 flex flex-wrap gap-2">
              {progress.status === "paused" ? (
                <button type="submit" name="intent" value="resume" className={secondaryButtonClass}>
                  {t("admin.drafts.resume")}
                </button>
              ) : null}
              {counts.failed > 0 ? (
                <button type="submit" name="intent" value="retry" className={secondaryButtonClass}>
                  {t("admin.drafts.retryFailed")}
                </button>
              ) : null}
              <button type="submit" name="intent" value="approve-all" className={buttonClass} disabled={reviewable === 0}>
                {t("admin.drafts.approveAll")}
              </button>
              {language.isActive ? null : (
                <button type="submit" name="intent" value="activate" className={secondaryButtonClass}>
                  {t("admin.drafts.activate")}
                </button>
              )}
            </Form>
          </section>

          <section aria-labelledby="drafts-list" className="mt-6">
            <h2 id="drafts-list" className="font-semibold text-slate-900">
              {t("admin.drafts.list")}
            </h2>
            <nav aria-label={t("admin.drafts.show")} className="mt-2 flex flex-wrap gap-3 text-sm">
              <Link to={href({})} className={linkClass} aria-current={status === null ? "page" : undefined}>
                {t("admin.drafts.all")} ({progress.total})
              </Link>
              {(["drafted", "edited", "approved", "failed", "pending"] as const).map((each) => (
                <Link key={each} to={href({ status: each })} className={linkClass} aria-current={status === each ? "page" : undefined}>
                  {t(`admin.drafts.status.${each}`)} ({counts[each]})
                </Link>
              ))}
            </nav>
            {items.length === 0 ? (
              <p className="mt-4 text-slate-600">{t("admin.drafts.none")}</p>
            ) : (
              <ol className="mt-4 space-y-3" aria-label={t("admin.drafts.list")}>
                {items.map((item) => {
                  const label = `${t(`admin.drafts.kind.${item.kind}`)} ${item.target}`;
                  const open = item.status === "drafted" || item.status === "edited" || item.status === "failed";
                  return (
                    <li
                      key={item.id}
                      className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
                      data-draft-item={item.target}
                      data-status={item.status}
                    >
                      <p className="flex flex-wrap justify-between gap-2">
                        <span className="font-medium text-slate-900">{label}</span>
                        <span className="text-slate-600" data-item-status>
                          {t(`admin.drafts.status.${item.status}`)}
                        </span>
                      </p>
                      <div className="mt-2 grid gap-3 md:grid-cols-2">
                        <div>
                          <p className="text-xs text-slate-600">{t("admin.drafts.source", { language: item.sourceName })}</p>
                          <p className="mt-1 break-words whitespace-pre-wrap" data-source>
                            {item.sourceText}
                          </p>
                        </div>
                        {open ? (
                          <Form method="post">
                            <input type="hidden" name="itemId" value={item.id} />
                            <label htmlFor={`draft-${item.id}`} className="text-xs text-slate-600">
                              {t("admin.drafts.draft", { language: language.name, text: label })}
                            </label>
                            <textarea
                              id={`draft-${item.id}`}
                              name="draft"
                              defaultValue={item.draft ?? ""}
                              lang={language.code}
                              dir={language.direction}
                              rows={Math.min(8, Math.max(2, Math.ceil((item.draft ?? item.sourceText).length / 60)))}
                              className={inputClass}
                              aria-describedby={item.error ? `draft-${item.id}-error` : undefined}
                            />
                            {item.error ? (
                              <p id={`draft-${item.id}-error`} className="mt-1 text-xs text-red-700">
                                {item.error}
                              </p>
                            ) : null}
                            {actionData?.itemId === item.id ? (
                              <p
                                role={actionData.ok ? "status" : "alert"}
                                className={actionData.ok ? "mt-1 text-xs text-green-800" : "mt-1 text-xs text-red-700"}
                              >
                                {actionData.error ?? (actionData.message ? t(actionData.message) : null)}
                              </p>
                            ) : null}
                            <div className="mt-2 flex gap-2">
                              <button
                                type="submit"
                                name="intent"
                                value="edit"
                                className={secondaryButtonClass}
                                aria-label={`${t("admin.drafts.saveEdit")}: ${label}`}
                              >
                                {t("admin.drafts.saveEdit")}
                              </button>
                              <button
                                type="submit"
                                name="intent"
                                value="approve"
                                className={buttonClass}
                                disabled={item.status === "failed" && !item.draft}
                                aria-label={`${t("admin.drafts.approve")}: ${label}`}
                              >
                                {t("admin.drafts.approve")}
                              </button>
                            </div>
                          </Form>
                        ) : item.draft ? (
                          <div>
                            <p className="text-xs text-slate-600">{t("admin.drafts.draft", { language: language.name, text: label })}</p>
                            <p className="mt-1 break-words whitespace-pre-wrap" lang={language.code} dir={language.direction} data-draft>
                              {item.draft}
                            </p>
                          </div>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
            {pages > 1 ? (
              <nav aria-label={t("admin.drafts.page", { page, pages })} className="mt-4 flex items-center gap-4 text-sm">
                {page > 1 ? (
                  <Link to={href({ status, page: page - 1 })} className={linkClass}>
                    {t("admin.drafts.previous")}
                  </Link>
                ) : null}
                <span>{t("admin.drafts.page", { page, pages })}</span>
                {page < pages ? (
                  <Link to={href({ status, page: page + 1 })} className={linkClass}>
                    {t("admin.drafts.next")}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </section>
        </>
      )}
    </AdminLayout>
  );
}
