import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../../../helpers/server';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { recordPrices } from '../../../../src/server/features/promotions/price-history.repository';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const draft = {
  siteId: 'site-pl',
  id: 'lampka-pl',
  title: 'Lampka',
  introductoryTitle: '',
  description: [],
  specificationType: '',
  saleType: 1,
  skus: [{ name: 'Biała', price: 5999, originalPrice: 7999 }],
  combos: [],
  banners: [],
  freight: 0,
  serviceCharge: 0,
  remoteAreasPostage: 0,
  saleQty: 0,
};

describe.each(ENGINES)('the EU lowest price of 30 days on the shopper’s page (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  const page = async (id: string, host: string) => {
    const first = await test.app.inject({ method: 'GET', url: `/${id}`, headers: { host } });
    return first.statusCode === 302 ? test.app.inject({ method: 'GET', url: first.headers.location as string, headers: { host } }) : first;
  };
  const plDetail = async () => (await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=lampka-pl', headers: { 'x-consumer-domain': HOSTS.pl } })).json().data;

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('cannot be typed: a product draft carrying the figure is refused, and the page says nothing before a sale', async () => {
    const typed = await adminCall(test, owner, 'POST', '/admin/api/products', { ...draft, lowestPrice30d: 1 });
    expect(typed.statusCode).toBe(400);
    const listed = await adminCall(test, owner, 'POST', '/admin/api/products', draft);
    expect(listed.statusCode, listed.body).toBe(200);
    // Listed today at 59.99: the history starts there.
    expect((await plDetail()).lowestPrice30d).toBe(5999);
    const html = (await page('lampka-pl', HOSTS.pl)).body;
    expect(html).not.toContain('product__lowest');
  });

  it('counts a price set in the same millisecond as the page is read (the clock held still)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date());
      const listed = await adminCall(test, owner, 'POST', '/admin/api/products', { ...draft, id: 'lampka-pl-now', skus: [{ name: 'Biała', price: 4999, originalPrice: 7999 }] });
      expect(listed.statusCode, listed.body).toBe(200);
      const detail = (await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail?id=lampka-pl-now', headers: { 'x-consumer-domain': HOSTS.pl } })).json().data;
      expect(detail.lowestPrice30d).toBe(4999);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the figure from the price history and shows it next to the sale price while a sale runs', async () => {
    // The history as the services keep it: 39.99 twenty days ago (older than the listing, as an imported history would be).
    await recordPrices(test.database.db, [{ productId: 'lampka-pl', price: 3999, at: daysAgo(20) }]);
    const started = await adminCall(test, owner, 'POST', '/admin/api/products/lampka-pl/sales', { percentOff: 20, endsAt: inMinutes(60) });
    expect(started.statusCode, started.body).toBe(200);
    const record = await plDetail();
    expect(record.activity).toMatchObject({ percentOff: 20 });
    expect(record.lowestPrice30d).toBe(3999);
    const html = (await page('lampka-pl', HOSTS.pl)).body;
    // Right after the sale price, in the shopper's language and the site's money.
    expect(html.replace(/&nbsp;|\u00a0|\u202f/g, ' ')).toMatch(/<\/p><p class="product__lowest[^"]*">Najniższa cena z 30 dni przed obniżką: <bdi>39,99 zł<\/bdi><\/p>/);
  });

  it('is not shown outside the EU and EEA, even during a sale', async () => {
    const started = await adminCall(test, owner, 'POST', '/admin/api/products/aqualite-tw/sales', { percentOff: 10, endsAt: inMinutes(60) });
    expect(started.statusCode, started.body).toBe(200);
    const html = (await page('aqualite-tw', HOSTS.tw)).body;
    expect(html).not.toContain('product__lowest');
  });
});
