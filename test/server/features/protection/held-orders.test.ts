import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, BulkOrdersAnswer, TrackingImportAnswer } from '../../../../src/domain/contracts/admin-orders';
import { ENGINES, placeTwOrder, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

/** Orders the site held for a call (a flagged order placed with `protection.holdRiskyForCall`). */
describe.each(ENGINES)('an order held for a call is not dispatched until a call confirms it (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;

  const placeHeld = async (name: string, phone: string) => {
    const orderNo = await placeTwOrder(test, name, phone, 'cod');
    await test.database.db.updateTable('orders').set({ held_for: 'call', report_flag: 'risk' }).where('order_no', '=', orderNo).execute();
    return orderNo;
  };
  const read = async (orderNo: string) => (await adminCall(test, support, 'GET', `/admin/api/orders/${orderNo}`)).json<{ data: AdminOrder }>().data;
  const dispatch = (orderNo: string, trackingNo: string) => adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.dispatch', carrier: 'tcat', trackingNo });
  const call = (orderNo: string, outcome: string) => adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/calls`, { outcome });
  const bulk = async (body: unknown) => (await adminCall(test, support, 'POST', '/admin/api/orders/bulk', body)).json<BulkOrdersAnswer>();

  beforeAll(async () => {
    ({ test, support } = await startWithOwnerAndSupport(engine));
  });
  afterAll(() => test.close());

  it('answers 409 with the reason, offers no dispatch button, and changes nothing', async () => {
    const held = await placeHeld('陳一', '0915 000 001');
    const shown = await read(held);
    expect(shown.risk?.heldForCall).toBe(true);
    expect(shown.lifecycle.allowedEvents.map((event) => event.type)).not.toContain('order.dispatch');
    expect(shown.lifecycle.allowedEvents.map((event) => event.type)).toContain('order.cancel');
    const refused = await dispatch(held, 'HELD0001');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ msg: expect.stringMatching(/held for a call/), data: { problem: 'heldForCall', state: 'PENDING_DELIVER' } });
    expect(await read(held)).toMatchObject({ status: 'PENDING_DELIVER', shipment: null });
  });

  it('stays held after a call that does not confirm, and is dispatched once a call confirms it', async () => {
    const held = await placeHeld('陳二', '0915 000 002');
    expect((await call(held, 'noAnswer')).statusCode).toBe(200);
    expect((await dispatch(held, 'HELD0002')).statusCode).toBe(409);
    const confirmed = (await call(held, 'confirmed')).json<{ data: AdminOrder }>().data;
    expect(confirmed.risk?.heldForCall).toBe(false);
    expect(confirmed.lifecycle.allowedEvents.map((event) => event.type)).toContain('order.dispatch');
    const sent = await dispatch(held, 'HELD0002');
    expect(sent.statusCode, sent.body).toBe(200);
    const dispatched = sent.json<{ data: AdminOrder }>().data;
    expect(dispatched).toMatchObject({ status: 'ALREADY_DELIVER', shipment: { carrier: 'tcat', trackingNo: 'HELD0002' } });
    // The release is a call, not a move: the history replays as every other order's.
    expect(dispatched.lifecycle.history.map((move) => [move.event, move.to])).toEqual([
      ['order.placed', 'PENDING_DELIVER'],
      ['order.dispatch', 'ALREADY_DELIVER.inTransit'],
    ]);
    expect(dispatched.calls.map((entry) => entry.outcome).sort()).toEqual(['confirmed', 'noAnswer']);
  });

  it('answers 409 for each held order of a bulk dispatch, dispatches the others, and dispatches the held ones after a bulk confirmation', async () => {
    const first = await placeHeld('林一', '0915 100 001');
    const free = await placeTwOrder(test, '林二', '0915 100 002', 'cod');
    const second = await placeHeld('林三', '0915 100 003');
    const orders = [
      { orderNo: first, trackingNo: 'BULK0001' },
      { orderNo: free, trackingNo: 'BULK0002' },
      { orderNo: second, trackingNo: 'BULK0003' },
    ];
    const answer = await bulk({ action: 'dispatch', carrier: 'tcat', orders });
    expect(answer.results.map((result) => [result.orderNo, result.status, result.problem])).toEqual([
      [first, 409, 'heldForCall'],
      [free, 200, null],
      [second, 409, 'heldForCall'],
    ]);
    expect(answer.results[0]?.message).toMatch(/held for a call/);
    expect((await read(first)).status).toBe('PENDING_DELIVER');
    const confirmed = await bulk({ action: 'confirm', orders: [{ orderNo: first }, { orderNo: second }] });
    expect(confirmed.results.map((result) => result.status)).toEqual([200, 200]);
    const again = await bulk({ action: 'dispatch', carrier: 'tcat', orders: [orders[0], orders[2]] });
    expect(again.results.map((result) => result.status)).toEqual([200, 200]);
  });

  it('lists a held order of a courier’s file as refused with the reason, and dispatches the rest', async () => {
    const held = await placeHeld('黃一', '0915 200 001');
    const free = await placeTwOrder(test, '黃二', '0915 200 002', 'cod');
    const answer = await adminCall(test, support, 'POST', '/admin/api/orders/tracking', { csv: `order_no,tracking_no\n${held},FILE0001\n${free},FILE0002\n`, carrier: 'tcat' });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json<{ data: TrackingImportAnswer }>().data;
    expect(data.dispatched.map((line) => line.orderNo)).toEqual([free]);
    expect(data.refused).toEqual([expect.objectContaining({ line: 2, orderNo: held, problem: 'heldForCall', message: expect.stringMatching(/held for a call/) })]);
  });
});
