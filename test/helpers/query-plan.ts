import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { databaseBefore } from './migration-at';

/** SQLite's plan for a query, its steps joined by ' | ' (EXPLAIN QUERY PLAN). */
export async function sqlitePlanOf(db: Pick<Kysely<never>, 'executeQuery'>, query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
  return rows.rows.map((row) => row.detail).join(' | ');
}

/**
 * For the tests of one `describe` on what a migration did to SQLite's plans: an in-memory database
 * migrated up to and through `migration` before them (closed after), and the plan of a query on it.
 */
export function sqliteAfterMigration(migration: string) {
  let shop: Awaited<ReturnType<typeof databaseBefore>>;
  beforeAll(async () => {
    shop = await databaseBefore('sqlite', migration);
    await shop.runIt();
  });
  afterAll(() => shop.close());
  return {
    db: () => shop.database.db,
    planOf: (query: Parameters<typeof sqlitePlanOf>[1]) => sqlitePlanOf(shop.database.db, query),
  };
}
