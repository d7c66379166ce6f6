import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_SECRET_ROW, AuthSecretError, storedAuthSecret } from "~/server/auth/secret.server";
import { serverSecrets } from "~/server/db/schema";
import { prepareDatabase } from "~/server/db/setup.server";
import { createLogger } from "~/server/logger.server";
import { testEngine, useTestDatabase } from "../support/database";

describe(`the auth secret kept in the database on ${testEngine()}`, () => {
  const database = useTestDatabase();

  it("is generated once at setup (384 random bits), then read back by every later setup", async () => {
    const { db } = database.handle;
    const logger = createLogger("silent");
    expect(await db.select().from(serverSecrets)).toEqual([]);
    const first = await prepareDatabase(database.handle, logger, { storedAuthSecret: true });
    expect(first.authSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    // Processes starting together each run setup under the lock: they all get the one secret.
    const together = await Promise.all([1, 2, 3].map(() => prepareDatabase(database.handle, logger, { storedAuthSecret: true })));
    expect(together.map((prepared) => prepared.authSecret)).toEqual([first.authSecret, first.authSecret, first.authSecret]);
    expect(await db.select({ name: serverSecrets.name }).from(serverSecrets)).toEqual([{ name: AUTH_SECRET_ROW }]);
    // Without the option (AUTH_SECRET set, or PGlite), setup neither reads nor makes one.
    expect((await prepareDatabase(database.handle, logger)).authSecret).toBeNull();
  });

  it("is regenerated after its row is deleted (rotation), and refuses a stored value too short to be safe", async () => {
    const { db } = database.handle;
    const before = await storedAuthSecret(db);
    await db.delete(serverSecrets).where(eq(serverSecrets.name, AUTH_SECRET_ROW));
    const rotated = await storedAuthSecret(db);
    expect(rotated).not.toBe(before);
    expect(rotated).toHaveLength(64);
    await db.update(serverSecrets).set({ value: "short" }).where(eq(serverSecrets.name, AUTH_SECRET_ROW));
    await expect(storedAuthSecret(db)).rejects.toThrow(AuthSecretError);
  });
});
