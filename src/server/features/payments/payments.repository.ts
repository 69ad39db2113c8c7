import type { Kysely } from 'kysely';
import type { PaymentStatus } from '../../../domain/order';
import type { PaymentMethod } from '../../../domain/zones';
import type { DB } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transaction';

export interface PaymentRecord {
  id: string;
  orderNo: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: string;
  payUrl: string;
}

/** A payment as started with its provider. */
export interface NewPayment {
  id: string;
  orderNo: string;
  provider: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  payUrl: string;
  reference: string | null;
  createdAt: string;
}

const toRecord = (row: DB['payments']): PaymentRecord => ({
  id: row.id,
  orderNo: row.order_no,
  method: row.method as PaymentMethod,
  status: row.status as PaymentStatus,
  amount: row.amount,
  currency: row.currency,
  payUrl: row.pay_url,
});

export function createPaymentRepository(db: Kysely<DB>) {
  return {
    /** The order's latest payment. */
    async latest(orderNo: string): Promise<PaymentRecord | undefined> {
      const row = await db.selectFrom('payments').selectAll().where('order_no', '=', orderNo).orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
      return row && toRecord(row);
    },

    /** A new payment, waiting for the provider's report. */
    async insert(payment: NewPayment): Promise<void> {
      await db
        .insertInto('payments')
        .values({
          id: payment.id,
          order_no: payment.orderNo,
          provider: payment.provider,
          method: payment.method,
          status: 'WAITING',
          amount: payment.amount,
          currency: payment.currency,
          pay_url: payment.payUrl,
          reference: payment.reference,
          created_at: payment.createdAt,
          updated_at: payment.createdAt,
        })
        .execute();
    },

    async find(paymentId: string, trx: Tx = db): Promise<PaymentRecord | undefined> {
      const row = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
      return row && toRecord(row);
    },

    /** Changes a payment's status if it is still `from` (compare and set); false when it was not. */
    async setStatus(paymentId: string, from: PaymentStatus, to: PaymentStatus, at: string, trx: Tx = db): Promise<boolean> {
      const changed = await trx
        .updateTable('payments')
        .set({ status: to, updated_at: at })
        .where('id', '=', paymentId)
        // Only from the status just read: of two reports racing, one applies.
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(changed.numUpdatedRows) > 0;
    },

    transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
