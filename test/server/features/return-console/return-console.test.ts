import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReturn, AdminReturnQueue } from '../../../../src/domain/contracts/admin-returns';
import type { AdminOrder } from '../../../../src/domain/contracts/admin-orders';
import type { OrderView } from '../../../../src/domain/order';
import { ENGINES, HOSTS, lookup, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { transitionOrder } from '../../../helpers/services';

const FOREIGN = { origin: 'https://elsewhere.example' };

describe.each(ENGINES)('the console’s returns (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  let photo: Buffer;

  beforeAll(async () => {
    test = await startTestApp(engine, { returnRateLimit: { max: 1000, timeWindow: 60_000 } });
    ({ owner, support } = await ownerAndSupport(test));
    photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#36a' } }).jpeg().toBuffer();
  });
  afterAll(() => test.close());

  /** A delivered cash-on-delivery order and the shopper's return request for it, with one photo of the parcel. */
  async function returnRequest(): Promise<{ orderNo: string; id: string; total: number }> {
    const placed = (await postOrder(test, twOrder())).json<{ data: OrderView }>().data;
    const at = new Date().toISOString();
    expect((await transitionOrder(test.database.db, placed.orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' }, at)).ok).toBe(true);
    expect((await transitionOrder(test.database.db, placed.orderNo, { type: 'order.deliver' }, at)).ok).toBe(true);
    const fields: Record<string, string> = { reason: 'quality', remark: '', carrier: 'tcat', trackingNo: '9012-3456-7890', orderNo: placed.orderNo, pickerName: '王小明', pickerPhone: '0912 345 678', region: '臺北市', address: '臺北市中正區重慶南路一段122號' };
    const boundary = '----doorstep' + Math.random().toString(16).slice(2);
    const chunks = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="packagePhotos"; filename="box.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), Buffer.from(photo), Buffer.from(`\r\n--${boundary}--\r\n`));
    const filed = await test.app.inject({ method: 'POST', url: '/api/consumer/returns', headers: { 'x-consumer-domain': HOSTS.tw, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) });
    expect(filed.statusCode, filed.body).toBe(200);
    return { orderNo: placed.orderNo, id: filed.json<{ data: { id: string } }>().data.id, total: placed.totals.total };
  }

  const read = async (id: string) => (await adminCall(test, support, 'GET', `/admin/api/returns/${id}`)).json<{ data: AdminReturn }>().data;
  const queue = async (tab: string) => (await adminCall(test, support, 'GET', `/admin/api/returns?tab=${tab}`)).json<{ data: AdminReturnQueue }>().data;
  const move = (id: string, body: Record<string, unknown>, session = support) => adminCall(test, session, 'POST', `/admin/api/returns/${id}/events`, body);

  it('lists a new request under "open" with the shopper’s photo, which only the console serves', async () => {
    const { id, orderNo } = await returnRequest();
    const open = await queue('open');
    const entry = open.items.find((item) => item.id === id)!;
    expect(entry).toMatchObject({ orderNo, reason: 'quality', pickerName: '王小明', lifecycle: { state: 'SUBMITTED', version: 0, machine: 'returnLifecycle' } });
    expect(entry.lifecycle.allowedEvents.map((event) => event.type).sort()).toEqual(['return.accept', 'return.receive', 'return.reject']);
    expect(entry.lifecycle.history).toEqual([expect.objectContaining({ seq: 0, event: 'return.submit', from: null, to: 'SUBMITTED', actor: null })]);
    expect(open.counts.open).toBeGreaterThanOrEqual(1);
    expect(entry.photos).toHaveLength(1);
    const served = await adminCall(test, support, 'GET', entry.photos[0]!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await adminCall(test, null, 'GET', entry.photos[0]!)).statusCode).toBe(401);
    expect((await adminCall(test, support, 'GET', `/admin/api/returns/${id}/photos/..%2Fsecret.webp`)).statusCode).toBe(404);
  });

  it('accepts with a reply the shopper then reads on their order page, and moves the request to "waiting for the parcel"', async () => {
    const { id, orderNo } = await returnRequest();
    const answer = await move(id, { type: 'return.accept', version: 0, reply: 'Please send it to our Taipei warehouse' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: AdminReturn }>().data).toMatchObject({ reply: 'Please send it to our Taipei warehouse', lifecycle: { state: 'ACCEPTED', version: 1 } });
    expect((await read(id)).lifecycle.history.at(-1)).toMatchObject({ seq: 1, event: 'return.accept', from: 'SUBMITTED', to: 'ACCEPTED', actor: 'support@shop.test', detail: { reply: 'Please send it to our Taipei warehouse' } });
    expect((await queue('waiting')).items.map((item) => item.id)).toContain(id);
    expect((await queue('open')).items.map((item) => item.id)).not.toContain(id);
    const shopper = (await lookup(test, { orderNo, phone: '0912345678' })).json<{ data: OrderView }>().data;
    expect(shopper.returns).toEqual([expect.objectContaining({ id, status: 'ACCEPTED', reply: 'Please send it to our Taipei warehouse' })]);
  });

  it('refuses a move made on an old version, or one the machine does not take now, with 409 and nothing changed', async () => {
    const { id } = await returnRequest();
    expect((await move(id, { type: 'return.accept', version: 0 })).statusCode).toBe(200);
    const before = await read(id);
    const stale = await move(id, { type: 'return.reject', version: 0, reply: 'Too late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ data: { problem: 'movedMeanwhile', state: 'ACCEPTED', version: 1 } });
    const notNow = await move(id, { type: 'return.refund', version: 1, amount: 100, method: 'cash', reference: 'R-1' });
    expect(notNow.statusCode).toBe(409);
    expect(notNow.json()).toMatchObject({ data: { problem: 'notAllowed', state: 'ACCEPTED' } });
    expect(await read(id)).toEqual(before);
  });

  it('lets only one of two agents answering at once win; the other gets 409', async () => {
    const { id } = await returnRequest();
    const answers = await Promise.all([move(id, { type: 'return.accept', version: 0 }, support), move(id, { type: 'return.reject', version: 0, reply: 'No' }, owner)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read(id)).lifecycle.history).toHaveLength(2);
  });

  it('asks a rejection for its reason and a refund for an amount up to the order’s total, a method and a reference (400, nothing changed)', async () => {
    const { id, total } = await returnRequest();
    const noReason = await move(id, { type: 'return.reject', reply: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ data: { problem: 'missingFields', fields: ['reply'] } });
    expect((await move(id, { type: 'return.receive' })).statusCode).toBe(200);
    const tooMuch = await move(id, { type: 'return.refund', amount: total + 1, method: 'cash', reference: 'R-1' });
    expect(tooMuch.json()).toMatchObject({ data: { problem: 'missingFields', fields: ['amount'] } });
    expect((await move(id, { type: 'return.refund', amount: total, method: 'cash', reference: ' ' })).json()).toMatchObject({ data: { fields: ['reference'] } });
    expect((await move(id, { type: 'return.fly' })).statusCode).toBe(400);
    expect((await read(id)).lifecycle.state).toBe('RECEIVED');
  });

  it('receives the parcel (closing the order, by whom) and records the refund, which the order page lists', async () => {
    const { id, orderNo, total } = await returnRequest();
    expect((await move(id, { type: 'return.accept', version: 0 })).statusCode).toBe(200);
    const received = await move(id, { type: 'return.receive', version: 1 });
    expect(received.statusCode, received.body).toBe(200);
    expect((await queue('received')).items.map((item) => item.id)).toContain(id);
    const order = (await adminCall(test, support, 'GET', `/admin/api/orders/${orderNo}`)).json<{ data: AdminOrder }>().data;
    expect(order.lifecycle.state).toBe('ORDER_CLOSE');
    expect(order.lifecycle.history.at(-1)).toMatchObject({ event: 'return.receive', actor: 'support@shop.test' });
    expect(order.refunds).toEqual([]);
    const refunded = await move(id, { type: 'return.refund', version: 2, amount: total, method: 'bankTransfer', reference: 'TX-20261125-1' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<{ data: AdminReturn }>().data).toMatchObject({ lifecycle: { state: 'REFUNDED', allowedEvents: [] }, refund: { amount: total, method: 'bankTransfer', reference: 'TX-20261125-1', by: 'support@shop.test' } });
    const shopper = (await lookup(test, { orderNo, phone: '0912345678' })).json<{ data: OrderView }>().data;
    expect(shopper.returns[0]!.status).toBe('REFUNDED');
    const page = (await adminCall(test, support, 'GET', `/admin/api/orders/${orderNo}`)).json<{ data: AdminOrder }>().data;
    expect(page.refunds).toEqual([{ returnId: id, amount: total, method: 'bankTransfer', reference: 'TX-20261125-1', at: expect.any(String), by: 'support@shop.test' }]);
    expect(page.paymentLifecycle).toMatchObject({ machine: 'paymentResult', state: 'success' });
    expect(page.paymentLifecycle.history.map((move) => [move.from, move.to])).toEqual([[null, 'waiting'], ['waiting', 'success']]);
  });

  it('refuses to receive a parcel for an order that cannot take it back, and changes neither', async () => {
    const { id, orderNo } = await returnRequest();
    await test.database.db.updateTable('orders').set({ status: 'ORDER_CLOSE' }).where('order_no', '=', orderNo).execute();
    const answer = await move(id, { type: 'return.receive', version: 0 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ data: { problem: 'orderRefused', state: 'SUBMITTED', version: 0 } });
    expect((await read(id)).lifecycle.history).toHaveLength(1);
  });

  it('lists an order’s requests for its order page, each on its lifecycle with its history, and none for an order without any', async () => {
    const { id, orderNo } = await returnRequest();
    expect((await move(id, { type: 'return.accept', version: 0, reply: 'Send it back' })).statusCode).toBe(200);
    const answer = await adminCall(test, support, 'GET', `/admin/api/orders/${orderNo.toLowerCase()}/returns`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, counts } = answer.json<{ data: AdminReturnQueue }>().data;
    expect(items.map((item) => [item.id, item.lifecycle.state])).toEqual([[id, 'ACCEPTED']]);
    expect(items[0]!.lifecycle.history.map((entry) => [entry.from, entry.to, entry.actor])).toEqual([[null, 'SUBMITTED', null], ['SUBMITTED', 'ACCEPTED', 'support@shop.test']]);
    expect(counts).toEqual({ open: 0, waiting: 1, received: 0 });
    const none = (await postOrder(test, twOrder())).json<{ data: OrderView }>().data.orderNo;
    expect((await adminCall(test, owner, 'GET', `/admin/api/orders/${none}/returns`)).json<{ data: AdminReturnQueue }>().data.items).toEqual([]);
    expect((await adminCall(test, null, 'GET', `/admin/api/orders/${orderNo}/returns`)).statusCode).toBe(401);
  });

  it('serves the return lifecycle’s graph for its diagram', async () => {
    const graph = (await adminCall(test, support, 'GET', '/admin/api/machines/return-lifecycle')).json<{ data: { states: { id: string }[]; transitions: unknown[] } }>().data;
    expect(graph.states.map((state) => state.id)).toEqual(['SUBMITTED', 'ACCEPTED', 'RECEIVED', 'REJECTED', 'REFUNDED']);
    expect(graph.transitions).toHaveLength(6);
  });

  it('answers owner and support, 401 without a session, 403 to a change from another origin or without the CSRF token, 404 for no such request', async () => {
    const { id } = await returnRequest();
    for (const url of ['/admin/api/returns', `/admin/api/returns/${id}`]) {
      expect((await adminCall(test, owner, 'GET', url)).statusCode, url).toBe(200);
      expect((await adminCall(test, null, 'GET', url)).statusCode, url).toBe(401);
    }
    const payload = { type: 'return.accept' };
    expect((await adminCall(test, null, 'POST', `/admin/api/returns/${id}/events`, payload)).statusCode).toBe(401);
    expect((await adminCall(test, support, 'POST', `/admin/api/returns/${id}/events`, payload, FOREIGN)).statusCode).toBe(403);
    expect((await adminCall(test, owner, 'POST', `/admin/api/returns/${id}/events`, payload, { 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
    expect((await read(id)).lifecycle.version).toBe(0);
    expect((await adminCall(test, support, 'GET', '/admin/api/returns/nope')).statusCode).toBe(404);
    expect((await move('nope', payload)).statusCode).toBe(404);
    expect((await adminCall(test, support, 'GET', '/admin/api/returns?tab=everything')).statusCode).toBe(400);
  });
});
