import type { AdminActor } from "~/server/backoffice/guard.server";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { admins } from "~/server/db/schema";
import { InvalidationBus, type InvalidationListener, listenForInvalidations } from "~/server/page-cache/invalidation.server";
import { createUser } from "../factories/commerce";

/** Waits until `check` holds, polling every 10 ms; throws after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A fresh user made an active admin of `factoryId`, as the back office's commands receive them. */
export async function createAdminActor(db: Database, factoryId: string): Promise<AdminActor> {
  const user = await createUser(db, `boss-${crypto.randomUUID()}@example.com`);
  await db.insert(admins).values({ userId: user.id, factoryId, role: "admin", isActive: true });
  return { user: { id: user.id, name: user.name, email: user.email, passwordChangeRequired: false }, factoryId };
}

/** Listens for page-cache invalidations: every tag heard is pushed onto `heard` (ready once listening). */
export async function hearInvalidations(handle: Pick<DatabaseHandle, "listen">): Promise<{ heard: string[]; listener: InvalidationListener }> {
  const heard: string[] = [];
  const bus = new InvalidationBus();
  bus.subscribe((tags) => heard.push(...tags));
  const listener = listenForInvalidations(handle, bus);
  await listener.ready;
  return { heard, listener };
}
