import type { Kysely } from 'kysely';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { orderLifecycleMachine, statusOf, valueOf, type LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import type { OrderStatus, PaymentStatus } from '../../../domain/order';
import { returnRefusal } from '../../../domain/return-request';
import type { DB } from '../../db/schema';

/** What the lifecycle knows of a stored order. */
export interface LifecycleRow {
  status: string;
  payment_status: string;
  payment_method: string;
  delivered_at: string | null;
  carrier: string | null;
  tracking_no: string | null;
}

/** Where a new order starts: the machine's first state for its way of paying. */
export function initialStatus(paymentMethod: string): { status: OrderStatus; paymentStatus: PaymentStatus } {
  const snapshot = getInitialSnapshot(orderLifecycleMachine, { cashOnDelivery: paymentMethod === 'cod' });
  return { status: statusOf(snapshot.value), paymentStatus: snapshot.context.paymentStatus };
}

/** The machine's snapshot of a stored order. */
export function lifecycleSnapshot(order: LifecycleRow) {
  return orderLifecycleMachine.resolveState({
    value: valueOf(order.status as OrderStatus, order.delivered_at !== null),
    context: { cashOnDelivery: order.payment_method === 'cod', paymentStatus: order.payment_status as PaymentStatus, carrier: order.carrier, trackingNo: order.tracking_no },
  });
}

/**
 * What the shopper may do with an order now: cancel it (the machine takes a shopper's
 * cancellation from here) or ask to return it (delivered, within the zone's return period).
 */
export function allowedActions(order: LifecycleRow, returnDays: number, now: Date, returns: readonly { status: string }[] = []) {
  const refusal = returnRefusal({ status: order.status, deliveredAt: order.delivered_at }, returns, returnDays, now);
  return { cancel: lifecycleSnapshot(order).can({ type: 'order.cancel', by: 'shopper' }), return: refusal === null, returnRefusal: refusal };
}

export type TransitionResult =
  | { ok: true; status: OrderStatus; paymentStatus: PaymentStatus }
  | { ok: false; reason: 'notFound' | 'notAllowed' | 'conflict' };

/** How many times a change lost to a concurrent one is tried again from the new status. */
const RETRIES = 3;

/**
 * Applies a lifecycle event to a stored order: the machine decides whether the event is allowed
 * from the order's status and what follows; the change is written only if the order is still as
 * read (compare and set), with a history row naming the event. Of concurrent changes, each is
 * decided on the status the one before left: none can jump a transition the machine forbids.
 * Give `trx` to take part in a transaction already open.
 */
export async function transitionOrder(db: Kysely<DB>, orderNo: string, event: LifecycleEvent, at: string, trx?: Kysely<DB>): Promise<TransitionResult> {
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    const run = async (tx: Kysely<DB>): Promise<TransitionResult | null> => {
      const order = await tx
        .selectFrom('orders')
        .select(['status', 'payment_status', 'payment_method', 'delivered_at', 'carrier', 'tracking_no'])
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      if (!order) return { ok: false, reason: 'notFound' };
      const snapshot = lifecycleSnapshot(order);
      if (!snapshot.can(event)) return { ok: false, reason: 'notAllowed' };
      const next = getNextSnapshot(orderLifecycleMachine, snapshot, event);
      const status = statusOf(next.value);
      const paymentStatus = next.context.paymentStatus;
      const delivered = typeof next.value === 'object' && (next.value as { ALREADY_DELIVER?: string }).ALREADY_DELIVER === 'delivered';
      let update = tx
        .updateTable('orders')
        .set({
          status,
          payment_status: paymentStatus,
          carrier: next.context.carrier,
          tracking_no: next.context.trackingNo,
          delivered_at: delivered && order.delivered_at === null ? at : order.delivered_at,
          ...(paymentStatus === 'SUCCESS' && order.payment_status !== 'SUCCESS' ? { paid_amount: (eb) => eb.ref('total') } : {}),
          updated_at: at,
        })
        .where('order_no', '=', orderNo)
        .where('status', '=', order.status)
        .where('payment_status', '=', order.payment_status);
      update = order.delivered_at === null ? update.where('delivered_at', 'is', null) : update.where('delivered_at', '=', order.delivered_at);
      const written = await update.executeTakeFirst();
      if (written.numUpdatedRows === 0n) return null;
      const last = await tx
        .selectFrom('order_status_history')
        .select((eb) => eb.fn.max<number>('seq').as('seq'))
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
      const { type, ...detail } = event;
      await tx
        .insertInto('order_status_history')
        .values({ order_no: orderNo, seq: Number(last?.seq ?? 0) + 1, status, payment_status: paymentStatus, cause: type, created_at: at, detail: Object.keys(detail).length > 0 ? JSON.stringify(detail) : null })
        .execute();
      return { ok: true, status, paymentStatus };
    };
    const result = trx ? await run(trx) : await db.transaction().execute(run);
    if (result) return result;
    // Another change came first: decide again on what it left.
  }
  return { ok: false, reason: 'conflict' };
}
