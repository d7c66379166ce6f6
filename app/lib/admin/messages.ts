import { z } from "zod";
import arTable from "./messages/ar.json";
import enTable from "./messages/en.json";
import nbTable from "./messages/nb.json";

/**
 * The back office's UI strings in every seeded language, one JSON file per language in ./messages/
 * (en.json defines the keys). They ship with the back-office routes only (not in the storefront's
 * shell strings every visitor downloads); a language without its own table here shows English. See
 * docs/decisions/0012-back-office.md.
 */
export type AdminMessageKey = keyof typeof enTable;
type AdminMessages = Record<AdminMessageKey, string>;

// The compiler checks every language has every English key: a table missing one does not compile.
const tables: Record<"en" | "nb" | "ar", AdminMessages> = { en: enTable, nb: nbTable, ar: arTable };

/** A table as loaded: a flat object of non-empty strings, with exactly the English table's keys. */
const tableSchema = z.record(z.string(), z.string().min(1)).superRefine((table, context) => {
  for (const key of Object.keys(table))
    if (!(key in enTable)) context.addIssue({ code: "custom", message: `unknown key ${key}`, path: [key] });
});

function checked(code: string, table: AdminMessages): AdminMessages {
  const result = tableSchema.safeParse(table);
  if (!result.success) throw new Error(`app/lib/admin/messages/${code}.json: ${z.prettifyError(result.error)}`);
  return table;
}

export const adminMessages: Record<string, AdminMessages> & { en: AdminMessages } = {
  en: checked("en", tables.en),
  nb: checked("nb", tables.nb),
  ar: checked("ar", tables.ar),
};
