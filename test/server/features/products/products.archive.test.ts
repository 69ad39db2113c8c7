import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../src/domain/order';
import zhTW from '../../../../src/i18n/messages/zh-TW.json';
import { transitionOrder } from '../../../helpers/services';
import { ENGINES, HOSTS, lookup, postOrder, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

const rootOf = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';

describe.each(ENGINES)('an archived product, for shoppers (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let delivered: OrderView;

  /** A page as a shopper's browser gets it (a first visit's redirect to the site's language followed). */
  const page = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url, headers: { host: HOSTS.tw } });
    return response.statusCode === 302 ? test.app.inject({ method: 'GET', url: response.headers.location as string, headers: { host: HOSTS.tw } }) : response;
  };
  const home = async () => (await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': HOSTS.tw } })).json().data.identity_tag as string;
  const cart = (lines: unknown[]) => test.app.inject({ method: 'POST', url: '/api/consumer/cart/validate', headers: { 'x-consumer-domain': HOSTS.tw }, payload: { lines } });
  const returnRequest = async (orderNo: string) => {
    const boundary = '----doorstep' + Math.random().toString(16).slice(2);
    const fields = { reason: 'wrongItem', remark: '', carrier: 'tcat', trackingNo: '9012-3456-7890', orderNo, pickerName: '王小明', pickerPhone: '0912 345 678', region: '臺北市', address: '臺北市中正區重慶南路一段122號' };
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a63' } }).jpeg().toBuffer();
    const chunks = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="packagePhotos"; filename="box.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), photo, Buffer.from(`\r\n--${boundary}--\r\n`));
    return test.app.inject({ method: 'POST', url: '/api/consumer/returns', headers: { 'x-consumer-domain': HOSTS.tw, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) });
  };

  beforeAll(async () => {
    ({ test, owner } = await startWithOwnerAndSupport(engine));
    // An order of the product, placed and delivered before it is archived.
    delivered = (await postOrder(test, twOrder())).json<{ data: OrderView }>().data;
    const when = new Date(Date.now() - 86_400_000).toISOString();
    expect((await transitionOrder(test.database.db, delivered.orderNo, { type: 'order.dispatch', carrier: 'tcat', trackingNo: '630012345678' }, when)).ok).toBe(true);
    expect((await transitionOrder(test.database.db, delivered.orderNo, { type: 'order.deliver' }, when)).ok).toBe(true);
    expect(await home()).toBe('aqualite-tw');
    const archived = await adminCall(test, owner, 'POST', '/admin/api/products/aqualite-tw/archive');
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data).toEqual({ id: 'aqualite-tw', status: 'inactive' });
  });
  afterAll(() => test.close());

  it('answers its page with 404 and the error page’s link back to the home page', async () => {
    const response = await page('/aqualite-tw');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain(zhTW['notFound.back']);
    expect((await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=aqualite-tw', headers: { 'x-consumer-domain': HOSTS.tw } })).statusCode).toBe(404);
  });

  it('sells the site’s next product on the home page, as it was the home product', async () => {
    const next = await home();
    expect(next).not.toBe('aqualite-tw');
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(next);
  });

  it('drops it from a cart as a product no longer sold', async () => {
    const answer = (await cart([{ productId: 'aqualite-tw', kind: 'sku', id: 'tw-coral-750', quantity: 1 }])).json().data;
    expect(answer).toMatchObject({ lines: [], removed: 1 });
  });

  it('refuses a new order of it with 409 and says the product is unavailable', async () => {
    const refused = await postOrder(test, twOrder());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(zhTW['error.productUnavailable']);
  });

  it('still shows an order of it placed before, and takes its return', async () => {
    const found = await lookup(test, { orderNo: delivered.orderNo });
    expect(found.statusCode).toBe(200);
    const order = found.json<{ data: OrderView }>().data;
    expect(order.items).toEqual(delivered.items);
    expect(order.allowed.return).toBe(true);
    const returned = await returnRequest(delivered.orderNo);
    expect(returned.statusCode, returned.body).toBe(200);
  });

  it('shows the owner it archived in the products list and the audit log, and puts it back on restore', async () => {
    const listed = (await adminCall(test, owner, 'GET', '/admin/api/products?siteId=site-tw')).json().data.items;
    expect(listed.find((product: { id: string }) => product.id === 'aqualite-tw')).toMatchObject({ status: 'inactive' });
    const restored = await adminCall(test, owner, 'POST', '/admin/api/products/aqualite-tw/restore');
    expect(restored.json().data).toEqual({ id: 'aqualite-tw', status: 'active' });
    expect((await page('/aqualite-tw')).statusCode).toBe(200);
    expect(await home()).toBe('aqualite-tw');
    const audit = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=product')).json().data.items;
    expect(audit.slice(0, 2)).toMatchObject([
      { action: 'product.restore', entityId: 'aqualite-tw', before: { status: 'inactive' }, after: { status: 'active' } },
      { action: 'product.archive', entityId: 'aqualite-tw', before: { status: 'active' }, after: { status: 'inactive' } },
    ]);
  });

  it('holds an order to the purchase limit the owner set: the cart brings it down, the server refuses more', async () => {
    const { draft } = (await adminCall(test, owner, 'GET', '/admin/api/products/aqualite-tw')).json().data;
    expect((await adminCall(test, owner, 'PUT', '/admin/api/products/aqualite-tw', { ...draft, purchaseLimit: 2 })).statusCode).toBe(200);
    const line = { productId: 'aqualite-tw', kind: 'sku', id: 'tw-coral-750', quantity: 5 };
    expect((await cart([line])).json().data.lines[0].quantity).toBe(2);
    const over = await postOrder(test, twOrder({ lines: [{ ...line, kind: 'sku', quantity: 3 }], expectedTotal: 237000 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().data.problem).toEqual({ code: 'overLimit', id: 'aqualite-tw', limit: 2 });
    // (Two bottles: the demo's 5% quantity discount comes off.)
    const within = await postOrder(test, twOrder({ lines: [{ ...line, kind: 'sku', quantity: 2 }], expectedTotal: 150100 }));
    expect(within.statusCode, within.body).toBe(200);
  });
});
