import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, sql } from 'kysely';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import { startCheckpointer, type CheckpointerOptions } from './checkpointer';
import { gateWrites } from './group-commit';
import type { DB } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** Where the data lives, for the start-up log (no password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL, or undefined for the embedded SQLite file. */
  url: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** How often SQLite's WAL is copied back into its file, from a thread of its own (ms). */
  checkpointEveryMs?: number;
  /** WAL pages a checkpoint may find before writes wait for the WAL to rewind (db/checkpointer). */
  walRestartAfterFrames?: number;
}

const INT8_OID = 20;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) return openPostgres(options.url, options.schema);
  return openSqlite(options.dataDir, options.sqliteFile ?? 'doorstep.sqlite', { everyMs: options.checkpointEveryMs, restartAfterFrames: options.walRestartAfterFrames });
}

function openSqlite(dataDir: string, file: string, checkpoints: CheckpointerOptions): Database {
  const path = file === ':memory:' ? file : join(dataDir, file);
  if (file !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path);
  // WAL: readers never block the writer. synchronous=NORMAL: a commit survives a crash or
  // `kill -9` of the process (the WAL is in the OS page cache); only a power cut can lose the
  // last commits. foreign_keys is off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Every order touches a dozen index pages (the console's filters, names, risk): with SQLite's
  // default 2 MB page cache they are read back from the OS on every order. 64 MB of cache and
  // reads through a memory map (256 MB; writes still go through the WAL, so durability is as
  // above) keep them in memory. Both are upper bounds, taken only as the database grows.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // Temporary files in memory. Above all the statement journals of group commit's savepoints
  // (db/group-commit.ts): SQLite copies each page an order's savepoint first changes (about fifty
  // an order) to a journal it can roll back to, and on disk that was 238 KB and 116 write calls an
  // order. They are gone at each savepoint's release: nothing durable lives there.
  sqlite.pragma('temp_store = MEMORY');
  // Checkpoints run on a thread of their own (db/checkpointer.ts), not inside a request's commit;
  // the group commit waits between transactions while that thread rewinds the WAL (64 MB of pages
  // unless told), whose file is trimmed to 128 MB when it does: a burst's WAL is written over in
  // place, not grown.
  const checkpointer = file === ':memory:' ? null : startCheckpointer(path, checkpoints);
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('journal_size_limit = 134217728');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  if (checkpointer) gateWrites(db, checkpointer.beforeWrite);
  return {
    db,
    engine: 'sqlite',
    location: path,
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/**
 * Kysely asks better-sqlite3 to prepare every query it runs; the same few SQL texts repeat on
 * every order, so keep their prepared statements (a bounded cache: SQL texts differ only by the
 * number of rows in multi-row inserts).
 */
function withStatementCache(sqlite: SQLite.Database, limit = 200) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

function openPostgres(url: string, schema: string | undefined): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    // bigint (money in minor units) as numbers: amounts stay far below 2^53.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  const where = new URL(url);
  where.password = '';
  return {
    db,
    engine: 'postgres',
    location: `${where.host}${where.pathname}${schema ? ` (schema ${schema})` : ''}`,
    close: () => db.destroy(),
  };
}

export async function migrate(db: Kysely<DB>): Promise<void> {
  // Unless told the schema, Kysely takes its migration tables in any schema of the database for
  // its own, and then fails to find them in this one: on PostgreSQL, name the schema we work in.
  const schema = db.getExecutor().adapter instanceof PostgresAdapter ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
