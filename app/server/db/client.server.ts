import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import pg from "pg";
import type { Logger } from "../logger.server";
import { projectRoot } from "../project-root.server";
import { lockDataDirectory } from "./data-dir-lock.server";
import * as schema from "./schema";

interface RowsResult<Row> {
  rows: Row[];
}

/** Raw query results of both drivers share `rows`; this is all domain code may rely on. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}

/** The database as domain code sees it: the same type on PGlite and on PostgreSQL. */
export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;

export type DatabaseEngine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Runs `work` while holding the cluster-wide setup lock (migrations, seeding). */
  withSetupLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** Applies the committed migrations, then runs `afterwards` (e.g. the seed), all under the setup lock. */
  migrate(afterwards?: (db: Database) => Promise<void>): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (after the sending transaction commits). On
   * PostgreSQL this holds a dedicated connection; `lost` resolves when it breaks.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Listening>;
  close(): Promise<void>;
}

export interface Listening {
  /** Resolves (with the cause) when the listen connection is lost; never on PGlite. */
  lost: Promise<unknown>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  logger?: Logger;
}

const drizzleConfig = { schema, casing: "snake_case" } as const;
// Arbitrary constant shared by every app process: "fsmg" in ASCII.
const SETUP_LOCK_KEY = 0x66736d67;

export function migrationsFolder(): string {
  return path.join(projectRoot(), "drizzle");
}

/** Opens the database named by the configuration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockDataDirectory(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm, fuzzystrmatch, btree_gin } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, ...drizzleConfig }) as unknown as Database;
  // PGlite serves one process (guarded by the directory lock), so the process itself serialises setup.
  let setupQueue: Promise<unknown> = Promise.resolve();
  const withSetupLock = <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const run = setupQueue.then(() => work(db));
    setupQueue = run.catch(() => undefined);
    return run;
  };
  return {
    db,
    engine: "pglite",
    withSetupLock,
    migrate: (afterwards) =>
      withSetupLock(async () => {
        await migratePglite(drizzlePglite({ client, ...drizzleConfig }), { migrationsFolder: migrationsFolder() });
        await afterwards?.(db);
      }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      let closed!: () => void;
      const lost = new Promise<unknown>((resolve) => (closed = () => resolve(undefined)));
      return {
        lost,
        close: async () => {
          closed();
          await unlisten().catch(() => undefined);
        },
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: "factory-storefront",
  });
  // An idle client losing its connection (database restart) emits here; without a listener the
  // process would crash. The pool replaces the client on the next checkout.
  pool.on("error", (error) => {
    options.logger?.warn({ err: error }, "database connection lost");
  });
  // A checked-out client has no pool listener: its connection dying between two queries (the
  // database stopped mid-transaction) would emit an unheard 'error' and end the process. Its
  // running or next query fails instead, and the pool drops the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => options.logger?.warn({ err: error }, "database connection lost (client in use)"));
  });
  const db = drizzleNodePostgres({ client: pool, ...drizzleConfig }) as unknown as Database;
  const withSetupLock = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // Two app processes starting together take turns here instead of racing their migrations.
      await client.query("select pg_advisory_lock($1)", [SETUP_LOCK_KEY]);
      try {
        return await work(drizzleNodePostgres({ client, ...drizzleConfig }) as unknown as Database);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [SETUP_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };
  return {
    db,
    engine: "postgres",
    withSetupLock,
    migrate: (afterwards) =>
      withSetupLock(async (locked) => {
        await migrateNodePostgres(locked as never, { migrationsFolder: migrationsFolder() });
        await afterwards?.(locked);
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload) => listenOnPostgres(databaseUrl, channel, onPayload),
    close: () => pool.end(),
  };
}

const LISTEN_HEARTBEAT_MS = 10_000;

/** A connection of its own that LISTENs (a pooled one would be handed to queries and lose it). */
async function listenOnPostgres(databaseUrl: string, channel: string, onPayload: (payload: string) => void): Promise<Listening> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: "factory-storefront-listener",
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
    keepAlive: true,
  });
  let closing = false;
  let markLost!: (cause: unknown) => void;
  const lost = new Promise<unknown>((resolve) => (markLost = resolve));
  const fail = (cause: unknown) => {
    markLost(cause);
    client.end().catch(() => undefined);
  };
  client.on("error", fail);
  client.on("end", () => markLost(closing ? undefined : new Error("the listen connection ended")));
  client.on("notification", (message) => {
    if (message.channel === channel) onPayload(message.payload ?? "");
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    fail(error);
    throw error;
  }
  // A connection that died without a word (a network partition) is found by its next query.
  const heartbeat = setInterval(() => client.query("select 1").catch(fail), LISTEN_HEARTBEAT_MS);
  heartbeat.unref();
  void lost.then(() => clearInterval(heartbeat));
  return {
    lost,
    close: async () => {
      closing = true;
      clearInterval(heartbeat);
      await client.end().catch(() => undefined);
    },
  };
}

const connectionErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** True when `error` (or one of its causes) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && connectionErrorCodes.has(code)) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
