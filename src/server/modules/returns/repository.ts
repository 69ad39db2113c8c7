import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, ReturnRequestsTable } from '../../db/schema';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '../../../domain/return-request';

export type ReturnRow = Selectable<ReturnRequestsTable>;

/** Where a return request may go from each status (SUBMITTED is where it starts). */
export const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  SUBMITTED: ['ACCEPTED', 'REJECTED', 'RECEIVED'],
  ACCEPTED: ['RECEIVED', 'REJECTED'],
  REJECTED: [],
  RECEIVED: [],
};

/** Statuses of a request still in progress: an order has at most one such at a time (the domain's rule). */
export { OPEN_RETURN_STATUSES };

export function createReturnRepository(db: Kysely<DB>) {
  return {
    /** The order a return names, if it is one of this site's. */
    async order(siteId: string, orderNo: string) {
      return db
        .selectFrom('orders')
        .select(['order_no', 'zone_id', 'status', 'delivered_at'])
        .where('order_no', '=', orderNo)
        .where('site_id', '=', siteId)
        .executeTakeFirst();
    },

    async openFor(orderNo: string): Promise<ReturnRow | undefined> {
      return db.selectFrom('return_requests').selectAll().where('order_no', '=', orderNo).where('status', 'in', [...OPEN_RETURN_STATUSES]).executeTakeFirst();
    },

    async insert(row: Insertable<ReturnRequestsTable>): Promise<void> {
      await db.insertInto('return_requests').values(row).execute();
    },

    async find(id: string): Promise<ReturnRow | undefined> {
      return db.selectFrom('return_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async withStatus(statuses: readonly ReturnStatus[]): Promise<ReturnRow[]> {
      return db.selectFrom('return_requests').selectAll().where('status', 'in', [...statuses]).orderBy('created_at').execute();
    },

    /** Moves a request on if it is still as read (compare and set); false when it was not. */
    async move(id: string, from: ReturnStatus, to: ReturnStatus, reply: string | null | undefined, at: string, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .updateTable('return_requests')
        .set({ status: to, updated_at: at, ...(reply !== undefined ? { reply } : {}) })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
