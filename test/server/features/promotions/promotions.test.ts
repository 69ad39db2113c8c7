import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, HOSTS, postOrder, startTestApp, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { createProductRepository } from '../../../../src/server/features/products/products.repository';
import { createProductService } from '../../../../src/server/features/products/products.service';
import { productFromDraft } from '../../../../src/server/features/products/products.admin.routes';
import { recordPrices } from '../../../../src/server/features/promotions/price-history.repository';

const PRODUCT = 'aqualite-tw';
/** One tw-coral-750 at the demo's plain price, free shipping, cash on delivery. */
const FULL = 79000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const shopperCookie = (response: { headers: Record<string, unknown> }) => /ds_shopper=[^;]+/.exec(String(response.headers['set-cookie']))?.[0];

describe.each(ENGINES)('promotions from the back office (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;
  const detail = async (id = PRODUCT) => (await test.app.inject({ method: 'GET', url: `/api/consumer/product/detail?id=${id}`, headers: { 'x-consumer-domain': HOSTS.tw } })).json().data;
  const claim = (couponId: string, cookie?: string) =>
    test.app.inject({ method: 'POST', url: '/api/consumer/coupons/claim', headers: { 'x-consumer-domain': HOSTS.tw, ...(cookie ? { cookie } : {}) }, payload: { couponId } });

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner, support } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  describe('flash sales', () => {
    let saleId: string;

    it('lets an owner start a flash sale that shoppers see counting down and pay at once', async () => {
      const endsAt = inMinutes(60);
      const started = await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales`, { percentOff: 10, endsAt });
      expect(started.statusCode, started.body).toBe(200);
      const sale = started.json().data;
      expect(sale).toMatchObject({ productId: PRODUCT, kind: 'flash', percentOff: 10, endsAt: new Date(endsAt).toISOString(), state: 'running' });
      saleId = sale.id;
      expect((await detail()).activity).toMatchObject({ id: saleId, percentOff: 10, endsAt: sale.endsAt });
      const placed = await postOrder(test, twOrder({ expectedTotal: FULL - 7900 }));
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().data.totals).toMatchObject({ activityDeduction: 7900, total: FULL - 7900 });
    });

    it('refuses a second sale over the running one, saying a sale is already running or scheduled then', async () => {
      const overlap = await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales`, { percentOff: 20, startsAt: inMinutes(30), endsAt: inMinutes(90) });
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json().msg).toContain('already has a sale running or scheduled');
      const sales = (await adminCall(test, owner, 'GET', `/admin/api/products/${PRODUCT}/sales`)).json().data.sales;
      expect(sales).toHaveLength(1);
    });

    it('ends the sale on request: the countdown goes from the page and the next order pays the full price', async () => {
      const ended = await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales/${saleId}/end`);
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json().data.state).toBe('ended');
      expect((await detail()).activity).toBeNull();
      const atSalePrice = await postOrder(test, twOrder({ expectedTotal: FULL - 7900 }));
      expect(atSalePrice.json()).toMatchObject({ code: 1005, data: { total: FULL } });
      const atFullPrice = await postOrder(test, twOrder({ expectedTotal: FULL }));
      expect(atFullPrice.statusCode, atFullPrice.body).toBe(200);
      expect(atFullPrice.json().data.totals).toMatchObject({ activityDeduction: 0, total: FULL });
      // Ending it twice says it has ended.
      expect((await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales/${saleId}/end`)).statusCode).toBe(409);
    });

    it('schedules a later sale that shoppers do not get yet, and that can be called off before it starts', async () => {
      const later = await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales`, { percentOff: 15, startsAt: inMinutes(120), endsAt: inMinutes(180) });
      expect(later.statusCode, later.body).toBe(200);
      expect(later.json().data.state).toBe('scheduled');
      expect((await detail()).activity).toBeNull();
      const listed = (await adminCall(test, owner, 'GET', `/admin/api/products/${PRODUCT}/sales`)).json().data.sales;
      expect(listed.map((sale: { state: string }) => sale.state)).toEqual(['scheduled', 'ended']);
      const calledOff = await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales/${later.json().data.id}/end`);
      expect(calledOff.json().data.state).toBe('ended');
    });

    it('refuses a sale of an unknown product, one already over, or one off by more than 99 percent', async () => {
      expect((await adminCall(test, owner, 'POST', '/admin/api/products/no-such-thing/sales', { percentOff: 10, endsAt: inMinutes(60) })).statusCode).toBe(404);
      expect((await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales`, { percentOff: 10, endsAt: inMinutes(-1) })).statusCode).toBe(400);
      const tooMuch = await adminCall(test, owner, 'POST', `/admin/api/products/${PRODUCT}/sales`, { percentOff: 100, endsAt: inMinutes(60) });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().data.issues[0].field).toBe('body.percentOff');
    });

    it('writes who started and ended each sale in the audit log', async () => {
      const items = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=sale')).json().data.items;
      expect(items.map((item: { action: string }) => item.action)).toEqual(['sale.end', 'sale.create', 'sale.end', 'sale.create']);
      expect(items[3]).toMatchObject({ entityId: saleId, operatorEmail: 'owner@shop.test', after: { percentOff: 10 } });
    });
  });

  describe('coupons', () => {
    it('lets an owner offer a 10% coupon that a shopper receives and that comes off their order', async () => {
      const created = await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'percent', value: 10, minOrder: 50000 });
      expect(created.statusCode, created.body).toBe(200);
      const coupon = created.json().data;
      expect(coupon).toMatchObject({ productId: PRODUCT, kind: 'percent', value: 10, minOrder: 50000, status: 'active', totalLimit: null, perShopperLimit: 1, claimed: 0 });
      expect((await detail()).productCouponList).toContainEqual({ id: coupon.id, threshold: 50000, amount: 0, percentOff: 10 });
      const received = await claim(coupon.id);
      expect(received.statusCode, received.body).toBe(200);
      const cookie = shopperCookie(received)!;
      const placed = await postOrder(test, twOrder({ couponId: coupon.id, expectedTotal: FULL - 7900 }), HOSTS.tw, undefined, cookie);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json().data.totals).toMatchObject({ couponDeduction: 7900, total: FULL - 7900 });
      const listed = (await adminCall(test, owner, 'GET', `/admin/api/coupons?productId=${PRODUCT}`)).json().data.coupons;
      expect(listed.find((entry: { id: string }) => entry.id === coupon.id)).toMatchObject({ claimed: 1, redeemed: 1 });
    });

    it('gives a coupon limited to one shopper to exactly one of many shoppers claiming at once', async () => {
      const coupon = (await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 5000, minOrder: 60000, totalLimit: 1 })).json().data;
      const answers = await Promise.all(Array.from({ length: 12 }, () => claim(coupon.id)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 1010)).toBe(true);
      const claims = await test.database.db.selectFrom('coupon_claims').selectAll().where('coupon_id', '=', coupon.id).execute();
      expect(claims).toHaveLength(1);
      const listed = (await adminCall(test, owner, 'GET', `/admin/api/coupons?productId=${PRODUCT}`)).json().data.coupons;
      expect(listed.find((entry: { id: string }) => entry.id === coupon.id)).toMatchObject({ claimed: 1, totalLimit: 1 });
    });

    it('keeps a coupon from shoppers before its start, and off orders once it has ended', async () => {
      const early = (await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 3000, minOrder: 0, startsAt: inMinutes(60) })).json().data;
      expect((await claim(early.id)).json()).toMatchObject({ code: 1010 });
      const shown = (await test.app.inject({ method: 'GET', url: `/api/consumer/coupons?productId=${PRODUCT}`, headers: { 'x-consumer-domain': HOSTS.tw } })).json().data.coupons;
      expect(shown.map((entry: { id: string }) => entry.id)).not.toContain(early.id);

      const closing = (await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 3000, minOrder: 0, endsAt: inMinutes(60) })).json().data;
      const cookie = shopperCookie(await claim(closing.id))!;
      await test.database.db.updateTable('coupons').set({ ends_at: inMinutes(-1) }).where('id', '=', closing.id).execute();
      const late = await postOrder(test, twOrder({ couponId: closing.id, expectedTotal: FULL - 3000 }), HOSTS.tw, undefined, cookie);
      expect(late.json()).toMatchObject({ code: 1010 });
    });

    it('retires a coupon: a shopper who received it can no longer use it, and retiring twice says so', async () => {
      const coupon = (await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 2000, minOrder: 0 })).json().data;
      const cookie = shopperCookie(await claim(coupon.id))!;
      const retired = await adminCall(test, owner, 'POST', `/admin/api/coupons/${coupon.id}/retire`);
      expect(retired.statusCode, retired.body).toBe(200);
      expect(retired.json().data.status).toBe('retired');
      expect((await detail()).productCouponList.map((entry: { id: string }) => entry.id)).not.toContain(coupon.id);
      expect((await postOrder(test, twOrder({ couponId: coupon.id, expectedTotal: FULL - 2000 }), HOSTS.tw, undefined, cookie)).json()).toMatchObject({ code: 1010 });
      expect((await adminCall(test, owner, 'POST', `/admin/api/coupons/${coupon.id}/retire`)).statusCode).toBe(409);
      expect((await adminCall(test, owner, 'POST', '/admin/api/coupons/cp-nope/retire')).statusCode).toBe(404);
    });

    it('refuses a coupon worth more than the order it needs, a percent over 99, or one for no product', async () => {
      const tooBig = await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 50000, minOrder: 40000 });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().data.issues[0].field).toBe('body.value');
      expect((await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'percent', value: 100, minOrder: 0 })).statusCode).toBe(400);
      expect((await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: 'no-such-thing', kind: 'amount', value: 100, minOrder: 0 })).statusCode).toBe(404);
    });

    it('writes who offered and retired each coupon in the audit log', async () => {
      const items = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=coupon')).json().data.items;
      expect(items[0]).toMatchObject({ action: 'coupon.retire', operatorEmail: 'owner@shop.test', before: { status: 'active' }, after: { status: 'retired' } });
      expect(items.filter((item: { action: string }) => item.action === 'coupon.create')).toHaveLength(5);
    });
  });

  describe('the EU lowest price of the last 30 days', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const plDetail = async (id: string) => (await test.app.inject({ method: 'GET', url: `/api/consumer/product/detail?id=${id}`, headers: { 'x-consumer-domain': HOSTS.pl } })).json().data;

    it('shows a Polish shopper the lower price of before a raise, not the sale price, while the sale runs', async () => {
      const draft = { siteId: 'site-pl', title: 'Kubek', introductoryTitle: '', description: [], specificationType: '', saleType: 1 as const, skus: [{ name: 'Biały', price: 3999, originalPrice: 5999 }], combos: [], banners: [], freight: 0, serviceCharge: 0, remoteAreasPostage: 0, saleQty: 0 };
      // Listed 40 days ago at 59.99, down to 39.99 twenty days ago (both before the window's start or in it)...
      await createProductService(createProductRepository(test.database.db)).createProduct({ ...productFromDraft({ ...draft, skus: [{ ...draft.skus[0]!, price: 5999 }] }, 'mug-pl'), listedAt: new Date(daysAgo(40)) });
      await recordPrices(test.database.db, [{ productId: 'mug-pl', price: 3999, at: daysAgo(20) }]);
      // ...raised to 49.99 yesterday (as the product editor writes a price change: the sku and its history together).
      await test.database.db.updateTable('skus').set({ price: 4999 }).where('product_id', '=', 'mug-pl').execute();
      await recordPrices(test.database.db, [{ productId: 'mug-pl', price: 4999, at: daysAgo(1) }]);
      expect((await plDetail('mug-pl')).lowestPrice30d).toBe(3999);

      // A 10% sale from 49.99: 45.00 now (the sale rounds its share down), but the reference is 39.99, the lowest of the 30 days before it.
      const started = await adminCall(test, owner, 'POST', '/admin/api/products/mug-pl/sales', { percentOff: 10, endsAt: inMinutes(60) });
      expect(started.statusCode, started.body).toBe(200);
      const record = await plDetail('mug-pl');
      expect(record.activity).toMatchObject({ percentOff: 10 });
      expect(record.lowestPrice30d).toBe(3999);
      const history = await test.database.db.selectFrom('price_history').select(['price', 'at']).where('product_id', '=', 'mug-pl').orderBy('at').execute();
      expect(history.map((row) => Number(row.price))).toEqual([5999, 3999, 4999, 4500, 4999]);
    });

    it('counts the price in force when the window opens, and leaves zones without the EU rule without the figure', async () => {
      // The 59.99 of 40 days ago held until 20 days ago: it is in the window, but 39.99 is lower.
      await recordPrices(test.database.db, [{ productId: 'mug-pl', price: 2999, at: daysAgo(45) }, { productId: 'mug-pl', price: 5999, at: daysAgo(44) }]);
      expect((await plDetail('mug-pl')).lowestPrice30d).toBe(3999);
      expect(await detail()).not.toHaveProperty('lowestPrice30d');
    });
  });

  it('is for owners only: 401 without a session, 403 for support or another origin, and nothing changes', async () => {
    const coupon = (await adminCall(test, owner, 'POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 1000, minOrder: 0 })).json().data;
    const calls: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
      ['GET', `/admin/api/products/${PRODUCT}/sales`],
      ['POST', `/admin/api/products/${PRODUCT}/sales`, { percentOff: 5, startsAt: inMinutes(600), endsAt: inMinutes(700) }],
      ['POST', `/admin/api/products/${PRODUCT}/sales/sale-nope/end`],
      ['GET', `/admin/api/coupons?productId=${PRODUCT}`],
      ['POST', '/admin/api/coupons', { productId: PRODUCT, kind: 'amount', value: 1000, minOrder: 0 }],
      ['POST', `/admin/api/coupons/${coupon.id}/retire`],
    ];
    const before = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=coupon')).json().data.items.length;
    for (const [method, url, payload] of calls) {
      expect((await adminCall(test, null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await adminCall(test, support, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      if (method === 'POST') expect((await adminCall(test, owner, method, url, payload, { origin: 'https://evil.example' })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await adminCall(test, owner, 'GET', '/admin/api/audit?entity=coupon')).json().data.items.length).toBe(before);
    expect((await adminCall(test, owner, 'GET', `/admin/api/products/${PRODUCT}/sales`)).json().data.sales.every((sale: { state: string }) => sale.state === 'ended')).toBe(true);
    // The owner's own calls answer 200.
    for (const [method, url, payload] of calls.filter(([, url]) => !url.includes('sale-nope'))) {
      expect((await adminCall(test, owner, method, url, payload)).statusCode, `${method} ${url}`).toBe(200);
    }
  });
});
