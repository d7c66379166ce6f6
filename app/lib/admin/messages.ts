import arTable from "./messages/ar.json";
import enTable from "./messages/en.json";
import nbTable from "./messages/nb.json";

/**
 * The back office's UI strings in every seeded language, one JSON file per language in ./messages/
 * (en.json defines the keys). They ship with the back-office routes only (not in the storefront's
 * shell strings every visitor downloads); a language without its own table here shows English. See
 * docs/decisions/0016-back-office.md.
 *
 * The compiler checks that every table has every English key (a table missing one does not
 * compile); messages.test.ts checks each file against `adminMessagesSchema` (non-empty strings, no
 * unknown key). The schema is not run here: this module is in the back office's browser bundle,
 * and zod would add ~90 kB to every back-office page.
 */
export type AdminMessageKey = keyof typeof enTable;
export type AdminMessages = Record<AdminMessageKey, string>;

const tables: Record<"en" | "nb" | "ar", AdminMessages> = { en: enTable, nb: nbTable, ar: arTable };

export const adminMessages: Record<string, AdminMessages> & { en: AdminMessages } = tables;
