import { useId, useRef, useState } from "react";
import { requestDescription, requestTranslationDrafts } from "~/lib/ai/drafts";
import { useAdminT } from "~/lib/admin/use-admin-t";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalizePath } from "~/lib/use-shell";
import { secondaryButtonClass } from "./AdminLayout";

/** Whether the form's AI controls can be used, and why not (from loadAiStatus in the page's loader). */
export interface AiFormStatus {
  available: boolean;
  reason: string | null;
}

interface FormLanguage {
  code: string;
  name: string;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The form control named `name` in the form around `from`, when it is a text input or a textarea. */
function control(from: HTMLElement | null, name: string): Field | null {
  const element = from?.closest("form")?.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

/** The visible labels of the form's ticked checkboxes named `name` (categories, properties). */
function tickedLabels(from: HTMLElement | null, name: string): string[] {
  const form = from?.closest("form");
  if (!form) return [];
  return [...form.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name="${name}"]:checked`)]
    .map((box) => box.closest("label")?.textContent?.trim() ?? "")
    .filter(Boolean);
}

/**
 * The AI tools of one language's fieldset in a back-office form: 'Translate from {name}' drafts
 * this language's `fields` into the form's other languages and fills them in (the admin checks and
 * saves the form as usual), and, for products, 'Suggest a description' from the name, category and
 * attributes in this language. Without a provider or credits each button is disabled and says why.
 */
export function AiFieldsetTools({
  ai,
  language,
  languages,
  fields,
  describe = false,
}: {
  ai: AiFormStatus;
  language: FormLanguage;
  languages: FormLanguage[];
  fields: { name: string; format: "plain" | "html" }[];
  describe?: boolean;
}) {
  const t = useAdminT();
  const hydrated = useHydrated();
  const localize = useLocalizePath();
  const anchor = useRef<HTMLDivElement>(null);
  const reasonId = useId();
  const [busy, setBusy] = useState<"translate" | "describe" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const others = languages.filter((other) => other.code !== language.code);
  const translateReason = ai.reason ?? (others.length === 0 ? t("ai.translate.noOther") : null);

  const translate = async () => {
    setBusy("translate");
    setNotice(null);
    const problems: string[] = [];
    const filled = new Set<string>();
    let any = false;
    for (const field of fields) {
      const text = control(anchor.current, `${field.name}.${language.code}`)?.value.trim() ?? "";
      if (!text) continue;
      any = true;
      const answer = await requestTranslationDrafts(localize("/ai/run"), {
        text,
        format: field.format,
        from: language.code,
        to: others.map((other) => other.code),
      });
      if (!answer.ok) {
        problems.push(answer.error);
        break;
      }
      for (const draft of answer.drafts) {
        const name = others.find((other) => other.code === draft.languageCode)?.name ?? draft.languageCode;
        if (!draft.ok) {
          problems.push(`${name}: ${draft.error}`);
          continue;
        }
        const target = control(anchor.current, `${field.name}.${draft.languageCode}`);
        if (!target) continue;
        target.value = draft.text;
        target.dataset.machineDrafted = "true";
        filled.add(name);
      }
    }
    if (!any) problems.push(t("ai.translate.empty"));
    setErrors(problems);
    if (filled.size > 0) setNotice(t("ai.translate.filled", { names: [...filled].join(", ") }));
    setBusy(null);
  };

  const suggest = async () => {
    setBusy("describe");
    setNotice(null);
    const attributes = [control(anchor.current, "attributesSchema")?.value.trim() ?? "", ...tickedLabels(anchor.current, "properties")]
      .filter(Boolean)
      .join("; ");
    const answer = await requestDescription(localize("/ai/run"), {
      name: control(anchor.current, `name.${language.code}`)?.value.trim() ?? "",
      category: tickedLabels(anchor.current, "categoryIds").join(", "),
      attributes,
      language: language.code,
    });
    if (answer.ok) {
      const target = control(anchor.current, `description.${language.code}`);
      if (target) {
        target.value = answer.text;
        target.dataset.machineDrafted = "true";
      }
      setErrors([]);
      setNotice(t("ai.describe.filled"));
    } else setErrors([answer.error]);
    setBusy(null);
  };

  const off = (reason: string | null) => !hydrated || busy !== null || reason !== null;
  return (
    <div ref={anchor} className="mt-4 space-y-2" data-ai-tools={language.code}>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={off(translateReason)}
          title={translateReason ?? undefined}
          aria-describedby={translateReason ? reasonId : undefined}
          onClick={() => void translate()}
        >
          {busy === "translate" ? t("ai.translate.working") : t("ai.translate.from", { name: language.name })}
        </button>
        {describe ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={off(ai.reason)}
            title={ai.reason ?? undefined}
            aria-describedby={ai.reason ? reasonId : undefined}
            onClick={() => void suggest()}
          >
            {busy === "describe" ? t("ai.describe.working") : t("ai.describe.button")}
          </button>
        ) : null}
      </div>
      {translateReason ? (
        <p id={reasonId} className="text-xs text-slate-600" data-ai-off>
          {translateReason}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm text-violet-900">
          {notice}
        </p>
      ) : null}
      {errors.map((error) => (
        <p key={error} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ))}
    </div>
  );
}
