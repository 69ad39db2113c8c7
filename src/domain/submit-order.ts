import type { OrderLine } from './pricing';
import type { PickupStore } from './order';
import type { RecipientInput } from './recipient-fields';
import type { DeliveryMethod, PaymentMethod } from './zones';

/**
 * The contract between the checkout machine and whatever places the order (the browser's API
 * call, a test double): what goes in, and how a failure is told apart.
 */
export interface SubmitOrderInput {
  idempotencyKey: string;
  productId: string;
  lines: OrderLine[];
  recipient: RecipientInput;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  store: PickupStore | null;
  expectedTotal: number;
  /** The received coupon the total takes off, if any. */
  couponId?: string | null;
  /** The token of the link the shopper came in by (`/{token}/{id}`). */
  attribution?: string | null;
  /** The phone's verification token, where the site asks for one. */
  verificationToken?: string | null;
}

/**
 * `network`: no answer (retry with the same key). `rejected`: the server said no (fix first).
 * `verify`: the site asks for the phone to be verified first (a one-time code), then the same order.
 */
export type SubmitFailure = { kind: 'network' | 'rejected' | 'verify'; message: string; fieldErrors?: Record<string, { key: string }> };

export class SubmitOrderError extends Error {
  constructor(readonly failure: SubmitFailure) {
    super(failure.message);
  }
}
