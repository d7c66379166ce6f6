import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { defaultFooterColors, type FooterColors } from "~/lib/footer";
import { useLocalizePath } from "~/lib/use-shell";
import { footerTemplates } from "./footer-templates";
import { useEditT } from "./messages";
import { postEdit, useRefresh } from "./save";

const colorKeys = Object.keys(defaultFooterColors) as Array<keyof FooterColors>;
const buttonClass = "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";

/** The colour picker's value: the text when it is a #colour, else the default (a picker only takes #rrggbb). */
export function pickerValue(value: string, fallback: string): string {
  return value.startsWith("#") && /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;
}

/** 'Customize Footer Colors': the nine templates and custom colours, saved on every apply; 'Reset to Default'. */
export function FooterColorsDialog({ colors }: { colors: FooterColors }) {
  const t = useEditT();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const [custom, setCustom] = useState<FooterColors>(colors);
  const [busy, setBusy] = useState(false);

  const apply = async (next: FooterColors, title: string, description?: string) => {
    setBusy(true);
    const answer = await postEdit(localize("/edit-mode/save"), { intent: "colors", ...next });
    setBusy(false);
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      return;
    }
    setCustom(next);
    showToast(title, false, description);
    refresh();
  };

  return (
    <Dialog.Root onOpenChange={(open) => open && setCustom(colors)}>
      <Dialog.Trigger className={`${buttonClass} bg-amber-400 text-slate-900 hover:bg-amber-300`}>{t("editMode.customizeColors")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-10 z-50 mx-auto max-h-[85vh] max-w-3xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("editMode.customizeColors")}</Dialog.Title>
          <Dialog.Description className="sr-only">{t("editMode.customizeColors")}</Dialog.Description>
          <Tabs.Root defaultValue="templates" className="mt-4">
            <Tabs.List className="flex gap-2 border-b border-slate-200">
              {(["templates", "custom"] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
                >
                  {tab === "templates" ? t("editMode.colorTemplates") : t("editMode.customColors")}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="templates" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {footerTemplates.map((template) => (
                <button
                  key={template.name}
                  type="button"
                  disabled={busy}
                  onClick={() => void apply(template.colors, t("editMode.templateApplied"), t("editMode.templateAppliedText", { name: template.name }))}
                  className="rounded-lg border border-slate-200 p-3 text-start hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
                >
                  <span className="flex gap-1" aria-hidden="true">
                    {colorKeys.map((key) => (
                      <span key={key} className="size-5 rounded-full border border-slate-300" style={{ backgroundColor: template.colors[key] }} />
                    ))}
                  </span>
                  <span className="mt-2 block font-semibold">{template.name}</span>
                  <span className="block text-sm text-slate-600">{t(template.description)}</span>
                </button>
              ))}
            </Tabs.Content>
            <Tabs.Content value="custom" className="mt-4 space-y-3">
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
              <button type="button" disabled={busy} onClick={() => void apply(custom, t("editMode.customApplied"))} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
                {t("editMode.applyCustom")}
              </button>
            </Tabs.Content>
          </Tabs.Root>
          <div className="mt-6 flex flex-wrap gap-2">
            <button type="button" disabled={busy} onClick={() => void apply(defaultFooterColors, t("editMode.resetDefault"))} className={`${buttonClass} border border-slate-300 hover:bg-slate-50`}>
              {t("editMode.resetDefault")}
            </button>
            <Dialog.Close className={`${buttonClass} bg-slate-800 text-white hover:bg-slate-700`}>{t("editMode.close")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
