import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { useLocalizePath, useShell } from "~/lib/use-shell";
import type { StoredFooterLink } from "~/server/edit-mode/footer.server";
import { useEditT } from "./messages";
import { getEdit, postEdit, useRefresh } from "./save";

interface Row {
  key: number;
  id: string | null;
  title: string;
  url: string;
  isExternal: boolean;
  /** Titles in the other languages. */
  translations: Record<string, string>;
}

let rowKey = 0;
const buttonClass = "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";
const fieldClass = "w-full rounded-md border border-slate-300 px-2 py-1 text-sm";

/**
 * 'Manage Footer Links' for one section: add (New Link, /, not external), edit title (in the page's
 * language, with the other languages' titles), URL and external, reorder, remove. 'Save Changes'
 * writes the section; 'Cancel' restores the original list.
 */
export function FooterLinksDialog({ section, sectionTitle }: { section: string; sectionTitle: string }) {
  const t = useEditT();
  const shell = useShell();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const language = shell?.language.code ?? "";
  const others = (shell?.languages ?? []).filter((candidate) => candidate.code !== language);
  const [open, setOpen] = useState(false);
  const [original, setOriginal] = useState<Row[]>([]);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const savePath = localize("/edit-mode/save");

  const load = async () => {
    setRows(null);
    const answer = await getEdit<{ links: StoredFooterLink[] }>(`${savePath}?${new URLSearchParams({ section })}`);
    if (!answer) {
      showToast(t("editMode.error"), true, t("editMode.loadLinksFailed"));
      setOpen(false);
      return;
    }
    const loaded = answer.links.map((link) => {
      const { [language]: own, ...translations } = link.translations;
      return { key: ++rowKey, id: link.id, title: own ?? link.title, url: link.url, isExternal: link.isExternal, translations };
    });
    setOriginal(loaded);
    setRows(loaded);
  };
  const update = (key: number, change: Partial<Row>) => setRows((current) => (current ?? []).map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: number) =>
    setRows((current) => {
      const next = [...(current ?? [])];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  const save = async () => {
    if (!rows) return;
    setBusy(true);
    const links = rows.map(({ id, title, url, isExternal, translations }) => ({ id, title, url, isExternal, translations }));
    const answer = await postEdit(savePath, { intent: "footer-section", section, links: JSON.stringify(links) });
    setBusy(false);
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.sectionFailed"));
      return;
    }
    showToast(t("editMode.sectionUpdated"), false, t("editMode.sectionUpdatedText"));
    setOpen(false);
    refresh();
  };
  const cancel = () => {
    setRows(original);
    setOpen(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setOpen(true);
          void load();
        } else cancel();
      }}
    >
      <Dialog.Trigger className={`${buttonClass} bg-amber-400 text-slate-900 hover:bg-amber-300`} aria-label={`${t("editMode.manageLinks")}: ${sectionTitle}`}>
        {t("editMode.manageLinks")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-10 z-50 mx-auto max-h-[85vh] max-w-3xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("editMode.manageLinks")}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{sectionTitle}</Dialog.Description>
          {rows === null ? <p className="mt-4 text-slate-600" role="status">…</p> : null}
          <ol className="mt-4 space-y-3">
            {(rows ?? []).map((row, index) => (
              <li key={row.key} className="rounded-lg border border-slate-200 p-3" data-testid="footer-link-row">
                <div className="grid gap-2 sm:grid-cols-2">
                  <label className="text-sm font-medium">
                    {t("editMode.linkTitle")}
                    <input value={row.title} onChange={(event) => update(row.key, { title: event.target.value })} className={fieldClass} />
                  </label>
                  <label className="text-sm font-medium">
                    {t("editMode.linkUrl")}
                    <input value={row.url} onChange={(event) => update(row.key, { url: event.target.value })} className={fieldClass} dir="ltr" />
                  </label>
                </div>
                <label className="mt-2 flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={row.isExternal} onChange={(event) => update(row.key, { isExternal: event.target.checked })} />
                  {t("editMode.linkExternal")}
                </label>
                {others.length > 0 ? (
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    {others.map((other) => (
                      <label key={other.code} className="text-sm" lang={other.code} dir={other.direction}>
                        {t("editMode.linkTitleIn", { language: other.nativeName })}
                        <input
                          value={row.translations[other.code] ?? ""}
                          onChange={(event) => update(row.key, { translations: { ...row.translations, [other.code]: event.target.value } })}
                          className={fieldClass}
                        />
                      </label>
                    ))}
                  </div>
                ) : null}
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" disabled={index === 0} onClick={() => move(index, -1)} className={`${buttonClass} border border-slate-300`} aria-label={`${t("editMode.moveUp")}: ${row.title}`}>
                    ↑
                  </button>
                  <button type="button" disabled={index === rows!.length - 1} onClick={() => move(index, 1)} className={`${buttonClass} border border-slate-300`} aria-label={`${t("editMode.moveDown")}: ${row.title}`}>
                    ↓
                  </button>
                  <button type="button" onClick={() => setRows(rows!.filter((candidate) => candidate.key !== row.key))} className={`${buttonClass} border border-red-300 text-red-800`} aria-label={`${t("editMode.remove")}: ${row.title}`}>
                    {t("editMode.remove")}
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={rows === null}
              onClick={() => setRows([...(rows ?? []), { key: ++rowKey, id: null, title: t("editMode.newLink"), url: "/", isExternal: false, translations: {} }])}
              className={`${buttonClass} border border-slate-300`}
            >
              {t("editMode.addLink")}
            </button>
            <button type="button" disabled={busy || rows === null} onClick={() => void save()} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
              {t("editMode.saveChanges")}
            </button>
            <button type="button" onClick={cancel} className={`${buttonClass} border border-slate-300`}>
              {t("editMode.cancel")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
