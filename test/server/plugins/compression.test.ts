import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealOrder } from '../../../src/api/submit-order';
import { SMALL_ANSWER_LIMIT } from '../../../src/server/plugins/compression';
import { HOSTS, startTestApp, twOrder, type TestApp } from '../../helpers/server';

/** What Chromium's fetch sends. */
const PHONE = 'gzip, deflate, br, zstd';

describe('compressed answers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(() => test.close());

  const placeOrder = async (acceptEncoding?: string) => {
    const sealed = await sealOrder(twOrder(), { rsaPublicKey: test.keys.publicKeySpki, signKey: test.keys.signKey });
    return test.app.inject({
      method: 'POST',
      url: '/api/consumer/order/add-order',
      headers: { 'x-consumer-domain': HOSTS.tw, 'x-sign': sealed.signature, 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: sealed.body,
    });
  };

  it('gives a phone the answer to its order gzipped in one piece, with its length, and the same order inside', async () => {
    const answer = await placeOrder(PHONE);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const order = JSON.parse(gunzipSync(answer.rawPayload).toString('utf8'));
    expect(order.data.orderNo).toMatch(/^TW/);
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(order)));
  });

  it('answers as it is when the browser takes no compression, or takes none but identity', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const answer = await placeOrder(acceptEncoding);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(answer.json().data.orderNo).toMatch(/^TW/);
    }
  });

  it('leaves a browser that takes only Brotli to the library, which sends Brotli', async () => {
    const answer = await placeOrder('br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8')).data.orderNo).toMatch(/^TW/);
  });

  it('sends a large answer as Brotli, and a tiny one as it is', async () => {
    const large = await test.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': PHONE } });
    expect(brotliDecompressSync(large.rawPayload).length).toBeGreaterThan(SMALL_ANSWER_LIMIT);
    expect(large.headers['content-encoding']).toBe('br');
    const tiny = await test.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': PHONE } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });
});
