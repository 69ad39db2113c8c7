/**
 * A refund the shop records against a received return (issue 19 item 3): how much (an integer in
 * the order's currency's minor unit, at most what the order cost), how it was paid back, and the
 * reference that finds it again (a transfer's number, a receipt). One rule for the browser's form
 * and the server, which checks again.
 */
export const REFUND_METHODS = ['cash', 'bankTransfer', 'card', 'wallet', 'storeCredit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REFUND_REFERENCE_MAX = 100;
/** The shop's reply to a shopper's return request, as long as the shopper's own remark may be. */
export const RETURN_REPLY_MAX = 500;

export interface Refund {
  amount: number;
  method: RefundMethod;
  reference: string;
}

export type RefundProblem = 'amount' | 'method' | 'reference';

/** What is wrong with a refund for an order of `total` (minor units), or null when it may be recorded. */
export function refundProblem(refund: { amount: number; method: string; reference: string }, total: number): RefundProblem | null {
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0 || refund.amount > total) return 'amount';
  if (!(REFUND_METHODS as readonly string[]).includes(refund.method)) return 'method';
  const reference = refund.reference.trim();
  if (reference === '' || reference.length > REFUND_REFERENCE_MAX) return 'reference';
  return null;
}
