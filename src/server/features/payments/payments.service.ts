import type { OrderChange, OrderLifecycle } from '../orders/orders.lifecycle';
import { randomToken } from '../../../domain/ids';
import type { OrderPaymentView, PaymentStatus } from '../../../domain/order';
import { isPrepaid, type PaymentMethod } from '../../../domain/zones';
import type { PaymentProvider } from './payments.provider';
import type { PaymentRecord, PaymentRepository } from './payments.repository';

export type { PaymentRecord } from './payments.repository';

export type SettleResult = { ok: true; payment: PaymentRecord; returnUrl: string } | { ok: false; reason: 'unknown' };

/**
 * Payments of prepaid orders. An order paid by card (online, Korean card) starts
 * PENDING_PAYMENT and waits; the provider's page reports success (the order goes on to
 * PENDING_DELIVER, paid in full) or failure (the order keeps waiting; the shopper may try again
 * on the same page). Every change is a conditional update, so a late or repeated report cannot
 * move an order twice.
 */
export function createPaymentService(payments: PaymentRepository, lifecycle: OrderLifecycle, provider: PaymentProvider, clock: () => Date = () => new Date()) {
  const returnUrl = (orderNo: string) => `/orderInfo?orderNo=${encodeURIComponent(orderNo)}&payment=return`;

  const latest = (orderNo: string): Promise<PaymentRecord | undefined> => payments.latest(orderNo);

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
      await payments.insert({
        id,
        orderNo: order.orderNo,
        provider: provider.name,
        method: order.paymentMethod,
        amount: order.total,
        currency: order.currency,
        payUrl: started.payUrl,
        reference: started.reference,
        createdAt: now,
      });
      return (await latest(order.orderNo)) ?? null;
    },

    async find(paymentId: string): Promise<PaymentRecord | undefined> {
      return payments.find(paymentId);
    },

    /** The provider's report: paid or declined. Applied once; a paid payment stays paid. */
    async settle(paymentId: string, outcome: 'success' | 'failure'): Promise<SettleResult> {
      const now = clock().toISOString();
      // The order's move is announced once the payment and the move are committed together (a
      // prepaid order's confirmation message goes then, never for a payment rolled back).
      const moved: OrderChange[] = [];
      const result = await payments.transaction(async (trx) => {
        const payment = await payments.find(paymentId, trx);
        if (!payment) return null;
        if (payment.status === 'SUCCESS') return payment;
        const status: PaymentStatus = outcome === 'success' ? 'SUCCESS' : 'FAILURE';
        // Only from the status just read: of two reports racing, one applies.
        if (!(await payments.setStatus(paymentId, payment.status, status, now, trx))) return payment;
        // The order moves through its lifecycle machine (an order cancelled meanwhile stays so).
        await lifecycle.transition(payment.orderNo, { type: outcome === 'success' ? 'payment.succeeded' : 'payment.failed' }, now, trx, null, moved);
        return { ...payment, status };
      });
      lifecycle.announce(moved);
      return result ? { ok: true, payment: result, returnUrl: returnUrl(result.orderNo) } : { ok: false, reason: 'unknown' };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

export function toPaymentView(payment: PaymentRecord | undefined | null): OrderPaymentView | null {
  if (!payment) return null;
  return { paymentId: payment.id, status: payment.status, payUrl: payment.status === 'SUCCESS' ? null : payment.payUrl };
}
