import { useState } from "react";
import { headerStyles } from "~/components/header/styles";
import { useShell, useShellNavigation } from "~/lib/use-shell";
import { type HeaderMenuStyle, headerMenuStyles } from "~/server/db/schema/factories";
import { EditDialog, EditDialogClose, editButtonClass, useEditSave } from "./EditDialog";
import { useEditT } from "./messages";

/**
 * 'Header style': the spec's fifteen menu styles with a live preview of the chosen one (the real
 * header component with this site's logo and menu, inert: not a second header for keyboards or
 * screen readers); 'Apply' saves it for every visitor.
 */
export function HeaderStyleDialog() {
  const t = useEditT();
  const shell = useShell();
  const navigation = useShellNavigation();
  const { save } = useEditSave();
  const current = shell?.brand?.menuStyle ?? "horizontal";
  const [chosen, setChosen] = useState<HeaderMenuStyle>(current);
  const [busy, setBusy] = useState(false);
  if (!shell?.brand) return null;
  const preview = headerStyles[chosen];
  const apply = async () => {
    setBusy(true);
    await save({ intent: "header-style", style: chosen });
    setBusy(false);
  };
  return (
    <EditDialog
      title={t("editMode.headerStyle")}
      description={t("editMode.headerStyleIntro")}
      width="max-w-6xl"
      onOpenChange={(open) => open && setChosen(current)}
    >
      <fieldset className="mt-4">
        <legend className="sr-only">{t("editMode.headerStyle")}</legend>
        <div className="flex flex-wrap gap-2">
          {headerMenuStyles.map((style) => (
            <label
              key={style}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input type="radio" name="header-style" value={style} checked={chosen === style} onChange={() => setChosen(style)} />
              {style}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-4 text-sm font-medium">{t("editMode.preview")}</p>
      <div
        className="mt-2 overflow-hidden rounded-lg border border-slate-300"
        inert
        aria-hidden="true"
        data-testid="header-style-preview"
        data-menu-style={chosen}
      >
        <div className={`relative ${preview.height} ${preview.surface}`}>
          <preview.Component
            brand={{ ...shell.brand, menuStyle: chosen, showCompanyName: shell.brand.showCompanyName && chosen !== "minimal" }}
            menu={navigation?.menu ?? []}
          />
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy || chosen === current}
          onClick={() => void apply()}
          className={`${editButtonClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t("editMode.apply")}
        </button>
        <EditDialogClose className={`${editButtonClass} border border-slate-300 hover:bg-slate-50`}>{t("editMode.close")}</EditDialogClose>
      </div>
    </EditDialog>
  );
}
