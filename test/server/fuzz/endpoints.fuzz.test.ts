import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, API_PATHS } from '../../../src/domain/api-paths';
import { HOSTS, startTestApp, type TestApp } from '../../helpers/server';

/**
 * Generated bad input to every public endpoint: bodies, query strings, headers, hosts, cut-off
 * forms. Whatever arrives, the server answers below 500 and never with a stack trace.
 */
const API = Object.values(API_PATHS).map((path) => `${API_BASE}${path}`);
const OTHERS = ['/', '/aqualite-tw', '/orderInfo', '/address/1-711.js', '/address/zz.js', '/i18n/en.json', '/uploads/x.webp', '/stores/map/start', '/stores/map/reply', '/pay/sandbox/x', '/admin/api/session', '/admin/api/products', '/api/openapi.json'];
const ENDPOINTS = [...API, ...OTHERS];
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);

const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', '<script>', '9'.repeat(400), '{"__proto__":{"x":1}}', '-1', 'NaN', 'true'));
const query = fc.dictionary(fc.oneof(fc.constantFrom('productId', 'id', 'orderNo', 'page', 'size', 'sort', 'q', 'brand', 'timestamp', 'accessAction', 'return', 'state'), fc.string({ maxLength: 12 })), text, { maxKeys: 6 });
const header = fc.oneof(text, fc.constantFrom('tw.localhost', 'pl.localhost', 'sa.localhost', 'unknown.example', '', 'localhost:99999'));

function stackless(body: string): boolean {
  return !/\n\s+at\s|node_modules|\.ts:\d+/.test(body);
}

describe('every public endpoint under generated bad input', () => {
  let test: TestApp;
  let answered = 0;
  beforeAll(async () => {
    test = await startTestApp('sqlite', {
      lookupRateLimit: { max: 100_000, timeWindow: 60_000 },
      reviewRateLimit: { max: 100_000, timeWindow: 60_000 },
      returnRateLimit: { max: 100_000, timeWindow: 60_000 },
      trackingRateLimit: { max: 100_000, timeWindow: 60_000 },
      signInRateLimit: { max: 100_000, timeWindow: 60_000 },
    });
  });
  afterAll(async () => {
    await test.close();
    // The suite's promise: at least a thousand generated requests, none answered 5xx.
    expect(answered).toBeGreaterThanOrEqual(RUNS * 4);
  });

  async function send(options: InjectOptions): Promise<void> {
    const answer = await test.app.inject(options);
    answered += 1;
    expect(answer.statusCode, `${options.method} ${options.url} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    expect(stackless(answer.body), `${options.method} ${options.url} leaked a stack trace`).toBe(true);
  }

  it('answers any JSON body, of any shape, below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), fc.jsonValue({ maxDepth: 4 }), header, async (url, body, host) =>
        send({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-consumer-domain': String(host).slice(0, 300) } }),
      ),
      { numRuns: RUNS },
    );
  });

  it('answers any text sent as JSON, or as a form, below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), text, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'), async (url, body, type) =>
        send({ method: 'POST', url, payload: body, headers: { 'content-type': type, 'x-consumer-domain': HOSTS.tw } }),
      ),
      { numRuns: RUNS },
    );
  });

  it('answers any query string, language and host below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), query, header, header, async (url, params, host, language) =>
        send({ method: 'GET', url, query: params, headers: { 'x-consumer-domain': String(host).slice(0, 300), 'accept-language': String(language).slice(0, 300), host: /^[\w.-]{1,60}$/.test(String(host)) ? String(host) : 'localhost' } }),
      ),
      { numRuns: RUNS },
    );
  });

  it('answers a multipart form cut at any byte below 500', async () => {
    const boundary = '----fuzz';
    const form = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="orderNo"\r\n\r\nTW1234\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="productId"\r\n\r\naqualite-tw\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="packagePhotos"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(600)}\r\n` +
        `--${boundary}--\r\n`,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(`${API_BASE}${API_PATHS.returns}`, `${API_BASE}${API_PATHS.reviews}`), fc.integer({ min: 0, max: form.length }), async (url, cut) =>
        send({ method: 'POST', url, payload: form.subarray(0, cut), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-consumer-domain': HOSTS.pl } }),
      ),
      { numRuns: RUNS },
    );
  });
});
