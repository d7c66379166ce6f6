import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { headerStyles } from "~/components/header/styles";
import { showToast } from "~/components/toast/toast-store";
import { useLocalizePath, useShell, useShellNavigation } from "~/lib/use-shell";
import { type HeaderMenuStyle, headerMenuStyles } from "~/server/db/schema/factories";
import { useEditT } from "./messages";
import { postEdit, useRefresh } from "./save";

const buttonClass = "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";

/**
 * 'Header style': the spec's fifteen menu styles with a live preview of the chosen one (the real
 * header component with this site's logo and menu, inert: not a second header for keyboards or
 * screen readers); 'Apply' saves it for every visitor.
 */
export function HeaderStyleDialog() {
  const t = useEditT();
  const shell = useShell();
  const navigation = useShellNavigation();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const current = shell?.brand?.menuStyle ?? "horizontal";
  const [chosen, setChosen] = useState<HeaderMenuStyle>(current);
  const [busy, setBusy] = useState(false);
  if (!shell?.brand) return null;
  const preview = headerStyles[chosen];
  const apply = async () => {
    setBusy(true);
    const answer = await postEdit(localize("/edit-mode/save"), { intent: "header-style", style: chosen });
    setBusy(false);
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      return;
    }
    showToast(t("editMode.saved"));
    refresh();
  };
  return (
    <Dialog.Root onOpenChange={(open) => open && setChosen(current)}>
      <Dialog.Trigger className={`${buttonClass} bg-amber-400 text-slate-900 hover:bg-amber-300`}>{t("editMode.headerStyle")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-10 z-50 mx-auto max-h-[85vh] max-w-6xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("editMode.headerStyle")}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{t("editMode.headerStyleIntro")}</Dialog.Description>
          <fieldset className="mt-4">
            <legend className="sr-only">{t("editMode.headerStyle")}</legend>
            <div className="flex flex-wrap gap-2">
              {headerMenuStyles.map((style) => (
                <label key={style} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50">
                  <input type="radio" name="header-style" value={style} checked={chosen === style} onChange={() => setChosen(style)} />
                  {style}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-4 text-sm font-medium">{t("editMode.preview")}</p>
          <div className="mt-2 overflow-hidden rounded-lg border border-slate-300" inert aria-hidden="true" data-testid="header-style-preview" data-menu-style={chosen}>
            <div className={`relative ${preview.height} ${preview.surface}`}>
              <preview.Component brand={{ ...shell.brand, menuStyle: chosen, showCompanyName: shell.brand.showCompanyName && chosen !== "minimal" }} menu={navigation?.menu ?? []} />
            </div>
          </div>
          <div className="mt-6 flex flex-wrap gap-2">
            <button type="button" disabled={busy || chosen === current} onClick={() => void apply()} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
              {t("editMode.apply")}
            </button>
            <Dialog.Close className={`${buttonClass} border border-slate-300 hover:bg-slate-50`}>{t("editMode.close")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
