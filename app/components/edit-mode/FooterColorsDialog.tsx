import { useState } from "react";
import { defaultFooterColors, type FooterColors } from "~/lib/footer";
import { EditDialog, EditDialogClose, EditDialogTabs, editButtonClass, useEditSave } from "./EditDialog";
import { footerTemplates } from "./footer-templates";
import { useEditT } from "./messages";

const colorKeys = Object.keys(defaultFooterColors) as Array<keyof FooterColors>;

/** The colour picker's value: the text when it is a #colour, else the default (a picker only takes #rrggbb). */
export function pickerValue(value: string, fallback: string): string {
  return value.startsWith("#") && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}

/** 'Customize Footer Colors': the nine templates and custom colours, saved on every apply; 'Reset to Default'. */
export function FooterColorsDialog({ colors }: { colors: FooterColors }) {
  const t = useEditT();
  const { save } = useEditSave();
  const [custom, setCustom] = useState<FooterColors>(colors);
  const [busy, setBusy] = useState(false);

  const apply = async (next: FooterColors, title: string, description?: string) => {
    setBusy(true);
    const saved = await save({ intent: "colors", ...next }, { done: [title, description] });
    setBusy(false);
    if (saved) setCustom(next);
  };

  return (
    <EditDialog
      title={t("editMode.customizeColors")}
      description={t("editMode.customizeColors")}
      descriptionClassName="sr-only"
      onOpenChange={(open) => open && setCustom(colors)}
    >
      <EditDialogTabs
        tabs={[
          {
            value: "templates",
            label: t("editMode.colorTemplates"),
            className: "mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
            content: footerTemplates.map((template) => (
              <button
                key={template.name}
                type="button"
                disabled={busy}
                onClick={() =>
                  void apply(template.colors, t("editMode.templateApplied"), t("editMode.templateAppliedText", { name: template.name }))
                }
                className="rounded-lg border border-slate-200 p-3 text-start hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
              >
                <span className="flex gap-1" aria-hidden="true">
                  {colorKeys.map((key) => (
                    <span
                      key={key}
                      className="size-5 rounded-full border border-slate-300"
                      style={{ backgroundColor: template.colors[key] }}
                    />
                  ))}
                </span>
                <span className="mt-2 block font-semibold">{template.name}</span>
                <span className="block text-sm text-slate-600">{t(template.description)}</span>
              </button>
            )),
          },
          {
            value: "custom",
            label: t("editMode.customColors"),
            className: "mt-4 space-y-3",
            content: (
              <>
                {colorKeys.map((key) => (
                  <div key={key} className="flex items-center gap-3">
                    <label htmlFor={`footer-color-${key}`} className="w-36 text-sm font-medium">
                      {t(`editMode.color.${key}`)}
                    </label>
                    <input
                      id={`footer-color-${key}`}
                      value={custom[key]}
                      onChange={(event) => setCustom({ ...custom, [key]: event.target.value })}
                      className="w-40 rounded-md border border-slate-300 px-2 py-1 font-mono text-sm"
                    />
                    <input
                      type="color"
                      aria-label={t("editMode.colorPicker", { name: t(`editMode.color.${key}`) })}
                      value={pickerValue(custom[key], defaultFooterColors[key])}
                      onChange={(event) => setCustom({ ...custom, [key]: event.target.value })}
                      className="h-8 w-12 rounded border border-slate-300"
                    />
                  </div>
                ))}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void apply(custom, t("editMode.customApplied"))}
                  className={`${editButtonClass} bg-brand-700 text-white hover:bg-brand-800`}
                >
                  {t("editMode.applyCustom")}
                </button>
              </>
            ),
          },
        ]}
      />
      <div className="mt-6 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void apply(defaultFooterColors, t("editMode.resetDefault"))}
          className={`${editButtonClass} border border-slate-300 hover:bg-slate-50`}
        >
          {t("editMode.resetDefault")}
        </button>
        <EditDialogClose className={`${editButtonClass} bg-slate-800 text-white hover:bg-slate-700`}>{t("editMode.close")}</EditDialogClose>
      </div>
    </EditDialog>
  );
}
