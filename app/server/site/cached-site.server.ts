import type { AppLoadContext } from "react-router";
import type { Database } from "../db/client.server";
import type { Site } from "./queries.server";

/**
 * How long a process reuses the site (factory, settings, active languages) for the suggestions
 * endpoint. Its answers are cacheable for 60 s anyway, so a few seconds of staleness after an
 * admin change is invisible, and every keystroke saves the two round trips of `loadSite`.
 */
const SITE_TTL_MS = 5_000;

const cache = new WeakMap<Database, { site: Site; expires: number }>();

/** `context.site()`, reused for a few seconds per database (only successful loads are kept). */
export async function cachedSite(context: AppLoadContext): Promise<Site> {
  const hit = cache.get(context.db);
  if (hit && hit.expires > Date.now()) return hit.site;
  const site = await context.site();
  cache.set(context.db, { site, expires: Date.now() + SITE_TTL_MS });
  return site;
}
