import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalQuery } from '../../src/domain/signing';
import type { ProductRecord } from '../../src/domain/product-record';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../helpers/server';

describe.each(ENGINES)('the API (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('returns the site’s product as the spec’s product-detail record, amounts in minor units', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': HOSTS.pl } });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json<{ code: number; data: ProductRecord }>();
    expect(code).toBe(1);
    expect(data).toMatchObject({
      identity_tag: 'aqualite-pl',
      lang: '7',
      currencyCode: 'PLN',
      currency_symbol: 'zł',
      currencyExponent: 2,
      symbolReverse: true,
      sale_type: 1,
      sale_price: 8999,
      market_price: 15999,
      zone_id: 10,
      regionId: 10,
      telephoneAreaCode: '+48',
      zone_freight: 1499,
      saleQty: 2526,
      whatsappLink: 'https://wa.me/48512345678',
    });
    expect(data.skuList[0]).toEqual({ id: 'pl-blue-500', name: 'Granatowa 500 ml', image: '/demo/sku-blue-500.webp', discountPrice: 8999, originalPrice: 15999 });
    expect(data.productComboList[0]!.componentDetailList).toEqual([
      { skuId: 'pl-blue-500', name: 'Granatowa 500 ml', qty: 2 },
      { skuId: 'pl-coral-750', name: 'Koralowa 750 ml', qty: 1 },
    ]);
    expect(data.multiLocaleSetupProductDetails.map((sibling) => sibling.zoneId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 28, 34]);
    expect(data.reviewCount).toBe(2);
  });

  it('answers a product of another site, or none, with a 404 envelope', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=aqualite-tw', headers: { 'x-consumer-domain': HOSTS.pl } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 1404, msg: expect.any(String), data: null });
  });

  it('answers unknown API paths, malformed JSON and oversized bodies with 4xx envelopes', async () => {
    const unknown = await test.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 1404 });

    const malformed = await test.app.inject({ method: 'POST', url: '/api/consumer/order/lookup', headers: { 'content-type': 'application/json' }, payload: '{"orderNo": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 1001, msg: expect.any(String) });

    const huge = await test.app.inject({ method: 'POST', url: '/api/consumer/order/add-order', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ data: 'x'.repeat(200_000) }) });
    expect(huge.statusCode).toBe(413);

    const wrongTypes = await test.app.inject({ method: 'POST', url: '/api/consumer/order/lookup', payload: { orderNo: { $gt: '' } } });
    expect(wrongTypes.statusCode).toBe(400);

    const proto = await test.app.inject({ method: 'POST', url: '/api/consumer/order/lookup', headers: { 'content-type': 'application/json' }, payload: '{"orderNo":"x","__proto__":{"polluted":true}}' });
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('tells a signed heartbeat which consumer base to use, and refuses an unsigned one', async () => {
    const query = { timestamp: String(Date.now()) };
    const signature = createHmac('sha256', test.keys.signKey).update(canonicalQuery(query)).digest('base64');
    const signed = await test.app.inject({ method: 'GET', url: `/api/consumer/heartbeat/monitor/dynamic-balance?timestamp=${query.timestamp}`, headers: { 'x-sign': signature } });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ code: 1, data: { primary: '/api', useSecondary: false } });
    const unsigned = await test.app.inject({ method: 'GET', url: `/api/consumer/heartbeat/monitor/dynamic-balance?timestamp=${query.timestamp}` });
    expect(unsigned.statusCode).toBe(400);
  });

  it('keeps the add-order keys across restarts: they are created once and stored', async () => {
    const { loadOrCreateKeys } = await import('../helpers/services');
    const again = await loadOrCreateKeys(test.database.db);
    expect(again.publicKeySpki).toBe(test.keys.publicKeySpki);
    expect(again.signKey).toBe(test.keys.signKey);
  });
});
