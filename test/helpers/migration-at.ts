import { PostgresAdapter, Migrator, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { randomToken } from '../../src/domain/ids';
import { openDatabase, type Database, type Engine } from '../../src/server/db/database';
import { migrationProvider } from '../../src/server/db/migrations/index';
import type { DB } from '../../src/server/db/schema';

const url = process.env.TEST_DATABASE_URL;
/** SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const MIGRATION_ENGINES: Engine[] = ['sqlite', ...(url ? (['postgres'] as const) : [])];

async function migratorOf(db: Kysely<DB>): Promise<Migrator> {
  const schema = db.getExecutor().adapter instanceof PostgresAdapter ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/**
 * A database of its own (SQLite in memory, or a PostgreSQL schema of its own) migrated up to the
 * migration before `migration`: the test writes the shop as it was, then `runIt()` runs that one
 * migration (and fails the test if it does not succeed); `close()` drops it all.
 */
export async function databaseBefore(engine: Engine, migration: string) {
  const schema = `test_${randomToken(9).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  let admin: pg.Client | undefined;
  if (engine === 'postgres') {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
  }
  const database: Database = openDatabase({ url: engine === 'postgres' ? url : undefined, dataDir: '.', sqliteFile: ':memory:', schema });
  const migrator = await migratorOf(database.db);
  const names = (await migrator.getMigrations()).map((candidate) => candidate.name);
  expect(names).toContain(migration);
  expect((await migrator.migrateTo(names[names.indexOf(migration) - 1]!)).error).toBeUndefined();
  return {
    database,
    async runIt() {
      const { error, results } = await migrator.migrateTo(migration);
      expect(error).toBeUndefined();
      expect(results?.map((result) => [result.migrationName, result.status])).toEqual([[migration, 'Success']]);
    },
    async close() {
      await database.close();
      if (admin) {
        await admin.query(`drop schema "${schema}" cascade`);
        await admin.end();
      }
    },
  };
}
