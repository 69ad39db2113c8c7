import { and, assign, setup } from 'xstate';
import type { OrderStatus, PaymentStatus } from '../src/domain/order';

/**
 * An order's life (spec §4 lists the statuses, not the transitions; these are ours). Every status
 * change on the server goes through this machine and is recorded with its cause.
 *
 *   PENDING_PAYMENT ──payment.succeeded──▶ PENDING_DELIVER ──order.dispatch──▶ ALREADY_DELIVER.inTransit
 *     │  └─payment.failed (stays, FAILURE; the shopper may pay again)          │  ├─order.outForDelivery──▶ ALREADY_DELIVER.outForDelivery
 *     │                                                                        │  ├─order.refuse──▶ ORDER_CLOSE            (from both)
 *     └─order.cancel──▶ ORDER_CLOSE ◀──order.cancel── PENDING_DELIVER           └─order.deliver──▶ ALREADY_DELIVER.delivered (from both)
 *                                                                               delivered ──order.complete──▶ ORDER_COMPLETED
 *                                                                               delivered ──return.receive──▶ ORDER_CLOSE
 *                                                                         ORDER_COMPLETED ──return.receive──▶ ORDER_CLOSE
 *
 * Out for delivery (the courier's van has the parcel today) is a step inside ALREADY_DELIVER: the
 * stored status stays ALREADY_DELIVER (spec §4's statuses are fixed); the server keeps when it
 * happened (`out_for_delivery_at`) so the state is read back.
 *
 * Payment: a prepaid order is paid through its provider (payment.succeeded / payment.failed);
 * a cash-on-delivery order is paid when delivered, and its payment fails when refused at the door.
 * Cancelling is for orders not yet dispatched: by the shopper or by the shop. A completed order
 * can still come back within its return period (counted from delivery), which closes it.
 *
 * A risky order the site holds for a call (`heldForCall`, issue 16) is not dispatched until the
 * shop's call with the shopper confirms it: `call.confirm` (sent when a call outcome `confirmed`
 * is recorded) releases the hold; it changes no status and is not a move of the order's history.
 */
export type LifecycleEvent =
  | { type: 'payment.succeeded' }
  | { type: 'payment.failed' }
  | { type: 'order.cancel'; by: 'shopper' | 'shop' }
  | { type: 'order.dispatch'; carrier: string; trackingNo: string }
  | { type: 'order.outForDelivery' }
  | { type: 'order.deliver' }
  | { type: 'order.refuse' }
  | { type: 'order.complete' }
  | { type: 'return.receive'; returnId: string }
  | { type: 'call.confirm' };

/** What each event carries besides its type (the console asks an agent for these; `by` it fills itself). */
export const LIFECYCLE_EVENT_FIELDS: { [K in LifecycleEvent['type']]: readonly Exclude<keyof Extract<LifecycleEvent, { type: K }>, 'type'>[] } = {
  'payment.succeeded': [],
  'payment.failed': [],
  'order.cancel': ['by'],
  'order.dispatch': ['carrier', 'trackingNo'],
  'order.outForDelivery': [],
  'order.deliver': [],
  'order.refuse': [],
  'order.complete': [],
  'return.receive': ['returnId'],
  'call.confirm': [],
};

/** Events that are not an agent's move of the order: `call.confirm` comes from recording a call's outcome. */
export const NOT_MOVES: readonly LifecycleEvent['type'][] = ['call.confirm'];

export interface LifecycleContext {
  /** Cash on delivery is paid at the door; other methods through a provider first. */
  cashOnDelivery: boolean;
  paymentStatus: PaymentStatus;
  carrier: string | null;
  trackingNo: string | null;
  /** Held until the shop's call confirms it: not dispatched meanwhile. */
  heldForCall: boolean;
}

/** A new order's way of paying, and whether the site holds it for a call (left out: not held). */
export type LifecycleInput = Pick<LifecycleContext, 'cashOnDelivery'> & { heldForCall?: boolean };

export const orderLifecycleMachine = setup({
  // Stryker disable next-line ObjectLiteral: types are for TypeScript only, nothing of them runs
  types: { context: {} as LifecycleContext, events: {} as LifecycleEvent, input: {} as LifecycleInput },
  actions: {
    paid: assign({ paymentStatus: 'SUCCESS' as PaymentStatus }),
    paymentFailed: assign({ paymentStatus: 'FAILURE' as PaymentStatus }),
    setShipment: assign({
      // Stryker disable next-line ConditionalExpression: setShipment runs on order.dispatch only: the check narrows the event's type
      carrier: ({ event, context }) => (event.type === 'order.dispatch' ? event.carrier : context.carrier),
      // Stryker disable next-line ConditionalExpression: as above
      trackingNo: ({ event, context }) => (event.type === 'order.dispatch' ? event.trackingNo : context.trackingNo),
    }),
    releaseHold: assign({ heldForCall: false }),
  },
  guards: {
    isPrepaid: ({ context }) => !context.cashOnDelivery,
    isCashOnDelivery: ({ context }) => context.cashOnDelivery,
    hasShipment: ({ event }) => event.type === 'order.dispatch' && event.carrier.trim() !== '' && event.trackingNo.trim() !== '',
    isHeldForCall: ({ context }) => context.heldForCall,
    isNotHeldForCall: ({ context }) => !context.heldForCall,
  },
}).createMachine({
  id: 'orderLifecycle',
  context: ({ input }) => ({ cashOnDelivery: input.cashOnDelivery, paymentStatus: 'WAITING', carrier: null, trackingNo: null, heldForCall: input.heldForCall ?? false }),
  initial: 'placed',
  states: {
    // Where a new order starts: waiting for its payment, or (cash on delivery) for the warehouse.
    placed: {
      always: [{ guard: 'isCashOnDelivery', target: 'PENDING_DELIVER' }, { target: 'PENDING_PAYMENT' }],
    },
    PENDING_PAYMENT: {
      on: {
        'payment.succeeded': { guard: 'isPrepaid', target: 'PENDING_DELIVER', actions: 'paid' },
        'payment.failed': { guard: 'isPrepaid', target: 'PENDING_PAYMENT', actions: 'paymentFailed' },
        'order.cancel': 'ORDER_CLOSE',
        'call.confirm': { guard: 'isHeldForCall', actions: 'releaseHold' },
      },
    },
    PENDING_DELIVER: {
      on: {
        'order.dispatch': { guard: and(['hasShipment', 'isNotHeldForCall']), target: 'ALREADY_DELIVER', actions: 'setShipment' },
        'order.cancel': 'ORDER_CLOSE',
        'call.confirm': { guard: 'isHeldForCall', actions: 'releaseHold' },
      },
    },
    ALREADY_DELIVER: {
      initial: 'inTransit',
      states: {
        inTransit: {
          on: {
            'order.outForDelivery': 'outForDelivery',
            'order.deliver': [{ guard: 'isCashOnDelivery', target: 'delivered', actions: 'paid' }, { target: 'delivered' }],
            'order.refuse': [{ guard: 'isCashOnDelivery', target: '#orderLifecycle.ORDER_CLOSE', actions: 'paymentFailed' }, { target: '#orderLifecycle.ORDER_CLOSE' }],
          },
        },
        // On the courier's van today: delivered or refused at the door next, as from in transit.
        outForDelivery: {
          on: {
            'order.deliver': [{ guard: 'isCashOnDelivery', target: 'delivered', actions: 'paid' }, { target: 'delivered' }],
            'order.refuse': [{ guard: 'isCashOnDelivery', target: '#orderLifecycle.ORDER_CLOSE', actions: 'paymentFailed' }, { target: '#orderLifecycle.ORDER_CLOSE' }],
          },
        },
        delivered: {
          on: {
            'order.complete': '#orderLifecycle.ORDER_COMPLETED',
            'return.receive': '#orderLifecycle.ORDER_CLOSE',
          },
        },
      },
    },
    ORDER_COMPLETED: {
      on: { 'return.receive': 'ORDER_CLOSE' },
    },
    ORDER_CLOSE: { type: 'final' },
  },
});

/** The stored status of a lifecycle state value. */
export function statusOf(value: unknown): OrderStatus {
  if (typeof value === 'string' && value !== 'placed') return value as OrderStatus;
  if (typeof value === 'object' && value !== null && 'ALREADY_DELIVER' in value) return 'ALREADY_DELIVER';
  throw new Error(`no order status for ${JSON.stringify(value)}`);
}

export type DeliveryStep = 'inTransit' | 'outForDelivery' | 'delivered';

/**
 * The state value of a stored order (`delivered`: it has a delivery time; `outForDelivery`: it has
 * a time it went out for delivery, left out by orders and histories from before that step).
 */
export function valueOf(status: OrderStatus, delivered: boolean, outForDelivery = false): string | { ALREADY_DELIVER: DeliveryStep } {
  if (status !== 'ALREADY_DELIVER') return status;
  return { ALREADY_DELIVER: delivered ? 'delivered' : outForDelivery ? 'outForDelivery' : 'inTransit' };
}
