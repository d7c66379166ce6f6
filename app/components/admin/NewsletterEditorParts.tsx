import { useState } from "react";
import { Form } from "react-router";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "~/components/admin/AdminLayout";
import { RichTextEditor } from "~/components/edit-mode/RichTextEditor";
import type { AdminMessageKey } from "~/lib/admin/messages";
import { useAdminT } from "~/lib/admin/use-admin-t";
import type { NewsletterStatus } from "~/lib/newsletters";
import { useHydrated } from "~/lib/use-hydrated";

// The parts of the newsletter editor (/admin/newsletter/{id}/edit) that stand on their own.

/** One language's body: the rich text editor once JavaScript runs, a textarea before; the sent body read-only. */
export function BodyField({ code, html, editable }: { code: string; html: string; editable: boolean }) {
  const t = useAdminT();
  const hydrated = useHydrated();
  const [value, setValue] = useState(html);
  const [editing, setEditing] = useState(false);
  const id = `body-${code}`;
  if (!editable) {
    // Sent or sending: the body as it went out, kept unchanged in a hidden field (only the public setting can still be saved).
    return (
      <div className="mt-3">
        <input type="hidden" name={`body.${code}`} value={html} />
        <p className={labelClass}>{t("admin.newsletter.body")}</p>
        <div className="rich-text mt-1 min-h-16 rounded-md border border-slate-200 p-3" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    );
  }
  if (!hydrated) {
    return (
      <label className={`${labelClass} mt-3`}>
        {t("admin.newsletter.body")}
        <textarea id={id} name={`body.${code}`} defaultValue={html} rows={8} className={`${inputClass} font-mono`} />
      </label>
    );
  }
  return (
    <div className="mt-3">
      <input type="hidden" name={`body.${code}`} value={value} />
      <p className={labelClass}>{t("admin.newsletter.body")}</p>
      {editing ? (
        <RichTextEditor
          html={value}
          field={`${t("admin.newsletter.body")} (${code})`}
          saving={false}
          onSave={(next) => {
            setValue(next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div className="rich-text mt-1 min-h-16 rounded-md border border-slate-200 p-3" dangerouslySetInnerHTML={{ __html: value }} />
          <button type="button" className={`${secondaryButtonClass} mt-2`} onClick={() => setEditing(true)}>
            {t("admin.newsletter.editBody")} ({code})
          </button>
        </>
      )}
    </div>
  );
}

/** Send now, schedule, and the moves the status allows (unschedule, pause, resume, retry). */
export function NewsletterSendControls({ status }: { status: NewsletterStatus }) {
  const t = useAdminT();
  return (
    <section aria-labelledby="newsletter-send" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="newsletter-send" className="text-lg font-semibold text-slate-900">
        {t("admin.newsletter.sendTitle")}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {status === "draft" || status === "scheduled" ? (
          <>
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <button type="submit" className={buttonClass}>
                {t("admin.newsletter.sendNow")}
              </button>
            </Form>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="schedule" />
              <label className={labelClass}>
                {t("admin.newsletter.scheduleAt")}
                <input type="datetime-local" name="at" required className={inputClass} />
              </label>
              <button type="submit" className={secondaryButtonClass}>
                {t("admin.newsletter.schedule")}
              </button>
            </Form>
          </>
        ) : null}
        {(
          [
            ["unschedule", status === "scheduled"],
            ["pause", status === "sending"],
            ["resume", status === "paused"],
            ["retry", status === "failed"],
          ] as const
        ).map(([intent, shown]) =>
          shown ? (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              <button type="submit" className={secondaryButtonClass}>
                {t(`admin.newsletter.${intent}` as AdminMessageKey)}
              </button>
            </Form>
          ) : null,
        )}
      </div>
    </section>
  );
}

/** The language a card or a test is made in. */
export function LanguageSelect({ label, languages }: { label: string; languages: ReadonlyArray<{ code: string; name: string }> }) {
  return (
    <label className={labelClass}>
      {label}
      <select name="languageCode" className={inputClass}>
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
