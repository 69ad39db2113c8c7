import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../src/domain/order';
import type { ReturnErrors } from '../../../../src/domain/return-request';
import { orderLifecycle, transitionOrder } from '../../../helpers/services';
import { createReturnRepository } from '../../../../src/server/features/returns/returns.repository';
import { createReturnService } from '../../../../src/server/features/returns/returns.service';
import { createImageStore } from '../../../../src/server/features/uploads/uploads.images';
import { createAddressDataSource } from '../../../../src/server/features/address/address.data';
import en from '../../../../src/i18n/messages/en.json';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import plMessages from '../../../../src/i18n/messages/pl.json';
import { emptyRecipient } from '../../../../src/domain/checkout';
import { ENGINES, HOSTS, lookup, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';

type File = { field: 'packagePhotos' | 'screenshot' | string; name: string; type: string; data: Buffer };

const DAY = 86_400_000;

describe.each(ENGINES)('return requests (%s)', (engine) => {
  let test: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    test = await startTestApp(engine, { returnRateLimit: { max: 1000, timeWindow: 60_000 } });
    photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a63' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 3/1' } })
      .toBuffer();
  });
  afterAll(() => test.close());

  const send = (fields: Record<string, string>, files: File[], host: string = HOSTS.tw) => {
    const boundary = '----doorstep' + Math.random().toString(16).slice(2);
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    for (const file of files) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return test.app.inject({ method: 'POST', url: '/api/consumer/returns', headers: { 'x-consumer-domain': host, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) });
  };
  const packagePhoto = (): File => ({ field: 'packagePhotos', name: 'box.jpg', type: 'image/jpeg', data: photo });

  /** A cash-on-delivery order, dispatched and delivered `daysAgo` days ago (the shop's side). */
  const deliveredOrder = async (daysAgo = 1, host: string = HOSTS.tw, order = twOrder()) => {
    // (Each order its own: the same idempotency key would answer with the first one.)
    const placed = (await postOrder(test, order, host)).json<{ data: OrderView }>().data;
    const when = new Date(Date.now() - daysAgo * DAY).toISOString();
    expect((await transitionOrder(test.database.db, placed.orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' }, when)).ok).toBe(true);
    expect((await transitionOrder(test.database.db, placed.orderNo, { type: 'order.deliver' }, when)).ok).toBe(true);
    return placed.orderNo;
  };
  const form = (orderNo: string, overrides: Record<string, string> = {}) => ({
    reason: 'wrongItem',
    remark: '',
    carrier: 'tcat',
    trackingNo: '9012-3456-7890',
    orderNo,
    pickerName: '王小明',
    pickerPhone: '0912 345 678',
    region: '臺北市',
    address: '臺北市中正區重慶南路一段122號',
    ...overrides,
  });
  const fieldErrors = (response: Awaited<ReturnType<typeof send>>) => response.json<{ data: { fieldErrors: ReturnErrors } }>().data.fieldErrors;

  it('takes a return with its photos, stripped of their metadata, kept where the public cannot reach them, and shows it on the order', async () => {
    const orderNo = await deliveredOrder();
    const screenshot: File = { field: 'screenshot', name: 'order.png', type: 'image/png', data: await sharp({ create: { width: 300, height: 600, channels: 3, background: '#fff' } }).png().toBuffer() };
    const response = await send(form(orderNo, { reason: 'other', remark: '瓶蓋有裂痕' }), [packagePhoto(), packagePhoto(), screenshot]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ msg: string; data: { id: string; status: string } }>();
    expect(body).toMatchObject({ msg: zhTW['return.thanks'], data: { status: 'SUBMITTED' } });

    const row = await test.database.db.selectFrom('return_requests').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_no: orderNo, reason: 'other', remark: '瓶蓋有裂痕', carrier: 'tcat', tracking_no: '9012-3456-7890', picker_phone: '+886912345678', region: '臺北市', locale: 'zh-TW' });
    const names = [...(JSON.parse(row.package_photo) as string[]), row.screenshot!];
    expect(names).toHaveLength(3);
    const kept = readdirSync(join(test.dataDir, 'returns'));
    for (const name of names) {
      expect(kept).toContain(name);
      const meta = await sharp(join(test.dataDir, 'returns', name)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      // Never served: /uploads is the reviews' public folder only.
      expect((await test.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    }

    const order = (await lookup(test, { orderNo })).json<{ data: OrderView }>().data;
    expect(order.returns).toEqual([{ id: body.data.id, createdAt: row.created_at, reason: 'other', status: 'SUBMITTED', reply: null }]);
  });

  it.each([
    ['no reason chosen', { reason: '' }, 'reason', 'return.reasonTips'],
    ['a reason that is not one of the list', { reason: 'bored' }, 'reason', 'return.reasonTips'],
    ['"other" without a remark', { reason: 'other', remark: '  ' }, 'remark', 'return.remarkTips'],
    ['an empty region', { region: '' }, 'region', 'return.regionTips'],
    ['a region the zone does not have', { region: 'Gotham' }, 'region', 'return.regionTips'],
    ['no courier chosen', { carrier: '' }, 'carrier', 'return.carrierTips'],
    ['a courier of another country', { carrier: 'inpost' }, 'carrier', 'return.carrierTips'],
    ['no tracking number', { trackingNo: '' }, 'trackingNo', 'return.trackingTips'],
    ['a tracking number with odd characters', { trackingNo: '<b>123</b>' }, 'trackingNo', 'return.trackingInvalid'],
    ['no order number', { orderNo: '' }, 'orderNo', 'return.orderNoTips'],
    ['no picker name', { pickerName: ' ' }, 'pickerName', 'return.pickerNameTips'],
    ['a picker phone that is not a mobile number of the zone', { pickerPhone: '02 2345 6789' }, 'pickerPhone', 'phonenotempty'],
    ['no return address', { address: '' }, 'address', 'return.addressTips'],
  ])('refuses %s with its message by the field, and takes nothing', async (_name, change, field, key) => {
    const orderNo = await deliveredOrder();
    const response = await send(form(orderNo, change), [packagePhoto()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 1008, msg: (zhTW as Record<string, string>)[key] });
    expect(fieldErrors(response)).toEqual({ [field]: expect.objectContaining({ key }) });
    expect(await test.database.db.selectFrom('return_requests').select('id').where('order_no', '=', orderNo).execute()).toEqual([]);
  });

  it('refuses a return without a photo of the package, and one whose "photo" is not an image', async () => {
    const orderNo = await deliveredOrder();
    const none = await send(form(orderNo), []);
    expect(none.statusCode).toBe(400);
    expect(fieldErrors(none)).toEqual({ packagePhotos: { key: 'return.photoTips' } });
    const fake = await send(form(orderNo), [{ field: 'packagePhotos', name: 'box.jpg', type: 'image/jpeg', data: Buffer.from('<svg onload=alert(1)>') }]);
    expect(fake.statusCode).toBe(400);
    expect(fieldErrors(fake).packagePhotos).toMatchObject({ key: 'review.image.notAnImage' });
    const tooMany = await send(form(orderNo), [packagePhoto(), packagePhoto(), packagePhoto(), packagePhoto()]);
    expect(fieldErrors(tooMany).packagePhotos).toMatchObject({ key: 'review.tooManyImages' });
  });

  it('asks to confirm an unknown order number again, the same for a number of another site', async () => {
    const unknown = await send(form('TW00000000000A'), [packagePhoto()]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 1404, msg: zhTW['return.orderNotFound'], data: { fieldErrors: { orderNo: { key: 'return.orderNotFound' } } } });
    const garbled = await send(form('not-a-number'), [packagePhoto()]);
    expect(fieldErrors(garbled)).toEqual({ orderNo: { key: 'return.orderNotFound' } });

    const polish = await deliveredOrder(
      1,
      HOSTS.pl,
      twOrder({
        productId: 'aqualite-pl',
        lines: [{ productId: 'aqualite-pl', kind: 'sku', id: 'pl-coral-750', quantity: 1 }],
        recipient: emptyRecipient({ name: 'Anna Kowalska', phone: '512 345 678', email: 'anna@example.pl', province: 'mazowieckie', city: 'Warszawa', address: 'ul. Marszałkowska 1', postalCode: '00950' }),
        deliveryMethod: 'home',
        expectedTotal: 9999 + 1499,
      }),
    );
    const elsewhere = await send(form(polish), [packagePhoto()]);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toBe(unknown.body);
  });

  it('takes returns only after delivery and within the zone’s return period counted from it', async () => {
    const placed = (await postOrder(test, twOrder())).json<{ data: OrderView }>().data;
    const early = await send(form(placed.orderNo), [packagePhoto()]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 1012, msg: zhTW['return.notDelivered'] });

    // Taiwan: 7 days (its consumer law's period for distance sales).
    const lastDay = await deliveredOrder(6.9);
    expect((await send(form(lastDay), [packagePhoto()])).statusCode).toBe(200);
    const late = await deliveredOrder(7.1);
    const over = await send(form(late), [packagePhoto()]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ msg: zhTW['return.periodOver'].replace('{days}', '7'), data: { fieldErrors: { orderNo: { key: 'return.periodOver', values: { days: 7 } } } } });
    const view = (await lookup(test, { orderNo: late })).json<{ data: OrderView }>().data;
    expect(view.allowed.return).toBe(false);
  });

  it('no longer offers a return while one for the order is open, and says so', async () => {
    const orderNo = await deliveredOrder(1);
    expect((await lookup(test, { orderNo })).json<{ data: OrderView }>().data.allowed.return).toBe(true);
    expect((await send(form(orderNo), [packagePhoto()])).statusCode).toBe(200);
    const view = (await lookup(test, { orderNo })).json<{ data: OrderView }>().data;
    expect(view.allowed).toMatchObject({ return: false, returnRefusal: { reason: 'alreadyRequested' } });
  });

  it('counts Poland’s 14 days for a Polish order', async () => {
    const polishOrder = () => twOrder({
      productId: 'aqualite-pl',
      lines: [{ productId: 'aqualite-pl', kind: 'sku', id: 'pl-coral-750', quantity: 1 }],
      recipient: emptyRecipient({ name: 'Anna Kowalska', phone: '512 345 678', email: 'anna@example.pl', province: 'mazowieckie', city: 'Warszawa', address: 'ul. Marszałkowska 1', postalCode: '00950' }),
      deliveryMethod: 'home',
      expectedTotal: 9999 + 1499,
    });
    const polishForm = (orderNo: string) => form(orderNo, { carrier: 'inpost', pickerName: 'Anna Kowalska', pickerPhone: '512 345 678', region: 'mazowieckie', address: 'ul. Marszałkowska 1, 00-950 Warszawa' });
    const inTime = await deliveredOrder(13.9, HOSTS.pl, polishOrder());
    const inTimeResponse = await send(polishForm(inTime), [packagePhoto()], HOSTS.pl);
    expect(inTimeResponse.statusCode, inTimeResponse.body).toBe(200);
    const late = await deliveredOrder(14.1, HOSTS.pl, polishOrder());
    const response = await send(polishForm(late), [packagePhoto()], HOSTS.pl);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ msg: string }>().msg).toBe(plMessages['return.periodOver'].replace('{days}', '14'));
  });

  it('keeps one return in progress per order, also when two are sent at once', async () => {
    const orderNo = await deliveredOrder();
    const both = await Promise.all([send(form(orderNo), [packagePhoto()]), send(form(orderNo), [packagePhoto()])]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json()).toMatchObject({ msg: zhTW['return.alreadyRequested'] });
  });

  it('answers in English on an English page, never 5xx for a body that is not a form', async () => {
    const orderNo = await deliveredOrder();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/consumer/returns',
      headers: { 'x-consumer-domain': HOSTS.tw, 'content-type': 'multipart/form-data; boundary=x', 'accept-language': 'en' },
      payload: `--x\r\nContent-Disposition: form-data; name="orderNo"\r\n\r\n${orderNo}\r\n--x--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toBe(en['return.reasonTips']);
    const json = await test.app.inject({ method: 'POST', url: '/api/consumer/returns', headers: { 'x-consumer-domain': HOSTS.tw }, payload: { orderNo } });
    expect(json.statusCode).toBe(400);
    const unknownFile = await send(form(orderNo), [packagePhoto(), { field: 'virus', name: 'a.exe', type: 'application/octet-stream', data: Buffer.from('MZ') }]);
    expect(unknownFile.statusCode).toBe(400);
  });

  describe('the shop’s answers', () => {
    const service = () =>
      createReturnService({
        returns: createReturnRepository(test.database.db),
        lifecycle: orderLifecycle(test.database.db),
        addresses: createAddressDataSource(join(process.cwd(), 'dist', 'client')),
        images: createImageStore(join(test.dataDir, 'returns')),
      });
    const submit = async () => {
      const orderNo = await deliveredOrder();
      const id = (await send(form(orderNo), [packagePhoto()])).json<{ data: { id: string } }>().data.id;
      return { orderNo, id };
    };

    it('shows the shop’s acceptance and reply, and closes the order once the parcel is back', async () => {
      const { orderNo, id } = await submit();
      expect(await service().decide(id, 'ACCEPTED', '請以黑貓寄回，運費由我們負擔')).toEqual({ ok: true });
      let order = (await lookup(test, { orderNo, phone: '0912345678' })).json<{ data: OrderView }>().data;
      expect(order.returns[0]).toMatchObject({ status: 'ACCEPTED', reply: '請以黑貓寄回，運費由我們負擔' });
      // The masked view shows the status, not the reply.
      expect((await lookup(test, { orderNo })).json<{ data: OrderView }>().data.returns[0]).toMatchObject({ status: 'ACCEPTED', reply: null });

      expect(await service().decide(id, 'RECEIVED')).toEqual({ ok: true });
      order = (await lookup(test, { orderNo, phone: '0912345678' })).json<{ data: OrderView }>().data;
      expect(order).toMatchObject({ status: 'ORDER_CLOSE', allowed: { return: false } });
      expect(order.returns[0]!.status).toBe('RECEIVED');
      expect(order.history.at(-1)).toMatchObject({ cause: 'return.receive', status: 'ORDER_CLOSE' });
    });

    it('refuses answers out of order, and a second request after a rejection is taken', async () => {
      const { orderNo, id } = await submit();
      expect(await service().decide(id, 'REJECTED', '照片看不出問題')).toEqual({ ok: true });
      expect(await service().decide(id, 'RECEIVED')).toEqual({ ok: false, reason: 'notAllowed' });
      expect(await service().decide('no-such-id', 'ACCEPTED')).toEqual({ ok: false, reason: 'notFound' });
      expect((await send(form(orderNo, { remark: '補充照片' }), [packagePhoto()])).statusCode).toBe(200);
    });

    it('leaves the request as it was when its order cannot take the parcel back', async () => {
      const { orderNo, id } = await submit();
      // Closed another way meanwhile (the shop refunded it by hand and closed it).
      await test.database.db.updateTable('orders').set({ status: 'ORDER_CLOSE' }).where('order_no', '=', orderNo).execute();
      expect(await service().decide(id, 'RECEIVED')).toEqual({ ok: false, reason: 'notAllowed' });
      const row = await test.database.db.selectFrom('return_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe('SUBMITTED');
    });
  });
});

describe('return requests are rate-limited', () => {
  it('answers 429 with a localised message after too many from one client', async () => {
    const test = await startTestApp('sqlite', { returnRateLimit: { max: 2, timeWindow: 60_000 } });
    try {
      const post = () => test.app.inject({ method: 'POST', url: '/api/consumer/returns', headers: { 'x-consumer-domain': HOSTS.tw }, payload: {} });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await post()).statusCode);
      expect(codes).toEqual([400, 400, 429]);
      expect((await post()).json()).toMatchObject({ code: 1429, msg: zhTW['error.tooManyRequests'] });
    } finally {
      await test.close();
    }
  });
});
