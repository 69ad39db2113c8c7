import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../src/domain/order';
import { accessEvent, newEventId, obfuscate } from '../../../../src/domain/tracking';
import { setProductPixels, updateSiteTracking } from '../../../helpers/services';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';

/** A local stand-in for an ad network's conversion API: records what it receives, answers as told. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

async function startReceiver() {
  const received: Received[] = [];
  let answers: { status: number; body: unknown }[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> });
      const answer = answers.shift() ?? { status: 200, body: request.url?.includes('/event/track') ? { code: 0, message: 'OK' } : { events_received: 1 } };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** The next answers, in order (then 200s). */
    answer(...next: { status: number; body: unknown }[]) {
      answers = next;
    },
    reset() {
      received.length = 0;
      answers = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const TW_PRODUCT = 'aqualite-tw';
const PL_PRODUCT = 'aqualite-pl';

describe.each(ENGINES)('tracking and ad attribution (%s)', (engine) => {
  let test: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    test = await startTestApp(engine, { forwarding: { baseDelayMs: 30, sweepMs: 25, maxAttempts: 4 } });
    const db = test.database.db;
    await setProductPixels(db, TW_PRODUCT, { facebookPixelIds: ['1234567890'], tiktokPixelIds: ['CTIKTOK01'], googlePixelType: 'GoogleADS', googlePixelIds: ['AW-111'], googleEventList: [{ conversionId: 'AW-111/abc' }] });
    await setProductPixels(db, PL_PRODUCT, { facebookPixelIds: ['5550001'] });
    const networks = { meta: { accessToken: 'meta-token', endpoint: receiver.url }, tiktok: { accessToken: 'tiktok-token', endpoint: receiver.url } };
    await updateSiteTracking(db, HOSTS.tw, { ...networks, testPhones: ['+886912000111'] });
    await updateSiteTracking(db, HOSTS.pl, networks);
    test.app.sites.invalidate();
  });
  afterAll(async () => {
    await test.close();
    await receiver.close();
  });
  afterEach(() => receiver.reset());

  const visit = (query: Record<string, string>, host: string = HOSTS.tw) =>
    test.app.inject({ method: 'GET', url: '/api/consumer/log/pixel/r.png', query, headers: { 'x-consumer-domain': host } });
  const push = (body: Record<string, unknown>, host: string = HOSTS.tw, path = 'events-push') =>
    test.app.inject({ method: 'POST', url: `/api/consumer/order/${path}`, headers: { 'x-consumer-domain': host, 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' }, payload: body });
  const storedEvent = (eventId: string) => test.database.db.selectFrom('ad_events').selectAll().where('event_id', '=', eventId).execute();
  const deliveriesOf = (eventId: string) =>
    test.database.db.selectFrom('ad_deliveries').innerJoin('ad_events', 'ad_events.id', 'ad_deliveries.ad_event_id').select(['ad_deliveries.status', 'ad_deliveries.attempts', 'ad_deliveries.network', 'ad_deliveries.pixel_id', 'ad_deliveries.last_error']).where('ad_events.event_id', '=', eventId).execute();

  describe('the visit log', () => {
    it('answers a real 1x1 PNG and stores the event as sent', async () => {
      const response = await visit({ accessAction: 'STAY_DURATION', accessType: 'PAGE', accessResult: '60', url: 'https://tw.localhost/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const image = await sharp(response.rawPayload).metadata();
      expect([image.format, image.width, image.height]).toEqual(['png', 1, 1]);
      const rows = await test.database.db.selectFrom('access_events').selectAll().where('action', '=', 'STAY_DURATION').execute();
      expect(rows.map((row) => [row.type, row.result, row.url, row.decoded])).toEqual([['PAGE', '60', 'https://tw.localhost/', 0]]);
    });

    it('decodes the obfuscated name and contact values it receives', async () => {
      const event = accessEvent('NAME_FIELD', '王小明', 'https://tw.localhost/order');
      expect(event.accessResult).not.toContain('王');
      await visit(event as Record<string, string>);
      await visit(accessEvent('COPY_CONTACT', '+886 2 2345 6789', 'https://tw.localhost/') as Record<string, string>);
      const rows = await test.database.db.selectFrom('access_events').select(['action', 'result', 'decoded']).where('action', 'in', ['NAME_FIELD', 'COPY_CONTACT']).orderBy('action').execute();
      expect(rows).toEqual([
        { action: 'COPY_CONTACT', result: '+886 2 2345 6789', decoded: 1 },
        { action: 'NAME_FIELD', result: '王小明', decoded: 1 },
      ]);
    });

    it('refuses a visit without an action with a 400, not a failure of its own', async () => {
      const response = await visit({ accessResult: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 1001 });
      expect((await visit({ accessAction: 'lower case' })).statusCode).toBe(400);
    });
  });

  describe('the events push', () => {
    it('stores a view with the server’s own price, and forwards nothing without a channel', async () => {
      const eventId = newEventId();
      const response = await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/', eventsPushEnumCode: 'ViewContent', eventId, contents: [{ contentId: 'tw-coral-750', contentName: 'x', price: 0.01, quantity: 1 }] });
      expect(response.json()).toMatchObject({ code: 1, data: { stored: true, forwarded: 0, withheld: null } });
      const [row] = await storedEvent(eventId);
      expect(row).toMatchObject({ code: 'ViewContent', channel: 'NONE', value: 69000, currency: 'TWD', product_id: TW_PRODUCT, user_agent: 'Mozilla/5.0 (Linux; Android 14)' });
      expect(JSON.parse(row!.payload)).toMatchObject({ eventId, eventsPushEnumCode: 'ViewContent' });
    });

    it('sends a FACEBOOK push to Meta’s Conversions API with the browser pixel’s event id', async () => {
      const eventId = newEventId();
      const response = await push({
        productId: TW_PRODUCT,
        eventSourceUrl: 'https://tw.localhost/?fbclid=IwAR0',
        eventsPushEnumCode: 'AddToCart',
        channelEnumCode: 'FACEBOOK',
        eventId,
        fbc: 'fb.1.1700000000000.IwAR0',
        fbp: 'fb.1.1700000000000.123',
        contents: [{ contentId: 'tw-coral-750', contentName: 'anything', price: 1, quantity: 2 }],
      });
      expect(response.json()).toMatchObject({ code: 1, data: { stored: true, forwarded: 1 } });
      await eventually(() => receiver.received, (list) => list.length > 0);
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      expect(request!.url).toBe('/1234567890/events');
      expect(request!.body).toMatchObject({
        access_token: 'meta-token',
        data: [
          {
            event_name: 'AddToCart',
            event_id: eventId,
            action_source: 'website',
            event_source_url: 'https://tw.localhost/?fbclid=IwAR0',
            user_data: { fbc: 'fb.1.1700000000000.IwAR0', fbp: 'fb.1.1700000000000.123', client_user_agent: 'Mozilla/5.0 (Linux; Android 14)' },
            // The server's price (NT$790 each), not the browser's.
            custom_data: { currency: 'TWD', value: 1580, content_ids: ['tw-coral-750'], contents: [{ id: 'tw-coral-750', quantity: 2, item_price: 790 }] },
          },
        ],
      });
      expect(await eventually(() => deliveriesOf(eventId), (rows) => rows[0]?.status === 'sent')).toMatchObject([{ status: 'sent', attempts: 1, network: 'meta' }]);
    });

    it('stores and forwards the same event once, however often it is pushed', async () => {
      const eventId = newEventId();
      const body = { productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/?fbclid=a', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId };
      const answers = await Promise.all([push(body), push(body), push(body)]);
      expect(answers.map((answer) => answer.json<{ data: { stored: boolean } }>().data.stored).sort()).toEqual([false, false, true]);
      await eventually(() => deliveriesOf(eventId), (rows) => rows[0]?.status === 'sent');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(receiver.received).toHaveLength(1);
      expect(await storedEvent(eventId)).toHaveLength(1);
    });

    it('retries a network that fails, with growing waits, until it takes the event', async () => {
      receiver.answer({ status: 500, body: { error: 'down' } }, { status: 429, body: { error: 'slow down' } });
      const eventId = newEventId();
      await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/?fbclid=b', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId });
      const rows = await eventually(() => deliveriesOf(eventId), (list) => list[0]?.status === 'sent');
      expect(rows).toMatchObject([{ status: 'sent', attempts: 3 }]);
      expect(receiver.received.map((request) => (request.body.data as { event_id: string }[])[0]!.event_id)).toEqual([eventId, eventId, eventId]);
    });

    it('gives up on a refusal at once, and after its attempts on a network that stays down', async () => {
      receiver.answer({ status: 400, body: { error: { message: 'Invalid parameter' } } });
      const refused = newEventId();
      await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/?fbclid=c', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId: refused });
      const rows = await eventually(() => deliveriesOf(refused), (list) => list[0]?.status === 'failed');
      expect(rows).toMatchObject([{ status: 'failed', attempts: 1 }]);
      expect(rows[0]!.last_error).toContain('400');

      receiver.reset();
      receiver.answer(...Array.from({ length: 10 }, () => ({ status: 503, body: {} })));
      const down = newEventId();
      await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/?fbclid=d', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId: down });
      expect(await eventually(() => deliveriesOf(down), (list) => list[0]?.status === 'failed')).toMatchObject([{ status: 'failed', attempts: 4 }]);
      expect(receiver.received).toHaveLength(4);
    });

    it('refuses unknown products, unknown skus and malformed pushes with a 4xx', async () => {
      const base = { productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/', eventsPushEnumCode: 'AddToCart', eventId: newEventId() };
      expect((await push({ ...base, productId: 'nope' })).statusCode).toBe(404);
      expect((await push({ ...base, contents: [{ contentId: 'pl-coral-750', contentName: 'x', price: 1, quantity: 1 }] })).statusCode).toBe(404);
      expect((await push({ ...base, eventsPushEnumCode: 'Refund' })).statusCode).toBe(400);
      expect((await push({ ...base, eventId: 'short' })).statusCode).toBe(400);
      expect((await push({ ...base, eventsPushEnumCode: 'Purchase', orderNo: 'TW0000000000' })).statusCode).toBe(404);
    });
  });

  describe('purchases', () => {
    const placeOrder = async (phone = '0912-345-678') =>
      (await postOrder(test, twOrder({ recipient: { ...twOrder().recipient, phone } }))).json<{ data: OrderView }>().data;

    it('report the order’s real value from the server, to Meta and to TikTok', async () => {
      const order = await placeOrder();
      expect(order.reportable).toBe(true);
      const eventId = newEventId();
      await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/orderInfo?fbclid=e', eventsPushEnumCode: 'Purchase', channelEnumCode: 'FACEBOOK', eventId, orderNo: order.orderNo });
      const tiktok = await push(
        {
          productId: TW_PRODUCT,
          eventSourceUrl: 'https://tw.localhost/orderInfo',
          channelEnumCode: 'TIKTOK',
          eventsPushEnumCode: 'Purchase',
          tiktokEventsPushDTO: { event_id: eventId, url: 'https://tw.localhost/orderInfo', referrer: 'https://www.tiktok.com/', ttclid: 'E.C.P.x', ttp: 'ttp-1', eventSourceId: 'CTIKTOK01', contentType: 'product', currency: 'TWD', value: 1, contents: [], orderId: order.orderNo },
        },
        HOSTS.tw,
        'tiktok-events-push',
      );
      expect(tiktok.json()).toMatchObject({ code: 1, data: { stored: true, forwarded: 1 } });
      await eventually(() => receiver.received, (list) => list.length >= 2);
      const meta = receiver.received.find((request) => request.url.endsWith('/events'))!;
      const tt = receiver.received.find((request) => request.url === '/event/track/')!;
      expect(meta.body).toMatchObject({ data: [{ event_name: 'Purchase', event_id: eventId, custom_data: { value: order.totals.total / 100, currency: 'TWD', order_id: order.orderNo } }] });
      expect(tt.headers['access-token']).toBe('tiktok-token');
      expect(tt.body).toMatchObject({
        event_source: 'web',
        event_source_id: 'CTIKTOK01',
        data: [{ event: 'CompletePayment', event_id: eventId, user: { ttclid: 'E.C.P.x', ttp: 'ttp-1' }, page: { url: 'https://tw.localhost/orderInfo', referrer: 'https://www.tiktok.com/' }, properties: { value: order.totals.total / 100, currency: 'TWD', order_id: order.orderNo } }],
      });
    });

    it('report the fixed 30 USD only where the site sets it, and only to that network', async () => {
      await updateSiteTracking(test.database.db, HOSTS.tw, { fixedPurchaseValue: { network: 'tiktok', value: 30, currency: 'USD' } });
      test.app.sites.invalidate();
      try {
        const order = await placeOrder();
        const eventId = newEventId();
        await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/?fbclid=f', eventsPushEnumCode: 'Purchase', channelEnumCode: 'FACEBOOK', eventId, orderNo: order.orderNo });
        await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/', channelEnumCode: 'TIKTOK', eventsPushEnumCode: 'Purchase', tiktokEventsPushDTO: { event_id: eventId, url: 'https://tw.localhost/', orderId: order.orderNo } }, HOSTS.tw, 'tiktok-events-push');
        await eventually(() => receiver.received, (list) => list.length >= 2);
        const tt = receiver.received.find((request) => request.url === '/event/track/')!;
        const meta = receiver.received.find((request) => request.url.endsWith('/events'))!;
        expect((tt.body.data as { properties: unknown }[])[0]!.properties).toMatchObject({ value: 30, currency: 'USD' });
        expect((meta.body.data as { custom_data: unknown }[])[0]!.custom_data).toMatchObject({ value: order.totals.total / 100, currency: 'TWD' });
      } finally {
        await updateSiteTracking(test.database.db, HOSTS.tw, { fixedPurchaseValue: null });
        test.app.sites.invalidate();
      }
    });

    it.each([
      ['test order', '0912-000-111', 'test'],
      ['order the shop marked as fraud', '0912-000-222', 'fraud'],
    ])('are never reported for a %s', async (_kind, phone, flag) => {
      const order = await placeOrder(phone);
      // A test number is known when placed; a fraud the shop marks afterwards (npm run tracking -- flag).
      if (flag === 'fraud') await test.database.db.updateTable('orders').set({ report_flag: 'fraud' }).where('order_no', '=', order.orderNo).execute();
      else expect(order.reportable).toBe(false);
      const eventId = newEventId();
      const response = await push({ productId: TW_PRODUCT, eventSourceUrl: 'https://tw.localhost/?fbclid=g', eventsPushEnumCode: 'Purchase', channelEnumCode: 'FACEBOOK', eventId, orderNo: order.orderNo });
      expect(response.json()).toMatchObject({ code: 1, data: { stored: true, forwarded: 0, withheld: flag } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(receiver.received).toEqual([]);
    });
  });

  describe('consent in the EU', () => {
    it('keeps a push without consent from every ad network, and forwards it with consent', async () => {
      const without = newEventId();
      const refused = await push({ productId: PL_PRODUCT, eventSourceUrl: 'https://pl.localhost/?fbclid=h', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId: without }, HOSTS.pl);
      expect(refused.json()).toMatchObject({ data: { stored: true, forwarded: 0, withheld: 'noConsent' } });
      const granted = newEventId();
      const accepted = await push({ productId: PL_PRODUCT, eventSourceUrl: 'https://pl.localhost/?fbclid=h', eventsPushEnumCode: 'ViewContent', channelEnumCode: 'FACEBOOK', eventId: granted, consent: 'granted' }, HOSTS.pl);
      expect(accepted.json()).toMatchObject({ data: { stored: true, forwarded: 1, withheld: null } });
      await eventually(() => receiver.received, (list) => list.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(receiver.received.map((request) => (request.body.data as { event_id: string }[])[0]!.event_id)).toEqual([granted]);
      expect(receiver.received[0]!.url).toBe('/5550001/events');
    });

    it('tells the browser whether to ask, and which pixels the product has', async () => {
      const pl = (await test.app.inject({ url: `/api/consumer/site/pixel/access?productId=${PL_PRODUCT}`, headers: { 'x-consumer-domain': HOSTS.pl } })).json();
      expect(pl).toMatchObject({ code: 1, data: { askConsent: true, pixels: { facebookPixelIds: ['5550001'], tiktokPixelIds: [] }, fixedPurchaseValue: null } });
      const tw = (await test.app.inject({ url: `/api/consumer/site/pixel/access?productId=${TW_PRODUCT}`, headers: { 'x-consumer-domain': HOSTS.tw } })).json();
      expect(tw).toMatchObject({ data: { askConsent: false, pixels: { googlePixelType: 'GoogleADS', googlePixelIds: ['AW-111'], googleEventList: [{ conversionId: 'AW-111/abc' }] } } });
      const record = (await test.app.inject({ url: `/api/consumer/product/detail?id=${TW_PRODUCT}`, headers: { 'x-consumer-domain': HOSTS.tw } })).json<{ data: Record<string, unknown> }>();
      expect(record.data).toMatchObject({ tiktokPixelIds: ['CTIKTOK01'], facebookPixelIds: ['1234567890'] });
    });
  });

  it('forgets visits and ad events once they are older than the retention period', async () => {
    const db = test.database.db;
    const old = '2020-01-01T00:00:00.000Z';
    await db.insertInto('access_events').values({ id: 'old-visit', site_id: 'site-tw', action: 'NAME_FIELD', type: 'FIELD', result: '王小明', result_detail: null, url: null, decoded: 1, visitor: null, created_at: old }).execute();
    await db.insertInto('ad_events').values({ id: 'old-event', site_id: 'site-tw', event_id: 'old-event-1', channel: 'FACEBOOK', code: 'ViewContent', product_id: TW_PRODUCT, order_no: null, source_url: 'https://tw.localhost/', payload: '{}', value: 1, currency: 'TWD', contents: '[]', client_ip: '203.0.113.9', user_agent: 'x', withheld: null, created_at: old }).execute();
    await db.insertInto('ad_deliveries').values({ id: 'old-delivery', ad_event_id: 'old-event', network: 'meta', pixel_id: '1', status: 'failed', attempts: 8, next_attempt_at: old, last_error: null, updated_at: old }).execute();
    const recent = await db.selectFrom('access_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const forgotten = await test.app.tracking.repository.forgetBefore('2021-01-01T00:00:00.000Z');
    expect(forgotten).toEqual({ visits: 1, adEvents: 1 });
    expect(await db.selectFrom('ad_deliveries').select('id').where('id', '=', 'old-delivery').execute()).toEqual([]);
    expect(Number((await db.selectFrom('access_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(Number(recent.n) - 1);
  });

  it('keeps obfuscated values readable only to the server that decodes them', () => {
    expect(obfuscate('0912345678')).not.toContain('0912345678');
  });
});
