import type { Kysely } from 'kysely';
import { isOperatorRole, type OperatorRole } from '../../../domain/operator';
import type { DB } from '../../db/schema';
import { writeAudit, type Actor, type AuditChange } from '../audit/audit.repository';

export interface Operator {
  id: string;
  email: string;
  role: OperatorRole;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
}

export interface OperatorSession {
  idHash: string;
  operatorId: string;
  csrfToken: string;
  lastSeenAt: string;
  expiresAt: string;
}

type OperatorRow = DB['operators'] & { created_at: string };

function toOperator(row: OperatorRow): Operator {
  if (!isOperatorRole(row.role)) throw new Error(`operator ${row.email} has an unknown role`);
  return { id: row.id, email: row.email, role: row.role, passwordHash: row.password_hash, createdAt: row.created_at, passwordChangedAt: row.password_changed_at };
}

/** Operators, their sessions, and the audit rows of changes to them (written in the same transaction). */
export function createOperatorRepository(db: Kysely<DB>) {
  const audited = <T>(actor: Actor, change: AuditChange, at: string, write: (trx: Kysely<DB>) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      const result = await write(trx);
      await writeAudit(trx, actor, change, at);
      return result;
    });

  return {
    async findByEmail(email: string): Promise<Operator | undefined> {
      const row = await db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();
      return row && toOperator(row as OperatorRow);
    },

    async list(): Promise<Operator[]> {
      const rows = await db.selectFrom('operators').selectAll().orderBy('email').execute();
      return rows.map((row) => toOperator(row as OperatorRow));
    },

    async countOwners(): Promise<number> {
      const row = await db.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'owner').executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Adds an operator; false when the email is taken. */
    async insert(operator: Operator, actor: Actor, change: AuditChange): Promise<boolean> {
      try {
        await audited(actor, change, operator.createdAt, (trx) =>
          trx
            .insertInto('operators')
            .values({ id: operator.id, email: operator.email, role: operator.role, password_hash: operator.passwordHash, created_at: operator.createdAt, password_changed_at: operator.passwordChangedAt })
            .execute(),
        );
        return true;
      } catch (error) {
        if (await this.findByEmail(operator.email)) return false;
        throw error;
      }
    },

    async remove(operatorId: string, actor: Actor, change: AuditChange, at: string): Promise<void> {
      await audited(actor, change, at, async (trx) => {
        await trx.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
        await trx.deleteFrom('operators').where('id', '=', operatorId).execute();
      });
    },

    /** A new password: every session of the operator ends with it. */
    async setPassword(operatorId: string, passwordHash: string, actor: Actor, change: AuditChange, at: string): Promise<void> {
      await audited(actor, change, at, async (trx) => {
        await trx.updateTable('operators').set({ password_hash: passwordHash, password_changed_at: at }).where('id', '=', operatorId).execute();
        await trx.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
      });
    },

    async insertSession(session: OperatorSession & { createdAt: string; ip: string | null; userAgent: string | null }): Promise<void> {
      await db
        .insertInto('operator_sessions')
        .values({
          id_hash: session.idHash,
          operator_id: session.operatorId,
          csrf_token: session.csrfToken,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          expires_at: session.expiresAt,
          ip: session.ip,
          user_agent: session.userAgent,
        })
        .execute();
    },

    /** A session that has not expired, with its operator. */
    async findSession(idHash: string, now: string): Promise<{ session: OperatorSession; operator: Operator } | undefined> {
      const row = await db
        .selectFrom('operator_sessions as s')
        .innerJoin('operators as o', 'o.id', 's.operator_id')
        .select(['s.id_hash', 's.operator_id', 's.csrf_token', 's.last_seen_at', 's.expires_at', 'o.id', 'o.email', 'o.role', 'o.password_hash', 'o.created_at', 'o.password_changed_at'])
        .where('s.id_hash', '=', idHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        session: { idHash: row.id_hash, operatorId: row.operator_id, csrfToken: row.csrf_token, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at },
        operator: toOperator(row as unknown as OperatorRow),
      };
    },

    async touchSession(idHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db.updateTable('operator_sessions').set({ last_seen_at: lastSeenAt, expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.deleteFrom('operator_sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteExpiredSessions(now: string): Promise<void> {
      await db.deleteFrom('operator_sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
