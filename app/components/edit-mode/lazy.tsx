import { lazy, Suspense } from "react";
import { useAdminState } from "~/lib/personal";

/**
 * The one door into Edit Mode's code: a single dynamic import, taken only when an admin's page
 * renders an Edit Mode part (`<EditMode part="footer" | "toggle" | "text" …>`). A visitor's
 * JavaScript carries these few lines, not the editors.
 */
export const EditMode = lazy(() => import("./kit"));

/** A page text (page_content `page` / `field`): the text itself, or in Edit Mode its inline editor. */
export function EditableText(props: { page: string; field: string; value: string; multiline?: boolean }) {
  return useAdminState().editMode ? (
    <Suspense fallback={props.value}>
      <EditMode part="text" {...props} />
    </Suspense>
  ) : (
    props.value
  );
}
