import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { factories, factorySettings } from "../db/schema";

/** The factory and its settings row as the settings form shows them. */
export async function loadSettings(db: Database, factoryId: string) {
  const [factory] = await db.select().from(factories).where(eq(factories.id, factoryId));
  const [settings] = await db.select().from(factorySettings).where(eq(factorySettings.factoryId, factoryId));
  return { factory: factory ?? null, settings: settings ?? null };
}
