import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { orderLifecycleMachine, statusOf, type LifecycleEvent } from '../../../../machines/order-lifecycle.machine';
import type { OrderView } from '../../../../src/domain/order';
import { transitionOrder } from '../../../helpers/services';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { machinePaths } from '../../../helpers/model-paths';
import { ENGINES, HOSTS, lookup, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { LIFECYCLE_EVENTS } from '../../../helpers/lifecycle-events';

type Snapshot = SnapshotFrom<typeof orderLifecycleMachine>;
const serializeState = (snapshot: Snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });
const at = () => new Date().toISOString();

describe.each(ENGINES)('order statuses on the server (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const place = async (paymentMethod: 'cod' | 'card' = 'cod') => (await postOrder(test, twOrder({ paymentMethod }))).json<{ data: OrderView }>().data.orderNo;
  const stored = (orderNo: string) =>
    test.database.db.selectFrom('orders').select(['status', 'payment_status', 'paid_amount', 'total', 'carrier', 'tracking_no', 'delivered_at']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const history = (orderNo: string) => test.database.db.selectFrom('order_status_history').selectAll().where('order_no', '=', orderNo).orderBy('seq').execute();
  const apply = (orderNo: string, event: LifecycleEvent) => transitionOrder(test.database.db, orderNo, event, at());

  describe.each([
    ['cash on delivery', 'cod'],
    ['card', 'card'],
  ] as const)('a %s order', (_name, paymentMethod) => {
    // Every state the machine reaches, by its shortest path from a new order.
    const { paths } = machinePaths(orderLifecycleMachine, { events: LIFECYCLE_EVENTS, input: { cashOnDelivery: paymentMethod === 'cod' }, serializeState, cover: 'states' });

    it.each(paths.map((path) => [path.description, path] as const))('reached by %s, takes every event the machine allows there and refuses every other, unchanged', async (_description, path) => {
      const reach = async () => {
        const orderNo = await place(paymentMethod);
        for (const step of path.steps.slice(1)) expect((await apply(orderNo, step.event)).ok, step.event.type).toBe(true);
        return orderNo;
      };
      const orderNo = await reach();
      const row = await stored(orderNo);
      expect(row.status).toBe(statusOf(path.state.value));
      expect(row.payment_status).toBe(path.state.context.paymentStatus);
      expect((await history(orderNo)).map((entry) => entry.cause)).toEqual(['order.placed', ...path.steps.slice(1).map((step) => step.event.type)]);

      for (const event of LIFECYCLE_EVENTS) {
        if (path.state.can(event)) {
          // Taken, on an order of its own in this state: the stored order is where the machine goes.
          const fresh = await reach();
          const result = await apply(fresh, event);
          const expected = createActor(orderLifecycleMachine, { input: { cashOnDelivery: paymentMethod === 'cod' }, snapshot: path.state }).start();
          expected.send(event);
          expect(result).toEqual({ ok: true, status: statusOf(expected.getSnapshot().value), paymentStatus: expected.getSnapshot().context.paymentStatus });
          const after = await history(fresh);
          expect(after.at(-1)).toMatchObject({ cause: event.type, status: result.ok && result.status });
        } else {
          const before = [await stored(orderNo), (await history(orderNo)).length];
          expect(await apply(orderNo, event), event.type).toEqual({ ok: false, reason: 'notAllowed' });
          expect([await stored(orderNo), (await history(orderNo)).length]).toEqual(before);
        }
      }
    });
  });

  it('records the shipment with its dispatch, the delivery time, and a cash payment collected at the door', async () => {
    const orderNo = await place('cod');
    await apply(orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' });
    await apply(orderNo, { type: 'order.deliver' });
    const row = await stored(orderNo);
    expect(row).toMatchObject({ status: 'ALREADY_DELIVER', payment_status: 'SUCCESS', carrier: 'tcat', tracking_no: '630012345678', paid_amount: row.total });
    expect(row.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await history(orderNo))[1]!.detail).toBe(JSON.stringify({ carrier: 'tcat', trackingNo: '630012345678' }));
  });

  it('answers an order that does not exist as not found', async () => {
    expect(await apply('TW0000000000ZZ', { type: 'order.deliver' })).toEqual({ ok: false, reason: 'notFound' });
  });

  describe('under concurrent changes', () => {
    it('lets exactly one of a shopper’s cancellation and the shop’s dispatch win, every time', async () => {
      for (let round = 0; round < 8; round++) {
        const orderNo = await place('cod');
        const [cancelled, dispatched] = await Promise.all([
          test.app.inject({ method: 'POST', url: '/api/consumer/order/cancel', headers: { 'x-consumer-domain': HOSTS.tw }, payload: { orderNo, phone: '0912345678' } }),
          apply(orderNo, { type: 'order.dispatch', carrier: 'hct', trackingNo: `HCT${round}0000` }),
        ]);
        const cancelWon = cancelled.statusCode === 200;
        expect(cancelWon !== dispatched.ok, `round ${round}: one and only one`).toBe(true);
        if (!cancelWon) expect(cancelled.statusCode).toBe(409);
        const row = await stored(orderNo);
        expect(row.status).toBe(cancelWon ? 'ORDER_CLOSE' : 'ALREADY_DELIVER');
        expect((await history(orderNo)).map((entry) => entry.cause)).toEqual(['order.placed', cancelWon ? 'order.cancel' : 'order.dispatch']);
      }
    });

    it('records twenty simultaneous deliveries of one parcel as one', async () => {
      const orderNo = await place('cod');
      await apply(orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345679' });
      const results = await Promise.all(Array.from({ length: 20 }, () => apply(orderNo, { type: 'order.deliver' })));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok).every((result) => !result.ok && result.reason === 'notAllowed')).toBe(true);
      expect((await history(orderNo)).map((entry) => entry.cause)).toEqual(['order.placed', 'order.dispatch', 'order.deliver']);
    });

    it('never lets a refusal and a delivery racing at the door both happen', async () => {
      for (let round = 0; round < 8; round++) {
        const orderNo = await place('cod');
        await apply(orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: `63001234${round}` });
        const [delivered, refused] = await Promise.all([apply(orderNo, { type: 'order.deliver' }), apply(orderNo, { type: 'order.refuse' })]);
        expect(delivered.ok !== refused.ok).toBe(true);
        const row = await stored(orderNo);
        expect(row).toMatchObject(delivered.ok ? { status: 'ALREADY_DELIVER', payment_status: 'SUCCESS' } : { status: 'ORDER_CLOSE', payment_status: 'FAILURE', delivered_at: null });
        expect(await history(orderNo)).toHaveLength(3);
      }
    });
  });

  describe('the shopper cancelling', () => {
    const cancel = (body: object) => test.app.inject({ method: 'POST', url: '/api/consumer/order/cancel', headers: { 'x-consumer-domain': HOSTS.tw }, payload: body });

    it('cancels an order not yet dispatched with its phone number, and the order page shows who cancelled', async () => {
      const orderNo = await place('cod');
      const response = await cancel({ orderNo, phone: '0912 345 678' });
      expect(response.statusCode).toBe(200);
      const order = response.json<{ msg: string; data: OrderView }>();
      expect(order.msg).toBe(zhTW['order.cancelled']);
      expect(order.data).toMatchObject({ status: 'ORDER_CLOSE', allowed: { cancel: false, return: false }, totals: { closingAmount: 0 } });
      expect(order.data.history.at(-1)).toMatchObject({ cause: 'order.cancel', status: 'ORDER_CLOSE', detail: { by: 'shopper' } });
    });

    it('answers a wrong phone number exactly as the lookup answers an unknown order', async () => {
      const orderNo = await place('cod');
      const wrong = await cancel({ orderNo, phone: '0987654321' });
      const unknown = await lookup(test, { orderNo: 'TW00000000000A' });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).toBe(unknown.body);
      expect((await stored(orderNo)).status).toBe('PENDING_DELIVER');
    });

    it('refuses, in the shop’s language, an order already on its way', async () => {
      const orderNo = await place('cod');
      await apply(orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345670' });
      const response = await cancel({ orderNo, phone: '0912345678' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 1011, msg: zhTW['order.cannotCancel'] });
    });

    it('offers cancelling only in the full view of an order not yet dispatched', async () => {
      const orderNo = await place('card');
      const full = (await lookup(test, { orderNo, phone: '0912345678' })).json<{ data: OrderView }>().data;
      const masked = (await lookup(test, { orderNo })).json<{ data: OrderView }>().data;
      expect(full.allowed.cancel).toBe(true);
      expect(masked.allowed.cancel).toBe(false);
    });
  });
});
