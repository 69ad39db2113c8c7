import type { Kysely } from 'kysely';
import { transitionOrder } from '../orders/orders.lifecycle';
import { randomToken } from '../../../domain/ids';
import type { OrderPaymentView, PaymentStatus } from '../../../domain/order';
import { isPrepaid, type PaymentMethod } from '../../../domain/zones';
import type { DB } from '../../db/schema';
import type { PaymentProvider } from './payments.provider';

export interface PaymentRecord {
  id: string;
  orderNo: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: string;
  payUrl: string;
}

export type SettleResult = { ok: true; payment: PaymentRecord; returnUrl: string } | { ok: false; reason: 'unknown' };

/**
 * Payments of prepaid orders. An order paid by card (online, Korean card) starts
 * PENDING_PAYMENT and waits; the provider's page reports success (the order goes on to
 * PENDING_DELIVER, paid in full) or failure (the order keeps waiting; the shopper may try again
 * on the same page). Every change is a conditional update, so a late or repeated report cannot
 * move an order twice.
 */
export function createPaymentService(db: Kysely<DB>, provider: PaymentProvider, clock: () => Date = () => new Date()) {
  const toRecord = (row: DB['payments']): PaymentRecord => ({
    id: row.id,
    orderNo: row.order_no,
    method: row.method as PaymentMethod,
    status: row.status as PaymentStatus,
    amount: row.amount,
    currency: row.currency,
    payUrl: row.pay_url,
  });

  const returnUrl = (orderNo: string) => `/orderInfo?orderNo=${encodeURIComponent(orderNo)}&payment=return`;

  async function latest(orderNo: string): Promise<PaymentRecord | undefined> {
    const row = await db.selectFrom('payments').selectAll().where('order_no', '=', orderNo).orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
    return row && toRecord(row);
  }

  return {
    latest,

    /** The order's open payment, started with the provider if there is none yet. */
    async ensure(order: { orderNo: string; paymentMethod: PaymentMethod; total: number; currency: string }): Promise<PaymentRecord | null> {
      if (!isPrepaid(order.paymentMethod)) return null;
      const existing = await latest(order.orderNo);
      if (existing) return existing;
      const id = randomToken();
      const started = await provider.start({
        paymentId: id,
        orderNo: order.orderNo,
        method: order.paymentMethod,
        amount: order.total,
        currency: order.currency,
        returnUrl: returnUrl(order.orderNo),
      });
      const now = clock().toISOString();
      await db
        .insertInto('payments')
        .values({
          id,
          order_no: order.orderNo,
          provider: provider.name,
          method: order.paymentMethod,
          status: 'WAITING',
          amount: order.total,
          currency: order.currency,
          pay_url: started.payUrl,
          reference: started.reference,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return (await latest(order.orderNo)) ?? null;
    },

    async find(paymentId: string): Promise<PaymentRecord | undefined> {
      const row = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
      return row && toRecord(row);
    },

    /** The provider's report: paid or declined. Applied once; a paid payment stays paid. */
    async settle(paymentId: string, outcome: 'success' | 'failure'): Promise<SettleResult> {
      const now = clock().toISOString();
      const result = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
        if (!row) return null;
        if (row.status === 'SUCCESS') return toRecord(row);
        const status: PaymentStatus = outcome === 'success' ? 'SUCCESS' : 'FAILURE';
        const changed = await trx
          .updateTable('payments')
          .set({ status, updated_at: now })
          .where('id', '=', paymentId)
          // Only from the status just read: of two reports racing, one applies.
          .where('status', '=', row.status)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) return toRecord(row);
        // The order moves through its lifecycle machine (an order cancelled meanwhile stays so).
        await transitionOrder(db, row.order_no, { type: outcome === 'success' ? 'payment.succeeded' : 'payment.failed' }, now, trx);
        return { ...toRecord(row), status };
      });
      return result ? { ok: true, payment: result, returnUrl: returnUrl(result.orderNo) } : { ok: false, reason: 'unknown' };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export function toPaymentView(payment: PaymentRecord | undefined | null): OrderPaymentView | null {
  if (!payment) return null;
  return { paymentId: payment.id, status: payment.status, payUrl: payment.status === 'SUCCESS' ? null : payment.payUrl };
}
