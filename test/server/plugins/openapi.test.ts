import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, API_PATHS } from '../../../src/domain/api-paths';
import { startTestApp, type TestApp } from '../../helpers/server';

/**
 * The API's document: generated from the route contracts, served at /api/openapi.json, and kept
 * in docs/openapi.json so a change to the API shows in review. `UPDATE_OPENAPI=1` rewrites it.
 */
const COMMITTED = join(process.cwd(), 'docs', 'openapi.json');

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; info: { description: string }; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let test: TestApp;
  let document: Document;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    const answer = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(() => test.close());

  it('is an OpenAPI 3.x document listing every /api path the shop serves', () => {
    expect(document.openapi).toMatch(/^3\./);
    const served = test.app.printRoutes({ commonPrefix: false });
    const documented = Object.keys(document.paths);
    for (const path of Object.values(API_PATHS)) expect(documented).toContain(`${API_BASE}${path}`);
    // Nothing under /api is served without being documented (the document and its page aside).
    // The route tree prints one segment a line under its parent (`/` > `admin` > `/api/session`):
    // a path is its ancestors' segments joined.
    const segments: string[] = [];
    let checked = 0;
    for (const line of served.split('\n')) {
      const at = line.indexOf('── ');
      if (at < 0) continue;
      const depth = (at - 1) / 4;
      segments[depth] = line.slice(at + 3).replace(/ \(.*\)$/, '');
      segments.length = depth + 1;
      const path = segments.join('');
      if (path.startsWith('/api/') && !path.startsWith('/api/docs') && path !== '/api/openapi.json') {
        expect(documented, path).toContain(path);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(Object.keys(API_PATHS).length);
  });

  it('gives every operation a summary, its request schema and its answers’ schemas', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.responses['200']?.content, `${method} ${path} answers 200`).toBeDefined();
        expect(operation.responses['4XX'] ?? operation.responses['4xx'], `${method} ${path} documents its failures`).toBeDefined();
        if (!path.startsWith('/api/')) continue;
        const hasRequest = (operation.parameters ?? []).some((parameter) => parameter.in === 'query') || operation.requestBody !== undefined;
        expect(hasRequest, `${method} ${path} has a request schema`).toBe(true);
        expect(operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'x-consumer-domain'), `${method} ${path} names x-consumer-domain`).toBe(true);
      }
    }
  });

  it('describes the multipart forms, the envelope, the error codes and the signing of add-order', () => {
    expect(Object.keys(document.paths['/api/consumer/reviews']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(document.paths['/api/consumer/returns']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
    const text = JSON.stringify(document);
    expect(text).toContain('1005: the total the client showed');
    expect(document.info.description).toContain('HMAC-SHA256');
    expect(document.info.description).toContain('37');
    expect(document.info.description).toContain('x-consumer-domain');
  });

  it('resolves every schema it refers to', () => {
    const text = JSON.stringify(document);
    const components = (document as unknown as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(components, ref).toHaveProperty(ref);
  });

  it('is the document committed in docs/openapi.json (run UPDATE_OPENAPI=1 to refresh it)', () => {
    const current = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) writeFileSync(COMMITTED, current);
    expect(readFileSync(COMMITTED, 'utf8'), 'docs/openapi.json is out of date: npm run openapi').toBe(current);
  });

  it('serves a reference page for people at /api/docs', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const script = await test.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});
