import type { ContentPage } from "~/server/content/pages.server";
import type { Shell } from "~/server/site/shell.server";
import EditableContentPage from "./EditableContentPage";
import EditableFooter from "./EditableFooter";
import EditablePageText from "./EditablePageText";
import EditModeToggle from "./EditModeToggle";

export type EditModePartProps =
  | { part: "footer"; footer: Shell["footer"] }
  | { part: "toggle" }
  | { part: "content-page"; page: ContentPage }
  | { part: "text"; page: string; field: string; value: string; multiline?: boolean };

/** Everything Edit Mode shows, in one chunk that only admins load (through ./lazy.tsx), picked by `part`. */
export default function EditModePart(props: EditModePartProps) {
  if (props.part === "footer") return <EditableFooter footer={props.footer} />;
  if (props.part === "toggle") return <EditModeToggle />;
  if (props.part === "content-page") return <EditableContentPage page={props.page} />;
  const { part: _part, ...text } = props;
  return <EditablePageText {...text} />;
}
