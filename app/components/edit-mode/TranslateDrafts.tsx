import { useEffect, useId, useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { type AiControlStatus, loadAiControlStatus, requestTranslationDrafts, type TextFormat } from "~/lib/ai/drafts";
import { localizePath } from "~/lib/i18n/language";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizePath, useShell } from "~/lib/use-shell";
import { rowButtonClass } from "./EditDialog";
import { useEditT } from "./messages";
import { postEdit } from "./save";

/** The AI status every translate control of the page shares (asked once; see loadAiControlStatus). */
export function useAiControlStatus(): AiControlStatus | null {
  const localize = useLocalizePath();
  const path = localize("/ai/run");
  const [status, setStatus] = useState<AiControlStatus | null>(null);
  useEffect(() => {
    let live = true;
    void loadAiControlStatus(path).then((next) => live && setStatus(next));
    return () => {
      live = false;
    };
  }, [path]);
  return status;
}

interface Draft {
  code: string;
  name: string;
  text: string;
  error: string | null;
  saved: boolean;
}

/**
 * 'Translate from {language}' beside a text in Edit Mode: drafts the text (in the page's language)
 * into every other active language through the AI, shows each draft next to the source for the
 * admin to edit, and saves each one as that language's value (`saveIn`: an Edit Mode save in that
 * language, marked machine-drafted). Without a provider or credits the button is disabled and says why.
 */
export function TranslateDrafts({
  source,
  format,
  field,
  saveIn,
}: {
  source: string;
  format: TextFormat;
  field: string;
  /** Saves `value` in language `code` (an Edit Mode save to that language's path); resolves whether it worked. */
  saveIn: (savePath: (path: string) => string, code: string, value: string) => Promise<boolean>;
}) {
  const t = useEditT();
  const shell = useShell();
  const hydrated = useHydrated();
  const localize = useLocalizePath();
  const status = useAiControlStatus();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  if (!shell) return null;
  const from = shell.language.code;
  const fromName = status?.languages.find((language) => language.code === from)?.name ?? from;
  const targets = (status?.languages ?? []).filter((language) => language.code !== from);
  const reason = !status
    ? null
    : !status.available
      ? status.reason
      : targets.length === 0
        ? t("editMode.noOtherLanguage")
        : source.trim() === ""
          ? t("editMode.nothingToTranslate")
          : null;
  const disabled = !hydrated || !status || reason !== null || busy;

  const translate = async () => {
    setBusy(true);
    setError(null);
    const answer = await requestTranslationDrafts(localize("/ai/run"), {
      text: source,
      format,
      from,
      to: targets.map((language) => language.code),
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    setDrafts(
      answer.drafts.map((draft) => ({
        code: draft.languageCode,
        name: targets.find((language) => language.code === draft.languageCode)?.name ?? draft.languageCode,
        text: draft.ok ? draft.text : "",
        error: draft.ok ? null : draft.error,
        saved: false,
      })),
    );
  };

  const save = async (index: number) => {
    const draft = drafts![index]!;
    const pathIn = (path: string) => localizePath(path, draft.code, shell.defaultLanguageCode);
    const ok = await saveIn(pathIn, draft.code, draft.text);
    if (!ok) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      return;
    }
    showToast(t("editMode.draftSaved", { language: draft.name }), false);
    setDrafts((rows) => rows && rows.map((row, at) => (at === index ? { ...row, saved: true } : row)));
  };

  return (
    <span className="mt-1 block text-sm font-normal tracking-normal normal-case" data-ai-translate={field}>
      <button
        type="button"
        disabled={disabled}
        onClick={() => void translate()}
        title={reason ?? undefined}
        aria-describedby={reason ? reasonId : undefined}
        className={`${rowButtonClass} border border-violet-300 bg-violet-50 text-violet-900 hover:bg-violet-100`}
      >
        {busy ? t("editMode.translating") : t("editMode.translateFrom", { language: fromName })}
      </button>
      {reason ? (
        <span id={reasonId} className="ms-2 text-xs text-slate-600" data-ai-off>
          {reason}
        </span>
      ) : null}
      {error ? (
        <span role="alert" className="mt-1 block text-red-700">
          {error}
        </span>
      ) : null}
      {drafts ? (
        <span className="mt-2 block space-y-3 rounded-md border border-violet-200 bg-white p-3 text-slate-900">
          <span className="block text-xs text-slate-600">{t("editMode.machineDrafted")}</span>
          {drafts.map((draft, index) => {
            const id = `${reasonId}-${draft.code}`;
            return (
              <span key={draft.code} className="block" lang={draft.code}>
                <label htmlFor={id} className="block font-medium">
                  {t("editMode.draftIn", { language: draft.name, field })}
                </label>
                {draft.error ? (
                  <span role="alert" className="block text-red-700">
                    {draft.error}
                  </span>
                ) : (
                  <>
                    <textarea
                      id={id}
                      value={draft.text}
                      rows={Math.min(8, Math.max(2, draft.text.split("\n").length + 1))}
                      onChange={(event) =>
                        setDrafts(
                          (rows) =>
                            rows && rows.map((row, at) => (at === index ? { ...row, text: event.target.value, saved: false } : row)),
                        )
                      }
                      className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 [font:inherit]"
                    />
                    <button
                      type="button"
                      disabled={draft.saved || draft.text.trim() === ""}
                      onClick={() => void save(index)}
                      className={`${rowButtonClass} mt-1 bg-brand-700 text-white hover:bg-brand-800`}
                    >
                      {draft.saved ? t("editMode.draftSaved", { language: draft.name }) : t("editMode.saveIn", { language: draft.name })}
                    </button>
                  </>
                )}
              </span>
            );
          })}
          <button type="button" onClick={() => setDrafts(null)} className={`${rowButtonClass} border border-slate-300`}>
            {t("editMode.closeDrafts")}
          </button>
        </span>
      ) : null}
    </span>
  );
}

/** Saves a page text in another language as a machine-drafted revision. */
export function savePageTextIn(page: string, key: string) {
  return async (pathIn: (path: string) => string, _code: string, value: string) =>
    (await postEdit(pathIn("/edit-mode/save"), { intent: "text", page, key, value, machineDrafted: "1" })).ok;
}
