import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { showToast } from "~/components/toast/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizePath } from "~/lib/use-shell";
import { useEditT } from "./messages";
import { postEdit, useRefresh } from "./save";

/** An Edit Mode button (footer toolbar, dialog actions). */
export const editButtonClass =
  "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";
/** A smaller button inside a dialog's rows (move, remove, add). */
export const rowButtonClass =
  "rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";
const triggerClass = `${editButtonClass} bg-amber-400 text-slate-900 hover:bg-amber-300`;
const contentClass = "fixed inset-x-4 top-10 z-50 mx-auto max-h-[85vh] overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl";

/**
 * The frame every Edit Mode dialog shares: the amber toolbar button that opens it (named `title`,
 * or `trigger.label` with `trigger.ariaLabel`), the overlay, and the panel with its title and
 * description. `width` is the panel's max-width class (`panelClassName` replaces the panel's whole
 * class); `open`/`onOpenChange` make it controlled.
 */
export function EditDialog({
  title,
  description,
  descriptionClassName = "text-sm text-slate-600",
  width = "max-w-3xl",
  panelClassName,
  trigger,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  width?: string;
  panelClassName?: string;
  trigger?: { label?: ReactNode; ariaLabel?: string; className?: string };
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  // The dialogs need JavaScript: until it runs, the button says so by being disabled.
  const hydrated = useHydrated();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={trigger?.className ?? triggerClass} aria-label={trigger?.ariaLabel} disabled={!hydrated}>
        {trigger?.label ?? title}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className={panelClassName ?? `${contentClass} ${width}`}>
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A dialog's close button ('Close', 'Cancel'), styled by `className`. */
export function EditDialogClose({ className, children }: { className: string; children: ReactNode }) {
  return <Dialog.Close className={className}>{children}</Dialog.Close>;
}

/** Tabs inside an Edit Mode dialog: the first tab is open at the start. */
export function EditDialogTabs({ tabs }: { tabs: readonly { value: string; label: string; className: string; content: ReactNode }[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="mt-4">
      <Tabs.List className="flex gap-2 border-b border-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={tab.className}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/**
 * Saves one Edit Mode call (to `/{lang}/edit-mode/save`) and answers whether it worked: on failure the
 * error toast (`failed`, else 'could not save'); on success the `done` toast ('Saved' unless given)
 * and the page's data reloaded.
 */
export function useEditSave() {
  const t = useEditT();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const savePath = localize("/edit-mode/save");
  const save = async (fields: Record<string, string>, toasts: { done?: [title: string, description?: string]; failed?: string } = {}) => {
    const answer = await postEdit(savePath, fields);
    if (!answer.ok) {
      showToast(t("editMode.error"), true, toasts.failed ?? t("editMode.saveFailed"));
      return false;
    }
    const [title, description] = toasts.done ?? [t("editMode.saved")];
    showToast(title, false, description);
    refresh();
    return true;
  };
  return { savePath, save };
}

/** `rows` with the row at `index` moved `by` places. */
export function moved<Row>(rows: readonly Row[], index: number, by: number): Row[] {
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(index + by, 0, row!);
  return next;
}

/** What a link row (footer link, menu item) edits. */
export interface LinkRow {
  key: number;
  title: string;
  url: string;
  isExternal: boolean;
}

const fieldClass = "w-full rounded-md border border-slate-300 px-2 py-1 text-sm";

/** A link row's title, URL and 'external' box; `children` come after (other languages' titles). */
export function LinkRowFields({
  row,
  onChange,
  children,
}: {
  row: LinkRow;
  onChange: (change: Partial<LinkRow>) => void;
  children?: ReactNode;
}) {
  const t = useEditT();
  return (
    <>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="text-sm font-medium">
          {t("editMode.linkTitle")}
          <input value={row.title} onChange={(event) => onChange({ title: event.target.value })} className={fieldClass} />
        </label>
        <label className="text-sm font-medium">
          {t("editMode.linkUrl")}
          <input value={row.url} onChange={(event) => onChange({ url: event.target.value })} className={fieldClass} dir="ltr" />
        </label>
      </div>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={row.isExternal} onChange={(event) => onChange({ isExternal: event.target.checked })} />
        {t("editMode.linkExternal")}
      </label>
      {children}
    </>
  );
}

/** A text input in a link row (another language's title). */
export function RowTextInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <input value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass} />;
}

/** A row's move up, move down and remove buttons, named with the row's title; `children` follow. */
export function RowButtons({
  title,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  title: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const t = useEditT();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button
        type="button"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        className={`${rowButtonClass} border border-slate-300`}
        aria-label={`${t("editMode.moveUp")}: ${title}`}
      >
        ↑
      </button>
      <button
        type="button"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        className={`${rowButtonClass} border border-slate-300`}
        aria-label={`${t("editMode.moveDown")}: ${title}`}
      >
        ↓
      </button>
      <button
        type="button"
        onClick={onRemove}
        className={`${rowButtonClass} border border-red-300 text-red-800`}
        aria-label={`${t("editMode.remove")}: ${title}`}
      >
        {t("editMode.remove")}
      </button>
      {children}
    </div>
  );
}

/**
 * A row list's actions: add a row, 'Save Changes' and 'Cancel' (closing the dialog, which restores the
 * list). Adding and saving wait for the list to load; saving also for a save under way.
 */
export function RowListActions({
  addLabel,
  onAdd,
  onSave,
  loading,
  busy,
}: {
  addLabel: string;
  onAdd: () => void;
  onSave: () => void;
  loading: boolean;
  busy: boolean;
}) {
  const t = useEditT();
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <button type="button" disabled={loading} onClick={onAdd} className={`${rowButtonClass} border border-slate-300`}>
        {addLabel}
      </button>
      <button
        type="button"
        disabled={busy || loading}
        onClick={onSave}
        className={`${rowButtonClass} bg-brand-700 text-white hover:bg-brand-800`}
      >
        {t("editMode.saveChanges")}
      </button>
      <Dialog.Close className={`${rowButtonClass} border border-slate-300`}>{t("editMode.cancel")}</Dialog.Close>
    </div>
  );
}

/** The loading line of a dialog whose content comes from the server. */
export function Loading({ when }: { when: boolean }) {
  return when ? (
    <p className="mt-4 text-slate-600" role="status">
      …
    </p>
  ) : null;
}
