import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useLocation } from "react-router";
import { showToast } from "~/components/toast/toast-store";
import { useLocalizePath } from "~/lib/use-shell";
import { useEditT } from "./messages";
import { useRefresh } from "./save";

const buttonClass = "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50";

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
    const response = await fetch(event.currentTarget.action, { method: "POST", body, headers: { Accept: "application/json" } }).catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      showToast(t("editMode.error"), true, failure[response?.status ?? 0] ?? t("editMode.saveFailed"));
      return;
    }
    showToast(t("editMode.uploaded"));
    refresh();
  };
  const form = (purpose: "logo" | "favicon") => (
    <form method="post" encType="multipart/form-data" action={localize("/edit-mode/upload")} onSubmit={(event) => void upload(event)} className="space-y-2 rounded-lg border border-slate-200 p-4">
      <input type="hidden" name="purpose" value={purpose} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label className="block text-sm font-medium">
        {purpose === "logo" ? t("editMode.logo") : t("editMode.favicon")}
        <input type="file" name="file" required accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon,.ico" className="mt-1 block w-full text-sm" />
      </label>
      <button type="submit" disabled={busy} className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
        {t("editMode.upload")}
      </button>
    </form>
  );
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`${buttonClass} bg-amber-400 text-slate-900 hover:bg-amber-300`}>{t("editMode.siteImages")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-10 z-50 mx-auto max-h-[85vh] max-w-xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("editMode.siteImages")}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{t("editMode.uploadHint")}</Dialog.Description>
          <div className="mt-4 space-y-4">
            {form("logo")}
            {form("favicon")}
          </div>
          <Dialog.Close className={`${buttonClass} mt-6 border border-slate-300 hover:bg-slate-50`}>{t("editMode.close")}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
