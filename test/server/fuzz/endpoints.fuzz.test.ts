import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, OWN_ORIGIN, signIn, type AdminSession } from '../../helpers/admin';
import { HOSTS, startTestApp, type TestApp } from '../../helpers/server';
import { acceptLanguage, contentType, endpointsOf, headerValue, host, hostHeader, jsonBody, query, sender, urlOf, type Endpoint } from './inputs';

/**
 * Generated bad input to every endpoint the app serves (its OpenAPI document read live, and the
 * hidden pages and files): bodies of wrong types, huge, deeply nested or cut off, content types
 * that lie, query strings, garbage languages, consumer domains and hosts, multipart forms cut at
 * any byte. The back office's routes are hit twice: as a stranger, and as a signed-in owner so
 * the input reaches their validators. Whatever arrives, the answer is below 500 and carries no
 * stack trace. FUZZ_RUNS scales every property (CI: the default, over a thousand requests).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 160);

// A fixed amount of work (RUNS requests a property), given room on a loaded two-core runner.
describe('every endpoint under generated bad input', { timeout: 120_000 }, () => {
  let test: TestApp;
  let owner: AdminSession;
  let endpoints: Endpoint[];
  const { send, counter } = sender(() => test);
  beforeAll(async () => {
    const limit = { max: 1_000_000, timeWindow: 60_000 };
    test = await startTestApp('sqlite', { lookupRateLimit: limit, reviewRateLimit: limit, returnRateLimit: limit, trackingRateLimit: limit, signInRateLimit: limit });
    await addOperator(test, 'owner@shop.test', 'owner');
    owner = await signIn(test, 'owner@shop.test');
    endpoints = endpointsOf(test);
  });
  afterAll(async () => {
    await test.close();
  });

  const endpoint = () => fc.constantFrom(...endpoints);
  const withBody = () => fc.constantFrom(...endpoints.filter((each) => each.method !== 'GET'));
  const asOwner = (signedIn: boolean): Record<string, string> => (signedIn ? { origin: OWN_ORIGIN, cookie: owner.cookie, 'x-csrf-token': owner.csrfToken } : {});

  it('knows every route it fuzzes, the shopper API and the back office among them', () => {
    const routes = endpoints.map((each) => each.route);
    expect(routes).toContain('/api/consumer/order/add-order');
    expect(routes).toContain('/admin/api/products/{id}');
    expect(endpoints.length).toBeGreaterThan(60);
  });

  it('answers bodies of wrong types, huge, deeply nested or cut off, under any content type, below 500', async () => {
    await fc.assert(
      fc.asyncProperty(withBody().chain((each) => fc.tuple(fc.constant(each), urlOf(each))), jsonBody, contentType, fc.boolean(), fc.constantFrom(...Object.values(HOSTS)), async ([each, url], payload, type, signedIn, consumer) => {
        await send({ method: each.method, url, payload, headers: { 'content-type': type, 'x-consumer-domain': consumer, ...asOwner(signedIn) } });
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it('answers any query string, language, consumer domain and host below 500', async () => {
    await fc.assert(
      fc.asyncProperty(endpoint().chain((each) => fc.tuple(fc.constant(each), urlOf(each))), query, host, acceptLanguage, host, fc.boolean(), async ([each, url], params, consumer, language, hostName, signedIn) => {
        await send({
          method: each.method,
          url,
          query: params,
          headers: { 'x-consumer-domain': headerValue(consumer), 'accept-language': headerValue(language), host: hostHeader(hostName), ...asOwner(signedIn) },
        });
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('answers a multipart form cut at any byte, to any route that takes a body, below 500', async () => {
    const boundary = '----fuzz';
    const form = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="orderNo"\r\n\r\nTW1234\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="productId"\r\n\r\naqualite-tw\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="packagePhotos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(600)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stores.csv"\r\nContent-Type: text/csv\r\n\r\nbrand,id,name\r\n711,1,a\r\n` +
        `--${boundary}--\r\n`,
    );
    const takesForms = ['/api/consumer/returns', '/api/consumer/reviews', '/admin/api/uploads', '/admin/api/stores/import'];
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...takesForms), withBody().chain(urlOf)), fc.integer({ min: 0, max: form.length }), fc.boolean(), async (url, cut, signedIn) => {
        await send({ method: 'POST', url, payload: form.subarray(0, cut), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-consumer-domain': HOSTS.pl, ...asOwner(signedIn) } });
      }),
      { numRuns: RUNS * 2 },
    );
    // The suite's promise: at least a thousand generated requests, none answered 5xx.
    expect(counter.answered).toBeGreaterThanOrEqual(RUNS * 7);
  });
});
