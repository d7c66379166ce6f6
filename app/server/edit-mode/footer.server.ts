import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { type FooterSectionKey, footerLinks, footerLinksI18n } from "../db/schema";
import { type EditScope, recordRevision } from "./revisions.server";

/** A footer link as the section save stores it: base title (the default language's) and titles per language. */
export interface StoredFooterLink {
  id: string;
  title: string;
  url: string;
  isExternal: boolean;
  translations: Record<string, string>;
}

/** A link as the Manage Footer Links dialog sends it: its title in the language being edited. */
export interface EditedFooterLink {
  /** A known link's id; absent (or unknown) for a new link. */
  id?: string | null;
  title: string;
  url: string;
  isExternal: boolean;
  /** Titles in other languages; empty entries are dropped. */
  translations?: Record<string, string>;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The section's active links with every translation, in order. */
export async function readFooterSection(db: Database, factoryId: string, section: FooterSectionKey): Promise<StoredFooterLink[]> {
  const rows = await db
    .select()
    .from(footerLinks)
    .where(and(eq(footerLinks.factoryId, factoryId), eq(footerLinks.sectionKey, section), eq(footerLinks.isActive, true)))
    .orderBy(asc(footerLinks.sortOrder), asc(footerLinks.linkKey));
  const ids = rows.map((row) => row.id);
  const titles = ids.length > 0 ? await db.select().from(footerLinksI18n).where(inArray(footerLinksI18n.footerLinkId, ids)) : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: row.url,
    isExternal: row.isExternal,
    translations: Object.fromEntries(
      titles
        .filter((title) => title.footerLinkId === row.id)
        .sort((a, b) => a.languageCode.localeCompare(b.languageCode))
        .map((title) => [title.languageCode, title.title]),
    ),
  }));
}

const dropEmpty = (titles: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(titles).flatMap(([code, title]) => (title.trim() === "" ? [] : [[code, title.trim()] as const])));

/**
 * Turns the dialog's list into stored links: a known id keeps its base title and translations
 * unless edited; the title typed applies to the language being edited (the base title too when
 * that is the default language, or for a new link). Empty translation entries are dropped.
 */
export function mergeEditedLinks(
  previous: StoredFooterLink[],
  edited: EditedFooterLink[],
  languageCode: string,
  defaultLanguageCode: string,
): StoredFooterLink[] {
  const known = new Map(previous.map((link) => [link.id, link]));
  const used = new Set<string>();
  return edited.map((link) => {
    const before = link.id && UUID_PATTERN.test(link.id) && !used.has(link.id) ? known.get(link.id) : undefined;
    const id = before?.id ?? crypto.randomUUID();
    used.add(id);
    const title = link.title.trim();
    const translations = dropEmpty({ ...before?.translations, ...link.translations, [languageCode]: title });
    return {
      id,
      title: languageCode === defaultLanguageCode || !before ? title : before.title,
      url: link.url.trim(),
      isExternal: link.isExternal,
      translations,
    };
  });
}

/**
 * Writes a section as the spec describes: delete every link of the factory's section, insert the
 * new list (sort order by position, active), then each link's translations. One transaction with
 * its revision; the footer_links triggers drop every cached page (the footer is on all of them).
 */
export async function writeFooterSection(
  db: Database,
  scope: EditScope,
  section: FooterSectionKey,
  links: StoredFooterLink[],
): Promise<StoredFooterLink[]> {
  return db.transaction(async (tx) => {
    const previous = await readFooterSection(tx, scope.factoryId, section);
    await tx.delete(footerLinks).where(and(eq(footerLinks.factoryId, scope.factoryId), eq(footerLinks.sectionKey, section)));
    if (links.length > 0) {
      await tx.insert(footerLinks).values(
        links.map((link, index) => ({
          id: link.id,
          factoryId: scope.factoryId,
          sectionKey: section,
          linkKey: `link-${link.id}`,
          title: link.title,
          url: link.url,
          isExternal: link.isExternal,
          sortOrder: index,
          isActive: true,
        })),
      );
    }
    for (const link of links) {
      await tx.delete(footerLinksI18n).where(eq(footerLinksI18n.footerLinkId, link.id));
      const rows = Object.entries(dropEmpty(link.translations)).map(([languageCode, title]) => ({
        footerLinkId: link.id,
        languageCode,
        title,
      }));
      if (rows.length > 0) await tx.insert(footerLinksI18n).values(rows);
    }
    const saved = links.map((link) => ({ ...link, translations: dropEmpty(link.translations) }));
    await recordRevision(tx, scope, {
      kind: "footer_section",
      target: `footer/${section}`,
      languageCode: null,
      oldValue: JSON.stringify(previous),
      newValue: JSON.stringify(saved),
    });
    return saved;
  });
}

/** The dialog's 'Save Changes': merges the edited list into the stored one and writes the section. */
export async function saveFooterSection(
  db: Database,
  scope: EditScope & { defaultLanguageCode: string },
  section: FooterSectionKey,
  edited: EditedFooterLink[],
): Promise<StoredFooterLink[]> {
  const previous = await readFooterSection(db, scope.factoryId, section);
  return writeFooterSection(db, scope, section, mergeEditedLinks(previous, edited, scope.languageCode, scope.defaultLanguageCode));
}

/**
 * Saves one link's title in the scope's language (the spec's single link translation): when the
 * footer_links row is missing it is inserted (sort order 0, active), then the footer_links_i18n
 * title is updated or inserted. Only for UUID ids; the caller checks that.
 */
export async function saveFooterLinkTitle(
  db: Database,
  scope: EditScope,
  link: { id: string; section: FooterSectionKey; title: string; machineDrafted?: boolean },
): Promise<{ oldValue: string | null; newValue: string }> {
  if (!UUID_PATTERN.test(link.id)) throw new Error("footer link ids are UUIDs");
  const title = link.title.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: footerLinks.id, title: footerLinks.title })
      .from(footerLinks)
      .where(and(eq(footerLinks.id, link.id), eq(footerLinks.factoryId, scope.factoryId)));
    if (!row) {
      await tx.insert(footerLinks).values({
        id: link.id,
        factoryId: scope.factoryId,
        sectionKey: link.section,
        linkKey: `link-${link.id}`,
        title,
        url: "/",
        sortOrder: 0,
        isActive: true,
      });
    }
    const [previous] = await tx
      .select({ title: footerLinksI18n.title })
      .from(footerLinksI18n)
      .where(and(eq(footerLinksI18n.footerLinkId, link.id), eq(footerLinksI18n.languageCode, scope.languageCode)));
    await tx
      .insert(footerLinksI18n)
      .values({ footerLinkId: link.id, languageCode: scope.languageCode, title })
      .onConflictDoUpdate({ target: [footerLinksI18n.footerLinkId, footerLinksI18n.languageCode], set: { title } });
    const oldValue = previous?.title ?? row?.title ?? null;
    await recordRevision(tx, scope, {
      kind: "footer_link",
      target: `footer/${link.section}/${link.id}`,
      oldValue,
      newValue: title,
      machineDrafted: link.machineDrafted ?? false,
    });
    return { oldValue, newValue: title };
  });
}
