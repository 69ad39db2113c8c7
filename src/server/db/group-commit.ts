import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Group commit for SQLite's write transactions (issue 17, orders near the RSA ceiling). SQLite has
 * one writer and one connection here, so transactions run one after another anyway, and each pays
 * its own commit: the WAL frames of every page it touched, the same index pages order after order.
 * Here the transactions asked for while one is under way run together in one transaction, each
 * under a savepoint of its own, and are committed once.
 *
 * - A unit's work runs in the open transaction as it would in its own; it reads what the units
 *   before it wrote (as it would have after their commits).
 * - A unit that throws is rolled back to its savepoint (nothing of it is kept) and its caller gets
 *   the error at once; the others go on.
 * - A unit's caller gets its answer only after the commit: what it was told is stored, is.
 *   If the commit fails, every unit of the batch gets that error.
 *
 * - Before each batch it waits for the database's write gate, if one is set (`gateWrites`: the
 *   checkpointer rewinding SQLite's WAL); units asked for meanwhile join the next batch.
 *
 * PostgreSQL gets a transaction each (`db.transaction()`): its connections commit in parallel.
 */
export type TransactionRunner<D = DB> = <T>(work: (trx: Kysely<D>) => Promise<T>) => Promise<T>;

interface Unit<D> {
  work: (trx: Kysely<D>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What a database's writes wait for before each group commit: undefined when nothing. */
export type WriteGate = () => Promise<void> | undefined;

const gates = new WeakMap<object, WriteGate>();

/** Makes every group commit of `db` wait for `gate` before it opens a transaction. */
export function gateWrites<D>(db: Kysely<D>, gate: WriteGate): void {
  gates.set(db, gate);
}

export function groupCommit<D = DB>(db: Kysely<D>, maxUnits = 64): TransactionRunner<D> {
  if (db.isTransaction) return (work) => work(db);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return (work) => db.transaction().execute(work);
  let waiting: Unit<D>[] = [];
  let running = false;

  async function runBatch(): Promise<void> {
    const batch = waiting.slice(0, maxUnits);
    waiting = waiting.slice(maxUnits);
    const done: { unit: Unit<D>; value: unknown }[] = [];
    const refused = new Set<Unit<D>>();
    try {
      await db.transaction().execute(async (trx) => {
        for (const unit of batch) {
          await sql`savepoint unit`.execute(trx);
          let value: unknown;
          try {
            value = await unit.work(trx);
          } catch (error) {
            await sql`rollback to unit`.execute(trx);
            await sql`release unit`.execute(trx);
            refused.add(unit);
            unit.reject(error);
            continue;
          }
          await sql`release unit`.execute(trx);
          done.push({ unit, value });
        }
      });
    } catch (error) {
      // The commit (or the database) failed: nothing of the batch is stored.
      for (const unit of batch) if (!refused.has(unit)) unit.reject(error);
      return;
    }
    for (const { unit, value } of done) unit.resolve(value);
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const gate = gates.get(db)?.();
      if (gate) await gate;
      await runBatch();
    }
    running = false;
  }

  return <T>(work: (trx: Kysely<D>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!running) {
        running = true;
        // The first unit waits a turn of the event loop for the others asked for with it.
        setImmediate(() => void drain());
      }
    });
}

const shared = new WeakMap<object, unknown>();

/**
 * The one group commit of a database: the orders and the rows written beside them (the order
 * messages' outbox) join the same transactions, so an ad burst's confirmations are committed with
 * the orders rather than by commits of their own.
 */
export function sharedGroupCommit<D = DB>(db: Kysely<D>): TransactionRunner<D> {
  let runner = shared.get(db) as TransactionRunner<D> | undefined;
  if (!runner) {
    runner = groupCommit(db);
    shared.set(db, runner);
  }
  return runner;
}
