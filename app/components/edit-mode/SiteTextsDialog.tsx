import * as Dialog from "@radix-ui/react-dialog";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { showToast } from "~/components/toast/toast-store";
import { defaultMessages } from "~/lib/i18n/messages";
import type { NavLink } from "~/lib/navigation/links";
import { useLocalizePath, useShell, useShellNavigation } from "~/lib/use-shell";
import { InlineEditableText } from "./InlineEditableText";
import { useEditT } from "./messages";
import { postEdit, useRefresh } from "./save";

const buttonClass = "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const SHOWN = 40;

/** Saves one Edit Mode call and answers whether it worked, with the toasts. */
function useSaver() {
  const t = useEditT();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  return async (fields: Record<string, string>) => {
    const answer = await postEdit(localize("/edit-mode/save"), fields);
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      return false;
    }
    showToast(t("editMode.saved"));
    refresh();
    return true;
  };
}

/** The UI strings of the page's language (the translations table over the bundled English), filterable, each editable in place. */
function UiTexts() {
  const t = useEditT();
  const shell = useShell();
  const save = useSaver();
  const [filter, setFilter] = useState("");
  const messages: Record<string, string> = { ...defaultMessages, ...(JSON.parse(shell?.messagesJson ?? "{}") as Record<string, string>) };
  const needle = filter.trim().toLowerCase();
  const matches = Object.entries(messages).filter(([key, value]) => key in defaultMessages && (needle === "" || key.toLowerCase().includes(needle) || value.toLowerCase().includes(needle)));
  return (
    <div className="space-y-3">
      <label className="block text-sm font-medium">
        {t("editMode.filter")}
        <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1" />
      </label>
      <p className="text-sm text-slate-600" role="status">
        {t("editMode.matches", { shown: Math.min(SHOWN, matches.length), count: matches.length })}
      </p>
      <ul className="space-y-2">
        {matches.slice(0, SHOWN).map(([key, value]) => (
          <li key={key} className="rounded-md border border-slate-200 p-2" data-testid="ui-string">
            <p className="font-mono text-xs text-slate-500">{key}</p>
            <InlineEditableText value={value} field={key} onSave={(next) => save({ intent: "ui-string", key, value: next })} history={{ kind: "translation", target: key }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The header menu's titles in the page's language, children under their parent, each editable in place. */
function MenuTitles() {
  const navigation = useShellNavigation();
  const save = useSaver();
  const item = (link: NavLink) => (
    <li key={link.id} className="space-y-1" data-testid="menu-item">
      <InlineEditableText value={link.title} field={`menu: ${link.title}`} onSave={(title) => save({ intent: "menu-item", id: link.id, title })} history={{ kind: "menu_item", target: link.id }} />
      {link.children.length > 0 ? <ul className="ms-6 space-y-1 border-s border-slate-200 ps-3">{link.children.map(item)}</ul> : null}
    </li>
  );
  return <ul className="space-y-2">{(navigation?.menu ?? []).map(item)}</ul>;
}

/** 'Site texts': the UI strings and the menu titles of the page's language, edited in place. */
export function SiteTextsDialog() {
  const t = useEditT();
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`${buttonClass} bg-amber-400 text-slate-900 hover:bg-amber-300`}>{t("editMode.siteTexts")}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-10 z-50 mx-auto max-h-[85vh] max-w-3xl overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("editMode.siteTexts")}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{t("editMode.siteTextsIntro")}</Dialog.Description>
          <Tabs.Root defaultValue="ui" className="mt-4">
            <Tabs.List className="flex gap-2 border-b border-slate-200">
              {(["ui", "menu"] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
                >
                  {tab === "ui" ? t("editMode.uiTexts") : t("editMode.menuTitles")}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="ui" className="mt-4">
              <UiTexts />
            </Tabs.Content>
            <Tabs.Content value="menu" className="mt-4">
              <MenuTitles />
            </Tabs.Content>
          </Tabs.Root>
          <Dialog.Close className={`${buttonClass} mt-6 bg-slate-800 text-white hover:bg-slate-700`}>{t("editMode.close")}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
