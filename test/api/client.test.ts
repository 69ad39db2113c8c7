import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';

const messages: Record<string, string> = {
  'http.400': 'Bad request',
  'http.404': 'Not found',
  'http.500': 'Server error',
  conection: 'Connection error',
  timeout: 'The network timed out',
};

function client(respond: (request: Request) => Response | Promise<Response>) {
  const toasts: string[] = [];
  const requests: Request[] = [];
  const api = createApiClient({
    baseURL: 'http://shop.test/api',
    secondaryBaseURL: 'http://consumer.test/api',
    useSecondary: () => useSecondary,
    host: () => 'shop.test',
    locale: () => 'pl',
    translate: (key) => messages[key] ?? key,
    notify: (message) => toasts.push(message),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      return respond(request);
    }) as typeof fetch,
  });
  let useSecondary = false;
  return { api, toasts, requests, setSecondary: (value: boolean) => (useSecondary = value) };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  it('resolves with the data of a code-1 envelope, sending the consumer domain and the locale', async () => {
    const { api, toasts, requests } = client(() => json({ code: 1, msg: 'ok', data: { id: 7 } }));
    expect(await api('/consumer/thing')).toEqual({ ok: true, data: { id: 7 } });
    expect(requests[0]!.url).toBe('http://shop.test/api/consumer/thing');
    expect(requests[0]!.headers.get('x-consumer-domain')).toBe('shop.test');
    expect(requests[0]!.headers.get('accept-language')).toBe('pl');
    expect(toasts).toEqual([]);
  });

  it('shows the server’s msg as a toast when the code is not 1', async () => {
    const { api, toasts } = client(() => json({ code: 1005, msg: 'The price has changed.', data: { total: 3 } }, 409));
    const result = await api('/consumer/order/add-order', { method: 'POST', body: {} });
    expect(result).toMatchObject({ ok: false, reason: 'business', code: 1005, status: 409, message: 'The price has changed.' });
    expect(toasts).toEqual(['The price has changed.']);
  });

  it('stays silent for the pixel and events calls', async () => {
    const { api, toasts } = client(() => json({ code: 0, msg: 'nope', data: null }));
    await api('/consumer/order/events-push', { method: 'POST', body: {}, silent: true });
    expect(toasts).toEqual([]);
  });

  it('maps a bare HTTP error to that status’s message', async () => {
    const { api, toasts } = client(() => new Response('<html>gateway</html>', { status: 404 }));
    expect(await api('/x')).toMatchObject({ ok: false, reason: 'http', status: 404, message: 'Not found' });
    expect(toasts).toEqual(['Not found']);
  });

  it('says conection and the status for any other status', async () => {
    const { api, toasts } = client(() => new Response('teapot', { status: 418 }));
    expect(await api('/x')).toMatchObject({ ok: false, status: 418, message: 'Connection error 418' });
    expect(toasts).toEqual(['Connection error 418']);
  });

  it('says timeout when no answer comes, and resolves instead of throwing', async () => {
    const { api, toasts } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api('/x')).resolves.toEqual({ ok: false, reason: 'network', message: 'The network timed out' });
    expect(toasts).toEqual(['The network timed out']);
  });

  it('gives up after its timeout', async () => {
    const toasts: string[] = [];
    const api = createApiClient({
      baseURL: 'http://shop.test/api',
      host: () => 'shop.test',
      locale: () => 'en',
      translate: (key) => messages[key] ?? key,
      notify: (message) => toasts.push(message),
      timeout: 50,
      fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch,
    });
    expect(await api('/slow')).toMatchObject({ ok: false, reason: 'network' });
  });

  it('uses the second consumer base while its flag is set', async () => {
    const { api, requests, setSecondary } = client(() => json({ code: 1, msg: 'ok', data: null }));
    setSecondary(true);
    await api('/consumer/thing');
    expect(requests[0]!.url).toBe('http://consumer.test/api/consumer/thing');
  });
});
