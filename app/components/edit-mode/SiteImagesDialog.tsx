import { useState } from "react";
import { useLocation } from "react-router";
import { showToast } from "~/components/toast/toast-store";
import { useLocalizePath } from "~/lib/use-shell";
import { EditDialog, EditDialogClose, editButtonClass } from "./EditDialog";
import { useEditT } from "./messages";
import { useRefresh } from "./save";

/**
 * 'Logo and favicon': one upload form each (a plain multipart form that also works without
 * JavaScript; with it, sent in the background with a toast). The server checks size and type.
 */
export function SiteImagesDialog() {
  const t = useEditT();
  const localize = useLocalizePath();
  const location = useLocation();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const failure: Record<number, string> = { 413: t("editMode.uploadTooLarge"), 415: t("editMode.uploadNotImage") };

  const upload = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.set("js", "1");
    setBusy(true);
    const response = await fetch(event.currentTarget.action, { method: "POST", body, headers: { Accept: "application/json" } }).catch(
      () => null,
    );
    setBusy(false);
    if (!response?.ok) {
      showToast(t("editMode.error"), true, failure[response?.status ?? 0] ?? t("editMode.saveFailed"));
      return;
    }
    showToast(t("editMode.uploaded"));
    refresh();
  };
  const form = (purpose: "logo" | "favicon") => (
    <form
      method="post"
      encType="multipart/form-data"
      action={localize("/edit-mode/upload")}
      onSubmit={(event) => void upload(event)}
      className="space-y-2 rounded-lg border border-slate-200 p-4"
    >
      <input type="hidden" name="purpose" value={purpose} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label className="block text-sm font-medium">
        {purpose === "logo" ? t("editMode.logo") : t("editMode.favicon")}
        <input
          type="file"
          name="file"
          required
          accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon,.ico"
          className="mt-1 block w-full text-sm"
        />
      </label>
      <button type="submit" disabled={busy} className={`${editButtonClass} bg-brand-700 text-white hover:bg-brand-800`}>
        {t("editMode.upload")}
      </button>
    </form>
  );
  return (
    <EditDialog title={t("editMode.siteImages")} description={t("editMode.uploadHint")} width="max-w-xl">
      <div className="mt-4 space-y-4">
        {form("logo")}
        {form("favicon")}
      </div>
      <EditDialogClose className={`${editButtonClass} mt-6 border border-slate-300 hover:bg-slate-50`}>
        {t("editMode.close")}
      </EditDialogClose>
    </EditDialog>
  );
}
