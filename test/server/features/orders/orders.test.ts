import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, HOSTS, lookup, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import type { OrderView } from '../../../../src/domain/order';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { emptyRecipient } from '../../../../src/domain/checkout';

describe.each(ENGINES)('placing orders (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  const orderCount = async () => Number((await test.database.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('places a cash-on-delivery order, priced by the server and waiting for delivery', async () => {
    const response = await postOrder(test, twOrder({ lines: [{ productId: 'aqualite-tw', kind: 'sku', id: 'tw-coral-750', quantity: 2 }], expectedTotal: 158000 - 7900 }));
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json<{ code: number; data: OrderView }>();
    expect(code).toBe(1);
    expect(data.orderNo).toMatch(/^TW[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(data).toMatchObject({
      status: 'PENDING_DELIVER',
      paymentStatus: 'WAITING',
      paymentMethod: 'cod',
      currency: 'TWD',
      deliveryMethod: 'tw_courier',
      items: [{ productId: 'aqualite-tw', name: '珊瑚紅 750ml', quantity: 2, unitPrice: 79000, subtotal: 158000 }],
      // Two bottles: the product's "5% off for two".
      totals: { subtotal: 158000, discount: 7900, shippingFee: 0, remotePostage: 0, total: 150100 },
      recipient: { name: '王小明', phone: '+886912345678', postalCode: '100', address: '臺北市 中正區 重慶南路一段122號' },
      store: null,
      payment: null,
    });
    expect(data.deliveryRange.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const stored = await test.database.db.selectFrom('orders').selectAll().where('order_no', '=', data.orderNo).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ total: 150100, recipient_phone: '+886912345678', status: 'PENDING_DELIVER' });
  });

  it('prices a combo package in another zone and currency, with its shipping fee', async () => {
    const response = await postOrder(
      test,
      twOrder({
        productId: 'aqualite-pl',
        lines: [{ productId: 'aqualite-pl', kind: 'combo', id: 'pl-family', quantity: 1 }],
        recipient: emptyRecipient({ name: 'Anna Kowalska', phone: '512 345 678', email: 'anna@example.pl', province: 'mazowieckie', city: 'Warszawa', address: 'ul. Marszałkowska 1', postalCode: '00950' }),
        deliveryMethod: 'home',
        expectedTotal: 24999 + 1499,
      }),
      HOSTS.pl,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: OrderView }>().data).toMatchObject({ currency: 'PLN', totals: { subtotal: 24999, shippingFee: 1499, total: 26498 }, recipient: { postalCode: '00-950' } });
  });

  it('refuses an order whose total differs from the server’s price, and stores nothing', async () => {
    const before = await orderCount();
    const response = await postOrder(test, twOrder({ expectedTotal: 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 1005, data: { total: 79000 } });
    expect(response.json<{ msg: string }>().msg).toBe(zhTW['error.priceChanged']);
    expect(await orderCount()).toBe(before);
  });

  it('refuses what the browser form refuses, with the field and its localised message', async () => {
    const response = await postOrder(test, twOrder({ recipient: { ...twOrder().recipient, phone: '02-2345-6789' } }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: number; msg: string; data: { fieldErrors: Record<string, unknown> } }>();
    expect(body.code).toBe(1008);
    expect(body.data.fieldErrors).toEqual({ phone: { key: 'phonenotempty', hintKey: 'phoneHint.1', hintValues: { example: '0912 345 678' } } });
    expect(body.msg).toContain('09');
  });

  it('answers in the language the browser asks for', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/consumer/order/lookup', headers: { 'x-consumer-domain': HOSTS.tw, 'accept-language': 'de' }, payload: { orderNo: 'TW0000000000000' } });
    expect(response.json<{ msg: string }>().msg).toMatch(/nicht gefunden|leider/i);
  });

  it('refuses an unknown sku, a product of another site and a quantity over the limit', async () => {
    expect((await postOrder(test, twOrder({ lines: [{ productId: 'aqualite-tw', kind: 'sku', id: 'ghost', quantity: 1 }] }))).statusCode).toBe(400);
    expect((await postOrder(test, twOrder({ productId: 'aqualite-de', lines: [{ productId: 'aqualite-de', kind: 'sku', id: 'de-blue-500', quantity: 1 }] }))).statusCode).toBe(409);
    expect((await postOrder(test, twOrder({ lines: [{ productId: 'aqualite-tw', kind: 'sku', id: 'tw-blue-500', quantity: 51 }] }))).statusCode).toBe(400);
  });

  it('refuses a tampered signature and a payload that does not decrypt, as 400 and never 500', async () => {
    const badSignature = await postOrder(test, twOrder(), HOSTS.tw, (sealed) => {
      sealed.signature = Buffer.alloc(32, 7).toString('base64');
    });
    expect(badSignature.statusCode).toBe(400);
    expect(badSignature.json()).toMatchObject({ code: 1002 });

    const swapped = await postOrder(test, twOrder(), HOSTS.tw, (sealed) => {
      const chunks = sealed.body.data.split(',');
      sealed.body.data = [chunks[1], chunks[0], ...chunks.slice(2)].join(',');
    });
    expect(swapped.statusCode).toBe(400);

    for (const data of ['', 'not base64 at all', 'AAAA', Buffer.alloc(128, 1).toString('base64'), 'x,'.repeat(200)]) {
      const response = await test.app.inject({ method: 'POST', url: '/api/consumer/order/add-order', headers: { 'x-consumer-domain': HOSTS.tw, 'x-sign': 'AAAA' }, payload: { data } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    }
  });

  it('answers a retry with the same idempotency key with the first order, and writes no second one', async () => {
    const order = twOrder();
    const first = await postOrder(test, order);
    const before = await orderCount();
    const retry = await postOrder(test, order);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<{ data: OrderView }>().data).toEqual(first.json<{ data: OrderView }>().data);
    expect(await orderCount()).toBe(before);
  });

  it('refuses the same idempotency key with a different order (422)', async () => {
    const order = twOrder();
    await postOrder(test, order);
    const other = await postOrder(test, { ...order, lines: [{ productId: 'aqualite-tw', kind: 'sku', id: 'tw-blue-500', quantity: 1 }], expectedTotal: 69000 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 1004 });
  });

  it('creates exactly one order from 50 concurrent submissions with one key', async () => {
    const order = twOrder();
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 50 }, () => postOrder(test, order)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const numbers = new Set(responses.map((response) => response.json<{ data: OrderView }>().data.orderNo));
    expect(numbers.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('keeps a status history that starts with the placed order', async () => {
    const placed = (await postOrder(test, twOrder())).json<{ data: OrderView }>().data;
    expect(placed.history).toEqual([{ status: 'PENDING_DELIVER', paymentStatus: 'WAITING', cause: 'order.placed', at: placed.createdAt, detail: null }]);
  });
});

describe.each(ENGINES)('looking orders up (%s)', (engine) => {
  let test: TestApp;
  let placed: OrderView;
  beforeAll(async () => {
    test = await startTestApp(engine);
    placed = (await postOrder(test, twOrder({ recipient: { ...twOrder().recipient, remark: '請下午送達' } }))).json<{ data: OrderView }>().data;
  });
  afterAll(() => test.close());

  it('shows the status and masked details for the number alone', async () => {
    const response = await lookup(test, { orderNo: placed.orderNo });
    expect(response.statusCode).toBe(200);
    const order = response.json<{ data: OrderView }>().data;
    expect(order).toMatchObject({ orderNo: placed.orderNo, status: 'PENDING_DELIVER', masked: true, totals: { total: 79000 } });
    expect(order.recipient.name).toBe('王**');
    expect(order.recipient.phone).toBe('+886******678');
    expect(order.recipient.address).not.toContain('122');
    expect(order.recipient.remark).toBeNull();
  });

  it('shows everything with the number and the phone, however the phone is typed', async () => {
    for (const phone of ['0912345678', '0912-345-678', '+886 912 345 678']) {
      const order = (await lookup(test, { orderNo: placed.orderNo, phone })).json<{ data: OrderView }>().data;
      expect(order).toMatchObject({ masked: false, recipient: { name: '王小明', phone: '+886912345678', remark: '請下午送達' } });
    }
  });

  it('finds the order from a retyped number (lower case, spaces, O for 0)', async () => {
    const typed = ` ${placed.orderNo.slice(0, 7).toLowerCase()} ${placed.orderNo.slice(7).replace(/0/g, 'O')} `;
    expect((await lookup(test, { orderNo: typed })).statusCode).toBe(200);
  });

  it('answers an unknown number and a wrong phone identically', async () => {
    const unknown = await lookup(test, { orderNo: 'TW00000000000A' });
    const wrongPhone = await lookup(test, { orderNo: placed.orderNo, phone: '0987654321' });
    const garbage = await lookup(test, { orderNo: '<script>' });
    for (const response of [unknown, wrongPhone, garbage]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('does not show one site’s order on another site', async () => {
    expect((await lookup(test, { orderNo: placed.orderNo }, HOSTS.pl)).statusCode).toBe(404);
  });
});

describe('order lookups are rate-limited', () => {
  it('answers 429 with a localised message after too many lookups from one client', async () => {
    const test = await startTestApp('sqlite', { lookupRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await lookup(test, { orderNo: 'TW00000000000A' })).statusCode);
      expect(codes).toEqual([404, 404, 404, 429, 429]);
      const limited = await lookup(test, { orderNo: 'TW00000000000A' });
      expect(limited.json()).toMatchObject({ code: 1429, msg: expect.stringMatching(/./) });
    } finally {
      await test.close();
    }
  });
});

describe('idempotency keys', () => {
  it('are forgotten after their retention, and the orders they placed stay', async () => {
    const test = await startTestApp('sqlite');
    try {
      const { createOrderRepository } = await import('../../../../src/server/features/orders/orders.repository');
      const order = twOrder();
      const placed = (await postOrder(test, order)).json<{ data: OrderView }>().data;
      const repository = createOrderRepository(test.database.db);
      expect(await repository.forgetKeysBefore(new Date(Date.now() - 86_400_000).toISOString())).toBe(0);
      expect(await repository.forgetKeysBefore(new Date(Date.now() + 1000).toISOString())).toBe(1);
      expect((await lookup(test, { orderNo: placed.orderNo })).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});
