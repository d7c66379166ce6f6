import { asc } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { languages } from "../db/schema";

export type Language = typeof languages.$inferSelect;

/** Every language, active or not, in display order. */
export async function listAllLanguages(db: Database): Promise<Language[]> {
  return db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.code));
}
