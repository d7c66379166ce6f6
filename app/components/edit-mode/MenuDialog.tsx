import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { useLocalizePath, useShell } from "~/lib/use-shell";
import type { StoredMenuItem } from "~/server/edit-mode/menu.server";
import { useEditT } from "./messages";
import { getEdit, postEdit, useRefresh } from "./save";

interface Row {
  key: number;
  id: string | null;
  title: string;
  url: string;
  isExternal: boolean;
  children: Row[];
}

let rowKey = 0;
const buttonClass = "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";
const fieldClass = "w-full rounded-md border border-slate-300 px-2 py-1 text-sm";

const moved = (rows: Row[], index: number, by: number) => {
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(index + by, 0, row!);
  return next;
};

/**
 * 'Manage Menu': the header menu's items and their children (one level): add, edit title (in the
 * page's language), URL and external, reorder, remove. 'Save Changes' writes the menu; 'Cancel'
 * restores the original list.
 */
export function MenuDialog() {
  const t = useEditT();
  const shell = useShell();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const language = shell?.language.code ?? "";
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const savePath = localize("/edit-mode/save");

  const toRow = (item: StoredMenuItem): Row => ({ key: ++rowKey, id: item.id, title: item.translations[language] ?? item.title, url: item.url, isExternal: item.isExternal, children: item.children.map(toRow) });
  const load = async () => {
    setRows(null);
    const answer = await getEdit<{ menu: StoredMenuItem[] }>(`${savePath}?menu=1`);
    if (!answer) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      setOpen(false);
      return;
    }
    setRows(answer.menu.map(toRow));
  };
  /** Applies `change` to the list that holds row `key` (the top level or one item's children). */
  const edit = (key: number, change: (list: Row[], index: number) => Row[]) =>
    setRows((current) => {
      const list = current ?? [];
      const top = list.findIndex((row) => row.key === key);
      if (top !== -1) return change(list, top);
      return list.map((row) => {
        const index = row.children.findIndex((child) => child.key === key);
        return index === -1 ? row : { ...row, children: change(row.children, index) };
      });
    });
  const update = (key: number, patch: Partial<Row>) => edit(key, (list, index) => list.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const newRow = (): Row => ({ key: ++rowKey, id: null, title: t("editMode.newItem"), url: "/", isExternal: false, children: [] });
  const save = async () => {
    if (!rows) return;
    setBusy(true);
    const strip = (row: Row): { id: string | null; title: string; url: string; isExternal: boolean; children: unknown[] } => ({ id: row.id, title: row.title, url: row.url, isExternal: row.isExternal, children: row.children.map(strip) });
    const answer = await postEdit(savePath, { intent: "menu", items: JSON.stringify(rows.map(strip)) });
    setBusy(false);
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      return;
    }
    showToast(t("editMode.saved"));
    setOpen(false);
    refresh();
  };

  const rowView = (row: Row, index: number, siblings: Row[], child: boolean) => (
    <li key={row.key} className="rounded-lg border border-slate-200 p-3" data-testid={child ? "menu-child-row" : "menu-row"}>
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
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" disabled={index === 0} onClick={() => edit(row.key, (list, at) => moved(list, at, -1))} className={`${buttonClass} border border-slate-300`} aria-label={`${t("editMode.moveUp")}: ${row.title}`}>
          ↑
        </button>
        <button type="button" disabled={index === siblings.length - 1} onClick={() => edit(row.key, (list, at) => moved(list, at, 1))} className={`${buttonClass} border border-slate-300`} aria-label={`${t("editMode.moveDown")}: ${row.title}`}>
          ↓
        </button>
        <button type="button" onClick={() => edit(row.key, (list, at) => list.filter((_, other) => other !== at))} className={`${buttonClass} border border-red-300 text-red-800`} aria-label={`${t("editMode.remove")}: ${row.title}`}>
          {t("editMode.remove")}
        </button>
        {child ? null : (
          <button type="button" onClick={() => update(row.key, { children: [...row.children, newRow()] })} className={`${buttonClass} border border-slate-300`} aria-label={`${t("editMode.addChild")}: ${row.title}`}>
            {t("editMode.addChild")}
          </button>
        )}
      </div>
      {row.children.length > 0 ? <ol className="ms-4 mt-3 space-y-2 border-s border-slate-200 ps-3">{row.children.map((childRow, at) => rowView(childRow, at, row.children, true))}</ol> : null}
    </li>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      <Dialog.Trigger className={`${buttonClass} bg-amber-400 px-4 py-2 text-slate-900 hover:bg-amber-300`}>{t("editMode.manageMenu")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-10 z-50 mx-auto max-h-[85vh] max-w-3xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("editMode.manageMenu")}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{t("editMode.manageMenuIntro")}</Dialog.Description>
          {rows === null ? <p className="mt-4 text-slate-600" role="status">…</p> : null}
          <ol className="mt-4 space-y-3">{(rows ?? []).map((row, index) => rowView(row, index, rows!, false))}</ol>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" disabled={rows === null} onClick={() => setRows([...(rows ?? []), newRow()])} className={`${buttonClass} border border-slate-300`}>
              {t("editMode.addItem")}
            </button>
            <button type="button" disabled={busy || rows === null} onClick={() => void save()} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
              {t("editMode.saveChanges")}
            </button>
            <Dialog.Close className={`${buttonClass} border border-slate-300`}>{t("editMode.cancel")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
