import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * A transaction already open, as services pass it from one repository call to the next (so two
 * features' writes commit together). Services never query it: only repositories do.
 */
export type Tx = Kysely<DB>;

/**
 * Runs `work` in `trx` when one is open (or when `db` itself is one: a repository made over a
 * transaction), else in a transaction of its own.
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Tx) => Promise<T>, trx?: Tx): Promise<T> {
  if (trx) return work(trx);
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
