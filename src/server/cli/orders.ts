import type { LifecycleEvent } from '../../../machines/order-lifecycle.machine';
import { normalizeOrderNumber } from '../../domain/order-number';
import type { WithShop } from './shop';

export const ORDERS_USAGE =
  'usage: npm run orders -- show <order no> | dispatch <order no> <carrier> <tracking no> | deliver <order no> | refuse <order no> | complete <order no> | cancel <order no>';

/** The shop moves an order on: every change goes through the order's lifecycle machine. */
export async function orders(withShop: WithShop, action: string, args: string[]): Promise<number> {
  const [orderNo, carrier, trackingNo] = args;
  const events: Record<string, LifecycleEvent | undefined> = {
    dispatch: carrier && trackingNo ? { type: 'order.dispatch', carrier, trackingNo } : undefined,
    deliver: { type: 'order.deliver' },
    refuse: { type: 'order.refuse' },
    complete: { type: 'order.complete' },
    cancel: { type: 'order.cancel', by: 'shop' },
  };
  if (!orderNo || (action !== 'show' && !events[action])) {
    console.error(ORDERS_USAGE);
    return 2;
  }
  return withShop(async ({ services }) => {
    const service = services.orders();
    const number = normalizeOrderNumber(orderNo);
    if (action === 'show') {
      const order = await service.show(number);
      if (!order) {
        console.error(`no order ${number}`);
        return 1;
      }
      console.log(`${order.orderNo}  ${order.status}  payment ${order.paymentStatus} (${order.paymentMethod})  total ${order.total} ${order.currency}`);
      if (order.carrier) console.log(`shipped with ${order.carrier}, tracking number ${order.trackingNo}${order.deliveredAt ? `, delivered ${order.deliveredAt}` : ''}`);
      for (const entry of order.history) console.log(`  ${entry.at}  ${entry.cause.padEnd(18)} -> ${entry.status} / ${entry.paymentStatus}${entry.detail ? `  ${entry.detail}` : ''}`);
      return 0;
    }
    const result = await service.advance(number, events[action]!);
    if (!result.ok) {
      const order = result.reason === 'notFound' ? undefined : await service.show(number);
      console.error(result.reason === 'notFound' ? `no order ${number}` : `cannot ${action} ${number}: it is ${order?.status ?? 'changing'}`);
      return 1;
    }
    console.log(`${number} is now ${result.status} (payment ${result.paymentStatus})`);
    return 0;
  });
}
