import { useLocation } from "react-router";
import { useAdminState } from "~/lib/personal";
import { useLocalizePath } from "~/lib/use-shell";
import { useEditT } from "./messages";

/**
 * The header's Edit Mode switch for admins ('Edit Mode', 'Exit Edit' when on): a plain form to
 * /{lang}/edit-mode that comes back to this page, so it works without JavaScript too.
 */
export default function EditModeToggle() {
  const t = useEditT();
  const localize = useLocalizePath();
  const location = useLocation();
  const on = useAdminState().editMode;
  return (
    <form method="post" action={localize("/edit-mode")} className="shrink-0">
      <input type="hidden" name="mode" value={on ? "off" : "on"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={on}
        className={`rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 ${on ? "bg-amber-400 text-slate-900 hover:bg-amber-300" : "border border-amber-500 text-amber-800 hover:bg-amber-50"}`}
      >
        {on ? t("editMode.turnOff") : t("editMode.turnOn")}
      </button>
    </form>
  );
}
