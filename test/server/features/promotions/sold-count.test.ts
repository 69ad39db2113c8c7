import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';

const PRODUCT = 'aqualite-tw';
const URL = `/admin/api/products/${PRODUCT}/sold-count`;

describe.each(ENGINES)('the sold count a product page shows (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  const detail = async () => (await test.app.inject({ method: 'GET', url: `/api/consumer/product/detail?id=${PRODUCT}`, headers: { 'x-consumer-domain': HOSTS.tw } })).json().data;
  const cards = async () => (await test.app.inject({ method: 'GET', url: '/api/consumer/products?sort=new&page=1', headers: { 'x-consumer-domain': HOSTS.tw } })).json().data;
  const place = async () => {
    const placed = await postOrder(test, twOrder());
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json().data.orderNo as string;
  };

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner, support } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('shows the number the product was listed with until the owner chooses otherwise', async () => {
    const shown = (await adminCall(test, owner, 'GET', URL)).json().data;
    expect(shown).toMatchObject({ productId: PRODUCT, mode: 'fixed', real: 0 });
    expect((await detail()).saleQty).toBe(shown.fixed);
  });

  it('shows a number the owner types, on the product page and its server-rendered html', async () => {
    const changed = await adminCall(test, owner, 'PUT', URL, { mode: 'fixed', fixed: 4321 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ mode: 'fixed', fixed: 4321, shown: 4321 });
    expect((await detail()).saleQty).toBe(4321);
    const first = await test.app.inject({ method: 'GET', url: `/${PRODUCT}`, headers: { host: HOSTS.tw } });
    const page = first.statusCode === 302 ? await test.app.inject({ method: 'GET', url: first.headers.location as string, headers: { host: HOSTS.tw } }) : first;
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('4,321');
  });

  it('shows the spec’s 2526 in default mode, and keeps the typed number for later', async () => {
    const changed = (await adminCall(test, owner, 'PUT', URL, { mode: 'default' })).json().data;
    expect(changed).toMatchObject({ mode: 'default', fixed: 4321, shown: 2526 });
    expect((await detail()).saleQty).toBe(2526);
  });

  it('counts the units really ordered, leaving out cancelled orders, on the page and the catalog cards', async () => {
    await place();
    await place();
    const cancelled = await place();
    const cancel = await test.app.inject({ method: 'POST', url: '/api/consumer/order/cancel', headers: { 'x-consumer-domain': HOSTS.tw }, payload: { orderNo: cancelled, phone: '0912345678' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const changed = (await adminCall(test, owner, 'PUT', URL, { mode: 'real' })).json().data;
    expect(changed).toMatchObject({ mode: 'real', real: 2, shown: 2 });
    expect((await detail()).saleQty).toBe(2);
    const card = (await cards()).items.find((item: { id: string }) => item.id === PRODUCT);
    expect(card.saleQty).toBe(2);
  });

  it('refuses a fixed mode without its number, an unknown mode, and an unknown product', async () => {
    const noNumber = await adminCall(test, owner, 'PUT', URL, { mode: 'fixed' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().data.issues[0].field).toBe('body.fixed');
    expect((await adminCall(test, owner, 'PUT', URL, { mode: 'invented' })).statusCode).toBe(400);
    expect((await adminCall(test, owner, 'PUT', URL, { mode: 'fixed', fixed: -1 })).statusCode).toBe(400);
    expect((await adminCall(test, owner, 'PUT', '/admin/api/products/no-such-thing/sold-count', { mode: 'default' })).statusCode).toBe(404);
    expect((await adminCall(test, owner, 'GET', '/admin/api/products/no-such-thing/sold-count')).statusCode).toBe(404);
    expect((await adminCall(test, owner, 'GET', URL)).json().data.mode).toBe('real');
  });

  it('writes each choice in the audit log, before and after', async () => {
    const items = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=product')).json().data.items.filter((item: { action: string }) => item.action === 'product.soldCount');
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ entityId: PRODUCT, operatorEmail: 'owner@shop.test', before: { mode: 'default', fixed: 4321 }, after: { mode: 'real', fixed: 4321 } });
  });

  it('is for owners only: 401 without a session, 403 for support or another origin, and nothing changes', async () => {
    expect((await adminCall(test, null, 'GET', URL)).statusCode).toBe(401);
    expect((await adminCall(test, support, 'GET', URL)).statusCode).toBe(403);
    expect((await adminCall(test, null, 'PUT', URL, { mode: 'default' })).statusCode).toBe(401);
    expect((await adminCall(test, support, 'PUT', URL, { mode: 'default' })).statusCode).toBe(403);
    expect((await adminCall(test, owner, 'PUT', URL, { mode: 'default' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await adminCall(test, owner, 'GET', URL)).json().data.mode).toBe('real');
  });
});
