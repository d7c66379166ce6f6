import { useState } from "react";
import { defaultMessages } from "~/lib/i18n/messages";
import type { NavLink } from "~/lib/navigation/links";
import { useShell, useShellNavigation } from "~/lib/use-shell";
import { EditDialog, EditDialogClose, EditDialogTabs, editButtonClass, useEditSave } from "./EditDialog";
import { InlineEditableText } from "./InlineEditableText";
import { useEditT } from "./messages";
import { postEdit } from "./save";
import { TranslateDrafts } from "./TranslateDrafts";

const SHOWN = 40;

/** The UI strings of the page's language (the translations table over the bundled English), filterable, each editable in place. */
function UiTexts() {
  const t = useEditT();
  const shell = useShell();
  const { save } = useEditSave();
  const [filter, setFilter] = useState("");
  const messages: Record<string, string> = { ...defaultMessages, ...(JSON.parse(shell?.messagesJson ?? "{}") as Record<string, string>) };
  const needle = filter.trim().toLowerCase();
  const matches = Object.entries(messages).filter(
    ([key, value]) =>
      key in defaultMessages && (needle === "" || key.toLowerCase().includes(needle) || value.toLowerCase().includes(needle)),
  );
  return (
    <div className="space-y-3">
      <label className="block text-sm font-medium">
        {t("editMode.filter")}
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <p className="text-sm text-slate-600" role="status">
        {t("editMode.matches", { shown: Math.min(SHOWN, matches.length), count: matches.length })}
      </p>
      <ul className="space-y-2">
        {matches.slice(0, SHOWN).map(([key, value]) => (
          <li key={key} className="rounded-md border border-slate-200 p-2" data-testid="ui-string">
            <p className="font-mono text-xs text-slate-500">{key}</p>
            <InlineEditableText
              value={value}
              field={key}
              onSave={(next) => save({ intent: "ui-string", key, value: next })}
              history={{ kind: "translation", target: key }}
            />
            <TranslateDrafts
              source={value}
              format="message"
              field={key}
              saveIn={async (pathIn, _code, next) =>
                (await postEdit(pathIn("/edit-mode/save"), { intent: "ui-string", key, value: next, machineDrafted: "1" })).ok
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The header menu's titles in the page's language, children under their parent, each editable in place. */
function MenuTitles() {
  const navigation = useShellNavigation();
  const { save } = useEditSave();
  const item = (link: NavLink) => (
    <li key={link.id} className="space-y-1" data-testid="menu-item">
      <InlineEditableText
        value={link.title}
        field={`menu: ${link.title}`}
        onSave={(title) => save({ intent: "menu-item", id: link.id, title })}
        history={{ kind: "menu_item", target: link.id }}
      />
      <TranslateDrafts
        source={link.title}
        format="plain"
        field={`menu: ${link.title}`}
        saveIn={async (pathIn, _code, title) =>
          (await postEdit(pathIn("/edit-mode/save"), { intent: "menu-item", id: link.id, title, machineDrafted: "1" })).ok
        }
      />
      {link.children.length > 0 ? <ul className="ms-6 space-y-1 border-s border-slate-200 ps-3">{link.children.map(item)}</ul> : null}
    </li>
  );
  return <ul className="space-y-2">{(navigation?.menu ?? []).map(item)}</ul>;
}

/** 'Site texts': the UI strings and the menu titles of the page's language, edited in place. */
export function SiteTextsDialog() {
  const t = useEditT();
  return (
    <EditDialog title={t("editMode.siteTexts")} description={t("editMode.siteTextsIntro")}>
      <EditDialogTabs
        tabs={[
          { value: "ui", label: t("editMode.uiTexts"), className: "mt-4", content: <UiTexts /> },
          { value: "menu", label: t("editMode.menuTitles"), className: "mt-4", content: <MenuTitles /> },
        ]}
      />
      <EditDialogClose className={`${editButtonClass} mt-6 bg-slate-800 text-white hover:bg-slate-700`}>
        {t("editMode.close")}
      </EditDialogClose>
    </EditDialog>
  );
}
