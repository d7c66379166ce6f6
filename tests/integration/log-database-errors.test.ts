import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { sessions } from "~/server/db/schema";
import { createLogger } from "~/server/logger.server";
import { createUser } from "../factories/commerce";
import { useTestDatabase } from "../support/database";

// A failed query must not put what it was sent (session tokens, reset links in mail bodies, guest
// ids, contact details) into the log: Drizzle's error carries the bind values in its message and
// `params`, the driver's error (its `cause`) in `params` and PostgreSQL's `detail` and message.
const database = useTestDatabase({ from: "migrated" });
let db: Database;
let userId: string;

beforeAll(async () => {
  db = database.handle.db;
  userId = (await createUser(db)).id;
  await db.insert(sessions).values({ id: "log-test-1", token: "tok-first-5cf1e2a9", userId, expiresAt: new Date(Date.now() + 60_000) });
});

/** What `logger.error({ err }, …)` writes for the error `run` throws, as parsed JSON and as text. */
async function loggedFailure(run: () => Promise<unknown>): Promise<{ text: string; entry: { err: Record<string, unknown> } }> {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  // As the app logs failures: directly, and wrapped by a caller that adds its own message.
  logger.error({ err: error }, "request failed");
  logger.error({ err: new Error("saving the session failed", { cause: error }) }, "wrapped");
  logger.error(error as Error);
  expect(lines).toHaveLength(3);
  return { text: lines.join("\n"), entry: JSON.parse(lines[0]!) as { err: Record<string, unknown> } };
}

describe("database errors in the log", () => {
  it("a unique violation logs the constraint and the SQL, not the token (params, detail, message, stack, causes)", async () => {
    const token = "tok-secret-unique-8d1f0c7b";
    await db.insert(sessions).values({ id: "log-test-2", token, userId, expiresAt: new Date() });
    const { text, entry } = await loggedFailure(() =>
      db.insert(sessions).values({ id: "log-test-3", token, userId, expiresAt: new Date() }),
    );
    expect(text).not.toContain(token);
    expect(text).not.toContain("log-test-3");
    expect(text).not.toContain(userId);
    // What names the fault stays: the statement with its placeholders, and PostgreSQL's code and constraint.
    expect(entry.err.message).toMatch(/^Failed query: insert into "sessions" .*\$3/);
    expect(entry.err).not.toHaveProperty("params");
    const cause = entry.err.cause as Record<string, unknown>;
    expect(cause).toMatchObject({ code: "23505", constraint: "sessions_token_unique", table: "sessions" });
    expect(cause).not.toHaveProperty("detail");
    expect(cause).not.toHaveProperty("params");
  });

  it("a not-null violation (PostgreSQL's detail: 'Failing row contains …') logs no value of the row", async () => {
    const token = "tok-secret-notnull-41aa9e03";
    const { text, entry } = await loggedFailure(() =>
      db.insert(sessions).values({ id: "log-test-4", token, userId: null as unknown as string, expiresAt: new Date() }),
    );
    expect(text).not.toContain(token);
    expect(text).not.toContain("log-test-4");
    expect(entry.err.cause).toMatchObject({ code: "23502", column: "user_id" });
  });

  it("a value PostgreSQL quotes in its message (invalid input syntax) is replaced", async () => {
    const secret = "reset-link-token-77f0b2";
    const { text, entry } = await loggedFailure(() => db.execute(sql`select id from outbox where id = ${secret}`));
    expect(text).not.toContain(secret);
    expect(entry.err.cause).toMatchObject({ code: "22P02", message: 'invalid input syntax for type uuid: "[redacted]"' });
  });
});
