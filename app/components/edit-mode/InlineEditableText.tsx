import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { RevisionKind } from "~/server/db/schema/revisions";
import { useHydrated } from "~/lib/use-hydrated";
import { HistoryButton } from "./HistoryDialog";
import { useEditT } from "./messages";

export interface InlineEditableTextProps {
  value: string;
  /** What the text is (its content key), for screen readers and the history. */
  field: string;
  multiline?: boolean;
  /** Saves the new value; resolves false when it failed (the editor then stays open). */
  onSave(value: string): Promise<boolean>;
  history?: { kind: RevisionKind; target: string };
  /** How the view state shows the text (a link, say); plain text when absent. */
  renderView?: (text: string) => ReactNode;
}

/**
 * The spec's inline editable text. View state: the text, a pencil button, and its history; a
 * double-click or the pencil enters the edit state. Save or Enter (single-line) commits, Cancel or
 * Escape reverts; Enter in a multi-line text adds a line. Save is disabled while the text is
 * unchanged or saving; a failed save keeps the editor open (the caller shows the error toast).
 */
export function InlineEditableText({ value, field, multiline = false, onSave, history, renderView }: InlineEditableTextProps) {
  const t = useEditT();
  const hydrated = useHydrated();
  // After a save, the saved text shows until a new stored value (this save reloaded, another
  // admin's, a revert) arrives: then that one wins (React's "adjust state on a prop change").
  const [pending, setPending] = useState<string | null>(null);
  const [storedValue, setStoredValue] = useState(value);
  if (storedValue !== value) {
    setStoredValue(value);
    setPending(null);
  }
  const shown = pending ?? value;
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (draft !== null) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      pencilRef.current?.focus();
    }
  }, [draft !== null]); // eslint-disable-line react-hooks/exhaustive-deps -- only when entering or leaving the edit state

  const start = () => setDraft(shown);
  const cancel = () => {
    returnFocus.current = true;
    setDraft(null);
  };
  const unchanged = draft === null || draft === shown;
  const commit = async () => {
    if (draft === null || unchanged || saving) return;
    setSaving(true);
    const saved = await onSave(draft);
    setSaving(false);
    if (!saved) return;
    setPending(draft);
    returnFocus.current = true;
    setDraft(null);
  };

  if (draft === null) {
    return (
      <span
        className="group/edit relative inline rounded outline-2 outline-offset-2 outline-amber-400/70 outline-dashed"
        data-edit-field={field}
      >
        <span onDoubleClick={start} className="whitespace-pre-line">
          {renderView ? renderView(shown) : shown}
        </span>
        <span className="ms-1 inline-flex gap-1 align-middle text-sm font-normal tracking-normal normal-case">
          <button
            ref={pencilRef}
            type="button"
            onClick={start}
            disabled={!hydrated}
            aria-label={t("editMode.edit", { field })}
            className="inline-flex size-7 items-center justify-center rounded-full bg-amber-400 text-slate-900 shadow hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            <span aria-hidden="true">✎</span>
          </button>
          {history ? <HistoryButton field={field} kind={history.kind} target={history.target} /> : null}
        </span>
      </span>
    );
  }

  const fieldClass =
    "block w-full min-w-48 rounded-md border border-amber-500 bg-white px-2 py-1 text-slate-900 [font:inherit] focus-visible:outline-2 focus-visible:outline-amber-500";
  return (
    <span className="block space-y-2" data-edit-field={field}>
      <label htmlFor={inputId} className="sr-only">
        {t("editMode.field", { field })}
      </label>
      {multiline ? (
        <textarea
          id={inputId}
          ref={inputRef}
          value={draft}
          rows={Math.min(8, Math.max(3, draft.split("\n").length + 1))}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              cancel();
            }
          }}
          className={fieldClass}
        />
      ) : (
        <input
          id={inputId}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void commit();
            } else if (event.key === "Escape") {
              event.preventDefault();
              cancel();
            }
          }}
          className={fieldClass}
        />
      )}
      <span className="flex gap-2 text-sm font-normal tracking-normal normal-case">
        <button
          type="button"
          onClick={() => void commit()}
          disabled={unchanged || saving}
          className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {saving ? t("editMode.saving") : t("editMode.save")}
        </button>
        <button
          type="button"
          onClick={cancel}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("editMode.cancel")}
        </button>
      </span>
    </span>
  );
}
