import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageCatalog } from '../../src/app/services/page-catalog';

const catalog = { 'product.buyNow': [{ type: 0, value: 'Buy now' }] };
const answer = (status: number, body: unknown = catalog) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the page’s catalog, fetched from the address its bootstrap names', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched once, with no options, so the head’s preload answers it', async () => {
    const fetch = vi.fn(async () => answer(200));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchPageCatalog('/i18n/pl.json?v=abc')).toEqual(catalog);
    expect(fetch.mock.calls).toEqual([['/i18n/pl.json?v=abc']]);
  });

  it('is asked once more when the network drops it or the server fails, then gives up', async () => {
    const flaky = vi.fn<() => Promise<Response>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200));
    vi.stubGlobal('fetch', flaky);
    expect(await fetchPageCatalog('/i18n/pl.json?v=abc', { pauseMs: 0 })).toEqual(catalog);
    expect(flaky).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => answer(503, { code: 503 }));
    vi.stubGlobal('fetch', failing);
    await expect(fetchPageCatalog('/i18n/pl.json?v=abc', { pauseMs: 0 })).rejects.toThrow('503');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
