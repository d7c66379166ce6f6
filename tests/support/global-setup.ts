import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "~/server/db/client.server";
import { seedDemoData } from "~/server/seed/seed.server";
import { dropDatabase, templateDatabaseName, templateRoot, testDatabaseUrl, testEngine } from "./database";

/** Makes the migrated and seeded templates once per run, so test files only copy them. */
export default async function setup(): Promise<() => Promise<void>> {
  if (testEngine() === "pglite") {
    fs.rmSync(templateRoot, { recursive: true, force: true });
    for (const kind of ["migrated", "seeded"] as const) {
      const handle = await openDatabase({ dataDir: path.join(templateRoot, kind) });
      await handle.migrate(kind === "seeded" ? seedDemoData : undefined);
      await handle.close();
    }
    return async () => fs.rmSync(templateRoot, { recursive: true, force: true });
  }
  for (const kind of ["migrated", "seeded"] as const) {
    const name = templateDatabaseName(kind);
    await dropDatabase(name);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: testDatabaseUrl(name), dataDir: os.tmpdir(), poolMax: 2 });
    await handle.migrate(kind === "seeded" ? seedDemoData : undefined);
    await handle.close();
  }
  return async () => {
    for (const kind of ["migrated", "seeded"] as const) await dropDatabase(templateDatabaseName(kind));
  };
}
