import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { HOSTS, type TestApp } from '../../helpers/server';

/**
 * The generated bad input of the fuzz suites (test/server/fuzz/*.fuzz.test.ts), and the one check
 * every answer passes: below 500, and no stack trace or source path in the body.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Endpoint {
  method: Method;
  /** The route as registered, `:name` or `{name}` for a parameter. */
  route: string;
}

/** Routes the OpenAPI document hides (pages, files, the payment sandbox, the store map, health). */
const HIDDEN: Endpoint[] = [
  { method: 'GET', route: '/' },
  { method: 'GET', route: '/{page}' },
  { method: 'GET', route: '/orderInfo' },
  { method: 'GET', route: '/admin' },
  { method: 'GET', route: '/admin/{page}' },
  { method: 'GET', route: '/address/{name}' },
  { method: 'GET', route: '/i18n/{name}' },
  { method: 'GET', route: '/uploads/{name}' },
  { method: 'GET', route: '/stores/map/start' },
  { method: 'GET', route: '/stores/map/autosubmit.js' },
  { method: 'POST', route: '/stores/map/reply' },
  { method: 'GET', route: '/pay/sandbox/style.css' },
  { method: 'GET', route: '/pay/sandbox/{paymentId}' },
  { method: 'POST', route: '/pay/sandbox/{paymentId}' },
  { method: 'GET', route: '/healthz' },
  { method: 'GET', route: '/api/openapi.json' },
];

/** Every route the running app documents (its OpenAPI document, read live), and the hidden ones. */
export function endpointsOf(test: TestApp): Endpoint[] {
  const document = (test.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  const documented = Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
      .map((method) => ({ method, route })),
  );
  return [...documented, ...HIDDEN];
}

/** Strings a careless or hostile client sends. */
export const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', '%00', '%E0%A4%A', '<script>', '9'.repeat(400), '{"__proto__":{"x":1}}', '-1', 'NaN', 'true', 'constructor', '__proto__', '\uD800'),
);

/** A route with its parameters filled with generated text. */
export const urlOf = (endpoint: Endpoint) =>
  fc.array(text, { minLength: 3, maxLength: 3 }).map((values) => {
    let index = 0;
    return endpoint.route.replace(/\{[^}]+\}|:\w+/g, () => encodeURIComponent(values[index++]!.slice(0, 80).replace(/[\uD800-\uDFFF]/g, '?')) || 'x');
  });

export const query = fc.dictionary(
  fc.oneof(fc.constantFrom('productId', 'id', 'orderNo', 'page', 'size', 'sort', 'q', 'brand', 'timestamp', 'accessAction', 'return', 'state', 'status', 'from', 'to', 'cursor', '__proto__'), fc.string({ maxLength: 12 })),
  fc.oneof(text, fc.array(text, { maxLength: 3 })),
  { maxKeys: 6 },
);

/** Field names of the real bodies, so wrong types reach the validators of known fields. */
const FIELDS = ['idempotencyKey', 'productId', 'lines', 'recipient', 'deliveryMethod', 'paymentMethod', 'store', 'expectedTotal', 'orderNo', 'phone', 'rating', 'text', 'code', 'email', 'password', 'role', 'status', 'name', 'price', 'settings', 'reason', 'note', 'outcome', 'events', 'items', 'draft'];

/** A value of any JSON type, including ones no field takes. */
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(null, -1, 1e308, -0, '', [], {}, [[[]]], { length: -1 }));

/** Deeply nested arrays or objects, deeper than any real body. */
const deep = fc.tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean()).map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** A string far longer than any field allows (up to past the body limit). */
const huge = fc.constantFrom(10_000, 100_000, 1_100_000).chain((length) => fc.constantFrom('x', '9', '王', '\u0000').map((unit) => unit.repeat(length)));

/** JSON bodies: right fields with wrong types, any shape, huge strings, deep nesting, cut-off JSON. */
export const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 }).map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 4 }).map((body) => JSON.stringify(body)),
  fc.tuple(fc.constantFrom(...FIELDS), huge).map(([field, value]) => JSON.stringify({ [field]: value })),
  deep,
  fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([value, cut]) => {
    const json = JSON.stringify({ orderNo: 'TW1', value });
    return json.slice(0, cut % json.length);
  }),
  text,
);

/** Content types that lie about the body, or that no route takes. */
export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-7',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  'image/png',
  'application/octet-stream',
  '',
  ';;;',
  'application/json; boundary',
);

/** Accept-Language values: garbage, out-of-range weights, unknown and very long tags. */
export const acceptLanguage = fc.oneof(text, fc.constantFrom('*', 'zz-ZZ', 'en;q=abc', 'zh-TW;q=2,en;q=-1', 'x-klingon', ',,,;q=', 'ar-SA-u-nu-arab', 'i-default', 'und', `${'en-'.repeat(200)}US`));

/** x-consumer-domain and Host values: shop hosts, unknown ones, garbage. */
export const host = fc.oneof(fc.constantFrom(...Object.values(HOSTS), 'sa.localhost', 'unknown.example', '', 'localhost:99999', '..', '[::1]', 'a'.repeat(300), 'tw.localhost.', 'TW.LOCALHOST'), text);

/** A Host header fastify can still route (light-my-request refuses some bytes before the app sees them). */
export const hostHeader = (value: string) => (/^[\w.:[\]-]{1,300}$/.test(value) ? value : 'localhost');

/** Only the bytes a header may carry: the fuzz is about the server, not about light-my-request refusing to send. */
export const headerValue = (value: string) => value.replace(/[^\t\x20-\x7e]/g, '?').slice(0, 400);

export function stackless(body: string): boolean {
  return !/\n\s+at\s|\bat [\w.<>$]+ \(|node_modules\/|[\w/-]+\.[cm]?[jt]sx?:\d+:\d+/.test(body);
}

/** Sends one request and checks the answer; counts what was sent. */
export function sender(test: () => TestApp) {
  const counter = { answered: 0 };
  async function send(options: InjectOptions): Promise<{ statusCode: number; body: string }> {
    // Streamed: the console's live stream (server-sent events) answers and then never ends; its
    // status is what is checked there, and the stream is closed as a browser leaving would.
    const answer = await test().app.inject({ ...options, payloadAsStream: true });
    const stream = answer.stream();
    let body = '';
    if (String(answer.headers['content-type']).startsWith('text/event-stream')) stream.destroy();
    else for await (const chunk of stream) body += String(chunk);
    counter.answered += 1;
    const what = `${options.method} ${String(options.url).slice(0, 120)}`;
    expect(answer.statusCode, `${what} answered ${answer.statusCode}: ${body.slice(0, 300)}`).toBeLessThan(500);
    expect(stackless(body), `${what} leaked a stack trace or a source path: ${body.slice(0, 300)}`).toBe(true);
    return { statusCode: answer.statusCode, body };
  }
  return { send, counter };
}
