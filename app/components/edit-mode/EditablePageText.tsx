import { showToast } from "~/components/toast/toast-store";
import { useLocalizePath } from "~/lib/use-shell";
import { InlineEditableText } from "./InlineEditableText";
import { useEditT } from "./messages";
import { postEdit, useRefresh } from "./save";
import { savePageTextIn, TranslateDrafts } from "./TranslateDrafts";

export interface EditablePageTextProps {
  page: string;
  field: string;
  value: string;
  multiline?: boolean;
}

/** A page text in Edit Mode: saved in the page's language (page_content), with its history and its AI translation drafts. */
export default function EditablePageText({ page, field, value, multiline }: EditablePageTextProps) {
  const t = useEditT();
  const localize = useLocalizePath();
  const refresh = useRefresh();
  const save = async (next: string) => {
    const answer = await postEdit(localize("/edit-mode/save"), { intent: "text", page, key: field, value: next });
    if (!answer.ok) {
      showToast(t("editMode.error"), true, t("editMode.saveFailed"));
      return false;
    }
    refresh();
    return true;
  };
  return (
    <>
      <InlineEditableText
        value={value}
        field={field}
        multiline={multiline}
        onSave={save}
        history={{ kind: "page_text", target: `${page}/${field}` }}
      />
      <TranslateDrafts source={value} format="plain" field={field} saveIn={savePageTextIn(page, field)} />
    </>
  );
}
