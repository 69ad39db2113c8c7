import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, pickEncoding } from '../../../../src/server/features/pages/page-cache';
import { adminCall, ownerAndSupport, type AdminSession } from '../../../helpers/admin';
import { ENGINES, HOSTS, startTestApp, type TestApp } from '../../../helpers/server';

describe('the page cache', () => {
  it('serves a page for a second, then has it rendered again', () => {
    let now = 0;
    const cache = createPageCache({ maxAgeMs: 1000, maxEntries: 10, now: () => now });
    cache.put('tw|/', cache.generation(), 200, '<p>one</p>');
    now = 999;
    expect(cache.get('tw|/')?.html).toBe('<p>one</p>');
    now = 1000;
    expect(cache.get('tw|/')).toBeUndefined();
  });

  it('does not keep a page rendered while the catalog changed', () => {
    const cache = createPageCache({ maxAgeMs: 1000, maxEntries: 10 });
    const before = cache.generation();
    cache.clear();
    cache.put('tw|/', before, 200, '<p>old price</p>');
    expect(cache.get('tw|/')).toBeUndefined();
  });

  it('keeps at most its size in pages, letting the oldest go', () => {
    const cache = createPageCache({ maxAgeMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.put(key, cache.generation(), 200, key);
    expect([cache.get('a'), cache.get('b')?.html, cache.get('c')?.html]).toEqual([undefined, 'b', 'c']);
  });

  it('answers Brotli where the browser takes it, else gzip, else plain', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe.each(ENGINES)('cached pages as shoppers get them (%s)', (engine) => {
  let test: TestApp;
  let owner: AdminSession;
  const page = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers: { host: HOSTS.tw, ...headers } });

  beforeAll(async () => {
    test = await startTestApp(engine);
    ({ owner } = await ownerAndSupport(test));
  });
  afterAll(() => test.close());

  it('gives every ad click the same page, with no click id in it', async () => {
    const first = await page('/zh-tw/aqualite-tw?fbclid=IwAR0first&utm_source=facebook');
    const second = await page('/zh-tw/aqualite-tw?fbclid=IwAR0second&utm_source=facebook');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toMatch(/fbclid|utm_source/);
  });

  it('keeps the product list’s pages, but renders a search for words anew each time (made-up words cannot push the landing pages out)', async () => {
    const serverTime = (html: string) => /"serverTime":(\d+)/.exec(html)?.[1];
    const wait = () => new Promise((resolve) => setTimeout(resolve, 5));
    const list = (await page('/zh-tw/products?sort=priceAsc')).body;
    await wait();
    expect(serverTime((await page('/zh-tw/products?sort=priceAsc')).body)).toBe(serverTime(list));
    const search = (await page('/zh-tw/search?q=qwzx')).body;
    await wait();
    expect(serverTime((await page('/zh-tw/search?q=qwzx')).body)).not.toBe(serverTime(search));
  });

  it('sends the same page compressed as Brotli, as gzip, or plain', async () => {
    const plain = (await page('/zh-tw/aqualite-tw')).body;
    const br = await page('/zh-tw/aqualite-tw', { 'accept-encoding': 'br' });
    const gzip = await page('/zh-tw/aqualite-tw', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('sends a kept page compressed harder than a per-request compressor would (it is compressed once)', async () => {
    const plain = (await page('/zh-tw/aqualite-tw')).body;
    const br = await page('/zh-tw/aqualite-tw', { 'accept-encoding': 'br' });
    const gzip = await page('/zh-tw/aqualite-tw', { 'accept-encoding': 'gzip' });
    const quality6 = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    expect(br.rawPayload.length).toBeLessThan(quality6 * 0.97);
    expect(gzip.rawPayload.length).toBeLessThanOrEqual(gzipSync(plain, { level: 6 }).length);
  });

  it('shows a sale the owner starts on the very next page, not a second later', async () => {
    expect((await page('/zh-tw/aqualite-tw')).body).not.toContain('"percentOff":35');
    const started = await adminCall(test, owner, 'POST', '/admin/api/products/aqualite-tw/sales', { percentOff: 35, endsAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(started.statusCode).toBe(200);
    expect((await page('/zh-tw/aqualite-tw')).body).toContain('"percentOff":35');
  });

  it('keeps a shopper’s consent choice out of other shoppers’ pages', async () => {
    const asked = await page('/pl/', { host: HOSTS.pl });
    const decided = await page('/pl/', { host: HOSTS.pl, cookie: 'ds_consent=denied' });
    expect(asked.statusCode).toBe(200);
    expect(decided.body).not.toBe(asked.body);
  });
});
