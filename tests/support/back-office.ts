import type { AdminActor } from "~/server/backoffice/guard.server";
import type { Database } from "~/server/db/client.server";
import { admins, factories } from "~/server/db/schema";
import { InvalidationBus, listenForInvalidations } from "~/server/page-cache/invalidation.server";
import { createUser } from "../factories/commerce";
import { createTestDatabase } from "./database";

/** Resolves once `check` holds (polling every 10 ms), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A seeded test database with an admin of its factory (the actor of back-office writes) and the
 * page-cache tags its writes announce, collected in `heard`. `destroy()` stops listening and drops it.
 */
export async function backOfficeDatabase(label: string) {
  const database = await createTestDatabase("seeded");
  const db: Database = database.handle.db;
  const factoryId = (await db.select({ id: factories.id }).from(factories).limit(1))[0]!.id;
  const user = await createUser(db, `${label}-${crypto.randomUUID()}@example.com`);
  await db.insert(admins).values({ userId: user.id, factoryId, role: "admin", isActive: true });
  const actor: AdminActor = { user: { id: user.id, name: user.name, email: user.email, passwordChangeRequired: false }, factoryId };
  const heard: string[] = [];
  const bus = new InvalidationBus();
  bus.subscribe((tags) => heard.push(...tags));
  const listener = listenForInvalidations(database.handle, bus);
  await listener.ready;
  const destroy = async () => {
    await listener.stop();
    await database.destroy();
  };
  return { database, db, factoryId, actor, heard, destroy };
}
