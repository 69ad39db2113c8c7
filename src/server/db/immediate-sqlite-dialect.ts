import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * SQLite transactions that take the write lock as they begin (`BEGIN IMMEDIATE`), not at their
 * first write. Kysely begins them DEFERRED: a transaction that reads first (an order reads its
 * idempotency key and its risk before it writes) holds a snapshot, and when another process
 * (`npm run start:cluster` on one SQLite file) commits meanwhile, the first write fails at once
 * with SQLITE_BUSY_SNAPSHOT, or SQLITE_BUSY, whatever the busy timeout: the order answered 500
 * (3 of 96 placed at once by two processes, a quarter under the bench's load). Begun IMMEDIATE,
 * a transaction waits its turn (the busy timeout) and then reads what the other committed.
 * The transactions here are there to write, so waiting for the lock first costs them nothing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
