import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardView } from '../../../../src/domain/contracts/admin-dashboard';
import type { AdminOrder } from '../../../../src/domain/contracts/admin-orders';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';

describe.each(ENGINES)('the owner’s dashboard (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  let tw: string;
  const today = new Date().toISOString().slice(0, 10);
  const orders: string[] = [];

  const move = async (orderNo: string, body: Record<string, unknown>) => {
    const answer = await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, body);
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const dashboard = async (query: string, session: AdminSession = owner) => {
    const answer = await adminCall(test, session, 'GET', `/admin/api/dashboard${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ data: DashboardView }>().data;
  };

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner, support } = await ownerAndSupport(test));
    tw = (await test.database.db.selectFrom('sites').select('id').where('host', '=', HOSTS.tw).executeTakeFirstOrThrow()).id;
    for (let i = 0; i < 4; i++) {
      const answer = await postOrder(test, twOrder());
      expect(answer.statusCode, answer.body).toBe(200);
      orders.push(answer.json<{ data: { orderNo: string } }>().data.orderNo);
    }
    const [delivered, refused, cancelled] = orders;
    const confirm = await adminCall(test, support, 'POST', `/admin/api/orders/${delivered}/calls`, { outcome: 'confirmed' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // A second confirming call of the same order is not a second confirmed order.
    await adminCall(test, support, 'POST', `/admin/api/orders/${delivered}/calls`, { outcome: 'confirmed' });
    await move(delivered!, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '900000001' });
    await move(delivered!, { type: 'order.outForDelivery' });
    await move(delivered!, { type: 'order.deliver' });
    await move(refused!, { type: 'order.dispatch', carrier: 'hct', trackingNo: '900000002' });
    await move(refused!, { type: 'order.refuse' });
    await move(cancelled!, { type: 'order.cancel' });
  });
  afterAll(() => test.close());

  it('counts the period’s orders placed, confirmed by a call, dispatched, out for delivery, delivered, refused at the door and cancelled, and the cash collected', async () => {
    const view = await dashboard(`?siteId=${tw}&from=${today}&to=${today}`);
    const delivered = (await adminCall(test, owner, 'GET', `/admin/api/orders/${orders[0]}`)).json<{ data: AdminOrder }>().data;
    expect(view.totals).toEqual({ placed: 4, confirmed: 1, dispatched: 2, outForDelivery: 1, delivered: 1, refused: 1, cancelled: 1, cashCollected: delivered.totals.total });
    expect(view.currency).toBe('TWD');
    expect(view.days).toEqual([{ day: today, ...view.totals }]);
  });

  it('splits the figures by courier (from the dispatch on) and by zone', async () => {
    const view = await dashboard(`?siteId=${tw}&from=${today}&to=${today}`);
    expect(view.couriers).toEqual([
      { carrier: 'hct', placed: 0, confirmed: 0, dispatched: 1, outForDelivery: 0, delivered: 0, refused: 1, cancelled: 0, cashCollected: 0 },
      { carrier: 'tcat', placed: 0, confirmed: 0, dispatched: 1, outForDelivery: 1, delivered: 1, refused: 0, cancelled: 0, cashCollected: view.totals.cashCollected },
    ]);
    expect(view.zones).toHaveLength(1);
    expect(view.zones[0]).toMatchObject({ placed: 4, refused: 1 });
  });

  it('agrees with the order pages’ history', async () => {
    const histories = await Promise.all(orders.map(async (orderNo) => (await adminCall(test, owner, 'GET', `/admin/api/orders/${orderNo}`)).json<{ data: AdminOrder }>().data.lifecycle.history));
    const moves = histories.flat().map((entry) => entry.event);
    expect(moves.filter((event) => event === 'order.placed')).toHaveLength(4);
    const view = await dashboard(`?siteId=${tw}&from=${today}&to=${today}`);
    expect(moves.filter((cause) => cause === 'order.dispatch')).toHaveLength(view.totals.dispatched);
    expect(moves.filter((cause) => cause === 'order.outForDelivery')).toHaveLength(view.totals.outForDelivery);
    expect(moves.filter((cause) => cause === 'order.refuse')).toHaveLength(view.totals.refused);
  });

  it('shows zeros for every day of a period without orders, with the funnel of the same period', async () => {
    const view = await dashboard(`?siteId=${tw}&from=2001-02-27&to=2001-03-01`, support);
    expect(view.days.map((day) => day.day)).toEqual(['2001-02-27', '2001-02-28', '2001-03-01']);
    expect(view.totals.placed).toBe(0);
    expect(view.funnel).toMatchObject({ siteId: tw, from: '2001-02-27', to: '2001-03-01', sessions: 0 });
    expect(view.funnel.graph.id).toBe('checkout');
  });

  it('refuses an unknown site (404), a period backwards or malformed (400), and a stranger (401)', async () => {
    expect((await adminCall(test, owner, 'GET', `/admin/api/dashboard?siteId=nope&from=${today}&to=${today}`)).statusCode).toBe(404);
    expect((await adminCall(test, owner, 'GET', `/admin/api/dashboard?siteId=${tw}&from=${today}&to=2000-01-01`)).statusCode).toBe(400);
    expect((await adminCall(test, owner, 'GET', `/admin/api/dashboard?siteId=${tw}&from=yesterday&to=${today}`)).statusCode).toBe(400);
    expect((await adminCall(test, null, 'GET', `/admin/api/dashboard?siteId=${tw}&from=${today}&to=${today}`)).statusCode).toBe(401);
  });
});
