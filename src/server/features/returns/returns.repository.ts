import type { Kysely, Selectable } from 'kysely';
import type { DB, ReturnRequestsTable } from '../../db/schema';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '../../../domain/return-request';
import { inTransaction, type Tx } from '../../db/transaction';

/** A return request as stored: the shopper's form, the parcel's photos (file names) and the shop's answer. */
export interface ReturnRequest {
  id: string;
  orderNo: string;
  reason: string;
  remark: string | null;
  carrier: string;
  trackingNo: string;
  /** The return's shipping receipt (a file name under the data directory's returns/), if any. */
  screenshot: string | null;
  packagePhotos: string[];
  pickerName: string;
  pickerPhone: string;
  address: string;
  region: string;
  status: ReturnStatus;
  reply: string | null;
  locale: string;
  createdAt: string;
  updatedAt: string;
}

export type NewReturnRequest = Omit<ReturnRequest, 'status' | 'reply' | 'updatedAt'>;

/** The order a return names, as the return's rules need it. */
export interface ReturnableOrder {
  orderNo: string;
  zoneId: number;
  status: string;
  deliveredAt: string | null;
}

const toRequest = (row: Selectable<ReturnRequestsTable>): ReturnRequest => ({
  id: row.id,
  orderNo: row.order_no,
  reason: row.reason,
  remark: row.remark,
  carrier: row.carrier,
  trackingNo: row.tracking_no,
  screenshot: row.screenshot,
  packagePhotos: JSON.parse(row.package_photo) as string[],
  pickerName: row.picker_name,
  pickerPhone: row.picker_phone,
  address: row.address,
  region: row.region,
  status: row.status as ReturnStatus,
  reply: row.reply,
  locale: row.locale,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Where a return request may go from each status (read from its lifecycle machine). */
export { RETURN_MOVES } from './returns.lifecycle';

/** Statuses of a request still in progress: an order has at most one such at a time. */
export { OPEN_RETURN_STATUSES };

export function createReturnRepository(db: Kysely<DB>) {
  return {
    /** The order a return names, if it is one of this site's. */
    async order(siteId: string, orderNo: string): Promise<ReturnableOrder | undefined> {
      const row = await db
        .selectFrom('orders')
        .select(['order_no', 'zone_id', 'status', 'delivered_at'])
        .where('order_no', '=', orderNo)
        .where('site_id', '=', siteId)
        .executeTakeFirst();
      return row && { orderNo: row.order_no, zoneId: row.zone_id, status: row.status, deliveredAt: row.delivered_at };
    },

    async openFor(orderNo: string): Promise<ReturnRequest | undefined> {
      const row = await db.selectFrom('return_requests').selectAll().where('order_no', '=', orderNo).where('status', 'in', [...OPEN_RETURN_STATUSES]).executeTakeFirst();
      return row && toRequest(row);
    },

    /** A new request, SUBMITTED (the order's unique index refuses a second one in progress). */
    async insert(request: NewReturnRequest): Promise<void> {
      await db
        .insertInto('return_requests')
        .values({
          id: request.id,
          order_no: request.orderNo,
          reason: request.reason,
          remark: request.remark,
          carrier: request.carrier,
          tracking_no: request.trackingNo,
          screenshot: request.screenshot,
          package_photo: JSON.stringify(request.packagePhotos),
          picker_name: request.pickerName,
          picker_phone: request.pickerPhone,
          address: request.address,
          region: request.region,
          status: 'SUBMITTED',
          reply: null,
          locale: request.locale,
          created_at: request.createdAt,
          updated_at: request.createdAt,
        })
        .execute();
    },

    async find(id: string): Promise<ReturnRequest | undefined> {
      const row = await db.selectFrom('return_requests').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toRequest(row);
    },

    async withStatus(statuses: readonly ReturnStatus[]): Promise<ReturnRequest[]> {
      const rows = await db.selectFrom('return_requests').selectAll().where('status', 'in', [...statuses]).orderBy('created_at').execute();
      return rows.map(toRequest);
    },

    /** Moves a request on if it is still as read (compare and set); false when it was not. */
    async move(id: string, from: ReturnStatus, to: ReturnStatus, reply: string | null | undefined, at: string, trx: Tx = db): Promise<boolean> {
      const result = await trx
        .updateTable('return_requests')
        .set({ status: to, updated_at: at, ...(reply !== undefined ? { reply } : {}) })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Runs `work` in one transaction (a request's move and its order's). */
    transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
