/**
 * Order statuses (spec §4). How an order moves between them is the order lifecycle's business.
 * In a file of their own (no schema library, no zone data) so the back office loads them alone.
 */
export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PENDING_DELIVER', 'ALREADY_DELIVER', 'ORDER_COMPLETED', 'ORDER_CLOSE'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['WAITING', 'SUCCESS', 'FAILURE'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a call to the shopper about an order went (the console records it with who and when). */
export const CALL_OUTCOMES = ['confirmed', 'noAnswer', 'wrongNumber', 'refused'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
