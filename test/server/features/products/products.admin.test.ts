import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

const draft = {
  siteId: 'site-pl',
  id: 'lamp-pl',
  title: 'Lampka nocna',
  introductoryTitle: 'Ciepłe światło na noc',
  description: ['Ładowana przez USB.'],
  specificationType: 'Kolor',
  skus: [
    { name: 'Biała', price: 4999, originalPrice: 7999 },
    { name: 'Czarna', price: 5499, originalPrice: 7999 },
  ],
  banners: [{ src: '/demo/hero-1-960.webp', alt: 'Lampka', width: 960, height: 960 }],
  freight: 0,
};

describe.each(ENGINES)('the back office lists a product (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;

  beforeAll(async () => {
    ({ test, owner, support } = await startWithOwnerAndSupport(engine));
  });
  afterAll(() => test.close());

  it('lets an owner put a product with two skus on a site, where shoppers find it at once', async () => {
    const created = await adminCall(test, owner, 'POST', '/admin/api/products', draft);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ id: 'lamp-pl', siteId: 'site-pl', url: '//pl.localhost/lamp-pl' });

    const detail = await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=lamp-pl', headers: { 'x-consumer-domain': 'pl.localhost' } });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ title: 'Lampka nocna', currencyCode: 'PLN', skuList: [{ name: 'Biała', discountPrice: 4999 }, { name: 'Czarna', discountPrice: 5499 }] });
    // The site's language has its own prefix: a first visit is sent there.
    const first = await test.app.inject({ method: 'GET', url: '/lamp-pl', headers: { host: 'pl.localhost' } });
    const page = first.statusCode === 302 ? await test.app.inject({ method: 'GET', url: String(first.headers.location), headers: { host: 'pl.localhost' } }) : first;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Lampka nocna');
    // Another site does not sell it.
    expect((await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=lamp-pl', headers: { 'x-consumer-domain': 'tw.localhost' } })).statusCode).toBe(404);
  });

  it('writes who listed it, and what, in the audit log', async () => {
    const audit = await adminCall(test, owner, 'GET', '/admin/api/audit?entity=product');
    expect(audit.json().data.items[0]).toMatchObject({ action: 'product.create', entityId: 'lamp-pl', operatorEmail: 'owner@shop.test', after: { siteId: 'site-pl', title: 'Lampka nocna' } });
  });

  it('is for owners only: 401 without a session, 403 for support or another origin, and nothing is listed', async () => {
    const other = { ...draft, id: 'lamp-two' };
    expect((await adminCall(test, null, 'POST', '/admin/api/products', other)).statusCode).toBe(401);
    expect((await adminCall(test, support, 'POST', '/admin/api/products', other)).statusCode).toBe(403);
    expect((await adminCall(test, owner, 'POST', '/admin/api/products', other, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=lamp-two', headers: { 'x-consumer-domain': 'pl.localhost' } })).statusCode).toBe(404);
  });

  it('refuses a draft with no sku, a taken address or an unknown site, saying which', async () => {
    const noSku = await adminCall(test, owner, 'POST', '/admin/api/products', { ...draft, id: 'lamp-three', skus: [] });
    expect(noSku.statusCode).toBe(400);
    expect(noSku.json().data.issues[0].field).toBe('body.skus');
    const taken = await adminCall(test, owner, 'POST', '/admin/api/products', draft);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain('address');
    const nowhere = await adminCall(test, owner, 'POST', '/admin/api/products', { ...draft, id: 'lamp-four', siteId: 'site-xx' });
    expect(nowhere.statusCode).toBe(404);
  });

  it('lists combos of its own skus, and refuses a combo of a sku it does not have', async () => {
    const combos = await adminCall(test, owner, 'POST', '/admin/api/products', {
      ...draft,
      id: 'lamp-set',
      saleType: 2,
      combos: [{ name: 'Zestaw 2 szt.', price: 8999, originalPrice: 15998, components: [{ sku: 0, qty: 1 }, { sku: 1, qty: 1 }] }],
    });
    expect(combos.statusCode).toBe(200);
    const detail = await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=lamp-set', headers: { 'x-consumer-domain': 'pl.localhost' } });
    expect(detail.json().data.productComboList[0]).toMatchObject({ name: 'Zestaw 2 szt.', price: 8999, componentDetailList: [{ qty: 1 }, { qty: 1 }] });
    const stranger = await adminCall(test, owner, 'POST', '/admin/api/products', { ...draft, id: 'lamp-bad', saleType: 2, combos: [{ name: 'X', price: 1, originalPrice: 1, components: [{ sku: 5, qty: 1 }] }] });
    expect(stranger.statusCode).toBe(400);
  });
});
