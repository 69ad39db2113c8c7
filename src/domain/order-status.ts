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

/**
 * The words for an order's status and its payment, in one place, from its lifecycle state (the
 * order-lifecycle machine's ALREADY_DELIVER.delivered is a parcel with a delivery time,
 * .outForDelivery one whose history went out for delivery): a delivered parcel reads "Delivered",
 * as its history does, not "Shipped"; one on the courier's van "Out for delivery"; a cancelled order that
 * was never paid has nothing to pay, not "waiting for payment". Message keys. Here, not in
 * order.ts, so the shopper's order pages load it without order.ts's schemas (zod, 25 KB gzip).
 */
export function statusWords(order: { status: OrderStatus; paymentStatus: PaymentStatus; deliveredAt: string | null; history?: readonly { cause: string }[] }): { status: string; payment: string } {
  return {
    status: order.status === 'ALREADY_DELIVER' ? (order.deliveredAt ? 'status.delivered' : isOutForDelivery(order) ? 'status.outForDelivery' : 'status.ALREADY_DELIVER') : `status.${order.status}`,
    payment: order.status === 'ORDER_CLOSE' && order.paymentStatus !== 'SUCCESS' ? 'paymentStatus.none' : `paymentStatus.${order.paymentStatus}`,
  };
}

/** A parcel on the courier's van today (ALREADY_DELIVER.outForDelivery): its history has that move. */
function isOutForDelivery(order: { history?: readonly { cause: string }[] }): boolean {
  // Stryker disable next-line ArrayDeclaration: an order without its history has nothing on the van, whatever the stand-in list holds
  return (order.history ?? []).some((entry) => entry.cause === 'order.outForDelivery');
}
