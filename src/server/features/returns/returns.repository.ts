import type { Kysely, Selectable } from 'kysely';
import type { DB, ReturnRequestsTable } from '../../db/schema';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '../../../domain/return-request';
import { inTransaction, type Tx } from '../../db/transaction';
import type { Refund, RefundMethod } from '../../../domain/refund';

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
  /** Bumped by every move: a move made against an older one is refused. */
  version: number;
  refund: RecordedRefund | null;
}

/** A refund as recorded: the machine's refund, when and by whom. */
export interface RecordedRefund extends Refund {
  at: string;
  by: string | null;
}

/** One move of a request's lifecycle, oldest first; seq 0 is the shopper's filing. */
export interface ReturnHistoryEntry {
  seq: number;
  event: string;
  from: ReturnStatus | null;
  to: ReturnStatus;
  actor: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

/** What a move writes besides the status: its event, who, what came with it, the version it expects. */
export interface MoveNote {
  event?: string;
  actor?: string | null;
  detail?: Record<string, unknown> | null;
  /** The version the agent saw: the move is written only if the request still has it. */
  version?: number;
  refund?: Refund;
}

export type NewReturnRequest = Omit<ReturnRequest, 'status' | 'reply' | 'updatedAt' | 'version' | 'refund'>;

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
  version: Number(row.version),
  refund:
    row.refund_amount === null || row.refund_method === null
      ? null
      : { amount: Number(row.refund_amount), method: row.refund_method as RefundMethod, reference: row.refund_reference ?? '', at: row.refunded_at ?? row.updated_at, by: row.refunded_by },
});

/** The event that takes a request to a status (the shopper's filing to SUBMITTED). */
const EVENT_TO: Record<ReturnStatus, string> = { SUBMITTED: 'return.submit', ACCEPTED: 'return.accept', REJECTED: 'return.reject', RECEIVED: 'return.receive', REFUNDED: 'return.refund' };

function parsed(detail: string | null): Record<string, unknown> | null {
  try {
    return detail ? (JSON.parse(detail) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

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
      await db
        .insertInto('return_history')
        .values({ return_id: request.id, seq: 0, event: EVENT_TO.SUBMITTED, from_status: null, to_status: 'SUBMITTED', actor: null, detail: null, created_at: request.createdAt })
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

    /**
     * Moves a request on if it is still as read (compare and set on its status, and on its version
     * when `note.version` is given), bumps its version and appends the move to its history; false
     * when it was not as read.
     */
    async move(id: string, from: ReturnStatus, to: ReturnStatus, reply: string | null | undefined, at: string, trx: Tx = db, note: MoveNote = {}): Promise<boolean> {
      let update = trx
        .updateTable('return_requests')
        .set((eb) => ({
          status: to,
          updated_at: at,
          version: eb('version', '+', 1),
          ...(reply !== undefined ? { reply } : {}),
          ...(note.refund ? { refund_amount: note.refund.amount, refund_method: note.refund.method, refund_reference: note.refund.reference, refunded_at: at, refunded_by: note.actor ?? null } : {}),
        }))
        .where('id', '=', id)
        .where('status', '=', from);
      if (note.version !== undefined) update = update.where('version', '=', note.version);
      const result = await update.executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      const { version } = await trx.selectFrom('return_requests').select('version').where('id', '=', id).executeTakeFirstOrThrow();
      await trx
        .insertInto('return_history')
        .values({ return_id: id, seq: Number(version), event: note.event ?? EVENT_TO[to], from_status: from, to_status: to, actor: note.actor ?? null, detail: note.detail ? JSON.stringify(note.detail) : null, created_at: at })
        .execute();
      return true;
    },

    /** A request's moves, oldest first (seq 0: the shopper's filing). */
    async history(id: string): Promise<ReturnHistoryEntry[]> {
      const rows = await db.selectFrom('return_history').selectAll().where('return_id', '=', id).orderBy('seq').execute();
      return rows.map((row) => ({ seq: Number(row.seq), event: row.event, from: row.from_status as ReturnStatus | null, to: row.to_status as ReturnStatus, actor: row.actor, detail: parsed(row.detail), at: row.created_at }));
    },

    /** An order's return requests, oldest first (the console's order page shows their refunds). */
    async ofOrder(orderNo: string): Promise<ReturnRequest[]> {
      const rows = await db.selectFrom('return_requests').selectAll().where('order_no', '=', orderNo).orderBy('created_at').execute();
      return rows.map(toRequest);
    },

    /** How many requests have each status. */
    async counts(): Promise<Partial<Record<ReturnStatus, number>>> {
      const rows = await db
        .selectFrom('return_requests')
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    },

    /** The order a request belongs to, as the console shows it beside the request. */
    async orderOf(orderNo: string): Promise<{ orderNo: string; status: string; total: number; currency: string; siteId: string; recipientName: string } | undefined> {
      const row = await db.selectFrom('orders').select(['order_no', 'status', 'total', 'currency', 'site_id', 'recipient_name']).where('order_no', '=', orderNo).executeTakeFirst();
      return row && { orderNo: row.order_no, status: row.status, total: Number(row.total), currency: row.currency, siteId: row.site_id, recipientName: row.recipient_name };
    },

    /** Runs `work` in one transaction (a request's move and its order's). */
    transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },
  };
}

export type ReturnRepository = ReturnType<typeof createReturnRepository>;
