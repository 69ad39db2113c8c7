import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../../src/domain/contracts/admin-orders';
import { ENGINES, placeTwOrder, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

const FOREIGN = { origin: 'https://evil.example' };

describe.each(ENGINES)('the support console (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  let chen: string;
  let lin: string;

  const place = (name: string, phone: string, paymentMethod: 'cod' | 'card' = 'cod') => placeTwOrder(test, name, phone, paymentMethod);
  const list = async (query: string, session: AdminSession = support) => {
    const answer = await adminCall(test, session, 'GET', `/admin/api/orders${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ items: { orderNo: string; status: string; paymentStatus: string }[]; total: number; nextCursor: string | null; data: unknown }>();
  };
  const read = async (orderNo: string) => (await adminCall(test, support, 'GET', `/admin/api/orders/${orderNo}`)).json<{ data: AdminOrder }>().data;

  beforeAll(async () => {
    ({ test, owner, support } = await startWithOwnerAndSupport(engine));
    chen = await place('陳美玲', '0912-345-678');
    lin = await place('林志明', '0987 654 321', 'card');
  });
  afterAll(() => test.close());

  it('lists orders newest first with their number, status and payment status, and how many match', async () => {
    const page = await list('');
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.orderNo)).toEqual([lin, chen]);
    expect(page.items[0]).toMatchObject({ orderNo: lin, status: 'PENDING_PAYMENT', paymentStatus: 'WAITING' });
    // The same answer in the envelope, for the back office's client.
    expect(page.data).toMatchObject({ items: page.items, total: 2 });
  });

  it.each([
    ['national, with dashes', '0912-345-678'],
    ['national, with spaces', '0912 345 678'],
    ['national, plain', '0912345678'],
    ['+886, plain', '+886912345678'],
    ['+886, with spaces', '+886 912 345 678'],
    ['00886', '00886912345678'],
    ['full-width digits', '０９１２－３４５－６７８'],
    ['full-width with spaces', '０９１２ ３４５ ６７８'],
  ])('finds an order by the phone as the caller types it (%s)', async (_how, typed) => {
    const page = await list(`?q=${encodeURIComponent(typed)}`);
    expect(page.items.map((item) => item.orderNo)).toEqual([chen]);
    expect(page.total).toBe(1);
  });

  it('finds an order by its number in any case, by name and by tracking number', async () => {
    expect((await list(`?q=${chen.toLowerCase()}`)).items.map((item) => item.orderNo)).toEqual([chen]);
    expect((await list(`?q=${encodeURIComponent('林志')}`)).items.map((item) => item.orderNo)).toEqual([lin]);
    const dispatched = await adminCall(test, support, 'POST', `/admin/api/orders/${chen}/events`, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '9012345678' });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect((await list('?q=9012345678')).items.map((item) => item.orderNo)).toEqual([chen]);
    expect((await list('?q=0900000000')).total).toBe(0);
  });

  it('filters by status, payment status, method and dates, and pages with a cursor', async () => {
    expect((await list('?status=PENDING_PAYMENT')).items.map((item) => item.orderNo)).toEqual([lin]);
    expect((await list('?paymentMethod=cod')).items.map((item) => item.orderNo)).toEqual([chen]);
    expect((await list('?deliveryMethod=tw_courier')).total).toBe(2);
    expect((await list('?paymentStatus=SUCCESS')).total).toBe(0);
    expect((await list('?from=2000-01-01&to=2999-12-31')).total).toBe(2);
    expect((await list('?to=2000-01-01')).total).toBe(0);
    const first = await list('?limit=1');
    expect(first.items.map((item) => item.orderNo)).toEqual([lin]);
    expect(first.total).toBe(2);
    const second = await list(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.orderNo)).toEqual([chen]);
    expect(second.nextCursor).toBeNull();
  });

  it('shows an order with what the shopper entered, its totals, its lifecycle and the moves it allows now', async () => {
    const answer = await adminCall(test, owner, 'GET', `/admin/api/orders/${lin.toLowerCase()}`);
    expect(answer.statusCode).toBe(200);
    const order = answer.json();
    expect(order).toMatchObject({ orderNo: lin, recipient: { name: '林志明', phone: '+886987654321' }, totals: { total: 79000 }, paymentMethod: 'card' });
    expect(order.lifecycle.state).toBe('PENDING_PAYMENT');
    expect(order.lifecycle.allowedEvents.map((event: { type: string }) => event.type).sort()).toEqual(['order.cancel', 'payment.failed', 'payment.succeeded']);
    expect(order.lifecycle.history[0]).toMatchObject({ from: null, to: 'PENDING_PAYMENT' });
    expect(order.data.lifecycle).toEqual(order.lifecycle);
    const cod = await read(chen);
    expect(cod.lifecycle.allowedEvents.map((event) => event.type).sort()).toEqual(['order.deliver', 'order.outForDelivery', 'order.refuse']);
  });

  it('asks for the carrier and tracking number to dispatch, and refuses a dispatch without them', async () => {
    const orderNo = await place('王大同', '0911 222 333');
    const dispatch = (await read(orderNo)).lifecycle.allowedEvents.find((event) => event.type === 'order.dispatch');
    expect(dispatch?.fields.map((field) => field.name)).toEqual(['carrier', 'trackingNo']);
    expect(dispatch?.fields[0]?.options?.map((option) => option.id)).toContain('tcat');
    const answer = await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.dispatch', carrier: 'tcat' });
    expect(answer.statusCode).toBe(400);
    expect((await read(orderNo)).lifecycle.state).toBe('PENDING_DELIVER');
  });

  it('receives a returned parcel only for a return request of the order waiting for it', async () => {
    const orderNo = await place('周佩君', '0955 666 777');
    for (const type of ['order.dispatch', 'order.deliver']) {
      expect((await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type, carrier: 'tcat', trackingNo: 'R9' })).statusCode).toBe(200);
    }
    const receive = (await read(orderNo)).lifecycle.allowedEvents.find((event) => event.type === 'return.receive');
    expect(receive?.fields).toEqual([{ name: 'returnId', options: [] }]);
    const answer = await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'return.receive', returnId: 'made-up' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toMatch(/no return request waiting for its parcel/);
    expect((await read(orderNo)).lifecycle.state).toBe('ALREADY_DELIVER.delivered');
  });

  it('lets one of two agents moving the same order at once win; the other gets 409 and changes nothing', async () => {
    const orderNo = await place('張雅婷', '0922 333 444');
    const seen = (await read(orderNo)).lifecycle;
    const [a, b] = await Promise.all([
      adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.dispatch', carrier: 'tcat', trackingNo: 'A111', version: seen.version }),
      adminCall(test, owner, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.cancel', version: seen.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().msg).toMatch(/moved this order first/);
    const after = await read(orderNo);
    expect(after.lifecycle.version).toBe(seen.version + 1);
    expect(after.lifecycle.history).toHaveLength(seen.history.length + 1);
  });

  it('refuses a move made on a state the order has left (expectedState), changing nothing', async () => {
    const orderNo = await place('黃建國', '0933 444 555');
    const answer = await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.cancel', expectedState: 'PENDING_PAYMENT' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().data).toMatchObject({ problem: 'movedMeanwhile', state: 'PENDING_DELIVER' });
    expect((await read(orderNo)).lifecycle.state).toBe('PENDING_DELIVER');
  });

  it('answers 400 for an unknown event and for bad input, 404 for an unknown order', async () => {
    const before = await read(chen);
    const unknown = await adminCall(test, support, 'POST', `/admin/api/orders/${chen}/events`, { type: 'order.teleport' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/no such move/);
    expect(await read(chen)).toEqual(before);
    expect((await adminCall(test, support, 'POST', `/admin/api/orders/${chen}/events`, { nope: 1 })).statusCode).toBe(400);
    expect((await adminCall(test, support, 'POST', `/admin/api/orders/${chen}/events`, { type: 'order.cancel', version: 'x' })).statusCode).toBe(400);
    expect((await adminCall(test, support, 'GET', '/admin/api/orders?status=LOST')).statusCode).toBe(400);
    expect((await adminCall(test, support, 'GET', '/admin/api/orders?cursor=garbage')).statusCode).toBe(400);
    expect((await adminCall(test, support, 'GET', '/admin/api/orders?limit=1000')).statusCode).toBe(400);
    expect((await adminCall(test, support, 'POST', `/admin/api/orders/${chen}/calls`, {})).statusCode).toBe(400);
    expect((await adminCall(test, support, 'GET', '/admin/api/orders/TW0000000000000')).statusCode).toBe(404);
    expect((await adminCall(test, support, 'POST', '/admin/api/orders/TW0000000000000/events', { type: 'order.cancel' })).statusCode).toBe(404);
  });

  it('records call outcomes and notes with who and when', async () => {
    const orderNo = await place('李小華', '0944 555 666');
    const noAnswer = await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/calls`, { outcome: 'noAnswer' });
    expect(noAnswer.statusCode, noAnswer.body).toBe(200);
    await adminCall(test, owner, 'POST', `/admin/api/orders/${orderNo}/calls`, { outcome: 'confirmed', note: 'Deliver after 6 pm' });
    const calls = (await read(orderNo)).calls;
    expect(calls).toMatchObject([
      { outcome: 'noAnswer', note: null, by: 'support@shop.test' },
      { outcome: 'confirmed', note: 'Deliver after 6 pm', by: 'owner@shop.test' },
    ]);
    expect(calls[0]!.at).toMatch(/^\d{4}-/);
    const audit = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=order')).json<{ data: { items: { action: string; entityId: string }[] } }>().data.items;
    expect(audit.filter((entry) => entry.entityId === orderNo).map((entry) => entry.action)).toEqual(['order.call', 'order.call']);
  });

  it('exports the filtered orders as CSV with a header row and one row an order', async () => {
    const answer = await adminCall(test, support, 'GET', '/admin/api/orders.csv?paymentMethod=card');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderNo: lin, recipientName: '林志明', recipientPhone: '+886987654321', paymentMethod: 'card', total: '790', currency: 'TWD' });
    expect(rows[0]!.items).toMatch(/ x 1$/);
    const all = parse((await adminCall(test, owner, 'GET', '/admin/api/orders.csv')).body) as string[][];
    expect(all[0]).toContain('trackingNo');
    expect(all.length).toBeGreaterThan(3);
  });

  it('serves the lifecycle machine’s graph, the one the server runs', async () => {
    const answer = await adminCall(test, support, 'GET', '/admin/api/machines/order-lifecycle');
    expect(answer.statusCode).toBe(200);
    const graph = answer.json();
    expect(graph.states.map((state: { id: string }) => state.id)).toEqual(expect.arrayContaining(['PENDING_PAYMENT', 'PENDING_DELIVER', 'ALREADY_DELIVER.inTransit', 'ORDER_CLOSE']));
    expect(graph.transitions).toContainEqual({ source: 'PENDING_DELIVER', target: 'ALREADY_DELIVER', event: 'order.dispatch', guard: 'hasShipment and isNotHeldForCall', actions: ['setShipment'] });
    for (const id of ['payment-result', 'return-request']) expect((await adminCall(test, support, 'GET', `/admin/api/machines/${id}`)).statusCode).toBe(200);
    expect((await adminCall(test, support, 'GET', '/admin/api/machines/nope')).statusCode).toBe(404);
  });

  it('answers owner and support, 401 without a session, 403 to a change from another origin', async () => {
    const reads = ['/admin/api/orders', '/admin/api/orders.csv', `/admin/api/orders/${chen}`, '/admin/api/machines/order-lifecycle'];
    for (const url of reads) {
      expect((await adminCall(test, owner, 'GET', url)).statusCode, url).toBe(200);
      expect((await adminCall(test, support, 'GET', url)).statusCode, url).toBe(200);
      expect((await adminCall(test, null, 'GET', url)).statusCode, url).toBe(401);
    }
    const before = await read(lin);
    for (const [url, payload] of [
      [`/admin/api/orders/${lin}/events`, { type: 'order.cancel' }],
      [`/admin/api/orders/${lin}/calls`, { outcome: 'confirmed' }],
    ] as const) {
      expect((await adminCall(test, null, 'POST', url, payload)).statusCode, url).toBe(401);
      expect((await adminCall(test, support, 'POST', url, payload, FOREIGN)).statusCode, url).toBe(403);
      expect((await adminCall(test, owner, 'POST', url, payload, { 'x-csrf-token': 'wrong' })).statusCode, url).toBe(403);
    }
    expect(await read(lin)).toEqual(before);
  });
});
