import type { LifecycleEvent } from '../../machines/order-lifecycle.machine';

/** One of each event the order lifecycle knows (a confirmed call too), and a dispatch without its tracking number. */
export const LIFECYCLE_EVENTS: LifecycleEvent[] = [
  { type: 'payment.succeeded' },
  { type: 'payment.failed' },
  { type: 'order.cancel', by: 'shopper' },
  { type: 'order.cancel', by: 'shop' },
  { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' },
  { type: 'order.dispatch', carrier: 'tcat', trackingNo: ' ' },
  { type: 'order.outForDelivery' },
  { type: 'order.deliver' },
  { type: 'order.refuse' },
  { type: 'order.complete' },
  { type: 'return.receive', returnId: 'r-1' },
  { type: 'call.confirm' },
];
