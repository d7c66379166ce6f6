import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seededTables, testEngine, useTestDatabase } from "../support/database";

describe(`migrations on ${testEngine()}`, () => {
  const database = useTestDatabase({ from: "empty" });

  it("apply cleanly on an empty database, and a second run changes nothing", async () => {
    const { handle } = database;
    await handle.migrate();
    const tables = await handle.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = tables.rows.map((row) => row.table_name);
    for (const table of [...seededTables, "carts", "cart_items"]) {
      expect(names).toContain(table);
    }
    const extensions = await handle.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname in ('pg_trgm', 'fuzzystrmatch') order by extname`,
    );
    expect(extensions.rows.map((row) => row.extname)).toEqual(["fuzzystrmatch", "pg_trgm"]);
    // The typo-tolerant search's candidate filter runs on both engines.
    const distance = await handle.db.execute<{ d: number }>(sql`select levenshtein_less_equal('hoeny', 'honey', 2) as d`);
    expect(distance.rows[0]?.d).toBe(2);
    const trigramIndexes = await handle.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where indexdef ilike '%gin_trgm_ops%'`,
    );
    expect(trigramIndexes.rows.map((row) => row.indexname)).toContain("products_i18n_name_trgm_idx");
    // Searches must not read a GIN pending list: the trigram indexes are kept without one.
    const options = await handle.db.execute<{ relname: string; reloptions: string[] | null }>(
      sql`select relname, reloptions from pg_class where relname in ('products_name_trgm_idx', 'products_i18n_name_trgm_idx', 'products_i18n_description_trgm_idx') order by relname`,
    );
    expect(options.rows).toHaveLength(3);
    for (const row of options.rows) expect(row.reloptions).toContain("fastupdate=false");

    const before = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await handle.migrate();
    const after = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(after.rows).toEqual(before.rows);
  });

  it("enforces the constraints the data relies on", async () => {
    const { db } = database.handle;
    await expect(
      db.execute(sql`insert into languages (code, name, native_name, direction) values ('xx', 'X', 'X', 'sideways')`),
    ).rejects.toThrow();
    await expect(db.execute(sql`insert into carts (id) values (gen_random_uuid())`)).rejects.toThrow();
  });
});
