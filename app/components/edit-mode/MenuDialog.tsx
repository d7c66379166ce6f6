import { useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { useShell } from "~/lib/use-shell";
import type { StoredMenuItem } from "~/server/edit-mode/menu.server";
import {
  EditDialog,
  type LinkRow,
  LinkRowFields,
  Loading,
  moved,
  RowButtons,
  RowListActions,
  rowButtonClass,
  useEditSave,
} from "./EditDialog";
import { useEditT } from "./messages";
import { getEdit } from "./save";

interface Row extends LinkRow {
  id: string | null;
  children: Row[];
}

let rowKey = 0;

/**
 * 'Manage Menu': the header menu's items and their children (one level): add, edit title (in the
 * page's language), URL and external, reorder, remove. 'Save Changes' writes the menu; 'Cancel'
 * restores the original list.
 */
export function MenuDialog() {
  const t = useEditT();
  const shell = useShell();
  const { savePath, save: saveEdit } = useEditSave();
  const language = shell?.language.code ?? "";
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);

  const toRow = (item: StoredMenuItem): Row => ({
    key: ++rowKey,
    id: item.id,
    title: item.translations[language] ?? item.title,
    url: item.url,
    isExternal: item.isExternal,
    children: item.children.map(toRow),
  });
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
  const update = (key: number, patch: Partial<Row>) =>
    edit(key, (list, index) => list.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const newRow = (): Row => ({ key: ++rowKey, id: null, title: t("editMode.newItem"), url: "/", isExternal: false, children: [] });
  const save = async () => {
    if (!rows) return;
    setBusy(true);
    const strip = (row: Row): { id: string | null; title: string; url: string; isExternal: boolean; children: unknown[] } => ({
      id: row.id,
      title: row.title,
      url: row.url,
      isExternal: row.isExternal,
      children: row.children.map(strip),
    });
    const saved = await saveEdit({ intent: "menu", items: JSON.stringify(rows.map(strip)) });
    setBusy(false);
    if (saved) setOpen(false);
  };

  const rowView = (row: Row, index: number, siblings: Row[], child: boolean) => (
    <li key={row.key} className="rounded-lg border border-slate-200 p-3" data-testid={child ? "menu-child-row" : "menu-row"}>
      <LinkRowFields row={row} onChange={(change) => update(row.key, change)} />
      <RowButtons
        title={row.title}
        index={index}
        count={siblings.length}
        onMove={(by) => edit(row.key, (list, at) => moved(list, at, by))}
        onRemove={() => edit(row.key, (list, at) => list.filter((_, other) => other !== at))}
      >
        {child ? null : (
          <button
            type="button"
            onClick={() => update(row.key, { children: [...row.children, newRow()] })}
            className={`${rowButtonClass} border border-slate-300`}
            aria-label={`${t("editMode.addChild")}: ${row.title}`}
          >
            {t("editMode.addChild")}
          </button>
        )}
      </RowButtons>
      {row.children.length > 0 ? (
        <ol className="ms-4 mt-3 space-y-2 border-s border-slate-200 ps-3">
          {row.children.map((childRow, at) => rowView(childRow, at, row.children, true))}
        </ol>
      ) : null}
    </li>
  );

  return (
    <EditDialog
      title={t("editMode.manageMenu")}
      description={t("editMode.manageMenuIntro")}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      <Loading when={rows === null} />
      <ol className="mt-4 space-y-3">{(rows ?? []).map((row, index) => rowView(row, index, rows!, false))}</ol>
      <RowListActions
        addLabel={t("editMode.addItem")}
        onAdd={() => setRows([...(rows ?? []), newRow()])}
        onSave={() => void save()}
        loading={rows === null}
        busy={busy}
      />
    </EditDialog>
  );
}
