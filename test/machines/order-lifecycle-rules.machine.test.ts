import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { LIFECYCLE_EVENT_FIELDS, NOT_MOVES, orderLifecycleMachine, statusOf, type LifecycleContext } from '../../machines/order-lifecycle.machine';
import { LIFECYCLE_EVENTS } from '../helpers/lifecycle-events';

/**
 * What the order lifecycle refuses and what the console reads of it, hand-written and apart from
 * the model-based file (its paths are generated at load from the machine itself, so a mutated
 * machine that cannot be walked fails that whole file before any test runs).
 */
describe('what the lifecycle refuses whatever the path', () => {
  const readBack = (value: string, context: Partial<LifecycleContext>) => orderLifecycleMachine.resolveState({ value, context: { cashOnDelivery: true, paymentStatus: 'WAITING', carrier: null, trackingNo: null, heldForCall: false, ...context } });

  it('does not dispatch an order without a carrier, or with a carrier of spaces only', () => {
    const waiting = readBack('PENDING_DELIVER', {});
    expect(waiting.can({ type: 'order.dispatch', carrier: '', trackingNo: '630012345678' })).toBe(false);
    expect(waiting.can({ type: 'order.dispatch', carrier: '  ', trackingNo: '630012345678' })).toBe(false);
    expect(waiting.can({ type: 'order.dispatch', carrier: 'tcat', trackingNo: '' })).toBe(false);
    expect(waiting.can({ type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' })).toBe(true);
  });

  it('takes no provider payment for a cash-on-delivery order, even one read back as waiting for payment', () => {
    const stored = readBack('PENDING_PAYMENT', { cashOnDelivery: true });
    expect(stored.can({ type: 'payment.succeeded' })).toBe(false);
    expect(stored.can({ type: 'payment.failed' })).toBe(false);
    expect(stored.can({ type: 'order.cancel', by: 'shopper' })).toBe(true);
  });

  it('finishes a closed order for good', () => {
    const actor = createActor(orderLifecycleMachine, { input: { cashOnDelivery: true } }).start();
    actor.send({ type: 'order.cancel', by: 'shop' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('what the console asks an agent for', () => {
  it('asks for exactly what each event carries besides its type (the shopper or shop cancelling, the carrier and tracking number, the return)', () => {
    expect(Object.keys(LIFECYCLE_EVENT_FIELDS).sort()).toEqual([...new Set(LIFECYCLE_EVENTS.map((event) => event.type))].sort());
    for (const event of LIFECYCLE_EVENTS) expect([...LIFECYCLE_EVENT_FIELDS[event.type]].sort(), event.type).toEqual(Object.keys(event).filter((key) => key !== 'type').sort());
  });

  it('counts every event as a move of the order but a confirmed call', () => {
    expect(NOT_MOVES).toEqual(['call.confirm']);
  });
});

describe('a stored status', () => {
  it('is never read from anything but a lifecycle state: not from the start before an order is placed, nor from nothing', () => {
    for (const value of ['placed', null, undefined, 42, {}, { PENDING_DELIVER: 'x' }]) expect(() => statusOf(value), JSON.stringify(value)).toThrow(/no order status/);
  });
});
