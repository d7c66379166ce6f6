import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { newsletters } from "../db/schema";
import { isTokenShaped } from "./tokens";

/** A newsletter's archive page: only once it has gone out (sent, or failed for some recipients), by its unguessable URL. */
export async function archivedNewsletter(db: Database, shareableUrl: string) {
  if (!isTokenShaped(shareableUrl)) return null;
  const [row] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.shareableUrl, shareableUrl), inArray(newsletters.status, ["sent", "failed", "sending", "paused"])));
  return row ?? null;
}

/** The public newsletters (/newsletters), newest first. */
export async function publicNewsletters(db: Database, factoryId: string) {
  return db
    .select({
      shareableUrl: newsletters.shareableUrl,
      content: newsletters.content,
      languages: newsletters.languages,
      sentAt: newsletters.sentAt,
    })
    .from(newsletters)
    .where(and(eq(newsletters.factoryId, factoryId), eq(newsletters.isPublic, true), eq(newsletters.status, "sent")))
    .orderBy(desc(newsletters.sentAt))
    .limit(200);
}
