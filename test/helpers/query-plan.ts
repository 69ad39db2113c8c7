import { CompiledQuery, type Kysely } from 'kysely';

/** SQLite's plan for a query, its steps joined by ' | ' (EXPLAIN QUERY PLAN). */
export async function sqlitePlanOf(db: Pick<Kysely<never>, 'executeQuery'>, query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
  return rows.rows.map((row) => row.detail).join(' | ');
}
