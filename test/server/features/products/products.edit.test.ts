import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../src/domain/order';
import { ENGINES, HOSTS, lookup, postOrder, twOrder, type TestApp } from '../../../helpers/server';
import { adminCall, startWithOwnerAndSupport, type AdminSession } from '../../../helpers/admin';

const draft = {
  siteId: 'site-pl',
  id: 'lamp-edit',
  title: 'Lampka nocna',
  specificationType: 'Kolor',
  skus: [
    { name: 'Biała', price: 4999, originalPrice: 7999 },
    { name: 'Czarna', price: 5499, originalPrice: 7999 },
  ],
  freight: 0,
};

const detail = (test: TestApp, id: string, host: string = HOSTS.pl) => test.app.inject({ method: 'GET', url: `/api/consumer/product/detail?id=${id}`, headers: { 'x-consumer-domain': host } });

describe.each(ENGINES)('the back office edits a product (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  let support: AdminSession;

  beforeAll(async () => {
    ({ test, owner, support } = await startWithOwnerAndSupport(engine));
    expect((await adminCall(test, owner, 'POST', '/admin/api/products', draft)).statusCode).toBe(200);
  });
  afterAll(() => test.close());

  it('gives an owner the product as an editable draft, with the ids of its skus and its status', async () => {
    const answer = await adminCall(test, owner, 'GET', '/admin/api/products/lamp-edit');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: 'lamp-edit',
      siteId: 'site-pl',
      status: 'active',
      url: '//pl.localhost/lamp-edit',
      draft: { title: 'Lampka nocna', skus: [{ id: 'lamp-edit-s1', name: 'Biała', price: 4999 }, { id: 'lamp-edit-s2', name: 'Czarna' }], quantityDiscounts: [], purchaseLimit: null, recommendedIds: [], siteDefault: false },
    });
  });

  it('saves a new price that a shopper sees at once, keeps the sku ids, and audits before and after', async () => {
    const { draft: current } = (await adminCall(test, owner, 'GET', '/admin/api/products/lamp-edit')).json().data;
    expect((await detail(test, 'lamp-edit')).json().data.skuList[0].discountPrice).toBe(4999);
    const skus = [{ ...current.skus[0], price: 3999 }, current.skus[1], { name: 'Zielona', price: 5999, originalPrice: 7999 }];
    const saved = await adminCall(test, owner, 'PUT', '/admin/api/products/lamp-edit', { ...current, title: 'Lampka nocna LED', skus });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ id: 'lamp-edit', siteId: 'site-pl', url: '//pl.localhost/lamp-edit' });

    const shown = (await detail(test, 'lamp-edit')).json().data;
    expect(shown.title).toBe('Lampka nocna LED');
    expect(shown.skuList.map((sku: { id: string; discountPrice: number }) => [sku.id, sku.discountPrice])).toEqual([
      ['lamp-edit-s1', 3999],
      ['lamp-edit-s2', 5499],
      [expect.stringMatching(/^lamp-edit-s[a-z0-9]+$/), 5999],
    ]);
    const audit = (await adminCall(test, owner, 'GET', '/admin/api/audit?entity=product')).json().data.items[0];
    expect(audit).toMatchObject({ action: 'product.update', entityId: 'lamp-edit', operatorEmail: 'owner@shop.test', before: { title: 'Lampka nocna', skus: [{ price: 4999 }, {}] }, after: { title: 'Lampka nocna LED', skus: [{ price: 3999 }, {}, {}] } });
  });

  it('saves quantity discounts, a purchase limit and picked recommendations, and the shopper’s page has them', async () => {
    expect((await adminCall(test, owner, 'POST', '/admin/api/products', { ...draft, id: 'lamp-other', title: 'Inna lampa' })).statusCode).toBe(200);
    const { draft: current } = (await adminCall(test, owner, 'GET', '/admin/api/products/lamp-edit')).json().data;
    const saved = await adminCall(test, owner, 'PUT', '/admin/api/products/lamp-edit', { ...current, quantityDiscounts: [{ minQuantity: 3, percentOff: 10 }, { minQuantity: 2, percentOff: 5 }], purchaseLimit: 3, recommendedIds: ['lamp-other'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await detail(test, 'lamp-edit')).json().data;
    expect(shown.quantityDiscounts).toEqual([{ minQuantity: 2, percentOff: 5 }, { minQuantity: 3, percentOff: 10 }]);
    expect(shown.purchaseLimit).toBe(3);
    expect(shown.recommendProductDetails.map((card: { id: string }) => card.id)).toEqual(['lamp-other']);
    // With none picked, the page shows the site's newest others, as before.
    const other = (await detail(test, 'lamp-other')).json().data;
    expect(other.recommendProductDetails.map((card: { id: string }) => card.id)).toContain('lamp-edit');
  });

  it('makes the product the one the site’s home page sells, and stops when unticked', async () => {
    const home = async () => (await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': HOSTS.pl } })).json().data.identity_tag;
    expect(await home()).toBe('aqualite-pl');
    const { draft: current } = (await adminCall(test, owner, 'GET', '/admin/api/products/lamp-edit')).json().data;
    expect((await adminCall(test, owner, 'PUT', '/admin/api/products/lamp-edit', { ...current, siteDefault: true })).statusCode).toBe(200);
    expect(await home()).toBe('lamp-edit');
    expect((await adminCall(test, owner, 'GET', '/admin/api/products/lamp-edit')).json().data.draft.siteDefault).toBe(true);
    expect((await adminCall(test, owner, 'PUT', '/admin/api/products/lamp-edit', { ...current, siteDefault: false })).statusCode).toBe(200);
    expect(await home()).not.toBe('lamp-edit');
  });

  it('is for owners only: 401 without a session, 403 for support or another origin, and nothing changes', async () => {
    const { draft: current } = (await adminCall(test, owner, 'GET', '/admin/api/products/lamp-edit')).json().data;
    const changed = { ...current, title: 'Hacked' };
    for (const [session, headers, status] of [[null, {}, 401], [support, {}, 403], [owner, { origin: 'https://evil.example' }, 403]] as const) {
      expect((await adminCall(test, session, 'GET', '/admin/api/products/lamp-edit', undefined, headers)).statusCode).toBe(session === owner ? 200 : status);
      expect((await adminCall(test, session, 'PUT', '/admin/api/products/lamp-edit', changed, headers)).statusCode).toBe(status);
      expect((await adminCall(test, session, 'POST', '/admin/api/products/lamp-edit/archive', undefined, headers)).statusCode).toBe(status);
      expect((await adminCall(test, session, 'POST', '/admin/api/products/lamp-edit/restore', undefined, headers)).statusCode).toBe(status);
    }
    expect((await detail(test, 'lamp-edit')).json().data.title).toBe('Lampka nocna LED');
  });

  it('refuses bad input with 400 saying which field, and an unknown product with 404', async () => {
    const { draft: current } = (await adminCall(test, owner, 'GET', '/admin/api/products/lamp-edit')).json().data;
    const refused = async (body: unknown) => {
      const answer = await adminCall(test, owner, 'PUT', '/admin/api/products/lamp-edit', body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().data.issues[0].field as string;
    };
    expect(await refused({ ...current, skus: [] })).toBe('body.skus');
    expect(await refused({ ...current, purchaseLimit: 51 })).toBe('body.purchaseLimit');
    expect(await refused({ ...current, quantityDiscounts: [{ minQuantity: 2, percentOff: 100 }] })).toContain('body.quantityDiscounts');
    // Another product's sku, a recommendation from another site, a move to another site.
    expect(await refused({ ...current, skus: [{ ...current.skus[0], id: 'lamp-other-s1' }] })).toBe('body.skus');
    expect(await refused({ ...current, recommendedIds: ['aqualite-tw'] })).toBe('body.recommendedIds');
    expect(await refused({ ...current, recommendedIds: ['lamp-edit'] })).toBe('body.recommendedIds');
    expect(await refused({ ...current, siteId: 'site-tw' })).toBe('body.siteId');
    expect((await adminCall(test, owner, 'PUT', '/admin/api/products/lamp-edit', { title: 'x' })).statusCode).toBe(400);
    expect((await adminCall(test, owner, 'POST', '/admin/api/products/lamp-edit/archive', { nonsense: true })).statusCode).toBeLessThan(500);

    for (const [method, url] of [['GET', '/admin/api/products/no-such'], ['PUT', '/admin/api/products/no-such'], ['POST', '/admin/api/products/no-such/archive'], ['POST', '/admin/api/products/no-such/restore']] as const) {
      const answer = await adminCall(test, owner, method, url, method === 'PUT' ? current : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json().msg).toBe('There is no such product.');
    }
  });

  it('never changes an order already placed: it keeps what was bought, at its price, through lookup', async () => {
    const placed = (await postOrder(test, twOrder())).json<{ data: OrderView }>().data;
    const { draft: current } = (await adminCall(test, owner, 'GET', '/admin/api/products/aqualite-tw')).json().data;
    const bought = current.skus.findIndex((sku: { id: string }) => sku.id === 'tw-coral-750');
    expect(bought).toBeGreaterThanOrEqual(0);
    // The sku bought is removed (and its combo parts with it), another repriced.
    const skus = current.skus.filter((_: unknown, index: number) => index !== bought).map((sku: { price: number }) => ({ ...sku, price: sku.price + 1000 }));
    const combos = current.combos
      .map((combo: { components: { sku: number; qty: number }[] }) => ({ ...combo, components: combo.components.filter((part) => part.sku !== bought).map((part) => ({ ...part, sku: part.sku > bought ? part.sku - 1 : part.sku })) }))
      .filter((combo: { components: unknown[] }) => combo.components.length > 0);
    const saved = await adminCall(test, owner, 'PUT', '/admin/api/products/aqualite-tw', { ...current, skus, combos, saleType: combos.length > 0 ? current.saleType : 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detail(test, 'aqualite-tw', HOSTS.tw)).json().data.skuList.map((sku: { id: string }) => sku.id)).not.toContain('tw-coral-750');

    const found = await lookup(test, { orderNo: placed.orderNo });
    expect(found.statusCode).toBe(200);
    const order = found.json<{ data: OrderView }>().data;
    expect(order.items).toEqual(placed.items);
    expect(order.totals).toEqual(placed.totals);
    // An order of the sku that is gone is refused as an unknown choice, not charged.
    const again = await postOrder(test, twOrder());
    expect(again.statusCode).toBe(400);
  });
});
