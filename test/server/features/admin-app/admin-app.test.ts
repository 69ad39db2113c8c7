import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAppRoutes } from '../../../../src/server/features/admin-app/admin-app.routes';
import { startTestApp, type TestApp } from '../../../helpers/server';

const PAGE = '<!doctype html><html><head><script type="module" src="/assets/admin-abc.js"></script></head><body><div id="admin-root"></div></body></html>';

async function serve(clientDir: string) {
  const app = Fastify({ logger: false });
  // As the shop's contracts plugin does: zod schemas validate and serialise.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(adminAppRoutes, { clientDir });
  return app;
}

describe('the back office page', () => {
  it('answers /admin and every path under it with the built page, never cached', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-admin-'));
    writeFileSync(join(dir, 'admin.html'), PAGE);
    const app = await serve(dir);
    for (const url of ['/admin', '/admin/', '/admin/operators', '/admin/audit?before=x']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toBe(PAGE);
    }
    await app.close();
  });

  it('says plainly that the back office is not built when admin.html is missing, naming no folder of the server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'doorstep-admin-'));
    const app = await serve(dir);
    const answer = await app.inject({ url: '/admin' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('The back office is not built');
    expect(answer.body).toContain('npm run build');
    expect(answer.body).not.toContain(dir);
    await app.close();
  });
});

describe('the back office page inside the shop', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(() => test.close());

  it('leaves /admin/api to the API: an unknown API path still asks for a session, in JSON', async () => {
    const answer = await test.app.inject({ url: '/admin/api/nothing-here' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 1401 });
  });

  it('serves /admin under the shop’s CSP, which allows only its own scripts and styles', async () => {
    const answer = await test.app.inject({ url: '/admin/operators' });
    expect([200, 503]).toContain(answer.statusCode);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(String(answer.headers['content-security-policy'])).toContain("style-src 'self'");
  });

  it('lets only the back office page frame the shop’s own pages (the console’s preview of the shopper’s order page)', async () => {
    const admin = String((await test.app.inject({ url: '/admin/orders/X' })).headers['content-security-policy']);
    expect(admin).toMatch(/frame-src 'self' /);
    expect(admin).toContain("frame-ancestors 'none'");
    const shop = String((await test.app.inject({ url: '/', headers: { host: 'tw.localhost' } })).headers['content-security-policy']);
    expect(shop).not.toMatch(/frame-src[^;]*'self'/);
  });

  it('keeps the page out of the API document', async () => {
    const answer = await test.app.inject({ url: '/api/openapi.json' });
    expect(answer.body).not.toContain('"/admin/*"');
    expect(answer.body).not.toContain('"/admin"');
  });
});
