import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../../helpers/server';
import { addOperator, adminCall, signIn } from '../../../helpers/admin';

describe.each(ENGINES)('a shop started with DEMO_SHOP=off (%s)', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine, { env: { DEMO_SHOP: 'off' } });
  });
  afterAll(() => test.close());

  it('has no demo site or product', async () => {
    const detail = await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': 'tw.localhost' } });
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toMatchObject({ code: 1404 });
  });

  it('tells whoever opens its home page how the owner adds an operator and signs in', async () => {
    const home = await test.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('npm run operators -- add you@example.com owner');
    expect(home.body).toContain('href="/admin"');
  });

  it('lets the owner added from the terminal sign in, open a site and list a product, which shoppers then see', async () => {
    await addOperator(test, 'owner@shop.test', 'owner');
    const owner = await signIn(test, 'owner@shop.test');
    const site = await adminCall(test, owner, 'POST', '/admin/api/sites', { host: 'shop.example.pl', name: 'Mój sklep', zoneId: 10, company: { name: 'Sklep sp. z o.o.', address: 'ul. Prosta 1, 00-001 Warszawa' } });
    expect(site.statusCode).toBe(200);
    expect(site.json().data).toMatchObject({ host: 'shop.example.pl', zoneId: 10, languageId: 7 });
    const siteId = site.json().data.id as string;
    const taken = await adminCall(test, owner, 'POST', '/admin/api/sites', { host: 'shop.example.pl', name: 'Again', zoneId: 10, company: { name: 'X', address: 'Y' } });
    expect(taken.statusCode).toBe(409);
    const product = await adminCall(test, owner, 'POST', '/admin/api/products', { siteId, id: 'kubek', title: 'Kubek', skus: [{ name: 'Biały', price: 2999, originalPrice: 2999 }] });
    expect(product.statusCode).toBe(200);
    const detail = await test.app.inject({ method: 'GET', url: '/api/consumer/product/detail', headers: { 'x-consumer-domain': 'shop.example.pl' } });
    expect(detail.json().data).toMatchObject({ title: 'Kubek', currencyCode: 'PLN' });
    const audit = await adminCall(test, owner, 'GET', '/admin/api/audit?entity=site');
    expect(audit.json().data.items[0]).toMatchObject({ action: 'site.create', operatorEmail: 'owner@shop.test' });
  });

  it('lets only owners open a site', async () => {
    await addOperator(test, 'support@shop.test', 'support');
    const support = await signIn(test, 'support@shop.test');
    const body = { host: 'other.example', name: 'Other', zoneId: 1, company: { name: 'X', address: 'Y' } };
    expect((await adminCall(test, support, 'POST', '/admin/api/sites', body)).statusCode).toBe(403);
    expect((await adminCall(test, null, 'POST', '/admin/api/sites', body)).statusCode).toBe(401);
  });
});
