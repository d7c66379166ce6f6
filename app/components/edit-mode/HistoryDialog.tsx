import { useState } from "react";
import { useShell } from "~/lib/use-shell";
import type { RevisionKind } from "~/server/db/schema/revisions";
import type { RevisionView } from "~/server/edit-mode/revisions.server";
import { EditDialog, EditDialogClose, useEditSave } from "./EditDialog";
import { useEditT } from "./messages";
import { getEdit } from "./save";

/** The history button of one field: a dialog listing its revisions (who, when, before, after), each revertible. */
export function HistoryButton({ field, kind, target }: { field: string; kind: RevisionKind; target: string }) {
  const t = useEditT();
  const language = useShell()?.language.code ?? "en";
  const { savePath, save } = useEditSave();
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<RevisionView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    setFailed(false);
    const answer = await getEdit<{ revisions: RevisionView[] }>(`${savePath}?${new URLSearchParams({ kind, target })}`);
    if (answer) setRevisions(answer.revisions);
    else setFailed(true);
  };
  const revert = async (id: string) => {
    setBusy(true);
    const saved = await save({ intent: "revert", revisionId: id }, { done: [t("editMode.reverted")] });
    setBusy(false);
    if (saved) setOpen(false);
  };
  const format = new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "medium" });

  return (
    <EditDialog
      title={t("editMode.historyTitle")}
      description={field}
      descriptionClassName="mt-1 text-sm text-slate-600"
      panelClassName="fixed inset-x-4 top-16 z-50 mx-auto max-h-[80vh] max-w-2xl overflow-y-auto rounded-xl bg-white p-6 text-start text-base font-normal tracking-normal text-slate-900 normal-case shadow-xl"
      trigger={{
        label: <span aria-hidden="true">⟲</span>,
        ariaLabel: t("editMode.history", { field }),
        className:
          "inline-flex size-7 items-center justify-center rounded-full bg-white text-slate-800 shadow ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
      }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      {failed ? <p className="mt-4 text-red-700">{t("editMode.historyLoadFailed")}</p> : null}
      {revisions && revisions.length === 0 ? <p className="mt-4 text-slate-600">{t("editMode.historyEmpty")}</p> : null}
      <ol className="mt-4 space-y-3">
        {(revisions ?? []).map((revision) => (
          <li key={revision.id} className="rounded-lg border border-slate-200 p-3" data-testid="revision">
            <p className="text-sm text-slate-600">
              <time dateTime={revision.createdAt}>{format.format(new Date(revision.createdAt))}</time>
              {revision.by ? ` · ${revision.by}` : ""}
              {revision.languageCode ? ` · ${revision.languageCode}` : ""}
              {revision.machineDrafted ? ` · ${t("editMode.machineDraftedRevision")}` : ""}
            </p>
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <dt className="font-medium">{t("editMode.before")}</dt>
              <dd className="break-words whitespace-pre-line text-slate-700">{revision.oldValue ?? "—"}</dd>
              <dt className="font-medium">{t("editMode.after")}</dt>
              <dd className="break-words whitespace-pre-line text-slate-700">{revision.newValue}</dd>
            </dl>
            <button
              type="button"
              disabled={busy}
              onClick={() => void revert(revision.id)}
              className="mt-2 rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
            >
              {t("editMode.revert")}
            </button>
          </li>
        ))}
      </ol>
      <EditDialogClose className="mt-6 rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800">
        {t("editMode.close")}
      </EditDialogClose>
    </EditDialog>
  );
}
