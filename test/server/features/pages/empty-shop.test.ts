import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../../helpers/server';
import { addOperator, signIn } from '../../../helpers/admin';

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

  it('lets the owner added from the terminal sign in to the back office', async () => {
    await addOperator(test, 'owner@shop.test', 'owner');
    const session = await signIn(test, 'owner@shop.test');
    expect(session.csrfToken).toBeTruthy();
  });
});
