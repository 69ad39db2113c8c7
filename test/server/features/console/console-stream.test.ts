import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyRecipient } from '../../../../src/domain/checkout';
import { ENGINES, postOrder, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, OWN_ORIGIN, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

/** Reads a server-sent event stream as it comes. */
function reader(stream: Readable) {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (text += chunk));
  return {
    /** The `order` events so far, their data parsed. */
    orders: () => [...text.matchAll(/event: order\ndata: (.*)\n\n/g)].map((match) => JSON.parse(match[1]!) as { orderNo: string; event: string; status: string | null }),
    text: () => text,
  };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe.each(ENGINES)('the live list’s stream (%s)', (engine) => {
  let test: TestApp;
  let support: AdminSession;

  beforeAll(async () => {
    ({ test, support } = await startWithOwnerAndSupport(engine));
  });
  afterAll(() => test.close());

  const open = async (session: AdminSession | null) =>
    test.app.inject({ method: 'GET', url: '/admin/api/orders/stream', headers: { origin: OWN_ORIGIN, ...(session ? { cookie: session.cookie } : {}) }, payloadAsStream: true });

  it('announces each new order and each move to an agent, uncached', async () => {
    const answer = await open(support);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const events = reader(answer.stream());
    await until(() => events.text().includes(': live'));
    // The browser waits this long before it connects again after a drop.
    expect(events.text()).toMatch(/^retry: \d+\n: live\n\n/);
    const recipient = emptyRecipient({ name: '陳美玲', phone: '0912-345-678', city: '臺北市', district: '中正區', address: '重慶南路一段122號', postalCode: '100' });
    const orderNo = (await postOrder(test, twOrder({ recipient }))).json<{ data: { orderNo: string } }>().data.orderNo;
    await until(() => events.orders().length > 0);
    expect(events.orders()).toEqual([{ orderNo, event: 'order.place', status: 'PENDING_DELIVER' }]);
    expect((await adminCall(test, support, 'POST', `/admin/api/orders/${orderNo}/events`, { type: 'order.cancel' })).statusCode).toBe(200);
    await until(() => events.orders().length > 1);
    expect(events.orders()[1]).toEqual({ orderNo, event: 'order.cancel', status: 'ORDER_CLOSE' });
    answer.stream().destroy();
  });

  it('lets no one listen without signing in', async () => {
    expect((await open(null)).statusCode).toBe(401);
  });
});
