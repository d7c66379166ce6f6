import { lazy, Suspense, useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { useLocalizePath } from "~/lib/use-shell";
import type { ContentPage } from "~/server/content/pages.server";
import EditablePageText from "./EditablePageText";
import { HistoryButton } from "./HistoryDialog";
import { useEditT } from "./messages";
import { postEdit, useRefresh } from "./save";
import { savePageTextIn, TranslateDrafts } from "./TranslateDrafts";

// TipTap is big: it loads when an admin opens a rich text for editing, not with Edit Mode.
const RichTextEditor = lazy(() => import("./RichTextEditor").then((module) => ({ default: module.RichTextEditor })));

/** A rich text section in Edit Mode: the sanitised HTML, a pencil and its history; the editor on demand. */
function EditableRichText({ slug, section }: { slug: string; section: ContentPage["sections"][number] }) {
  const t = useEditT();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = async (html: string) => {
    setSaving(true);
    const answer = await postEdit(localize("/edit-mode/save"), { intent: "text", page: slug, key: section.key, value: html });
    setSaving(false);
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      return;
    }
    setEditing(false);
    refresh();
  };
  const view = <div className="rich-text" onDoubleClick={() => setEditing(true)} dangerouslySetInnerHTML={{ __html: section.html }} />;
  if (editing) {
    return (
      <Suspense fallback={view}>
        <RichTextEditor
          html={section.source ?? section.html}
          field={section.key}
          saving={saving}
          onSave={(html) => void save(html)}
          onCancel={() => setEditing(false)}
        />
      </Suspense>
    );
  }
  return (
    <div className="rounded outline-2 outline-offset-4 outline-amber-400/70 outline-dashed" data-edit-field={section.key}>
      {view}
      <p className="mt-2 flex gap-1">
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={t("editMode.edit", { field: section.key })}
          className="inline-flex size-7 items-center justify-center rounded-full bg-amber-400 text-slate-900 shadow hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          <span aria-hidden="true">✎</span>
        </button>
        <HistoryButton field={section.key} kind="page_text" target={`${slug}/${section.key}`} />
      </p>
      <TranslateDrafts
        source={section.source ?? section.html}
        format="html"
        field={section.key}
        saveIn={savePageTextIn(slug, section.key)}
      />
    </div>
  );
}

/** A content page in Edit Mode (admins only): title and intro editable in place, each section in its editor. */
export default function EditableContentPage({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8" data-testid="content-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <EditablePageText page={page.slug} field="title" value={page.title} />
      </h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">
        <EditablePageText page={page.slug} field="intro" value={page.intro ?? ""} multiline />
      </p>
      {page.sections.map((section) =>
        section.type === "html" ? (
          <div key={section.key} className="mt-8">
            <EditableRichText slug={page.slug} section={section} />
          </div>
        ) : (
          <div key={section.key} className="mt-8 leading-7 text-slate-700">
            <EditablePageText page={page.slug} field={section.key} value={section.source ?? ""} multiline />
          </div>
        ),
      )}
    </article>
  );
}
