import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { TableKit } from "@tiptap/extension-table";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";
import { useEditT } from "./messages";

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;
const SAFE_IMAGE = /^(https?:\/\/|\/(?![/\\]))/i;
const tool =
  "rounded border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-slate-800 aria-pressed:text-white";

/**
 * A rich text editor (TipTap) with bold, italic, headings, lists, links, tables and images. It
 * writes HTML; the server sanitises it on save with the spec's allow-list, and again on render.
 * Only links to http(s), mailto:, tel: or a path of the site, and images over http(s) or a path.
 */
export function RichTextEditor({
  html,
  field,
  saving,
  onSave,
  onCancel,
}: {
  html: string;
  field: string;
  saving: boolean;
  onSave(html: string): void;
  onCancel(): void;
}) {
  const t = useEditT();
  const labelId = useId();
  const [url, setUrl] = useState("");
  const [changed, setChanged] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    autofocus: "end",
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({ openOnClick: false, autolink: false, isAllowedUri: (uri) => SAFE_LINK.test(uri) }),
      Image,
      TableKit,
    ],
    content: html,
    editorProps: {
      attributes: {
        class:
          "rich-text min-h-40 rounded-b-md border border-t-0 border-amber-500 bg-white p-3 text-slate-900 focus:outline-2 focus:outline-amber-500",
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
      },
    },
    onUpdate: () => setChanged(true),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });
  const chain = () => editor!.chain().focus();
  const urlValid = SAFE_LINK.test(url.trim());
  return (
    <div className="space-y-0" data-edit-field={field}>
      <p id={labelId} className="sr-only">
        {t("editMode.field", { field })}
      </p>
      <div
        role="toolbar"
        aria-label={t("editMode.formatting")}
        className="sticky top-16 z-10 flex flex-wrap items-center gap-1 rounded-t-md border border-amber-500 bg-amber-50 p-2"
      >
        <button type="button" className={tool} aria-pressed={active?.bold} onClick={() => chain().toggleBold().run()}>
          {t("editMode.bold")}
        </button>
        <button type="button" className={tool} aria-pressed={active?.italic} onClick={() => chain().toggleItalic().run()}>
          {t("editMode.italic")}
        </button>
        <button type="button" className={tool} aria-pressed={active?.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          {t("editMode.heading", { level: 2 })}
        </button>
        <button type="button" className={tool} aria-pressed={active?.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          {t("editMode.heading", { level: 3 })}
        </button>
        <button type="button" className={tool} aria-pressed={active?.bullet} onClick={() => chain().toggleBulletList().run()}>
          {t("editMode.bulletList")}
        </button>
        <button type="button" className={tool} aria-pressed={active?.ordered} onClick={() => chain().toggleOrderedList().run()}>
          {t("editMode.orderedList")}
        </button>
        <button type="button" className={tool} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
          {t("editMode.table")}
        </button>
        <label className="flex items-center gap-1 text-sm">
          <span className="sr-only">{t("editMode.address")}</span>
          <input
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://… /…"
            dir="ltr"
            className="w-44 rounded border border-slate-300 px-2 py-1 text-sm"
          />
        </label>
        <button
          type="button"
          className={tool}
          disabled={!urlValid}
          aria-pressed={active?.link}
          onClick={() => chain().extendMarkRange("link").setLink({ href: url.trim() }).run()}
        >
          {t("editMode.link")}
        </button>
        <button type="button" className={tool} disabled={!active?.link} onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
          {t("editMode.unlink")}
        </button>
        <button
          type="button"
          className={tool}
          disabled={!SAFE_IMAGE.test(url.trim())}
          onClick={() => chain().setImage({ src: url.trim(), alt: "" }).run()}
        >
          {t("editMode.image")}
        </button>
      </div>
      <EditorContent editor={editor} />
      <div className="flex gap-2 pt-2 text-sm">
        <button
          type="button"
          disabled={!changed || saving || !editor}
          onClick={() => onSave(editor!.getHTML())}
          className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {saving ? t("editMode.saving") : t("editMode.save")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t("editMode.cancel")}
        </button>
      </div>
    </div>
  );
}
