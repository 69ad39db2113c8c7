import type { Kysely } from 'kysely';
import { randomToken } from '../../../domain/ids';
import type { DB } from '../../db/schema';

/** Who made a change: an operator of the back office, or the shop's command line. */
export interface Actor {
  operatorId: string | null;
  email: string;
}

/** One change: what was done to what, with the record before and after (null where there was none). */
export interface AuditChange {
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** An audit row to write with a change, in its transaction. */
export interface AuditWrite {
  actor: Actor;
  change: AuditChange;
  at: string;
}

export interface AuditEntry extends AuditChange {
  id: string;
  at: string;
  operatorEmail: string;
}

/**
 * Writes an audit row. Call it with the transaction of the change it records, so the change and
 * its record are written together or not at all.
 */
export async function writeAudit(db: Kysely<DB>, actor: Actor, change: AuditChange, at: string): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomToken(),
      at,
      operator_id: actor.operatorId,
      operator_email: actor.email,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId,
      before: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
    })
    .execute();
}

export function createAuditRepository(db: Kysely<DB>) {
  return {
    /** Newest first; `before` pages back from an entry's time. */
    async list(options: { limit: number; before?: string; entity?: string }): Promise<AuditEntry[]> {
      let query = db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(options.limit);
      if (options.before) query = query.where('at', '<', options.before);
      if (options.entity) query = query.where('entity', '=', options.entity);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        operatorEmail: row.operator_email,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        before: row.before === null ? null : (JSON.parse(row.before) as unknown),
        after: row.after === null ? null : (JSON.parse(row.after) as unknown),
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
