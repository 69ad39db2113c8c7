import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Where the built back office page is: `admin.html` in the browser build (vite.config.ts). */
export const ADMIN_PAGE = 'admin.html';

/** Said to whoever asks, so it names no path of the server's disk (the log has the full one). */
const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back office not built</title></head><body><h1>The back office is not built</h1><p>Its page (${ADMIN_PAGE}) is missing from the build: run <code>npm run build</code>, then start the server again.</p></body></html>`;

/**
 * The back office's page: `GET /admin` and every path under it (the app routes in the browser)
 * answer the built `admin.html`, never cached (a new build names new chunks). `/admin/api/*` is the
 * back office's API (features/operators) and is not answered here. The page is the same for every
 * visitor; what an operator sees comes from `/admin/api` after it loads.
 */
export async function adminAppRoutes(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  const file = join(clientDir, ADMIN_PAGE);
  let page: string | null = null;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/admin/api/') || request.url === '/admin/api') return reply.callNotFound();
    // The console frames the shopper's order page as a preview (features/order-preview): only this page may frame the shop's own pages.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/frame-src /, "frame-src 'self' "));
    try {
      page ??= await readFile(file, 'utf8');
    } catch {
      request.log.error(`the back office page ${file} is missing: run npm run build`);
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').send(page);
  };
  // HTML for browsers, not part of the API: kept out of the OpenAPI document.
  const schema = { hide: true, response: { 200: z.string().describe('the back office page'), 503: z.string().describe('the back office is not built') } };
  app.get('/admin', { schema }, handler);
  app.get('/admin/*', { schema }, handler);
}
