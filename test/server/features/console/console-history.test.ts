import { describe, expect, it } from 'vitest';
import { lifecycleView, stateOf } from '../../../../src/server/features/console/console.lifecycle';
import { courierStatus } from '../../../../src/server/features/console/console.courier-status';

const row = (seq: number, cause: string, status: string, payment = 'WAITING') => ({ seq, status, payment_status: payment, cause, created_at: `2026-11-1${seq}T08:00:00.000Z`, detail: null, actor: null });
const inTransit = { status: 'ALREADY_DELIVER', paymentStatus: 'WAITING', paymentMethod: 'cod', deliveredAt: null, carrier: 'tcat', trackingNo: 'T1', version: 3 };
const steps = (history: ReturnType<typeof row>[], order: Parameters<typeof lifecycleView>[0] = inTransit) => lifecycleView(order, 1, history).history.map((move) => `${move.from ?? '∅'} -> ${move.to}`);

describe('an order’s lifecycle history on the console', () => {
  it('replays a history from before out for delivery as it always did: in transit, then delivered', () => {
    expect(steps([row(1, 'order.placed', 'PENDING_DELIVER'), row(2, 'order.dispatch', 'ALREADY_DELIVER'), row(3, 'order.deliver', 'ALREADY_DELIVER', 'SUCCESS')])).toEqual([
      '∅ -> PENDING_DELIVER',
      'PENDING_DELIVER -> ALREADY_DELIVER.inTransit',
      'ALREADY_DELIVER.inTransit -> ALREADY_DELIVER.delivered',
    ]);
  });

  it('replays going out for delivery as its own step, then refused at the door', () => {
    expect(steps([row(1, 'order.placed', 'PENDING_DELIVER'), row(2, 'order.dispatch', 'ALREADY_DELIVER'), row(3, 'order.outForDelivery', 'ALREADY_DELIVER'), row(4, 'order.refuse', 'ORDER_CLOSE', 'FAILURE')])).toEqual([
      '∅ -> PENDING_DELIVER',
      'PENDING_DELIVER -> ALREADY_DELIVER.inTransit',
      'ALREADY_DELIVER.inTransit -> ALREADY_DELIVER.outForDelivery',
      'ALREADY_DELIVER.outForDelivery -> ORDER_CLOSE',
    ]);
  });

  it('reads a stored order out for delivery back to that state, and offers delivery and refusal from there only', () => {
    const out = { ...inTransit, outForDeliveryAt: '2026-11-13T08:00:00.000Z' };
    expect(stateOf(inTransit)).toBe('ALREADY_DELIVER.inTransit');
    expect(stateOf(out)).toBe('ALREADY_DELIVER.outForDelivery');
    expect(stateOf({ ...out, deliveredAt: '2026-11-14T08:00:00.000Z' })).toBe('ALREADY_DELIVER.delivered');
    expect(lifecycleView(out, 1, []).allowedEvents.map((event) => event.type).sort()).toEqual(['order.deliver', 'order.refuse']);
  });
});

describe('a courier’s status cell', () => {
  it.each([
    ['Out for delivery', 'order.outForDelivery'],
    ['配送中', 'order.outForDelivery'],
    ['W doręczeniu', 'order.outForDelivery'],
    ['DELIVERED', 'order.deliver'],
    ['已送達', 'order.deliver'],
    ['Doręczono', 'order.deliver'],
    ['refused', 'order.refuse'],
    ['拒收', 'order.refuse'],
    ['Odmowa przyjęcia', 'order.refuse'],
    ['', null],
    ['in transit', null],
    // The generic export's own status column, given back as it was.
    ['PENDING_DELIVER', null],
    ['ALREADY_DELIVER', null],
  ])('reads “%s” as %s', (cell, event) => {
    expect(courierStatus(cell)).toBe(event);
  });

  it('reads a word it does not know as no status at all (the line is refused)', () => {
    expect(courierStatus('lost')).toBeUndefined();
  });
});
