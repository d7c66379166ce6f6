import { z } from "zod";
import type { Database } from "../db/client.server";
import { footerSectionKeys } from "../db/schema";
import { saveFooterLinkTitle, writeFooterSection } from "./footer.server";
import { MENU_TARGET, type StoredMenuItem, writeMenu } from "./menu.server";
import { findRevision } from "./revisions.server";
import { saveMenuItemTitle, saveUiString } from "./strings.server";
import { savePageText } from "./texts.server";

const storedLinks = z.array(
  z.object({ id: z.uuid(), title: z.string(), url: z.string(), isExternal: z.boolean(), translations: z.record(z.string(), z.string()) }),
);
const section = z.enum(footerSectionKeys);
const storedMenuItem = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  iconColor: z.string().nullable(),
  isExternal: z.boolean(),
  translations: z.record(z.string(), z.string()),
});
const storedMenu = z.array(storedMenuItem.extend({ children: z.array(storedMenuItem.extend({ children: z.array(z.never()) })) }));

/**
 * Puts a field back to the value a revision saved (its new value), as a save of its own: the
 * revert is itself a revision. Null when the revision is not the factory's or cannot be reverted.
 */
export async function revertRevision(
  db: Database,
  scope: { factoryId: string; userId: string },
  revisionId: string,
): Promise<{ kind: string; target: string } | null> {
  const revision = await findRevision(db, scope.factoryId, revisionId);
  if (!revision) return null;
  const languageCode = revision.languageCode;
  const [first = "", ...rest] = revision.target.split("/");
  switch (revision.kind) {
    case "page_text":
      if (!languageCode) return null;
      await savePageText(db, { ...scope, languageCode }, { pageSlug: first, contentKey: rest.join("/"), value: revision.newValue });
      break;
    case "footer_section": {
      const key = section.safeParse(rest[0]);
      const links = storedLinks.safeParse(JSON.parse(revision.newValue));
      if (!key.success || !links.success) return null;
      await writeFooterSection(db, { ...scope, languageCode: "" }, key.data, links.data);
      break;
    }
    case "footer_link": {
      const key = section.safeParse(rest[0]);
      if (!languageCode || !key.success || !rest[1]) return null;
      await saveFooterLinkTitle(db, { ...scope, languageCode }, { id: rest[1], section: key.data, title: revision.newValue });
      break;
    }
    case "translation":
      if (!languageCode) return null;
      await saveUiString(db, { ...scope, languageCode }, { key: revision.target, value: revision.newValue });
      break;
    case "menu_item":
      if (revision.target === MENU_TARGET) {
        const items = storedMenu.safeParse(JSON.parse(revision.newValue));
        if (!items.success) return null;
        await writeMenu(db, { ...scope, languageCode: "" }, items.data as StoredMenuItem[]);
        break;
      }
      if (!languageCode || !(await saveMenuItemTitle(db, { ...scope, languageCode }, { id: revision.target, title: revision.newValue })))
        return null;
      break;
  }
  return { kind: revision.kind, target: revision.target };
}
