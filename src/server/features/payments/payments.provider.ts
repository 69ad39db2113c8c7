import type { PaymentMethod } from '../../../domain/zones';

/**
 * A payment provider takes prepaid orders (card, online payment, Korean local card) to its hosted
 * payment page and tells us how the payment ended.
 *
 * To plug in a real provider (Stripe, ECPay, NewebPay, Toss, ...): implement `start` with the
 * provider's "create payment / checkout session" call, returning its hosted page's URL, and have
 * its notification (webhook) route verify the provider's signature and call
 * `PaymentService.settle(paymentId, outcome)`. Register it in `src/server/app.ts`.
 */
export interface StartPayment {
  paymentId: string;
  orderNo: string;
  method: PaymentMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** Where the provider sends the shopper back when the payment page is done. */
  returnUrl: string;
}

export interface PaymentProvider {
  readonly name: string;
  start(payment: StartPayment): Promise<{ payUrl: string; reference: string }>;
}

/**
 * The built-in sandbox provider: a hosted payment page served by this server, where the shopper
 * (or a tester) chooses to pay or to decline. Nothing is charged. It behaves like a real
 * provider's page: a separate page, a redirect back, an outcome reported to the server.
 */
export const SANDBOX_PATH = '/pay/sandbox';

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async start(payment) {
      return { payUrl: `${SANDBOX_PATH}/${encodeURIComponent(payment.paymentId)}`, reference: `sandbox-${payment.paymentId}` };
    },
  };
}
