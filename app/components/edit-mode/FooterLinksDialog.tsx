import { useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { useShell } from "~/lib/use-shell";
import type { StoredFooterLink } from "~/server/edit-mode/footer.server";
import {
  EditDialog,
  type LinkRow,
  Loading,
  LinkRowFields,
  moved,
  RowButtons,
  RowListActions,
  RowTextInput,
  rowButtonClass,
  useEditSave,
} from "./EditDialog";
import { useEditT } from "./messages";
import { getEdit } from "./save";

interface Row extends LinkRow {
  id: string | null;
  /** Titles in the other languages. */
  translations: Record<string, string>;
}

let rowKey = 0;

/**
 * 'Manage Footer Links' for one section: add (New Link, /, not external), edit title (in the page's
 * language, with the other languages' titles), URL and external, reorder, remove. 'Save Changes'
 * writes the section; 'Cancel' restores the original list.
 */
export function FooterLinksDialog({ section, sectionTitle }: { section: string; sectionTitle: string }) {
  const t = useEditT();
  const shell = useShell();
  const { savePath, save: saveEdit } = useEditSave();
  const language = shell?.language.code ?? "";
  const others = (shell?.languages ?? []).filter((candidate) => candidate.code !== language);
  const [open, setOpen] = useState(false);
  const [original, setOriginal] = useState<Row[]>([]);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);

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
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => (current ?? []).map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: number) => setRows((current) => moved(current ?? [], index, by));
  const save = async () => {
    if (!rows) return;
    setBusy(true);
    const links = rows.map(({ id, title, url, isExternal, translations }) => ({ id, title, url, isExternal, translations }));
    const saved = await saveEdit(
      { intent: "footer-section", section, links: JSON.stringify(links) },
      { done: [t("editMode.sectionUpdated"), t("editMode.sectionUpdatedText")], failed: t("editMode.sectionFailed") },
    );
    setBusy(false);
    if (saved) setOpen(false);
  };
  const cancel = () => {
    setRows(original);
    setOpen(false);
  };

  return (
    <EditDialog
      title={t("editMode.manageLinks")}
      description={sectionTitle}
      trigger={{
        ariaLabel: `${t("editMode.manageLinks")}: ${sectionTitle}`,
        className: `${rowButtonClass} bg-amber-400 text-slate-900 hover:bg-amber-300`,
      }}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setOpen(true);
          void load();
        } else cancel();
      }}
    >
      <Loading when={rows === null} />
      <ol className="mt-4 space-y-3">
        {(rows ?? []).map((row, index) => (
          <li key={row.key} className="rounded-lg border border-slate-200 p-3" data-testid="footer-link-row">
            <LinkRowFields row={row} onChange={(change) => update(row.key, change)}>
              {others.length > 0 ? (
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {others.map((other) => (
                    <label key={other.code} className="text-sm" lang={other.code} dir={other.direction}>
                      {t("editMode.linkTitleIn", { language: other.nativeName })}
                      <RowTextInput
                        value={row.translations[other.code] ?? ""}
                        onChange={(value) => update(row.key, { translations: { ...row.translations, [other.code]: value } })}
                      />
                    </label>
                  ))}
                </div>
              ) : null}
            </LinkRowFields>
            <RowButtons
              title={row.title}
              index={index}
              count={rows!.length}
              onMove={(by) => move(index, by)}
              onRemove={() => setRows(rows!.filter((candidate) => candidate.key !== row.key))}
            />
          </li>
        ))}
      </ol>
      <RowListActions
        addLabel={t("editMode.addLink")}
        onAdd={() =>
          setRows([
            ...(rows ?? []),
            { key: ++rowKey, id: null, title: t("editMode.newLink"), url: "/", isExternal: false, translations: {} },
          ])
        }
        onSave={() => void save()}
        loading={rows === null}
        busy={busy}
      />
    </EditDialog>
  );
}
